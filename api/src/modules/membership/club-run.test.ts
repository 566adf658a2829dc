import type { ApiError, BulkStatusOutput, ClubFigures, ClubMonth, StockMovement, Tier } from "contracts";
import { clubPauses, clubShipments, memberships, orders, users, wines as wineTable } from "db";
import { createWine } from "db/seed/factories";
import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createTestApp, payCart, shippingAddress, stockOf, type TestApp } from "../../test/helpers";
import { outbox } from "../../test/mail";
import { adminOf } from "../../test/orders";

const MONTH = "2026-11";
const SHIPMENTS = "/api/admin/club/shipments";
const address = { line1: "1 Lake Road", line2: null, city: "Conneaut", state: "OH", zipCode: "44030" };

/** A member as the club has them: a tier, a saved card and an address in Ohio. */
async function member(t: TestApp, tier: Tier, card = "pm_card_visa", name = "Member") {
  const user = await t.user({
    membershipTier: tier,
    firstName: name,
    lastName: `${tier} ${Math.random().toString(36).slice(2, 7)}`,
  });
  await t.db.write(async (tx) => {
    await tx.update(users).set({ defaultAddress: address }).where(eq(users.id, user.id));
    await tx.update(memberships).set({ paymentMethodId: card }).where(eq(memberships.userId, user.id));
  });
  return user;
}

async function wineSet(t: TestApp, stock = 200) {
  const red = await createWine(t.db, {
    name: "Run Red",
    vintage: 2021,
    stock,
    membershipCategory: "curated",
  });
  const white = await createWine(t.db, {
    name: "Run White",
    vintage: 2022,
    stock,
    membershipCategory: "premium",
  });
  const rare = await createWine(t.db, {
    name: "Run Rare",
    vintage: 2019,
    stock,
    membershipCategory: "rare_vintage",
  });
  return { red, white, rare };
}

describe("the club's monthly shipment run", () => {
  it("ships 50 members once each: picks kept, defaults made, the pick list equal to the shipments, stock never below 0 beside a shop sale", async () => {
    const t = await createTestApp({ now: "2026-11-20T15:00:00.000Z" });
    const admin = await adminOf(t);
    const { red, white, rare } = await wineSet(t);
    const tiersOf: Tier[] = ["essential", "premium", "elite"];
    const ids: string[] = [];
    for (let i = 0; i < 50; i++) ids.push((await member(t, tiersOf[i % 3] ?? "essential")).id);
    // Two skip the month, one is past due, one's card is declined.
    const [skipper, holder, lapsed] = ids;
    await t.db.write(async (tx) => {
      await tx.insert(clubPauses).values([
        { userId: skipper ?? "", month: MONTH, kind: "skip" },
        { userId: holder ?? "", month: MONTH, kind: "hold" },
      ]);
      await tx
        .update(memberships)
        .set({ status: "past_due" })
        .where(eq(memberships.userId, lapsed ?? ""));
    });
    const declined = await member(t, "essential", "pm_card_chargeDeclined", "Declined");
    // A premium member checked out their own picks.
    const picker = await t.signedIn({ membershipTier: "premium", firstName: "Pia" });
    for (const wine of [red, white]) {
      expect(
        (await picker.client.post("/api/cart", { wineId: wine.id, quantity: 1, type: "membership_wine" }))
          .status,
      ).toBe(200);
    }
    expect((await payCart(picker.client, { customerInfo: shippingAddress })).status).toBe(200);

    const open = await admin.get<ClubMonth>(`${SHIPMENTS}?month=${MONTH}`);
    expect(open.status).toBe(200);
    expect(open.body.status).toBe("open");
    expect(open.body.leftOut.map((l) => l.reason).sort()).toEqual([
      "On hold this month",
      "Renewal payment declined",
      "Skipped this month",
    ]);
    expect(open.body.shipments).toHaveLength(49);
    expect(open.body.shipments.filter((s) => s.source === "picked").map((s) => s.userId)).toEqual([
      picker.user.id,
    ]);

    // No defaults yet: nothing happens.
    expect((await admin.post<ApiError>(`${SHIPMENTS}/${MONTH}/confirm`)).status).toBe(409);
    const wrong = await admin.put<ApiError>(`${SHIPMENTS}/${MONTH}/defaults`, {
      essential: [red.id, red.id],
      premium: [red.id, white.id],
      elite: [white.id, rare.id],
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe("Essential members get 1 wine a month: choose 1");
    const set = await admin.put<ClubMonth>(`${SHIPMENTS}/${MONTH}/defaults`, {
      essential: [red.id],
      premium: [red.id, white.id],
      elite: [white.id, rare.id],
    });
    expect(set.status).toBe(200);
    const toMake = set.body.shipments.filter((s) => s.source === "to_make");
    expect(toMake).toHaveLength(48);

    // Short of the rare wine: refused with the shortfall, nothing changed.
    const rareNeeded = toMake.filter((s) => s.tier === "elite").length;
    await t.db.write((tx) => tx.update(wineTable).set({ stock: 3 }).where(eq(wineTable.id, rare.id)));
    const short = await admin.post<ApiError>(`${SHIPMENTS}/${MONTH}/confirm`);
    expect(short.status).toBe(409);
    expect(short.body.message).toBe(
      `Not enough stock for the run: Run Rare 2019: ${rareNeeded} needed, 3 in stock`,
    );
    expect(await t.db.select().from(clubShipments)).toEqual([]);
    expect((await admin.get<ClubMonth>(`${SHIPMENTS}?month=${MONTH}`)).body.status).toBe("open");
    await t.db.write((tx) => tx.update(wineTable).set({ stock: 200 }).where(eq(wineTable.id, rare.id)));

    // The run and a shop sale of every red bottle the run leaves, at once, in either order: both fit,
    // and the stock lands on 0 (then the declined member's bottle comes back), never below.
    // The pick list counts the picked shipment too; the run takes only the shipments it makes.
    const redForRun = toMake.reduce(
      (n, s) => n + (s.bottles.find((b) => b.wineId === red.id)?.quantity ?? 0),
      0,
    );
    const counted = await admin.post("/api/admin/stock-adjustments", {
      kind: "wine",
      itemId: red.id,
      change: redForRun + 10 - ((await stockOf(t, red.id)) ?? 0),
      reason: "count-correction",
    });
    expect(counted.status).toBe(200);
    const shopper = t.client();
    const added = await shopper.post("/api/cart", { wineId: red.id, quantity: 10 });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const [run, sale] = await Promise.all([
      admin.post<ClubMonth>(`${SHIPMENTS}/${MONTH}/confirm`),
      payCart(shopper),
    ]);
    expect(run.status, JSON.stringify(run.body)).toBe(200);
    expect(sale.status, JSON.stringify(sale.body)).toBe(200);
    expect(await stockOf(t, red.id)).toBe(1);

    const confirmed = run.body;
    expect(confirmed.status).toBe("confirmed");
    expect(confirmed.shipments).toHaveLength(49);
    const sum = new Map<string, number>();
    for (const s of confirmed.shipments)
      for (const b of s.bottles) sum.set(b.wineId, (sum.get(b.wineId) ?? 0) + b.quantity);
    expect(confirmed.pickList.map((p) => [p.wineId, p.quantity]).sort()).toEqual([...sum].sort());
    // Every made shipment is an order charged tax and shipping; the declined card's is cancelled.
    const made = confirmed.shipments.filter((s) => s.source === "default");
    expect(made).toHaveLength(48);
    const declinedShipment = made.find((s) => s.userId === declined.id);
    expect(declinedShipment?.orderStatus).toBe("cancelled");
    expect(made.filter((s) => s.orderStatus === "confirmed")).toHaveLength(47);
    const madeOrders = await t.db
      .select()
      .from(orders)
      .where(
        inArray(
          orders.id,
          made.map((s) => s.orderId ?? ""),
        ),
      );
    expect(new Set(madeOrders.filter((o) => o.status !== "cancelled").map((o) => o.total))).toEqual(
      new Set(["15.00"]),
    );
    expect(
      (await outbox(t)).filter(
        (m) => m.kind === "order_receipt" && madeOrders.some((o) => o.customerEmail === m.to),
      ),
    ).toHaveLength(47);
    // The stock taken by the run is its movements, the declined order's bottles back.
    const moves = await admin.get<StockMovement[]>(`/api/admin/stock-movements?reason=club_run&pageSize=100`);
    const runTaken = -moves.body.reduce((n, m) => n + m.change, 0);
    const paidBottles = made
      .filter((s) => s.orderStatus !== "cancelled")
      .reduce((n, s) => n + s.bottles.reduce((k, b) => k + b.quantity, 0), 0);
    const declinedBottles = declinedShipment?.bottles.reduce((k, b) => k + b.quantity, 0) ?? 0;
    expect(runTaken).toBe(paidBottles + declinedBottles);

    // Once only: a second confirm changes nothing.
    expect((await admin.post<ApiError>(`${SHIPMENTS}/${MONTH}/confirm`)).status).toBe(409);
    expect(await t.db.select().from(clubShipments)).toHaveLength(48);

    // Mark all shipped, with a tracking number each.
    const toShip = confirmed.shipments.filter((s) => s.orderId && s.orderStatus !== "cancelled");
    const shipped = await admin.post<BulkStatusOutput>("/api/admin/orders/bulk-status", {
      ids: toShip.map((s) => s.orderId),
      status: "shipped",
      tracking: Object.fromEntries(
        toShip.map((s, i) => [s.orderId, { carrier: "ups", trackingNumber: `1ZRUN${i}` }]),
      ),
    });
    expect(shipped.body.refused).toEqual([]);
    expect((await admin.get<ClubMonth>(`${SHIPMENTS}?month=${MONTH}`)).body.status).toBe("shipped");
    expect((await outbox(t)).filter((m) => m.kind === "order_shipped")).toHaveLength(48);
  });

  it("lets either the run or a shop sale have the last bottle, never both", async () => {
    const t = await createTestApp({ now: "2026-11-20T15:00:00.000Z" });
    const admin = await adminOf(t);
    const { red, white, rare } = await wineSet(t, 2);
    await member(t, "essential");
    await member(t, "essential");
    await admin.put(`${SHIPMENTS}/${MONTH}/defaults`, {
      essential: [red.id],
      premium: [white.id, rare.id],
      elite: [white.id, rare.id],
    });
    const shopper = t.client();
    await shopper.post("/api/cart", { wineId: red.id, quantity: 1 });
    const [run, sale] = await Promise.all([
      admin.post<ClubMonth>(`${SHIPMENTS}/${MONTH}/confirm`),
      payCart(shopper),
    ]);
    expect([run.status, sale.status].sort()).toEqual([200, 409]);
    expect(await stockOf(t, red.id)).toBe(run.status === 200 ? 0 : 1);
  });

  it("lists the roster with each card, and pauses, resumes and ends a membership from it", async () => {
    const t = await createTestApp({ now: "2026-11-20T15:00:00.000Z" });
    const admin = await adminOf(t);
    const user = await member(t, "premium", "pm_card_visa", "Rosa");
    await t.db.write((tx) =>
      tx
        .update(memberships)
        .set({ cardBrand: "visa", cardLast4: "4242", nextBillingDate: "2026-12-05", billingDay: 5 })
        .where(eq(memberships.userId, user.id)),
    );
    const roster = async () =>
      (await admin.get<ClubFigures>("/api/admin/club")).body.members.find((m) => m.userId === user.id);
    const entry = await roster();
    expect(entry).toMatchObject({
      status: "active",
      card: "visa ending 4242",
      nextBillingDate: "2026-12-05",
    });
    const path = `/api/admin/memberships/${entry?.membershipId}`;
    expect((await admin.patch(path, { holdMonths: 2 })).status).toBe(200);
    expect(await roster()).toMatchObject({ status: "on_hold", holdUntil: "2027-02-05" });
    expect((await admin.patch<ApiError>(path, { holdMonths: 4 })).status).toBe(400);
    expect((await admin.patch(path, { status: "active" })).status).toBe(200);
    expect(await roster()).toMatchObject({ status: "active", holdUntil: null });
    // Today is a date the staff may choose.
    expect((await admin.patch(path, { nextBillingDate: "2026-11-20" })).status).toBe(200);
    expect((await admin.patch(path, { status: "cancelled" })).status).toBe(200);
    expect(await roster()).toBeUndefined();
  });

  it("refuses defaults once the month is confirmed, bad months and customers", async () => {
    const t = await createTestApp({ now: "2026-11-20T15:00:00.000Z" });
    const admin = await adminOf(t);
    expect((await admin.get<ApiError>(`${SHIPMENTS}?month=2026-13`)).status).toBe(400);
    const { red } = await wineSet(t);
    const missing = await admin.put<ApiError>(`${SHIPMENTS}/${MONTH}/defaults`, {
      essential: ["no-such-wine"],
      premium: [red.id, red.id],
      elite: [red.id, red.id],
    });
    expect(missing.status).toBe(400);
    const { client } = await t.signedIn();
    expect((await client.get(`${SHIPMENTS}?month=${MONTH}`)).status).toBe(403);
  });
});
