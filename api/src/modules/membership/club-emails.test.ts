import { describe, expect, it } from "vitest";
import { CARDS, payCart, shippingAddress } from "../../test/helpers";
import { appWithInbox, deliver, outbox } from "../../test/mail";
import { received, textOf } from "../../test/smtp";

describe("the club's welcome e-mail", () => {
  it("welcomes a new member with their tier's benefits, once, beside the receipt", async () => {
    const { t, inbox } = await appWithInbox();
    const { client } = await t.signedIn({ firstName: "Rita", email: "rita@example.com" });
    await client.post("/api/cart", { type: "membership", tier: "premium" });
    const paid = await payCart(client, { customerInfo: shippingAddress });
    expect(paid.status).toBe(200);
    await deliver(t);
    expect((await outbox(t)).map((m) => m.kind)).toEqual(["order_receipt", "club_welcome"]);
    const welcome = received(inbox, 1);
    expect(welcome.subject).toBe("Welcome to the Ridge Road Wine Club, Rita");
    const text = textOf(welcome);
    expect(text).toContain(
      "Membership: Premium\nMonthly: $99.00 a month\nFree wines: 2 a month\nMember discount: 10% on every wine",
    );
    expect(text).toContain("- Exclusive limited releases");
  });

  it("says 'upgraded' when a member moves up a tier", async () => {
    const { t, inbox } = await appWithInbox();
    const { client } = await t.signedIn({ firstName: "Rita", membershipTier: "essential" });
    const res = await client.post("/api/membership/upgrade", {
      targetTier: "elite",
      paymentData: { name: "Rita", cardNumber: CARDS.visa, cvv: "123", zipCode: "44030" },
    });
    expect(res.status).toBe(200);
    await deliver(t);
    const welcome = inbox.messages.find((m) => m.subject?.startsWith("Welcome to Elite"));
    expect(welcome?.subject).toBe("Welcome to Elite: your wine club membership is upgraded");
  });
});
