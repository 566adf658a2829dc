import { type TestPaymentMethodInput, testPaymentMethodInput } from "contracts";
import { passesLuhn } from "contracts/orders/rules";
import { type FieldErrors, validate } from "./forms";

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

export const emptyCard: CardValues = { cardNumber: "", expiry: "", cvc: "", name: "", zip: "" };

/** True when nothing of the card itself was typed (number, expiry and CVC all blank). */
export function cardIsEmpty(card: CardValues): boolean {
  return !card.cardNumber.trim() && !card.expiry.trim() && !card.cvc.trim();
}

const requiredMessages: Record<CardField, string> = {
  cardNumber: "Card number is required",
  expiry: "Expiry date is required",
  cvc: "CVC is required",
  name: "Cardholder name is required",
  zip: "Billing ZIP is required",
};

/**
 * Checks the card form with the api's own schema, plus what the browser can tell before asking the
 * gateway: the Luhn check of the number and an expiry month in the past.
 */
export function validateCard(
  card: CardValues,
  now: Date,
): { success: true; data: TestPaymentMethodInput } | { success: false; errors: FieldErrors<CardField> } {
  const values = { ...card, cardNumber: digitsOnly(card.cardNumber, CARD_DIGITS_MAX) };
  const result = validate(testPaymentMethodInput, values);
  const errors: FieldErrors<CardField> = result.success ? {} : { ...result.errors };
  for (const field of Object.keys(requiredMessages) as CardField[]) {
    if (!values[field].trim()) errors[field] = requiredMessages[field];
  }
  if (!errors.cardNumber && !passesLuhn(values.cardNumber))
    errors.cardNumber = "Your card number is invalid.";
  if (!errors.expiry && isExpired(values.expiry, now)) errors.expiry = "Your card has expired";
  if (result.success && Object.keys(errors).length === 0) return { success: true, data: result.data };
  return { success: false, errors };
}
