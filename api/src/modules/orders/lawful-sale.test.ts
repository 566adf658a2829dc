import type { AdminOrderDetail, CartSummaryOutput, ComplianceState, Order, Profile } from "contracts";
import { complianceVolumes, orders } from "db";
import { createWine } from "db/seed/factories";
import { describe, expect, it } from "vitest";
import {
  createTestApp,
  guestCustomer,
  payCart,
  stockOf,
  type TestApp,
  type TestClient,
} from "../../test/helpers";
import { adminOf } from "../../test/orders";

// 03:00 UTC on November 28 is still November 27 in New York (22:00): the age rule's dates are New York's.
const NOW = "2026-11-28T03:00:00.000Z";

async function cartOf(t: TestApp, quantity = 1, client: TestClient = t.client()) {
  const wine = await createWine(t.db, { price: "20.00", stock: 100 });
  expect((await client.post("/api/cart", { wineId: wine.id, quantity })).status).toBe(200);
  return { client, wine };
}

const ordersCount = async (t: TestApp) => (await t.db.select({ id: orders.id }).from(orders)).length;

describe("the age rule at checkout", () => {
  it("refuses a guest who is 20 and takes one whose 21st birthday is today in New York", async () => {
    const t = await createTestApp({ seed: false, now: NOW });
    const { client, wine } = await cartOf(t);
    const young = await payCart(client, { customerInfo: { ...guestCustomer, dateOfBirth: "2005-11-28" } });
    expect([young.status, young.body.message]).toEqual([400, "You must be 21 or older to buy wine."]);
    const none = await payCart(client, { customerInfo: { ...guestCustomer, dateOfBirth: undefined } });
    expect([none.status, none.body.message]).toEqual([
      400,
      "Enter your date of birth: buying wine needs someone 21 or older.",
    ]);
    expect([t.payments.charges.length, await ordersCount(t), await stockOf(t, wine.id)]).toEqual([0, 0, 100]);
    const birthday = await payCart(client, { customerInfo: { ...guestCustomer, dateOfBirth: "2005-11-27" } });
    expect(birthday.status, JSON.stringify(birthday.body)).toBe(200);
    expect(t.payments.charges).toHaveLength(1);
  });

  it("asks an account without a date of birth once, and keeps the one given with the first wine", async () => {
    const t = await createTestApp({ seed: false, now: NOW });
    const { client } = await t.signedIn({ dateOfBirth: null });
    await cartOf(t, 1, client);
    const asked = await payCart(client, { customerInfo: { ...guestCustomer, dateOfBirth: undefined } });
    expect([asked.status, asked.body.message]).toEqual([
      400,
      "Enter your date of birth: buying wine needs someone 21 or older.",
    ]);
    const paid = await payCart(client, { customerInfo: { ...guestCustomer, dateOfBirth: "1990-02-14" } });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const profile = await client.get<Profile>("/api/account/profile");
    expect(profile.body.dateOfBirth).toBe("1990-02-14");
    // Kept once: another date is a 409, the same one changes nothing.
    const changed = await client.put<Profile>("/api/account/date-of-birth", { dateOfBirth: "1991-02-14" });
    expect([changed.status, (changed.body as unknown as { message: string }).message]).toEqual([
      409,
      "Your date of birth is already on your account. To correct it, contact us.",
    ]);
    expect((await client.put("/api/account/date-of-birth", { dateOfBirth: "1990-02-14" })).status).toBe(200);
  });

  it("takes a date of birth on the account page and at sign-up, refusing anyone under 21", async () => {
    const t = await createTestApp({ seed: false, now: NOW });
    const { client } = await t.signedIn({ dateOfBirth: null });
    const young = await client.put<{ message: string }>("/api/account/date-of-birth", {
      dateOfBirth: "2010-01-01",
    });
    expect([young.status, young.body.message]).toEqual([400, "You must be 21 or older to buy wine."]);
    const bad = await client.put<{ message: string }>("/api/account/date-of-birth", {
      dateOfBirth: "1990-02-30",
    });
    expect([bad.status, bad.body.message]).toEqual([400, "Enter your date of birth as yyyy-MM-dd"]);
    expect((await client.get<Profile>("/api/account/profile")).body.dateOfBirth).toBeNull();
    const ok = await client.put<Profile>("/api/account/date-of-birth", { dateOfBirth: "2005-11-27" });
    expect([ok.status, ok.body.dateOfBirth]).toEqual([200, "2005-11-27"]);

    const signUp = (dateOfBirth: string, username: string) =>
      t.client().post<{ message: string }>("/api/auth/signup", {
        username,
        email: `${username}@example.com`,
        password: "a long enough password",
        dateOfBirth,
      });
    const minor = await signUp("2005-11-28", "minor");
    expect([minor.status, minor.body.message]).toEqual([400, "You must be 21 or older to buy wine."]);
    expect((await signUp("2005-11-27", "adult")).status).toBe(200);
  });

  it("sells merchandise alone without asking", async () => {
    const t = await createTestApp({ now: NOW });
    const client = t.client();
    const added = await client.post("/api/cart", {
      productType: "merchandise",
      productId: "merch-crystal-decanter",
      quantity: 1,
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const paid = await payCart(client, {
      customerInfo: { ...guestCustomer, dateOfBirth: undefined, state: "UT", zipCode: "84101" },
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  });
});

describe("the licensed states", () => {
  it("refuses wine to an unlicensed state before any charge, and always allows a pickup", async () => {
    const t = await createTestApp({ seed: false, now: NOW });
    const { client, wine } = await cartOf(t, 2);
    const utah = await payCart(client, { customerInfo: { ...guestCustomer, state: "UT", zipCode: "84101" } });
    expect([utah.status, utah.body.message]).toEqual([400, "We can't ship wine to UT."]);
    expect([t.payments.charges.length, await ordersCount(t), await stockOf(t, wine.id)]).toEqual([0, 0, 100]);

    // A pickup: no address, Ohio's rate, nothing to ship.
    const summary = await client.get<CartSummaryOutput>("/api/cart/summary?state=pickup");
    expect(summary.body).toMatchObject({
      subtotal: "40.00",
      tax: "3.20",
      shipping: "0.00",
      total: "43.20",
      taxRate: "0.0800",
      taxState: "OH",
    });
    const pickup = await payCart(client, {
      amount: 4320,
      customerInfo: {
        email: "walk.in@example.com",
        firstName: "Wendy",
        lastName: "Walker",
        phone: "(801) 555-0100",
        delivery: "pickup",
        dateOfBirth: "1970-06-01",
      },
    });
    expect(pickup.status, JSON.stringify(pickup.body)).toBe(200);
    const order = await t
      .client()
      .get<Order>(`/api/orders/${pickup.body.orderId}?token=${pickup.body.orderToken}`);
    expect(order.body).toMatchObject({
      total: "43.20",
      shipping: "0.00",
      pickup: true,
      shippingAddress: null,
      taxState: "OH",
      taxRate: "0.0800",
      adultSignature: true,
    });
  });

  it("follows the staff's list: a state they stop shipping to is refused at once", async () => {
    const t = await createTestApp({ seed: false, now: NOW });
    const admin = await adminOf(t);
    expect((await admin.put("/api/admin/compliance/states/PA", { ships: false })).status).toBe(200);
    const { client } = await cartOf(t);
    const pa = await payCart(client, { customerInfo: { ...guestCustomer, state: "PA", zipCode: "16501" } });
    expect([pa.status, pa.body.message]).toEqual([400, "We can't ship wine to PA."]);
  });
});

describe("tax by destination", () => {
  it("charges the shipping state's rate once the staff set it, and the order keeps state and rate", async () => {
    const t = await createTestApp({ seed: false, now: NOW });
    const admin = await adminOf(t);
    const changed = await admin.put<ComplianceState>("/api/admin/compliance/states/PA", {
      taxRate: "0.0635",
    });
    expect(changed.body.taxRate).toBe("0.0635");
    const { client } = await cartOf(t, 3);
    // Before the address is known: the spec's 8 %.
    const before = await client.get<CartSummaryOutput>("/api/cart/summary");
    expect(before.body).toMatchObject({ tax: "4.80", taxRate: "0.0800", taxState: null, total: "79.80" });
    const pa = await client.get<CartSummaryOutput>("/api/cart/summary?state=pa");
    // 60.00 x 6.35 % = 3.81; shipping 15.00 under 75.00.
    expect(pa.body).toMatchObject({ tax: "3.81", taxRate: "0.0635", taxState: "PA", total: "78.81" });
    // The 8 % total is refused: the cart's price changed with the state.
    const stale = await payCart(client, {
      amount: 7980,
      customerInfo: { ...guestCustomer, state: "PA", zipCode: "16501" },
    });
    expect([stale.status, stale.body.message]).toEqual([
      409,
      "Your cart changed. Please review your order total.",
    ]);
    const paid = await payCart(client, {
      amount: 7881,
      customerInfo: { ...guestCustomer, state: "PA", zipCode: "16501" },
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(t.payments.charges.at(-1)?.amountCents).toBe(7881);
    const desk = await admin.get<AdminOrderDetail>(`/api/admin/orders/${paid.body.orderId}`);
    expect(desk.body).toMatchObject({
      tax: "3.81",
      taxState: "PA",
      taxRate: "0.0635",
      adultSignature: true,
      pickup: false,
    });
    const bad = await t.client().get<{ message: string }>("/api/cart/summary?state=ZZ");
    expect([bad.status, bad.body.message]).toEqual([400, 'Use a state\'s two-letter code, or "pickup"']);
  });
});

describe("the yearly limits", () => {
  it("let parallel checkouts reach a state's limit exactly and never pass it", async () => {
    const t = await createTestApp({ seed: false, now: NOW });
    const admin = await adminOf(t);
    expect((await admin.put("/api/admin/compliance/states/MI", { bottlesPerYear: 6 })).status).toBe(200);
    const wine = await createWine(t.db, { price: "20.00", stock: 100 });
    // Five carts of the same guest (one e-mail), two bottles each, sent at once: 3 fit.
    const carts = await Promise.all(
      Array.from({ length: 5 }, async () => {
        const client = t.client();
        await client.post("/api/cart", { wineId: wine.id, quantity: 2 });
        return client;
      }),
    );
    const michigan = { ...guestCustomer, state: "MI", zipCode: "48201" };
    const answers = await Promise.all(carts.map((client) => payCart(client, { customerInfo: michigan })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 400, 400]);
    expect(answers.filter((a) => a.status === 400).map((a) => a.body.message)).toEqual([
      "You have reached MI's limit of 6 bottles a year for wine shipped to you.",
      "You have reached MI's limit of 6 bottles a year for wine shipped to you.",
    ]);
    expect(await stockOf(t, wine.id)).toBe(94);
    expect(t.payments.charges).toHaveLength(3);
    const counted = await t.db.select().from(complianceVolumes);
    expect(counted).toEqual([
      { buyer: "email:guest.buyer@example.com", state: "MI", year: 2026, bottles: 6 },
    ]);
  });

  it("say how many bottles are left, count gift packages, and give a cancelled order's bottles back", async () => {
    const t = await createTestApp({ now: NOW });
    const admin = await adminOf(t);
    expect((await admin.put("/api/admin/compliance/states/MI", { bottlesPerYear: 5 })).status).toBe(200);
    const { client } = await t.signedIn();
    const michigan = { address: "1 Woodward Ave", city: "Detroit", state: "MI", zipCode: "48201" };
    const gifts = await client.get<{ id: string; wines: unknown[] }[]>("/api/gift-packages");
    const gift = gifts.body.find((g) => g.wines.length === 3);
    expect(gift).toBeDefined();
    expect((await client.post(`/api/gift-packages/${gift?.id}/add-to-cart`, {})).status).toBe(200);
    const first = await payCart(client, { customerInfo: michigan });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const wine = await createWine(t.db, { price: "20.00", stock: 100 });
    await client.post("/api/cart", { wineId: wine.id, quantity: 3 });
    const over = await payCart(client, { customerInfo: michigan });
    expect([over.status, over.body.message]).toEqual([
      400,
      "MI allows 5 bottles a year per person: you can order 2 bottles more this year.",
    ]);
    // A pickup counts toward no state's limit.
    const pickup = await payCart(client, { customerInfo: { delivery: "pickup" } });
    expect(pickup.status, JSON.stringify(pickup.body)).toBe(200);
    await client.post("/api/cart", { wineId: wine.id, quantity: 3 });
    const cancelled = await admin.patch(`/api/admin/orders/${first.body.orderId}/status`, {
      status: "cancelled",
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    const after = await payCart(client, { customerInfo: michigan });
    expect(after.status, JSON.stringify(after.body)).toBe(200);
  });
});
