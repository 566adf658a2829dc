import { describe, expect, it } from "vitest";
import { emptyCard } from "../../lib/card";
import {
  type CheckoutValues,
  checkoutDefaults,
  checkoutSchema,
  emptyContact,
  emptyShipping,
  missingAccountInfo,
} from "./checkout-values";

const june2026 = new Date(2026, 5, 15);
const card = {
  cardNumber: "4242 4242 4242 4242",
  expiry: "12/30",
  cvc: "123",
  name: "Ada Vine",
  zip: "44030",
};
const shipping = {
  pickup: false,
  address: "12 Lake Road",
  city: "Conneaut",
  state: "OH",
  zipCode: "44030",
  phone: "",
};
const contact = {
  email: " Ada.Vine@Example.test ",
  firstName: "Ada",
  lastName: "Vine",
  phone: "(440) 555-0100",
};
const guest: CheckoutValues = {
  contact,
  createAccount: false,
  password: "",
  shipping,
  dateOfBirth: "",
  card,
  renewalConsent: false,
};

const guestSchema = checkoutSchema({ customer: null, stripe: false, now: june2026 });
const customerSchema = checkoutSchema({
  customer: { email: "ada@example.test" },
  stripe: false,
  now: june2026,
});

/** The first message of each field, keyed by its path in the form. */
function messages(result: ReturnType<typeof guestSchema.safeParse>): Record<string, string> {
  const found: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) {
    const path = issue.path.join(".");
    found[path] ??= issue.message;
  }
  return found;
}

describe("the checkout form", () => {
  it("starts empty, or with what was typed before a declined card but never the card", () => {
    expect(checkoutDefaults(null)).toEqual({
      contact: emptyContact,
      createAccount: false,
      password: "",
      shipping: emptyShipping,
      dateOfBirth: "",
      card: emptyCard,
      renewalConsent: false,
    });
    const draft = { contact, shipping };
    expect(checkoutDefaults(draft)).toMatchObject({ ...draft, card: emptyCard, password: "" });
  });

  it("sends a guest's details as the api reads them, with the card's digits only", () => {
    const result = guestSchema.safeParse(guest);
    expect(result.data).toEqual({
      customerInfo: {
        email: "ada.vine@example.test",
        firstName: "Ada",
        lastName: "Vine",
        phone: "(440) 555-0100",
        address: "12 Lake Road",
        city: "Conneaut",
        state: "OH",
        zipCode: "44030",
      },
      email: "ada.vine@example.test",
      account: null,
      card: { kind: "test", card: { ...card, cardNumber: "4242424242424242" } },
      renewalConsent: false,
    });
  });

  it("tells a guest what each blank field needs, blank e-mail and phone as required", () => {
    const result = guestSchema.safeParse(checkoutDefaults(null));
    expect(messages(result)).toEqual({
      "contact.email": "E-mail is required",
      "contact.firstName": "First name is required",
      "contact.lastName": "Last name is required",
      "contact.phone": "Phone is required",
      "shipping.address": "Street address is required",
      "shipping.city": "City is required",
      "shipping.state": "Choose a state",
      "shipping.zipCode": "ZIP code must be 5 digits",
      "card.cardNumber": "Card number is required",
      "card.expiry": "Expiry date is required",
      "card.cvc": "CVC is required",
      "card.name": "Cardholder name is required",
      "card.zip": "Billing ZIP is required",
    });
  });

  it("checks what was typed with the contracts' rules", () => {
    const result = guestSchema.safeParse({
      ...guest,
      contact: { ...contact, email: "ada@", phone: "555" },
      card: { ...card, cardNumber: "4242 4242 4242 4241", expiry: "05/26" },
    });
    expect(messages(result)).toEqual({
      "contact.email": "Please enter a valid e-mail address",
      "contact.phone": "Please enter a valid phone number",
      "card.cardNumber": "Your card number is invalid.",
      "card.expiry": "Your card has expired",
    });
  });

  it("creates a guest's account with the account's password rule", () => {
    const short = guestSchema.safeParse({ ...guest, createAccount: true, password: "short" });
    expect(messages(short)).toEqual({ password: "Password must be at least 8 characters" });

    // Beside every other message, even when a field stops the parse (no state chosen, no phone).
    const blank = guestSchema.safeParse({
      ...checkoutDefaults(null),
      createAccount: true,
      password: "short",
    });
    expect(messages(blank)).toMatchObject({
      "contact.phone": "Phone is required",
      "shipping.state": "Choose a state",
      password: "Password must be at least 8 characters",
    });

    const ok = guestSchema.safeParse({ ...guest, createAccount: true, password: "vineyard-walk-1968" });
    expect(ok.data?.account).toEqual({
      email: "ada.vine@example.test",
      password: "vineyard-walk-1968",
      firstName: "Ada",
      lastName: "Vine",
    });
  });

  it("asks a signed-in customer for the address only, the phone being optional", () => {
    const values = { ...guest, contact: emptyContact };
    expect(customerSchema.safeParse(values).data).toEqual({
      customerInfo: { address: "12 Lake Road", city: "Conneaut", state: "OH", zipCode: "44030" },
      email: "ada@example.test",
      account: null,
      card: { kind: "test", card: { ...card, cardNumber: "4242424242424242" } },
      renewalConsent: false,
    });
    const withPhone = customerSchema.safeParse({
      ...values,
      shipping: { ...shipping, phone: " 440 555 0100 " },
    });
    expect(withPhone.data?.customerInfo.phone).toBe("440 555 0100");
    const badPhone = customerSchema.safeParse({ ...values, shipping: { ...shipping, phone: "12" } });
    expect(messages(badPhone)).toEqual({ "shipping.phone": "Please enter a valid phone number" });
  });

  it("leaves the card to Stripe's element except for the cardholder's name", () => {
    const stripe = checkoutSchema({ customer: null, stripe: true, now: june2026 });
    const values = { ...guest, card: { ...emptyCard, name: " Ada Vine " } };
    expect(stripe.safeParse(values).data?.card).toEqual({ kind: "stripe", name: "Ada Vine" });
    expect(messages(stripe.safeParse({ ...guest, card: emptyCard }))).toEqual({
      "card.name": "Cardholder name is required",
    });
  });

  it("says information is missing when an account is asked for without what it needs", () => {
    expect(missingAccountInfo(guest)).toBe(false);
    expect(missingAccountInfo({ ...guest, createAccount: true })).toBe(true);
    expect(missingAccountInfo({ ...guest, createAccount: true, password: "vineyard-walk-1968" })).toBe(false);
    expect(
      missingAccountInfo({
        ...guest,
        createAccount: true,
        password: "vineyard-walk-1968",
        contact: { ...contact, lastName: " " },
      }),
    ).toBe(true);
  });
});

describe("the club checkout's renewal consent", () => {
  const member = { ...guest, contact: emptyContact };
  const clubSchema = checkoutSchema({
    customer: { email: "ada@example.test" },
    stripe: false,
    now: june2026,
    membership: true,
  });

  it("refuses an unticked consent when the cart holds a membership, next to the box", () => {
    expect(messages(clubSchema.safeParse(member))).toEqual({
      renewalConsent: "Please agree to the monthly renewal to join the club.",
    });
    const agreed = clubSchema.safeParse({ ...member, renewalConsent: true });
    expect(agreed.success && agreed.data.renewalConsent).toBe(true);
  });

  it("asks nothing of an order without a membership, and never sends a consent for it", () => {
    const result = customerSchema.safeParse({ ...member, renewalConsent: true });
    expect(result.success && result.data.renewalConsent).toBe(false);
  });
});

describe("the checkout form's wine rules", () => {
  const wineSchema = checkoutSchema({
    customer: null,
    stripe: false,
    now: new Date("2026-06-15T16:00:00Z"),
    wine: true,
    askDateOfBirth: true,
    licensed: new Set(["OH", "PA"]),
  });

  it("asks a guest's date of birth and refuses anyone under 21 beside the field", () => {
    expect(messages(wineSchema.safeParse(guest))).toEqual({
      dateOfBirth: "Enter your date of birth: buying wine needs someone 21 or older.",
    });
    expect(messages(wineSchema.safeParse({ ...guest, dateOfBirth: "2005-06-16" }))).toEqual({
      dateOfBirth: "You must be 21 or older to buy wine.",
    });
    const adult = wineSchema.safeParse({ ...guest, dateOfBirth: "2005-06-15" });
    expect(adult.data?.customerInfo).toMatchObject({ state: "OH", dateOfBirth: "2005-06-15" });
  });

  it("says at once that wine cannot go to an unlicensed state, and takes a pickup without an address", () => {
    const utah = { ...guest, dateOfBirth: "1980-01-01", shipping: { ...shipping, state: "UT" } };
    expect(messages(wineSchema.safeParse(utah))).toEqual({ "shipping.state": "We can't ship wine to UT." });
    const pickup = wineSchema.safeParse({
      ...guest,
      dateOfBirth: "1980-01-01",
      shipping: { ...emptyShipping, pickup: true },
    });
    expect(pickup.data?.customerInfo).toEqual({
      delivery: "pickup",
      email: "ada.vine@example.test",
      firstName: "Ada",
      lastName: "Vine",
      phone: "(440) 555-0100",
      dateOfBirth: "1980-01-01",
    });
  });
});
