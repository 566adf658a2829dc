import { z } from "zod";

/**
 * One phone rule for the whole site (checkout, reservations, profile): 10 to 15 digits once spaces,
 * dashes, dots, parentheses and a leading + are taken out. Zod-free rule for forms on the first load.
 */
export const PHONE_MESSAGE = "Please enter a valid phone number";
export const PHONE_DIGITS_MIN = 10;
export const PHONE_DIGITS_MAX = 15;
export const PHONE_TEXT_MAX = 30;

export function isValidPhone(text: string): boolean {
  const trimmed = text.trim();
  if (trimmed.length > PHONE_TEXT_MAX) return false;
  const digits = trimmed.replace(/^\+/, "").replace(/[\s\-.()]/g, "");
  return /^\d+$/.test(digits) && digits.length >= PHONE_DIGITS_MIN && digits.length <= PHONE_DIGITS_MAX;
}

/**
 * A phone number as a `tel:` link the staff tap to call: its digits, with the US country code when
 * it was written as a 10-digit US number; null when it is no valid number.
 */
export function telHref(text: string | null | undefined): string | null {
  if (!text || !isValidPhone(text)) return null;
  const trimmed = text.trim();
  const digits = trimmed.replace(/\D/g, "");
  if (trimmed.startsWith("+")) return `tel:+${digits}`;
  if (digits.length === 10) return `tel:+1${digits}`;
  if (digits.length === 11 && digits.startsWith("1")) return `tel:+${digits}`;
  return `tel:${digits}`;
}

export const phoneSchema = z.string({ error: PHONE_MESSAGE }).trim().refine(isValidPhone, PHONE_MESSAGE);
