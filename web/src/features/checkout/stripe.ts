/**
 * The small part of Stripe.js the checkout uses, typed by hand (no npm package: the script must
 * come from js.stripe.com, which the CSP allows). Card data stays inside Stripe's iframe.
 */
declare global {
  interface ImportMetaEnv {
    /** Set at build time to take cards with Stripe Elements; unset, the built-in test card form is used. */
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

export const stripePublishableKey: string | undefined =
  import.meta.env.VITE_STRIPE_PUBLISHABLE_KEY || undefined;

const STRIPE_JS = "https://js.stripe.com/v3";
let loading: Promise<StripeClient> | null = null;

/** Loads Stripe.js once (on the checkout page only) and makes a client for the publishable key. */
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
