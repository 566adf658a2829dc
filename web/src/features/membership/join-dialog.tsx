import { Stack, Text } from "@chakra-ui/react";
import type { User } from "contracts";
import { tiers } from "contracts/membership/rules";
import type { Tier } from "contracts/membership/schemas";
import { formatUsd } from "contracts/money";
import { useState } from "react";
import { AuthForms } from "../../components/auth/auth-forms";
import { AppDialog } from "../../components/ui/dialog";
import type { AuthToasts } from "../../lib/auth";

const signUpToasts: AuthToasts = {
  success: {
    title: "Account created successfully!",
    description: "Please sign in with your username and password.",
  },
  failure: ({ message }) => ({ title: "Registration failed", description: message ?? "Please try again" }),
};

function JoinForms({ tier, onSignedIn }: { tier: Tier; onSignedIn: (user: User) => void }) {
  const info = tiers[tier];
  return (
    <Stack gap="4">
      <Text color="fg.muted">
        Sign in or create an account to add the {info.name} membership ({formatUsd(info.monthlyPriceCents)}
        /month) to your cart.
      </Text>
      <AuthForms createLabel="Sign Up" createToasts={signUpToasts} onSignedIn={onSignedIn} />
    </Stack>
  );
}

export interface JoinDialogProps {
  /** The tier the visitor chose; null keeps the dialog closed. */
  tier: Tier | null;
  onClose: () => void;
  onSignedIn: (user: User, tier: Tier) => void;
}

/** Joining while signed out: sign in (then the tier goes into the cart) or sign up first. */
export function JoinDialog({ tier, onClose, onSignedIn }: JoinDialogProps) {
  const [shownTier, setShownTier] = useState<Tier | null>(tier);
  if (tier && tier !== shownTier) setShownTier(tier);
  return (
    <AppDialog
      title={shownTier ? `Join ${tiers[shownTier].name}` : "Join the Wine Club"}
      open={tier !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      {shownTier ? <JoinForms tier={shownTier} onSignedIn={(user) => onSignedIn(user, shownTier)} /> : null}
    </AppDialog>
  );
}
