import { Badge, Box, Button, Card, Flex, Heading, HStack, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import { Link as RouterLink } from "@tanstack/react-router";
import { upgradeOptions, upgradePriceCents } from "contracts/membership/allowance";
import { memberCategoryLabels, tierOrder, tierRank, tiers } from "contracts/membership/rules";
import type { Tier } from "contracts/membership/schemas";
import { formatUsd } from "contracts/money";
import { ArrowUpCircle, Crown, Grape, Star } from "lucide-react";
import { useState } from "react";
import { useAuth } from "../../lib/auth";
import { formatDate } from "../../lib/format";
import { trpc } from "../../lib/trpc";
import { ClubBilling } from "./club-billing";
import { BenefitList, MonthlyPrice } from "./tier-details";
import { UpgradeDialog } from "./upgrade-dialog";
import { useAddMembership } from "./use-add-membership";

function MemberCard({ tier }: { tier: Tier }) {
  const info = tiers[tier];
  const membership = useQuery(trpc.membership.current.queryOptions());
  const [upgradeTo, setUpgradeTo] = useState<Tier | null>(null);
  const options = upgradeOptions(tier);
  const categories = tierOrder
    .filter((t) => tierRank(t) <= tierRank(tier))
    .map((t) => memberCategoryLabels[tiers[t].category]);
  const facts = [
    { label: "Free wines", value: `${info.freeWinesPerMonth} per month` },
    { label: "Discount", value: `${info.discountPercent}% on all wines` },
    { label: "Club wines", value: categories.join(", ") },
  ];

  return (
    <Card.Root bg="white" borderRadius="xl" as="section" aria-labelledby="membership-heading" height="full">
      <Card.Header>
        <Flex justify="space-between" align="flex-start" gap="3" wrap="wrap">
          <Box>
            <HStack gap="2" color="gold.700">
              <Crown size={20} aria-hidden />
              <Heading as="h2" id="membership-heading" size="xl" color="burgundy.800">
                {info.name} Membership
              </Heading>
            </HStack>
            <Text fontSize="sm" color="fg.muted">
              {membership.data ? `Active since ${formatDate(membership.data.startDate)}` : "Active"}
            </Text>
          </Box>
          <MonthlyPrice cents={info.monthlyPriceCents} fontSize="2xl" />
        </Flex>
      </Card.Header>
      <Card.Body gap="5">
        <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3">
          {facts.map((fact) => (
            <Box key={fact.label} bg="cream.100" borderRadius="lg" p="3">
              <Text fontSize="xs" textTransform="uppercase" letterSpacing="wider" color="fg.muted">
                {fact.label}
              </Text>
              <Text fontWeight="semibold">{fact.value}</Text>
            </Box>
          ))}
        </SimpleGrid>
        {membership.data ? <ClubBilling membership={membership.data} /> : null}
        <BenefitList benefits={info.benefits} size="sm" />
        <Stack gap="2">
          <Text fontWeight="semibold" color="burgundy.800">
            {options.length > 0 ? "Upgrade your membership" : "You hold our highest tier. Thank you!"}
          </Text>
          {options.map((option) => (
            <Button
              key={option}
              variant="outline"
              colorPalette="burgundy"
              justifyContent="space-between"
              onClick={() => setUpgradeTo(option)}
              height="auto"
              py="2"
              whiteSpace="normal"
              textAlign="start"
            >
              <HStack gap="2">
                <ArrowUpCircle aria-hidden />
                <span>Upgrade to {tiers[option].name}</span>
              </HStack>
              <Text as="span" fontSize="sm" fontWeight="normal">
                +{formatUsd(upgradePriceCents(tier, option))}/month
              </Text>
            </Button>
          ))}
        </Stack>
      </Card.Body>
      <Card.Footer>
        <Button asChild variant="subtle" colorPalette="gold" size="sm">
          <RouterLink to="/member-wine-selection">
            <Grape aria-hidden /> Choose this month's wines
          </RouterLink>
        </Button>
      </Card.Footer>
      <UpgradeDialog targetTier={upgradeTo} onClose={() => setUpgradeTo(null)} />
    </Card.Root>
  );
}

function JoinPlans() {
  const { addMembership, addingTier, replacePrompt } = useAddMembership();
  return (
    <Card.Root bg="white" borderRadius="xl" as="section" aria-labelledby="membership-heading" height="full">
      <Card.Header>
        <Heading as="h2" id="membership-heading" size="xl" color="burgundy.800">
          Join the Wine Club
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          Free bottles every month and up to 15% off every wine. Choose a plan; it goes into your cart.
        </Text>
      </Card.Header>
      <Card.Body>
        <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3">
          {tierOrder.map((key) => {
            const tier = tiers[key];
            return (
              <Stack
                key={key}
                as="article"
                aria-label={`${tier.name} plan`}
                gap="2"
                p="4"
                borderRadius="lg"
                borderWidth={tier.mostPopular ? "2px" : "1px"}
                borderColor={tier.mostPopular ? "gold.500" : "cream.300"}
                bg="cream.50"
              >
                <HStack justify="space-between" gap="2">
                  <Heading as="h3" size="md" color="burgundy.800">
                    {tier.name}
                  </Heading>
                  {tier.mostPopular ? (
                    <Badge colorPalette="gold" variant="solid" size="sm">
                      <Star size={10} aria-hidden fill="currentColor" /> Popular
                    </Badge>
                  ) : null}
                </HStack>
                <MonthlyPrice cents={tier.monthlyPriceCents} fontSize="xl" />
                <Text fontSize="sm" flex="1">
                  {tier.benefits.slice(0, 2).join(", ")}
                </Text>
                <Button
                  size="sm"
                  colorPalette="burgundy"
                  variant={tier.mostPopular ? "solid" : "outline"}
                  loading={addingTier === key}
                  loadingText="Adding..."
                  disabled={addingTier !== undefined && addingTier !== key}
                  onClick={() => void addMembership(key)}
                >
                  Join {tier.name}
                </Button>
              </Stack>
            );
          })}
        </SimpleGrid>
      </Card.Body>
      {replacePrompt}
    </Card.Root>
  );
}

/**
 * The dashboard's membership card: the member's tier with its upgrade choices and their prices,
 * or, for someone without a tier, the three plans to join at the club prices.
 */
export function MembershipCard() {
  const { user } = useAuth();
  const tier = user?.membershipTier;
  return tier ? <MemberCard tier={tier} /> : <JoinPlans />;
}
