import {
  Box,
  Button,
  Card,
  Container,
  Flex,
  Heading,
  List,
  Separator,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import { getRouteApi, Link as RouterLink } from "@tanstack/react-router";
import type { Order } from "contracts";
import { formatPrice, toCents } from "contracts/money";
import { site } from "contracts/site";
import { CircleCheck, Home, Mail, Package, Phone, SearchX, ShoppingBag, Truck } from "lucide-react";
import type { ReactNode } from "react";
import { CardSection } from "../../components/card-section";
import { isFreeKind } from "../../components/order-summary/line-info";
import { useAuth } from "../../lib/auth";
import { useDocumentTitle } from "../../lib/document-title";
import { paths } from "../../lib/paths";
import { trpc } from "../../lib/trpc";
import { ResultBanner } from "./result-banner";

const route = getRouteApi("/order-success");

const orderDate = new Intl.DateTimeFormat("en-US", {
  dateStyle: "long",
  timeStyle: "short",
  timeZone: site.timeZone,
});

function formatOrderDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : orderDate.format(date);
}

function InfoCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Card.Root bg="white" borderRadius="xl" borderWidth="1px" borderColor="cream.300" height="full">
      <Card.Body
        gap={{ base: "4", md: "2" }}
        flexDirection={{ base: "row", md: "column" }}
        alignItems="center"
        textAlign={{ base: "start", md: "center" }}
        p={{ base: "4", md: "6" }}
      >
        <Flex
          boxSize="12"
          flexShrink={0}
          borderRadius="full"
          bg="cream.200"
          color="burgundy.700"
          align="center"
          justify="center"
        >
          {icon}
        </Flex>
        <Box minW="0">
          <Heading as="h2" size="md" color="burgundy.800">
            {title}
          </Heading>
          <Text color="fg.muted" fontSize="sm" wordBreak="break-word" mt={{ md: "2" }}>
            {children}
          </Text>
        </Box>
      </Card.Body>
    </Card.Root>
  );
}

function Row({ label, children, strong = false }: { label: string; children: ReactNode; strong?: boolean }) {
  return (
    <Flex
      justify="space-between"
      gap="4"
      fontSize={strong ? "lg" : "sm"}
      fontWeight={strong ? "bold" : "normal"}
    >
      <Text color={strong ? "burgundy.900" : "fg.muted"}>{label}</Text>
      <Text color="burgundy.900">{children}</Text>
    </Flex>
  );
}

function OrderDetails({ order }: { order: Order }) {
  const address = order.shippingAddress;
  return (
    <CardSection id="order-details" title="Order Details">
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <Box>
          <Text fontSize="xs" textTransform="uppercase" letterSpacing="wider" color="fg.muted">
            Order number
          </Text>
          <Text fontWeight="bold" fontSize="lg" color="burgundy.900" data-testid="order-number">
            #{order.orderNumber}
          </Text>
        </Box>
        <Box>
          <Text fontSize="xs" textTransform="uppercase" letterSpacing="wider" color="fg.muted">
            Order date
          </Text>
          <Text fontWeight="semibold" color="burgundy.900">
            {formatOrderDate(order.paidAt ?? order.createdAt)}
          </Text>
        </Box>
      </SimpleGrid>
      <Separator />
      <Stack as="ul" gap="3" listStyleType="none" aria-label="Items ordered">
        {order.items.map((item) => (
          <Flex as="li" key={item.id} justify="space-between" gap="3" aria-label={item.name}>
            <Box minW="0">
              <Text fontWeight="semibold" color="burgundy.900" fontSize="sm">
                {item.name}
              </Text>
              <Text fontSize="xs" color="fg.muted">
                Qty {item.quantity}
                {toCents(item.price) > 0 ? ` × ${formatPrice(item.price)}` : ""}
                {item.packaging ? ` · ${item.packaging.name}` : ""}
              </Text>
            </Box>
            <Text fontWeight="semibold" fontSize="sm" color="burgundy.900" flexShrink={0}>
              {isFreeKind(item.kind) ? "FREE" : formatPrice(item.lineTotal)}
            </Text>
          </Flex>
        ))}
      </Stack>
      <Separator />
      <Stack gap="1.5">
        <Row label="Subtotal">{formatPrice(order.subtotal)}</Row>
        {toCents(order.packaging) > 0 ? <Row label="Packaging">{formatPrice(order.packaging)}</Row> : null}
        {toCents(order.discount) > 0 ? (
          <Row label={order.couponCode ? `Discount (${order.couponCode})` : "Discount"}>
            -{formatPrice(order.discount)}
          </Row>
        ) : null}
        <Row label="Tax">{formatPrice(order.tax)}</Row>
        <Row label="Shipping">{toCents(order.shipping) === 0 ? "FREE" : formatPrice(order.shipping)}</Row>
        <Separator my="1" />
        <Row label="Total" strong>
          {formatPrice(order.total)}
        </Row>
      </Stack>
      {address ? (
        <Box bg="cream.100" borderRadius="md" p="3" fontSize="sm">
          <Text fontWeight="semibold" color="burgundy.900">
            Shipping to
          </Text>
          <Text color="fg.muted">
            {address.name}, {address.line1}, {address.city}, {address.state} {address.postalCode}
          </Text>
        </Box>
      ) : null}
    </CardSection>
  );
}

function ShippingNotes() {
  return (
    <Box
      as="section"
      aria-labelledby="shipping-notes"
      bg="cream.200"
      borderRadius="xl"
      p={{ base: "4", md: "6" }}
    >
      <Heading as="h2" id="shipping-notes" size="md" color="burgundy.800" mb="3">
        Shipping notes
      </Heading>
      <List.Root gap="2" ps="5" fontSize="sm" color="burgundy.900">
        <List.Item>An adult signature (21+) is required on delivery; please have ID ready.</List.Item>
        <List.Item>
          Some states restrict wine shipments; we will contact you if yours needs special handling.
        </List.Item>
        <List.Item>
          In the summer months we ship in temperature-controlled packaging to protect your wine.
        </List.Item>
      </List.Root>
    </Box>
  );
}

function Links() {
  return (
    <Flex gap="3" direction={{ base: "column", sm: "row" }} wrap="wrap" justify="center">
      <Button asChild colorPalette="burgundy">
        <RouterLink to="/">
          <Home aria-hidden /> Return Home
        </RouterLink>
      </Button>
      <Button asChild variant="outline" colorPalette="burgundy">
        <RouterLink to="/shop">
          <ShoppingBag aria-hidden /> Continue Shopping
        </RouterLink>
      </Button>
      <Button asChild variant="ghost" colorPalette="burgundy">
        <RouterLink to={paths.newsletter}>
          <Mail aria-hidden /> Subscribe to Newsletter
        </RouterLink>
      </Button>
    </Flex>
  );
}

function OrderNotFound() {
  return (
    <Stack
      gap="4"
      align="center"
      textAlign="center"
      bg="white"
      borderRadius="xl"
      borderWidth="1px"
      borderColor="cream.300"
      p={{ base: "6", md: "10" }}
      role="status"
    >
      <Box color="burgundy.400" aria-hidden>
        <SearchX size={44} />
      </Box>
      <Heading as="h1" size="2xl" color="burgundy.800">
        We couldn't find that order
      </Heading>
      <Text color="fg.muted" maxW="lg">
        The link may be incomplete, or the order belongs to another account. Sign in with the account you
        ordered with, or call us at {site.phone} or write to {site.email} with your order number.
      </Text>
      <Links />
    </Stack>
  );
}

/** /order-success: the order read back from the api, what happens next, and where to go. */
export function OrderSuccessPage() {
  useDocumentTitle("Order Confirmed");
  // The address holds the order and its link token, so a reload (or a bookmark) shows it again,
  // for guests too.
  const { order: id, token } = route.useSearch();
  const { isLoading: authLoading } = useAuth();
  const order = useQuery({
    ...trpc.orders.byId.queryOptions({ id: id ?? "", ...(token ? { token } : {}) }),
    // An owner is recognised by the session: wait for it before asking.
    enabled: Boolean(id) && !authLoading,
  });

  if (!id || order.isError) {
    return (
      <Container maxW="3xl" py={{ base: "10", md: "16" }}>
        <OrderNotFound />
      </Container>
    );
  }

  let body: ReactNode;
  if (!order.data) {
    body = (
      <Stack gap="4" aria-hidden>
        <Skeleton height="32" borderRadius="xl" />
        <Skeleton height="64" borderRadius="xl" />
      </Stack>
    );
  } else {
    const data = order.data;
    body = (
      <Stack gap={{ base: "6", md: "8" }}>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
          <InfoCard icon={<Package size={24} aria-hidden />} title="Processing">
            We're preparing your order
          </InfoCard>
          <InfoCard icon={<Truck size={24} aria-hidden />} title="Estimated delivery">
            3-5 business days
          </InfoCard>
          <InfoCard icon={<Phone size={24} aria-hidden />} title="Questions?">
            Call {site.phone} with order #{data.orderNumber}
          </InfoCard>
        </SimpleGrid>
        <OrderDetails order={data} />
        <ShippingNotes />
        <Links />
      </Stack>
    );
  }

  return (
    <Box>
      <ResultBanner tone="success" icon={<CircleCheck size={56} />} title="Order Confirmed!" maxW="4xl">
        Thank you for your order from {site.name}.
      </ResultBanner>
      <Container maxW="4xl" py={{ base: "6", md: "10" }}>
        {body}
      </Container>
    </Box>
  );
}
