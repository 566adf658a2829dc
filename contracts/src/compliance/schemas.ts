import { z } from "zod";
import { usStates } from "../orders/labels";
import { isTaxRate } from "./rules";

const stateCodes = usStates.map(([code]) => code) as [string, ...string[]];

export const stateCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .pipe(z.enum(stateCodes, { error: "Use a state's two-letter code (OH, PA, DC...)" }));

/** GET /api/compliance/states: one row per state and DC. */
export const complianceStateSchema = z.object({
  state: z.string(),
  ships: z.boolean(),
  /** Bottles a person may receive there in a calendar year; null: no limit. */
  bottlesPerYear: z.number().int().nullable(),
  /** A decimal string with four places: "0.0800". */
  taxRate: z.string(),
});
export type ComplianceState = z.infer<typeof complianceStateSchema>;

/** PUT /api/admin/compliance/states/{state}: what the staff change (absent: kept). */
export const updateComplianceStateInput = z.object({
  state: stateCodeSchema,
  ships: z.boolean({ error: "ships is true or false" }).optional(),
  bottlesPerYear: z
    .number({ error: "Enter a number of bottles, or null for no limit" })
    .int("Bottles are whole")
    .min(0, "The limit cannot be below 0")
    .max(100_000, "Enter at most 100,000 bottles")
    .nullable()
    .optional(),
  taxRate: z
    .string()
    .trim()
    .refine(isTaxRate, "Enter the rate as a decimal with four places, e.g. 0.0725 for 7.25%")
    .optional(),
});
export type UpdateComplianceStateInput = z.infer<typeof updateComplianceStateInput>;
