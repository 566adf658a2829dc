import { SimpleGrid } from "@chakra-ui/react";
import type { Control, FieldPathByValue, FieldValues } from "react-hook-form";
import { FormField } from "./form-field";

export interface NameFieldsProps<Values extends FieldValues, Output> {
  control: Control<Values, unknown, Output>;
  /** Where the form keeps the first and the last name. */
  firstName: FieldPathByValue<Values, string>;
  lastName: FieldPathByValue<Values, string>;
}

/** A person's first and last name, side by side from small screens up. */
export function NameFields<Values extends FieldValues, Output>({
  control,
  firstName,
  lastName,
}: NameFieldsProps<Values, Output>) {
  return (
    <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
      <FormField control={control} name={firstName} label="First name" autoComplete="given-name" required />
      <FormField control={control} name={lastName} label="Last name" autoComplete="family-name" required />
    </SimpleGrid>
  );
}
