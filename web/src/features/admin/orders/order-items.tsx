import { Box, HStack, Stack, Table, Text } from "@chakra-ui/react";
import {
  type AdminOrder,
  type AdminOrderItem,
  caseLineText,
  formatPrice,
  formatUsd,
  lineKindRules,
  taxLabel,
  toCents,
} from "contracts";

/** "1 case of 6 at $108.00 + 1 bottle at $20.00" for a line sold at the case price. */
export function caseText(item: AdminOrderItem): string | null {
  if (!item.caseLine) return null;
  const { cases, bottlesPerCase, casePrice, bottles } = item.caseLine;
  return caseLineText(
    { cases, bottlesPerCase, casePriceCents: toCents(casePrice), bottles },
    toCents(item.price),
  );
}

/** An order's lines with what each cost, then the money breakdown. */
export function OrderItemsTable({ order }: { order: AdminOrder }) {
  if (order.items.length === 0) return <Text color="fg.muted">No items data available</Text>;
  return (
    <Table.ScrollArea>
      <Table.Root size="sm" aria-label={`Items of order #${order.orderNumber}`}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Item</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end" hideBelow="sm">
              Qty
            </Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end" hideBelow="sm">
              Price
            </Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Line total</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {order.items.map((item, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: an order's lines keep their order and have no id here
            <Table.Row key={index}>
              {/* The scroll area keeps cells on one line; a long name or gift message wraps instead of
                  pushing the line total out of sight on a phone. */}
              <Table.Cell whiteSpace="normal">
                <Text fontWeight="medium">{item.name}</Text>
                <Text fontSize="xs" color="fg.muted">
                  {lineKindRules[item.kind].label}
                  {item.size ? ` · Size ${item.size}` : ""}
                  {item.packaging ? ` · ${item.packaging.name} (+${formatPrice(item.packaging.price)})` : ""}
                </Text>
                {item.customMessage ? (
                  <Text fontSize="xs" fontStyle="italic">
                    Gift message: “{item.customMessage}”
                  </Text>
                ) : null}
                {item.caseLine ? (
                  <Text fontSize="xs" fontWeight="semibold" color="burgundy.800">
                    Case price: {caseText(item)}
                  </Text>
                ) : (
                  <Text fontSize="xs" hideFrom="sm">
                    {item.quantity} × {formatPrice(item.price)}
                  </Text>
                )}
              </Table.Cell>
              <Table.Cell textAlign="end" hideBelow="sm">
                {item.quantity}
              </Table.Cell>
              <Table.Cell textAlign="end" hideBelow="sm">
                {item.caseLine ? "Case price" : formatPrice(item.price)}
              </Table.Cell>
              <Table.Cell textAlign="end">{formatPrice(item.lineTotal)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

function Line({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <HStack justify="space-between" fontWeight={strong ? "bold" : undefined}>
      <Text>{label}</Text>
      <Text>{value}</Text>
    </HStack>
  );
}

/** Subtotal to total, then what was refunded and what the order kept. */
export function MoneyBreakdown({ order }: { order: AdminOrder }) {
  const refunded = toCents(order.refunded);
  return (
    <Box maxW="xs" ms="auto" fontSize="sm">
      <Stack gap="1">
        <Line label="Subtotal" value={formatPrice(order.subtotal)} />
        {toCents(order.packaging) > 0 ? (
          <Line label="Packaging" value={formatPrice(order.packaging)} />
        ) : null}
        {toCents(order.discount) > 0 ? (
          <Line
            label={order.couponCode ? `Discount (${order.couponCode})` : "Discount"}
            value={`-${formatPrice(order.discount)}`}
          />
        ) : null}
        <Line label={taxLabel(order.taxRate, order.taxState)} value={formatPrice(order.tax)} />
        <Line label="Shipping" value={toCents(order.shipping) > 0 ? formatPrice(order.shipping) : "Free"} />
        <Line label="Total" value={formatPrice(order.total)} strong />
        {refunded > 0 ? (
          <>
            <Line label="Refunded" value={`-${formatPrice(order.refunded)}`} />
            <Line label="Kept" value={formatUsd(toCents(order.total) - refunded)} strong />
          </>
        ) : null}
      </Stack>
    </Box>
  );
}
