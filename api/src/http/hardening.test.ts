import type { Server } from "node:http";
import { connect, type Socket } from "node:net";
import { format } from "node:util";
import type { ApiError } from "contracts";
import { cartItems, emailSubscriptions, users } from "db";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createTestApp, type TestApp } from "../test/helpers";
import { listen, type RequestTimeouts } from "./listen";

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
    expect(await t.db.select().from(cartItems)).toHaveLength(0);
  });

  it("on a real connection, takes a body under the limit and stops one streaming past it", async () => {
    // The node path reads the socket itself and hands the body to the adapter as `rawBody`
    // (http/body-limit.ts): an adapter that stopped reading it would fail the first call here.
    const t = await createTestApp();
    const { port } = await started(t);
    const base = `http://127.0.0.1:${port}`;
    const headers = { "content-type": "application/json", origin: base };
    const added = await fetch(`${base}/api/cart`, {
      method: "POST",
      headers,
      body: JSON.stringify({ wineId: "wine-lakeshore-riesling-2022", quantity: 2 }),
    });
    expect([added.status, ((await added.json()) as { quantity: number }).quantity]).toEqual([200, 2]);
    const trpc = await fetch(`${base}/trpc/cart.add`, {
      method: "POST",
      headers,
      body: JSON.stringify({ wineId: "wine-lakeshore-riesling-2022", quantity: 1 }),
    });
    expect(trpc.status).toBe(200);
    let sent = 0;
    const tooLarge = await fetch(`${base}/api/cart`, {
      method: "POST",
      headers,
      body: streamOf(50 * 1024 * 1024).pipeThrough(
        new TransformStream({
          transform(chunk, controller) {
            sent += chunk.byteLength;
            controller.enqueue(chunk);
          },
        }),
      ),
      duplex: "half",
    } as RequestInit).catch(() => null);
    // The answer is 413, or the connection is closed once the adapter gives up draining the rest.
    if (tooLarge) expect(tooLarge.status).toBe(413);
    expect(sent).toBeLessThan(50 * 1024 * 1024);
    expect((await t.db.select().from(cartItems)).map((line) => line.quantity)).toEqual([2, 1]);
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
    expect(await t.db.select().from(cartItems)).toHaveLength(0);
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

describe("NUL characters", () => {
  const refused = { message: "Text may not contain NUL characters.", code: "BAD_REQUEST" };

  it("are refused in any text of a REST body, however deep, and nothing is stored", async () => {
    const t = await createTestApp();
    const client = t.client();
    const register = await client.post<ApiError>("/api/auth/register", {
      email: "ann@example.com",
      password: "long-enough-1",
      firstName: "Ann\u0000",
      lastName: "Lee",
    });
    expect([register.status, register.body]).toEqual([400, refused]);
    const subscribe = await client.post<ApiError>("/api/email-subscriptions", {
      email: "ann@example.com",
      firstName: "A\u0000nn",
    });
    expect([subscribe.status, subscribe.body]).toEqual([400, refused]);
    expect(await t.db.select().from(users).where(eq(users.email, "ann@example.com"))).toEqual([]);
    expect(await t.db.select().from(emailSubscriptions)).toEqual([]);
  });

  it("are refused in a query, in a nested value and over tRPC", async () => {
    const t = await createTestApp();
    const client = t.client();
    const search = await client.get<ApiError>("/api/wines?search=Ries%00ling");
    expect([search.status, search.body]).toEqual([400, refused]);
    const nested = await client.post<ApiError>("/api/cart", {
      wineId: "wine-lakeshore-riesling-2022",
      quantity: 1,
      extra: { deep: [["fine", "not\u0000fine"]] },
    });
    expect([nested.status, nested.body]).toEqual([400, refused]);
    const trpc = await client.trpcMutation("auth.register", {
      email: "bo@example.com",
      password: "long-enough-1",
      firstName: "Bo",
      lastName: "\u0000",
    });
    expect(trpc.status).toBe(400);
    expect(trpc.body.error?.message).toBe(refused.message);
    expect(await t.db.select().from(cartItems)).toEqual([]);
    expect(await t.db.select().from(users).where(eq(users.email, "bo@example.com"))).toEqual([]);
  });
});

// ---------------------------------------------------------------- over a real socket

const servers: Server[] = [];
afterEach(async () => {
  vi.restoreAllMocks();
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

/** The app behind the same HTTP server the site runs (api/src/server.ts), on a free port. */
async function started(t: TestApp, timeouts?: RequestTimeouts): Promise<{ server: Server; port: number }> {
  return new Promise((resolve) => {
    const server = listen(
      t.app,
      { port: 0, hostname: "127.0.0.1" },
      (info) => resolve({ server, port: info.port }),
      timeouts,
    );
    servers.push(server);
  });
}

/** A raw connection that writes `head`, then `drip` every 100 ms; resolves with what came back and when. */
function trickle(port: number, head: string, drip: string): Promise<{ answer: string; ms: number }> {
  const start = Date.now();
  return new Promise((resolve) => {
    let answer = "";
    const socket: Socket = connect(port, "127.0.0.1", () => socket.write(head));
    const timer = setInterval(() => socket.writable && socket.write(drip), 100);
    socket.on("data", (chunk) => {
      answer += chunk.toString("latin1");
    });
    socket.on("error", () => undefined);
    socket.on("close", () => {
      clearInterval(timer);
      resolve({ answer: answer.split("\r\n")[0] ?? "", ms: Date.now() - start });
    });
  });
}

describe("slow requests", () => {
  it("have 10 s for their headers and 30 s in all", async () => {
    const t = await createTestApp();
    const { server } = await started(t);
    expect([server.headersTimeout, server.requestTimeout]).toEqual([10_000, 30_000]);
  });

  it("are answered 408 and closed when the headers or the body trickle in past the limit", async () => {
    const t = await createTestApp();
    const { port } = await started(t, { headersTimeout: 300, requestTimeout: 800 });
    const head = `POST /api/cart HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n`;
    const [headers, body] = await Promise.all([
      trickle(port, head, "X-Slow: 1\r\n"),
      trickle(
        port,
        `${head}Origin: http://127.0.0.1:${port}\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n`,
        " ",
      ),
    ]);
    expect([headers.answer, body.answer]).toEqual([
      "HTTP/1.1 408 Request Timeout",
      "HTTP/1.1 408 Request Timeout",
    ]);
    // Node checks every 150 ms here (half the headers limit): both end well before a second more.
    expect(headers.ms).toBeLessThan(1800);
    expect(body.ms).toBeLessThan(2300);
    expect(await t.db.select().from(cartItems)).toHaveLength(0);
  });
});

describe("a client that goes away mid-body", () => {
  it("is one line in the log, on REST, tRPC and uploads", async () => {
    const t = await createTestApp();
    const { client } = await t.signedIn();
    const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    const { port } = await started(t);
    const logged: string[] = [];
    const keep = (...args: unknown[]) => {
      logged.push(format(...args));
    };
    vi.spyOn(console, "error").mockImplementation(keep);
    vi.spyOn(console, "warn").mockImplementation(keep);
    vi.spyOn(console, "log").mockImplementation(keep);
    const paths = [
      ["/api/cart", "application/json"],
      ["/trpc/cart.add", "application/json"],
      ["/api/uploads", "multipart/form-data; boundary=x"],
    ] as const;
    for (const [path, type] of paths) {
      const before = logged.length;
      const socket = connect(port, "127.0.0.1", () => {
        socket.write(
          `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nOrigin: http://127.0.0.1:${port}\r\nCookie: ${cookie}\r\nContent-Type: ${type}\r\nContent-Length: 100000\r\n\r\n{"wineId":`,
        );
        setTimeout(() => socket.destroy(), 100);
      });
      socket.on("error", () => undefined);
      await vi.waitFor(() => expect(logged.length).toBeGreaterThan(before), { timeout: 3000 });
      // Whatever else follows it (nothing should), it is given a moment to arrive.
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(logged).toEqual(
      paths.map(
        ([path]) => `POST ${path}: the client closed the connection before its request body arrived.`,
      ),
    );
  });
});
