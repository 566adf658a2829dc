import { Button, Card, Group, Heading, Text } from "@chakra-ui/react";
import type { User } from "contracts";
import { useState } from "react";
import { type AuthToasts, useAuth } from "../../lib/auth";
import { CreateAccountForm } from "./create-account-form";
import { SignInForm } from "./sign-in-form";

type Mode = "sign-in" | "create-account";

export interface AuthCardProps {
  onSignedIn: (user: User) => void;
  /**
   * Signs the new account in with the same credentials right after creating it (the club page),
   * instead of switching to the sign-in form.
   */
  signInAfterCreate?: boolean;
}

/** Account creation followed by an automatic sign-in: one notification, said once it is all done. */
const createQuietly: AuthToasts = {
  success: null,
  failure: ({ message }) => ({ title: "Registration failed", description: message ?? "Please try again" }),
};
const signInAfterCreateToasts: AuthToasts = {
  success: { title: "Account created!", description: "You are signed in. Welcome to Ridge Road Vineyard." },
  failure: ({ message }) => ({ title: "Login failed", description: message ?? "Invalid credentials" }),
};

/**
 * "Sign In / Create Account" with a toggle. Creating an account does not sign in: the card
 * switches back to sign-in with the new username filled in and the password empty, unless
 * `signInAfterCreate` asks for a second call that signs in with the same credentials.
 */
export function AuthCard({ onSignedIn, signInAfterCreate = false }: AuthCardProps) {
  const { login } = useAuth();
  const [mode, setMode] = useState<Mode>("sign-in");
  const [createdUsername, setCreatedUsername] = useState("");

  async function handleCreated(username: string, password: string) {
    if (signInAfterCreate) {
      const user = await login({ username, password }, signInAfterCreateToasts);
      if (user) {
        onSignedIn(user);
        return;
      }
    }
    setCreatedUsername(username);
    setMode("sign-in");
  }

  return (
    <Card.Root bg="white" borderRadius="xl" boxShadow="md" width="full">
      <Card.Header gap="3">
        <Heading as="h2" size="2xl" color="burgundy.800">
          {mode === "sign-in" ? "Sign In" : "Create Account"}
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          {mode === "sign-in"
            ? "Welcome back. Sign in to see your orders, reservations and club benefits."
            : "Create an account to order faster, book tastings and join the wine club."}
        </Text>
        <Group attached width="full" role="group" aria-label="Choose sign in or create account">
          <Button
            flex="1"
            size="sm"
            variant={mode === "sign-in" ? "solid" : "outline"}
            aria-pressed={mode === "sign-in"}
            onClick={() => setMode("sign-in")}
          >
            Sign In
          </Button>
          <Button
            flex="1"
            size="sm"
            variant={mode === "create-account" ? "solid" : "outline"}
            aria-pressed={mode === "create-account"}
            onClick={() => setMode("create-account")}
          >
            Create Account
          </Button>
        </Group>
      </Card.Header>
      <Card.Body>
        {mode === "sign-in" ? (
          <SignInForm key={createdUsername} initialUsername={createdUsername} onSignedIn={onSignedIn} />
        ) : (
          <CreateAccountForm
            onCreated={(username, password) => void handleCreated(username, password)}
            toasts={signInAfterCreate ? createQuietly : undefined}
          />
        )}
      </Card.Body>
    </Card.Root>
  );
}
