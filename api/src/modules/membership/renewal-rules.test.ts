import type { ClubFigures } from "contracts";
import { clubCharges, users } from "db";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { at, bill, joinClub, renewalsOf, signIn } from "../../test/club";
import { createTestApp } from "../../test/helpers";
import { outbox } from "../../test/mail";
import { adminOf } from "../../test/orders";

const address = (state: string, zipCode: string) => ({
  firstName: "Mia",
  lastName: "Mover",
  phone: null,
  defaultAddress: { line1: "1 Main St", line2: null, city: "Somewhere", state, zipCode },
});

describe("club renewals under the shipping rules", () => {
  it("holds the month of a member who moved to an unlicensed state, e-mails them, shows it to the staff, and renews once they are back", async () => {
    const t = await createTestApp({ now: "2026-03-10T15:00:00.000Z" });
    const { user, client, membership } = await joinClub(t, "premium");
    // The member moves to Utah, where the winery holds no licence.
    expect((await client.put("/api/account/profile", address("UT", "84101"))).status).toBe(200);
    const charged = t.payments.charges.length;

    at(t, "2026-04-10");
    const run = await bill(t);
    expect(run).toMatchObject({ charged: 0, skipped: 1, amount: 0 });
    expect(t.payments.charges).toHaveLength(charged);
    const [held] = await t.db.select().from(clubCharges).where(eq(clubCharges.userId, user.id));
    expect(held).toMatchObject({
      period: "2026-04-10",
      status: "held",
      lastError: "We can't ship wine to UT.",
    });
    expect((await membership()).nextBillingDate).toBe("2026-05-10");
    const mail = (await outbox(t)).filter((m) => m.kind === "club_held");
    expect(mail.map((m) => [m.to, m.subject])).toEqual([[user.email, "Your Premium club month is on hold"]]);
    expect(mail[0]?.text).toContain("We can't ship wine to UT. Nothing was charged.");

    const admin = await adminOf(t);
    const figures = await admin.get<ClubFigures>("/api/admin/club");
    expect(figures.body.complianceHolds).toEqual([
      {
        membershipId: (await membership()).id,
        name: "Mia Mover",
        tier: "premium",
        period: "2026-04-10",
        reason: "We can't ship wine to UT.",
      },
    ]);

    // Back in Ohio: the next month renews, and the hold is over.
    const again = await signIn(t, user);
    expect((await again.put("/api/account/profile", address("OH", "44030"))).status).toBe(200);
    at(t, "2026-05-10");
    expect(await bill(t)).toMatchObject({ charged: 1, skipped: 0 });
    expect(await renewalsOf(t, user.id)).toEqual([["2026-05-10", "106.92"]]);
    // (A new staff session: the first one ended with the months the clock moved.)
    expect((await (await adminOf(t)).get<ClubFigures>("/api/admin/club")).body.complianceHolds).toEqual([]);
  });

  it("holds a renewal whose bottles would pass the state's yearly limit, saying how many are left", async () => {
    const t = await createTestApp({ now: "2026-03-10T15:00:00.000Z" });
    const admin = await adminOf(t);
    const { user, client } = await joinClub(t, "premium");
    expect((await client.put("/api/account/profile", address("DC", "20001"))).status).toBe(200);
    await admin.put("/api/admin/compliance/states/DC", { bottlesPerYear: 1 });
    at(t, "2026-04-10");
    expect(await bill(t)).toMatchObject({ charged: 0, skipped: 1 });
    const [held] = await t.db.select().from(clubCharges).where(eq(clubCharges.userId, user.id));
    expect(held?.lastError).toBe(
      "DC allows 1 bottle a year per person: you can order 1 bottle more this year.",
    );
    // A member without a saved address is renewed as before.
    await t.db.write((tx) => tx.update(users).set({ defaultAddress: null }).where(eq(users.id, user.id)));
    at(t, "2026-05-10");
    expect(await bill(t)).toMatchObject({ charged: 1 });
  });
});
