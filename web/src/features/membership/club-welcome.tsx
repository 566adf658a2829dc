import { Box, Button, Flex, Heading, List, Skeleton, Stack, Text } from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import { Link as RouterLink } from "@tanstack/react-router";
import { ordinalDay } from "contracts/club/billing";
import { tiers } from "contracts/membership/rules";
import type { Tier } from "contracts/membership/schemas";
import { formatUsd } from "contracts/money";
import { Crown, Grape, LayoutDashboard } from "lucide-react";
import { formatBusinessDate } from "../../lib/format";
import { trpc } from "../../lib/trpc";

export interface ClubWelcomeProps {
  /** The tier the order started. */
  tier: Tier;
  /** The order already holds this month's free wines (the selection's checkout). */
  winesInOrder: boolean;
}

/**
 * The success page of an order that started a membership: the welcome, this month's wines, and the
 * renewal (amount with tax and date, from the membership the payment created).
 */
export function ClubWelcome({ tier, winesInOrder }: ClubWelcomeProps) {
  const info = tiers[tier];
  // Fetched afresh: the membership did not exist when the page was last asked.
  const membership = useQuery({ ...trpc.membership.current.queryOptions(), staleTime: 0 });
  const data = membership.data;
  const wines = info.freeWinesPerMonth === 1 ? "1 free wine" : `${info.freeWinesPerMonth} free wines`;
  let renewal: string;
  if (data?.nextChargeDate && data.nextChargeAmount !== null) {
    const day = ordinalDay(Number(data.nextChargeDate.slice(8, 10)));
    renewal = `Your membership renews on ${formatBusinessDate(data.nextChargeDate)} for ${formatUsd(data.nextChargeAmount)} (${formatUsd(info.monthlyPriceCents)} + tax), then on the ${day} of every month until you cancel.`;
  } else {
    renewal = `Your membership renews every month at ${formatUsd(info.monthlyPriceCents)} + tax until you cancel.`;
  }
  return (
    <Box
      as="section"
      aria-labelledby="club-welcome"
      bg="gold.50"
      borderWidth="1px"
      borderColor="gold.300"
      borderRadius="xl"
      p={{ base: "4", md: "6" }}
    >
      <Flex gap="3" align="center" mb="3" color="gold.700">
        <Crown size={24} aria-hidden />
        <Heading as="h2" id="club-welcome" size="lg" color="burgundy.800">
          Welcome to the {info.name} club
        </Heading>
      </Flex>
      <List.Root gap="2" ps="5" fontSize="sm" color="burgundy.900" mb="4">
        <List.Item>
          Your membership is active from today: {info.discountPercent}% off every wine and {wines} each month.
        </List.Item>
        <List.Item>
          {winesInOrder
            ? "Your first month's wines are in this order."
            : `Your first month's wines: choose your ${wines} for this month now. They cost nothing but shipping.`}
        </List.Item>
        <List.Item data-testid="club-renewal">
          {membership.isPending ? (
            <Skeleton as="span" display="inline-block" height="4" width="60%" />
          ) : (
            renewal
          )}{" "}
          Skip a month, pause or cancel any time from your dashboard.
        </List.Item>
      </List.Root>
      <Stack direction={{ base: "column", sm: "row" }} gap="3">
        {winesInOrder ? null : (
          <Button asChild colorPalette="burgundy">
            <RouterLink to="/member-wine-selection">
              <Grape aria-hidden /> Choose this month's wines
            </RouterLink>
          </Button>
        )}
        <Button asChild variant="outline" colorPalette="burgundy">
          <RouterLink to="/dashboard">
            <LayoutDashboard aria-hidden /> Go to Dashboard
          </RouterLink>
        </Button>
      </Stack>
      {membership.isError ? (
        <Text fontSize="xs" color="fg.muted" mt="2">
          Your membership's details are on your dashboard.
        </Text>
      ) : null}
    </Box>
  );
}
