import { Button, HStack, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import type { KeyboardEvent } from "react";
import { useForm } from "react-hook-form";
import { ForgotPasswordLink } from "../../components/auth/forgot-password-link";
import { FormField } from "../../components/ui/form-field";
import { toast } from "../../components/ui/toast";
import { type AuthToasts, useAuth } from "../../lib/auth";

/** The checkout's wording for signing in on the spot (docs/spec part 2 §8). */
export const checkoutLoginToasts: AuthToasts = {
  success: {
    title: "Login successful",
    description: "Your cart and account details are ready for checkout.",
  },
  failure: ({ code, message }) => ({
    title: "Login failed",
    // Throttling and disabled accounts say why; any other refusal reads the same.
    description:
      (code === "TOO_MANY_REQUESTS" || code === "FORBIDDEN") && message
        ? message
        : "Invalid email or password.",
  }),
};

export interface CheckoutSignInProps {
  onCancel: () => void;
  disabled: boolean;
}

/** Signing in inside the checkout's contact step, instead of giving a guest's details. */
export function CheckoutSignIn({ onCancel, disabled }: CheckoutSignInProps) {
  const { login, isLoggingIn } = useAuth();
  // Its own small form: it sits inside the checkout's <form>, and has no rules beyond "fill both".
  const { control, getValues } = useForm({ defaultValues: { email: "", password: "" } });

  async function signIn() {
    const { email, password } = getValues();
    if (!email.trim() || !password) {
      toast({
        title: "Missing information",
        description: "Please enter both email and password.",
        variant: "destructive",
      });
      return;
    }
    // The visitor's cart merges into the account on the server; login() refetches cart and totals.
    await login({ email: email.trim(), password }, checkoutLoginToasts);
  }

  // These fields sit inside the checkout form: Enter signs in rather than placing the order.
  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "Enter") {
      event.preventDefault();
      void signIn();
    }
  }

  return (
    <Stack gap="4" role="group" aria-label="Sign in to your account">
      <Text fontSize="sm" color="fg.muted">
        Sign in and your cart comes with you; your account's name and e-mail are used for the order.
      </Text>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <FormField
          control={control}
          name="email"
          inputName="login-email"
          label="E-mail"
          type="email"
          autoComplete="email"
          onKeyDown={onKeyDown}
          required
        />
        <FormField
          control={control}
          name="password"
          inputName="login-password"
          label="Password"
          type="password"
          autoComplete="current-password"
          onKeyDown={onKeyDown}
          required
        />
      </SimpleGrid>
      <HStack gap="3" wrap="wrap">
        <Button
          type="button"
          colorPalette="burgundy"
          onClick={() => void signIn()}
          loading={isLoggingIn}
          loadingText="Signing in..."
          disabled={disabled}
        >
          Sign In
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel} disabled={disabled}>
          Continue as guest
        </Button>
      </HStack>
      <ForgotPasswordLink />
    </Stack>
  );
}
