import { Card, Heading, Text } from "@chakra-ui/react";
import type { User } from "contracts";
import { type AuthToasts, useAuth } from "../../lib/auth";
import { AuthForms } from "./auth-forms";

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
 * "Sign In / Create Account" in a card. Creating an account does not sign in: the card switches
 * back to sign-in with the new username filled in and the password empty, unless
 * `signInAfterCreate` asks for a second call that signs in with the same credentials.
 */
export function AuthCard({ onSignedIn, signInAfterCreate = false }: AuthCardProps) {
  const { login } = useAuth();

  async function signInRightAway(username: string, password: string): Promise<boolean> {
    const user = await login({ username, password }, signInAfterCreateToasts);
    if (!user) return false;
    onSignedIn(user);
    return true;
  }

  return (
    <AuthForms
      createLabel="Create Account"
      onSignedIn={onSignedIn}
      createToasts={signInAfterCreate ? createQuietly : undefined}
      afterCreate={signInAfterCreate ? signInRightAway : undefined}
    >
      {({ mode, toggle, form }) => (
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
            {toggle}
          </Card.Header>
          <Card.Body>{form}</Card.Body>
        </Card.Root>
      )}
    </AuthForms>
  );
}
