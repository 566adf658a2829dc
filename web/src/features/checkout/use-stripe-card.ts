import { useCallback, useEffect, useRef, useState } from "react";
import { loadStripe, type StripeBillingDetails, type StripeCardElement, type StripeClient } from "./stripe";

export type StripeCardStatus = "loading" | "ready" | "failed";

export type StripeMethodResult =
  | { ok: true; paymentMethodId: string }
  | { ok: false; kind: "not-ready" }
  | { ok: false; kind: "provider"; message: string };

export interface StripeCard {
  status: StripeCardStatus;
  /** Stripe's own check: number, expiry, CVC and ZIP all entered and plausible. */
  complete: boolean;
  empty: boolean;
  /** Stripe's message about what was typed ("Your card number is incomplete."). */
  error: string | undefined;
  /** Attach to the element Stripe mounts its card iframe into. */
  mountRef: (element: HTMLDivElement | null) => void;
  createPaymentMethod: (billing: StripeBillingDetails) => Promise<StripeMethodResult>;
}

const elementStyle = {
  base: {
    fontSize: "16px",
    color: "#2E281C",
    fontFamily: "system-ui, -apple-system, Segoe UI, Roboto, sans-serif",
    "::placeholder": "#8F7B54",
  },
};

/** Stripe Elements' Card Element, mounted while the checkout shows it. */
export function useStripeCard(publishableKey: string): StripeCard {
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const [status, setStatus] = useState<StripeCardStatus>("loading");
  const [state, setState] = useState({
    complete: false,
    empty: true,
    error: undefined as string | undefined,
  });
  const client = useRef<StripeClient | null>(null);
  const card = useRef<StripeCardElement | null>(null);

  useEffect(() => {
    if (!container) return;
    let cancelled = false;
    let element: StripeCardElement | null = null;
    setStatus("loading");
    loadStripe(publishableKey)
      .then((stripe) => {
        if (cancelled) return;
        client.current = stripe;
        element = stripe.elements().create("card", { style: elementStyle });
        element.on("ready", () => setStatus("ready"));
        element.on("change", (event) =>
          setState({ complete: event.complete, empty: event.empty, error: event.error?.message }),
        );
        element.mount(container);
        card.current = element;
      })
      .catch(() => {
        if (!cancelled) setStatus("failed");
      });
    return () => {
      cancelled = true;
      element?.destroy();
      card.current = null;
    };
  }, [publishableKey, container]);

  const createPaymentMethod = useCallback(
    async (billing: StripeBillingDetails): Promise<StripeMethodResult> => {
      const stripe = client.current;
      const element = card.current;
      if (!stripe || !element) return { ok: false, kind: "not-ready" };
      const result = await stripe.createPaymentMethod({
        type: "card",
        card: element,
        billing_details: billing,
      });
      if (result.paymentMethod) return { ok: true, paymentMethodId: result.paymentMethod.id };
      return {
        ok: false,
        kind: "provider",
        message: result.error?.message ?? "Your card could not be used. Please check it and try again.",
      };
    },
    [],
  );

  return { status, ...state, mountRef: setContainer, createPaymentMethod };
}
