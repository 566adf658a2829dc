import { Button, Stack } from "@chakra-ui/react";
import { PASSWORD_MIN, registerInput, usernameSchema } from "contracts";
import { type AuthToasts, useAuth } from "../../lib/auth";
import { adultDateOfBirth } from "../../lib/date-of-birth";
import { useSchemaForm } from "../../lib/forms";
import { DateOfBirthField } from "../ui/date-of-birth-field";
import { FormField } from "../ui/form-field";
import { NameFields } from "../ui/name-fields";

/** The club page asks for a username too, so the new member can sign in with it. */
const createAccountInput = registerInput.extend({
  username: usernameSchema,
  dateOfBirth: adultDateOfBirth(),
});

const empty = { username: "", email: "", password: "", firstName: "", lastName: "", dateOfBirth: "" };

export interface CreateAccountFormProps {
  /**
   * Called once the account exists (it is not signed in). The password is passed on for screens that
   * sign the person in right away; it is kept only in memory.
   */
  onCreated: (username: string, password: string) => void;
  /** The notifications of account creation, when a screen words them its own way. */
  toasts?: AuthToasts;
}

/** Create an account: username, e-mail, password, first and last name, date of birth (21 or older). */
export function CreateAccountForm({ onCreated, toasts }: CreateAccountFormProps) {
  const { register, isRegistering } = useAuth();
  const { control, handleSubmit, reset } = useSchemaForm({
    defaultValues: empty,
    schema: createAccountInput,
  });

  const create = handleSubmit(async (input) => {
    const user = await register(input, toasts);
    if (user) {
      reset(empty);
      onCreated(user.username, input.password);
    }
  });

  return (
    <form onSubmit={(event) => void create(event)} noValidate aria-label="Create account">
      <Stack gap="4">
        <NameFields control={control} firstName="firstName" lastName="lastName" />
        <FormField control={control} name="username" label="Username" autoComplete="username" required />
        <FormField control={control} name="email" label="E-mail" type="email" autoComplete="email" required />
        <FormField
          control={control}
          name="password"
          label="Password"
          type="password"
          autoComplete="new-password"
          required
          helperText={`At least ${PASSWORD_MIN} characters.`}
        />
        <DateOfBirthField control={control} name="dateOfBirth" />
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
