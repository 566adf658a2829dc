import { Textarea } from "@chakra-ui/react";
import type { ComponentProps } from "react";
import type { FieldValues } from "react-hook-form";
import { FieldFrame } from "./field-frame";
import { type BoundField, useTextField } from "./use-form-field";

type TextareaProps = ComponentProps<typeof Textarea>;

export interface TextareaFieldProps<Values extends FieldValues, Output>
  extends BoundField<Values, Output, string>,
    Omit<TextareaProps, "name" | "value" | "defaultValue" | "onChange" | "onBlur" | "form"> {
  label: string;
}

/** A labelled text area bound to a form value, with the field's message right under it. */
export function TextareaField<Values extends FieldValues, Output>({
  control,
  name,
  label,
  required,
  ...textarea
}: TextareaFieldProps<Values, Output>) {
  const field = useTextField({ control, name });
  return (
    <FieldFrame label={label} error={field.error} required={required}>
      <Textarea
        name={field.name.split(".").pop()}
        ref={field.ref}
        value={field.value}
        onChange={(event) => field.change(event.target.value)}
        onBlur={field.onBlur}
        bg="white"
        {...textarea}
      />
    </FieldFrame>
  );
}
