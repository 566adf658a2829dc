import { Box, Button, Checkbox, Flex, HStack, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import type { User } from "contracts";
import { PASSWORD_MIN } from "contracts";
import { UserRoundCheck } from "lucide-react";
import { type KeyboardEvent, useState } from "react";
import { FormField } from "../../components/ui/form-field";
import { NameFields } from "../../components/ui/name-fields";
import { toast } from "../../components/ui/toast";
import type { AuthToasts } from "../../lib/auth";
import { useAuth } from "../../lib/auth";
import type { FieldErrors } from "../../lib/forms";
import { CheckoutSection } from "./checkout-section";

export interface GuestContact {
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
}

export type ContactField = keyof GuestContact | "password";

export const emptyContact: GuestContact = { email: "", firstName: "", lastName: "", phone: "" };

/** The checkout's wording for signing in on the spot (part 2 §8). */
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

function SignedInNotice({ user }: { user: User }) {
  return (
    <Flex
      gap="3"
      align="flex-start"
      bg="vine.50"
      borderWidth="1px"
      borderColor="vine.200"
      borderRadius="lg"
      p="4"
    >
      <Box color="vine.700" aria-hidden pt="0.5">
        <UserRoundCheck size={22} />
      </Box>
      <Text color="burgundy.900" role="status">
        Signed in as <strong>{user.username}</strong> ({user.email}). Your account details will be used for
        this order.
      </Text>
    </Flex>
  );
}

function SignInPanel({ onCancel, disabled }: { onCancel: () => void; disabled: boolean }) {
  const { login, isLoggingIn } = useAuth();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");

  async function signIn() {
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
          label="E-mail"
          name="login-email"
          type="email"
          autoComplete="email"
          value={email}
          onValueChange={setEmail}
          onKeyDown={onKeyDown}
          required
        />
        <FormField
          label="Password"
          name="login-password"
          type="password"
          autoComplete="current-password"
          value={password}
          onValueChange={setPassword}
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
    </Stack>
  );
}

export interface ContactSectionProps {
  user: User | null;
  contact: GuestContact;
  onContactChange: (field: keyof GuestContact, value: string) => void;
  errors: FieldErrors<ContactField>;
  createAccount: boolean;
  onCreateAccountChange: (value: boolean) => void;
  password: string;
  onPasswordChange: (value: string) => void;
  /** True while the order is being placed. */
  disabled: boolean;
}

/** Step 1: who orders. A signed-in notice, or a guest's details with account creation or sign-in. */
export function ContactSection({
  user,
  contact,
  onContactChange,
  errors,
  createAccount,
  onCreateAccountChange,
  password,
  onPasswordChange,
  disabled,
}: ContactSectionProps) {
  const [signingIn, setSigningIn] = useState(false);

  if (user) {
    return (
      <CheckoutSection step={1} title="Contact Information">
        <SignedInNotice user={user} />
      </CheckoutSection>
    );
  }

  const set = (field: keyof GuestContact) => (value: string) => onContactChange(field, value);
  return (
    <CheckoutSection
      step={1}
      title="Contact Information"
      aside={
        signingIn ? null : (
          <Button
            type="button"
            size="sm"
            variant="plain"
            color="burgundy.700"
            textDecoration="underline"
            px="0"
            onClick={() => setSigningIn(true)}
            disabled={disabled}
          >
            Already have an account? Sign in
          </Button>
        )
      }
    >
      {signingIn ? (
        <SignInPanel onCancel={() => setSigningIn(false)} disabled={disabled} />
      ) : (
        <Stack gap="4">
          <FormField
            label="E-mail"
            name="email"
            type="email"
            autoComplete="email"
            required
            value={contact.email}
            onValueChange={set("email")}
            error={errors.email}
            helperText="We send your receipt here."
          />
          <NameFields values={contact} onChange={onContactChange} errors={errors} />
          <FormField
            label="Phone"
            name="phone"
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            required
            value={contact.phone}
            onValueChange={set("phone")}
            error={errors.phone}
            helperText="For the courier: wine needs an adult's signature on delivery."
          />
          <Checkbox.Root
            checked={createAccount}
            onCheckedChange={(details) => onCreateAccountChange(details.checked === true)}
            colorPalette="burgundy"
            disabled={disabled}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control bg="white" />
            <Checkbox.Label>Create an account for faster checkout next time</Checkbox.Label>
          </Checkbox.Root>
          {createAccount ? (
            <FormField
              label="Password"
              name="new-password"
              type="password"
              autoComplete="new-password"
              required
              value={password}
              onValueChange={onPasswordChange}
              error={errors.password}
              helperText={`At least ${PASSWORD_MIN} characters. Your account is created when you place the order.`}
            />
          ) : null}
        </Stack>
      )}
    </CheckoutSection>
  );
}
