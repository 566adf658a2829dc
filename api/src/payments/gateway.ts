/** One interface for taking card payments: the offline test gateway or Stripe. */
export type DeclineCode =
  | "card_declined"
  | "insufficient_funds"
  | "expired_card"
  | "incorrect_cvc"
  | "invalid_number"
  | "processing_error";

export const declineMessages: Record<DeclineCode, string> = {
  card_declined: "Your card was declined.",
  insufficient_funds: "Your card has insufficient funds.",
  expired_card: "Your card has expired.",
  incorrect_cvc: "Your card's security code is incorrect.",
  invalid_number: "Your card number is invalid.",
  processing_error: "An error occurred while processing your card. Please try again.",
};

export interface ChargeRequest {
  amountCents: number;
  paymentMethodId: string;
  /** Sent to the provider so a retried request never charges twice. */
  idempotencyKey: string;
  description: string;
  receiptEmail?: string | null;
  metadata: Record<string, string>;
}

export type ChargeResult =
  | { ok: true; paymentIntentId: string }
  | { ok: false; code: DeclineCode; message: string; paymentIntentId?: string };

export interface CardDetails {
  cardNumber: string;
  expiry: string;
  cvc: string;
  name: string;
  zip: string;
}

/** What the provider knows of a checkout's charge, found by its order and idempotency key. */
export type PaymentLookup =
  | { status: "succeeded"; paymentIntentId: string }
  | { status: "processing" }
  | { status: "failed" }
  | { status: "none" };

export interface PaymentGateway {
  readonly kind: "test" | "stripe";
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /** Asked before an order left pending is given up: did its charge go through after all? */
  lookup(ref: { orderId: string; idempotencyKey: string }): Promise<PaymentLookup>;
  /** The test gateway turns a card into a token; with Stripe, Elements does it in the browser. */
  createTestPaymentMethod?(card: CardDetails):
    | { ok: true; paymentMethodId: string; last4: string; brand: string }
    | {
        ok: false;
        code: DeclineCode;
        message: string;
      };
}
