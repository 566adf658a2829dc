import { TRPCClientError } from "@trpc/client";

/** The api's message when the amount sent is not the cart's total any more. */
const CART_CHANGED = "Your cart changed. Please review your order total.";

export type CheckoutFailure =
  /** No answer from the server (network down, a proxy error page): the request may be retried. */
  | { kind: "network" }
  /** 402: the card was declined or could not be used; `reason` is card_declined, expired_card, ... */
  | { kind: "declined"; reason: string; message: string }
  /** 409: the total changed, an item ran out, the coupon no longer applies, a payment is still running. */
  | { kind: "conflict"; outOfStock: boolean; cartChanged: boolean; message: string }
  /** 400: the first field problem. */
  | { kind: "invalid"; message: string }
  /** Any other answer (500, 404 ...). */
  | { kind: "failed"; reason: string | undefined; message: string | undefined };

function text(value: unknown, key: string): string | undefined {
  if (typeof value !== "object" || value === null || !(key in value)) return undefined;
  const field: unknown = (value as Record<string, unknown>)[key];
  return typeof field === "string" ? field : undefined;
}

/** What went wrong with a checkout call, read from the server's error shape. */
export function checkoutFailure(error: unknown): CheckoutFailure {
  if (!(error instanceof TRPCClientError) || !error.shape) return { kind: "network" };
  const data: unknown = error.data;
  const code = text(data, "code");
  const reason = text(data, "reason");
  const message = error.message || undefined;
  if (code === "PAYMENT_REQUIRED" || reason) {
    return {
      kind: "declined",
      reason: reason ?? "payment_failed",
      message: message ?? "Payment could not be processed",
    };
  }
  if (code === "CONFLICT") {
    const said = message ?? CART_CHANGED;
    return {
      kind: "conflict",
      outOfStock: /out of stock/i.test(said),
      cartChanged: said === CART_CHANGED,
      message: said,
    };
  }
  if (code === "BAD_REQUEST") return { kind: "invalid", message: message ?? "Please check your details." };
  return { kind: "failed", reason: undefined, message };
}
