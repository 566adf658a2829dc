import { describe, expect, it } from "vitest";
import { declineCodes, declineMessages, PAYMENT_FAILED_MESSAGE, paymentFailure } from "./payment-failures";

describe("the order-fail page's words", () => {
  it("gives each known code its own fixed text", () => {
    expect(paymentFailure("card_declined")).toEqual({
      code: "card_declined",
      message: "Your card was declined.",
    });
    expect(paymentFailure("expired_card")).toEqual({
      code: "expired_card",
      message: "Your card has expired.",
    });
    for (const code of declineCodes) expect(paymentFailure(code).message).toBe(declineMessages[code]);
  });

  it("answers anything else, text a link made up included, with the general message and no code", () => {
    for (const code of [undefined, "", "call_us_at_555_0100", "Card_Declined", "__proto__", "toString", 42]) {
      expect(paymentFailure(code)).toEqual({ code: null, message: PAYMENT_FAILED_MESSAGE });
    }
  });
});
