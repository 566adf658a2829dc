import { TAX_PERCENT } from "contracts/cart/rules";
import { renewalCharge, upgradeCharge } from "contracts/club/billing";
import { tiers } from "contracts/membership/rules";
import { type Tier, upgradeInput } from "contracts/membership/schemas";
import { formatUsd } from "contracts/money";
import type { Control } from "react-hook-form";
import { z } from "zod";
import { digitsOnly } from "../../lib/card";

/** docs/spec part 1 §5: the upgrade form takes 16-digit card numbers (19 characters grouped in fours). */
export const UPGRADE_CARD_DIGITS = 16;

/** The upgrade's payment form as typed (the test gateway's fields; with Stripe only the name). */
export interface UpgradeValues {
  name: string;
  cardNumber: string;
  cvv: string;
  zipCode: string;
}

/** The name on the card starts as the person's name, or their username when they gave none. */
export function upgradeDefaults(
  user: {
    username: string;
    firstName: string | null;
    lastName: string | null;
  } | null,
): UpgradeValues {
  const fullName = [user?.firstName, user?.lastName].filter(Boolean).join(" ").trim();
  return { name: fullName || user?.username || "", cardNumber: "", cvv: "", zipCode: "" };
}

const paymentData = upgradeInput.shape.paymentData;

/**
 * The api's own rule for the upgrade's payment: a name, and the card's number, CVV and ZIP (with
 * Stripe, the card is Stripe's element and only the name is the form's).
 */
export function upgradePaymentSchema(stripe: boolean) {
  return stripe ? z.object({ name: paymentData.shape.name }) : paymentData;
}

/** What a valid form gives the upgrade: the payment data, or with Stripe the name for its element. */
export type UpgradePayment = z.output<ReturnType<typeof upgradePaymentSchema>>;

export type UpgradeControl = Control<UpgradeValues, unknown, UpgradePayment>;

/** What the api reads: the card number without the spaces the form shows. */
export function toPaymentData(values: UpgradeValues): UpgradeValues {
  return { ...values, cardNumber: digitsOnly(values.cardNumber, UPGRADE_CARD_DIGITS) };
}

/**
 * The texts of an upgrade from one tier to another, at the club's prices: today's charge is the
 * monthly difference plus its tax (contracts' upgradeCharge, the rule the server charges by).
 */
export function upgradeTexts(from: Tier, to: Tier) {
  const charge = upgradeCharge(from, to);
  const extra = formatUsd(charge.differenceCents);
  const renewal = renewalCharge(to);
  return {
    /** "$50.00/month more" */
    difference: `${extra}/month more`,
    /** Today's charge, line by line: the difference, its tax, the total. */
    charge: [
      { label: "Price difference", amount: extra },
      { label: `Tax (${TAX_PERCENT}%)`, amount: formatUsd(charge.taxCents) },
      { label: "Charged today", amount: formatUsd(charge.totalCents) },
    ],
    /** "Your monthly renewals then charge $214.92 ($199.00 + $15.92 tax)." */
    renewal: `Your monthly renewals then charge ${formatUsd(renewal.totalCents)} (${formatUsd(renewal.subtotalCents)} + ${formatUsd(renewal.taxCents)} tax).`,
    /** "Upgrade for $54.00" (the submit button: what the card is charged) */
    action: `Upgrade for ${formatUsd(charge.totalCents)}`,
    /** "$149.00/month, from Premium at $99.00/month" */
    prices: `${formatUsd(tiers[to].monthlyPriceCents)}/month, from ${tiers[from].name} at ${formatUsd(tiers[from].monthlyPriceCents)}/month`,
    /** "2 free bottles a month and 10% off every wine." */
    benefits: `${tiers[to].freeWinesPerMonth} free ${tiers[to].freeWinesPerMonth === 1 ? "bottle" : "bottles"} a month and ${tiers[to].discountPercent}% off every wine.`,
  };
}

/** The notification when the dialog closes after a successful upgrade: "You are now an Elite member." */
export function welcomeToast(to: Tier): { title: string; description: string } {
  const name = tiers[to].name;
  const article = /^[AEIOU]/.test(name) ? "an" : "a";
  return {
    title: `Welcome to ${name}!`,
    description: `You are now ${article} ${name} member. Enjoy your new benefits.`,
  };
}
