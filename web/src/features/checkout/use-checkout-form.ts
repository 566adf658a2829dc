import { type FormEvent, useEffect, useRef, useState } from "react";
import type { FieldErrors } from "react-hook-form";
import { toast } from "../../components/ui/toast";
import { useAuth } from "../../lib/auth";
import { cardIsEmpty } from "../../lib/card";
import { useSchemaForm } from "../../lib/forms";
import { stripeCardProblem } from "../../lib/stripe";
import type { StripeCard } from "../../lib/use-stripe-card";
import { type CheckoutDraft, readCheckoutDraft } from "./checkout-draft";
import {
  type CheckoutCard,
  type CheckoutDetails,
  type CheckoutSchemaOptions,
  type CheckoutValues,
  checkoutDefaults,
  checkoutSchema,
  missingAccountInfo,
} from "./checkout-values";
import type { PaymentMethodSource } from "./use-place-order";
import { useProfilePrefill } from "./use-profile-prefill";

const cardMissing = () =>
  toast({
    title: "Card information missing",
    description: "Please enter your card details.",
    variant: "destructive",
  });

const checkYourDetails = () =>
  toast({
    title: "Please check your details",
    description: "Some fields need your attention.",
    variant: "destructive",
  });

function focusFirstProblem(formId: string) {
  // After React has shown the messages: move to the first field that needs attention.
  requestAnimationFrame(() => {
    const field = document.getElementById(formId)?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!field) return;
    // Centred, so the sticky header never covers it.
    field.focus({ preventScroll: true });
    field.scrollIntoView({ block: "center", behavior: "smooth" });
  });
}

export type WineRules = Pick<CheckoutSchemaOptions, "wine" | "askDateOfBirth" | "licensed">;

export interface CheckoutFormOptions {
  /** The form element's id: focus moves to the first field in it that needs attention. */
  formId: string;
  /** Set when the site takes cards with Stripe Elements. */
  stripe: StripeCard | null;
  /** True while the order is being placed: a second submit is ignored. */
  processing: boolean;
  /** The cart holds a club membership: the renewal consent must be ticked. */
  membership: boolean;
  /** The wine rules the form checks: whether the cart holds wine, the date of birth, the states. */
  wineRules: WineRules;
  /** Places the order once everything is filled in; `typed` is what to offer again after a decline. */
  onPlace: (
    details: CheckoutDetails,
    paymentMethod: PaymentMethodSource,
    typed: CheckoutDraft,
  ) => Promise<void>;
}

/**
 * The checkout form's state and its submit: checked with the contracts' schemas, plus what only
 * Stripe's element knows, with the notifications and the focus on the first problem.
 */
export function useCheckoutForm({
  formId,
  stripe,
  processing,
  membership,
  wineRules,
  onPlace,
}: CheckoutFormOptions) {
  const { user } = useAuth();
  // After a declined card, "Try Payment Again" comes back here with what was typed before.
  const [draft] = useState(readCheckoutDraft);
  // The rules arrive with the cart, the profile and the states: the schema reads the latest when sent.
  const rules = useRef(wineRules);
  rules.current = wineRules;
  const { control, handleSubmit, getValues, setValue } = useSchemaForm({
    defaultValues: checkoutDefaults(draft),
    schema: () =>
      checkoutSchema({
        customer: user,
        stripe: stripe !== null,
        now: new Date(),
        membership,
        ...rules.current,
      }),
    clearOnChange: true,
  });
  useProfilePrefill(user, { getValues, setValue });
  const [stripeError, setStripeError] = useState<string | undefined>();
  // Focus moves once the messages of a refused submit are on the screen.
  const [focusRequest, setFocusRequest] = useState(0);
  useEffect(() => {
    if (focusRequest > 0) focusFirstProblem(formId);
  }, [focusRequest, formId]);
  const showProblems = () => setFocusRequest((count) => count + 1);

  /**
   * What Stripe's element (which the form cannot read) still lacks: "stop" after a notification,
   * "invalid" with its message beside the card, or null when it can be used (or there is none).
   */
  function stripeProblem(): "stop" | "invalid" | null {
    if (!stripe) return null;
    const problem = stripeCardProblem(stripe);
    if (problem?.kind === "not-ready") {
      toast({
        title: "Payment system not ready",
        description: "Please wait a moment and try again.",
        variant: "destructive",
      });
      return "stop";
    }
    if (problem) setStripeError(problem.message);
    else setStripeError(undefined);
    if (problem?.kind === "empty") {
      cardMissing();
      return "stop";
    }
    return problem ? "invalid" : null;
  }

  function paymentMethod(card: CheckoutCard): PaymentMethodSource | null {
    if (card.kind === "test") return { kind: "test", card: card.card };
    if (!stripe) return null;
    const billing = { name: card.name, ...(user ? { email: user.email } : {}) };
    return { kind: "stripe", create: () => stripe.createPaymentMethod(billing) };
  }

  async function place(details: CheckoutDetails) {
    const problem = stripeProblem();
    const method = paymentMethod(details.card);
    if (problem || !method) {
      showProblems();
      if (problem === "invalid") checkYourDetails();
      return;
    }
    const { contact, shipping, dateOfBirth } = getValues();
    await onPlace(details, method, { contact, shipping, dateOfBirth });
  }

  function refuse(errors: FieldErrors<CheckoutValues>) {
    const values = getValues();
    const stopped = stripe ? stripeProblem() === "stop" : cardIsEmpty(values.card);
    if (!stripe && stopped) cardMissing();
    showProblems();
    const detailsFailed = Boolean(errors.contact || errors.shipping || errors.password || errors.dateOfBirth);
    if (detailsFailed && missingAccountInfo(values)) {
      toast({
        title: "Missing information",
        description: "Please fill in all required fields.",
        variant: "destructive",
      });
    } else if (!stopped) {
      checkYourDetails();
    }
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!processing) void handleSubmit(place, refuse)(event);
  }

  return { user, control, stripeError, submit };
}
