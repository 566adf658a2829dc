import { ageRefusal, businessDate, holdsWine, type LineKind, lineKindRules, shipRefusal } from "contracts";
import type { Tx } from "db";
import type { Context } from "../../trpc/context";
import { badRequest } from "../../trpc/errors";
import { setDateOfBirth } from "../auth/users.service";
import { buyerOf, returnVolume, stateRules, takeVolume } from "../compliance/compliance.service";

/**
 * Selling wine lawfully at checkout (DECISIONS.md, Round 3): the buyer's age, the licensed ship-to
 * state and the state's yearly volume, each a 400 with the rule's words before anything is charged.
 * Called inside the checkout's write transaction, so a refusal leaves nothing behind.
 */

/** What the checkout knows of the sale. */
export interface Sale {
  kinds: LineKind[];
  /** Bottles of wine the order holds (wine lines and the wines inside gift packages). */
  bottles: number;
  /** The shipping state, or "pickup" at the tasting room. */
  destination: string;
  email: string;
  /** The date of birth sent with the checkout (a guest's, or an account's first). */
  dateOfBirth: string | undefined;
}

/** Bottles a line holds: its quantity of a wine, or the wines a gift package holds per package. */
export function bottlesOf(line: { kind: LineKind; quantity: number; giftWineIds: readonly string[] | null }) {
  const stock = lineKindRules[line.kind].stock;
  if (stock === "bottles") return line.quantity;
  if (stock === "package-wines") return line.quantity * (line.giftWineIds?.length ?? 0);
  return 0;
}

/** The age and the state, before the order is written: throws the refusal. */
export async function checkBuyer(tx: Tx, ctx: Context, sale: Sale): Promise<void> {
  if (!holdsWine(sale.kinds)) return;
  const now = ctx.clock.now();
  const kept = ctx.user?.dateOfBirth ?? null;
  const dateOfBirth = kept ?? sale.dateOfBirth ?? null;
  const refusal = ageRefusal(dateOfBirth, businessDate(now));
  if (refusal) throw badRequest(refusal);
  // An account gives its date of birth once: the first wine purchase keeps it.
  if (ctx.user && !kept && dateOfBirth) await setDateOfBirth(tx, ctx.user.id, dateOfBirth, now);
  const rules = sale.destination === "pickup" ? null : await stateRules(tx, sale.destination);
  const shipping = shipRefusal(sale.destination, () => rules?.ships === true);
  if (shipping) throw badRequest(shipping);
}

/** The bottles counted against the state's yearly limit, after the order is written: throws the refusal. */
export async function countBottles(tx: Tx, ctx: Context, sale: Sale): Promise<void> {
  if (sale.destination === "pickup" || sale.bottles === 0) return;
  const buyer = buyerOf(ctx.user?.id ?? null, sale.email);
  const rules = await stateRules(tx, sale.destination);
  const year = Number(businessDate(ctx.clock.now()).slice(0, 4));
  const refusal = await takeVolume(
    tx,
    { buyer, state: sale.destination, year, bottles: sale.bottles },
    rules?.bottlesPerYear ?? null,
  );
  if (refusal) throw badRequest(refusal);
}

/** A cancelled order's bottles stop counting toward its buyer's yearly limit. */
export async function releaseBottles(
  tx: Tx,
  order: {
    userId: string | null;
    customerEmail: string | null;
    pickup: boolean;
    taxState: string | null;
    bottles: number;
    createdAt: string;
  },
): Promise<void> {
  if (order.pickup || order.bottles === 0 || !order.taxState) return;
  if (!order.userId && !order.customerEmail) return;
  await returnVolume(tx, {
    buyer: buyerOf(order.userId, order.customerEmail ?? ""),
    state: order.taxState,
    year: Number(businessDate(order.createdAt).slice(0, 4)),
    bottles: order.bottles,
  });
}
