import type { ApiError } from "contracts";
import { passwordResets, sessions } from "db";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { workAfterAnswers } from "../../shared/after-answer";
import { TEST_PASSWORD } from "../../test/helpers";
import { appWithInbox, deliver, outbox } from "../../test/mail";
import { linkIn, received } from "../../test/smtp";
import { createContext } from "../../trpc/context";
import { requestPasswordReset } from "./password-reset.service";

const NEW_PASSWORD = "a whole new vintage";
const INVALID = { message: "This reset link is no longer valid.", code: "BAD_REQUEST" };

async function setUp() {
  const { t, inbox } = await appWithInbox();
  const { client, user } = await t.signedIn({ username: "rita", email: "rita@example.com" });
  const ask = (email: string, headers?: Record<string, string>) =>
    t.client().post<{ success: true } & ApiError>("/api/auth/password-reset", { email }, headers);
  const confirm = (token: string, newPassword = NEW_PASSWORD) =>
    t.client().post<{ success: true } & ApiError>("/api/auth/password-reset/confirm", { token, newPassword });
  const tokenOf = async (index: number) => {
    await deliver(t);
    return linkIn(received(inbox, index), "/reset-password").searchParams.get("token") ?? "";
  };
  return { t, inbox, client, user, ask, confirm, tokenOf };
}

describe("password reset", () => {
  it("e-mails a link that sets a new password once and ends every session", async () => {
    const { t, inbox, client, user, ask, confirm, tokenOf } = await setUp();
    expect((await ask("Rita@Example.com")).body).toEqual({ success: true });
    const token = await tokenOf(0);
    expect(received(inbox, 0).subject).toBe("Reset your Ridge Road Vineyard password");
    // Only the token's SHA-256 is stored.
    const [stored] = await t.db.select().from(passwordResets);
    expect(stored?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored?.tokenHash).not.toContain(token);

    expect((await confirm(token)).status).toBe(200);
    // The session that was open is gone, with every other one of the account.
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
    expect((await client.get("/api/auth/me")).body).toEqual({ user: null });
    const old = await t.client().post("/api/auth/login", { username: "rita", password: TEST_PASSWORD });
    expect(old.status).toBe(401);
    const signIn = await t.client().post("/api/auth/login", { username: "rita", password: NEW_PASSWORD });
    expect(signIn.status).toBe(200);

    // The same link a second time changes nothing.
    const again = await confirm(token, "yet another password");
    expect(again.status).toBe(400);
    expect(again.body).toEqual(INVALID);
  });

  it("refuses a link after an hour", async () => {
    const { t, ask, confirm, tokenOf } = await setUp();
    await ask("rita@example.com");
    const token = await tokenOf(0);
    t.clock.advance(60 * 60 * 1000 + 1000);
    const late = await confirm(token);
    expect(late.status).toBe(400);
    expect(late.body).toEqual(INVALID);
    const signIn = await t.client().post("/api/auth/login", { username: "rita", password: TEST_PASSWORD });
    expect(signIn.status).toBe(200);
  });

  it("works 59 minutes later, and an unknown token is refused like a used one", async () => {
    const { t, ask, confirm, tokenOf } = await setUp();
    await ask("rita@example.com");
    const token = await tokenOf(0);
    expect((await confirm("x".repeat(32))).body).toEqual(INVALID);
    t.clock.advance(59 * 60 * 1000);
    expect((await confirm(token)).status).toBe(200);
  });

  it("answers the same for an unknown address and sends nothing", async () => {
    const { t, ask } = await setUp();
    const res = await ask("nobody@example.com");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true });
    await workAfterAnswers();
    expect(await outbox(t)).toEqual([]);
  });

  it("answers before the link is made or the e-mail written, the same for a known and an unknown address", async () => {
    const { t } = await setUp();
    const ctx = await createContext(t.deps, { headers: new Headers(), ip: "203.0.113.9", secure: false });
    const known = await requestPasswordReset(ctx, { email: "rita@example.com" });
    const unknown = await requestPasswordReset(ctx, { email: "nobody@example.com" });
    expect([known, unknown]).toEqual([{ success: true }, { success: true }]);
    // The answer has left before the address is looked up: it takes as long whoever the address is.
    expect(await t.db.select().from(passwordResets)).toEqual([]);
    expect(await outbox(t)).toEqual([]);
    await workAfterAnswers();
    expect(await t.db.select().from(passwordResets)).toHaveLength(1);
    expect((await outbox(t)).map((m) => [m.to, m.kind])).toEqual([["rita@example.com", "password_reset"]]);
  });

  it("takes 3 requests per address an hour, then 429 with Retry-After", async () => {
    const { t, ask } = await setUp();
    for (let i = 0; i < 3; i++) expect((await ask("rita@example.com")).status).toBe(200);
    const fourth = await ask("RITA@example.com");
    expect(fourth.status).toBe(429);
    expect(fourth.headers.get("retry-after")).toBe("3600");
    await workAfterAnswers();
    expect(await outbox(t)).toHaveLength(3);
    // Unknown addresses are counted the same way, so the limit says nothing about who has an account.
    for (let i = 0; i < 3; i++) expect((await ask("nobody@example.com")).status).toBe(200);
    expect((await ask("nobody@example.com")).status).toBe(429);
  });

  it("checks the new password's length", async () => {
    const { ask, confirm, tokenOf } = await setUp();
    await ask("rita@example.com");
    const res = await confirm(await tokenOf(0), "short");
    expect(res.status).toBe(400);
    expect(res.body.issues?.[0]?.message).toBe("Password must be at least 8 characters");
  });
});

describe("checking a reset link as its page opens", () => {
  it("says a live link is valid without using it, and a used, expired or unknown one is not", async () => {
    const { t, ask, confirm, tokenOf } = await setUp();
    const check = (token: string) =>
      t.client().post<{ valid: boolean } & ApiError>("/api/auth/password-reset/check", { token });
    await ask("rita@example.com");
    const token = await tokenOf(0);
    expect((await check(token)).body).toEqual({ valid: true });
    // Checking never spends it: the password can still be set with it.
    expect((await check(token)).body).toEqual({ valid: true });
    expect((await confirm(token)).status).toBe(200);
    expect((await check(token)).body).toEqual({ valid: false });
    expect((await check("no-such-token")).body).toEqual({ valid: false });

    await ask("rita@example.com");
    const later = await tokenOf(1);
    expect((await check(later)).body).toEqual({ valid: true });
    t.clock.advance(60 * 60 * 1000);
    expect((await check(later)).body).toEqual({ valid: false });

    const blank = await check("");
    expect(blank.status).toBe(400);
    expect(blank.body.message).toBe(INVALID.message);
  });
});
