import { describe, expect, it } from "vitest";
import { type Env, linksOrigin, startupRefusal, testEnv } from "../env";
import { workAfterAnswers } from "../shared/after-answer";
import { createTestApp, type TestApp } from "../test/helpers";
import { outbox } from "../test/mail";

/**
 * Asks for a reset link in a request sent to `host` (its Host header), as a script can send it: with
 * any Origin header it likes (by default the one that passes the site's check for that Host).
 */
async function askForResetAt(t: TestApp, host: string, email: string, origin = host) {
  const res = await t.app.request(`${host}/api/auth/password-reset`, {
    method: "POST",
    headers: { "content-type": "application/json", origin, host: new URL(host).host },
    body: JSON.stringify({ email }),
  });
  expect(res.status).toBe(200);
  await workAfterAnswers();
}

const resetLinkIn = (text: string) => text.match(/https?:\/\/\S+\/reset-password\?token=\S+/)?.[0] ?? "";

describe("links in e-mails", () => {
  it("never take their origin from a request's Host: without PUBLIC_ORIGIN they use the server's own address", async () => {
    const t = await createTestApp();
    await t.user({ email: "rita@example.com" });
    await askForResetAt(t, "http://attacker.example", "rita@example.com");
    const [mail] = await outbox(t);
    expect(resetLinkIn(mail?.text ?? "")).toMatch(/^http:\/\/localhost:3000\/reset-password\?token=\w+$/);
    expect(mail?.html).not.toContain("attacker.example");
    // An e-mail written outside any request (a job) uses the same address, whatever came before.
    expect(t.deps.mail.links.url("/dashboard")).toBe("http://localhost:3000/dashboard");
  });

  it("use PUBLIC_ORIGIN when it is set, whatever the request's Host", async () => {
    const t = await createTestApp({ env: { PUBLIC_ORIGIN: "https://shop.ridgeroad.example/" } });
    await t.user({ email: "rita@example.com" });
    await askForResetAt(t, "http://attacker.example", "rita@example.com", "https://shop.ridgeroad.example");
    expect(resetLinkIn((await outbox(t))[0]?.text ?? "")).toMatch(
      /^https:\/\/shop\.ridgeroad\.example\/reset-password\?token=\w+$/,
    );
  });

  it.each([
    [{}, "http://localhost:3000"],
    [{ HOST: "127.0.0.1", PORT: "4000" }, "http://127.0.0.1:4000"],
    [{ HOST: "::", PORT: "8080" }, "http://localhost:8080"],
    [{ HOST: "::1", PORT: "8080" }, "http://[::1]:8080"],
    [
      { HOST: "winery.lan", PORT: "80", PUBLIC_ORIGIN: "https://ridgeroad.example/shop" },
      "https://ridgeroad.example",
    ],
  ] as [Partial<Record<keyof Env, string>>, string][])("with %j come from %s", (env, origin) => {
    expect(linksOrigin(testEnv(env))).toBe(origin);
  });
});

describe("starting in production", () => {
  it("is refused with SMTP_URL set and PUBLIC_ORIGIN unset, in one line that says why", () => {
    const production = { NODE_ENV: "production", SMTP_URL: "smtp://mail.example:587" } as const;
    expect(startupRefusal(testEnv(production))).toBe(
      "Refusing to start: SMTP_URL is set but PUBLIC_ORIGIN is not. Set PUBLIC_ORIGIN to the site's public address (e.g. https://ridgeroadvineyard.com) so links in e-mails point at it.",
    );
    expect(startupRefusal(testEnv({ ...production, PUBLIC_ORIGIN: "https://ridgeroad.example" }))).toBeNull();
    expect(startupRefusal(testEnv({ NODE_ENV: "production" }))).toBeNull();
    expect(startupRefusal(testEnv({ SMTP_URL: "smtp://mail.example:587" }))).toBeNull();
  });
});
