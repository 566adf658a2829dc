import { orders } from "db";
import { and, eq, lt } from "drizzle-orm";
import type { PaymentGateway, PaymentLookup } from "../../payments/gateway";
import { isClaimed } from "../../shared/claims";
import { paymentClaim } from "./checkout.service";
import { markFailedByProvider, markPaidByProvider } from "./order-payments";
import type { OrderDeps } from "./orders.service";

/** How long a checkout may stay between "stock taken" and "paid" before it is settled. */
export const PENDING_TIMEOUT_MS = 30 * 60 * 1000;
const ABANDONED = "payment_timeout: The payment was not completed within 30 minutes.";

/**
 * The job for orders left `pending` 30 minutes (the server stopped mid-checkout, the gateway did not
 * answer): the gateway is asked first, so a charge that did go through confirms its order; otherwise
 * the order is cancelled and its stock and coupon use come back.
 */
export async function settlePendingOrders(
  deps: OrderDeps & { payments: PaymentGateway },
  now: Date,
): Promise<{ confirmed: number; cancelled: number; waiting: number }> {
  const cutoff = new Date(now.getTime() - PENDING_TIMEOUT_MS).toISOString();
  const stale = await deps.db
    .select({ id: orders.id, idempotencyKey: orders.idempotencyKey })
    .from(orders)
    .where(and(eq(orders.status, "pending"), lt(orders.createdAt, cutoff)));
  const tally = { confirmed: 0, cancelled: 0, waiting: 0 };
  for (const order of stale) {
    // A checkout still waiting for its charge, in any process, settles itself.
    if (await isClaimed(deps.db, paymentClaim(order.id).key, now)) {
      tally.waiting++;
      continue;
    }
    let found: PaymentLookup;
    try {
      found = await deps.payments.lookup({ orderId: order.id, idempotencyKey: order.idempotencyKey ?? "" });
    } catch (error) {
      console.error(
        "Asking the payment provider about a pending order failed:",
        error instanceof Error ? error.name : error,
      );
      tally.waiting++;
      continue;
    }
    if (found.status === "succeeded") {
      if (await markPaidByProvider(deps, order.id, found.paymentIntentId)) tally.confirmed++;
    } else if (found.status === "processing") {
      tally.waiting++;
    } else if (await markFailedByProvider(deps, order.id, ABANDONED)) {
      tally.cancelled++;
    }
  }
  return tally;
}
