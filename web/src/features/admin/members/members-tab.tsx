import { Card, Flex, Link, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import { Link as RouterLink } from "@tanstack/react-router";
import { LoadError } from "../../../components/load-error";
import { SkeletonStack } from "../../../components/skeleton-stack";
import { trpc } from "../../../lib/trpc";

/** /admin's Members tab: the figures of the members screen, which it links to. */
export function MembersTab() {
  const stats = useQuery(trpc.admin.memberStats.queryOptions({}));
  if (stats.isPending) return <SkeletonStack count={2} height="20" borderRadius="xl" />;
  if (stats.isError) {
    return (
      <LoadError
        variant="inline"
        error={stats.error}
        fallback="The figures could not be loaded."
        onRetry={() => void stats.refetch()}
      />
    );
  }
  const figures: [string, string | number][] = [
    ["Total Users", stats.data.total],
    ["Essential", stats.data.essential],
    ["Premium", stats.data.premium],
    ["Elite", stats.data.elite],
    ["No Membership", stats.data.none],
    ["Conversion rate", `${stats.data.conversionRate}%`],
    ["Premium+ members", stats.data.premiumPlus],
    ["Conversion opportunities", stats.data.opportunities],
  ];
  return (
    <Stack gap="4">
      <Flex justify="space-between" gap="3" wrap="wrap">
        <Text color="fg.muted" fontSize="sm">
          Conversion is the share of customer accounts with any club tier; staff accounts are left out.
        </Text>
        <Link asChild fontSize="sm" color="burgundy.700" fontWeight="medium">
          <RouterLink to="/admin/members">Manage members</RouterLink>
        </Link>
      </Flex>
      <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
        {figures.map(([label, value]) => (
          <Card.Root key={label} bg="white" borderRadius="xl" size="sm">
            <Card.Body>
              <Text fontSize="sm" color="fg.muted">
                {label}
              </Text>
              <Text fontSize="2xl" fontWeight="bold" color="burgundy.800">
                {value}
              </Text>
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
