import type { z } from "zod";

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/**
 * Validates form values with a contracts schema. Returns the parsed data, or the first message
 * for each field so the form can show it next to that field.
 */
export function validate<S extends z.ZodType>(
  schema: S,
  values: unknown,
): { success: true; data: z.output<S> } | { success: false; errors: Record<string, string> } {
  const result = schema.safeParse(values);
  if (result.success) return { success: true, data: result.data };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? "form");
    if (!(key in errors)) errors[key] = issue.message;
  }
  return { success: false, errors };
}
