import { Button, Stack } from "@chakra-ui/react";
import { loginInput, type User } from "contracts";
import { type AuthToasts, useAuth } from "../../lib/auth";
import { useSchemaForm } from "../../lib/forms";
import { FormField } from "../ui/form-field";
import { ForgotPasswordLink } from "./forgot-password-link";

interface SignInValues {
  /** A username or an e-mail: the api takes either under `username`. */
  username: string;
  password: string;
}

/** A blank identifier is left out, so the schema asks for "your username or e-mail". */
function toLoginInput({ username, password }: SignInValues) {
  return { username: username.trim() || undefined, password };
}

export interface SignInFormProps {
  /** Pre-fills the username field (after creating an account). */
  initialUsername?: string;
  onSignedIn: (user: User) => void;
  /** The notifications of signing in, when a screen words them its own way (the forum's dialog). */
  toasts?: AuthToasts;
}

/** Sign in with a username or an e-mail and a password. */
export function SignInForm({ initialUsername = "", onSignedIn, toasts }: SignInFormProps) {
  const { login, isLoggingIn } = useAuth();
  const { control, handleSubmit } = useSchemaForm({
    defaultValues: { username: initialUsername, password: "" } satisfies SignInValues,
    schema: loginInput,
    toInput: toLoginInput,
  });

  const signIn = handleSubmit(async (input) => {
    const user = await login(input, toasts);
    if (user) onSignedIn(user);
  });

  return (
    <form onSubmit={(event) => void signIn(event)} noValidate aria-label="Sign in">
      <Stack gap="4">
        <FormField
          control={control}
          name="username"
          label="Username or e-mail"
          autoComplete="username"
          required
        />
        <FormField
          control={control}
          name="password"
          label="Password"
          type="password"
          autoComplete="current-password"
          required
        />
        <ForgotPasswordLink />
        <Button type="submit" colorPalette="burgundy" loading={isLoggingIn} loadingText="Signing in...">
          Sign In
        </Button>
      </Stack>
    </form>
  );
}
