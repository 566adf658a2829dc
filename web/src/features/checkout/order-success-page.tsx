import {
  Box,
  Button,
  Card,
  Container,
  Flex,
  Heading,
  List,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import { getRouteApi, Link as RouterLink } from "@tanstack/react-router";
import { site } from "contracts/site";
import {
  CircleCheck,
  Crown,
  Home,
  Mail,
  Package,
  PackageX,
  Phone,
  ReceiptText,
  ShoppingBag,
  Truck,
} from "lucide-react";
import type { ReactNode } from "react";
import { useAuth } from "../../lib/auth";
import { useDocumentTitle } from "../../lib/document-title";
import { paths } from "../../lib/paths";
import { trpc } from "../../lib/trpc";
import { ClubWelcome } from "../membership";
import { OrderDetails, OrderNotFound } from "../orders";
import { ResultBanner } from "./result-banner";

const route = getRouteApi("/order-success");

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
        <OrderNotFound>
          <Links />
        </OrderNotFound>
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
    const clubTier = data.items.find((item) => item.kind === "membership")?.tier ?? null;
    // A membership alone ships nothing: no delivery is promised for it.
    const ships = data.items.some((item) => item.kind !== "membership");
    body = (
      <Stack gap={{ base: "6", md: "8" }}>
        {clubTier ? (
          <ClubWelcome
            tier={clubTier}
            winesInOrder={data.items.some((item) => item.kind === "membership_wine")}
          />
        ) : null}
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
          {ships ? (
            <>
              <InfoCard icon={<Package size={24} aria-hidden />} title="Processing">
                We're preparing your order
              </InfoCard>
              <InfoCard icon={<Truck size={24} aria-hidden />} title="Estimated delivery">
                3-5 business days
              </InfoCard>
            </>
          ) : (
            <>
              <InfoCard icon={<Crown size={24} aria-hidden />} title="Membership active">
                Your club benefits start today
              </InfoCard>
              <InfoCard icon={<PackageX size={24} aria-hidden />} title="Nothing to ship">
                This order holds only your membership; your wines ship once you choose them
              </InfoCard>
            </>
          )}
          {data.receiptEmail ? (
            <InfoCard icon={<Mail size={24} aria-hidden />} title="Receipt e-mailed">
              We sent your receipt to {data.receiptEmail}
            </InfoCard>
          ) : (
            <InfoCard icon={<Phone size={24} aria-hidden />} title="Questions?">
              Call {site.phone} with order #{data.orderNumber}
            </InfoCard>
          )}
        </SimpleGrid>
        <OrderDetails order={data} />
        <Flex justify="center">
          <Button asChild variant="outline" colorPalette="burgundy">
            <RouterLink to="/orders/$id" params={{ id: data.id }} search={token ? { token } : {}}>
              <ReceiptText aria-hidden /> Follow this order
            </RouterLink>
          </Button>
        </Flex>
        {ships ? <ShippingNotes /> : null}
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
