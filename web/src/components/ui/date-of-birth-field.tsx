import type { FieldValues } from "react-hook-form";
import { FormField } from "./form-field";
import type { BoundField } from "./use-form-field";

/** The date of birth every wine buyer gives once (sign-up, checkout): the browser's date picker. */
export function DateOfBirthField<Values extends FieldValues, Output>({
  control,
  name,
  helperText = "You must be 21 or older to buy wine.",
}: BoundField<Values, Output, string> & { helperText?: string }) {
  return (
    <FormField
      control={control}
      name={name}
      label="Date of birth"
      type="date"
      autoComplete="bday"
      required
      helperText={helperText}
    />
  );
}
