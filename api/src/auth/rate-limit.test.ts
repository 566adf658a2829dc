import type { ApiError } from "contracts";
import { rateLimitHits, users } from "db";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createApp } from "../app";
import { createTestApp, TEST_PASSWORD, TestClient } from "../test/helpers";
import { limits, RateLimiter } from "./rate-limit";

describe("sign-in throttle", () => {
  it("checks exactly 5 of 100 parallel wrong passwords, and the right one sent among them does not sign in", async () => {
    const t = await createTestApp();
    const user = await t.user();
    const client = t.client();
    const attempts = Array.from({ length: 100 }, (_, i) =>
      client.post<ApiError>("/api/auth/login", {
        username: user.username,
        password: i === 50 ? TEST_PASSWORD : `wrong-${i}`,
      }),
    );
    const answers = await Promise.all(attempts);
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(95);
    expect(answers[50]?.status).toBe(429);
    expect(client.cookies.has("rr_session")).toBe(false);
    expect(await new RateLimiter(t.db, t.clock).used(limits.signInAccount, `user:${user.id}`)).toBe(5);
  });

  it("keeps its counts in SQLite, so a restarted server still refuses", async () => {
    const t = await createTestApp();
    const user = await t.user();
    for (let i = 0; i < 5; i++) {
      await t.client().post("/api/auth/login", { username: user.username, password: "wrong-password" });
    }
    expect(await t.db.select().from(rateLimitHits)).toHaveLength(10);
    const restarted = new TestClient(
      createApp({ db: t.db, env: t.env, clock: t.clock, payments: t.payments }),
    );
    const res = await restarted.post<ApiError>("/api/auth/login", {
      username: user.username,
      password: TEST_PASSWORD,
    });
    expect(res.status).toBe(429);
    expect(res.body.message).toBe("Too many sign-in attempts. Please try again in 15 minutes.");
  });

  it("gives the count back on success: four failures, a success, then five more failures", async () => {
    const t = await createTestApp();
    const user = await t.user();
    const client = t.client();
    const login = (password: string) => client.post("/api/auth/login", { username: user.username, password });
    for (let i = 0; i < 4; i++) expect((await login("wrong-password")).status).toBe(401);
    expect((await login(TEST_PASSWORD)).status).toBe(200);
    expect(await new RateLimiter(t.db, t.clock).used(limits.signInAccount, `user:${user.id}`)).toBe(4);
    expect((await login("wrong-password")).status).toBe(401);
    expect((await login("wrong-password")).status).toBe(429);
  });

  it("answers a disabled account's wrong password with the usual 401, and 403 only for the right one", async () => {
    const t = await createTestApp();
    const user = await t.user({ isActive: false });
    const wrong = await t
      .client()
      .post<ApiError>("/api/auth/login", { username: user.username, password: "wrong-password" });
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toBe("Invalid username or password");
    const right = await t
      .client()
      .post<ApiError>("/api/auth/login", { username: user.username, password: TEST_PASSWORD });
    expect(right.status).toBe(403);
    expect(right.body.message).toBe("This account is disabled.");
  });

  it("counts wrong current passwords in change-password against the account", async () => {
    const t = await createTestApp();
    const { client, user } = await t.signedIn();
    for (let i = 0; i < 5; i++) {
      const res = await client.post<ApiError>("/api/auth/change-password", {
        currentPassword: `guess-${i}`,
        newPassword: "a-new-password",
      });
      expect(res.status).toBe(400);
    }
    const blocked = await client.post<ApiError>("/api/auth/change-password", {
      currentPassword: TEST_PASSWORD,
      newPassword: "a-new-password",
    });
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toBe("Too many password attempts. Please try again in 15 minutes.");
    const login = await t
      .client()
      .post("/api/auth/login", { username: user.username, password: TEST_PASSWORD });
    expect(login.status).toBe(429);
  });
});

describe("client address behind a proxy", () => {
  it("counts per IP by the address the proxy saw: a spoofed left-most value does not reset it", async () => {
    const t = await createTestApp({ env: { TRUST_PROXY: "1" } });
    const client = t.client();
    for (let i = 0; i < 50; i++) {
      const res = await client.post(
        "/api/auth/login",
        { username: `nobody${i}`, password: "whatever1" },
        { "x-forwarded-for": `10.9.${i}.1, 198.51.100.7` },
      );
      expect(res.status).toBe(401);
    }
    const user = await t.user();
    const spoofed = await client.post(
      "/api/auth/login",
      { username: user.username, password: TEST_PASSWORD },
      { "x-forwarded-for": "192.0.2.99, 198.51.100.7" },
    );
    expect(spoofed.status).toBe(429);
    const otherClient = await t
      .client()
      .post(
        "/api/auth/login",
        { username: user.username, password: TEST_PASSWORD },
        { "x-forwarded-for": "198.51.100.8" },
      );
    expect(otherClient.status).toBe(200);
  });
});

describe("accounts per IP", () => {
  it("creates at most 10 accounts an hour from one address; the 11th is a 429 that creates nothing", async () => {
    const t = await createTestApp();
    const client = t.client();
    for (let i = 0; i < 10; i++) {
      const res = await client.post("/api/auth/signup", {
        username: `maker${i}`,
        email: `maker${i}@example.com`,
        password: "long-enough-1",
      });
      expect(res.status).toBe(200);
    }
    const refused = await client.post<ApiError>("/api/auth/register", {
      email: "eleventh@example.com",
      password: "long-enough-1",
      firstName: "Ele",
      lastName: "Venth",
    });
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe("3600");
    expect(refused.body.message).toBe("Too many sign-ups from your network. Please try again in 60 minutes.");
    const login = await t
      .client()
      .post("/api/auth/login", { username: "eleventh", password: "long-enough-1" });
    expect(login.status).toBe(401);
    t.clock.advance(60 * 60 * 1000);
    const later = await client.post("/api/auth/signup", {
      username: "maker11",
      email: "maker11@example.com",
      password: "long-enough-1",
    });
    expect(later.status).toBe(200);
  });

  it("counts sign-ups refused for a taken e-mail or username, so probing for accounts is limited too", async () => {
    const t = await createTestApp();
    const user = await t.user();
    const client = t.client();
    for (let i = 0; i < 10; i++) {
      const taken =
        i % 2 === 0
          ? { username: `probe${i}`, email: user.email }
          : { username: user.username, email: `probe${i}@example.com` };
      const res = await client.post("/api/auth/signup", { ...taken, password: "long-enough-1" });
      expect(res.status).toBe(409);
    }
    for (const body of [
      { username: "probe10", email: user.email, password: "long-enough-1" },
      { username: "fresh", email: "fresh@example.com", password: "long-enough-1" },
    ]) {
      const refused = await client.post<ApiError>("/api/auth/signup", body);
      expect(refused.status).toBe(429);
      expect(refused.body.message).toBe(
        "Too many sign-ups from your network. Please try again in 60 minutes.",
      );
    }
    expect(await t.db.select().from(users).where(eq(users.email, "fresh@example.com"))).toEqual([]);
  });
});
