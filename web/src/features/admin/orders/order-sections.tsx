import { Box, Heading, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import {
  ADULT_SIGNATURE_NOTICE,
  type AdminOrderDetail,
  carrierLabels,
  customerTypeLabels,
  formatPrice,
  formatTaxRate,
  formatUsd,
  toCents,
} from "contracts";
import type { ReactNode } from "react";
import { PhoneLink, TrackingNumber } from "../contact-links";
import { customerLabel, formatDateTime } from "./order-display";
import { OrderStatusBadge, PaymentStatusBadge } from "./status-badge";

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack as="section" aria-label={title} gap="3" borderTopWidth="1px" borderColor="cream.300" pt="4">
      <Heading as="h3" size="md" color="burgundy.800">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Text fontSize="xs" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
        {label}
      </Text>
      <Box fontSize="sm" fontWeight="medium" wordBreak="break-word">
        {children}
      </Box>
    </Box>
  );
}

function paymentMethod(order: AdminOrderDetail): string {
  if (order.stripePaymentIntentId) return "Credit card";
  return order.paidAt ? "Paid outside the site" : "None yet";
}

/** Order, customer, address and payment: the Client Details dialog's facts (docs/spec part 2 §2.15). */
export function OrderFacts({ order }: { order: AdminOrderDetail }) {
  const address = order.shippingAddress;
  const kept = toCents(order.total) - toCents(order.refunded);
  return (
    <>
      <Section title="Order Information">
        <SimpleGrid columns={{ base: 2, md: 3 }} gap="4">
          <Detail label="Order id">{order.id}</Detail>
          <Detail label="Status">
            <OrderStatusBadge status={order.status} />
          </Detail>
          <Detail label="Total">{formatPrice(order.total)}</Detail>
          <Detail label="Placed">{formatDateTime(order.createdAt)}</Detail>
          <Detail label="Payment method">{paymentMethod(order)}</Detail>
          <Detail label="Customer type">{customerTypeLabels[order.customerType]}</Detail>
        </SimpleGrid>
      </Section>
      <Section title="Customer Information">
        <SimpleGrid columns={{ base: 2 }} gap="4">
          <Detail label="Name">{customerLabel(order)}</Detail>
          <Detail label="E-mail">{order.customerEmail || "No email provided"}</Detail>
          <Detail label="Phone">
            <PhoneLink phone={order.customerPhone} />
          </Detail>
          <Detail label="Member id">{order.userId ?? "Guest"}</Detail>
        </SimpleGrid>
      </Section>
      <Section title={order.pickup ? "Pickup at the Tasting Room" : "Shipping Address"}>
        {order.adultSignature ? (
          <Text fontSize="sm" fontWeight="semibold" color="burgundy.800" mb="2">
            {ADULT_SIGNATURE_NOTICE}
          </Text>
        ) : null}
        <Text fontSize="sm" color="fg.muted" mb="2">
          Sales tax: {formatTaxRate(order.taxRate)}
          {order.taxState ? ` (${order.taxState}${order.pickup ? ", the tasting room's state" : ""})` : ""}
        </Text>
        {address ? (
          <Text fontSize="sm" whiteSpace="pre-line">
            {[
              address.name,
              address.line1,
              address.line2,
              `${address.city}, ${address.state} ${address.postalCode}`,
              address.country,
            ]
              .filter(Boolean)
              .join("\n")}
          </Text>
        ) : (
          <Text fontSize="sm" color="fg.muted">
            {order.pickup ? "Collected at the tasting room: nothing to ship" : "No shipping address provided"}
          </Text>
        )}
      </Section>
      <Section title="Payment Information">
        <SimpleGrid columns={{ base: 2, md: 3 }} gap="4">
          <Detail label="Payment intent">{order.stripePaymentIntentId ?? "N/A"}</Detail>
          <Detail label="Transaction status">
            <PaymentStatusBadge status={order.paymentStatus} />
          </Detail>
          <Detail label="Paid">
            {order.paidAt ? `${formatPrice(order.total)} on ${formatDateTime(order.paidAt)}` : "Not paid"}
          </Detail>
          <Detail label="Refunded">{formatPrice(order.refunded)}</Detail>
          <Detail label="Kept">{order.paidAt ? formatUsd(kept) : "$0.00"}</Detail>
          <Detail label="Tracking number">
            {order.trackingNumber ? (
              <TrackingNumber trackingNumber={order.trackingNumber} carrier={order.carrier} />
            ) : order.carrier === "pickup" ? (
              carrierLabels.pickup
            ) : (
              "Not assigned"
            )}
          </Detail>
        </SimpleGrid>
      </Section>
    </>
  );
}
