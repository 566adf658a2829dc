import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect } from "react";
import {
  type DefaultValues,
  type FieldValues,
  type Resolver,
  type UseFormReturn,
  useForm,
} from "react-hook-form";
import type { z } from "zod";

/**
 * A form resolver that checks with a contracts schema, so the browser and the api read the same
 * rules and messages; the first message of each field is shown next to it.
 */
function schemaResolver<Values extends FieldValues, Output>(
  schema: () => z.ZodType<Output>,
  toInput: ((values: Values) => FieldValues) | undefined,
): Resolver<Values, unknown, Output> {
  return (values, context, options) => {
    // A schema is typed to read anything (it checks the api's input too); here it reads the form's
    // values, reshaped by `toInput` with the same field paths, so its messages land on those fields.
    const resolve = zodResolver(schema() as z.ZodType<Output, Values>);
    return resolve(toInput ? (toInput(values) as Values) : values, context, options);
  };
}

export interface SchemaFormOptions<Values extends FieldValues, Output> {
  defaultValues: DefaultValues<Values>;
  /** The contracts schema the form is checked with, or a function that picks it when the form is sent. */
  schema: z.ZodType<Output> | (() => z.ZodType<Output>);
  /**
   * Turns what was typed into what the schema reads, where the two differ (a blank username left
   * out, a card number without its spaces).
   */
  toInput?: (values: Values) => FieldValues;
  /** Typing in a field takes its message away until the next submit. */
  clearOnChange?: boolean;
}

/**
 * A form checked on submit with a contracts schema, as every form of the site is: the messages
 * appear when the person submits and stay until the next submit, unless `clearOnChange` takes a
 * field's message away as soon as the person types in it (no message changing under the fingers
 * while a value is half typed). Focus stays where it is; the checkout moves it to the first problem
 * itself.
 */
export function useSchemaForm<Values extends FieldValues, Output>({
  defaultValues,
  schema,
  toInput,
  clearOnChange = false,
}: SchemaFormOptions<Values, Output>): UseFormReturn<Values, unknown, Output> {
  const form = useForm<Values, unknown, Output>({
    defaultValues,
    resolver: schemaResolver(typeof schema === "function" ? schema : () => schema, toInput),
    mode: "onSubmit",
    reValidateMode: "onSubmit",
    shouldFocusError: false,
  });
  const { subscribe, getFieldState, clearErrors } = form;
  useEffect(() => {
    if (!clearOnChange) return;
    return subscribe({
      formState: { values: true },
      callback: ({ name, type }) => {
        // Only what the person types: values set by the screen itself leave messages alone.
        if (type !== "change" || !name) return;
        const field = name as Parameters<typeof getFieldState>[0];
        if (getFieldState(field).error) clearErrors(field);
      },
    });
  }, [clearOnChange, subscribe, getFieldState, clearErrors]);
  return form;
}
