import { Button, Card, Heading, HStack, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type Profile, updateProfileInput } from "contracts";
import { usStates } from "contracts/orders/labels";
import { useState } from "react";
import { LoadError } from "../../components/load-error";
import { SkeletonStack } from "../../components/skeleton-stack";
import { FormField } from "../../components/ui/form-field";
import { NameFields } from "../../components/ui/name-fields";
import { SelectField } from "../../components/ui/select-field";
import { toast } from "../../components/ui/toast";
import { digitsOnly, ZIP_LENGTH } from "../../lib/card";
import { useSchemaForm } from "../../lib/forms";
import { errorMessage, trpc } from "../../lib/trpc";
import { ProblemText } from "./problem-text";

interface AddressValues {
  line1: string;
  line2: string;
  city: string;
  state: string;
  zipCode: string;
}

interface ProfileValues {
  firstName: string;
  lastName: string;
  phone: string;
  defaultAddress: AddressValues;
}

function valuesOf(profile: Profile): ProfileValues {
  const a = profile.defaultAddress;
  return {
    firstName: profile.firstName ?? "",
    lastName: profile.lastName ?? "",
    phone: profile.phone ?? "",
    defaultAddress: {
      line1: a?.line1 ?? "",
      line2: a?.line2 ?? "",
      city: a?.city ?? "",
      state: a?.state ?? "",
      zipCode: a?.zipCode ?? "",
    },
  };
}

/** An address left all blank means "no default address"; a half-filled one is checked field by field. */
function toInput(values: ProfileValues) {
  const blank = Object.values(values.defaultAddress).every((v) => v.trim() === "");
  return { ...values, defaultAddress: blank ? null : values.defaultAddress };
}

const zipDigits = (value: string) => digitsOnly(value, ZIP_LENGTH);

function ProfileFields({ profile }: { profile: Profile }) {
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<string | null>(null);
  const update = useMutation(trpc.account.updateProfile.mutationOptions());
  const { control, handleSubmit, reset } = useSchemaForm({
    defaultValues: valuesOf(profile),
    schema: updateProfileInput,
    toInput,
    clearOnChange: true,
  });

  const save = handleSubmit(async (input) => {
    setProblem(null);
    try {
      const saved = await update.mutateAsync(input);
      queryClient.setQueryData(trpc.account.profile.queryKey(), saved);
      // The names show elsewhere (the greeting, checkout): the account changed.
      await queryClient.invalidateQueries(trpc.auth.me.pathFilter());
      reset(valuesOf(saved));
      toast({ title: "Profile saved", description: "Checkout will start from your default address." });
    } catch (error) {
      setProblem(errorMessage(error) ?? "Your profile could not be saved. Please try again.");
    }
  });

  return (
    <form onSubmit={(event) => void save(event)} noValidate aria-label="Your details">
      <Stack gap="6">
        <Stack gap="4">
          <NameFields control={control} firstName="firstName" lastName="lastName" />
          <FormField
            control={control}
            name="phone"
            label="Phone (optional)"
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            helperText="For the courier and for your reservations."
          />
        </Stack>
        <Stack gap="4" as="fieldset">
          <Heading as="legend" size="md" color="burgundy.800" mb="1">
            Default shipping address
          </Heading>
          <Text fontSize="sm" color="fg.muted" mt="-2">
            Checkout fills it in for you. Leave it all blank to have none.
          </Text>
          <FormField
            control={control}
            name="defaultAddress.line1"
            inputName="address-line1"
            label="Street address"
            autoComplete="address-line1"
          />
          <FormField
            control={control}
            name="defaultAddress.line2"
            inputName="address-line2"
            label="Apartment, suite, unit (optional)"
            autoComplete="address-line2"
          />
          <SimpleGrid columns={{ base: 1, sm: 2, md: 3 }} gap="4">
            <FormField
              control={control}
              name="defaultAddress.city"
              label="City"
              autoComplete="address-level2"
            />
            <SelectField
              control={control}
              name="defaultAddress.state"
              label="State"
              autoComplete="address-level1"
            >
              <option value="">Select a state</option>
              {usStates.map(([code, name]) => (
                <option key={code} value={code}>
                  {name}
                </option>
              ))}
            </SelectField>
            <FormField
              control={control}
              name="defaultAddress.zipCode"
              label="ZIP code"
              autoComplete="postal-code"
              inputMode="numeric"
              maxLength={ZIP_LENGTH}
              format={zipDigits}
            />
          </SimpleGrid>
        </Stack>
        {problem ? <ProblemText>{problem}</ProblemText> : null}
        <HStack justify="flex-end">
          <Button type="submit" colorPalette="burgundy" loading={update.isPending} loadingText="Saving...">
            Save details
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}

/** The dashboard's profile form: names, phone and the default shipping address. */
export function ProfileForm() {
  const profile = useQuery(trpc.account.profile.queryOptions());
  return (
    <Card.Root bg="white" borderRadius="xl" as="section" aria-labelledby="details-heading">
      <Card.Header>
        <Heading as="h2" id="details-heading" size="xl" color="burgundy.800">
          Your Details
        </Heading>
      </Card.Header>
      <Card.Body>
        {profile.isPending ? (
          <SkeletonStack count={3} height="12" borderRadius="md" />
        ) : profile.isError ? (
          <LoadError
            variant="section"
            error={profile.error}
            fallback="Your details could not be loaded."
            onRetry={() => void profile.refetch()}
          />
        ) : (
          <ProfileFields profile={profile.data} />
        )}
      </Card.Body>
    </Card.Root>
  );
}
