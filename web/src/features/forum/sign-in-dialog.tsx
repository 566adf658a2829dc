import { Stack, Tabs, Text } from "@chakra-ui/react";
import { useState } from "react";
import { SignInForm } from "../../components/auth/sign-in-form";
import { SignUpForm } from "../../components/auth/sign-up-form";
import { AppDialog } from "../../components/ui/dialog";
import type { AuthToasts } from "../../lib/auth";
import { welcomeTitle } from "../../lib/welcome";

/** The spec's wording for this dialog (docs/spec part 2 §8). */
const signInToasts: AuthToasts = {
  // "Welcome!" for an account made a moment ago (in this dialog, say), "Welcome back!" after.
  success: (user) => ({
    title: welcomeTitle(user),
    description: "You are signed in. Join the conversation.",
  }),
  failure: ({ message }) => ({
    title: "Sign in failed",
    description: message ?? "Please check your credentials and try again.",
  }),
};

export interface ForumSignInDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Why the dialog opened ("to reply", "to start a topic"). */
  reason: string;
}

/**
 * Visitors sign in here without leaving the forum: Sign In and Sign Up tabs. A new account goes back
 * to Sign In with its username filled in; signing in closes the dialog, and whatever was being
 * written is still there.
 */
export function ForumSignInDialog({ open, onOpenChange, reason }: ForumSignInDialogProps) {
  const [tab, setTab] = useState("sign-in");
  const [createdUsername, setCreatedUsername] = useState("");
  return (
    <AppDialog title="Sign in to the forum" open={open} onOpenChange={onOpenChange} size="sm">
      <Stack gap="4">
        <Text color="fg.muted">Please sign in or create a free account {reason}.</Text>
        <Tabs.Root
          value={tab}
          onValueChange={(details) => setTab(details.value)}
          variant="enclosed"
          colorPalette="burgundy"
          fitted
        >
          <Tabs.List aria-label="Sign in or sign up">
            <Tabs.Trigger value="sign-in">Sign In</Tabs.Trigger>
            <Tabs.Trigger value="sign-up">Sign Up</Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="sign-in" pt="4">
            <SignInForm
              key={createdUsername}
              initialUsername={createdUsername}
              toasts={signInToasts}
              onSignedIn={() => onOpenChange(false)}
            />
          </Tabs.Content>
          <Tabs.Content value="sign-up" pt="4">
            <SignUpForm
              onCreated={(username) => {
                setCreatedUsername(username);
                setTab("sign-in");
              }}
            />
          </Tabs.Content>
        </Tabs.Root>
      </Stack>
    </AppDialog>
  );
}
