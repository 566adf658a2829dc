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
  /** The provider's customer a saved method belongs to (Stripe), for charges made later. */
  customerId?: string | null;
  /** A renewal charged while the member is away (Stripe: `off_session: true`). */
  offSession?: boolean;
}

/** A payment method kept for renewals: the provider's token and what the member is shown. */
export interface SavedMethod {
  paymentMethodId: string;
  customerId: string | null;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

export type SaveMethodResult = { ok: true; method: SavedMethod } | { ok: false; message: string };

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

export interface RefundRequest {
  /** The payment to give money back on. */
  paymentIntentId: string;
  amountCents: number;
  /** Sent to the provider so a retried refund is never made twice. */
  idempotencyKey: string;
  /** Why, as the staff wrote it (kept in the provider's metadata). */
  reason: string;
}

/**
 * `settled: false` means the provider's answer never arrived (a network failure): the refund may or
 * may not have been made, so it stays on hold until it is asked for again with the same key.
 */
export type RefundResult =
  | { ok: true; refundId: string }
  | { ok: false; settled: true; message: string }
  | { ok: false; settled: false; message: string };

export interface PaymentGateway {
  readonly kind: "test" | "stripe";
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /** Gives back part or all of a payment; never more than was charged on it. */
  refund(request: RefundRequest): Promise<RefundResult>;
  /** Asked before an order left pending is given up: did its charge go through after all? */
  lookup(ref: { orderId: string; idempotencyKey: string }): Promise<PaymentLookup>;
  /**
   * Keeps a payment method for charges made later without the member (Stripe: attached to a
   * Customer, made first when `customerId` is null). Nothing of the card but brand, last 4 and
   * expiry comes back.
   */
  savePaymentMethod(request: {
    paymentMethodId: string;
    email: string;
    customerId: string | null;
  }): Promise<SaveMethodResult>;
  /** The test gateway turns a card into a token; with Stripe, Elements does it in the browser. */
  createTestPaymentMethod?(card: CardDetails):
    | { ok: true; paymentMethodId: string; last4: string; brand: string }
    | {
        ok: false;
        code: DeclineCode;
        message: string;
      };
}
