import { Box, Flex, Link, Stack, Table, Text } from "@chakra-ui/react";
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
        <>
          {/* A phone reads each order as a short row (number, status, customer, total), a wider
            screen as a table: no column is cut off at 390 px. */}
          <Stack as="ul" listStyleType="none" gap="2" hideFrom="md" aria-label="Recent orders">
            {orders.map((order) => (
              <Box as="li" key={order.id} borderBottomWidth="1px" borderColor="cream.200" pb="2" minW="0">
                <Flex justify="space-between" gap="2" align="baseline" wrap="wrap">
                  <Link asChild color="burgundy.700" fontWeight="semibold">
                    <RouterLink to="/admin/orders" search={{ order: order.id }}>
                      #{order.orderNumber}
                    </RouterLink>
                  </Link>
                  <Text fontWeight="semibold">{formatPrice(order.total)}</Text>
                </Flex>
                <Flex justify="space-between" gap="2" align="center" wrap="wrap">
                  <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere" minW="0">
                    {customerLabel(order)}
                  </Text>
                  <OrderStatusBadge status={order.status} size="sm" />
                </Flex>
              </Box>
            ))}
          </Stack>
          <Table.ScrollArea hideBelow="md">
            <Table.Root size="sm" aria-label="Recent orders">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Order</Table.ColumnHeader>
                  <Table.ColumnHeader>Customer</Table.ColumnHeader>
                  <Table.ColumnHeader>Paid</Table.ColumnHeader>
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
                    <Table.Cell whiteSpace="nowrap" color="fg.muted">
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
        </>
      )}
    </Panel>
  );
}
