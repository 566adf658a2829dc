/**
 * A wine line sold (partly) at the case price, read back from what the order recorded. Zod-free:
 * the orders desk and the packing slip print it. An order line keeps its bottle price, its quantity
 * and what it came to; the full cases are whatever the bottle price does not explain
 * (contracts' cart/rules `lineSubtotalCents`: full cases at the case price, the rest per bottle).
 */
import { formatUsd } from "../money";

export interface CaseLine {
  /** Full cases charged at the case price. */
  cases: number;
  bottlesPerCase: number;
  casePriceCents: number;
  /** Bottles beyond the full cases, at the bottle price. */
  bottles: number;
}

/**
 * The cases of a line, or null when none was charged at the case price (fewer bottles than a case,
 * no case price, or figures that no case price explains, e.g. the wine's case size changed since).
 */
export function caseLineOf(line: {
  quantity: number;
  unitPriceCents: number;
  lineTotalCents: number;
  bottlesPerCase: number | null | undefined;
}): CaseLine | null {
  const { quantity, unitPriceCents, lineTotalCents, bottlesPerCase } = line;
  if (!bottlesPerCase || bottlesPerCase <= 0 || quantity < bottlesPerCase) return null;
  if (lineTotalCents >= quantity * unitPriceCents) return null;
  const cases = Math.floor(quantity / bottlesPerCase);
  const bottles = quantity - cases * bottlesPerCase;
  const casesCents = lineTotalCents - bottles * unitPriceCents;
  if (casesCents <= 0 || casesCents % cases !== 0) return null;
  return { cases, bottlesPerCase, casePriceCents: casesCents / cases, bottles };
}

/** "1 case of 6 at $108.00 + 1 bottle at $20.00" */
export function caseLineText(line: CaseLine, unitPriceCents: number): string {
  const cases = `${line.cases} ${line.cases === 1 ? "case" : "cases"} of ${line.bottlesPerCase} at ${formatUsd(line.casePriceCents)}`;
  if (line.bottles === 0) return cases;
  return `${cases} + ${line.bottles} ${line.bottles === 1 ? "bottle" : "bottles"} at ${formatUsd(unitPriceCents)}`;
}
