import { Stack } from "@chakra-ui/react";
import type { User } from "contracts";
import type { Tier } from "contracts/membership/schemas";
import type { FormEvent } from "react";
import type { StripeCard } from "../../lib/use-stripe-card";
import type { CheckoutControl } from "./checkout-values";
import { ContactSection } from "./contact-section";
import { PaymentSection } from "./payment-section";
import { RenewalConsent } from "./renewal-consent";
import { ShippingSection } from "./shipping-section";

export interface CheckoutFormProps {
  id: string;
  user: User | null;
  control: CheckoutControl;
  /** Set when the site takes cards with Stripe Elements. */
  stripe: StripeCard | null;
  /** Stripe only: why the card cannot be used yet. */
  stripeError: string | undefined;
  /** True while the order is being placed. */
  processing: boolean;
  /** The club tier the cart holds: its card is saved for renewals, and the renewal needs consent. */
  clubTier: Tier | null;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}

/** Contact, shipping address and card, each message beside its field. */
export function CheckoutForm({
  id,
  user,
  control,
  stripe,
  stripeError,
  processing,
  clubTier,
  onSubmit,
}: CheckoutFormProps) {
  return (
    <form id={id} onSubmit={onSubmit} noValidate aria-label="Checkout">
      <Stack gap="6">
        <ContactSection user={user} control={control} disabled={processing} />
        <ShippingSection control={control} askPhone={user !== null} />
        <PaymentSection
          stripe={stripe}
          control={control}
          stripeError={stripeError}
          savesCard={clubTier !== null}
        />
        {clubTier ? <RenewalConsent tier={clubTier} control={control} /> : null}
      </Stack>
    </form>
  );
}
