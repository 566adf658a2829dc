import type { AdminOrderDetail, ApiError } from "contracts";
import { orders } from "db";
import { createWine, type WineRow } from "db/seed/factories";
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { payCart, type TestApp, type TestClient } from "./helpers";

/**
 * A wine at $32.41 makes a $50.00 order: 32.41 + 8 % tax (2.59) + $15 shipping. The refund tests'
 * round numbers start from it.
 */
export const FIFTY_DOLLAR_WINE = "32.41";

export interface PlacedOrder {
  orderId: string;
  wine: WineRow;
  client: TestClient;
  total: string;
}

/** A paid order of one wine of its own, checked out through the shop (a guest unless a client is given). */
export async function placeOrder(
  t: TestApp,
  options: { price?: string; quantity?: number; client?: TestClient; stock?: number; name?: string } = {},
): Promise<PlacedOrder> {
  const wine = await createWine(t.db, {
    price: options.price ?? FIFTY_DOLLAR_WINE,
    stock: options.stock ?? 100,
    ...(options.name ? { name: options.name } : {}),
  });
  const client = options.client ?? t.client();
  const added = await client.post("/api/cart", { wineId: wine.id, quantity: options.quantity ?? 1 });
  expect(added.status).toBe(200);
  const res = await payCart(client);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const order = (await t.db.select().from(orders).where(eq(orders.id, res.body.orderId)))[0];
  return { orderId: res.body.orderId, wine, client, total: order?.total ?? "" };
}

export async function adminOf(t: TestApp): Promise<TestClient> {
  return (await t.signedIn({ role: "admin", firstName: "Rosa", lastName: "Staff" })).client;
}

/** POST /api/admin/orders/{id}/refunds with a fresh idempotency key unless one is given. */
let refundKeys = 0;
export function refundOf(
  admin: TestClient,
  orderId: string,
  body: { amount?: number; reason?: string; idempotencyKey?: string },
) {
  return admin.post<AdminOrderDetail & Partial<ApiError>>(`/api/admin/orders/${orderId}/refunds`, {
    reason: "Damaged bottle",
    idempotencyKey: `refund-test-${refundKeys++}-${Date.now()}`,
    ...body,
  });
}
