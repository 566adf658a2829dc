import type { Tier } from "contracts";
import { clubCharges, memberships, orderItems, orders } from "db";
import { and, eq } from "drizzle-orm";
import { expect } from "vitest";
import { runClubBilling } from "../modules/membership/billing.service";
import { CARDS, payCart, shippingAddress, TEST_PASSWORD, type TestApp, type TestClient } from "./helpers";

/** Mid-morning in New York on a business date (15:00 UTC is 10 or 11 am there). */
export function at(t: Pick<TestApp, "clock">, date: string): void {
  t.clock.set(`${date}T15:00:00.000Z`);
}

/** A new customer who joins the club today through the cart and checkout, as on the site. */
export async function joinClub(
  t: TestApp,
  tier: Tier = "essential",
  options: { firstName?: string; card?: string } = {},
) {
  const { client, user } = await t.signedIn({ firstName: options.firstName ?? "Mia" });
  const added = await client.post("/api/cart", { type: "membership", tier });
  expect(added.status, JSON.stringify(added.body)).toBe(200);
  const paid = await payCart(client, { customerInfo: shippingAddress, card: options.card ?? CARDS.visa });
  expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  return { client, user, membership: () => membershipOf(t, user.id) };
}

/** Signs a member in again (sessions last 30 days, and these tests move the clock by months). */
export async function signIn(t: TestApp, user: { username: string }): Promise<TestClient> {
  const client = t.client();
  const res = await client.post("/api/auth/login", { username: user.username, password: TEST_PASSWORD });
  expect(res.status).toBe(200);
  return client;
}

/** The member's latest membership row. */
export async function membershipOf(t: Pick<TestApp, "db">, userId: string) {
  const rows = await t.db.select().from(memberships).where(eq(memberships.userId, userId));
  const row = rows.at(-1);
  if (!row) throw new Error("no membership");
  return row;
}

/** One run of the billing job at the test clock's time. */
export function bill(t: Pick<TestApp, "deps" | "clock">) {
  return runClubBilling(t.deps, t.clock.now());
}

/** The renewal orders recorded for a member: [period start, total] from the club's charges. */
export async function renewalsOf(t: Pick<TestApp, "db">, userId: string): Promise<[string, string][]> {
  return (
    await t.db
      .select({ period: clubCharges.period, total: orders.total })
      .from(clubCharges)
      .innerJoin(orders, eq(orders.id, clubCharges.orderId))
      .where(and(eq(clubCharges.userId, userId), eq(clubCharges.status, "paid")))
      .orderBy(clubCharges.period)
  ).map((r) => [r.period, r.total]);
}

/** Membership order lines of a member's paid orders (the first purchase and every renewal). */
export async function membershipLines(t: Pick<TestApp, "db">, userId: string) {
  return await t.db
    .select({ name: orderItems.name, total: orders.total })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(eq(orders.userId, userId), eq(orderItems.kind, "membership")));
}
