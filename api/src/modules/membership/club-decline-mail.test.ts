import { describe, expect, it } from "vitest";
import { at, bill, joinClub, signIn } from "../../test/club";
import { createTestApp } from "../../test/helpers";
import { outbox } from "../../test/mail";

describe("the e-mails of a declined club renewal", () => {
  it("writes one decline e-mail per declined month, whatever the retries, and one when it ends", async () => {
    const t = await createTestApp({ now: "2026-03-10T15:00:00.000Z" });
    const ben = await joinClub(t, "essential", { firstName: "Ben" });
    const adminUser = await t.user({ role: "admin" });
    t.payments.setOutcome((await ben.membership()).paymentMethodId ?? "", "card_declined");
    const to = ben.user.email;
    const rows = async () =>
      (await outbox(t))
        .filter((m) => m.to === to && m.kind === "club_declined")
        .map((m) => [m.kind, m.to, m.subject]);
    const declined = ["club_declined", to, "Action needed: your Essential club payment was declined"];

    at(t, "2026-04-10");
    await bill(t);
    expect(await rows()).toEqual([declined]);

    // The staff press Retry twice the same day: still the one e-mail.
    const admin = await signIn(t, adminUser);
    for (let i = 0; i < 2; i++) {
      const retried = await admin.post(`/api/admin/memberships/${(await ben.membership()).id}/retry`, {});
      expect(retried.status).toBe(200);
    }
    // The schedule's retry on day 3 is no news either.
    at(t, "2026-04-12");
    await bill(t);
    expect(await rows()).toEqual([declined]);
    expect((await ben.membership()).status).toBe("past_due");

    // The last try fails: the membership ends, and that is said once.
    at(t, "2026-04-16");
    await bill(t);
    expect((await ben.membership()).status).toBe("cancelled");
    expect(await rows()).toEqual([declined, ["club_declined", to, "Your Essential membership has ended"]]);
    expect((await outbox(t)).map((m) => m.kind)).toEqual([
      "order_receipt",
      "club_welcome",
      "club_declined",
      "club_declined",
    ]);
  });
});
