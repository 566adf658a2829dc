import { z } from "zod";
import { tiers } from "../membership/rules";
import { monthSchema, type Tier, tierSchema } from "../membership/schemas";

/**
 * The club's monthly shipment run (issue 28): every paid member's shipment of a month, from their
 * own picks or from the tier's default wines; the pick list the cellar works from.
 */

export const clubRunStatuses = ["open", "confirmed", "shipped"] as const;
export type ClubRunStatus = (typeof clubRunStatuses)[number];

const bottleSchema = z.object({ wineId: z.string(), name: z.string(), quantity: z.number().int() });
export type ShipmentBottle = z.infer<typeof bottleSchema>;

export const clubShipmentSchema = z.object({
  membershipId: z.string(),
  userId: z.string(),
  name: z.string(),
  tier: tierSchema,
  /** picked: the member checked out their own wines; default: the run made the order; to_make: the run will. */
  source: z.enum(["picked", "default", "to_make"]),
  orderId: z.string().nullable(),
  orderNumber: z.string().nullable(),
  orderStatus: z.string().nullable(),
  bottles: z.array(bottleSchema),
});
export type ClubShipment = z.infer<typeof clubShipmentSchema>;

export const clubMonthSchema = z.object({
  month: z.string(),
  status: z.enum(clubRunStatuses),
  defaults: z.object({
    essential: z.array(z.string()),
    premium: z.array(z.string()),
    elite: z.array(z.string()),
  }),
  shipments: z.array(clubShipmentSchema),
  /** Bottles to pull from the cellar, by wine, for every shipment listed. */
  pickList: z.array(bottleSchema),
  /** Members left out of the month (skipped, on hold, held by the shipping rules, payment declined). */
  leftOut: z.array(
    z.object({ membershipId: z.string(), name: z.string(), tier: tierSchema, reason: z.string() }),
  ),
});
export type ClubMonth = z.infer<typeof clubMonthSchema>;

export const clubMonthInput = z.object({ month: monthSchema });

const wineIds = z.array(z.string().min(1).max(64)).max(12);

/** PUT /api/admin/club/shipments/{month}/defaults: the wines a member of each tier gets by default. */
export const clubDefaultsInput = z.object({
  month: monthSchema,
  essential: wineIds,
  premium: wineIds,
  elite: wineIds,
});
export type ClubDefaultsInput = z.infer<typeof clubDefaultsInput>;

/** Why a tier's default wines cannot be these (null when they can): as many as the tier's free wines. */
export function defaultsRefusal(tier: Tier, wines: readonly string[]): string | null {
  const wanted = tiers[tier].freeWinesPerMonth;
  if (wines.length === wanted) return null;
  return `${tiers[tier].name} members get ${wanted} ${wanted === 1 ? "wine" : "wines"} a month: choose ${wanted}`;
}

/** The pick list: every shipment's bottles added up by wine, most first (then by name). */
export function pickListOf(shipments: readonly { bottles: readonly ShipmentBottle[] }[]): ShipmentBottle[] {
  const byWine = new Map<string, ShipmentBottle>();
  for (const shipment of shipments) {
    for (const b of shipment.bottles) {
      const now = byWine.get(b.wineId);
      byWine.set(b.wineId, { ...b, quantity: (now?.quantity ?? 0) + b.quantity });
    }
  }
  return [...byWine.values()].sort((a, b) => b.quantity - a.quantity || a.name.localeCompare(b.name));
}

/** What stock cannot cover, as the refusal says it ("Erie Red 2022: 30 needed, 12 in stock"). */
export function shortfallMessage(
  short: readonly { name: string; needed: number; inStock: number }[],
): string | null {
  if (short.length === 0) return null;
  return `Not enough stock for the run: ${short.map((s) => `${s.name}: ${s.needed} needed, ${s.inStock} in stock`).join("; ")}`;
}
