import { useCallback, useEffect, useRef, useState } from "react";
import {
  loadStripe,
  type StripeBillingDetails,
  type StripeCardElement,
  type StripeCardState,
  type StripeCardStatus,
  type StripeClient,
} from "./stripe";

export type StripeMethodResult =
  | { ok: true; paymentMethodId: string }
  | { ok: false; kind: "not-ready" }
  | { ok: false; kind: "provider"; message: string };

export interface StripeCard extends StripeCardState {
  /** Attach to the element Stripe mounts its card iframe into. */
  mountRef: (element: HTMLDivElement | null) => void;
  createPaymentMethod: (billing: StripeBillingDetails) => Promise<StripeMethodResult>;
}

const blankCard = { complete: false, empty: true, error: undefined as string | undefined };

const elementStyle = {
  base: {
    fontSize: "16px",
    color: "#2E281C",
    fontFamily: "system-ui, -apple-system, Segoe UI, Roboto, sans-serif",
    "::placeholder": "#8F7B54",
  },
};

/**
 * Stripe Elements' Card Element, mounted while a form shows the `mountRef` element (the checkout's
 * payment step, the club's upgrade form). A form shown again gets a new, empty element.
 */
export function useStripeCard(publishableKey: string): StripeCard {
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const [status, setStatus] = useState<StripeCardStatus>("loading");
  const [state, setState] = useState(blankCard);
  const client = useRef<StripeClient | null>(null);
  const card = useRef<StripeCardElement | null>(null);

  useEffect(() => {
    if (!container) return;
    let cancelled = false;
    let element: StripeCardElement | null = null;
    setStatus("loading");
    setState(blankCard);
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
