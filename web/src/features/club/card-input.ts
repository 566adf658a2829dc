/** The upgrade form's card fields (part 1 §5): digits only, with the spec's maximum lengths. */

export const CARD_NUMBER_MAX_LENGTH = 19;
export const CVV_MAX_LENGTH = 4;
export const ZIP_MAX_LENGTH = 5;

export function digitsOnly(value: string, max: number): string {
  return value.replace(/\D/g, "").slice(0, max);
}

/** "4242424242424242" -> "4242 4242 4242 4242": groups of four, at most 19 characters. */
export function formatCardNumber(value: string): string {
  // 16 digits and their 3 spaces fill the 19 characters.
  return digitsOnly(value, 16)
    .replace(/(\d{4})(?=\d)/g, "$1 ")
    .slice(0, CARD_NUMBER_MAX_LENGTH);
}
