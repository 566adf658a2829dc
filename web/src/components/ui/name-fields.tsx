import { SimpleGrid } from "@chakra-ui/react";
import { FormField } from "./form-field";

export interface NameValues {
  firstName: string;
  lastName: string;
}

export interface NameFieldsProps {
  values: NameValues;
  onChange: (field: keyof NameValues, value: string) => void;
  errors: Partial<Record<keyof NameValues, string>>;
}

/** A person's first and last name, side by side from small screens up. */
export function NameFields({ values, onChange, errors }: NameFieldsProps) {
  return (
    <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
      <FormField
        label="First name"
        name="firstName"
        autoComplete="given-name"
        required
        value={values.firstName}
        onValueChange={(value) => onChange("firstName", value)}
        error={errors.firstName}
      />
      <FormField
        label="Last name"
        name="lastName"
        autoComplete="family-name"
        required
        value={values.lastName}
        onValueChange={(value) => onChange("lastName", value)}
        error={errors.lastName}
      />
    </SimpleGrid>
  );
}
