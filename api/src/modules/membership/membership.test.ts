import type {
  AdminOrderDetail,
  Allowance,
  ApiError,
  CartLine,
  CartSummaryOutput,
  Membership,
  meOutput,
  Selection,
  upgradeOutput,
  Wine,
} from "contracts";
import { businessDate, ordinalDay } from "contracts";
import { memberships, monthlyWineSelections, orders, users } from "db";
import { createWine } from "db/seed/factories";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import {
  CARDS,
  checkoutBody,
  createTestApp,
  newIdempotencyKey,
  otherProcess,
  payCart,
  postCheckout,
  shippingAddress,
  type TestApp,
  type TestClient,
} from "../../test/helpers";

const checkout = (client: TestClient) => payCart(client, { customerInfo: shippingAddress });
/** The upgrade dialog's card fields, charged by the gateway directly. */
const upgradeCard = (cardNumber: string) => ({ name: "Test User", cardNumber, cvv: "123", zipCode: "44030" });

async function clubWines(t: TestApp) {
  return {
    curated: await createWine(t.db, {
      name: "Curated Red",
      membershipCategory: "curated",
      price: "24.00",
      stock: 50,
    }),
    premium: await createWine(t.db, {
      name: "Premium White",
      membershipCategory: "premium",
      price: "36.00",
      stock: 50,
    }),
    rare: await createWine(t.db, {
      name: "Rare Ice Wine",
      membershipCategory: "rare_vintage",
      price: "89.00",
      stock: 50,
    }),
  };
}

const tierOf = async (t: TestApp, id: string) =>
  (await t.db.select().from(users).where(eq(users.id, id)))[0]?.membershipTier;

describe("joining the club through the cart", () => {
  it("needs a signed-in user", async () => {
    const t = await createTestApp();
    const res = await t.client().post<ApiError>("/api/cart", { type: "membership", tier: "premium" });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe("Please sign in to join the wine club.");
    expect((await t.client().post("/api/membership/cart", { tier: "premium" })).status).toBe(401);
  });

  it("holds one membership line at quantity 1, priced from the tier table", async () => {
    const t = await createTestApp();
    const { client } = await t.signedIn();
    const first = await client.post<CartLine>("/api/membership/cart", { tier: "premium" });
    expect(first.body).toMatchObject({
      type: "membership",
      tier: "premium",
      quantity: 1,
      unitPrice: "99.00",
    });
    const second = await client.post<CartLine>("/api/cart", {
      type: "membership",
      tier: "elite",
      price: "1.00",
    });
    expect(second.body).toMatchObject({ id: first.body.id, tier: "elite", unitPrice: "199.00" });
    const lines = (await client.get<CartLine[]>("/api/cart")).body;
    expect(lines.map((l) => [l.type, l.tier])).toEqual([["membership", "elite"]]);
    const summary = await client.get<CartSummaryOutput>("/api/cart/summary");
    expect(summary.body).toMatchObject({
      subtotal: "199.00",
      tax: "15.92",
      shipping: "0.00",
      total: "214.92",
    });
    const fixed = await client.patch<ApiError>(`/api/cart/${first.body.id}`, { quantity: 2 });
    expect(fixed.status).toBe(409);
    expect((await client.delete(`/api/membership/cart/${first.body.id}`)).body).toEqual({ success: true });
  });

  it("refuses a tier already held or below it", async () => {
    const t = await createTestApp();
    const { client } = await t.signedIn({ membershipTier: "premium" });
    const same = await client.post<ApiError>("/api/membership/cart", { tier: "premium" });
    expect(same.status).toBe(409);
    expect(same.body.message).toBe("You are already a Premium member.");
    const lower = await client.post<ApiError>("/api/membership/cart", { tier: "essential" });
    expect(lower.body.message).toBe("You hold the Premium membership, which already includes Essential.");
    const higher = await client.post<ApiError>("/api/membership/cart", { tier: "elite" });
    expect(higher.body.message).toBe("Upgrade to Elite from your dashboard.");
  });

  it("makes the buyer a member when the order is paid", async () => {
    const t = await createTestApp();
    const { client, user } = await t.signedIn();
    await client.post("/api/membership/cart", { tier: "premium" });
    const paid = await checkout(client);
    expect(paid.status).toBe(200);
    expect(await tierOf(t, user.id)).toBe("premium");
    const membership = await client.get<Membership>("/api/membership");
    expect(membership.body).toMatchObject({
      tier: "premium",
      status: "active",
      startDate: t.clock.now().toISOString(),
    });
    expect((await client.get<z.infer<typeof meOutput>>("/api/auth/me")).body.user?.membershipTier).toBe(
      "premium",
    );
    expect(await t.db.select().from(memberships).where(eq(memberships.userId, user.id))).toHaveLength(1);
  });
});

describe("the renewal consent", () => {
  it("refuses a club checkout without the consent to the monthly renewal, and charges nothing", async () => {
    const t = await createTestApp();
    const { client, user } = await t.signedIn();
    await client.post("/api/membership/cart", { tier: "premium" });
    const body = await checkoutBody(client, { customerInfo: shippingAddress });
    const { renewalConsent: _given, ...withoutConsent } = body;
    for (const refused of [withoutConsent, { ...body, renewalConsent: false }]) {
      const res = await postCheckout(client, { ...refused, idempotencyKey: newIdempotencyKey() });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(
        "To join the club, agree to the monthly renewal (renewalConsent: true): the tier's price plus tax is charged every month on the day you joined, until you cancel.",
      );
    }
    const notBoolean = await postCheckout(client, { ...body, renewalConsent: "yes" as unknown as boolean });
    expect(notBoolean.status).toBe(400);
    expect(t.payments.charges).toHaveLength(0);
    expect(await t.db.select().from(orders)).toHaveLength(0);
    expect(await tierOf(t, user.id)).toBeNull();
    expect((await client.get<CartLine[]>("/api/cart")).body.map((l) => l.tier)).toEqual(["premium"]);

    const paid = await postCheckout(client, body);
    expect(paid.status).toBe(200);
    expect(t.payments.charges.map((c) => c.amountCents)).toEqual([10692]);
    expect(await tierOf(t, user.id)).toBe("premium");
    // The order's timeline keeps what was agreed, word for word, for the staff (not as a status).
    const day = Number(businessDate(t.clock.now()).slice(8, 10));
    const { client: admin } = await t.signedIn({ role: "admin" });
    const order = await admin.get<AdminOrderDetail>(`/api/admin/orders/${paid.body.orderId}`);
    expect(order.body.events.filter((e) => e.detail.startsWith("Renewal agreed"))).toEqual([
      expect.objectContaining({
        kind: "note",
        by: "customer",
        detail: `Renewal agreed at checkout: “I agree to be charged $106.92 (tax included) every month on the ${ordinalDay(day)} until I cancel.”`,
      }),
    ]);
  });

  it("is not asked of an order without a membership", async () => {
    const t = await createTestApp();
    const wine = await createWine(t.db, { price: "20.00", stock: 10 });
    const { client } = await t.signedIn();
    await client.post("/api/cart", { wineId: wine.id, quantity: 1 });
    const paid = await payCart(client, { customerInfo: shippingAddress, renewalConsent: false });
    expect(paid.status).toBe(200);
  });
});

describe("free member wines", () => {
  it("gives an essential member exactly one free wine from 10 adds at once", async () => {
    const t = await createTestApp();
    const wines = await clubWines(t);
    const { client } = await t.signedIn({ membershipTier: "essential" });
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        client.post<ApiError>("/api/cart", {
          wineId: wines.curated.id,
          quantity: 1,
          type: "membership_wine",
        }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    const refused = results.filter((r) => r.status === 409);
    expect(refused).toHaveLength(9);
    expect(refused[0]?.body.message).toBe(
      "Monthly Limit Reached: You've already selected 1 FREE wine(s) this month with your Essential membership.",
    );
    const lines = (await client.get<CartLine[]>("/api/cart")).body;
    expect(lines.map((l) => [l.type, l.quantity, l.lineTotal])).toEqual([["membership_wine", 1, "0.00"]]);
    const summary = await client.get<CartSummaryOutput>("/api/cart/summary");
    expect(summary.body).toMatchObject({ subtotal: "0.00", total: "15.00" });
  });

  it("refuses a wine above the member's tier", async () => {
    const t = await createTestApp();
    const wines = await clubWines(t);
    const { client } = await t.signedIn({ membershipTier: "premium" });
    const res = await client.post<ApiError>("/api/cart", {
      wineId: wines.rare.id,
      quantity: 1,
      type: "membership_wine",
    });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe("Upgrade Required: You need to upgrade to Elite to access these wines.");
    expect(
      (await client.post("/api/cart", { wineId: wines.premium.id, type: "membership_wine" })).status,
    ).toBe(200);
    expect(
      (await client.post("/api/cart", { wineId: wines.curated.id, isMembershipWine: true })).status,
    ).toBe(200);
    const allowance = await client.get<Allowance>("/api/membership/allowance");
    expect(allowance.body).toMatchObject({ allowance: 2, used: 0, inCart: 2, remaining: 0 });
  });

  it("is for members only", async () => {
    const t = await createTestApp();
    const wines = await clubWines(t);
    const { client } = await t.signedIn();
    const res = await client.post<ApiError>("/api/cart", {
      wineId: wines.curated.id,
      type: "membership_wine",
    });
    expect(res.status).toBe(403);
    expect(
      (await t.client().post("/api/cart", { wineId: wines.curated.id, type: "membership_wine" })).status,
    ).toBe(401);
  });

  it("counts paid free wines by the New York month: the allowance renews at midnight in Ohio", async () => {
    // 23:58 in New York on 30 November 2026 (04:58 UTC on 1 December)
    const t = await createTestApp({ now: "2026-12-01T04:58:00.000Z" });
    const wines = await clubWines(t);
    const { client } = await t.signedIn({ membershipTier: "essential" });
    await client.post("/api/cart", { wineId: wines.curated.id, type: "membership_wine" });
    expect((await checkout(client)).status).toBe(200);
    expect((await client.get<Allowance>("/api/membership/allowance")).body).toMatchObject({
      month: "2026-11",
      used: 1,
      remaining: 0,
    });
    t.clock.set("2026-12-01T04:59:59.000Z"); // 23:59:59 on 30 November in New York
    const late = await client.post<ApiError>("/api/cart", {
      wineId: wines.curated.id,
      type: "membership_wine",
    });
    expect(late.status).toBe(409);
    t.clock.set("2026-12-01T05:00:00.000Z"); // midnight, 1 December in New York
    expect((await client.get<Allowance>("/api/membership/allowance")).body).toMatchObject({
      month: "2026-12",
      used: 0,
      remaining: 1,
    });
    expect(
      (await client.post("/api/cart", { wineId: wines.curated.id, type: "membership_wine" })).status,
    ).toBe(200);
  });

  it("lists club wines by category and what a tier may pick", async () => {
    const t = await createTestApp({ seed: false });
    const wines = await clubWines(t);
    const byCategory = await t.client().get<Wine[]>("/api/wines/membership?category=premium");
    expect(byCategory.body.map((w) => w.name)).toEqual([wines.premium.name]);
    const { client } = await t.signedIn({ membershipTier: "premium" });
    const forTier = await client.get<Wine[]>("/api/wines/member-selection");
    expect(forTier.body.map((w) => w.name)).toEqual(["Curated Red", "Premium White"]);
    const lower = await client.get<Wine[]>("/api/wines/member-selection?tier=essential");
    expect(lower.body.map((w) => w.name)).toEqual(["Curated Red"]);
    const higher = await client.get<Wine[]>("/api/wines/member-selection?tier=elite");
    expect(higher.body.map((w) => w.name)).toEqual(["Curated Red", "Premium White"]);
    expect((await t.client().get("/api/wines/member-selection")).status).toBe(401);
  });
});

describe("the monthly selection", () => {
  it("saves a pending selection, replaces the cart's free wines and is confirmed by paying", async () => {
    const t = await createTestApp({ now: "2026-11-20T15:00:00.000Z" });
    const wines = await clubWines(t);
    const { client, user } = await t.signedIn({ membershipTier: "premium" });
    await client.post("/api/cart", { wineId: wines.curated.id, type: "membership_wine" });
    expect((await client.get("/api/member-selections?month=2026-11")).body).toBeNull();
    const saved = await client.post<Selection>("/api/member-selections", {
      membershipTier: "premium",
      selectionMonth: "2026-11",
      selectedWines: [wines.premium.id, wines.curated.id],
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      status: "pending",
      selectedWines: [wines.premium.id, wines.curated.id],
    });
    const lines = (await client.get<CartLine[]>("/api/cart")).body;
    expect(lines.map((l) => [l.type, l.wine?.name, l.quantity])).toEqual([
      ["membership_wine", "Premium White", 1],
      ["membership_wine", "Curated Red", 1],
    ]);
    expect((await checkout(client)).status).toBe(200);
    const confirmed = await client.get<Selection>("/api/member-selections?month=2026-11");
    expect(confirmed.body.status).toBe("confirmed");
    const again = await client.post<ApiError>("/api/member-selections", {
      membershipTier: "premium",
      selectionMonth: "2026-11",
      selectedWines: [wines.curated.id],
    });
    expect(again.status).toBe(409);
    expect(
      await t.db.select().from(monthlyWineSelections).where(eq(monthlyWineSelections.userId, user.id)),
    ).toHaveLength(1);
  });

  it("refuses more than the tier's limit, an empty selection and wines above the tier", async () => {
    const t = await createTestApp();
    const wines = await clubWines(t);
    const { client } = await t.signedIn({ membershipTier: "essential" });
    const month = "2026-11";
    const tooMany = await client.post<ApiError>("/api/member-selections", {
      membershipTier: "essential",
      selectionMonth: month,
      selectedWines: [wines.curated.id, (await createWine(t.db, { membershipCategory: "curated" })).id],
    });
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.message).toBe(
      "Selection Limit Reached: You can only select 1 wine(s) with your essential membership.",
    );
    const none = await client.post<ApiError>("/api/member-selections", {
      membershipTier: "essential",
      selectionMonth: month,
      selectedWines: [],
    });
    expect(none.status).toBe(400);
    expect(none.body.message).toBe("No Selection Made: Please select at least one wine to proceed.");
    const above = await client.post<ApiError>("/api/member-selections", {
      membershipTier: "essential",
      selectionMonth: month,
      selectedWines: [wines.premium.id],
    });
    expect(above.status).toBe(403);
    expect((await client.get<CartLine[]>("/api/cart")).body).toEqual([]);
  });
});

describe("upgrades", () => {
  it("charges the monthly difference plus 8 % tax on it, and moves the tier", async () => {
    const t = await createTestApp();
    const { client, user } = await t.signedIn({ membershipTier: "essential" });
    const res = await client.post<z.infer<typeof upgradeOutput>>("/api/membership/upgrade", {
      targetTier: "elite",
      paymentData: upgradeCard(CARDS.visa),
    });
    expect(res.status).toBe(200);
    // $199.00 - $49.00 = $150.00, tax $12.00: $162.00, as joining and renewals are taxed.
    expect(res.body).toMatchObject({
      membership: { tier: "elite" },
      difference: "150.00",
      tax: "12.00",
      charged: "162.00",
    });
    expect(t.payments.charges.map((c) => c.amountCents)).toEqual([16200]);
    expect(await tierOf(t, user.id)).toBe("elite");
    const order = (await t.db.select().from(orders).where(eq(orders.userId, user.id)))[0];
    expect(order).toMatchObject({ status: "completed", subtotal: "150.00", tax: "12.00", total: "162.00" });
    const active = await t.db.select().from(memberships).where(eq(memberships.userId, user.id));
    expect(active.map((m) => [m.tier, m.status])).toEqual([
      ["essential", "cancelled"],
      ["elite", "active"],
    ]);
    // "member since" stays the day the member joined
    expect(active[1]?.startDate).toBe(active[0]?.startDate);
  });

  it("charges once when the same member asks twice at the same moment", async () => {
    const t = await createTestApp({ paymentDelayMs: 10 });
    const { client, user } = await t.signedIn({ membershipTier: "essential" });
    const body = {
      targetTier: "premium",
      paymentData: upgradeCard(CARDS.visa),
    };
    const results = await Promise.all([
      client.post<ApiError>("/api/membership/upgrade", body),
      client.post<ApiError>("/api/membership/upgrade", body),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(t.payments.charges.map((c) => c.amountCents)).toEqual([5400]);
    expect(await tierOf(t, user.id)).toBe("premium");
  });

  it("charges once for 20 upgrades at once, half of them sent to another server process", async () => {
    const t = await createTestApp({ paymentDelayMs: 20 });
    const b = await otherProcess(t);
    const { client, user } = await t.signedIn({ membershipTier: "essential" });
    const onB = b.client(client);
    const body = { targetTier: "premium", paymentData: upgradeCard(CARDS.visa) };
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        (i % 2 === 0 ? client : onB).post<ApiError>("/api/membership/upgrade", body),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    expect(t.payments.charges.map((c) => c.amountCents)).toEqual([5400]);
    expect(await tierOf(t, user.id)).toBe("premium");
  });

  it("leaves the tier unchanged and charges nothing when the card is declined", async () => {
    const t = await createTestApp();
    const { client, user } = await t.signedIn({ membershipTier: "premium" });
    const res = await client.post<ApiError>("/api/membership/upgrade", {
      targetTier: "elite",
      paymentData: upgradeCard(CARDS.declined),
    });
    expect(res.status).toBe(402);
    expect(res.body).toMatchObject({ error: "card_declined", message: "Your card was declined." });
    expect(await tierOf(t, user.id)).toBe("premium");
    expect(t.payments.charges).toHaveLength(0);
    expect(await t.db.select().from(orders)).toHaveLength(0);
  });

  it("refuses a move that is not up, and missing payment fields", async () => {
    const t = await createTestApp();
    const { client } = await t.signedIn({ membershipTier: "premium" });
    const down = await client.post<ApiError>("/api/membership/upgrade", {
      targetTier: "essential",
      paymentData: upgradeCard(CARDS.visa),
    });
    expect(down.status).toBe(409);
    expect(down.body.message).toBe("You can only upgrade to a tier above Premium");
    const missing = await client.post<ApiError>("/api/membership/upgrade", {
      targetTier: "elite",
      paymentData: { name: "T", cardNumber: "4242424242424242" },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe("Missing Information: Please fill in all payment fields");
    const customer = await t.signedIn();
    expect(
      (await customer.client.post("/api/membership/upgrade", { targetTier: "elite", paymentData: {} }))
        .status,
    ).toBe(403);
  });
});
