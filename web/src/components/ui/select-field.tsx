import { Field, NativeSelect } from "@chakra-ui/react";
import type { ReactNode } from "react";

export interface SelectFieldProps {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  /** The <option> elements. */
  children: ReactNode;
  error?: string | undefined;
  helperText?: string | undefined;
  required?: boolean;
  disabled?: boolean;
  name?: string;
  /** The browser's autofill hint ("address-level1" for a state). */
  autoComplete?: string;
}

/** A labelled native select with its error message right under it (the FormField of choices). */
export function SelectField({
  label,
  value,
  onValueChange,
  children,
  error,
  helperText,
  required,
  disabled,
  name,
  autoComplete,
}: SelectFieldProps) {
  return (
    <Field.Root invalid={Boolean(error)} required={required} disabled={disabled}>
      <Field.Label>
        {label}
        {required ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field
          name={name}
          autoComplete={autoComplete}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          bg="white"
        >
          {children}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {helperText && !error ? <Field.HelperText>{helperText}</Field.HelperText> : null}
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
    </Field.Root>
  );
}
