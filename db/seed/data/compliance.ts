import { SEEDED_LICENSED_STATES, usStates } from "contracts";

/**
 * The compliance table as the winery starts (DECISIONS.md, Round 3: Selling wine lawfully): the
 * licensed states ship, every rate is the spec's 8 % (nothing changes until the staff set real
 * rates), and the yearly limits are illustrative values the staff must confirm against their
 * licences (the screen says so).
 */
const illustrativeLimits: Record<string, number | null> = {
  OH: 288,
  PA: 432,
  NY: 432,
  MI: 108,
  IN: 288,
  IL: 144,
  KY: 120,
  WV: 108,
  VA: 144,
  NC: 288,
  FL: null,
  CA: 144,
  TX: 108,
  DC: 12,
};

export function seedComplianceStates(at: string) {
  const licensed = new Set<string>(SEEDED_LICENSED_STATES);
  return usStates.map(([state]) => ({
    state,
    ships: licensed.has(state),
    bottlesPerYear: illustrativeLimits[state] ?? null,
    taxRate: "0.0800",
    updatedAt: at,
    updatedBy: null,
  }));
}
