import { Button, Group } from "@chakra-ui/react";
import type { User } from "contracts";
import { type ReactNode, useState } from "react";
import type { AuthToasts } from "../../lib/auth";
import { CreateAccountForm } from "./create-account-form";
import { SignInForm } from "./sign-in-form";

export type AuthMode = "sign-in" | "create-account";

export interface AuthFormsProps {
  /** The second button's text: "Create Account", or "Sign Up" in the club's Join dialog. */
  createLabel: string;
  onSignedIn: (user: User) => void;
  /** The notifications of account creation, when a screen words them its own way. */
  createToasts?: AuthToasts | undefined;
  /**
   * Runs once an account is created and resolves true when it signed the person in. Otherwise the
   * sign-in form comes back with the new username filled in and the password empty.
   */
  afterCreate?: ((username: string, password: string) => Promise<boolean>) | undefined;
  /** Lays out the toggle and the current form (by default one under the other). */
  children?: (parts: { mode: AuthMode; toggle: ReactNode; form: ReactNode }) => ReactNode;
}

/** "Sign In" or "Create Account" with a toggle between the two forms. */
export function AuthForms({ createLabel, onSignedIn, createToasts, afterCreate, children }: AuthFormsProps) {
  const [mode, setMode] = useState<AuthMode>("sign-in");
  const [createdUsername, setCreatedUsername] = useState("");

  async function handleCreated(username: string, password: string) {
    if (afterCreate && (await afterCreate(username, password))) return;
    setCreatedUsername(username);
    setMode("sign-in");
  }

  const option = (value: AuthMode, label: string) => (
    <Button
      flex="1"
      size="sm"
      variant={mode === value ? "solid" : "outline"}
      aria-pressed={mode === value}
      onClick={() => setMode(value)}
    >
      {label}
    </Button>
  );
  const toggle = (
    <Group attached width="full" role="group" aria-label={`Choose sign in or ${createLabel.toLowerCase()}`}>
      {option("sign-in", "Sign In")}
      {option("create-account", createLabel)}
    </Group>
  );
  const form =
    mode === "sign-in" ? (
      // A new key after creating an account starts the form afresh: the new username in, the password empty.
      <SignInForm key={createdUsername} initialUsername={createdUsername} onSignedIn={onSignedIn} />
    ) : (
      <CreateAccountForm
        toasts={createToasts}
        onCreated={(username, password) => void handleCreated(username, password)}
      />
    );

  return children ? (
    children({ mode, toggle, form })
  ) : (
    <>
      {toggle}
      {form}
    </>
  );
}
