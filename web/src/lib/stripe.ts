/**
 * The small part of Stripe.js the site uses (the checkout and the club's upgrade), typed by hand (no
 * npm package: the script must come from js.stripe.com, which the CSP allows). Card data stays
 * inside Stripe's iframe.
 */
declare global {
  interface ImportMetaEnv {
    /**
     * Set at build time to take cards with Stripe Elements; unset, the built-in test card form is used.
     * Read it where the form picks its mode (`import.meta.env.VITE_STRIPE_PUBLISHABLE_KEY ? ... : ...`),
     * not through an exported constant: only a check in place lets the bundler drop Stripe mode,
     * js.stripe.com included, from a build without the key.
     */
    readonly VITE_STRIPE_PUBLISHABLE_KEY?: string;
  }
  interface Window {
    Stripe?: (publishableKey: string) => StripeClient;
  }
}

export interface StripeError {
  message?: string;
  code?: string;
  decline_code?: string;
}

export interface StripeCardChangeEvent {
  complete: boolean;
  empty: boolean;
  error?: StripeError;
}

export interface StripeCardElement {
  mount(element: HTMLElement): void;
  destroy(): void;
  on(event: "change", handler: (event: StripeCardChangeEvent) => void): void;
  on(event: "ready", handler: () => void): void;
}

export interface StripeElements {
  create(
    type: "card",
    options?: { hidePostalCode?: boolean; style?: { base?: Record<string, string> } },
  ): StripeCardElement;
}

export interface StripeBillingDetails {
  name?: string;
  email?: string;
  phone?: string;
  address?: { postal_code?: string; country?: string };
}

export interface StripeClient {
  elements(): StripeElements;
  createPaymentMethod(data: {
    type: "card";
    card: StripeCardElement;
    billing_details?: StripeBillingDetails;
  }): Promise<{ paymentMethod?: { id: string }; error?: StripeError }>;
}

const STRIPE_JS = "https://js.stripe.com/v3";
let loading: Promise<StripeClient> | null = null;

/** Loads Stripe.js once (only where a card is taken) and makes a client for the publishable key. */
export function loadStripe(publishableKey: string): Promise<StripeClient> {
  if (!loading) {
    loading = new Promise<StripeClient>((resolve, reject) => {
      const ready = () => {
        if (window.Stripe) resolve(window.Stripe(publishableKey));
        else reject(new Error("Stripe.js did not start"));
      };
      if (window.Stripe) {
        ready();
        return;
      }
      const script = document.createElement("script");
      script.src = STRIPE_JS;
      script.async = true;
      script.addEventListener("load", ready);
      script.addEventListener("error", () => reject(new Error("Stripe.js could not be loaded")));
      document.head.appendChild(script);
    }).catch((error: unknown) => {
      // A later visit to the page may try again (the network may be back).
      loading = null;
      throw error;
    });
  }
  return loading;
}

export type StripeCardStatus = "loading" | "ready" | "failed";

/** What the Card Element reports about itself, as `useStripeCard` keeps it. */
export interface StripeCardState {
  status: StripeCardStatus;
  /** Stripe's own check: number, expiry, CVC and ZIP all entered and plausible. */
  complete: boolean;
  empty: boolean;
  /** Stripe's message about what was typed ("Your card number is incomplete."). */
  error: string | undefined;
}

export type StripeCardProblem =
  | { kind: "not-ready" }
  | { kind: "empty"; message: string }
  | { kind: "incomplete"; message: string };

/**
 * Why the Card Element cannot be turned into a payment method yet, or null when it can: Stripe.js
 * still loading (or failed), nothing typed, or Stripe's own message about what is missing.
 */
export function stripeCardProblem(card: StripeCardState): StripeCardProblem | null {
  if (card.status !== "ready") return { kind: "not-ready" };
  if (card.empty) return { kind: "empty", message: "Please enter your card details." };
  if (!card.complete) {
    return { kind: "incomplete", message: card.error ?? "Your card details are incomplete." };
  }
  return null;
}
