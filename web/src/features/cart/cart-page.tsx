import { Box, Button, Container, Flex, Grid, Heading, Stack, Text } from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import { getRouteApi, Link as RouterLink } from "@tanstack/react-router";
import { UserRound, Users } from "lucide-react";
import { type ReactNode, useCallback } from "react";
import { EmptyCart } from "../../components/empty-cart";
import { LoadError } from "../../components/load-error";
import { useCouponFromLink } from "../../components/order-summary/use-cart-coupon";
import { PageHeader } from "../../components/page-header";
import { PromoCard } from "../../components/promo-card";
import { SkeletonStack } from "../../components/skeleton-stack";
import { useAuth } from "../../lib/auth";
import { cartQuantity, useCartSummary } from "../../lib/cart";
import { useDocumentTitle } from "../../lib/document-title";
import { trpc } from "../../lib/trpc";
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
        <RouterLink to="/membership" search={{ redirect: "/cart" }}>
          Sign In / Create Account
        </RouterLink>
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

function EmptyCartPage() {
  return (
    <Stack gap="8" maxW="3xl" mx="auto">
      <EmptyCart
        title="Your Cart is Empty"
        description="Find a bottle for tonight, a case for the cellar or a gift for someone special."
      />
      <ClubPromo />
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
  const summary = useCartSummary();
  const clearLink = useCallback(() => void navigate({ search: {}, replace: true }), [navigate]);
  useCouponFromLink(coupon, clearLink);
  const count = lines.data ? cartQuantity(lines.data) : 0;

  let body: ReactNode;
  if (lines.isError) {
    body = (
      <LoadError
        error={lines.error}
        fallback="Your cart could not be loaded right now. Please try again."
        onRetry={() => void lines.refetch()}
      />
    );
  } else if (lines.data?.length === 0) {
    body = <EmptyCartPage />;
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
            <SkeletonStack count={3} height="36" gap="4" borderRadius="xl" />
          )}
        </Stack>
        <Box position={{ lg: "sticky" }} top={{ lg: "32" }}>
          <OrderSummary summary={summary} />
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
