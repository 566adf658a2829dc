import Stripe from "stripe";
import {
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

const knownCodes = new Set<string>(Object.keys(declineMessages));

function declineCodeOf(error: { code?: string; decline_code?: string }): DeclineCode {
  const code = error.decline_code && knownCodes.has(error.decline_code) ? error.decline_code : error.code;
  return code && knownCodes.has(code) ? (code as DeclineCode) : "card_declined";
}

export interface StripeOptions {
  secretKey: string;
  /** Tests point the SDK at a local fake Stripe. */
  host?: string;
  port?: number;
  protocol?: "http" | "https";
}

/** PaymentIntents confirmed on the server with the payment method Stripe Elements created. */
export class StripeGateway implements PaymentGateway {
  readonly kind = "stripe" as const;
  readonly stripe: Stripe;

  constructor(options: StripeOptions) {
    this.stripe = new Stripe(options.secretKey, {
      maxNetworkRetries: 1,
      timeout: 20_000,
      ...(options.host
        ? { host: options.host, port: options.port, protocol: options.protocol ?? "https" }
        : {}),
    });
  }

  async charge(request: ChargeRequest): Promise<ChargeResult> {
    try {
      const intent = await this.stripe.paymentIntents.create(
        {
          amount: request.amountCents,
          currency: "usd",
          payment_method: request.paymentMethodId,
          confirm: true,
          ...(request.customerId ? { customer: request.customerId } : {}),
          // A renewal is charged with the member away: off-session, confirmed at once, no redirects.
          ...(request.offSession
            ? { off_session: true, payment_method_types: ["card"] }
            : { automatic_payment_methods: { enabled: true, allow_redirects: "never" as const } }),
          description: request.description,
          receipt_email: request.receiptEmail ?? undefined,
          metadata: request.metadata,
        },
        { idempotencyKey: request.idempotencyKey },
      );
      if (intent.status === "succeeded" || intent.status === "processing") {
        return { ok: true, paymentIntentId: intent.id };
      }
      return {
        ok: false,
        code: "card_declined",
        message: declineMessages.card_declined,
        paymentIntentId: intent.id,
      };
    } catch (error) {
      if (error instanceof Stripe.errors.StripeCardError) {
        const code = declineCodeOf(error);
        return { ok: false, code, message: declineMessages[code] };
      }
      // Never echo the provider's raw error (it may quote request details); log the type only.
      console.error("Stripe charge failed:", error instanceof Error ? error.name : "unknown error");
      return { ok: false, code: "processing_error", message: declineMessages.processing_error };
    }
  }

  /**
   * A Customer (made on first use) with the PaymentMethod attached, so renewals can be charged
   * off-session; only the card's brand, last 4 and expiry are read back.
   */
  async savePaymentMethod(request: {
    paymentMethodId: string;
    email: string;
    customerId: string | null;
  }): Promise<SaveMethodResult> {
    try {
      const customerId =
        request.customerId ?? (await this.stripe.customers.create({ email: request.email })).id;
      const method = await this.stripe.paymentMethods.attach(request.paymentMethodId, {
        customer: customerId,
      });
      await this.stripe.customers.update(customerId, {
        invoice_settings: { default_payment_method: method.id },
      });
      return {
        ok: true,
        method: {
          paymentMethodId: method.id,
          customerId,
          brand: method.card?.brand ?? "card",
          last4: method.card?.last4 ?? "",
          expMonth: method.card?.exp_month ?? 0,
          expYear: method.card?.exp_year ?? 0,
        },
      };
    } catch (error) {
      console.error("Stripe could not save the card:", error instanceof Error ? error.name : "unknown error");
      if (error instanceof Stripe.errors.StripeCardError) {
        // Stripe verifies the card when attaching it: a decline is the member's to hear (402).
        const code = declineCodeOf(error);
        return { ok: false, code, message: declineMessages[code] };
      }
      return { ok: false, message: "We could not save this card. Please try another one." };
    }
  }

  /**
   * The PaymentIntent made for an order, found by the order id in its metadata (the server may have
   * stopped between charging and recording the answer).
   */
  async lookup(ref: { orderId: string; idempotencyKey: string }): Promise<PaymentLookup> {
    const found = await this.stripe.paymentIntents.search({
      query: `metadata['orderId']:'${ref.orderId.replace(/[^A-Za-z0-9_-]/g, "")}'`,
      limit: 10,
    });
    const intents = found.data;
    const succeeded = intents.find((i) => i.status === "succeeded");
    if (succeeded) return { status: "succeeded", paymentIntentId: succeeded.id };
    if (intents.some((i) => i.status === "processing" || i.status === "requires_capture")) {
      return { status: "processing" };
    }
    return intents.length > 0 ? { status: "failed" } : { status: "none" };
  }

  /**
   * A Refund on the PaymentIntent with the request's idempotency key, so asking again (after a lost
   * answer) never refunds twice. Stripe's own refusals settle the refund as failed; a lost connection
   * leaves it on hold.
   */
  async refund(request: RefundRequest): Promise<RefundResult> {
    try {
      const refund = await this.stripe.refunds.create(
        {
          payment_intent: request.paymentIntentId,
          amount: request.amountCents,
          metadata: { reason: request.reason.slice(0, 500) },
        },
        { idempotencyKey: request.idempotencyKey },
      );
      if (refund.status === "failed" || refund.status === "canceled") {
        return { ok: false, settled: true, message: "The payment provider could not make the refund." };
      }
      return { ok: true, refundId: refund.id };
    } catch (error) {
      console.error(
        "Stripe refund failed:",
        error instanceof Stripe.errors.StripeError ? error.type : "unknown error",
      );
      if (
        error instanceof Stripe.errors.StripeInvalidRequestError ||
        error instanceof Stripe.errors.StripeCardError
      ) {
        return {
          ok: false,
          settled: true,
          message: "The payment provider refused the refund (it may exceed what is left of the payment).",
        };
      }
      return {
        ok: false,
        settled: false,
        message: "The payment provider did not answer. The refund is on hold: try it again in a moment.",
      };
    }
  }
}
