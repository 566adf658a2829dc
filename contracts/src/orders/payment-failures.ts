/**
 * Why a payment failed, as a code the api answers and the order-fail page's address carries, and the
 * one text each code shows. Zod-free: the order-fail page imports it on its first load. The page
 * shows these texts only, never words taken from its address (anyone can write a link).
 */
export const declineCodes = [
  "card_declined",
  "insufficient_funds",
  "expired_card",
  "incorrect_cvc",
  "invalid_number",
  "processing_error",
] as const;
export type DeclineCode = (typeof declineCodes)[number];

export const declineMessages: Record<DeclineCode, string> = {
  card_declined: "Your card was declined.",
  insufficient_funds: "Your card has insufficient funds.",
  expired_card: "Your card has expired.",
  incorrect_cvc: "Your card's security code is incorrect.",
  invalid_number: "Your card number is invalid.",
  processing_error: "An error occurred while processing your card. Please try again.",
};

/** What the fail page says without a code, or with one it does not know. */
export const PAYMENT_FAILED_MESSAGE =
  "Your payment could not be processed. This can happen because of insufficient funds, an expired card, or a temporary issue with the payment processor.";

export function isDeclineCode(code: unknown): code is DeclineCode {
  return typeof code === "string" && (declineCodes as readonly string[]).includes(code);
}

/** The fail page's words for a code from its address: a known code's text, or the general one. */
export function paymentFailure(code: unknown): { code: DeclineCode | null; message: string } {
  return isDeclineCode(code)
    ? { code, message: declineMessages[code] }
    : { code: null, message: PAYMENT_FAILED_MESSAGE };
}
