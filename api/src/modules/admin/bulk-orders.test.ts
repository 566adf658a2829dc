import type { AdminOrder, AdminOrderDetail, BulkStatusOutput } from "contracts";
import { giftPackages, orders } from "db";
import { createWine } from "db/seed/factories";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createTestApp, payCart } from "../../test/helpers";
import { outbox } from "../../test/mail";
import { adminOf, placeOrder } from "../../test/orders";

const BULK = "/api/admin/orders/bulk-status";

async function statusOf(t: Awaited<ReturnType<typeof createTestApp>>, id: string) {
  return (await t.db.select({ status: orders.status }).from(orders).where(eq(orders.id, id)))[0]?.status;
}

describe("many orders at once", () => {
  it("moves orders to processing, undoes one, and ships the rest with a tracking number each", async () => {
    const t = await createTestApp();
    const admin = await adminOf(t);
    const [a, b, c] = [await placeOrder(t), await placeOrder(t), await placeOrder(t)];
    const ids = [a.orderId, b.orderId, c.orderId];

    const processing = await admin.post<BulkStatusOutput>(BULK, { ids, status: "processing" });
    expect(processing.status).toBe(200);
    expect(processing.body).toEqual({ updated: ids, refused: [] });
    expect(
      await admin.get<AdminOrder[]>("/api/admin/orders?status=processing").then((r) => r.body.length),
    ).toBe(3);

    // One was picked by mistake: back to confirmed.
    const undo = await admin.post<BulkStatusOutput>(BULK, { ids: [c.orderId], status: "confirmed" });
    expect(undo.body).toEqual({ updated: [c.orderId], refused: [] });
    expect(await statusOf(t, c.orderId)).toBe("confirmed");

    // Shipping needs each order's tracking number: the one without it stays, with the reason.
    const shipped = await admin.post<BulkStatusOutput>(BULK, {
      ids: [a.orderId, b.orderId],
      status: "shipped",
      tracking: { [a.orderId]: { carrier: "ups", trackingNumber: "1Z999AA10123456784" } },
    });
    expect(shipped.body).toEqual({
      updated: [a.orderId],
      refused: [{ id: b.orderId, message: "Enter the tracking number of the shipment" }],
    });
    expect(await statusOf(t, b.orderId)).toBe("processing");
    const detail = await admin.get<AdminOrderDetail>(`/api/admin/orders/${a.orderId}`);
    expect(detail.body).toMatchObject({
      status: "shipped",
      carrier: "ups",
      trackingNumber: "1Z999AA10123456784",
    });
    expect((await outbox(t)).filter((m) => m.kind === "order_shipped")).toHaveLength(1);

    // A move the state machine refuses is named; the others still move.
    const again = await admin.post<BulkStatusOutput>(BULK, {
      ids: [a.orderId, c.orderId, "no-such-order"],
      status: "processing",
    });
    expect(again.body).toEqual({
      updated: [c.orderId],
      refused: [
        { id: a.orderId, message: "A shipped order can only move to completed" },
        { id: "no-such-order", message: "Order not found" },
      ],
    });
  });

  it("refuses a bad request whole, and keeps it to the staff", async () => {
    const t = await createTestApp();
    const admin = await adminOf(t);
    expect((await admin.post(BULK, { ids: [], status: "processing" })).status).toBe(400);
    expect((await admin.post(BULK, { ids: ["x"], status: "cancelled" })).status).toBe(400);
    expect(
      (await admin.post(BULK, { ids: Array.from({ length: 201 }, (_, i) => `o${i}`), status: "processing" }))
        .status,
    ).toBe(400);
    const { client } = await t.signedIn();
    expect((await client.post(BULK, { ids: ["x"], status: "processing" })).status).toBe(403);
  });

  it("gives a gift package's wines to its packing slip", async () => {
    const t = await createTestApp();
    const admin = await adminOf(t);
    const red = await createWine(t.db, { name: "Slip Red", vintage: 2021 });
    const white = await createWine(t.db, { name: "Slip White", vintage: 2023 });
    const [pack] = await t.db.write((tx) =>
      tx
        .insert(giftPackages)
        .values({
          name: "Slip Duo",
          description: "Two wines.",
          price: "50.00",
          occasion: "birthday",
          wineIds: [red.id, white.id],
        })
        .returning(),
    );
    const buyer = t.client();
    const line = await buyer.post(`/api/gift-packages/${pack?.id}/add-to-cart`, {});
    expect(line.status).toBe(200);
    expect((await buyer.post(`/api/gift-packages/${pack?.id}/add-to-cart`, {})).status).toBe(200);
    const paid = await payCart(buyer);
    expect(paid.status).toBe(200);
    const detail = await admin.get<AdminOrderDetail>(`/api/admin/orders/${paid.body.orderId}`);
    // Each package added is a line of its own (it may carry its own message).
    expect(detail.body.items.map((i) => [i.name, i.quantity, i.contents])).toEqual([
      ["Slip Duo", 1, ["Slip Red 2021", "Slip White 2023"]],
      ["Slip Duo", 1, ["Slip Red 2021", "Slip White 2023"]],
    ]);
    expect(detail.body.bottles).toBe(4);
  });
});
