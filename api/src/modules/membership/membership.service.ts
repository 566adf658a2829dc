import {
  type AddToCartInput,
  type Allowance,
  businessMonth,
  type CartLine,
  canAccessCategory,
  firstSchedule,
  freeWinesLeft,
  type Membership,
  membershipCartProblem,
  monthAllowance,
  monthBounds,
  monthlyLimitMessage,
  PAUSED_MONTH_MESSAGE,
  type SaveSelectionInput,
  type Selection,
  selectionLimitMessage,
  type Tier,
  tierRank,
  upgradeRequiredMessage,
} from "contracts";
import {
  type Executor,
  memberships,
  monthlyWineSelections,
  newId,
  one,
  orderItems,
  orders,
  type Tx,
  users,
  wines,
} from "db";
import { and, eq, gte, inArray, isNotNull, lt, sql } from "drizzle-orm";
import type { AppHooks, OrderChange } from "../../hooks";
import type { SavedMethod } from "../../payments/gateway";
import type { Context } from "../../trpc/context";
import { badRequest, conflict, forbidden, notFound, unauthorized } from "../../trpc/errors";
import type { MemberContext, UserContext } from "../../trpc/procedures";
import { setTier } from "../auth/users.service";
import * as cart from "../cart/cart.service";
import { releaseHolds } from "./club-pauses";
import { liveMembership, liveStatuses, pausedMonths, toMembership } from "./club-state";

export async function current(ctx: UserContext): Promise<Membership | null> {
  const row = await liveMembership(ctx.db, ctx.user.id);
  if (row) return toMembership(ctx.db, row, ctx.clock.now());
  // A tier set by an admin without a club purchase still reads as a membership.
  const tier = ctx.user.membershipTier;
  return tier
    ? {
        id: `tier-${ctx.user.id}`,
        tier,
        status: "active",
        startDate: ctx.user.createdAt,
        endDate: null,
        createdAt: ctx.user.createdAt,
        complimentary: true,
        nextBillingDate: null,
        nextChargeDate: null,
        nextChargeAmount: null,
        hold: null,
        cancelAt: null,
        skippedMonths: [],
        paymentMethod: null,
      }
    : null;
}

// ---------------------------------------------------------------- the monthly allowance

/** Free-wine units in orders paid this business month (New York time). */
async function paidFreeWineUnits(tx: Executor, userId: string, now: Date): Promise<number> {
  const { start, end } = monthBounds(businessMonth(now));
  const row = (
    await tx
      .select({ units: sql<number>`coalesce(sum(${orderItems.quantity}), 0)` })
      .from(orderItems)
      .innerJoin(orders, eq(orderItems.orderId, orders.id))
      .where(
        and(
          eq(orders.userId, userId),
          eq(orderItems.kind, "membership_wine"),
          inArray(orders.status, ["confirmed", "processing", "shipped", "completed"]),
          gte(orders.paidAt, start.toISOString()),
          lt(orders.paidAt, end.toISOString()),
        ),
      )
  )[0];
  return Number(row?.units ?? 0);
}

/** A month the member skipped or held has no free wines. */
async function isPausedMonth(tx: Executor, userId: string, now: Date): Promise<boolean> {
  const month = businessMonth(now);
  return (await pausedMonths(tx, userId, month)).some((p) => p.month === month);
}

async function allowanceOf(tx: Executor, userId: string, tier: Tier, now: Date): Promise<Allowance> {
  const used = await paidFreeWineUnits(tx, userId, now);
  const inCart = await cart.memberWineUnitsInCart(tx, userId);
  const allowance = monthAllowance(tier, await isPausedMonth(tx, userId, now));
  return {
    month: businessMonth(now),
    tier,
    allowance,
    used,
    inCart,
    remaining: Math.max(0, allowance - used - inCart),
  };
}

export async function allowance(ctx: MemberContext): Promise<Allowance> {
  return allowanceOf(ctx.db, ctx.user.id, ctx.tier, ctx.clock.now());
}

async function memberWine(tx: Executor, wineId: string) {
  const wine = (await tx.select().from(wines).where(eq(wines.id, wineId)))[0];
  if (!wine?.isAvailable || !wine.membershipCategory) {
    throw notFound("This wine is not part of the club selection");
  }
  return { ...wine, membershipCategory: wine.membershipCategory };
}

/**
 * The picker's FREE button: tier access and the monthly allowance are checked and the line written
 * in one immediate transaction, so ten quick clicks can never take more than the allowance.
 */
export async function addFreeWine(ctx: UserContext, wineId: string, quantity: number): Promise<CartLine> {
  const tier = ctx.user.membershipTier;
  if (!tier) {
    throw forbidden("You need an active wine club membership to choose free wines.");
  }
  if (quantity < 1) throw badRequest("Quantity must be at least 1");
  const now = ctx.clock.now();
  const itemId = await ctx.db.write(async (tx) => {
    const wine = await memberWine(tx, wineId);
    if (!canAccessCategory(tier, wine.membershipCategory)) {
      throw forbidden(upgradeRequiredMessage(wine.membershipCategory));
    }
    if (wine.stock === 0) throw conflict(`${wine.name} is out of stock`);
    const state = await allowanceOf(tx, ctx.user.id, tier, now);
    if (state.allowance === 0) throw conflict(PAUSED_MONTH_MESSAGE);
    if (quantity > state.remaining) {
      throw conflict(monthlyLimitMessage(tier, state.used + state.inCart));
    }
    return cart.addMemberWineLine(tx, ctx.user.id, wine.id, quantity, now.toISOString());
  });
  return cart.cartLine(ctx, itemId);
}

// ---------------------------------------------------------------- buying a membership

export async function addToCart(ctx: UserContext, tier: Tier): Promise<CartLine> {
  const problem = membershipCartProblem(ctx.user.membershipTier, tier);
  if (problem) throw conflict(problem);
  const itemId = await ctx.db.write(async (tx) =>
    cart.setMembershipLine(tx, ctx.user.id, tier, ctx.clock.now().toISOString()),
  );
  return cart.cartLine(ctx, itemId);
}

/**
 * Sets the tier a paid purchase or upgrade gives, keeping one live membership row. An upgrade
 * carries the membership's start, billing day and next billing date over (the next charge is the
 * new tier's price), so "member since" stays the day the person joined; a pending cancellation or
 * hold ends with the upgrade. The card the order was paid with is kept for the renewals.
 */
export async function grantTier(
  tx: Tx,
  userId: string,
  tier: Tier,
  now: Date,
  orderId: string | null,
  savedMethod: SavedMethod | null,
  hooks: AppHooks,
): Promise<void> {
  const user = (await tx.select().from(users).where(eq(users.id, userId)))[0];
  if (!user || tierRank(user.membershipTier) >= tierRank(tier)) return;
  const stamp = now.toISOString();
  const previous = await liveMembership(tx, userId);
  await tx
    .update(memberships)
    .set({ status: "cancelled", endDate: stamp })
    .where(and(eq(memberships.userId, userId), inArray(memberships.status, liveStatuses)));
  if (previous?.status === "on_hold") await releaseHolds(tx, previous, now);
  const schedule =
    previous?.nextBillingDate && previous.billingDay && !previous.complimentary
      ? { billingDay: previous.billingDay, nextBillingDate: previous.nextBillingDate }
      : firstSchedule(now);
  const method = savedMethod ?? previous;
  const [created] = await tx
    .insert(memberships)
    .values({
      userId,
      tier,
      status: "active",
      startDate: previous?.startDate ?? stamp,
      orderId,
      createdAt: stamp,
      ...schedule,
      paymentMethodId: method?.paymentMethodId ?? null,
      paymentCustomerId: savedMethod ? savedMethod.customerId : (previous?.paymentCustomerId ?? null),
      cardBrand: savedMethod ? savedMethod.brand : (previous?.cardBrand ?? null),
      cardLast4: savedMethod ? savedMethod.last4 : (previous?.cardLast4 ?? null),
      cardExpMonth: savedMethod ? savedMethod.expMonth : (previous?.cardExpMonth ?? null),
      cardExpYear: savedMethod ? savedMethod.expYear : (previous?.cardExpYear ?? null),
    })
    .returning({ id: memberships.id });
  if (created) await hooks.membership.created.emit(tx, { membershipId: created.id, userId, now });
  await setTier(tx, userId, tier, new Date(now));
}

/**
 * A paid order's club lines (the orders module's paid hook, registered in createApp): a membership
 * starts, and the month's free-wine selection is done.
 */
export async function applyPaidOrder(
  tx: Tx,
  { orderId, userId, now, savedMethod }: OrderChange,
  hooks: AppHooks,
): Promise<void> {
  if (!userId) return;
  const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, orderId));
  for (const item of items) {
    if (item.kind === "membership" && item.tier)
      await grantTier(tx, userId, item.tier, now, orderId, savedMethod ?? null, hooks);
  }
  if (items.some((i) => i.kind === "membership_wine")) {
    await tx
      .update(monthlyWineSelections)
      .set({ status: "confirmed", updatedAt: now.toISOString() })
      .where(
        and(
          eq(monthlyWineSelections.userId, userId),
          eq(monthlyWineSelections.selectionMonth, businessMonth(now)),
        ),
      );
  }
}

// ---------------------------------------------------------------- the monthly selection page

function toSelection(row: typeof monthlyWineSelections.$inferSelect): Selection {
  return {
    id: row.id,
    membershipTier: row.membershipTier,
    selectionMonth: row.selectionMonth,
    selectedWines: row.selectedWines,
    status: row.status,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

export async function selection(ctx: MemberContext, month?: string): Promise<Selection | null> {
  const row = (
    await ctx.db
      .select()
      .from(monthlyWineSelections)
      .where(
        and(
          eq(monthlyWineSelections.userId, ctx.user.id),
          eq(monthlyWineSelections.selectionMonth, month ?? businessMonth(ctx.clock.now())),
        ),
      )
  )[0];
  return row ? toSelection(row) : null;
}

/**
 * Saves this month's choice as pending and puts exactly those wines in the cart (replacing the
 * picker's free wines), checked against tier and allowance in one immediate transaction.
 */
export async function saveSelection(ctx: MemberContext, input: SaveSelectionInput): Promise<Selection> {
  const now = ctx.clock.now();
  const month = businessMonth(now);
  if (input.selectionMonth !== month) {
    throw badRequest(`Selections are made for the current month (${month})`);
  }
  if (input.membershipTier !== ctx.tier) {
    throw badRequest(`Your membership tier is ${ctx.tier}`);
  }
  const ids = [...new Set(input.selectedWines)];
  const row = await ctx.db.write(async (tx) => {
    const existing = (
      await tx
        .select()
        .from(monthlyWineSelections)
        .where(
          and(eq(monthlyWineSelections.userId, ctx.user.id), eq(monthlyWineSelections.selectionMonth, month)),
        )
    )[0];
    if (existing?.status === "confirmed") {
      throw conflict("Selection Complete: this month's wines are already chosen.");
    }
    for (const wineId of ids) {
      const wine = await memberWine(tx, wineId);
      if (!canAccessCategory(ctx.tier, wine.membershipCategory)) {
        throw forbidden(upgradeRequiredMessage(wine.membershipCategory));
      }
    }
    if (await isPausedMonth(tx, ctx.user.id, now)) throw conflict(PAUSED_MONTH_MESSAGE);
    // The cart's free wines are replaced, so only paid ones count against the limit here.
    if (ids.length > freeWinesLeft(ctx.tier, await paidFreeWineUnits(tx, ctx.user.id, now))) {
      throw conflict(selectionLimitMessage(ctx.tier));
    }
    const stamp = now.toISOString();
    await cart.replaceMemberWineLines(tx, ctx.user.id, ids, stamp);
    if (existing) {
      return one(
        await tx
          .update(monthlyWineSelections)
          .set({ membershipTier: ctx.tier, selectedWines: ids, status: "pending", updatedAt: stamp })
          .where(eq(monthlyWineSelections.id, existing.id))
          .returning(),
      );
    }
    return one(
      await tx
        .insert(monthlyWineSelections)
        .values({
          id: newId(),
          userId: ctx.user.id,
          membershipTier: ctx.tier,
          selectionMonth: month,
          selectedWines: ids,
          status: "pending",
          createdAt: stamp,
          updatedAt: stamp,
        })
        .returning(),
    );
  });
  return toSelection(row);
}

/**
 * POST /api/cart with a club line (the cart's adders for these kinds, registered in createApp): a
 * membership needs a signed-in customer, a free wine a member.
 */
export async function addClubLine(ctx: Context, input: AddToCartInput): Promise<CartLine> {
  const { user, session } = ctx;
  if (!user || !session) throw unauthorized("Please sign in to join the wine club.");
  const signedIn: UserContext = { ...ctx, user, session };
  switch (input.kind) {
    case "membership":
      return addToCart(signedIn, input.tier);
    case "membership_wine":
      return addFreeWine(signedIn, input.wineId, input.quantity ?? 1);
    default:
      throw badRequest("This is not a wine club line");
  }
}

/** Accounts holding each club tier now. */
export async function membersByTier(db: Executor): Promise<Record<Tier, number>> {
  const rows = await db
    .select({ tier: users.membershipTier, n: sql<number>`count(*)` })
    .from(users)
    .where(isNotNull(users.membershipTier))
    .groupBy(users.membershipTier);
  const counts: Record<Tier, number> = { essential: 0, premium: 0, elite: 0 };
  for (const row of rows) if (row.tier) counts[row.tier] = Number(row.n);
  return counts;
}

/**
 * An admin's tier change from the members screen: the active membership ends, and a new tier starts
 * as complimentary (no order, never charged); null leaves the person without a tier.
 */
export async function setComplimentaryTier(
  tx: Tx,
  userId: string,
  tier: Tier | null,
  now: string,
): Promise<void> {
  await tx
    .update(memberships)
    .set({ status: "cancelled", endDate: now })
    .where(and(eq(memberships.userId, userId), eq(memberships.status, "active")));
  if (tier) {
    await tx
      .insert(memberships)
      .values({ userId, tier, status: "active", complimentary: true, startDate: now, createdAt: now });
  }
  await setTier(tx, userId, tier, new Date(now));
}
