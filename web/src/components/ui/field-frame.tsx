import { Field } from "@chakra-ui/react";
import type { ReactNode } from "react";

export interface FieldFrameProps {
  label: ReactNode;
  /** The validation message shown under the field (from the contracts' zod schemas). */
  error?: string | undefined;
  helperText?: ReactNode | undefined;
  required?: boolean | undefined;
  disabled?: boolean | undefined;
  children: ReactNode;
}

/**
 * A field's label, its input and the one line under it: the message when there is one, else the
 * help. Chakra marks the input inside `aria-invalid` while a message shows.
 */
export function FieldFrame({ label, error, helperText, required, disabled, children }: FieldFrameProps) {
  return (
    <Field.Root invalid={Boolean(error)} required={required} disabled={disabled}>
      <Field.Label>
        {label}
        {required ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      {children}
      {helperText && !error ? <Field.HelperText>{helperText}</Field.HelperText> : null}
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
    </Field.Root>
  );
}
