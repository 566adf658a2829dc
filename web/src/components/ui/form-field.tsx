import { Field, Input } from "@chakra-ui/react";
import type { ComponentProps } from "react";

type InputProps = ComponentProps<typeof Input>;

export interface FormFieldProps extends Omit<InputProps, "onChange" | "value"> {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  /** The validation message shown next to the field (from the contracts' zod schemas). */
  error?: string | undefined;
  helperText?: string;
}

/** A labelled text input with its error message right under it. */
export function FormField({
  label,
  value,
  onValueChange,
  error,
  helperText,
  required,
  ...input
}: FormFieldProps) {
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label>
        {label}
        {required ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      <Input value={value} onChange={(event) => onValueChange(event.target.value)} bg="white" {...input} />
      {helperText && !error ? <Field.HelperText>{helperText}</Field.HelperText> : null}
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
    </Field.Root>
  );
}
