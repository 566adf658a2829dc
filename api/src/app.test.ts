import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { TRPCError } from "@trpc/server";
import type { ApiError } from "contracts";
import type { OpenApiMeta } from "trpc-to-openapi";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { appRouter } from "./router";
import { createTestApp, TEST_PASSWORD } from "./test/helpers";
import { createContext } from "./trpc/context";
import { proceduresOf } from "./trpc/internals";
import { adminProcedure, memberProcedure, publicProcedure, router, userProcedure } from "./trpc/procedures";

describe("procedure builders", () => {
  const probe = router({
    open: publicProcedure.query(() => "open"),
    user: userProcedure.query(({ ctx }) => ctx.user.username),
    member: memberProcedure.query(({ ctx }) => ctx.tier),
    admin: adminProcedure.query(() => "admin"),
  });

  async function callerFor(t: Awaited<ReturnType<typeof createTestApp>>, token: string | null) {
    const headers = new Headers(token ? { cookie: `rr_session=${token}` } : {});
    const ctx = await createContext(t.deps, { headers, ip: "127.0.0.1", secure: false });
    return probe.createCaller(ctx);
  }

  async function codeOf(call: Promise<unknown>): Promise<string> {
    try {
      await call;
      return "OK";
    } catch (error) {
      return error instanceof TRPCError ? error.code : "THROWN";
    }
  }

  it("apply 401 to visitors and 403 to the wrong role or tier", async () => {
    const t = await createTestApp();
    const tokenOf = async (input: Parameters<typeof t.signedIn>[0]) => {
      const { client } = await t.signedIn(input);
      return client.cookies.get("rr_session") ?? null;
    };
    const visitor = await callerFor(t, null);
    const customer = await callerFor(t, await tokenOf({}));
    const member = await callerFor(t, await tokenOf({ membershipTier: "premium" }));
    const admin = await callerFor(t, await tokenOf({ role: "admin" }));

    expect(await visitor.open()).toBe("open");
    expect(await codeOf(visitor.user())).toBe("UNAUTHORIZED");
    expect(await codeOf(visitor.member())).toBe("UNAUTHORIZED");
    expect(await codeOf(visitor.admin())).toBe("UNAUTHORIZED");
    expect(await codeOf(customer.user())).toBe("OK");
    expect(await codeOf(customer.member())).toBe("FORBIDDEN");
    expect(await codeOf(customer.admin())).toBe("FORBIDDEN");
    expect(await member.member()).toBe("premium");
    expect(await codeOf(member.admin())).toBe("FORBIDDEN");
    expect(await admin.admin()).toBe("admin");
  });
});

describe("the REST surface", () => {
  it("lists every procedure's REST path in /api/openapi.json and on /api/docs", async () => {
    const t = await createTestApp();
    const client = t.client();
    const doc = await client.get<{ paths: Record<string, Record<string, unknown>>; openapi: string }>(
      "/api/openapi.json",
    );
    expect(doc.status).toBe(200);
    expect(doc.body.openapi).toMatch(/^3\./);
    const docs = await client.get<string>("/api/docs");
    expect(docs.status).toBe(200);
    expect(docs.headers.get("content-type")).toContain("text/html");

    const expected: string[] = [];
    for (const { path, meta } of proceduresOf<OpenApiMeta>(appRouter)) {
      const openapi = meta?.openapi;
      expect(openapi, `${path} declares a REST path`).toBeDefined();
      if (openapi) expected.push(`${openapi.method.toLowerCase()} ${openapi.path}`);
    }
    expect(expected.length).toBeGreaterThanOrEqual(8);
    for (const entry of expected) {
      const [method = "", path = ""] = entry.split(" ");
      expect(doc.body.paths[path]?.[method], entry).toBeDefined();
      expect(docs.body).toContain(`/api${path}`);
    }
    expect(expected).toContain("post /auth/change-password");
    // who may call what is part of the document: no session needed to sign in or browse
    const op = (path: string, method: string) =>
      doc.body.paths[path]?.[method] as { security?: unknown[]; "x-access"?: string } | undefined;
    expect(op("/auth/login", "post")?.security).toEqual([{}, { bearerAuth: [] }]);
    expect(op("/wines", "get")?.["x-access"]).toBe("public");
    expect(op("/auth/change-password", "post")?.security).toEqual([{ cookieAuth: [] }]);
    expect(op("/orders/{id}", "put")?.["x-access"]).toBe("admin");
    expect(op("/membership/upgrade", "post")?.["x-access"]).toBe("member");
    expect(expected).toContain("get /wines/{id}");
  });

  it("answers health and a JSON 404 for unknown API paths", async () => {
    const t = await createTestApp();
    const health = await t.client().get<{ status: string }>("/api/health");
    expect(health.status).toBe(200);
    expect(health.body.status).toBe("ok");
    const missing = await t.client().get<ApiError>("/api/no-such-thing");
    expect(missing.status).toBe(404);
    expect(missing.headers.get("content-type")).toContain("application/json");
    expect(missing.body.code).toBe("NOT_FOUND");
  });

  it("answers POST without a JSON content-type with 415", async () => {
    const t = await createTestApp();
    const res = await t.app.request("http://localhost/api/auth/logout", { method: "POST", body: "x" });
    expect(res.status).toBe(415);
  });

  it("sends the security headers on every answer", async () => {
    const t = await createTestApp();
    const res = await t.client().get("/api/auth/me");
    const csp = res.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(res.headers.get("cache-control")).toBe("no-store");
  });

  it("compresses large answers with brotli or gzip", async () => {
    const t = await createTestApp();
    const br = await t.app.request("http://localhost/api/wines", {
      headers: { "accept-encoding": "gzip, deflate, br" },
    });
    expect(br.headers.get("content-encoding")).toBe("br");
    const wines = JSON.parse(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString("utf8"));
    expect(wines.length).toBeGreaterThanOrEqual(24);
    const gzip = await t.app.request("http://localhost/api/wines", {
      headers: { "accept-encoding": "gzip" },
    });
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    expect(JSON.parse(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString("utf8"))).toEqual(wines);
  });

  it("keeps stack traces out of error bodies in production", async () => {
    const t = await createTestApp({ env: { NODE_ENV: "production" } });
    const res = await t.client().get<string>("/api/wines/does-not-exist");
    expect(res.status).toBe(404);
    expect(JSON.stringify(res.body)).not.toContain("stack");
    const trpc = await t.client().trpcQuery("wines.byId", { id: "does-not-exist" });
    expect(JSON.stringify(trpc.body)).not.toContain("stack");
  });
});

describe("the web app", () => {
  function builtWeb(): string {
    const dir = mkdtempSync(join(tmpdir(), "rr-web-"));
    mkdirSync(join(dir, "assets"));
    writeFileSync(join(dir, "index.html"), "<!doctype html><title>Ridge Road Vineyard</title>");
    writeFileSync(join(dir, "assets", "app-abc123.js"), `console.log(${JSON.stringify("x".repeat(2000))});`);
    writeFileSync(join(dir, "assets", "app-abc123.js.br"), "fake-brotli");
    return dir;
  }

  it("serves index.html for unknown non-API paths, uncached", async () => {
    const t = await createTestApp({ env: { WEB_DIST: builtWeb() } });
    for (const path of ["/", "/shop", "/visit", "/no/such/page"]) {
      const res = await t.client().get<string>(path);
      expect(res.status, path).toBe(200);
      expect(res.body).toContain("<title>Ridge Road Vineyard</title>");
      expect(res.headers.get("cache-control")).toBe("no-cache");
    }
  });

  it("serves the new index.html after a rebuild", async () => {
    const dir = builtWeb();
    const t = await createTestApp({ env: { WEB_DIST: dir } });
    expect((await t.client().get<string>("/shop")).body).toContain("<title>Ridge Road Vineyard</title>");
    writeFileSync(join(dir, "index.html"), "<!doctype html><title>Rebuilt</title>");
    utimesSync(join(dir, "index.html"), new Date(), new Date(Date.now() + 5000));
    expect((await t.client().get<string>("/shop")).body).toContain("<title>Rebuilt</title>");
  });

  it("caches hashed assets for a year and serves the precompressed file", async () => {
    const t = await createTestApp({ env: { WEB_DIST: builtWeb() } });
    const res = await t.client().get<string>("/assets/app-abc123.js", { "accept-encoding": "br" });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(res.headers.get("content-encoding")).toBe("br");
    expect(res.body).toBe("fake-brotli");
  });
});

describe("sign-in input", () => {
  it("needs a username or an e-mail", async () => {
    const t = await createTestApp();
    const res = await t.client().post<ApiError>("/api/auth/login", { password: TEST_PASSWORD });
    expect(res.status).toBe(400);
    expect(res.body.issues?.[0]?.message).toBe("Please enter your username or e-mail");
    expect(z.string().safeParse(1).success).toBe(false);
  });
});
