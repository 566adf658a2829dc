import { Badge, Box, Button, Card, Flex, Heading, Link, Stack, Text } from "@chakra-ui/react";
import type { Order } from "contracts";
import { orderStatusLabels } from "contracts/orders/labels";
import { trackingLink } from "contracts/orders/tracking";
import { Check, ExternalLink, Truck } from "lucide-react";
import { orderStatusPalette } from "../../components/orders/status";

const steps = ["confirmed", "processing", "shipped", "completed"] as const;
const stepLabels: Record<(typeof steps)[number], string> = {
  confirmed: "Confirmed",
  processing: "Preparing",
  shipped: "Shipped",
  completed: "Delivered",
};

const headlines: Record<Order["status"], string> = {
  pending: "We're waiting for the payment to be confirmed",
  confirmed: "We've received your order",
  processing: "We're preparing your order",
  shipped: "Your order is on its way",
  completed: "Your order has been delivered",
  cancelled: "This order was cancelled",
};

function Progress({ status }: { status: Order["status"] }) {
  const reached = steps.indexOf(status as (typeof steps)[number]);
  if (reached < 0) return null;
  return (
    <Flex as="ol" listStyleType="none" gap="0" aria-label="Order progress">
      {steps.map((step, index) => {
        const done = index <= reached;
        return (
          <Flex as="li" key={step} direction="column" align="center" flex="1" position="relative" gap="1.5">
            {index > 0 ? (
              <Box
                position="absolute"
                top="14px"
                right="50%"
                width="100%"
                height="3px"
                bg={done ? "burgundy.600" : "cream.300"}
                aria-hidden
              />
            ) : null}
            <Flex
              boxSize="8"
              borderRadius="full"
              zIndex="1"
              align="center"
              justify="center"
              bg={done ? "burgundy.700" : "white"}
              borderWidth="2px"
              borderColor={done ? "burgundy.700" : "cream.400"}
              color="white"
              aria-hidden
            >
              {done ? <Check size={16} /> : null}
            </Flex>
            <Text
              fontSize="xs"
              textAlign="center"
              color={done ? "burgundy.900" : "fg.muted"}
              fontWeight={index === reached ? "bold" : "normal"}
              aria-current={index === reached ? "step" : undefined}
            >
              {stepLabels[step]}
            </Text>
          </Flex>
        );
      })}
    </Flex>
  );
}

/** Where the order stands: its status, the steps to the door, and the parcel's tracking. */
export function OrderStatusCard({ order }: { order: Order }) {
  const tracking = trackingLink(order.trackingNumber, order.carrier);
  return (
    <Card.Root
      bg="white"
      borderRadius="xl"
      borderWidth="1px"
      borderColor="cream.300"
      as="section"
      aria-labelledby="order-status"
    >
      <Card.Body gap="5" p={{ base: "4", md: "6" }}>
        <Stack gap="2">
          <Badge
            alignSelf="flex-start"
            colorPalette={orderStatusPalette[order.status]}
            variant="subtle"
            size="lg"
          >
            {orderStatusLabels[order.status]}
          </Badge>
          <Heading as="h2" id="order-status" size="xl" color="burgundy.800">
            {headlines[order.status]}
          </Heading>
          {order.status === "cancelled" ? (
            <Text color="fg.muted" fontSize="sm">
              Anything you paid for this order is refunded to your card; refunds usually appear within 5-10
              business days.
            </Text>
          ) : null}
        </Stack>
        <Progress status={order.status} />
        {order.trackingNumber ? (
          <Flex
            gap="3"
            align={{ base: "flex-start", sm: "center" }}
            direction={{ base: "column", sm: "row" }}
            bg="cream.100"
            borderRadius="lg"
            p="4"
          >
            <Box color="burgundy.700" aria-hidden>
              <Truck size={24} />
            </Box>
            <Box flex="1" minW="0">
              <Text fontSize="sm" color="fg.muted">
                {tracking ? `Tracking number (${tracking.label})` : "Tracking number"}
              </Text>
              <Text
                fontWeight="semibold"
                color="burgundy.900"
                wordBreak="break-all"
                data-testid="tracking-number"
              >
                {order.trackingNumber}
              </Text>
            </Box>
            {tracking ? (
              <Button asChild size="sm" colorPalette="burgundy" variant="outline">
                <Link href={tracking.url} target="_blank" rel="noopener noreferrer">
                  Track your parcel <ExternalLink aria-hidden />
                  <Box as="span" srOnly>
                    (opens {tracking.label} in a new tab)
                  </Box>
                </Link>
              </Button>
            ) : null}
          </Flex>
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}
