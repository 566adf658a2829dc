import { Checkbox } from "@chakra-ui/react";
import type { FieldValues } from "react-hook-form";
import { type BoundField, useCheckField } from "./use-form-field";

export interface CheckboxFieldProps<Values extends FieldValues, Output>
  extends BoundField<Values, Output, boolean> {
  label: string;
  disabled?: boolean | undefined;
  /** The box's own background (white where the form sits on a tinted card). */
  controlBg?: string | undefined;
}

/** A checkbox bound to a form's yes/no value. */
export function CheckboxField<Values extends FieldValues, Output>({
  control,
  name,
  label,
  disabled,
  controlBg,
}: CheckboxFieldProps<Values, Output>) {
  const field = useCheckField({ control, name });
  return (
    <Checkbox.Root
      checked={field.checked}
      onCheckedChange={(details) => field.change(details.checked === true)}
      colorPalette="burgundy"
      disabled={disabled}
    >
      <Checkbox.HiddenInput ref={field.ref} />
      <Checkbox.Control bg={controlBg} />
      <Checkbox.Label>{label}</Checkbox.Label>
    </Checkbox.Root>
  );
}
