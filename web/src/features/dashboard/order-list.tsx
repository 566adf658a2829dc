import { Badge, Box, Flex, Stack, Text } from "@chakra-ui/react";
import type { Order } from "contracts";
import { formatPrice } from "contracts/money";
import { orderStatusLabels } from "contracts/orders/labels";
import { formatDate } from "../../lib/format";
import { orderItemsText, orderStatusPalette } from "./activity";

function OrderRow({ order, compact }: { order: Order; compact: boolean }) {
  const items = orderItemsText(order);
  return (
    <Flex
      as="li"
      aria-label={`Order #${order.orderNumber}`}
      gap="3"
      justify="space-between"
      align={{ base: "flex-start", sm: "center" }}
      direction={{ base: "column", sm: "row" }}
      p="4"
      bg="white"
      borderWidth="1px"
      borderColor="cream.300"
      borderRadius="lg"
    >
      <Box minW="0" flex="1">
        <Flex gap="2" align="center" wrap="wrap">
          <Text fontWeight="semibold" color="burgundy.900">
            Order #{order.orderNumber}
          </Text>
          <Badge colorPalette={orderStatusPalette[order.status]} variant="subtle">
            {orderStatusLabels[order.status]}
          </Badge>
        </Flex>
        <Text fontSize="sm" color="fg.muted">
          {formatDate(order.createdAt)}
          {compact ? ` · ${order.items.length} ${order.items.length === 1 ? "item" : "items"}` : ""}
        </Text>
        {!compact && items ? (
          <Text fontSize="sm" mt="1" lineClamp={2}>
            {items}
          </Text>
        ) : null}
      </Box>
      <Text fontWeight="bold" color="burgundy.900" flexShrink={0}>
        {formatPrice(order.total)}
      </Text>
    </Flex>
  );
}

/** Orders with their number (last 8 characters), status colour, date, total and, in full, the items. */
export function OrderList({ orders, compact = false }: { orders: readonly Order[]; compact?: boolean }) {
  return (
    <Stack as="ul" gap="3" listStyleType="none" aria-label={compact ? "Recent orders" : "Order history"}>
      {orders.map((order) => (
        <OrderRow key={order.id} order={order} compact={compact} />
      ))}
    </Stack>
  );
}
