import { Button, Stack } from "@chakra-ui/react";
import { loginInput, type User } from "contracts";
import { type FormEvent, useState } from "react";
import { useAuth } from "../../lib/auth";
import { validate } from "../../lib/forms";
import { FormField } from "../ui/form-field";

export interface SignInFormProps {
  /** Pre-fills the username field (after creating an account). */
  initialUsername?: string;
  onSignedIn: (user: User) => void;
}

/** Sign in with a username or an e-mail and a password. */
export function SignInForm({ initialUsername = "", onSignedIn }: SignInFormProps) {
  const { login, isLoggingIn } = useAuth();
  const [identifier, setIdentifier] = useState(initialUsername);
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = validate(loginInput, { username: identifier.trim() || undefined, password });
    if (!result.success) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    const user = await login(result.data);
    if (user) onSignedIn(user);
  }

  return (
    <form onSubmit={(event) => void handleSubmit(event)} noValidate aria-label="Sign in">
      <Stack gap="4">
        <FormField
          label="Username or e-mail"
          name="username"
          autoComplete="username"
          required
          value={identifier}
          onValueChange={setIdentifier}
          error={errors.username}
        />
        <FormField
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onValueChange={setPassword}
          error={errors.password}
        />
        <Button type="submit" colorPalette="burgundy" loading={isLoggingIn} loadingText="Signing in...">
          Sign In
        </Button>
      </Stack>
    </form>
  );
}
