import { List, Text } from "@chakra-ui/react";
import { formatUsd } from "contracts/money";
import { Check } from "lucide-react";

/** A tier's benefits, each with a green check: "sm" in the dashboard's card, "md" on the tier cards. */
export function BenefitList({ benefits, size = "md" }: { benefits: readonly string[]; size?: "sm" | "md" }) {
  return (
    <List.Root
      variant="plain"
      gap={size === "sm" ? "1.5" : "2.5"}
      fontSize={size === "sm" ? "sm" : undefined}
    >
      {benefits.map((benefit) => (
        <List.Item key={benefit} alignItems="flex-start">
          <List.Indicator asChild color="vine.600" mt="0.5">
            <Check aria-hidden />
          </List.Indicator>
          {benefit}
        </List.Item>
      ))}
    </List.Root>
  );
}

/** "$99/month": the price in the heading font, "/month" small beside it. */
export function MonthlyPrice({ cents, fontSize }: { cents: number; fontSize: "xl" | "2xl" }) {
  return (
    <Text fontFamily="heading" fontSize={fontSize} fontWeight="bold" color="burgundy.900">
      {formatUsd(cents)}
      <Text as="span" fontSize="sm" fontFamily="body" fontWeight="normal" color="fg.muted">
        /month
      </Text>
    </Text>
  );
}
