import { brotliDecompressSync } from "node:zlib";
import type { GiftPackage, Wine } from "contracts";
import { wines } from "db";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createTestApp, otherProcess, payCart, type TestApp, type TestClient } from "../test/helpers";
import { adminOf, placeOrder } from "../test/orders";

const RIESLING = "wine-lakeshore-riesling-2022";

async function stockShown(client: TestClient, wineId: string): Promise<number | undefined> {
  const res = await client.get<Wine[]>("/api/wines");
  expect(res.status).toBe(200);
  return res.body.find((w) => w.id === wineId)?.stock;
}

async function warm(t: TestApp, path: string) {
  const first = await t.client().get(path);
  const again = await t.client().get(path);
  expect(again.headers.get("etag")).toBe(first.headers.get("etag"));
  return first;
}

describe("the catalogue, answered from memory", () => {
  it("answers 304 to a browser that already holds the same answer", async () => {
    const t = await createTestApp();
    const first = await t.client().get<Wine[]>("/api/wines");
    const etag = first.headers.get("etag");
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    expect(first.headers.get("cache-control")).toBe("no-cache");
    const again = await t.client().get("/api/wines", { "if-none-match": etag ?? "" });
    expect(again.status).toBe(304);
    expect(again.body).toBeNull();
    expect(again.headers.get("etag")).toBe(etag);
    // Another list is another answer with its own tag.
    const reds = await t.client().get("/api/wines?type=red", { "if-none-match": etag ?? "" });
    expect(reds.status).toBe(200);
    expect(reds.headers.get("etag")).not.toBe(etag);
  });

  it("sends the kept answer compressed, byte for byte the same JSON", async () => {
    const t = await createTestApp();
    const plain = await t.client().get<Wine[]>("/api/wines");
    const res = await t.app.request("http://localhost/api/wines", { headers: { "accept-encoding": "br" } });
    expect(res.headers.get("content-encoding")).toBe("br");
    expect(res.headers.get("vary")).toBe("Accept-Encoding");
    const json = JSON.parse(brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString());
    expect(json).toEqual(plain.body);
  });

  it("a purchase changes the stock shown at once", async () => {
    const t = await createTestApp();
    const shopper = t.client();
    const { wine } = await placeOrder(t, { stock: 10, quantity: 3 });
    expect(await stockShown(shopper, wine.id)).toBe(7);
    await warm(t, "/api/wines");
    const buyer = t.client();
    expect((await buyer.post("/api/cart", { wineId: wine.id, quantity: 4 })).status).toBe(200);
    expect((await payCart(buyer)).status).toBe(200);
    expect(await stockShown(shopper, wine.id)).toBe(3);
    expect((await shopper.get<Wine>(`/api/wines/${wine.id}`)).body.stock).toBe(3);
  });

  it("a cancelled order, a stock adjustment and an admin edit show at once", async () => {
    const t = await createTestApp();
    const admin = await adminOf(t);
    const shopper = t.client();
    const { orderId, wine } = await placeOrder(t, { stock: 10, quantity: 2 });
    expect(await stockShown(shopper, wine.id)).toBe(8);

    const cancelled = await admin.patch(`/api/admin/orders/${orderId}/status`, { status: "cancelled" });
    expect(cancelled.status).toBe(200);
    expect(await stockShown(shopper, wine.id)).toBe(10);

    const adjusted = await admin.post("/api/admin/stock-adjustments", {
      kind: "wine",
      itemId: wine.id,
      change: -4,
      reason: "breakage",
    });
    expect(adjusted.status).toBe(200);
    expect(await stockShown(shopper, wine.id)).toBe(6);

    const before = await shopper.get<Wine>(`/api/wines/${RIESLING}`);
    await admin.put(`/api/wines/${RIESLING}`, { ...before.body, price: "23.50" });
    expect((await shopper.get<Wine>(`/api/wines/${RIESLING}`)).body.price).toBe("23.50");
    expect((await shopper.get<Wine[]>("/api/wines")).body.find((w) => w.id === RIESLING)?.price).toBe(
      "23.50",
    );
  });

  it("a price and stock changed by another process on the same database show on the next request", async () => {
    const t = await createTestApp();
    const shopper = t.client();
    const wine = async () => (await shopper.get<Wine[]>("/api/wines")).body.find((w) => w.id === RIESLING);
    expect(await wine()).toMatchObject({ price: "22.00", stock: 96 });
    expect((await shopper.get<Wine>(`/api/wines/${RIESLING}`)).body.stock).toBe(96);
    await warm(t, "/api/wines");
    // Another server process, with its own connections to the same file.
    await (await otherProcess(t)).db.write((tx) =>
      tx.update(wines).set({ price: "26.50", stock: 7 }).where(eq(wines.id, RIESLING)),
    );
    expect(await wine()).toMatchObject({ price: "26.50", stock: 7 });
    const one = await shopper.get<Wine>(`/api/wines/${RIESLING}`);
    expect([one.body.price, one.body.stock]).toEqual(["26.50", 7]);
  });

  it("a gift package that runs out of a wine shows out of stock at once", async () => {
    const t = await createTestApp();
    const packages = await warm(t, "/api/gift-packages");
    const holding = (packages.body as GiftPackage[]).find((p) => p.wineIds.includes(RIESLING));
    expect(holding?.inStock).toBe(true);
    await t.db.write((tx) => tx.update(wines).set({ stock: 0 }).where(eq(wines.id, RIESLING)));
    const after = await t.client().get<GiftPackage[]>("/api/gift-packages");
    expect(after.body.find((p) => p.id === holding?.id)?.inStock).toBe(false);
  });

  it("staff see unavailable wines and visitors never do, whichever asked first", async () => {
    const t = await createTestApp();
    await t.db.write((tx) => tx.update(wines).set({ isAvailable: false }).where(eq(wines.id, RIESLING)));
    const admin = await adminOf(t);
    const visitor = t.client();
    const { client: member } = await t.signedIn();
    const ids = async (client: TestClient) => (await client.get<Wine[]>("/api/wines")).body.map((w) => w.id);

    expect(await ids(visitor)).not.toContain(RIESLING);
    expect(await ids(admin)).toContain(RIESLING);
    expect(await ids(member)).not.toContain(RIESLING);
    expect(await ids(admin)).toContain(RIESLING);
    expect((await admin.get(`/api/wines/${RIESLING}`)).status).toBe(200);
    expect((await visitor.get(`/api/wines/${RIESLING}`)).status).toBe(404);
    expect((await admin.get("/api/wines")).headers.get("cache-control")).toBe("no-store");
  });

  it("a shopper whose session is renewed while browsing gets the renewed cookie", async () => {
    const t = await createTestApp();
    const { client } = await t.signedIn();
    const kept = await warm(t, "/api/wines");
    t.clock.advance(16 * 24 * 3600 * 1000);
    const renewing = await client.get<Wine[]>("/api/wines");
    expect(renewing.status).toBe(200);
    expect(renewing.headers.getSetCookie().join()).toContain("Max-Age=2592000");
    const next = await client.get<Wine[]>("/api/wines");
    expect(next.headers.getSetCookie()).toEqual([]);
    expect(next.headers.get("etag")).toBe(kept.headers.get("etag"));
  });

  it("keeps the web's tRPC calls too, and never a member's own answer", async () => {
    const t = await createTestApp();
    const trpc = await warm(t, `/trpc/wines.list,gifts.list?batch=1&input=${encodeURIComponent("{}")}`);
    expect(trpc.status).toBe(200);
    expect(trpc.headers.get("etag")).toBeTruthy();
    const { client } = await t.signedIn();
    const mine = await client.get("/api/wines/member-selection");
    expect(mine.headers.get("etag")).toBeNull();
    const streamed = await t.client().get(`/trpc/wines.list?batch=1&input=${encodeURIComponent("{}")}`, {
      "trpc-accept": "application/jsonl",
    });
    expect(streamed.status).toBe(200);
    expect(streamed.headers.get("etag")).toBeNull();
    const cart = await t
      .client()
      .get(`/trpc/wines.list,cart.summary?batch=1&input=${encodeURIComponent("{}")}`);
    expect(cart.headers.get("etag")).toBeNull();
  });
});
