import type { ApiError, meOutput } from "contracts";
import { sessions, users } from "db";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import type { z } from "zod";
import { sessionIdFromToken } from "../../auth/sessions";
import { createTestApp, TEST_PASSWORD, type TestApp } from "../../test/helpers";

/** GET /api/auth/me's answer; sign-up and sign-in answer the same shape with the user always set. */
type Me = z.infer<typeof meOutput>;

const setCookieOf = (headers: Headers) => headers.getSetCookie().find((c) => c.includes("rr_session")) ?? "";

describe("auth over REST", () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });

  it("answers me with user null for a visitor", async () => {
    const res = await t.client().get<Me>("/api/auth/me");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ user: null });
  });

  it("signs up without signing in and never returns the password", async () => {
    const client = t.client();
    const res = await client.post<Me>("/api/auth/signup", {
      username: "Merlot_Fan",
      email: "Merlot@Example.com",
      password: "grapes-and-vines",
    });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({
      username: "Merlot_Fan",
      email: "merlot@example.com",
      role: "customer",
    });
    expect(res.body.user).not.toHaveProperty("password");
    expect(setCookieOf(res.headers)).toBe("");
    expect((await client.get<Me>("/api/auth/me")).body.user).toBeNull();
  });

  it("registers with names and takes the username from the e-mail when absent", async () => {
    const res = await t.client().post<Me>("/api/auth/register", {
      email: "jane.doe@example.com",
      password: "longenough",
      firstName: "Jane",
      lastName: "Doe",
    });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ username: "jane.doe", firstName: "Jane", lastName: "Doe" });
  });

  it("refuses a username taken in any letter case and a known e-mail with 409", async () => {
    const client = t.client();
    await client.post("/api/auth/signup", {
      username: "Riesling",
      email: "r@example.com",
      password: "12345678",
    });
    const sameName = await client.post<ApiError>("/api/auth/signup", {
      username: "riesling",
      email: "other@example.com",
      password: "12345678",
    });
    expect(sameName.status).toBe(409);
    expect(sameName.body.message).toBe("This username is already taken");
    const sameEmail = await client.post<ApiError>("/api/auth/signup", {
      username: "another",
      email: "R@EXAMPLE.COM",
      password: "12345678",
    });
    expect(sameEmail.status).toBe(409);
    expect(sameEmail.body.message).toBe("An account with this e-mail already exists");
    expect(await t.db.select().from(users).where(eq(users.email, "other@example.com"))).toHaveLength(0);
  });

  it("refuses one of two sign-ups racing for one username with the same clear 409", async () => {
    const signUp = (email: string) =>
      t.client().post<ApiError>("/api/auth/signup", { username: "Gewurz", email, password: "12345678" });
    const answers = await Promise.all([signUp("g1@example.com"), signUp("g2@example.com")]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)?.body.message).toBe("This username is already taken");
    expect(await t.db.select().from(users).where(eq(users.username, "Gewurz"))).toHaveLength(1);
  });

  it("refuses passwords shorter than 8 characters with 400", async () => {
    const res = await t.client().post<ApiError>("/api/auth/signup", {
      username: "shorty",
      email: "s@example.com",
      password: "1234567",
    });
    expect(res.status).toBe(400);
    expect(res.body.issues?.[0]?.message).toBe("Password must be at least 8 characters");
  });

  it("signs in by username or e-mail with an HttpOnly, SameSite=Lax, 30-day cookie whose token is hashed at rest", async () => {
    const user = await t.user({ username: "Cellar_Door", email: "cellar@example.com" });
    const byName = t.client();
    const res = await byName.post<Me>("/api/auth/login", {
      username: "cellar_door",
      password: TEST_PASSWORD,
    });
    expect(res.status).toBe(200);
    expect(res.body.user?.id).toBe(user.id);
    const cookie = setCookieOf(res.headers);
    expect(cookie).toMatch(/^rr_session=[a-z2-7]{32}; /);
    expect(cookie).toContain("Path=/");
    expect(cookie).toContain("Max-Age=2592000");
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("SameSite=Lax");
    expect(cookie).not.toContain("Secure");
    const token = byName.cookies.get("rr_session") ?? "";
    const stored = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(stored.map((s) => s.id)).toEqual([sessionIdFromToken(token)]);
    expect(stored[0]?.id).not.toBe(token);
    expect((await byName.get<Me>("/api/auth/me")).body.user?.username).toBe("Cellar_Door");

    const byEmail = t.client();
    const res2 = await byEmail.post<Me>("/api/auth/login", {
      email: "CELLAR@example.com",
      password: TEST_PASSWORD,
    });
    expect(res2.status).toBe(200);
    const res3 = await t
      .client()
      .post("/api/auth/login", { username: "cellar@example.com", password: TEST_PASSWORD });
    expect(res3.status).toBe(200);
  });

  it("uses the __Host- name and Secure when the site is served over https", async () => {
    const secure = await createTestApp({ env: { PUBLIC_ORIGIN: "https://shop.example" } });
    const user = await secure.user();
    const client = secure.client();
    client.origin = "https://shop.example";
    const res = await client.post("/api/auth/login", { username: user.username, password: TEST_PASSWORD });
    const cookie = res.headers.getSetCookie()[0] ?? "";
    expect(cookie).toMatch(/^__Host-rr_session=/);
    expect(cookie).toContain("Secure");
    expect(cookie).toContain("Path=/");
    expect(res.headers.get("strict-transport-security")).toContain("max-age=31536000");
  });

  it("answers a wrong password with 401 and no cookie", async () => {
    const user = await t.user();
    const res = await t
      .client()
      .post<ApiError>("/api/auth/login", { username: user.username, password: "wrong-password" });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe("Invalid username or password");
    expect(setCookieOf(res.headers)).toBe("");
  });

  it("blocks an account for 15 minutes after 5 failures, even with the right password", async () => {
    const user = await t.user();
    const client = t.client();
    for (let i = 0; i < 5; i++) {
      expect(
        (await client.post("/api/auth/login", { username: user.username, password: "nope-nope" })).status,
      ).toBe(401);
    }
    const blocked = await client.post<ApiError>("/api/auth/login", {
      username: user.username,
      password: TEST_PASSWORD,
    });
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get("retry-after")).toBe("900");
    expect(blocked.body.message).toBe("Too many sign-in attempts. Please try again in 15 minutes.");
    t.clock.advance(15 * 60 * 1000);
    expect(
      (await client.post("/api/auth/login", { username: user.username, password: TEST_PASSWORD })).status,
    ).toBe(200);
  });

  it("counts failures per account whether it is named by username or e-mail", async () => {
    const user = await t.user({ username: "Carol", email: "carol@example.com" });
    const client = t.client();
    const names = ["carol", "CAROL", "carol@example.com", "Carol@Example.com", "carol"];
    for (const username of names) {
      expect((await client.post("/api/auth/login", { username, password: "nope-nope" })).status).toBe(401);
    }
    for (const attempt of [
      { email: "carol@example.com" },
      { username: "CAROL@example.com" },
      { username: "carol" },
    ]) {
      const res = await client.post("/api/auth/login", { ...attempt, password: TEST_PASSWORD });
      expect(res.status).toBe(429);
    }
    expect(user.username).toBe("Carol");
  });

  it("blocks an IP after 50 failures over many accounts", async () => {
    const client = t.client();
    for (let i = 0; i < 50; i++) {
      const res = await client.post("/api/auth/login", { username: `nobody${i}`, password: "whatever1" });
      expect(res.status).toBe(401);
    }
    const user = await t.user();
    const res = await client.post("/api/auth/login", { username: user.username, password: TEST_PASSWORD });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("refuses disabled accounts and ends their sessions", async () => {
    const { client, user } = await t.signedIn();
    await t.db.write((tx) => tx.update(users).set({ isActive: false }).where(eq(users.id, user.id)));
    expect((await client.get<Me>("/api/auth/me")).body.user).toBeNull();
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
    const res = await t
      .client()
      .post<ApiError>("/api/auth/login", { username: user.username, password: TEST_PASSWORD });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe("This account is disabled.");
  });

  it("logs out: the cookie is cleared and the session no longer works", async () => {
    const { client } = await t.signedIn();
    const token = client.cookies.get("rr_session") ?? "";
    const res = await client.post("/api/auth/logout", {});
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true });
    expect(setCookieOf(res.headers)).toContain("Max-Age=0");
    const replay = t.client();
    replay.cookies.set("rr_session", token);
    expect((await replay.get<Me>("/api/auth/me")).body.user).toBeNull();
  });

  it("slides the 30-day expiry once half is used, and ends unused sessions after 30 days", async () => {
    const { client, user } = await t.signedIn();
    t.clock.advance(10 * 24 * 3600 * 1000);
    const early = await client.get("/api/auth/me");
    expect(setCookieOf(early.headers)).toBe("");
    t.clock.advance(6 * 24 * 3600 * 1000);
    const renewed = await client.get<Me>("/api/auth/me");
    expect(renewed.body.user?.id).toBe(user.id);
    expect(setCookieOf(renewed.headers)).toContain("Max-Age=2592000");
    const row = (await t.db.select().from(sessions).where(eq(sessions.userId, user.id)))[0];
    expect(row?.expiresAt).toBe(new Date(t.clock.now().getTime() + 30 * 24 * 3600 * 1000).toISOString());
    t.clock.advance(30 * 24 * 3600 * 1000);
    expect((await client.get<Me>("/api/auth/me")).body.user).toBeNull();
  });

  describe("change password", () => {
    it("needs a session (401)", async () => {
      const res = await t.client().post<ApiError>("/api/auth/change-password", {
        currentPassword: TEST_PASSWORD,
        newPassword: "a-new-password",
      });
      expect(res.status).toBe(401);
      expect(res.body.message).toBe("Please sign in to continue.");
    });

    it("refuses a wrong current password and changes nothing", async () => {
      const { client, user } = await t.signedIn();
      const res = await client.post<ApiError>("/api/auth/change-password", {
        currentPassword: "not-my-password",
        newPassword: "a-new-password",
      });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe("Your current password is incorrect");
      const login = await t
        .client()
        .post("/api/auth/login", { username: user.username, password: TEST_PASSWORD });
      expect(login.status).toBe(200);
    });

    it("ends every other session, keeps this one, and only the new password signs in", async () => {
      const { client, user } = await t.signedIn();
      const other = t.client();
      await other.post("/api/auth/login", { username: user.username, password: TEST_PASSWORD });
      expect((await other.get<Me>("/api/auth/me")).body.user?.id).toBe(user.id);

      const res = await client.post("/api/auth/change-password", {
        currentPassword: TEST_PASSWORD,
        newPassword: "a-new-password",
      });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true });
      expect((await client.get<Me>("/api/auth/me")).body.user?.id).toBe(user.id);
      expect((await other.get<Me>("/api/auth/me")).body.user).toBeNull();
      expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(1);
      expect(
        (await t.client().post("/api/auth/login", { username: user.username, password: TEST_PASSWORD }))
          .status,
      ).toBe(401);
      expect(
        (await t.client().post("/api/auth/login", { username: user.username, password: "a-new-password" }))
          .status,
      ).toBe(200);
    });
  });
});

describe("auth over tRPC", () => {
  it("signs in, reads me and signs out through /trpc with the same cookie", async () => {
    const t = await createTestApp();
    const user = await t.user();
    const client = t.client();
    const login = await client.trpcMutation<Me>("auth.login", {
      username: user.username,
      password: TEST_PASSWORD,
    });
    expect(login.status).toBe(200);
    expect(login.body.result?.data.user?.id).toBe(user.id);
    expect(setCookieOf(login.headers)).toContain("HttpOnly");
    const me = await client.trpcQuery<Me>("auth.me");
    expect(me.body.result?.data.user?.username).toBe(user.username);
    // the REST side sees the same session
    expect((await client.get<Me>("/api/auth/me")).body.user?.id).toBe(user.id);
    await client.trpcMutation("auth.logout", {});
    expect((await client.trpcQuery<Me>("auth.me")).body.result?.data.user).toBeNull();
  });

  it("gives the same clear errors: 401 on a bad password, 409 on a duplicate", async () => {
    const t = await createTestApp();
    const user = await t.user();
    const bad = await t
      .client()
      .trpcMutation("auth.login", { username: user.username, password: "bad-password" });
    expect(bad.status).toBe(401);
    expect(bad.body.error?.message).toBe("Invalid username or password");
    const dup = await t.client().trpcMutation("auth.signup", {
      username: user.username,
      email: "fresh@example.com",
      password: "12345678",
    });
    expect(dup.status).toBe(409);
    expect(dup.body.error?.message).toBe("This username is already taken");
    const short = await t
      .client()
      .trpcMutation("auth.signup", { username: "newone", email: "n@example.com", password: "1" });
    expect(short.status).toBe(400);
    expect(short.body.error?.message).toBe("Password must be at least 8 characters");
  });
});

describe("cross-site requests", () => {
  it("refuses a state-changing call from another origin with 403 on REST and tRPC alike", async () => {
    const t = await createTestApp();
    const user = await t.user();
    const client = t.client();
    const rest = await client.post<ApiError>(
      "/api/auth/login",
      { username: user.username, password: TEST_PASSWORD },
      { origin: "https://evil.example" },
    );
    expect(rest.status).toBe(403);
    expect(rest.body.message).toBe("Cross-site request refused");
    const trpc = await client.trpcMutation(
      "auth.login",
      { username: user.username, password: TEST_PASSWORD },
      { origin: "https://evil.example" },
    );
    expect(trpc.status).toBe(403);
    expect(client.cookies.size).toBe(0);
  });

  it("allows the site's own origin and calls without an Origin (curl, partners)", async () => {
    const t = await createTestApp();
    const user = await t.user();
    const client = t.client();
    client.origin = null;
    expect(
      (await client.post("/api/auth/login", { username: user.username, password: TEST_PASSWORD })).status,
    ).toBe(200);
    const same = t.client();
    same.origin = "http://localhost";
    expect(
      (await same.post("/api/auth/login", { username: user.username, password: TEST_PASSWORD })).status,
    ).toBe(200);
  });

  it("refuses a browser's cross-site write even without an Origin header", async () => {
    const t = await createTestApp();
    const client = t.client();
    client.origin = null;
    const res = await client.post("/api/auth/logout", {}, { "sec-fetch-site": "cross-site" });
    expect(res.status).toBe(403);
  });
});
