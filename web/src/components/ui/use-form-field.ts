import { type Control, type FieldPathByValue, type FieldValues, useController } from "react-hook-form";

/** Which value of which form a field shows: the form's `control` and the value's path in it. */
export interface BoundField<Values extends FieldValues, Output, Value> {
  control: Control<Values, unknown, Output>;
  name: FieldPathByValue<Values, Value>;
}

export interface FieldChange<Value> {
  /** Reshapes what is typed before the form keeps it (card numbers in fours, digits only). */
  format?: ((value: Value) => Value) | undefined;
  /** Runs after the form kept a new value, for fields that depend on this one. */
  onValueChange?: ((value: Value) => void) | undefined;
}

/**
 * A form's text value bound to an input: what it shows, how a change is kept, the ref the form
 * focuses, and the field's message from the schema.
 */
export function useTextField<Values extends FieldValues, Output>(
  { control, name }: BoundField<Values, Output, string>,
  { format, onValueChange }: FieldChange<string> = {},
) {
  const { field, fieldState } = useController({ control, name });
  const value: unknown = field.value;
  return {
    name: field.name,
    value: typeof value === "string" ? value : "",
    ref: field.ref,
    onBlur: field.onBlur,
    change(next: string) {
      const kept = format ? format(next) : next;
      field.onChange(kept);
      onValueChange?.(kept);
    },
    error: fieldState.error?.message,
  };
}

/** A form's yes/no value bound to a checkbox. */
export function useCheckField<Values extends FieldValues, Output>({
  control,
  name,
}: BoundField<Values, Output, boolean>) {
  const { field } = useController({ control, name });
  const value: unknown = field.value;
  return { name: field.name, checked: value === true, ref: field.ref, change: field.onChange };
}
