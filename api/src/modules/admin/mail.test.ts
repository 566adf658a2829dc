import type { ApiError, OutboxListOutput, OutboxMessage } from "contracts";
import { describe, expect, it } from "vitest";
import { createTestApp } from "../../test/helpers";
import { appWithInbox, deliver, outbox } from "../../test/mail";
import { received, textOf } from "../../test/smtp";

describe("Send Message to a member", () => {
  it("e-mails the member the staff's words as text, signed by the staff member", async () => {
    const { t, inbox } = await appWithInbox();
    const { client: admin } = await t.signedIn({ role: "admin", firstName: "Anna" });
    const member = await t.user({ firstName: "Rita", email: "rita@example.com" });
    const res = await admin.post(`/api/admin/users/${member.id}/messages`, {
      subject: "Your case of Riesling",
      body: "It is ready for pick-up.\n\nSee you <soon> & thanks!",
    });
    expect(res.body).toEqual({ queued: 1 });
    await deliver(t);
    const mail = received(inbox, 0);
    expect(mail.subject).toBe("Your case of Riesling");
    expect(textOf(mail)).toContain("Dear Rita,\n\nIt is ready for pick-up.\n\nSee you <soon> & thanks!");
    expect(textOf(mail)).toContain("Warm regards,\nAnna, Ridge Road Vineyard");
    expect(mail.html).toContain("See you &lt;soon&gt; &amp; thanks!");
  });

  it("answers 404 for a member that does not exist and needs an admin", async () => {
    const t = await createTestApp();
    const { client: admin } = await t.signedIn({ role: "admin" });
    const body = { subject: "Hi", body: "Hello" };
    const missing = await admin.post<ApiError>("/api/admin/users/nobody/messages", body);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe("Member not found");
    const { client: customer, user } = await t.signedIn();
    expect((await customer.post(`/api/admin/users/${user.id}/messages`, body)).status).toBe(403);
    expect(await outbox(t)).toEqual([]);
  });
});

describe("the outbox screen's data", () => {
  it("lists every message with status and tries, newest first, filtered, and shows one as sent", async () => {
    const t = await createTestApp();
    const { client: admin } = await t.signedIn({ role: "admin" });
    const a = await t.user({ email: "rita@example.com" });
    const b = await t.user({ email: "otto@example.com" });
    await admin.post(`/api/admin/users/${a.id}/messages`, { subject: "First", body: "One" });
    t.clock.advance(1000);
    await admin.post(`/api/admin/users/${b.id}/messages`, { subject: "Second", body: "Two" });
    await deliver(t);

    const list = await admin.get<OutboxListOutput>("/api/admin/outbox");
    expect(list.body).toMatchObject({ total: 2, page: 1, pageSize: 50, smtpConfigured: false });
    expect(list.body.items.map((m) => [m.to, m.subject, m.kind, m.status, m.attempts])).toEqual([
      ["otto@example.com", "Second", "staff_message", "unsent", 0],
      ["rita@example.com", "First", "staff_message", "unsent", 0],
    ]);
    expect(list.body.items[0]?.error).toBe("Not sent: no SMTP server is configured (SMTP_URL).");
    const filtered = await admin.get<OutboxListOutput>(
      "/api/admin/outbox?to=RITA&status=unsent&kind=staff_message",
    );
    expect(filtered.body.items.map((m) => m.subject)).toEqual(["First"]);
    expect((await admin.get<OutboxListOutput>("/api/admin/outbox?status=sent")).body.total).toBe(0);
    expect((await admin.get<ApiError>("/api/admin/outbox?status=lost")).status).toBe(400);

    const id = list.body.items[1]?.id;
    const one = await admin.get<OutboxMessage>(`/api/admin/outbox/${id}`);
    expect(one.body).toMatchObject({ subject: "First", attachments: [], headers: {} });
    expect(one.body.html).toMatch(/^<!DOCTYPE html>/);
    expect(one.body.text).toContain("One");
    expect((await admin.get(`/api/admin/outbox/nope`)).status).toBe(404);
    expect((await t.client().get("/api/admin/outbox")).status).toBe(401);
  });

  it("queues an unsent message again, but never a sent one", async () => {
    const { t, inbox } = await appWithInbox();
    const { client: admin } = await t.signedIn({ role: "admin" });
    const member = await t.user();
    await admin.post(`/api/admin/users/${member.id}/messages`, { subject: "Hello", body: "Hi" });
    inbox.refuseNext(1, 550);
    await deliver(t);
    const [failed] = await outbox(t);
    expect(failed?.status).toBe("failed");
    const retried = await admin.post<OutboxMessage>(`/api/admin/outbox/${failed?.id}/retry`);
    expect(retried.body).toMatchObject({ status: "queued", attempts: 0, error: null });
    await deliver(t);
    expect(inbox.messages.map((m) => m.subject)).toEqual(["Hello"]);
    const again = await admin.post<ApiError>(`/api/admin/outbox/${failed?.id}/retry`);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("Only a failed or unsent message can be sent again.");
  });
});
