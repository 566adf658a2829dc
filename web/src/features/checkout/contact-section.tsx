import { Box, Button, Flex, Stack, Text } from "@chakra-ui/react";
import type { User } from "contracts";
import { PASSWORD_MIN } from "contracts";
import { UserRoundCheck } from "lucide-react";
import { useState } from "react";
import { useWatch } from "react-hook-form";
import { CheckboxField } from "../../components/ui/checkbox-field";
import { DateOfBirthField } from "../../components/ui/date-of-birth-field";
import { FormField } from "../../components/ui/form-field";
import { NameFields } from "../../components/ui/name-fields";
import { CheckoutSection } from "./checkout-section";
import { CheckoutSignIn } from "./checkout-sign-in";
import type { CheckoutControl } from "./checkout-values";

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

/** A guest's e-mail, name, phone, and the account they may ask for. */
function GuestFields({ control, disabled }: { control: CheckoutControl; disabled: boolean }) {
  const createAccount = useWatch({ control, name: "createAccount" });
  return (
    <Stack gap="4">
      <FormField
        control={control}
        name="contact.email"
        label="E-mail"
        type="email"
        autoComplete="email"
        required
        helperText="We send your receipt here."
      />
      <NameFields control={control} firstName="contact.firstName" lastName="contact.lastName" />
      <FormField
        control={control}
        name="contact.phone"
        label="Phone"
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        required
        helperText="For the courier: wine needs an adult's signature on delivery."
      />
      <CheckboxField
        control={control}
        name="createAccount"
        label="Create an account for faster checkout next time"
        disabled={disabled}
        controlBg="white"
      />
      {createAccount ? (
        <FormField
          control={control}
          name="password"
          inputName="new-password"
          label="Password"
          type="password"
          autoComplete="new-password"
          required
          helperText={`At least ${PASSWORD_MIN} characters. Your account is created when you place the order.`}
        />
      ) : null}
    </Stack>
  );
}

export interface ContactSectionProps {
  user: User | null;
  control: CheckoutControl;
  /** True while the order is being placed. */
  disabled: boolean;
  /** The cart holds wine and no date of birth is on file. */
  askDateOfBirth: boolean;
}

/** Asked once: a guest with every wine order, an account before its first one (then kept). */
function BirthField({ control, account }: { control: CheckoutControl; account: boolean }) {
  return (
    <DateOfBirthField
      control={control}
      name="dateOfBirth"
      helperText={
        account
          ? "You must be 21 or older to buy wine. We keep it on your account, so we ask only once."
          : "You must be 21 or older to buy wine."
      }
    />
  );
}

/** Step 1: who orders. A signed-in notice, or a guest's details with account creation or sign-in. */
export function ContactSection({ user, control, disabled, askDateOfBirth }: ContactSectionProps) {
  const [signingIn, setSigningIn] = useState(false);

  if (user) {
    return (
      <CheckoutSection step={1} title="Contact Information">
        <Stack gap="4">
          <SignedInNotice user={user} />
          {askDateOfBirth ? <BirthField control={control} account /> : null}
        </Stack>
      </CheckoutSection>
    );
  }

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
        <CheckoutSignIn onCancel={() => setSigningIn(false)} disabled={disabled} />
      ) : (
        <Stack gap="4">
          <GuestFields control={control} disabled={disabled} />
          {askDateOfBirth ? <BirthField control={control} account={false} /> : null}
        </Stack>
      )}
    </CheckoutSection>
  );
}
