import { Button, Stack } from "@chakra-ui/react";
import { PASSWORD_MIN, registerInput, usernameSchema } from "contracts";
import { type FormEvent, useState } from "react";
import { type AuthToasts, useAuth } from "../../lib/auth";
import { validate } from "../../lib/forms";
import { FormField } from "../ui/form-field";
import { NameFields } from "../ui/name-fields";

/** The club page asks for a username too, so the new member can sign in with it. */
const createAccountInput = registerInput.extend({ username: usernameSchema });

const empty = { username: "", email: "", password: "", firstName: "", lastName: "" };

export interface CreateAccountFormProps {
  /**
   * Called once the account exists (it is not signed in). The password is passed on for screens that
   * sign the person in right away; it is kept only in memory.
   */
  onCreated: (username: string, password: string) => void;
  /** The notifications of account creation, when a screen words them its own way. */
  toasts?: AuthToasts;
}

/** Create an account: username, e-mail, password, first and last name. */
export function CreateAccountForm({ onCreated, toasts }: CreateAccountFormProps) {
  const { register, isRegistering } = useAuth();
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (key: keyof typeof empty) => (value: string) =>
    setValues((current) => ({ ...current, [key]: value }));

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = validate(createAccountInput, values);
    if (!result.success) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    const user = await register(result.data, toasts);
    if (user) {
      setValues(empty);
      onCreated(user.username, result.data.password);
    }
  }

  return (
    <form onSubmit={(event) => void handleSubmit(event)} noValidate aria-label="Create account">
      <Stack gap="4">
        <NameFields values={values} onChange={(field, value) => set(field)(value)} errors={errors} />
        <FormField
          label="Username"
          name="username"
          autoComplete="username"
          required
          value={values.username}
          onValueChange={set("username")}
          error={errors.username}
        />
        <FormField
          label="E-mail"
          name="email"
          type="email"
          autoComplete="email"
          required
          value={values.email}
          onValueChange={set("email")}
          error={errors.email}
        />
        <FormField
          label="Password"
          name="password"
          type="password"
          autoComplete="new-password"
          required
          value={values.password}
          onValueChange={set("password")}
          error={errors.password}
          helperText={`At least ${PASSWORD_MIN} characters.`}
        />
        <Button
          type="submit"
          colorPalette="burgundy"
          loading={isRegistering}
          loadingText="Creating account..."
        >
          Create Account
        </Button>
      </Stack>
    </form>
  );
}
