import { Box, Button, Container, Flex, Grid, Heading, Skeleton, Stack, Text } from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import { getRouteApi, Link as RouterLink } from "@tanstack/react-router";
import { ShoppingBag, ShoppingCart, UserRound, Users } from "lucide-react";
import type { ReactNode } from "react";
import { EmptyState } from "../../components/empty-state";
import { PageHeader } from "../../components/page-header";
import { PromoCard } from "../../components/promo-card";
import { useAuth } from "../../lib/auth";
import { cartQuantity } from "../../lib/cart";
import { useDocumentTitle } from "../../lib/document-title";
import { paths } from "../../lib/paths";
import { errorMessage, trpc } from "../../lib/trpc";
import { CartLineItem } from "./cart-line-item";
import { OrderSummary } from "./order-summary";

const route = getRouteApi("/cart");

function SignInPrompt() {
  return (
    <Flex
      gap="4"
      align={{ base: "flex-start", md: "center" }}
      direction={{ base: "column", md: "row" }}
      bg="cream.200"
      borderRadius="xl"
      p={{ base: "4", md: "5" }}
    >
      <Box color="burgundy.700" aria-hidden>
        <UserRound size={28} />
      </Box>
      <Box flex="1">
        <Heading as="h2" size="md" color="burgundy.800">
          Sign in to save your cart
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          Your cart is kept on this device. Sign in and it comes with you, ready for checkout on any device.
        </Text>
      </Box>
      <Button asChild colorPalette="burgundy" size="sm">
        <RouterLink to="/membership">Sign In / Create Account</RouterLink>
      </Button>
    </Flex>
  );
}

function ClubPromo() {
  return (
    <PromoCard
      icon={<Users size={28} />}
      eyebrow="The Ridge Road Wine Club"
      title="Members save on every bottle"
      text="Join the club for free bottles every month and 5 to 15% off every order."
      linkTo="/membership"
      linkLabel="Join the Wine Club"
    />
  );
}

function EmptyCart() {
  return (
    <Stack gap="8" maxW="3xl" mx="auto">
      <EmptyState
        icon={<ShoppingCart size={44} />}
        title="Your Cart is Empty"
        description="Find a bottle for tonight, a case for the cellar or a gift for someone special."
        action={
          <Button asChild colorPalette="burgundy" size="lg">
            <RouterLink to={paths.shop}>
              <ShoppingBag aria-hidden /> Shop Wines
            </RouterLink>
          </Button>
        }
      />
      <ClubPromo />
    </Stack>
  );
}

function LinesSkeleton() {
  return (
    <Stack gap="4" aria-hidden>
      {[0, 1, 2].map((row) => (
        <Skeleton key={row} height="36" borderRadius="xl" />
      ))}
    </Stack>
  );
}

/** /cart: the lines, the order summary with the coupon, and the way to checkout. */
export function CartPage() {
  useDocumentTitle("Your Cart");
  const { user } = useAuth();
  const { coupon } = route.useSearch();
  const navigate = route.useNavigate();
  const lines = useQuery(trpc.cart.list.queryOptions());
  const summary = useQuery(trpc.cart.summary.queryOptions(coupon ? { coupon } : undefined));

  const setCoupon = (code: string | undefined) => void navigate({ search: { coupon: code }, replace: true });
  const count = lines.data ? cartQuantity(lines.data) : 0;

  let body: ReactNode;
  if (lines.isError) {
    body = (
      <Stack align="center" py="12" gap="3" role="alert">
        <Text color="fg.muted">
          {errorMessage(lines.error) ?? "Your cart could not be loaded right now. Please try again."}
        </Text>
        <Button variant="outline" onClick={() => void lines.refetch()}>
          Try again
        </Button>
      </Stack>
    );
  } else if (lines.data?.length === 0) {
    body = <EmptyCart />;
  } else {
    body = (
      <Grid
        templateColumns={{ base: "1fr", lg: "minmax(0, 1fr) 380px" }}
        gap={{ base: "6", lg: "8" }}
        alignItems="start"
      >
        <Stack gap="4" as="section" aria-labelledby="cart-items">
          <Heading as="h2" id="cart-items" srOnly>
            Items in your cart
          </Heading>
          {user ? null : <SignInPrompt />}
          {lines.data ? (
            <Stack as="ul" gap="4" listStyleType="none" aria-label="Cart items">
              {lines.data.map((line) => (
                <CartLineItem key={line.id} line={line} />
              ))}
            </Stack>
          ) : (
            <LinesSkeleton />
          )}
        </Stack>
        <Box position={{ lg: "sticky" }} top={{ lg: "32" }}>
          <OrderSummary
            summary={summary.data}
            summaryError={
              summary.isError
                ? (errorMessage(summary.error) ?? "The totals could not be loaded. Please reload the page.")
                : undefined
            }
            coupon={coupon}
            onCouponApplied={(code) => setCoupon(code)}
            onCouponRemoved={() => setCoupon(undefined)}
          />
        </Box>
      </Grid>
    );
  }

  return (
    <>
      <PageHeader eyebrow="Shopping cart" title="Your Cart">
        {count > 0 ? (
          <Text>
            {count} {count === 1 ? "item" : "items"} ready to go. Add a gift message or special packaging to
            any wine or gift package.
          </Text>
        ) : null}
      </PageHeader>
      <Container maxW="7xl" py={{ base: "8", md: "12" }}>
        {body}
      </Container>
    </>
  );
}
