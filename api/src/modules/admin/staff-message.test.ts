import { describe, expect, it } from "vitest";
import { createTestApp } from "../../test/helpers";
import { outbox } from "../../test/mail";

describe("Send Message: one greeting and one sign-off", () => {
  it("keeps the staff's own greeting and sign-off and adds none of its own", async () => {
    const t = await createTestApp();
    const { client: admin } = await t.signedIn({ role: "admin", firstName: "Anna" });
    const member = await t.user({ firstName: "Rita", email: "rita@example.com" });
    const res = await admin.post(`/api/admin/users/${member.id}/messages`, {
      subject: "Your case of Riesling",
      body: "Hi Rita,\n\nIt is ready for pick-up.\n\nBest,\nAnna",
    });
    expect(res.body).toEqual({ queued: 1 });
    const [mail] = await outbox(t);
    expect(mail?.text).toContain("Hi Rita,\n\nIt is ready for pick-up.\n\nBest,\nAnna");
    expect(mail?.text).not.toContain("Dear Rita");
    expect(mail?.text).not.toContain("Warm regards");
    expect(mail?.text.match(/Rita,/g)).toHaveLength(1);
  });

  it("greets and signs off for the staff when the message has neither", async () => {
    const t = await createTestApp();
    const { client: admin } = await t.signedIn({ role: "admin", firstName: "Anna" });
    const member = await t.user({ firstName: "Rita", email: "rita@example.com" });
    await admin.post(`/api/admin/users/${member.id}/messages`, {
      subject: "Your case of Riesling",
      body: "It is ready for pick-up.",
    });
    expect((await outbox(t))[0]?.text).toContain(
      "Dear Rita,\n\nIt is ready for pick-up.\n\nWarm regards,\nAnna, Ridge Road Vineyard",
    );
  });
});
