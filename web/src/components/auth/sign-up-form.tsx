import { Button, Stack } from "@chakra-ui/react";
import { useMutation } from "@tanstack/react-query";
import { signupInput } from "contracts";
import { adultDateOfBirth } from "../../lib/date-of-birth";
import { useSchemaForm } from "../../lib/forms";
import { errorMessage, trpc } from "../../lib/trpc";
import { DateOfBirthField } from "../ui/date-of-birth-field";
import { FormField } from "../ui/form-field";
import { toast } from "../ui/toast";

const empty = { username: "", email: "", password: "", dateOfBirth: "" };
const signupForm = signupInput.extend({ dateOfBirth: adultDateOfBirth() });

export interface SignUpFormProps {
  /** Called once the account exists (it is not signed in: the person signs in next). */
  onCreated: (username: string) => void;
}

/**
 * The short sign-up of the spec's sign-in dialog (docs/spec part 1): username, e-mail and password,
 * and the date of birth every account gives (DECISIONS.md, Round 3).
 * The account is created without signing in; the dialog then asks the person to sign in.
 */
export function SignUpForm({ onCreated }: SignUpFormProps) {
  const signup = useMutation(trpc.auth.signup.mutationOptions());
  const { control, handleSubmit } = useSchemaForm({ defaultValues: empty, schema: signupForm });

  const create = handleSubmit(async (input) => {
    try {
      const { user } = await signup.mutateAsync(input);
      toast({ title: "Account created!", description: "Please sign in with your username and password." });
      onCreated(user.username);
    } catch (error) {
      toast({
        title: "Sign up failed",
        description: errorMessage(error) ?? "Please try again.",
        variant: "destructive",
      });
    }
  });

  return (
    <form onSubmit={(event) => void create(event)} noValidate aria-label="Sign up">
      <Stack gap="4">
        <FormField control={control} name="username" label="Username" autoComplete="username" required />
        <FormField control={control} name="email" label="E-mail" type="email" autoComplete="email" required />
        <FormField
          control={control}
          name="password"
          label="Password"
          type="password"
          autoComplete="new-password"
          helperText="At least 8 characters"
          required
        />
        <DateOfBirthField control={control} name="dateOfBirth" />
        <Button
          type="submit"
          colorPalette="burgundy"
          loading={signup.isPending}
          loadingText="Creating account..."
        >
          Sign Up
        </Button>
      </Stack>
    </form>
  );
}
