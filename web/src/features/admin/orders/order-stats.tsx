import { Card, HStack, SimpleGrid, Skeleton, Stack, Text } from "@chakra-ui/react";
import { formatPrice, type OrderStats, orderFilterLabels, statKeys } from "contracts";
import { orderStatusPalette } from "./order-display";

function StatCard({ label, value }: { label: string; value: string | undefined }) {
  return (
    <Card.Root bg="white" borderRadius="xl" size="sm">
      <Card.Body gap="1">
        <Text fontSize="sm" color="fg.muted" fontWeight="semibold">
          {label}
        </Text>
        {value === undefined ? (
          <Skeleton height="7" width="20" />
        ) : (
          <Text fontFamily="heading" fontSize="2xl" fontWeight="bold" color="burgundy.900">
            {value}
          </Text>
        )}
      </Card.Body>
    </Card.Root>
  );
}

/** docs/spec part 2 §2.15's stat cards, for what the filters find (revenue net of refunds). */
export function OrderStatCards({ stats }: { stats: OrderStats | undefined }) {
  return (
    <SimpleGrid as="section" aria-label="Order totals" columns={{ base: 2, md: 4 }} gap="3">
      <StatCard label="Total Orders" value={stats && String(stats.count)} />
      <StatCard label="Total Revenue" value={stats && formatPrice(stats.revenue)} />
      <StatCard label="Confirmed" value={stats && String(stats.byStatus.confirmed.count)} />
      <StatCard label="Processing" value={stats && String(stats.byStatus.processing.count)} />
    </SimpleGrid>
  );
}

/** Count and revenue per status of everything the search finds. */
export function OrderStatistics({ stats }: { stats: OrderStats | undefined }) {
  return (
    <Card.Root as="section" aria-label="Order statistics" bg="white" borderRadius="xl" size="sm">
      <Card.Body gap="3">
        <Text fontFamily="heading" fontSize="lg" fontWeight="bold" color="burgundy.800">
          Order Statistics
        </Text>
        <Stack as="ul" listStyleType="none" gap="1.5" fontSize="sm">
          {statKeys.map((key) => (
            <HStack as="li" key={key} justify="space-between" gap="3">
              <HStack gap="2">
                <Text
                  as="span"
                  w="2.5"
                  h="2.5"
                  borderRadius="full"
                  bg={key === "failed" ? "gray.400" : `${orderStatusPalette[key]}.500`}
                  aria-hidden
                />
                <Text>{orderFilterLabels[key]}</Text>
              </HStack>
              <Text color="fg.muted" textAlign="end">
                {stats ? (
                  <>
                    <Text as="span" fontWeight="semibold" color="fg">
                      {stats.byStatus[key].count}
                    </Text>{" "}
                    · {formatPrice(stats.byStatus[key].revenue)}
                  </>
                ) : (
                  "…"
                )}
              </Text>
            </HStack>
          ))}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
