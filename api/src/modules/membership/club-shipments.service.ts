import {
  type ClubDefaultsInput,
  type ClubMonth,
  type ClubShipment,
  defaultsRefusal,
  monthBounds,
  orderNumber,
  personName,
  pickListOf,
  type ShipmentBottle,
  shortfallMessage,
  type Tier,
  tierOrder,
  tiers,
} from "contracts";
import {
  clubCharges,
  clubPauses,
  clubShipmentMonths,
  clubShipments,
  type Executor,
  memberships,
  newId,
  orderItems,
  orders,
  users,
  wines,
} from "db";
import { and, eq, gte, inArray, isNull, lt, ne, or, sql } from "drizzle-orm";
import type { AppDeps } from "../../trpc/context";
import { badRequest, conflict, unauthorized } from "../../trpc/errors";
import { stateRules } from "../compliance/compliance.service";
import { cancelUnpaid, markPaid, placeClubShipment } from "../orders/order-payments";
import { liveStatuses } from "./club-state";

/**
 * The club's monthly shipment run (issue 28; DECISIONS.md, "Club shipments and club charges"). A
 * paid member's month ships once: their own picks if they checked them out, or the tier's default
 * wines, which the confirmed run turns into an order like a picks checkout (the wines free, tax and
 * shipping charged to the saved card, the receipt e-mailed). The unique (user, month) row of
 * `club_shipments` keeps a member from ever being sent two.
 */

type Deps = Pick<AppDeps, "db" | "hooks" | "payments" | "clock">;

const noDefaults = { essential: [], premium: [], elite: [] };

interface Member {
  membershipId: string;
  userId: string;
  tier: Tier;
  name: string;
  email: string;
  phone: string | null;
  address: ClubMonthAddress;
  paymentMethodId: string | null;
  paymentCustomerId: string | null;
}
type ClubMonthAddress = {
  line1: string;
  line2: string | null;
  city: string;
  state: string;
  zipCode: string;
} | null;

/** Every live member of the month, and those left out of it with why. */
async function membersOf(db: Executor, month: string) {
  const { end } = monthBounds(month);
  const rows = await db
    .select({ m: memberships, u: users })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(inArray(memberships.status, liveStatuses), lt(memberships.startDate, end.toISOString())));
  const pauses = await db.select().from(clubPauses).where(eq(clubPauses.month, month));
  const held = await db
    .select({ membershipId: clubCharges.membershipId, lastError: clubCharges.lastError })
    .from(clubCharges)
    .where(
      and(
        eq(clubCharges.status, "held"),
        gte(clubCharges.period, `${month}-01`),
        lt(clubCharges.period, `${month}-32`),
      ),
    );
  const included: Member[] = [];
  const leftOut: ClubMonth["leftOut"] = [];
  for (const { m, u } of rows) {
    const name = personName(u);
    const pause = pauses.find((p) => p.userId === m.userId);
    const hold = held.find((h) => h.membershipId === m.id);
    const reason =
      pause?.kind === "skip"
        ? "Skipped this month"
        : pause?.kind === "hold"
          ? "On hold this month"
          : hold
            ? `Held by the shipping rules: ${hold.lastError ?? "its address cannot receive wine"}`
            : m.status === "past_due"
              ? "Renewal payment declined"
              : null;
    if (reason) {
      leftOut.push({ membershipId: m.id, name, tier: m.tier, reason });
      continue;
    }
    const a = u.defaultAddress;
    included.push({
      membershipId: m.id,
      userId: m.userId,
      tier: m.tier,
      name,
      email: u.email,
      phone: u.phone ?? null,
      address: a
        ? { line1: a.line1, line2: a.line2 ?? null, city: a.city, state: a.state, zipCode: a.zipCode }
        : null,
      paymentMethodId: m.paymentMethodId,
      paymentCustomerId: m.paymentCustomerId,
    });
  }
  included.sort((a, b) => a.name.localeCompare(b.name));
  return { included, leftOut };
}

/**
 * The month's free-wine orders by member: the run's own order (whatever became of it: a declined one
 * reads cancelled), or else their picks checked out in the month that still stand.
 */
async function shippedOrders(db: Executor, month: string, userIds: string[], runOrderIds: string[]) {
  const { start, end } = monthBounds(month);
  if (userIds.length === 0)
    return new Map<string, { orderId: string; status: string; bottles: ShipmentBottle[] }>();
  const picked = and(
    ne(orders.status, "cancelled"),
    gte(orders.createdAt, start.toISOString()),
    lt(orders.createdAt, end.toISOString()),
  );
  const lines = await db
    .select({
      orderId: orders.id,
      userId: orders.userId,
      status: orders.status,
      wineId: orderItems.wineId,
      name: orderItems.name,
      quantity: orderItems.quantity,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      and(
        eq(orderItems.kind, "membership_wine"),
        inArray(orders.userId, userIds),
        runOrderIds.length > 0 ? or(inArray(orders.id, runOrderIds), picked) : picked,
      ),
    );
  // A member's shipment is the run's order when there is one, else their first picks order.
  const run = new Set(runOrderIds);
  const found = new Map<string, { orderId: string; status: string; bottles: ShipmentBottle[] }>();
  for (const line of lines) {
    if (!line.userId || !line.wineId) continue;
    const held = found.get(line.userId);
    const entry =
      !held || (run.has(line.orderId) && !run.has(held.orderId))
        ? { orderId: line.orderId, status: line.status, bottles: [] }
        : held;
    if (entry.orderId === line.orderId)
      entry.bottles.push({ wineId: line.wineId, name: line.name, quantity: line.quantity });
    found.set(line.userId, entry);
  }
  return found;
}

async function monthRow(db: Executor, month: string) {
  return (await db.select().from(clubShipmentMonths).where(eq(clubShipmentMonths.month, month)))[0];
}

/** The default wines of each tier as bottles (names as the catalogue has them). */
async function defaultBottles(
  db: Executor,
  defaults: Record<Tier, string[]>,
): Promise<Record<Tier, ShipmentBottle[]>> {
  const ids = [...new Set(tierOrder.flatMap((t) => defaults[t]))];
  const names = new Map(
    ids.length === 0
      ? []
      : (
          await db
            .select({ id: wines.id, name: sql<string>`${wines.name} || ' ' || ${wines.vintage}` })
            .from(wines)
            .where(inArray(wines.id, ids))
        ).map((w) => [w.id, w.name]),
  );
  const result = { essential: [], premium: [], elite: [] } as Record<Tier, ShipmentBottle[]>;
  for (const tier of tierOrder) {
    result[tier] = pickListOf([
      { bottles: defaults[tier].map((id) => ({ wineId: id, name: names.get(id) ?? id, quantity: 1 })) },
    ]);
  }
  return result;
}

/** GET /api/admin/club/shipments: the month's shipments, the pick list, and who is left out. */
export async function clubMonth(db: Executor, month: string): Promise<ClubMonth> {
  return (await monthState(db, month)).view;
}

/** The month as the screen shows it, with its stored row and members (the run reads them once). */
async function monthState(db: Executor, month: string) {
  const row = await monthRow(db, month);
  const defaults = row?.defaults ?? noDefaults;
  const { included, leftOut } = await membersOf(db, month);
  const made = await db.select().from(clubShipments).where(eq(clubShipments.month, month));
  const shipped = await shippedOrders(
    db,
    month,
    included.map((m) => m.userId),
    made.flatMap((s) => (s.source === "default" && s.orderId ? [s.orderId] : [])),
  );
  const byDefault = await defaultBottles(db, defaults);
  const shipments: ClubShipment[] = included.map((m) => {
    const order = shipped.get(m.userId);
    const runMade = made.find((s) => s.userId === m.userId && s.source === "default");
    if (order) {
      return {
        membershipId: m.membershipId,
        userId: m.userId,
        name: m.name,
        tier: m.tier,
        source: runMade?.orderId === order.orderId ? "default" : "picked",
        orderId: order.orderId,
        orderNumber: orderNumber(order.orderId),
        orderStatus: order.status,
        bottles: order.bottles,
      };
    }
    return {
      membershipId: m.membershipId,
      userId: m.userId,
      name: m.name,
      tier: m.tier,
      source: "to_make",
      orderId: null,
      orderNumber: null,
      orderStatus: null,
      bottles: byDefault[m.tier],
    };
  });
  // A declined shipment's order is cancelled: nothing of it is left to ship.
  const withOrders = shipments.filter((s) => s.orderId !== null && s.orderStatus !== "cancelled");
  const status = !row?.confirmedAt
    ? "open"
    : withOrders.length > 0 &&
        withOrders.every((s) => s.orderStatus === "shipped" || s.orderStatus === "completed")
      ? "shipped"
      : "confirmed";
  const view: ClubMonth = { month, status, defaults, shipments, pickList: pickListOf(shipments), leftOut };
  return { view, row, included };
}

/** PUT /api/admin/club/shipments/{month}/defaults: each tier's wines for members who pick none. */
export async function setDefaults(deps: Deps, input: ClubDefaultsInput): Promise<ClubMonth> {
  for (const tier of tierOrder) {
    const refusal = defaultsRefusal(tier, input[tier]);
    if (refusal) throw badRequest(refusal);
  }
  const ids = [...new Set(tierOrder.flatMap((t) => input[t]))];
  const found = await deps.db
    .select({ id: wines.id })
    .from(wines)
    .where(and(inArray(wines.id, ids), eq(wines.isAvailable, true)));
  if (found.length !== ids.length) throw badRequest("Choose wines that are in the catalogue and on sale");
  const defaults = { essential: input.essential, premium: input.premium, elite: input.elite };
  const stamp = deps.clock.now().toISOString();
  await deps.db.write(async (tx) => {
    const row = await monthRow(tx, input.month);
    if (row?.confirmedAt) throw conflict(`The ${input.month} run is confirmed: its shipments are made`);
    await tx
      .insert(clubShipmentMonths)
      .values({ month: input.month, defaults, updatedAt: stamp })
      .onConflictDoUpdate({ target: clubShipmentMonths.month, set: { defaults, updatedAt: stamp } });
  });
  return clubMonth(deps.db, input.month);
}

interface Made {
  orderId: string;
  member: Member;
}

/**
 * POST /api/admin/club/shipments/{month}/confirm: one write transaction makes every member's missing
 * shipment with the stock it takes (guarded updates: a shortfall, or a shop sale taking the last
 * bottles meanwhile, refuses the whole run with nothing changed); then each order is charged to the
 * member's saved card outside the transaction: paid, it is e-mailed; declined, its bottles return.
 */
export async function confirmRun(deps: Deps, month: string, by: string | undefined): Promise<ClubMonth> {
  if (!by) throw unauthorized();
  const now = deps.clock.now();
  const made = await deps.db.write(async (tx): Promise<Made[]> => {
    const { view, row, included } = await monthState(tx, month);
    const toMake = view.shipments.filter((s) => s.source === "to_make");
    for (const tier of tierOrder) {
      if (toMake.some((s) => s.tier === tier) && defaultsRefusal(tier, view.defaults[tier])) {
        throw conflict(`Choose the default wines of ${tiers[tier].name} members first`);
      }
    }
    const claimed = row
      ? await tx
          .update(clubShipmentMonths)
          .set({ confirmedAt: now.toISOString(), confirmedBy: by, updatedAt: now.toISOString() })
          .where(and(eq(clubShipmentMonths.month, month), isNull(clubShipmentMonths.confirmedAt)))
      : { changes: 0 };
    if (claimed.changes !== 1) {
      throw conflict(
        row?.confirmedAt ? `The ${month} run is already confirmed` : "Choose the default wines first",
      );
    }
    // What the run needs against what the cellar has: a shortfall names every wine short.
    const needed = pickListOf(toMake);
    const stock = new Map(
      needed.length === 0
        ? []
        : (
            await tx
              .select({ id: wines.id, stock: wines.stock })
              .from(wines)
              .where(
                inArray(
                  wines.id,
                  needed.map((n) => n.wineId),
                ),
              )
          ).map((w) => [w.id, w.stock]),
    );
    const short = needed
      .map((n) => ({ name: n.name, needed: n.quantity, inStock: stock.get(n.wineId) ?? 0 }))
      .filter((n) => n.inStock !== -1 && n.inStock < n.needed);
    const refusal = shortfallMessage(short);
    if (refusal) throw conflict(refusal);
    const result: Made[] = [];
    for (const shipment of toMake) {
      const member = included.find((m) => m.membershipId === shipment.membershipId);
      if (!member) continue;
      const orderId = newId();
      const shipmentId = newId();
      // The member's one shipment of the month, claimed first; its order is named once it exists.
      const inserted = await tx
        .insert(clubShipments)
        .values({
          id: shipmentId,
          month,
          userId: member.userId,
          membershipId: member.membershipId,
          source: "default",
        })
        .onConflictDoNothing();
      if (inserted.changes !== 1) continue;
      const rules = member.address ? await stateRules(tx, member.address.state) : null;
      const placed = await placeClubShipment(tx, {
        orderId,
        userId: member.userId,
        email: member.email,
        name: member.name,
        phone: member.phone,
        address: member.address,
        wines: shipment.bottles.flatMap((b) =>
          Array.from({ length: b.quantity }, () => ({ wineId: b.wineId, name: b.name })),
        ),
        taxRate: rules?.taxRate ?? "0.0800",
        now,
        by,
      });
      if (!placed) {
        throw conflict("A wine of the run sold out meanwhile: check the pick list and confirm again");
      }
      await tx.update(clubShipments).set({ orderId }).where(eq(clubShipments.id, shipmentId));
      result.push({ orderId, member });
    }
    return result;
  });
  for (const { orderId, member } of made) await chargeShipment(deps, orderId, member);
  return clubMonth(deps.db, month);
}

/** Charges one run order to the member's saved card: paid (and e-mailed), or cancelled with its stock back. */
async function chargeShipment(deps: Deps, orderId: string, member: Member): Promise<void> {
  const order = (await deps.db.select().from(orders).where(eq(orders.id, orderId)))[0];
  if (!order) return;
  const amountCents = Math.round(Number(order.total) * 100);
  const result = member.paymentMethodId
    ? await deps.payments.charge({
        amountCents,
        paymentMethodId: member.paymentMethodId,
        customerId: member.paymentCustomerId,
        offSession: true,
        idempotencyKey: `club-run-${orderId}`,
        description: `Ridge Road Wine Club shipment ${order.createdAt.slice(0, 7)}`,
        metadata: { orderId },
      })
    : { ok: false as const, code: "processing_error", message: "No card is saved for the membership." };
  const now = deps.clock.now();
  await deps.db.write(async (tx) => {
    if (result.ok) await markPaid(tx, deps.hooks, orderId, result.paymentIntentId, now, "club run");
    else await cancelUnpaid(tx, deps.hooks, orderId, `declined: ${result.message}`, now, "club run");
  });
}
