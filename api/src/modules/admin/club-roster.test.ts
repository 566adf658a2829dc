import type { ClubFigures, Membership } from "contracts";
import { createWine } from "db/seed/factories";
import { describe, expect, it } from "vitest";
import { at, bill, joinClub, signIn } from "../../test/club";
import { CARDS, createTestApp, payCart, shippingAddress } from "../../test/helpers";
import { adminOf } from "../../test/orders";

describe("/admin/club's figures", () => {
  it("counts new members' first payments in what was charged this month, beside renewals", async () => {
    const t = await createTestApp({ now: "2026-03-10T15:00:00.000Z" });
    // Joined in February: renewed on March 5.
    at(t, "2026-02-05");
    await joinClub(t, "essential", { firstName: "Fay" });
    at(t, "2026-03-05");
    expect(await bill(t)).toMatchObject({ charged: 1, amount: 5292 });
    // Joins in March with the membership alone: $99.00 + 8 % = $106.92.
    at(t, "2026-03-10");
    await joinClub(t, "premium", { firstName: "Gail" });
    // Joins in March beside two bottles: the membership line $49.00 with its tax, $52.92.
    const wine = await createWine(t.db, { price: "20.00" });
    const { client } = await t.signedIn({ firstName: "Hal" });
    await client.post("/api/cart", { type: "membership", tier: "essential" });
    await client.post("/api/cart", { wineId: wine.id, quantity: 2 });
    expect((await payCart(client, { customerInfo: shippingAddress, card: CARDS.visa })).status).toBe(200);

    const admin = await adminOf(t);
    const figures = (await admin.get<ClubFigures>("/api/admin/club")).body;
    expect(figures.charged).toEqual({ signUps: 10692 + 5292, upgrades: 0, renewals: 5292 });
    expect(figures.chargedThisMonth).toBe(10692 + 5292 + 5292);
    expect(figures.newThisMonth).toBe(2);
  });

  it("keeps a member whose billing date moved past the next 30 days on the members list", async () => {
    const t = await createTestApp({ now: "2026-03-10T15:00:00.000Z" });
    const gail = await joinClub(t, "premium", { firstName: "Gail" });
    const ben = await joinClub(t, "essential", { firstName: "Ben" });
    const comp = await t.user({ firstName: "Cara" });
    const adminUser = await t.user({ role: "admin" });
    at(t, "2026-03-15");
    const admin = await signIn(t, adminUser);
    const moved = await admin.patch<Membership>(`/api/admin/memberships/${(await gail.membership()).id}`, {
      nextBillingDate: "2026-06-15",
    });
    expect(moved.status).toBe(200);
    // A tier the staff give is complimentary: never charged, so no billing date.
    expect((await admin.patch(`/api/admin/users/${comp.id}`, { membershipTier: "elite" })).status).toBe(200);
    const figures = (await admin.get<ClubFigures>("/api/admin/club")).body;
    // Gone from the next 30 days of charges...
    expect(figures.dueSoon.map((d) => d.name)).toEqual([`Ben ${ben.user.lastName}`]);
    // ...and found on the members list, with the later date; a complimentary member has none.
    expect(figures.members).toEqual([
      {
        membershipId: (await ben.membership()).id,
        userId: ben.user.id,
        name: `Ben ${ben.user.lastName}`,
        email: ben.user.email,
        tier: "essential",
        status: "active",
        complimentary: false,
        nextBillingDate: "2026-04-10",
        card: "visa ending 4242",
        holdUntil: null,
      },
      {
        membershipId: (await gail.membership()).id,
        userId: gail.user.id,
        name: `Gail ${gail.user.lastName}`,
        email: gail.user.email,
        tier: "premium",
        status: "active",
        complimentary: false,
        nextBillingDate: "2026-06-15",
        card: "visa ending 4242",
        holdUntil: null,
      },
      {
        membershipId: expect.any(String),
        userId: comp.id,
        name: `Cara ${comp.lastName}`,
        email: comp.email,
        tier: "elite",
        status: "active",
        complimentary: true,
        nextBillingDate: null,
        card: null,
        holdUntil: null,
      },
    ]);
    expect((await (await adminOf(t)).get("/api/admin/club")).status).toBe(200);
  });
});
