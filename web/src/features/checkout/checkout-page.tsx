import { Box, Container, Grid, Text } from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import { getRouteApi } from "@tanstack/react-router";
import type { CartLine } from "contracts";
import { holdsWine } from "contracts/compliance/rules";
import { toCents } from "contracts/money";
import { type ReactNode, useCallback, useEffect, useMemo } from "react";
import { useWatch } from "react-hook-form";
import { EmptyCart } from "../../components/empty-cart";
import { LoadError } from "../../components/load-error";
import { useCouponFromLink } from "../../components/order-summary/use-cart-coupon";
import { PageHeader } from "../../components/page-header";
import { SkeletonStack } from "../../components/skeleton-stack";
import { toast } from "../../components/ui/toast";
import { useAuth } from "../../lib/auth";
import { useCartSummary } from "../../lib/cart";
import { useDocumentTitle } from "../../lib/document-title";
import { trpc } from "../../lib/trpc";
import { type StripeCard, useStripeCard } from "../../lib/use-stripe-card";
import { type CheckoutDraft, saveCheckoutDraft } from "./checkout-draft";
import { CheckoutForm } from "./checkout-form";
import { CheckoutSummary } from "./checkout-summary";
import type { CheckoutDetails } from "./checkout-values";
import { useCheckoutForm, type WineRules } from "./use-checkout-form";
import { type PaymentMethodSource, usePlaceOrder } from "./use-place-order";

const route = getRouteApi("/checkout");

/**
 * What selling wine lawfully asks of this cart: wine (anything but merchandise) needs the buyer's
 * date of birth (a guest's, or an account's first) and a state the winery is licensed in.
 */
function useWineRules(lines: readonly CartLine[] | undefined) {
  const { user } = useAuth();
  const profile = useQuery({ ...trpc.account.profile.queryOptions(), enabled: user !== null });
  const states = useQuery(trpc.compliance.states.queryOptions());
  const licensed = useMemo(
    () => states.data?.filter((s) => s.ships).map((s) => s.state) ?? null,
    [states.data],
  );
  const rules: WineRules = {
    wine: holdsWine(lines?.map((line) => line.type ?? "wine") ?? []),
    askDateOfBirth: user === null || (profile.data !== undefined && profile.data.dateOfBirth === null),
    licensed: licensed ? new Set(licensed) : null,
  };
  return { rules, licensed };
}
const FORM_ID = "checkout-form";

interface CheckoutScreenProps {
  stripe: StripeCard | null;
}

/** The checkout screen; `stripe` is set when the site takes cards with Stripe Elements. */
function CheckoutScreen({ stripe }: CheckoutScreenProps) {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const membership = search.membership === true;
  useDocumentTitle(membership ? "Complete Your Membership" : "Checkout");

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
  const { placeOrder, processing } = usePlaceOrder();
  // A membership renews monthly: its checkout saves the card and asks for consent to the renewal.
  const clubTier = lines.data?.find((line) => line.type === "membership")?.tier ?? null;
  const wine = useWineRules(lines.data);

  async function place(details: CheckoutDetails, paymentMethod: PaymentMethodSource, typed: CheckoutDraft) {
    const priced = summary.data;
    if (!priced) {
      toast({
        title: "One moment",
        description: "Your order total is still loading.",
        variant: "destructive",
      });
      return;
    }
    saveCheckoutDraft(typed);
    await placeOrder({
      amountCents: toCents(priced.total),
      customerInfo: details.customerInfo,
      email: details.email,
      account: details.account,
      paymentMethod,
      renewalConsent: details.renewalConsent,
    });
  }

  // The form lives as long as the screen, so what was typed survives a cart that reloads or fails.
  const checkout = useCheckoutForm({
    formId: FORM_ID,
    stripe,
    processing,
    membership: clubTier !== null,
    wineRules: wine.rules,
    onPlace: place,
  });
  // The tax follows the shipping state (or the pickup) as soon as it is chosen.
  const [pickup, state] = useWatch({
    control: checkout.control,
    name: ["shipping.pickup", "shipping.state"],
  });
  const summary = useCartSummary(pickup ? "pickup" : state || undefined);

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
        <CheckoutForm
          id={FORM_ID}
          user={checkout.user}
          control={checkout.control}
          stripe={stripe}
          stripeError={checkout.stripeError}
          processing={processing}
          clubTier={clubTier}
          askDateOfBirth={wine.rules.wine === true && wine.rules.askDateOfBirth === true}
          licensed={wine.rules.wine ? wine.licensed : null}
          onSubmit={checkout.submit}
        />
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
  return <CheckoutScreen stripe={stripe} />;
}

/** /checkout: contact, shipping address, card and the order summary with Place Order. */
export function CheckoutPage() {
  // Read in place (not through a shared constant), so a build without the key leaves Stripe out.
  const stripeKey = import.meta.env.VITE_STRIPE_PUBLISHABLE_KEY;
  return stripeKey ? <StripeCheckout publishableKey={stripeKey} /> : <CheckoutScreen stripe={null} />;
}
