import { Card, Heading, SimpleGrid, Skeleton, Text } from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import { Link as RouterLink } from "@tanstack/react-router";
import type { OrderStatus } from "contracts";
import { LoadError } from "../../../components/load-error";
import { trpc } from "../../../lib/trpc";
import { orderStatusPalette } from "../orders/order-display";
import { live } from "../shell/live";

/** docs/spec part 2 §2.13: "New Sales" is confirmed, "Complete" completed. */
const tiles: { status: OrderStatus; label: string; hint: string }[] = [
  { status: "confirmed", label: "New Sales", hint: "Paid, waiting to be packed" },
  { status: "processing", label: "Processing", hint: "Being packed" },
  { status: "completed", label: "Complete", hint: "Delivered or collected" },
  { status: "shipped", label: "Shipped", hint: "On the way" },
];

/** The order status tiles, each a way into the orders desk with that status chosen. */
export function StatusTiles() {
  const counts = useQuery({ ...trpc.admin.orderCounts.queryOptions(), ...live });
  if (counts.isError && counts.data === undefined) {
    return (
      <LoadError
        variant="inline"
        error={counts.error}
        fallback="The order counts could not be loaded."
        onRetry={() => void counts.refetch()}
      />
    );
  }
  return (
    <SimpleGrid as="ul" listStyleType="none" columns={{ base: 2, md: 4 }} gap={{ base: "3", md: "5" }}>
      {tiles.map((tile) => (
        <Card.Root
          as="li"
          key={tile.status}
          bg="white"
          borderRadius="xl"
          borderTopWidth="4px"
          borderTopColor={`${orderStatusPalette[tile.status]}.500`}
        >
          <RouterLink
            to="/admin/orders"
            search={{ status: tile.status }}
            aria-label={`${tile.label}: ${counts.data?.[tile.status] ?? "loading"} orders`}
          >
            <Card.Body
              gap="1"
              px={{ base: "4", md: "5" }}
              py="4"
              _hover={{ bg: "cream.100" }}
              borderRadius="xl"
            >
              <Text fontSize="sm" fontWeight="semibold" color="fg.muted">
                {tile.label}
              </Text>
              {counts.data ? (
                <Heading as="p" fontSize="3xl" color="burgundy.900" lineHeight="1.2">
                  {counts.data[tile.status]}
                </Heading>
              ) : (
                <Skeleton height="9" width="12" />
              )}
              <Text fontSize="xs" color="fg.muted">
                {tile.hint}
              </Text>
            </Card.Body>
          </RouterLink>
        </Card.Root>
      ))}
    </SimpleGrid>
  );
}
