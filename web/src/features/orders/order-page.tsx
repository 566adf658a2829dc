import { Box, Button, Container, Grid, Heading, Link, Skeleton, Stack, Text } from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import { Link as RouterLink } from "@tanstack/react-router";
import { site } from "contracts/site";
import { ArrowLeft, Mail, Phone } from "lucide-react";
import { PageHeader } from "../../components/page-header";
import { useAuth } from "../../lib/auth";
import { useDocumentTitle } from "../../lib/document-title";
import { trpc } from "../../lib/trpc";
import { OrderDetails } from "./order-details";
import { formatOrderDate } from "./order-format";
import { OrderNotFound } from "./order-not-found";
import { OrderStatusCard } from "./order-status-card";
import { OrderTimeline } from "./order-timeline";

function Help({ orderNumber }: { orderNumber: string }) {
  return (
    <Box
      bg="cream.200"
      borderRadius="xl"
      p={{ base: "4", md: "6" }}
      as="section"
      aria-labelledby="order-help"
    >
      <Heading as="h2" id="order-help" size="md" color="burgundy.800" mb="2">
        Questions about this order?
      </Heading>
      <Text fontSize="sm" color="burgundy.900" mb="3">
        Mention order #{orderNumber} and we'll help right away.
      </Text>
      <Stack gap="1.5" fontSize="sm">
        <Link href={site.phoneHref} color="burgundy.700">
          <Phone size={16} aria-hidden /> {site.phone}
        </Link>
        <Link
          href={`mailto:${site.email}?subject=Order%20%23${orderNumber}`}
          color="burgundy.700"
          wordBreak="break-all"
        >
          <Mail size={16} aria-hidden /> {site.email}
        </Link>
      </Stack>
    </Box>
  );
}

/**
 * /orders/{id}: one order for its owner, or for anyone holding the link of the receipt e-mail
 * (`?token=`), which works for guests and after the tab was closed.
 */
export function OrderPage({ id, token }: { id: string; token: string | undefined }) {
  const { isLoading: authLoading, isAuthenticated } = useAuth();
  const order = useQuery({
    ...trpc.orders.byId.queryOptions({ id, ...(token ? { token } : {}) }),
    // An owner is recognised by the session: wait for it before asking.
    enabled: !authLoading,
    retry: false,
  });
  useDocumentTitle(order.data ? `Order #${order.data.orderNumber}` : "Your Order");
  const back = isAuthenticated ? (
    <Button asChild variant="plain" size="sm" px="0" color="burgundy.700" alignSelf="flex-start">
      <RouterLink to="/dashboard" search={{ tab: "orders" }}>
        <ArrowLeft aria-hidden /> All your orders
      </RouterLink>
    </Button>
  ) : null;

  if (order.isError) {
    return (
      <Container maxW="3xl" py={{ base: "10", md: "16" }}>
        <OrderNotFound>
          <Button asChild colorPalette="burgundy">
            <RouterLink to={isAuthenticated ? "/dashboard" : "/membership"}>
              {isAuthenticated ? "Your dashboard" : "Sign in"}
            </RouterLink>
          </Button>
        </OrderNotFound>
      </Container>
    );
  }

  const data = order.data;
  return (
    <Box>
      <PageHeader eyebrow="Your order" title={data ? `Order #${data.orderNumber}` : "Your order"}>
        <Text>
          {data ? `Placed ${formatOrderDate(data.paidAt ?? data.createdAt)}` : "Loading your order..."}
        </Text>
      </PageHeader>
      <Container maxW="6xl" py={{ base: "6", md: "10" }}>
        {data ? (
          <Stack gap="6">
            {back}
            {data.receiptEmail ? (
              <Text fontSize="sm" color="fg.muted" role="note">
                <Mail size={14} aria-hidden style={{ display: "inline", verticalAlign: "-2px" }} /> A receipt
                was e-mailed to {data.receiptEmail}.
              </Text>
            ) : null}
            <Grid
              templateColumns={{ base: "minmax(0, 1fr)", lg: "minmax(0, 1fr) 360px" }}
              gap={{ base: "6", lg: "8" }}
              alignItems="start"
            >
              <Stack gap="6">
                <OrderStatusCard order={data} />
                <OrderDetails order={data} title="What you ordered" />
              </Stack>
              <Stack gap="6">
                <OrderTimeline events={data.events} />
                <Help orderNumber={data.orderNumber} />
              </Stack>
            </Grid>
          </Stack>
        ) : (
          <Stack gap="4" aria-hidden>
            <Skeleton height="40" borderRadius="xl" />
            <Skeleton height="72" borderRadius="xl" />
          </Stack>
        )}
      </Container>
    </Box>
  );
}
