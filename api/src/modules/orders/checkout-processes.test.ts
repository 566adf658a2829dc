import { orders } from "db";
import { createWine } from "db/seed/factories";
import { describe, expect, it } from "vitest";
import { checkoutBody, createTestApp, otherProcess, postCheckout, stockOf } from "../../test/helpers";
import { settlePendingOrders } from "./settle";

describe("a checkout across two server processes", () => {
  it("answers a retry sent to the other process with the first answer: one order, one charge", async () => {
    const t = await createTestApp({ paymentDelayMs: 40 });
    const b = await otherProcess(t);
    const wine = await createWine(t.db, { price: "25.00", stock: 5 });
    const onA = t.client();
    await onA.post("/api/cart", { wineId: wine.id, quantity: 1 });
    const body = await checkoutBody(onA, { idempotencyKey: "retried-elsewhere-0001" });
    const onB = b.client(onA);
    const [first, retry] = await Promise.all([postCheckout(onA, body), postCheckout(onB, body)]);
    expect([first.status, retry.status]).toEqual([200, 200]);
    expect({ ...retry.body, orderToken: "" }).toEqual({ ...first.body, orderToken: "" });
    expect(await t.db.select().from(orders)).toHaveLength(1);
    expect(t.payments.charges).toHaveLength(1);
    expect(await stockOf(t, wine.id)).toBe(4);
  });

  it("never lets the other process's settling job cancel a checkout still waiting for its charge", async () => {
    const t = await createTestApp({ paymentDelayMs: 150 });
    const b = await otherProcess(t);
    const wine = await createWine(t.db, { price: "25.00", stock: 5 });
    const client = t.client();
    await client.post("/api/cart", { wineId: wine.id, quantity: 1 });
    const paying = postCheckout(client, await checkoutBody(client));
    // The pending order is written; then the gateway takes "31 minutes" to answer.
    while ((await t.db.select().from(orders)).length === 0) await new Promise((r) => setTimeout(r, 5));
    t.clock.advance(31 * 60 * 1000);
    expect(await settlePendingOrders(b.deps, t.clock.now())).toEqual({
      confirmed: 0,
      cancelled: 0,
      waiting: 1,
    });
    expect((await paying).status).toBe(200);
    const [order] = await t.db.select().from(orders);
    expect(order?.status).toBe("confirmed");
    expect(await stockOf(t, wine.id)).toBe(4);
  });
});
