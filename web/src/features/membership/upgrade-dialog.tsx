import { Text } from "@chakra-ui/react";
import { useQueryClient } from "@tanstack/react-query";
import { tiers } from "contracts/membership/rules";
import type { Tier } from "contracts/membership/schemas";
import { useRef, useState } from "react";
import { AppDialog } from "../../components/ui/dialog";
import { toast } from "../../components/ui/toast";
import { useAuth } from "../../lib/auth";
import { trpc } from "../../lib/trpc";
import { useStripeCard } from "../../lib/use-stripe-card";
import { UpgradeFlow, type UpgradeFlowProps } from "./upgrade-flow";
import { welcomeToast } from "./upgrade-payment";

type StripeUpgradeFlowProps = Omit<UpgradeFlowProps, "stripe"> & { publishableKey: string };

/** The upgrade with Stripe Elements (Stripe.js loads when the dialog first opens). */
function StripeUpgradeFlow({ publishableKey, ...props }: StripeUpgradeFlowProps) {
  const stripe = useStripeCard(publishableKey);
  return <UpgradeFlow {...props} stripe={stripe} />;
}

export interface UpgradeDialogProps {
  /** The tier to move to; null keeps the dialog closed. */
  targetTier: Tier | null;
  onClose: () => void;
}

/**
 * The membership upgrade (docs/spec part 1 §2, §4): payment form, processing, success or declined. Closing
 * resets it; closing after a success welcomes the person to the new tier and refreshes the
 * membership and the signed-in user, so every badge shows the new tier.
 */
export function UpgradeDialog({ targetTier, onClose }: UpgradeDialogProps) {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const succeeded = useRef(false);
  // Keep the last tier on screen while the dialog animates closed.
  const [shownTier, setShownTier] = useState<Tier | null>(targetTier);
  if (targetTier && targetTier !== shownTier) setShownTier(targetTier);
  // The tier held when the dialog opened: the refresh after a success must not change the form's text.
  const [fromTier, setFromTier] = useState<Tier | null>(user?.membershipTier ?? null);
  const heldTier = user?.membershipTier ?? null;
  if (!targetTier && fromTier !== heldTier) setFromTier(heldTier);

  function close() {
    if (busy) return;
    onClose();
    if (!succeeded.current || !shownTier) return;
    succeeded.current = false;
    toast(welcomeToast(shownTier));
    void Promise.all([
      queryClient.invalidateQueries(trpc.auth.me.pathFilter()),
      queryClient.invalidateQueries(trpc.membership.pathFilter()),
      queryClient.invalidateQueries(trpc.wines.memberSelection.pathFilter()),
      queryClient.invalidateQueries(trpc.orders.my.pathFilter()),
    ]);
  }

  const from = fromTier;
  const to = shownTier;
  const onSucceeded = () => {
    succeeded.current = true;
  };
  // Read in place (not through a shared constant), so a build without the key leaves Stripe out.
  const stripeKey = import.meta.env.VITE_STRIPE_PUBLISHABLE_KEY;
  const flow = from && to ? { from, to, onBusyChange: setBusy, onSucceeded, onClose: close } : null;
  return (
    <AppDialog
      title={to ? `Upgrade to ${tiers[to].name}` : "Upgrade your membership"}
      open={targetTier !== null}
      onOpenChange={(open) => {
        if (!open) close();
      }}
    >
      {flow ? (
        stripeKey ? (
          <StripeUpgradeFlow publishableKey={stripeKey} {...flow} />
        ) : (
          <UpgradeFlow {...flow} stripe={null} />
        )
      ) : (
        <Text>Upgrades are for wine club members. Join the club to choose a tier.</Text>
      )}
    </AppDialog>
  );
}
