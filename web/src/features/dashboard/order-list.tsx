import { Link, Stack, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "@tanstack/react-router";
import type { Order } from "contracts";
import { formatPrice } from "contracts/money";
import { orderStatusLabels } from "contracts/orders/labels";
import { formatDate } from "../../lib/format";
import { orderItemCount, orderItemsText, orderStatusPalette } from "./activity";
import { ActivityRow } from "./activity-row";

function OrderRow({ order, compact }: { order: Order; compact: boolean }) {
  const items = orderItemsText(order);
  return (
    <ActivityRow
      label={`Order #${order.orderNumber}`}
      title={
        <Link asChild color="burgundy.900" textDecoration="underline" textUnderlineOffset="3px">
          <RouterLink to="/orders/$id" params={{ id: order.id }}>
            Order #{order.orderNumber}
          </RouterLink>
        </Link>
      }
      status={{ label: orderStatusLabels[order.status], palette: orderStatusPalette[order.status] }}
      details={
        <>
          {formatDate(order.createdAt)}
          {compact ? ` · ${orderItemCount(order)}` : ""}
        </>
      }
      extra={
        !compact && items ? (
          <Text fontSize="sm" mt="1" lineClamp={2}>
            {items}
          </Text>
        ) : null
      }
      aside={
        <Text fontWeight="bold" color="burgundy.900" flexShrink={0}>
          {formatPrice(order.total)}
        </Text>
      }
    />
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
