import type { Context as HonoContext } from "hono";
import type Stripe from "stripe";
import { declineMessages } from "../../payments/gateway";
import { markFailedByProvider, markPaidByProvider } from "./order-payments";
import type { OrderDeps } from "./orders.service";

export interface WebhookDeps extends OrderDeps {
  stripe: Stripe;
  secret: string;
}

/**
 * POST /api/webhooks/stripe: the raw body is verified with the endpoint's signing secret before
 * anything is read from it; a tampered or unsigned event is a 400 and changes nothing.
 */
export function stripeWebhook(deps: WebhookDeps) {
  return async (c: HonoContext) => {
    const raw = await c.req.text();
    let event: Stripe.Event;
    try {
      event = deps.stripe.webhooks.constructEvent(raw, c.req.header("stripe-signature") ?? "", deps.secret);
    } catch {
      return c.json({ message: "Invalid Stripe signature", code: "BAD_REQUEST" }, 400);
    }
    if (event.type === "payment_intent.succeeded") {
      const intent = event.data.object;
      const orderId = intent.metadata?.orderId;
      if (orderId) await markPaidByProvider(deps, orderId, intent.id);
    } else if (event.type === "payment_intent.payment_failed") {
      const intent = event.data.object;
      const orderId = intent.metadata?.orderId;
      const code =
        intent.last_payment_error?.decline_code ?? intent.last_payment_error?.code ?? "card_declined";
      const message =
        code in declineMessages
          ? declineMessages[code as keyof typeof declineMessages]
          : declineMessages.card_declined;
      if (orderId) await markFailedByProvider(deps, orderId, `${code}: ${message}`);
    }
    return c.json({ received: true });
  };
}
