import type { ApiError } from "contracts";
import { cartItems } from "db";
import { describe, expect, it } from "vitest";
import { createTestApp } from "../test/helpers";

/** A body that arrives in chunks with no Content-Length, as a streaming client sends it. */
function streamOf(totalBytes: number, chunkBytes = 64 * 1024): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent >= totalBytes) return controller.close();
      const size = Math.min(chunkBytes, totalBytes - sent);
      sent += size;
      controller.enqueue(new Uint8Array(size).fill(0x20));
    },
  });
}

describe("request size", () => {
  it("refuses a declared body over 1 MB with 413 before reading it", async () => {
    const t = await createTestApp();
    const res = await t.app.request("http://localhost/api/cart", {
      method: "POST",
      headers: { "content-type": "application/json", "content-length": String(100 * 1024 * 1024) },
      body: streamOf(2 * 1024 * 1024),
      duplex: "half",
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({
      message: "The request body is too large (at most 1 MB)",
      code: "PAYLOAD_TOO_LARGE",
    });
  });

  it("stops reading a streamed body once it passes 1 MB, on REST and tRPC", async () => {
    const t = await createTestApp();
    let pulled = 0;
    const counted = (total: number) =>
      streamOf(total).pipeThrough(
        new TransformStream({
          transform(chunk, controller) {
            pulled += chunk.byteLength;
            controller.enqueue(chunk);
          },
        }),
      );
    for (const path of ["/api/cart", "/trpc/cart.add"]) {
      pulled = 0;
      const res = await t.app.request(`http://localhost${path}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: counted(50 * 1024 * 1024),
        duplex: "half",
      } as RequestInit);
      expect(res.status).toBe(413);
      expect(pulled).toBeLessThan(2 * 1024 * 1024);
    }
    expect(t.db.select().from(cartItems).all()).toHaveLength(0);
  });

  it("still takes bodies under the limit", async () => {
    const t = await createTestApp();
    const padding = "x".repeat(900 * 1024);
    const res = await t
      .client()
      .post("/api/cart", { wineId: "wine-lakeshore-riesling-2022", quantity: 1, name: padding });
    expect(res.status).toBe(200);
  });
});

describe("tRPC batches and media types", () => {
  it("answers a batch of 10 calls and refuses 11 with 400", async () => {
    const t = await createTestApp();
    const client = t.client();
    const calls = (n: number) => Array.from({ length: n }, () => "wines.list").join(",");
    const input = (n: number) =>
      encodeURIComponent(JSON.stringify(Object.fromEntries(Array.from({ length: n }, (_, i) => [i, {}]))));
    const ten = await client.get<unknown[]>(`/trpc/${calls(10)}?batch=1&input=${input(10)}`);
    expect(ten.status).toBe(200);
    expect(ten.body).toHaveLength(10);
    const many = await client.get<{ error: { message: string } }>(
      `/trpc/${calls(1400)}?batch=1&input=${input(2)}`,
    );
    expect(many.status).toBe(400);
    expect(many.body.error.message).toBe("A batch may hold at most 10 calls (1400 sent)");
    const eleven = await client.get(`/trpc/${calls(11)}?batch=1`);
    expect(eleven.status).toBe(400);
  });

  it("refuses a mutation sent as form data with 415, on tRPC as on REST", async () => {
    const t = await createTestApp();
    const form = new FormData();
    form.set("wineId", "wine-lakeshore-riesling-2022");
    for (const path of ["/trpc/cart.add", "/api/cart"]) {
      const res = await t.app.request(`http://localhost${path}`, {
        method: "POST",
        body: form,
        headers: { origin: "http://localhost" },
      });
      expect(res.status).toBe(415);
    }
    expect(t.db.select().from(cartItems).all()).toHaveLength(0);
  });
});

describe("malformed addresses are a 400, never a 5xx", () => {
  it.each(["__proto__", "constructor", "toString", "valueOf", "hasOwnProperty"])(
    "refuses the query key %s on any GET",
    async (key) => {
      const t = await createTestApp();
      for (const path of ["/api/wines", "/api/cart", "/api/reservation-slots", "/api/gift-packages"]) {
        const res = await t.client().get<ApiError>(`${path}?${key}=1`);
        expect(res.status).toBe(400);
        expect(res.body).toEqual({ message: `"${key}" is not a query parameter`, code: "BAD_REQUEST" });
      }
    },
  );

  it.each(["%", "%zz", "%E0%A4%A"])("refuses the malformed path id %s", async (id) => {
    const t = await createTestApp();
    const res = await t.client().get<ApiError>(`/api/wines/${id}`);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: "The id in the address is not valid", code: "BAD_REQUEST" });
  });

  it("refuses a date no calendar of ours can hold", async () => {
    const t = await createTestApp();
    for (const date of ["9999-12-31", "0001-01-01", "2026-02-30"]) {
      const res = await t.client().get<ApiError>(`/api/reservation-slots?date=${date}`);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe("Date must be a calendar date written yyyy-MM-dd");
    }
  });
});
