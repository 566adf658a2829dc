import { describe, expect, it } from "vitest";
import {
  toPaymentData,
  upgradeDefaults,
  upgradePaymentSchema,
  upgradeTexts,
  welcomeToast,
} from "./upgrade-payment";

const typed = { name: "Nora Vidal", cardNumber: "4242 4242 4242 4242", cvv: "123", zipCode: "44030" };

describe("the upgrade's payment form", () => {
  it("starts with the person's name, or their username when they gave none", () => {
    const empty = { cardNumber: "", cvv: "", zipCode: "" };
    expect(upgradeDefaults({ username: "nora", firstName: "Nora", lastName: "Vidal" })).toEqual({
      name: "Nora Vidal",
      ...empty,
    });
    expect(upgradeDefaults({ username: "nora", firstName: null, lastName: null })).toEqual({
      name: "nora",
      ...empty,
    });
    expect(upgradeDefaults(null)).toEqual({ name: "", ...empty });
  });

  it("sends the card number as digits", () => {
    expect(toPaymentData(typed)).toEqual({ ...typed, cardNumber: "4242424242424242" });
  });

  it("needs a name, a number, a CVV and a ZIP, or with Stripe only the name", () => {
    expect(upgradePaymentSchema(false).safeParse(toPaymentData(typed)).success).toBe(true);
    for (const field of ["name", "cardNumber", "cvv", "zipCode"] as const) {
      const result = upgradePaymentSchema(false).safeParse(toPaymentData({ ...typed, [field]: " " }));
      expect(result.error?.issues[0]?.message).toBe("Missing Information: Please fill in all payment fields");
    }
    const stripe = upgradePaymentSchema(true);
    expect(stripe.safeParse({ ...typed, cardNumber: "", cvv: "", zipCode: "" }).data).toEqual({
      name: "Nora Vidal",
    });
    expect(stripe.safeParse({ ...typed, name: "" }).success).toBe(false);
  });
});

describe("the upgrade's texts", () => {
  it("price the upgrade at the difference between the tiers, taxed at 8 % like every club charge", () => {
    expect(upgradeTexts("premium", "elite")).toEqual({
      difference: "$100.00/month more",
      charge: [
        { label: "Price difference", amount: "$100.00" },
        { label: "Tax (8%)", amount: "$8.00" },
        { label: "Charged today", amount: "$108.00" },
      ],
      renewal: "Your monthly renewals then charge $214.92 ($199.00 + $15.92 tax).",
      action: "Upgrade for $108.00",
      prices: "$199.00/month, from Premium at $99.00/month",
      benefits: "2 free bottles a month and 15% off every wine.",
    });
    expect(upgradeTexts("essential", "premium")).toMatchObject({
      difference: "$50.00/month more",
      action: "Upgrade for $54.00",
    });
  });

  it("welcome the person to the new tier with the right article", () => {
    expect(welcomeToast("elite")).toEqual({
      title: "Welcome to Elite!",
      description: "You are now an Elite member. Enjoy your new benefits.",
    });
    expect(welcomeToast("premium").description).toBe(
      "You are now a Premium member. Enjoy your new benefits.",
    );
    expect(welcomeToast("essential").description).toBe(
      "You are now an Essential member. Enjoy your new benefits.",
    );
  });
});
