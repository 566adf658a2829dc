import { NativeSelect } from "@chakra-ui/react";
import type { ReactNode, Ref } from "react";
import { FieldFrame } from "./field-frame";

export interface SelectBaseProps {
  label: string;
  /** The <option> elements. */
  children: ReactNode;
  helperText?: string | undefined;
  required?: boolean | undefined;
  disabled?: boolean | undefined;
  /** The browser's autofill hint ("address-level1" for a state). */
  autoComplete?: string | undefined;
}

export interface LabeledSelectProps extends SelectBaseProps {
  value: string;
  onValueChange: (value: string) => void;
  name?: string | undefined;
  error?: string | undefined;
  ref?: Ref<HTMLSelectElement> | undefined;
}

/** A labelled native select with its message right under it, for choices kept outside a form. */
export function LabeledSelect({
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
  ref,
}: LabeledSelectProps) {
  return (
    <FieldFrame label={label} error={error} helperText={helperText} required={required} disabled={disabled}>
      <NativeSelect.Root>
        <NativeSelect.Field
          ref={ref}
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
    </FieldFrame>
  );
}
