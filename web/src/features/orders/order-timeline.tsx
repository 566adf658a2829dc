import { Box, Flex, Stack, Text } from "@chakra-ui/react";
import type { OrderEvent } from "contracts";
import { CreditCard, Mail, Package, StickyNote, Undo2 } from "lucide-react";
import type { ReactNode } from "react";
import { CardSection } from "../../components/card-section";
import { formatEventTime } from "./order-format";

const icons: Record<OrderEvent["kind"], ReactNode> = {
  status: <Package size={16} />,
  payment: <CreditCard size={16} />,
  refund: <Undo2 size={16} />,
  note: <StickyNote size={16} />,
  email: <Mail size={16} />,
};

/** What happened to the order, newest first: placed, paid, moved, shipped, refunded, e-mailed. */
export function OrderTimeline({ events }: { events: readonly OrderEvent[] }) {
  const newestFirst = [...events].reverse();
  return (
    <CardSection id="order-history" title="Order History">
      <Stack as="ol" gap="0" listStyleType="none" aria-label="Order history">
        {newestFirst.map((event, index) => (
          <Flex as="li" key={`${event.at}-${event.kind}-${event.detail}`} gap="3" position="relative" pb="4">
            {index < newestFirst.length - 1 ? (
              <Box
                position="absolute"
                left="13px"
                top="7"
                bottom="0"
                width="2px"
                bg="cream.300"
                aria-hidden
              />
            ) : null}
            <Flex
              boxSize="7"
              flexShrink={0}
              borderRadius="full"
              bg={index === 0 ? "burgundy.700" : "cream.200"}
              color={index === 0 ? "white" : "burgundy.700"}
              align="center"
              justify="center"
              aria-hidden
            >
              {icons[event.kind]}
            </Flex>
            <Box minW="0">
              <Text fontSize="sm" color="burgundy.900" fontWeight={index === 0 ? "semibold" : "normal"}>
                {event.detail}
              </Text>
              <Text fontSize="xs" color="fg.muted">
                <time dateTime={event.at}>{formatEventTime(event.at)}</time>
              </Text>
            </Box>
          </Flex>
        ))}
      </Stack>
    </CardSection>
  );
}
