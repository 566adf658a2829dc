import { describe, expect, it } from "vitest";
import { mailFromEnv } from "../deps";
import { testEnv } from "../env";
import { createTestApp } from "../test/helpers";

const charge = {
  customerId: null,
  amountCents: 100,
  paymentMethodId: "pm_card_visa",
  idempotencyKey: "inside-a-write",
  description: "test",
  receiptEmail: null,
  metadata: {},
};

describe("network calls outside write transactions", () => {
  it("refuses a gateway charge made inside db.write, and allows it once the transaction is over", async () => {
    const t = await createTestApp();
    await expect(t.db.write(() => t.deps.payments.charge(charge))).rejects.toThrow(
      "The payment gateway.charge was called inside db.write: call it before or after the transaction.",
    );
    expect(t.payments.charges).toHaveLength(0);
    expect((await t.deps.payments.charge(charge)).ok).toBe(true);
    expect(t.payments.charges).toHaveLength(1);
  });

  it("refuses an e-mail sent inside db.write, however deep the call", async () => {
    const t = await createTestApp();
    const sent: string[] = [];
    const { transport } = mailFromEnv(testEnv(), {
      send: async (mail) => {
        sent.push(mail.subject);
        return { messageId: "1" };
      },
    });
    const mail = {
      to: "rita@example.com",
      subject: "Hi",
      text: "Hi",
      html: "<p>Hi</p>",
      headers: {},
      attachments: [],
    };
    const deeper = async () => transport?.send(mail);
    await expect(t.db.write(async () => deeper())).rejects.toThrow(
      "The mail transport.send was called inside db.write",
    );
    await deeper();
    expect(sent).toEqual(["Hi"]);
  });
});
