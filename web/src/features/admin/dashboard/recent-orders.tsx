import { Link, Table, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "@tanstack/react-router";
import { type AdminOrder, formatPrice } from "contracts";
import { customerLabel, formatDateTime } from "../orders/order-display";
import { OrderStatusBadge } from "../orders/status-badge";
import { Panel } from "./panel";

/** The 5 most recently paid orders; each opens in the orders desk. */
export function RecentOrders({ orders }: { orders: AdminOrder[] }) {
  return (
    <Panel
      title="Recent orders"
      aside={
        <Link asChild fontSize="sm" color="burgundy.700">
          <RouterLink to="/admin/orders">All orders</RouterLink>
        </Link>
      }
    >
      {orders.length === 0 ? (
        <Text color="fg.muted">No paid orders yet.</Text>
      ) : (
        <Table.ScrollArea>
          <Table.Root size="sm" aria-label="Recent orders">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Order</Table.ColumnHeader>
                <Table.ColumnHeader>Customer</Table.ColumnHeader>
                <Table.ColumnHeader hideBelow="md">Paid</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Total</Table.ColumnHeader>
                <Table.ColumnHeader>Status</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {orders.map((order) => (
                <Table.Row key={order.id}>
                  <Table.Cell whiteSpace="nowrap">
                    <Link asChild color="burgundy.700" fontWeight="semibold">
                      <RouterLink to="/admin/orders" search={{ order: order.id }}>
                        #{order.orderNumber}
                      </RouterLink>
                    </Link>
                  </Table.Cell>
                  <Table.Cell>{customerLabel(order)}</Table.Cell>
                  <Table.Cell whiteSpace="nowrap" color="fg.muted" hideBelow="md">
                    {order.paidAt ? formatDateTime(order.paidAt) : ""}
                  </Table.Cell>
                  <Table.Cell textAlign="end" fontWeight="semibold">
                    {formatPrice(order.total)}
                  </Table.Cell>
                  <Table.Cell>
                    <OrderStatusBadge status={order.status} size="sm" />
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
    </Panel>
  );
}
