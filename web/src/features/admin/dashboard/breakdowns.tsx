import { BarList, type BarListData, useChart } from "@chakra-ui/charts";
import { HStack, Stack, Text } from "@chakra-ui/react";
import {
  type Analytics,
  formatPrice,
  formatUsd,
  revenueKindLabels,
  tierOrder,
  tiers,
  toCents,
} from "contracts";
import { Panel, Rows } from "./panel";

function MoneyBars({ data, label }: { data: BarListData[]; label: string }) {
  const chart = useChart<BarListData>({ data, series: [{ name: "name", color: "burgundy.200" }] });
  return (
    <BarList.Root chart={chart} aria-label={label}>
      <BarList.Content>
        <BarList.Bar />
        <BarList.Value valueFormatter={(value) => formatUsd(Math.round(value * 100))} />
      </BarList.Content>
    </BarList.Root>
  );
}

/** This month's item sales by kind, before discount, tax and shipping (docs/product/decisions.md). */
export function SalesByKind({ analytics }: { analytics: Analytics }) {
  const data = analytics.revenueByKind.map((k) => ({
    name: revenueKindLabels[k.kind],
    value: toCents(k.amount) / 100,
  }));
  return (
    <Panel
      title="Sales by kind"
      aside={
        <Text fontSize="sm" color="fg.muted">
          This month, before discounts, tax and shipping
        </Text>
      }
    >
      <MoneyBars data={data} label="Sales by kind this month" />
    </Panel>
  );
}

export function TopWines({ analytics }: { analytics: Analytics }) {
  return (
    <Panel
      title="Top wines"
      aside={
        <Text fontSize="sm" color="fg.muted">
          Bottles sold, last 30 days
        </Text>
      }
    >
      <Rows empty="No wine sold in the last 30 days.">
        {analytics.topWines.map((wine, index) => (
          <HStack as="li" key={wine.wineId} justify="space-between" align="flex-start" gap="3">
            <HStack gap="3" minW="0" align="flex-start">
              <Text color="gold.700" fontWeight="bold" w="4" flexShrink="0">
                {index + 1}
              </Text>
              <Text>{wine.name}</Text>
            </HStack>
            <Text whiteSpace="nowrap" fontSize="sm">
              <Text as="span" fontWeight="semibold">
                {wine.bottles} {wine.bottles === 1 ? "bottle" : "bottles"}
              </Text>{" "}
              <Text as="span" color="fg.muted">
                {formatPrice(wine.revenue)}
              </Text>
            </Text>
          </HStack>
        ))}
      </Rows>
    </Panel>
  );
}

export function MembersByTier({ analytics }: { analytics: Analytics }) {
  return (
    <Panel
      title="Club members"
      aside={
        <Text fontSize="sm" color="fg.muted">
          {analytics.activeMembers} in all
        </Text>
      }
    >
      <Stack as="ul" listStyleType="none" gap="2">
        {tierOrder.map((tier) => (
          <HStack as="li" key={tier} justify="space-between">
            <Text>
              {tiers[tier].name}{" "}
              <Text as="span" color="fg.muted" fontSize="sm">
                ({formatUsd(tiers[tier].monthlyPriceCents)} a month)
              </Text>
            </Text>
            <Text fontWeight="semibold">{analytics.membersByTier[tier]}</Text>
          </HStack>
        ))}
      </Stack>
    </Panel>
  );
}
