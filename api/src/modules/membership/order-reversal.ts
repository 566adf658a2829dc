import type { MembershipOnCancel } from "contracts";
import { type Executor, memberships, type Tx } from "db";
import { and, eq, inArray } from "drizzle-orm";
import type { AppHooks, OrderChange } from "../../hooks";
import { setTier } from "../auth/users.service";
import { liveStatuses, type MembershipRow } from "./club-state";

/**
 * A sign-up or an upgrade bought with an order that is then cancelled (or refunded in full) is
 * undone: a sign-up's membership ends, an upgrade's returns to the tier it replaced. grantTier ends
 * the replaced membership at the very instant the new one is created, which is how it is found.
 */

/** The live membership each order started, and the one it replaced (an upgrade). */
async function startedBy(
  db: Executor,
  orderIds: string[],
): Promise<Map<string, { started: MembershipRow; replaced: MembershipRow | null }>> {
  const found = new Map<string, { started: MembershipRow; replaced: MembershipRow | null }>();
  if (orderIds.length === 0) return found;
  const started = await db
    .select()
    .from(memberships)
    .where(and(inArray(memberships.orderId, orderIds), inArray(memberships.status, liveStatuses)));
  for (const m of started) {
    if (!m.orderId) continue;
    const replaced = (
      await db
        .select()
        .from(memberships)
        .where(
          and(
            eq(memberships.userId, m.userId),
            eq(memberships.status, "cancelled"),
            eq(memberships.endDate, m.createdAt),
          ),
        )
    )[0];
    found.set(m.orderId, { started: m, replaced: replaced ?? null });
  }
  return found;
}

/** What cancelling each order would do to the club membership it bought (the desk's dialog says it). */
export async function membershipsOnCancel(
  db: Executor,
  orderIds: string[],
): Promise<Map<string, MembershipOnCancel>> {
  const effects = new Map<string, MembershipOnCancel>();
  for (const [orderId, { started, replaced }] of await startedBy(db, orderIds)) {
    effects.set(
      orderId,
      replaced
        ? { action: "restore", tier: started.tier, previousTier: replaced.tier }
        : { action: "end", tier: started.tier },
    );
  }
  return effects;
}

/**
 * The orders module's cancelled hook (registered in createApp): a paid order's membership ends, or
 * goes back to the tier it replaced, with that membership's schedule and card.
 */
export async function undoClubOrder(tx: Tx, event: OrderChange, hooks: AppHooks): Promise<void> {
  if (!event.wasPaid) return;
  const found = (await startedBy(tx, [event.orderId])).get(event.orderId);
  if (!found) return;
  const stamp = event.now.toISOString();
  const { started, replaced } = found;
  await tx
    .update(memberships)
    .set({ status: "cancelled", endDate: stamp, cancelAt: null })
    .where(eq(memberships.id, started.id));
  await hooks.membership.cancelled.emit(tx, {
    membershipId: started.id,
    userId: started.userId,
    now: event.now,
  });
  if (replaced) {
    await tx
      .update(memberships)
      .set({ status: "active", endDate: null })
      .where(eq(memberships.id, replaced.id));
    await setTier(tx, started.userId, replaced.tier, event.now);
  } else {
    await setTier(tx, started.userId, null, event.now);
  }
}
