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
  /** Ask the buyer's date of birth (the cart holds wine and none is on file). */
  askDateOfBirth: boolean;
  /** The states wine ships to, when the cart holds wine and they have loaded. */
  licensed: readonly string[] | null;
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
  askDateOfBirth,
  licensed,
  onSubmit,
}: CheckoutFormProps) {
  return (
    <form id={id} onSubmit={onSubmit} noValidate aria-label="Checkout">
      <Stack gap="6">
        <ContactSection user={user} control={control} disabled={processing} askDateOfBirth={askDateOfBirth} />
        <ShippingSection control={control} askPhone={user !== null} licensed={licensed} />
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
