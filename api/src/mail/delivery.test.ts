import type { Order } from "contracts";
import { emailOutbox, orders } from "db";
import { createWine } from "db/seed/factories";
import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { CARDS, createTestApp, guestCustomer, payCart } from "../test/helpers";
import { appWithInbox, deliver, outbox } from "../test/mail";
import { linkIn, textOf } from "../test/smtp";
import { queueMail } from "./outbox";

const MINUTE = 60_000;

describe("a paid order's receipt, through a real SMTP server", () => {
  it("sends exactly one receipt with the items, the right total, the address and a working order link", async () => {
    const { t, inbox } = await appWithInbox();
    const a = await createWine(t.db, { name: "Shore Riesling", vintage: 2022, price: "22.00", stock: 10 });
    const b = await createWine(t.db, { name: "Ridge Red", vintage: 2020, price: "38.50", stock: 4 });
    const client = t.client();
    await client.post("/api/cart", { wineId: a.id, quantity: 2 });
    await client.post("/api/cart", { wineId: b.id, quantity: 1 });
    const paid = await payCart(client);
    expect(paid.status).toBe(200);
    // The answer says a receipt was queued, and where to.
    expect(paid.body.receiptEmail).toBe("guest.buyer@example.com");

    expect(await deliver(t)).toEqual({ sent: 1, retrying: 0, failed: 0, unsent: 0 });
    // A second run finds nothing left to send.
    expect(await deliver(t)).toEqual({ sent: 0, retrying: 0, failed: 0, unsent: 0 });
    expect(inbox.messages).toHaveLength(1);
    const [receipt] = inbox.messages;
    if (!receipt) throw new Error("no receipt");
    expect(receipt.to && "text" in receipt.to ? receipt.to.text : "").toBe("guest.buyer@example.com");
    expect(receipt.from?.text).toBe('"Ridge Road Vineyard" <hello@ridgeroadvineyard.example>');
    expect(receipt.subject).toBe(`Your Ridge Road Vineyard order #${paid.body.orderNumber}`);
    const text = textOf(receipt);
    // 82.50 + 8% tax 6.60 + 15.00 shipping
    expect(text).toContain(`- Shore Riesling 2022 (Qty 2 × $22.00): $44.00`);
    expect(text).toContain(`- Ridge Red 2020 (Qty 1 × $38.50): $38.50`);
    expect(text).toContain("Subtotal: $82.50\nTax (8%, OH): $6.60\nShipping: $15.00\nTOTAL: $104.10");
    expect(text).toContain("Shipping to:\nGrace Buyer\n12 Lake Road\nAshtabula, OH 44004");
    expect(receipt.html).toContain("$104.10");
    expect(receipt.html).toContain("Ridge Road Vineyard");

    // The link opens the order for a guest, with no session and no e-mail.
    const link = linkIn(receipt, `/orders/${paid.body.orderId}`);
    const token = link.searchParams.get("token") ?? "";
    const order = await t.client().get<Order>(`/api/orders/${paid.body.orderId}?token=${token}`);
    expect(order.status).toBe(200);
    expect(order.body.total).toBe("104.10");
    expect(order.body.events.filter((e) => e.kind === "email").map((e) => e.detail)).toEqual([
      "Receipt e-mailed to guest.buyer@example.com",
    ]);
  });

  it("sends nothing for a card that is declined", async () => {
    const { t, inbox } = await appWithInbox();
    const wine = await createWine(t.db, { price: "30.00", stock: 5 });
    const client = t.client();
    await client.post("/api/cart", { wineId: wine.id, quantity: 1 });
    const res = await payCart(client, { card: CARDS.declined });
    expect(res.status).toBe(402);
    await deliver(t);
    expect(await outbox(t)).toEqual([]);
    expect(inbox.messages).toEqual([]);
  });

  it("sends nothing when the payment's transaction rolls back after the receipt was written", async () => {
    const { t, inbox } = await appWithInbox();
    const wine = await createWine(t.db, { price: "30.00", stock: 5 });
    // A listener after the receipt fails: the whole paid-order transaction rolls back, receipt included.
    t.deps.hooks.orders.paid.on(() => {
      throw new Error("the books are closed");
    });
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const client = t.client();
    await client.post("/api/cart", { wineId: wine.id, quantity: 1 });
    const res = await payCart(client, { customerInfo: guestCustomer });
    expect(res.status).toBe(500);
    const [order] = await t.db.select().from(orders);
    expect(order?.status).toBe("pending");
    await deliver(t);
    expect(await outbox(t)).toEqual([]);
    expect(inbox.messages).toEqual([]);
  });
});

describe("the mail worker's retries", () => {
  function queueOne(t: Awaited<ReturnType<typeof appWithInbox>>["t"]) {
    return t.db.write((tx) =>
      queueMail(
        tx,
        {
          to: "rita@example.com",
          kind: "staff_message",
          subject: "Hello",
          text: "Hello Rita",
          html: "<p>Hello Rita</p>",
        },
        t.clock.now(),
      ),
    );
  }
  const rowOf = async (t: Awaited<ReturnType<typeof appWithInbox>>["t"], id: string) =>
    (await t.db.select().from(emailOutbox).where(eq(emailOutbox.id, id)))[0];

  it("gets the message through on the third try when the server refuses the first two", async () => {
    const { t, inbox } = await appWithInbox();
    const id = await queueOne(t);
    inbox.refuseNext(2, 451);

    expect(await deliver(t)).toMatchObject({ sent: 0, retrying: 1 });
    expect(await rowOf(t, id)).toMatchObject({ status: "queued", attempts: 1 });
    expect((await rowOf(t, id))?.lastError).toMatch(/^Try 1 of 5: .*Try again later/);
    // Not yet due: the first retry waits a minute.
    t.clock.advance(30_000);
    expect(await deliver(t)).toMatchObject({ sent: 0, retrying: 0 });

    t.clock.advance(30_000);
    expect(await deliver(t)).toMatchObject({ sent: 0, retrying: 1 });
    expect(await rowOf(t, id)).toMatchObject({ status: "queued", attempts: 2 });
    t.clock.advance(5 * MINUTE);
    expect(await deliver(t)).toMatchObject({ sent: 1 });

    expect(await rowOf(t, id)).toMatchObject({ status: "sent", attempts: 3, lastError: null });
    expect(inbox.refused()).toBe(2);
    expect(inbox.messages.map((m) => m.subject)).toEqual(["Hello"]);
  });

  it("gives up after five tries, waiting 1, 5, 15 and 60 minutes between them", async () => {
    const { t, inbox } = await appWithInbox();
    const id = await queueOne(t);
    inbox.refuseNext(10, 451);
    for (const wait of [1, 5, 15, 60]) {
      await deliver(t);
      t.clock.advance(wait * MINUTE);
    }
    await deliver(t);
    expect(await rowOf(t, id)).toMatchObject({ status: "failed", attempts: 5 });
    t.clock.advance(24 * 60 * MINUTE);
    await deliver(t);
    expect(inbox.refused()).toBe(5);
    expect(inbox.messages).toEqual([]);
  });

  it("stops at once when the server refuses for good (5xx)", async () => {
    const { t, inbox } = await appWithInbox();
    const id = await queueOne(t);
    inbox.refuseNext(1, 550);
    expect(await deliver(t)).toMatchObject({ failed: 1 });
    expect(await rowOf(t, id)).toMatchObject({ status: "failed", attempts: 1 });
  });

  it("sends a message once when two workers run at the same moment", async () => {
    const { t, inbox } = await appWithInbox();
    for (let i = 0; i < 5; i++) await queueOne(t);
    const runs = await Promise.all([deliver(t), deliver(t), deliver(t)]);
    expect(runs.reduce((n, r) => n + r.sent, 0)).toBe(5);
    expect(inbox.messages).toHaveLength(5);
  });

  it("keeps messages unsent, with the reason, when no SMTP server is configured", async () => {
    const t = await createTestApp();
    const id = await t.db.write((tx) =>
      queueMail(
        tx,
        { to: "rita@example.com", kind: "staff_message", subject: "Hi", text: "Hi", html: "<p>Hi</p>" },
        t.clock.now(),
      ),
    );
    expect(await deliver(t)).toEqual({ sent: 0, retrying: 0, failed: 0, unsent: 1 });
    expect((await t.db.select().from(emailOutbox).where(eq(emailOutbox.id, id)))[0]).toMatchObject({
      status: "unsent",
      attempts: 0,
      lastError: "Not sent: no SMTP server is configured (SMTP_URL).",
    });
  });
});
