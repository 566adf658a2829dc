import {
  customerInfoSchema,
  type ProcessPaymentInput,
  type RegisterInput,
  registerInput,
  shippingAddressInput,
  type TestPaymentMethodInput,
} from "contracts";
import { shipRefusal } from "contracts/compliance/rules";
import { isValidPhone, PHONE_MESSAGE } from "contracts/phone";
import type { Control } from "react-hook-form";
import { z } from "zod";
import { type CardValues, cardFormSchema, emptyCard } from "../../lib/card";
import { adultDateOfBirth } from "../../lib/date-of-birth";

/** A guest's details (a signed-in customer's come from the account). */
export interface GuestContact {
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
}

export interface ShippingValues {
  /** Collected at the tasting room: no address, no shipping charge, Ohio's tax. */
  pickup: boolean;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  /** Asked here only of signed-in customers (a guest gives it with the contact details). */
  phone: string;
}

/** The checkout form as typed. The card is kept in the form only: never stored or logged. */
export interface CheckoutValues {
  contact: GuestContact;
  /** A guest asks for an account, created with `password` when the order is placed. */
  createAccount: boolean;
  password: string;
  shipping: ShippingValues;
  /** yyyy-MM-dd, asked when the cart holds wine and the buyer has none on file. */
  dateOfBirth: string;
  card: CardValues;
  /** The club checkout's consent to the monthly renewal: unticked until the person ticks it. */
  renewalConsent: boolean;
}

export const emptyContact: GuestContact = { email: "", firstName: "", lastName: "", phone: "" };
export const emptyShipping: ShippingValues = {
  pickup: false,
  address: "",
  city: "",
  state: "",
  zipCode: "",
  phone: "",
};

/** A fresh form, or the one typed before a declined card ("Try Payment Again"); never the card. */
export function checkoutDefaults(
  draft: { contact: GuestContact; shipping: ShippingValues; dateOfBirth?: string } | null,
): CheckoutValues {
  return {
    contact: draft?.contact ?? emptyContact,
    createAccount: false,
    password: "",
    shipping: { ...emptyShipping, ...draft?.shipping },
    dateOfBirth: draft?.dateOfBirth ?? "",
    card: emptyCard,
    renewalConsent: false,
  };
}

/** The card as the order takes it: the test gateway's fields, or the name for Stripe's own element. */
export type CheckoutCard = { kind: "test"; card: TestPaymentMethodInput } | { kind: "stripe"; name: string };

/** What a valid form gives the order. */
export interface CheckoutDetails {
  customerInfo: NonNullable<ProcessPaymentInput["customerInfo"]>;
  /** The e-mail the order is placed with (a guest reads the order back with it). */
  email: string;
  /** A guest who asked for an account: created and signed in before paying. */
  account: RegisterInput | null;
  card: CheckoutCard;
  /** True when the cart holds a membership and the person agreed to its monthly renewal. */
  renewalConsent: boolean;
}

export type CheckoutControl = Control<CheckoutValues, unknown, CheckoutDetails>;

export interface CheckoutSchemaOptions {
  /** The signed-in customer, whose name and e-mail the order uses; null for a guest. */
  customer: { email: string } | null;
  /** Stripe's element takes the card: only the cardholder's name is the form's. */
  stripe: boolean;
  /** Today, for the expiry month. */
  now: Date;
  /** The cart holds a club membership: the renewal consent must be ticked. */
  membership?: boolean;
  /** The cart holds wine (bottles, a gift package or the club): age and state rules apply. */
  wine?: boolean;
  /** The buyer must give a date of birth (a guest, or an account without one). */
  askDateOfBirth?: boolean;
  /** The states the winery ships wine to (null while they load: the server still checks). */
  licensed?: ReadonlySet<string> | null;
}

export const RENEWAL_CONSENT_MESSAGE = "Please agree to the monthly renewal to join the club.";

/** Unticked is refused only when the cart holds a membership (the api refuses it too). */
function consentSchema(membership: boolean) {
  return membership
    ? z.boolean().refine((agreed) => agreed, RENEWAL_CONSENT_MESSAGE)
    : z.boolean().transform(() => false);
}

/**
 * Where the order goes: a pickup needs no address; a shipment needs a full one, in a licensed
 * state when the cart holds wine (the same rule the server applies, said beside the field).
 */
function destinationSchema(wine: boolean, licensed: ReadonlySet<string> | null) {
  return z
    .object({
      pickup: z.boolean(),
      address: z.string(),
      city: z.string(),
      state: z.string(),
      zipCode: z.string(),
    })
    .transform((value, ctx) => {
      if (value.pickup) return { delivery: "pickup" as const };
      const parsed = shippingAddressInput.safeParse(value);
      // Said with the other fields' messages: the state is refused whatever else is missing.
      const refusal =
        wine && licensed && value.state ? shipRefusal(value.state, (s) => licensed.has(s)) : null;
      if (refusal) ctx.addIssue({ code: "custom", message: refusal, path: ["state"] });
      for (const issue of parsed.error?.issues ?? []) ctx.addIssue({ ...issue, code: "custom" });
      if (!parsed.success || refusal) return z.NEVER;
      return parsed.data;
    });
}

/** The date of birth, checked by the age rule on today's New York date; left out when not asked. */
function birthSchema(ask: boolean, now: Date) {
  if (!ask) return z.string().transform(() => undefined);
  return adultDateOfBirth(() => now);
}

/** A blank field reads better as "required" than as "not a valid e-mail/phone". */
const required = (message: string) => z.string().trim().min(1, message);

const guestContact = z.object({
  email: required("E-mail is required").pipe(customerInfoSchema.shape.email),
  firstName: customerInfoSchema.shape.firstName,
  lastName: customerInfoSchema.shape.lastName,
  phone: required("Phone is required").pipe(customerInfoSchema.shape.phone),
});

/** Where the account's fields are typed in the form (its password apart, they are the contact's). */
const accountPath = (field: PropertyKey | undefined) =>
  field === "password" ? ["password"] : ["contact", String(field)];

function cardSchema(stripe: boolean, now: Date): z.ZodType<CheckoutCard> {
  if (stripe) {
    return z
      .object({ name: required("Cardholder name is required") })
      .transform(({ name }) => ({ kind: "stripe" as const, name }));
  }
  return cardFormSchema(now).transform((card) => ({ kind: "test" as const, card }));
}

/**
 * The checkout's rules, from the contracts' schemas. A guest gives contact details and the address
 * (with the account's rules when they ask for one); a signed-in customer gives the address and,
 * if they like, a phone for the courier. Every message goes next to its field.
 */
export function checkoutSchema({
  customer,
  stripe,
  now,
  membership = false,
  wine = false,
  askDateOfBirth = false,
  licensed = null,
}: CheckoutSchemaOptions): z.ZodType<CheckoutDetails> {
  const card = cardSchema(stripe, now);
  const renewalConsent = consentSchema(membership);
  const shipping = destinationSchema(wine, licensed);
  const dateOfBirth = birthSchema(askDateOfBirth && wine, now);
  if (customer) {
    return z
      .object({
        shipping: z.intersection(
          shipping,
          z.object({
            phone: z
              .string()
              .trim()
              .refine((phone) => phone === "" || isValidPhone(phone), PHONE_MESSAGE),
          }),
        ),
        dateOfBirth,
        card,
        renewalConsent,
      })
      .transform(({ shipping: { phone, ...address }, dateOfBirth, card, renewalConsent }) => ({
        customerInfo: { ...address, ...(phone ? { phone } : {}), ...(dateOfBirth ? { dateOfBirth } : {}) },
        email: customer.email,
        account: null,
        card,
        renewalConsent,
      }));
  }
  return z
    .object({
      contact: guestContact,
      shipping,
      dateOfBirth,
      createAccount: z.boolean(),
      password: z.string(),
      card,
      renewalConsent,
    })
    .superRefine(
      ({ contact, createAccount, password }, ctx) => {
        if (!createAccount) return;
        const account = registerInput.safeParse({ ...contact, password });
        for (const issue of account.error?.issues ?? []) {
          ctx.addIssue({ code: "custom", message: issue.message, path: accountPath(issue.path[0]) });
        }
      },
      // The password's message shows with the others, even when another field stopped the parse
      // (a state not chosen, a blank phone).
      { when: () => true },
    )
    .transform(({ contact, shipping, dateOfBirth, createAccount, password, card, renewalConsent }) => ({
      customerInfo: { ...shipping, ...contact, ...(dateOfBirth ? { dateOfBirth } : {}) },
      email: contact.email,
      account: createAccount
        ? {
            email: contact.email,
            password,
            firstName: contact.firstName,
            lastName: contact.lastName,
            ...(dateOfBirth ? { dateOfBirth } : {}),
          }
        : null,
      card,
      renewalConsent,
    }));
}

/**
 * A guest asking for an account left out something it needs: the checkout says "Missing
 * information" rather than "Please check your details".
 */
export function missingAccountInfo({ contact, createAccount, password }: CheckoutValues): boolean {
  return (
    createAccount &&
    (!contact.email.trim() || !password || !contact.firstName.trim() || !contact.lastName.trim())
  );
}
