import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import type { ProcessPaymentInput, RegisterInput, TestPaymentMethodInput } from "contracts";
import { useCallback, useRef, useState } from "react";
import { toast } from "../../components/ui/toast";
import { type AuthToasts, useAuth } from "../../lib/auth";
import { useRefreshCart } from "../../lib/cart";
import { trpc } from "../../lib/trpc";
import type { StripeMethodResult } from "../../lib/use-stripe-card";
import { clearCheckoutDraft } from "./checkout-draft";
import { type CheckoutFailure, checkoutFailure } from "./checkout-errors";
import { checkoutLoginToasts } from "./checkout-sign-in";

/** The fail page is told a code only: it shows the code's own text (contracts/orders/payment-failures). */
const PROCESSING_ERROR = { error: "processing_error" };

/** Network retries of one attempt (same idempotency key, so the card is never charged twice). */
const NETWORK_RETRIES = 2;
const RETRY_DELAY_MS = 800;

const registerToasts: AuthToasts = {
  success: null,
  failure: ({ code, message }) => ({
    title: "Registration failed",
    description:
      code === "CONFLICT" && message
        ? `${message}. Sign in instead, or use another e-mail.`
        : "Unable to create account. Please try again.",
  }),
};

const afterRegisterToasts: AuthToasts = {
  success: { title: "Account created", description: "You are signed in. Placing your order now." },
  failure: checkoutLoginToasts.failure,
};

/** A key per checkout attempt: random, and fine on plain-http hosts where randomUUID is missing. */
function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export type PaymentMethodSource =
  | { kind: "test"; card: TestPaymentMethodInput }
  | { kind: "stripe"; create: () => Promise<StripeMethodResult> };

export interface OrderRequest {
  /** The total the person saw, in cents: the server refuses the payment when its own differs. */
  amountCents: number;
  customerInfo: NonNullable<ProcessPaymentInput["customerInfo"]>;
  /** The e-mail the order is placed with (a guest reads the order back with it). */
  email: string;
  /** A guest who asked for an account: created and signed in before paying. */
  account: RegisterInput | null;
  paymentMethod: PaymentMethodSource;
  /** The person ticked the club's renewal consent (sent only when they did). */
  renewalConsent: boolean;
}

/**
 * Places the order: creates the account if asked, turns the card into a payment method, charges
 * through `orders.processPayment`, then goes to the success or fail page. Runs one attempt at a time.
 */
export function usePlaceOrder() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { register, login } = useAuth();
  const createTestMethod = useMutation(trpc.orders.createTestPaymentMethod.mutationOptions());
  const processPayment = useMutation(trpc.orders.processPayment.mutationOptions());
  const running = useRef(false);
  const [processing, setProcessing] = useState(false);

  const refreshCart = useRefreshCart();

  const goToFail = useCallback(
    (search: { error: string }) => navigate({ to: "/order-fail", search }),
    [navigate],
  );

  /** A payment method id, or null when the person was told why not (or sent to the fail page). */
  const paymentMethodId = useCallback(
    async (source: PaymentMethodSource): Promise<string | null> => {
      if (source.kind === "stripe") {
        let result: StripeMethodResult;
        try {
          result = await source.create();
        } catch {
          await goToFail(PROCESSING_ERROR);
          return null;
        }
        if (result.ok) return result.paymentMethodId;
        if (result.kind === "not-ready") {
          toast({
            title: "Payment system not ready",
            description: "Please wait a moment and try again.",
            variant: "destructive",
          });
        } else {
          toast({ title: "Payment failed", description: result.message, variant: "destructive" });
        }
        return null;
      }
      try {
        const method = await createTestMethod.mutateAsync(source.card);
        return method.paymentMethodId;
      } catch (error) {
        const failure = checkoutFailure(error);
        if (failure.kind === "network") {
          await goToFail(PROCESSING_ERROR);
        } else {
          toast({
            title: "Payment failed",
            description:
              "message" in failure && failure.message ? failure.message : "Your card could not be used.",
            variant: "destructive",
          });
        }
        return null;
      }
    },
    [createTestMethod, goToFail],
  );

  const handleFailure = useCallback(
    async (failure: CheckoutFailure) => {
      switch (failure.kind) {
        case "network":
          await goToFail(PROCESSING_ERROR);
          return;
        case "declined":
          await goToFail({ error: failure.reason });
          return;
        case "conflict":
          // Stay on the page with the server's current numbers.
          await refreshCart();
          if (failure.outOfStock) {
            toast({ title: "Out of stock", description: failure.message, variant: "destructive" });
          } else {
            toast({
              title: failure.cartChanged ? "Order total updated" : "Please review your order",
              description: failure.message,
              variant: "destructive",
            });
          }
          return;
        case "invalid":
          toast({ title: "Please check your details", description: failure.message, variant: "destructive" });
          return;
        case "failed":
          await goToFail({ error: failure.reason ?? "payment_failed" });
      }
    },
    [goToFail, refreshCart],
  );

  const placeOrder = useCallback(
    async (request: OrderRequest) => {
      if (running.current) return;
      running.current = true;
      setProcessing(true);
      try {
        if (request.account) {
          const created = await register(request.account, registerToasts);
          if (!created) return;
          const signedIn = await login(
            { email: request.account.email, password: request.account.password },
            afterRegisterToasts,
          );
          if (!signedIn) return;
        }

        const methodId = await paymentMethodId(request.paymentMethod);
        if (!methodId) return;

        // Signed in now, the new account's name and e-mail are used: send only the address and phone.
        const { address, city, state, zipCode, phone } = request.customerInfo;
        const input: ProcessPaymentInput = {
          paymentMethodId: methodId,
          amount: request.amountCents,
          customerInfo: request.account ? { address, city, state, zipCode, phone } : request.customerInfo,
          // The cart's own coupon is used: it lives on the server with the cart.
          ...(request.renewalConsent ? { renewalConsent: true } : {}),
          idempotencyKey: newIdempotencyKey(),
        };
        for (let attempt = 0; ; attempt++) {
          try {
            const result = await processPayment.mutateAsync(input);
            clearCheckoutDraft();
            await navigate({
              to: "/order-success",
              search: { order: result.orderId, token: result.orderToken },
            });
            // The cart is empty now (header badge to 0); a paid membership changes the account too.
            void refreshCart();
            void queryClient.invalidateQueries(trpc.auth.me.pathFilter());
            return;
          } catch (error) {
            const failure = checkoutFailure(error);
            if (failure.kind === "network" && attempt < NETWORK_RETRIES) {
              // Same attempt, same key: if the first request did reach the server, this replays its answer.
              await wait(RETRY_DELAY_MS * (attempt + 1));
              continue;
            }
            await handleFailure(failure);
            return;
          }
        }
      } finally {
        running.current = false;
        setProcessing(false);
      }
    },
    [register, login, paymentMethodId, processPayment, navigate, refreshCart, queryClient, handleFailure],
  );

  return { placeOrder, processing };
}
