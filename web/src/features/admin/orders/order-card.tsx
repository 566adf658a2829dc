import { Box, Button, Card, Checkbox, Flex, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import { type AdminOrder, carrierLabels, formatPrice, type OrderStatus, toCents } from "contracts";
import { FileText, List } from "lucide-react";
import { useState } from "react";
import { TrackingNumber } from "../contact-links";
import { customerLabel, formatDateTime } from "./order-display";
import { OrderItemsTable } from "./order-items";
import { OrderStatusBadge, PaymentStatusBadge } from "./status-badge";
import { StatusMenu } from "./status-menu";

export interface OrderCardProps {
  order: AdminOrder;
  /** Ticked for a bulk move or print. */
  selected: boolean;
  onSelect: (selected: boolean) => void;
  onOpen: () => void;
  onMove: (status: OrderStatus) => void;
  moving: boolean;
}

/** One order on the desk (docs/spec part 2 §2.15): who, when, how much, where it stands, and what to do. */
export function OrderCard({ order, selected, onSelect, onOpen, onMove, moving }: OrderCardProps) {
  const [showItems, setShowItems] = useState(false);
  const itemsId = `order-items-${order.id}`;
  const refunded = toCents(order.refunded) > 0;
  return (
    <Card.Root as="article" aria-label={`Order #${order.orderNumber}`} bg="white" borderRadius="xl" size="sm">
      <Card.Body gap="3">
        <Flex justify="space-between" align="flex-start" gap="3" wrap="wrap">
          <Stack gap="1" minW="0">
            <HStack gap="2" wrap="wrap">
              <Checkbox.Root
                checked={selected}
                onCheckedChange={(d) => onSelect(d.checked === true)}
                colorPalette="burgundy"
              >
                <Checkbox.HiddenInput aria-label={`Select order #${order.orderNumber}`} />
                <Checkbox.Control />
              </Checkbox.Root>
              <Heading as="h2" size="md" color="burgundy.800">
                Order #{order.orderNumber}
              </Heading>
              <OrderStatusBadge status={order.status} />
              {order.paymentStatus !== "paid" ? <PaymentStatusBadge status={order.paymentStatus} /> : null}
            </HStack>
            <Text fontSize="sm" color="fg.muted">
              {formatDateTime(order.createdAt)}
            </Text>
            <Text fontSize="sm">
              <Text as="span" fontWeight="medium">
                {customerLabel(order)}
              </Text>
              {order.customerEmail ? (
                <Text as="span" color="fg.muted" wordBreak="break-all">
                  {" "}
                  · {order.customerEmail}
                </Text>
              ) : null}
            </Text>
          </Stack>
          <Stack gap="0" align="flex-end">
            <Text fontSize="xl" fontWeight="bold" color="burgundy.900">
              {formatPrice(order.total)}
            </Text>
            {refunded ? (
              <Text fontSize="xs" color="red.700">
                {formatPrice(order.refunded)} refunded
              </Text>
            ) : null}
          </Stack>
        </Flex>
        {order.trackingNumber || order.carrier ? (
          <Text fontSize="sm">
            <Text as="span" fontWeight="semibold">
              Tracking:{" "}
            </Text>
            {order.trackingNumber ? (
              <TrackingNumber trackingNumber={order.trackingNumber} carrier={order.carrier} />
            ) : order.carrier ? (
              carrierLabels[order.carrier]
            ) : null}
          </Text>
        ) : null}
        {order.notes ? (
          <Box bg="cream.100" borderRadius="md" px="3" py="2" fontSize="sm">
            <Text as="span" fontWeight="semibold">
              Notes:{" "}
            </Text>
            {order.notes}
          </Box>
        ) : null}
        <HStack gap="2" wrap="wrap">
          <StatusMenu order={order} onChoose={onMove} disabled={moving} />
          <Button size="sm" variant="outline" onClick={onOpen}>
            <FileText aria-hidden /> Client Details
          </Button>
          <Button
            size="sm"
            variant="ghost"
            onClick={() => setShowItems((open) => !open)}
            aria-expanded={showItems}
            aria-controls={itemsId}
          >
            <List aria-hidden /> {showItems ? "Hide Items" : "View Items"} (
            {order.items.reduce((n, i) => n + i.quantity, 0)})
          </Button>
        </HStack>
        {showItems ? (
          <Box id={itemsId} borderTopWidth="1px" borderColor="cream.200" pt="2">
            <OrderItemsTable order={order} />
          </Box>
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}
