/** One interface for taking card payments: the offline test gateway or Stripe. */
import type { DeclineCode } from "contracts/orders/payment-failures";

// The codes and their texts live in contracts: the order-fail page shows the same ones.
export { type DeclineCode, declineMessages } from "contracts/orders/payment-failures";

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

/**
 * A refused save: `code` is set when the card itself was declined by the verification (the member
 * is told why, 402), and absent when the method is unknown or the provider failed.
 */
export type SaveMethodResult =
  | { ok: true; method: SavedMethod }
  | { ok: false; message: string; code?: DeclineCode };

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
   * Customer, made first when `customerId` is null), verifying the card as it is saved: a card that
   * would be declined is refused here (Stripe checks it when attaching; the test gateway refuses its
   * decline cards), never saved to fail at the next renewal. Nothing of the card but brand, last 4
   * and expiry comes back.
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
