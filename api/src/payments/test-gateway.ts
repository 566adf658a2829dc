import { randomBytes } from "node:crypto";
import { passesLuhn } from "contracts";
import {
  type CardDetails,
  type ChargeRequest,
  type ChargeResult,
  type DeclineCode,
  declineMessages,
  type PaymentGateway,
  type PaymentLookup,
  type RefundRequest,
  type RefundResult,
  type SaveMethodResult,
} from "./gateway";

/** Stripe's documented test cards and what charging them does. */
const outcomes: Record<string, DeclineCode | "ok"> = {
  "4242424242424242": "ok",
  "4000000000000002": "card_declined",
  "4000000000009995": "insufficient_funds",
  "4000000000000069": "expired_card",
  "4000000000000127": "incorrect_cvc",
};

/** Stripe's ready-made test payment methods work too, for API clients. */
const fixedMethods: Record<string, DeclineCode | "ok"> = {
  pm_card_visa: "ok",
  pm_card_mastercard: "ok",
  pm_card_chargeDeclined: "card_declined",
  pm_card_chargeDeclinedInsufficientFunds: "insufficient_funds",
  pm_card_chargeDeclinedExpiredCard: "expired_card",
  pm_card_chargeDeclinedIncorrectCvc: "incorrect_cvc",
};

const outcomeCodes: (DeclineCode | "ok")[] = [
  "ok",
  "card_declined",
  "insufficient_funds",
  "expired_card",
  "incorrect_cvc",
  "invalid_number",
  "processing_error",
];

const fixedDetails: Record<string, { brand: string; last4: string }> = {
  pm_card_visa: { brand: "visa", last4: "4242" },
  pm_card_mastercard: { brand: "mastercard", last4: "4444" },
  pm_card_chargeDeclined: { brand: "visa", last4: "0002" },
  pm_card_chargeDeclinedInsufficientFunds: { brand: "visa", last4: "9995" },
  pm_card_chargeDeclinedExpiredCard: { brand: "visa", last4: "0069" },
  pm_card_chargeDeclinedIncorrectCvc: { brand: "visa", last4: "0127" },
};

/**
 * A token carries what the gateway needs to charge it later, so a saved method still works after a
 * restart: `pm_test_<random>_<outcome>_<brand>_<last4>_<MMYY>` (the outcome's index, never the number).
 */
const tokenPattern = /^pm_test_[0-9a-f]+_(\d)_([a-z]+)_(\d{4})_(\d{2})(\d{2})$/;

function parseToken(paymentMethodId: string) {
  const match = tokenPattern.exec(paymentMethodId);
  if (!match) return null;
  const outcome = outcomeCodes[Number(match[1])];
  if (!outcome) return null;
  return {
    outcome,
    brand: match[2] ?? "card",
    last4: match[3] ?? "",
    expMonth: Number(match[4]),
    expYear: 2000 + Number(match[5]),
  };
}

function expiryOf(text: string): { month: number; year: number } {
  const match = /^(\d{1,2})\s*\/\s*(\d{2})$/.exec(text.trim());
  const month = Number(match?.[1] ?? 12);
  return { month: month >= 1 && month <= 12 ? month : 12, year: Number(match?.[2] ?? 99) };
}

function brandOf(digits: string): string {
  if (digits.startsWith("4")) return "visa";
  if (/^5[1-5]/.test(digits) || /^2[2-7]/.test(digits)) return "mastercard";
  if (/^3[47]/.test(digits)) return "amex";
  if (digits.startsWith("6")) return "discover";
  return "card";
}

/**
 * The gateway keeps nothing across restarts, so a payment's id carries the amount charged
 * (`pi_test_<random>_<cents>`): a refund after a restart is still checked against it.
 */
function chargedOn(paymentIntentId: string): number | null {
  const match = /^pi_test_[0-9a-f]+_(\d+)$/.exec(paymentIntentId);
  return match ? Number(match[1]) : null;
}

/**
 * The built-in gateway: no network, Stripe's test-card outcomes. Tokens keep only the outcome and
 * the last 4 digits, never the card number. Idempotency keys replay the first result. Refunds are
 * recorded and never add up to more than was charged on a payment.
 */
export class TestGateway implements PaymentGateway {
  readonly kind = "test" as const;
  /** Every charge that went through, for tests to count. */
  readonly charges: { paymentIntentId: string; amountCents: number; idempotencyKey: string }[] = [];
  /** The keys the settling jobs asked about, in order. */
  readonly lookups: string[] = [];
  /** Every refund made, for tests to count. */
  readonly refunds: {
    refundId: string;
    paymentIntentId: string;
    amountCents: number;
    idempotencyKey: string;
  }[] = [];
  private readonly methods = new Map<string, DeclineCode | "ok">();
  private readonly byKey = new Map<string, Promise<ChargeResult>>();
  private readonly refundsByKey = new Map<string, Promise<RefundResult>>();

  constructor(private readonly delayMs = 0) {}

  createTestPaymentMethod(card: CardDetails) {
    const digits = card.cardNumber.replace(/[\s-]/g, "");
    if (!passesLuhn(digits)) {
      return { ok: false as const, code: "invalid_number" as const, message: declineMessages.invalid_number };
    }
    const outcome = outcomes[digits] ?? "ok";
    const expiry = expiryOf(card.expiry);
    const paymentMethodId = [
      `pm_test_${randomBytes(12).toString("hex")}`,
      outcomeCodes.indexOf(outcome),
      brandOf(digits),
      digits.slice(-4),
      `${String(expiry.month).padStart(2, "0")}${String(expiry.year).padStart(2, "0")}`,
    ].join("_");
    this.methods.set(paymentMethodId, outcome);
    return { ok: true as const, paymentMethodId, last4: digits.slice(-4), brand: brandOf(digits) };
  }

  /** What charging a payment method does, or undefined for an unknown one. */
  private outcomeOf(paymentMethodId: string): DeclineCode | "ok" | undefined {
    return (
      this.methods.get(paymentMethodId) ??
      fixedMethods[paymentMethodId] ??
      parseToken(paymentMethodId)?.outcome
    );
  }

  /** Tests turn a saved card bad (or good again) to stage declined renewals. */
  setOutcome(paymentMethodId: string, outcome: DeclineCode | "ok"): void {
    this.methods.set(paymentMethodId, outcome);
  }

  async savePaymentMethod(request: { paymentMethodId: string }): Promise<SaveMethodResult> {
    // The verification Stripe makes when a card is attached: a card that would be declined is not saved.
    const outcome = this.outcomeOf(request.paymentMethodId);
    if (outcome && outcome !== "ok") return { ok: false, code: outcome, message: declineMessages[outcome] };
    const token = parseToken(request.paymentMethodId);
    if (token) {
      const { brand, last4, expMonth, expYear } = token;
      return {
        ok: true,
        method: {
          paymentMethodId: request.paymentMethodId,
          customerId: null,
          brand,
          last4,
          expMonth,
          expYear,
        },
      };
    }
    const fixed = fixedDetails[request.paymentMethodId];
    if (!fixed) return { ok: false, message: "Unknown payment method. Please enter your card again." };
    return {
      ok: true,
      method: {
        paymentMethodId: request.paymentMethodId,
        customerId: null,
        ...fixed,
        expMonth: 12,
        expYear: 2034,
      },
    };
  }

  async lookup(ref: { orderId: string; idempotencyKey: string }): Promise<PaymentLookup> {
    this.lookups.push(ref.idempotencyKey);
    const existing = this.byKey.get(ref.idempotencyKey);
    if (!existing) return { status: "none" };
    const result = await existing;
    return result.ok
      ? { status: "succeeded", paymentIntentId: result.paymentIntentId }
      : { status: "failed" };
  }

  charge(request: ChargeRequest): Promise<ChargeResult> {
    const existing = this.byKey.get(request.idempotencyKey);
    if (existing) return existing;
    const result = this.run(request);
    this.byKey.set(request.idempotencyKey, result);
    return result;
  }

  private async run(request: ChargeRequest): Promise<ChargeResult> {
    if (this.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, this.delayMs));
    const outcome = this.outcomeOf(request.paymentMethodId);
    if (!outcome) {
      return {
        ok: false,
        code: "processing_error",
        message: "Unknown payment method. Please enter your card again.",
      };
    }
    if (outcome !== "ok") return { ok: false, code: outcome, message: declineMessages[outcome] };
    const paymentIntentId = `pi_test_${randomBytes(12).toString("hex")}_${request.amountCents}`;
    this.charges.push({
      paymentIntentId,
      amountCents: request.amountCents,
      idempotencyKey: request.idempotencyKey,
    });
    return { ok: true, paymentIntentId };
  }

  refund(request: RefundRequest): Promise<RefundResult> {
    const existing = this.refundsByKey.get(request.idempotencyKey);
    if (existing) return existing;
    const result = this.runRefund(request);
    this.refundsByKey.set(request.idempotencyKey, result);
    return result;
  }

  private async runRefund(request: RefundRequest): Promise<RefundResult> {
    if (this.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, this.delayMs));
    const charged =
      this.charges.find((c) => c.paymentIntentId === request.paymentIntentId)?.amountCents ??
      chargedOn(request.paymentIntentId);
    if (charged === null) {
      return { ok: false, settled: true, message: "The payment provider has no such payment." };
    }
    const refunded = this.refunds
      .filter((r) => r.paymentIntentId === request.paymentIntentId)
      .reduce((sum, r) => sum + r.amountCents, 0);
    if (request.amountCents <= 0 || refunded + request.amountCents > charged) {
      return {
        ok: false,
        settled: true,
        message: "The payment provider refused the refund: it is more than is left of the payment.",
      };
    }
    const refundId = `re_test_${randomBytes(12).toString("hex")}`;
    this.refunds.push({
      refundId,
      paymentIntentId: request.paymentIntentId,
      amountCents: request.amountCents,
      idempotencyKey: request.idempotencyKey,
    });
    return { ok: true, refundId };
  }
}
