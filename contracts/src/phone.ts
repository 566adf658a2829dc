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

export const phoneSchema = z.string({ error: PHONE_MESSAGE }).trim().refine(isValidPhone, PHONE_MESSAGE);
