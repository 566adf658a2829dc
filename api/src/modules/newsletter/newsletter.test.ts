import type { ApiError, EmailPreview, Subscription, SubscriptionStats } from "contracts";
import { emailSubscriptions } from "db";
import { describe, expect, it } from "vitest";
import type { TestApp, TestClient } from "../../test/helpers";
import { appWithInbox, deliver, outbox } from "../../test/mail";
import { linkIn, received, textOf } from "../../test/smtp";

const ANSWER = {
  success: true,
  message: "Thank you! Please check your inbox: we've sent a link to confirm your subscription.",
};
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const ISSUE = {
  subject: "Harvest is in!",
  body: "## Picking began\n\nThe **Riesling** came in on *Tuesday*.",
};

async function setUp() {
  const { t, inbox } = await appWithInbox();
  const { client: admin } = await t.signedIn({ role: "admin", firstName: "Anna" });
  return { t, inbox, admin };
}

/** Signs up and follows the confirmation link, the way a subscriber does. */
async function subscribeAndConfirm(
  t: TestApp,
  inbox: Awaited<ReturnType<typeof setUp>>["inbox"],
  email: string,
) {
  const visitor = t.client();
  expect((await visitor.post("/api/email-subscriptions", { email })).body).toEqual(ANSWER);
  await deliver(t);
  const mail = inbox.messages.findLast((m) => m.to && "text" in m.to && m.to.text === email);
  if (!mail) throw new Error(`no confirmation for ${email}`);
  const token = linkIn(mail, "/newsletter/confirm").searchParams.get("token");
  expect((await visitor.post("/api/email-subscriptions/confirm", { token })).status).toBe(200);
}

function sendIssue(admin: TestClient, issue = ISSUE) {
  return admin.post<{ queued: number } & ApiError>("/api/admin/newsletters", issue);
}

describe("newsletter sign-up with double opt-in", () => {
  it("sends a confirmation and mails nothing else until the link is followed", async () => {
    const { t, inbox, admin } = await setUp();
    const res = await t
      .client()
      .post("/api/email-subscriptions", { email: "Vera@Example.com", firstName: "Vera" });
    expect(res.body).toEqual(ANSWER);
    await deliver(t);
    const confirmation = received(inbox, 0);
    expect(confirmation.subject).toBe("Please confirm your Ridge Road Vineyard newsletter subscription");
    expect(textOf(confirmation)).toContain("Almost there, Vera!");
    // Not confirmed yet: an issue has nobody to go to.
    const early = await sendIssue(admin);
    expect(early.status).toBe(409);
    expect(early.body.message).toBe("There are no active subscribers to send this to yet.");

    const token = linkIn(confirmation, "/newsletter/confirm").searchParams.get("token");
    expect((await t.client().post("/api/email-subscriptions/confirm", { token })).body).toEqual({
      success: true,
    });
    // Following it again is fine.
    expect((await t.client().post("/api/email-subscriptions/confirm", { token })).status).toBe(200);
    expect((await sendIssue(admin)).body).toEqual({ queued: 1 });
  });

  it("answers known and new addresses the same, and sends a subscribed address nothing", async () => {
    const { t, inbox } = await setUp();
    await subscribeAndConfirm(t, inbox, "vera@example.com");
    const before = (await outbox(t)).length;
    const again = await t.client().post("/api/email-subscriptions", { email: "vera@example.com" });
    const fresh = await t.client().post("/api/email-subscriptions", { email: "new@example.com" });
    expect(again.body).toEqual(fresh.body);
    expect((await outbox(t)).slice(before).map((m) => m.to)).toEqual(["new@example.com"]);
  });

  it("refuses a confirmation link that belongs to nobody", async () => {
    const { t } = await setUp();
    const res = await t.client().post<ApiError>("/api/email-subscriptions/confirm", { token: "nope" });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("This confirmation link is no longer valid.");
  });

  it("takes 5 sign-ups per network an hour", async () => {
    const { t } = await setUp();
    for (let i = 0; i < 5; i++) {
      expect((await t.client().post("/api/email-subscriptions", { email: `p${i}@example.com` })).status).toBe(
        200,
      );
    }
    const sixth = await t.client().post("/api/email-subscriptions", { email: "p5@example.com" });
    expect(sixth.status).toBe(429);
    expect(sixth.headers.get("retry-after")).toBe("3600");
  });
});

/** The confirmation tokens queued for an address, oldest first (read from the outbox's text). */
async function confirmTokens(t: TestApp, email: string): Promise<string[]> {
  return (await outbox(t))
    .filter((m) => m.kind === "newsletter_confirm" && m.to === email)
    .map((m) => {
      const href = m.text.match(/https?:\/\/\S+\/newsletter\/confirm\?\S+/)?.[0];
      const token = href ? new URL(href).searchParams.get("token") : null;
      if (!token) throw new Error(`no confirmation link in: ${m.text}`);
      return token;
    });
}

function confirmWith(t: TestApp, token: string) {
  return t.client().post<{ success: true } & ApiError>("/api/email-subscriptions/confirm", { token });
}

async function statusOf(t: TestApp, email: string) {
  const row = (await t.db.select().from(emailSubscriptions)).find((r) => r.email === email);
  return row ? { isActive: row.isActive, confirmedAt: row.confirmedAt } : null;
}

describe("newsletter confirmation links (every link sent stays valid)", () => {
  it("keeps the first link working after a second sign-up; the second then answers success and changes nothing", async () => {
    const { t } = await setUp();
    const email = "twice@example.com";
    await t.client().post("/api/email-subscriptions", { email });
    t.clock.advance(11 * MINUTE);
    await t.client().post("/api/email-subscriptions", { email });
    const [first, second] = await confirmTokens(t, email);
    if (!first || !second) throw new Error("two confirmation e-mails expected");
    expect(first).not.toBe(second);
    t.clock.advance(MINUTE);
    const used = await confirmWith(t, first);
    expect([used.status, used.body]).toEqual([200, { success: true }]);
    expect(await statusOf(t, email)).toEqual({ isActive: true, confirmedAt: "2026-11-20T15:12:00.000Z" });
    t.clock.advance(MINUTE);
    // The second link, followed after the first: already confirmed, so nothing changes.
    const again = await confirmWith(t, second);
    expect([again.status, again.body]).toEqual([200, { success: true }]);
    expect(await statusOf(t, email)).toEqual({ isActive: true, confirmedAt: "2026-11-20T15:12:00.000Z" });
  });

  it("confirms with the second link as well as the first, whichever comes first", async () => {
    const { t } = await setUp();
    const email = "second@example.com";
    await t.client().post("/api/email-subscriptions", { email });
    t.clock.advance(10 * MINUTE);
    await t.client().post("/api/email-subscriptions", { email });
    const [, second] = await confirmTokens(t, email);
    if (!second) throw new Error("two confirmation e-mails expected");
    expect((await confirmWith(t, second)).status).toBe(200);
    expect((await statusOf(t, email))?.isActive).toBe(true);
  });

  it("refuses a link 8 days old and takes one 6 days old", async () => {
    const { t } = await setUp();
    await t.client().post("/api/email-subscriptions", { email: "late@example.com" });
    await t.client().post("/api/email-subscriptions", { email: "prompt@example.com" });
    const [late] = await confirmTokens(t, "late@example.com");
    const [prompt] = await confirmTokens(t, "prompt@example.com");
    if (!late || !prompt) throw new Error("confirmation e-mails expected");
    t.clock.advance(6 * DAY);
    expect((await confirmWith(t, prompt)).status).toBe(200);
    t.clock.advance(2 * DAY);
    const expired = await confirmWith(t, late);
    expect(expired.status).toBe(400);
    expect(expired.body.message).toBe(
      "This confirmation link has expired: links work for 7 days. Sign up again and we'll send a new one.",
    );
    expect(await statusOf(t, "late@example.com")).toEqual({ isActive: false, confirmedAt: null });
  });

  it("queues no second e-mail for a sign-up again within 10 minutes, and one after, with the same answer", async () => {
    const { t } = await setUp();
    const email = "eager@example.com";
    const first = await t.client().post("/api/email-subscriptions", { email });
    t.clock.advance(9 * MINUTE + 59_000);
    const soon = await t.client().post("/api/email-subscriptions", { email });
    expect(soon.body).toEqual(first.body);
    expect(soon.body).toEqual(ANSWER);
    expect(await confirmTokens(t, email)).toHaveLength(1);
    t.clock.advance(1_000);
    const later = await t.client().post("/api/email-subscriptions", { email });
    expect(later.body).toEqual(ANSWER);
    expect(await confirmTokens(t, email)).toHaveLength(2);
  });

  it("ends every link of an address that unsubscribes", async () => {
    const { t } = await setUp();
    const email = "gone@example.com";
    await t.client().post("/api/email-subscriptions", { email });
    t.clock.advance(10 * MINUTE);
    await t.client().post("/api/email-subscriptions", { email });
    const [first, second] = await confirmTokens(t, email);
    if (!first || !second) throw new Error("two confirmation e-mails expected");
    expect((await confirmWith(t, first)).status).toBe(200);
    const row = (await t.db.select().from(emailSubscriptions)).find((r) => r.email === email);
    const left = await t
      .client()
      .post("/api/email-subscriptions/unsubscribe", { token: row?.unsubscribeToken });
    expect(left.status).toBe(200);
    const dead = await confirmWith(t, second);
    expect(dead.status).toBe(400);
    expect(dead.body.message).toBe("This confirmation link is no longer valid.");
    expect((await statusOf(t, email))?.isActive).toBe(false);
  });
});

describe("newsletter issues", () => {
  it("reach every active subscriber with their own one-click unsubscribe link and header", async () => {
    const { t, inbox, admin } = await setUp();
    await subscribeAndConfirm(t, inbox, "vera@example.com");
    await subscribeAndConfirm(t, inbox, "otto@example.com");
    expect((await sendIssue(admin)).body).toEqual({ queued: 2 });
    await deliver(t);
    const issues = inbox.messages.filter((m) => m.subject === "Harvest is in!");
    expect(issues.map((m) => (m.to && "text" in m.to ? m.to.text : ""))).toEqual([
      "vera@example.com",
      "otto@example.com",
    ]);
    const [vera, otto] = issues;
    if (!vera || !otto) throw new Error("issues missing");
    expect(vera.html).toContain("<strong>Riesling</strong>");
    const link = linkIn(vera, "/newsletter/unsubscribe");
    // Long header lines arrive folded; unfolding (RFC 5322) takes out the line breaks.
    const header = (key: string) => vera.headerLines.find((h) => h.key === key)?.line.replace(/\r\n/g, "");
    expect(header("list-unsubscribe")).toBe(`List-Unsubscribe: <${link.toString()}>`);
    expect(header("list-unsubscribe-post")).toBe("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
    expect(linkIn(otto, "/newsletter/unsubscribe").toString()).not.toBe(link.toString());
  });

  it("stop for a reader who unsubscribed: through the page's link, or the mail app's one-click POST", async () => {
    const { t, inbox, admin } = await setUp();
    await subscribeAndConfirm(t, inbox, "vera@example.com");
    await subscribeAndConfirm(t, inbox, "otto@example.com");
    await subscribeAndConfirm(t, inbox, "lena@example.com");
    await sendIssue(admin);
    await deliver(t);
    const issueTo = (email: string) => {
      const mail = inbox.messages.findLast(
        (m) => m.subject === ISSUE.subject && m.to && "text" in m.to && m.to.text === email,
      );
      if (!mail) throw new Error(`no issue for ${email}`);
      return linkIn(mail, "/newsletter/unsubscribe");
    };
    // Vera follows the link in the issue (the page posts its token).
    const veraToken = issueTo("vera@example.com").searchParams.get("token");
    expect(
      (await t.client().post("/api/email-subscriptions/unsubscribe", { token: veraToken })).body,
    ).toEqual({
      success: true,
    });
    // Otto's mail app posts to the List-Unsubscribe address, RFC 8058 style: no Origin, no JSON.
    const otto = issueTo("otto@example.com");
    const oneClick = await t.app.request(otto.toString().replace(otto.origin, "http://localhost"), {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(oneClick.status).toBe(200);

    const next = { subject: "Winter hours", body: "We're open Saturdays." };
    expect((await sendIssue(admin, next)).body).toEqual({ queued: 1 });
    await deliver(t);
    expect(
      inbox.messages
        .filter((m) => m.subject === "Winter hours")
        .map((m) => m.to && "text" in m.to && m.to.text),
    ).toEqual(["lena@example.com"]);
    // Signing up again starts the double opt-in over.
    await t.client().post("/api/email-subscriptions", { email: "vera@example.com" });
    const [row] = (await t.db.select().from(emailSubscriptions)).filter(
      (r) => r.email === "vera@example.com",
    );
    expect(row).toMatchObject({ isActive: false, unsubscribedAt: null, confirmedAt: null });
  });

  it("preview without sending, render Markdown without raw HTML, and are for admins only", async () => {
    const { t, admin } = await setUp();
    const preview = await admin.post<EmailPreview>("/api/admin/newsletters/preview", {
      subject: "News",
      body: 'Hello <script>alert("x")</script> [site](https://example.com) [bad](javascript:alert(1))',
    });
    expect(preview.status).toBe(200);
    expect(preview.body.html).toContain("&lt;script&gt;");
    expect(preview.body.html).not.toContain("<script>");
    expect(preview.body.html).toContain('href="https://example.com/"');
    expect(preview.body.html).not.toContain("javascript:");
    expect(await outbox(t)).toEqual([]);
    expect((await t.client().post("/api/admin/newsletters", ISSUE)).status).toBe(401);
    const { client: customer } = await t.signedIn();
    expect((await customer.post("/api/admin/newsletters", ISSUE)).status).toBe(403);
  });
});

describe("the Subscribers screen's data", () => {
  it("lists, counts, searches and deletes subscriptions for admins", async () => {
    const { t, inbox, admin } = await setUp();
    await subscribeAndConfirm(t, inbox, "vera@example.com");
    t.clock.advance(8 * 24 * 60 * 60 * 1000);
    await t
      .client()
      .post("/api/email-subscriptions", { email: "otto@example.com", firstName: "Otto", lastName: "Lind" });

    const stats = await admin.get<SubscriptionStats>("/api/email-subscriptions/stats");
    // The clock moved from November 20 to November 28: both signed up this month, Otto this week.
    expect(stats.body).toEqual({
      total: 2,
      active: 1,
      pending: 1,
      unsubscribed: 0,
      thisMonth: 2,
      lastSevenDays: 1,
    });

    const all = await admin.get<Subscription[]>("/api/email-subscriptions");
    expect(all.headers.get("x-total-count")).toBe("2");
    expect(all.body.map((s) => [s.email, s.status])).toEqual([
      ["otto@example.com", "pending"],
      ["vera@example.com", "active"],
    ]);
    const found = await admin.get<Subscription[]>("/api/email-subscriptions?search=otto%20lind");
    expect(found.body.map((s) => s.email)).toEqual(["otto@example.com"]);
    const active = await admin.get<Subscription[]>("/api/email-subscriptions?status=active");
    expect(active.body.map((s) => s.email)).toEqual(["vera@example.com"]);

    const otto = all.body[0]?.id;
    expect((await admin.delete(`/api/email-subscriptions/${otto}`)).body).toEqual({ success: true });
    expect((await admin.delete(`/api/email-subscriptions/${otto}`)).status).toBe(404);
    expect((await t.client().get("/api/email-subscriptions")).status).toBe(401);
    const { client: customer } = await t.signedIn();
    expect((await customer.get("/api/email-subscriptions")).status).toBe(403);
  });
});
