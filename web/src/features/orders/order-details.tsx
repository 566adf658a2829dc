import { Box, Flex, Separator, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import type { Order } from "contracts";
import { taxLabel } from "contracts/compliance/rules";
import { formatPrice, toCents } from "contracts/money";
import type { ReactNode } from "react";
import { CardSection } from "../../components/card-section";
import { isFreeKind } from "../../components/order-summary/line-info";
import { formatOrderDate } from "./order-format";

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

function Label({ children }: { children: string }) {
  return (
    <Text fontSize="xs" textTransform="uppercase" letterSpacing="wider" color="fg.muted">
      {children}
    </Text>
  );
}

/** An order's number and date, its items, the money breakdown and where it ships. */
export function OrderDetails({ order, title = "Order Details" }: { order: Order; title?: string }) {
  const address = order.shippingAddress;
  return (
    <CardSection id="order-details" title={title}>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <Box>
          <Label>Order number</Label>
          <Text fontWeight="bold" fontSize="lg" color="burgundy.900" data-testid="order-number">
            #{order.orderNumber}
          </Text>
        </Box>
        <Box>
          <Label>Order date</Label>
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
                {item.size ? ` · Size ${item.size}` : ""}
                {item.packaging ? ` · ${item.packaging.name}` : ""}
              </Text>
              {item.customMessage ? (
                <Text fontSize="xs" color="fg.muted" fontStyle="italic" wordBreak="break-word">
                  Gift message: “{item.customMessage}”
                </Text>
              ) : null}
            </Box>
            <Text fontWeight="semibold" fontSize="sm" color="burgundy.900" flexShrink={0}>
              {isFreeKind(item.kind) ? "FREE" : formatPrice(item.lineTotal)}
            </Text>
          </Flex>
        ))}
      </Stack>
      <Separator />
      <Stack gap="1.5" aria-label="Money breakdown">
        <Row label="Subtotal">{formatPrice(order.subtotal)}</Row>
        {toCents(order.packaging) > 0 ? <Row label="Packaging">{formatPrice(order.packaging)}</Row> : null}
        {toCents(order.discount) > 0 ? (
          <Row label={order.couponCode ? `Discount (${order.couponCode})` : "Discount"}>
            -{formatPrice(order.discount)}
          </Row>
        ) : null}
        <Row label={taxLabel(order.taxRate, order.taxState)}>{formatPrice(order.tax)}</Row>
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
            {address.name}, {address.line1}
            {address.line2 ? `, ${address.line2}` : ""}, {address.city}, {address.state} {address.postalCode}
          </Text>
        </Box>
      ) : null}
    </CardSection>
  );
}
