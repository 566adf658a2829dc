import { Box, Container, Grid, Stack, Text } from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import { getRouteApi } from "@tanstack/react-router";
import { customerInfoSchema, registerInput, shippingAddressInput } from "contracts";
import { toCents } from "contracts/money";
import { type FormEvent, type ReactNode, useCallback, useEffect, useState } from "react";
import { EmptyCart } from "../../components/empty-cart";
import { LoadError } from "../../components/load-error";
import { useCouponFromLink } from "../../components/order-summary/use-cart-coupon";
import { PageHeader } from "../../components/page-header";
import { SkeletonStack } from "../../components/skeleton-stack";
import { toast } from "../../components/ui/toast";
import { useAuth } from "../../lib/auth";
import { type CardField, type CardValues, cardIsEmpty, emptyCard, validateCard } from "../../lib/card";
import { useCartSummary } from "../../lib/cart";
import { useDocumentTitle } from "../../lib/document-title";
import { type FieldErrors, validate } from "../../lib/forms";
import { stripeCardProblem } from "../../lib/stripe";
import { trpc } from "../../lib/trpc";
import { type StripeCard, useStripeCard } from "../../lib/use-stripe-card";
import { readCheckoutDraft, saveCheckoutDraft } from "./checkout-draft";
import { CheckoutSummary } from "./checkout-summary";
import { ContactSection, emptyContact, type GuestContact } from "./contact-section";
import { PaymentSection } from "./payment-section";
import { emptyShipping, ShippingSection, type ShippingValues } from "./shipping-section";
import { type OrderRequest, type PaymentMethodSource, usePlaceOrder } from "./use-place-order";

const route = getRouteApi("/checkout");
const FORM_ID = "checkout-form";

const cardMissing = () =>
  toast({
    title: "Card information missing",
    description: "Please enter your card details.",
    variant: "destructive",
  });

function focusFirstProblem() {
  // After React has shown the messages: move to the first field that needs attention.
  requestAnimationFrame(() => {
    const field = document.getElementById(FORM_ID)?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!field) return;
    // Centred, so the sticky header never covers it.
    field.focus({ preventScroll: true });
    field.scrollIntoView({ block: "center", behavior: "smooth" });
  });
}

interface CheckoutFormProps {
  stripe: StripeCard | null;
}

/** The checkout screen; `stripe` is set when the site takes cards with Stripe Elements. */
function CheckoutForm({ stripe }: CheckoutFormProps) {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const membership = search.membership === true;
  useDocumentTitle(membership ? "Complete Your Membership" : "Checkout");
  const { user } = useAuth();

  // A link may bring ?coupon=WINE1&discount=10: the code goes to the cart (the server decides the
  // discount, never the number in the link) and the address is cleaned.
  const clearLink = useCallback(
    () => void navigate({ search: (previous) => ({ membership: previous.membership }), replace: true }),
    [navigate],
  );
  useCouponFromLink(search.coupon, clearLink);
  useEffect(() => {
    if (search.coupon === undefined && search.discount !== undefined) clearLink();
  }, [search.coupon, search.discount, clearLink]);

  const lines = useQuery(trpc.cart.list.queryOptions());
  const summary = useCartSummary();
  const { placeOrder, processing } = usePlaceOrder();

  // After a declined card, "Try Payment Again" comes back here with what was typed before.
  const [draft] = useState(readCheckoutDraft);
  const [contact, setContact] = useState<GuestContact>(draft?.contact ?? emptyContact);
  const [createAccount, setCreateAccount] = useState(false);
  const [password, setPassword] = useState("");
  const [shipping, setShipping] = useState<ShippingValues>(draft?.shipping ?? emptyShipping);
  const [card, setCard] = useState<CardValues>(emptyCard);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [cardErrors, setCardErrors] = useState<FieldErrors<CardField>>({});
  const [stripeError, setStripeError] = useState<string | undefined>();

  const clearError = (field: string) =>
    setErrors((current) => {
      if (!(field in current)) return current;
      const { [field]: _cleared, ...rest } = current;
      return rest;
    });

  /** The customer details the api expects, or the messages to show next to the fields. */
  function checkDetails():
    | {
        ok: true;
        customerInfo: OrderRequest["customerInfo"];
        email: string;
        account: OrderRequest["account"];
      }
    | { ok: false; errors: Record<string, string>; missingAccountInfo: boolean } {
    if (user) {
      const address = validate(shippingAddressInput, shipping);
      const phone = shipping.phone.trim();
      const phoneCheck = phone ? validate(customerInfoSchema.pick({ phone: true }), { phone }) : null;
      const problems = {
        ...(address.success ? {} : address.errors),
        ...(phoneCheck && !phoneCheck.success ? phoneCheck.errors : {}),
      };
      if (!address.success || Object.keys(problems).length > 0)
        return { ok: false, errors: problems, missingAccountInfo: false };
      return {
        ok: true,
        customerInfo: { ...address.data, ...(phone ? { phone } : {}) },
        email: user.email,
        account: null,
      };
    }
    const info = validate(customerInfoSchema, { ...contact, ...shipping, phone: contact.phone });
    const account = createAccount
      ? validate(registerInput, {
          email: contact.email,
          password,
          firstName: contact.firstName,
          lastName: contact.lastName,
        })
      : null;
    const problems: Record<string, string> = {
      ...(info.success ? {} : info.errors),
      // A blank field reads better as "required" than as "not a valid e-mail/phone".
      ...(contact.email.trim() ? {} : { email: "E-mail is required" }),
      ...(contact.phone.trim() ? {} : { phone: "Phone is required" }),
      ...(account && !account.success && account.errors.password
        ? { password: account.errors.password }
        : {}),
    };
    if (!info.success || (account && !account.success)) {
      const missingAccountInfo =
        createAccount &&
        (!contact.email.trim() || !password || !contact.firstName.trim() || !contact.lastName.trim());
      return { ok: false, errors: problems, missingAccountInfo };
    }
    return {
      ok: true,
      customerInfo: info.data,
      email: info.data.email,
      account: account?.success ? account.data : null,
    };
  }

  /** How the card becomes a payment method, or null after saying what is missing. */
  function checkCard(): PaymentMethodSource | null | "invalid" {
    if (stripe) {
      const nameMissing = !card.name.trim();
      setCardErrors(nameMissing ? { name: "Cardholder name is required" } : {});
      const problem = stripeCardProblem(stripe);
      if (problem?.kind === "not-ready") {
        toast({
          title: "Payment system not ready",
          description: "Please wait a moment and try again.",
          variant: "destructive",
        });
        return null;
      }
      if (problem?.kind === "empty") {
        setStripeError(problem.message);
        cardMissing();
        return null;
      }
      if (problem) {
        setStripeError(problem.message);
        return "invalid";
      }
      setStripeError(undefined);
      if (nameMissing) return "invalid";
      const name = card.name.trim();
      return {
        kind: "stripe",
        create: () => stripe.createPaymentMethod({ name, ...(user ? { email: user.email } : {}) }),
      };
    }
    const checked = validateCard(card, new Date());
    setCardErrors(checked.success ? {} : checked.errors);
    if (cardIsEmpty(card)) {
      cardMissing();
      return null;
    }
    return checked.success ? { kind: "test", card: checked.data } : "invalid";
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (processing) return;
    const details = checkDetails();
    setErrors(details.ok ? {} : details.errors);
    const method = checkCard();
    if (!details.ok || method === null || method === "invalid") {
      focusFirstProblem();
      if (!details.ok && details.missingAccountInfo) {
        toast({
          title: "Missing information",
          description: "Please fill in all required fields.",
          variant: "destructive",
        });
      } else if (method !== null) {
        toast({
          title: "Please check your details",
          description: "Some fields need your attention.",
          variant: "destructive",
        });
      }
      return;
    }
    const priced = summary.data;
    if (!priced) {
      toast({
        title: "One moment",
        description: "Your order total is still loading.",
        variant: "destructive",
      });
      return;
    }
    saveCheckoutDraft({ contact, shipping });
    await placeOrder({
      amountCents: toCents(priced.total),
      customerInfo: details.customerInfo,
      email: details.email,
      account: details.account,
      paymentMethod: method,
    });
  }

  let body: ReactNode;
  if (lines.isError) {
    body = (
      <LoadError
        error={lines.error}
        fallback="Your cart could not be loaded right now. Please try again."
        onRetry={() => void lines.refetch()}
      />
    );
  } else if (lines.data?.length === 0) {
    body = (
      <Box maxW="3xl" mx="auto">
        <EmptyCart title="Your cart is empty" description="Add a few bottles before checking out." />
      </Box>
    );
  } else if (!lines.data) {
    body = <SkeletonStack count={2} height="48" gap="4" borderRadius="xl" />;
  } else {
    body = (
      <Grid
        templateColumns={{ base: "minmax(0, 1fr)", lg: "minmax(0, 1fr) 400px" }}
        gap={{ base: "6", lg: "8" }}
        alignItems="start"
      >
        <form id={FORM_ID} onSubmit={(event) => void handleSubmit(event)} noValidate aria-label="Checkout">
          <Stack gap="6">
            <ContactSection
              user={user}
              contact={contact}
              onContactChange={(field, value) => {
                setContact((current) => ({ ...current, [field]: value }));
                clearError(field);
              }}
              errors={errors}
              createAccount={createAccount}
              onCreateAccountChange={setCreateAccount}
              password={password}
              onPasswordChange={(value) => {
                setPassword(value);
                clearError("password");
              }}
              disabled={processing}
            />
            <ShippingSection
              values={shipping}
              onChange={(field, value) => {
                setShipping((current) => ({ ...current, [field]: value }));
                clearError(field);
              }}
              errors={errors}
              askPhone={user !== null}
            />
            <PaymentSection
              stripe={stripe}
              card={card}
              onCardChange={(field, value) => {
                setCard((current) => ({ ...current, [field]: value }));
                setCardErrors((current) => ({ ...current, [field]: undefined }));
              }}
              errors={cardErrors}
              stripeError={stripeError}
            />
          </Stack>
        </form>
        <Box position={{ lg: "sticky" }} top={{ lg: "32" }}>
          <CheckoutSummary
            lines={lines.data}
            summary={summary}
            membership={membership}
            formId={FORM_ID}
            processing={processing}
          />
        </Box>
      </Grid>
    );
  }

  return (
    <>
      <PageHeader
        eyebrow={membership ? "Ridge Road Wine Club" : "Secure checkout"}
        title={membership ? "Complete Your Membership" : "Checkout"}
      >
        <Text>
          {membership
            ? "One last step: your club membership and this month's wines are in the order below."
            : "Tell us where to send your wine, and you're done."}
        </Text>
      </PageHeader>
      <Container maxW="7xl" py={{ base: "6", md: "12" }}>
        {body}
      </Container>
    </>
  );
}

function StripeCheckout({ publishableKey }: { publishableKey: string }) {
  const stripe = useStripeCard(publishableKey);
  return <CheckoutForm stripe={stripe} />;
}

/** /checkout: contact, shipping address, card and the order summary with Place Order. */
export function CheckoutPage() {
  // Read in place (not through a shared constant), so a build without the key leaves Stripe out.
  const stripeKey = import.meta.env.VITE_STRIPE_PUBLISHABLE_KEY;
  return stripeKey ? <StripeCheckout publishableKey={stripeKey} /> : <CheckoutForm stripe={null} />;
}
