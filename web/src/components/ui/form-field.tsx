import { Input } from "@chakra-ui/react";
import type { ComponentProps } from "react";
import type { FieldValues } from "react-hook-form";
import { FieldFrame } from "./field-frame";
import { type BoundField, type FieldChange, useTextField } from "./use-form-field";

type InputProps = ComponentProps<typeof Input>;

export interface FormFieldProps<Values extends FieldValues, Output>
  extends BoundField<Values, Output, string>,
    FieldChange<string>,
    Omit<InputProps, "name" | "value" | "defaultValue" | "onChange" | "onBlur" | "form"> {
  label: string;
  helperText?: string | undefined;
  /** The input's own name (for the browser's autofill) when it differs from the value's path. */
  inputName?: string | undefined;
}

/** A labelled text input bound to a form value, with the field's message right under it. */
export function FormField<Values extends FieldValues, Output>({
  control,
  name,
  format,
  onValueChange,
  label,
  helperText,
  inputName,
  required,
  ...input
}: FormFieldProps<Values, Output>) {
  const field = useTextField({ control, name }, { format, onValueChange });
  return (
    <FieldFrame label={label} error={field.error} helperText={helperText} required={required}>
      <Input
        name={inputName ?? field.name.split(".").pop()}
        ref={field.ref}
        value={field.value}
        onChange={(event) => field.change(event.target.value)}
        onBlur={field.onBlur}
        bg="white"
        {...input}
      />
    </FieldFrame>
  );
}
