import { tiers } from "contracts/membership/rules";
import type { Tier } from "contracts/membership/schemas";
import { formatUsd } from "contracts/money";

/** A cart holds one membership: what choosing another tier does to the one already there. */
export function replaceTierTexts(from: Tier, to: Tier) {
  const held = tiers[from];
  const wanted = tiers[to];
  return {
    title: `Replace ${held.name} with ${wanted.name}?`,
    body: `Your cart already holds the ${held.name} membership (${formatUsd(held.monthlyPriceCents)}/month). A cart holds one membership, so ${wanted.name} (${formatUsd(wanted.monthlyPriceCents)}/month) would take its place.`,
    confirm: `Replace with ${wanted.name}`,
    keep: `Keep ${held.name}`,
    added: `${wanted.name} membership, ${formatUsd(wanted.monthlyPriceCents)} per month. It replaces ${held.name} in your cart.`,
  };
}
