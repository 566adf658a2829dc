import { Box, Checkbox, Field, List, Stack, Text } from "@chakra-ui/react";
import { joinRenewalTerms, ordinalDay, renewalConsentText } from "contracts/club/billing";
import { tiers } from "contracts/membership/rules";
import type { Tier } from "contracts/membership/schemas";
import { formatUsd } from "contracts/money";
import { RefreshCw } from "lucide-react";
import { useController } from "react-hook-form";
import { formatBusinessDate } from "../../lib/format";
import { CheckoutSection } from "./checkout-section";
import type { CheckoutControl } from "./checkout-values";

/** "15th", or "31st (the last day in shorter months)" for a day some months lack. */
function dayOfMonth(day: number): string {
  return day > 28 ? `${ordinalDay(day)} (the last day in shorter months)` : ordinalDay(day);
}

/**
 * What joining the club agrees to, stated before payment (docs/product/decisions.md, Round 3): the monthly amount
 * with tax, that it renews monthly, the day of the month, and how to cancel; then an unticked box the
 * person must tick. The numbers come from contracts (the tier table, the tax rule, the billing day).
 */
export function RenewalConsent({ tier, control }: { tier: Tier; control: CheckoutControl }) {
  const { field, fieldState } = useController({ control, name: "renewalConsent" });
  const now = new Date();
  const terms = joinRenewalTerms(tier, now);
  const total = formatUsd(terms.totalCents);
  const day = dayOfMonth(terms.billingDay);
  const error = fieldState.error?.message;
  return (
    <CheckoutSection
      step={4}
      title="Your monthly renewal"
      aside={
        <Box color="burgundy.700" aria-hidden>
          <RefreshCw size={22} />
        </Box>
      }
    >
      <Stack gap="4" data-testid="renewal-terms">
        <Text>
          The {tiers[tier].name} membership renews every month until you cancel. Today you pay for your first
          month.
        </Text>
        <List.Root gap="1.5" ps="5" fontSize="sm" color="burgundy.900">
          <List.Item>
            <Text as="span" fontWeight="semibold">
              {total} a month
            </Text>{" "}
            ({formatUsd(terms.subtotalCents)} + {formatUsd(terms.taxCents)} tax), charged to the card above.
          </List.Item>
          <List.Item>
            On the {day} of each month; the first renewal is on {formatBusinessDate(terms.firstRenewal)}.
          </List.Item>
          <List.Item>
            Cancel, skip a month or pause any time from your dashboard. A cancellation takes effect at the end
            of the month you paid for; nothing more is charged.
          </List.Item>
        </List.Root>
        <Field.Root invalid={Boolean(error)}>
          <Checkbox.Root
            checked={field.value === true}
            onCheckedChange={(details) => field.onChange(details.checked === true)}
            colorPalette="burgundy"
            alignItems="flex-start"
            invalid={Boolean(error)}
          >
            <Checkbox.HiddenInput ref={field.ref} name={field.name} onBlur={field.onBlur} />
            <Checkbox.Control mt="0.5" />
            <Checkbox.Label>{renewalConsentText(tier, now)}</Checkbox.Label>
          </Checkbox.Root>
          {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
        </Field.Root>
      </Stack>
    </CheckoutSection>
  );
}
