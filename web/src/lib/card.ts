import { type TestPaymentMethodInput, testPaymentMethodInput } from "contracts";
import { passesLuhn } from "contracts/orders/rules";
import { z } from "zod";

/**
 * Card fields as people type them (the checkout's built-in card form and the club's upgrade form):
 * digits only, numbers grouped in fours, MM/YY expiries, and the checkout form's validation.
 */

/** The most digits a card number has (ISO/IEC 7812). */
export const CARD_DIGITS_MAX = 19;
export const CVC_MAX_LENGTH = 4;
export const ZIP_LENGTH = 5;

export function digitsOnly(value: string, max: number): string {
  return value.replace(/\D/g, "").slice(0, max);
}

/** "4242424242424242" -> "4242 4242 4242 4242" (as the person types), at most `maxDigits` digits. */
export function formatCardNumber(value: string, maxDigits = CARD_DIGITS_MAX): string {
  return digitsOnly(value, maxDigits).replace(/(\d{4})(?=\d)/g, "$1 ");
}

/** The characters a formatted number of `digits` digits takes: 16 digits -> 19, 19 digits -> 23. */
export function cardNumberLength(digits: number): number {
  return digits + Math.ceil(digits / 4) - 1;
}

/**
 * "1230" -> "12/30", "4" -> "04" (no month starts with 4). The slash appears with the third digit,
 * so deleting back over it never gets stuck.
 */
export function formatExpiry(value: string): string {
  let digits = digitsOnly(value, 4);
  if (/^[2-9]/.test(digits)) digits = `0${digits}`.slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** A card is good through the last day of its expiry month. */
export function isExpired(expiry: string, now: Date): boolean {
  const match = /^(\d{2})\/(\d{2})$/.exec(expiry.trim());
  if (!match) return false;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  return year < now.getFullYear() || (year === now.getFullYear() && month < now.getMonth() + 1);
}

/** The checkout's built-in card form, as typed. Kept in component state only: never stored or logged. */
export interface CardValues {
  cardNumber: string;
  expiry: string;
  cvc: string;
  name: string;
  zip: string;
}

export type CardField = keyof CardValues;

const cardFields: readonly CardField[] = ["cardNumber", "expiry", "cvc", "name", "zip"];

export const emptyCard: CardValues = { cardNumber: "", expiry: "", cvc: "", name: "", zip: "" };

/** True when nothing of the card itself was typed (number, expiry and CVC all blank). */
export function cardIsEmpty(card: CardValues): boolean {
  return !card.cardNumber.trim() && !card.expiry.trim() && !card.cvc.trim();
}

/** A blank field says it is required, whatever else its rule would say about it. */
const required = (message: string) => z.string().trim().min(1, message);

/**
 * The checkout's card form: the api's own schema, after what the browser can tell before asking
 * the gateway: a blank field is required, the number must pass the Luhn check, and an expiry month
 * must not be in the past. Fields are reported in that order, so each shows its first problem.
 */
export function cardFormSchema(now: Date) {
  const rules = testPaymentMethodInput.shape;
  return z.object({
    cardNumber: required("Card number is required")
      .transform((number) => digitsOnly(number, CARD_DIGITS_MAX))
      .pipe(rules.cardNumber)
      .refine(passesLuhn, "Your card number is invalid."),
    expiry: required("Expiry date is required")
      .pipe(rules.expiry)
      .refine((expiry) => !isExpired(expiry, now), "Your card has expired"),
    cvc: required("CVC is required").pipe(rules.cvc),
    name: required("Cardholder name is required").pipe(rules.name),
    zip: required("Billing ZIP is required").pipe(rules.zip),
  }) satisfies z.ZodType<TestPaymentMethodInput>;
}

/** The card as the api takes it, or the first message for each field that needs one. */
export function validateCard(
  card: CardValues,
  now: Date,
):
  | { success: true; data: TestPaymentMethodInput }
  | { success: false; errors: Partial<Record<CardField, string>> } {
  const result = cardFormSchema(now).safeParse(card);
  if (result.success) return { success: true, data: result.data };
  const errors: Partial<Record<CardField, string>> = {};
  for (const issue of result.error.issues) {
    const field = cardFields.find((key) => key === issue.path[0]);
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return { success: false, errors };
}
