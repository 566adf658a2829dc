import { z } from "zod";
import { usStates } from "../orders/labels";
import { isBusinessDate } from "../time";
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

/** Where an order goes, for its tax: a state's two letters, or "pickup" at the tasting room. */
export const destinationSchema = z
  .string()
  .trim()
  .transform((s) => (s.toLowerCase() === "pickup" ? "pickup" : s.toUpperCase()))
  .pipe(z.enum([...stateCodes, "pickup"], { error: 'Use a state\'s two-letter code, or "pickup"' }));

/** A date of birth as people give it (yyyy-MM-dd); the age rule itself is `ageRefusal`. */
export const dateOfBirthSchema = z
  .string({ error: "Enter your date of birth" })
  .trim()
  .refine(isBusinessDate, "Enter your date of birth as yyyy-MM-dd");

/** PUT /api/account/date-of-birth. */
export const setDateOfBirthInput = z.object({ dateOfBirth: dateOfBirthSchema });
export type SetDateOfBirthInput = z.infer<typeof setDateOfBirthInput>;

const monthSchema = z
  .string()
  .trim()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, "Use a month as YYYY-MM");

/** GET /api/admin/compliance/report: whole New York months, `from` to `to` inclusive. */
export const complianceReportInput = z
  .object({
    from: monthSchema,
    to: monthSchema,
    format: z.enum(["json", "csv"]).optional(),
  })
  .refine((q) => q.from <= q.to, { message: "from must not come after to", path: ["to"] })
  .refine((q) => monthsBetween(q.from, q.to) <= 36, { message: "Ask for at most 36 months", path: ["to"] });
export type ComplianceReportInput = z.infer<typeof complianceReportInput>;

function monthsBetween(from: string, to: string): number {
  const [fy, fm] = from.split("-").map(Number);
  const [ty, tm] = to.split("-").map(Number);
  return ((ty ?? 0) - (fy ?? 0)) * 12 + ((tm ?? 0) - (fm ?? 0)) + 1;
}

/** One state in one month: the paid orders placed there and what they held and were taxed. */
export const complianceReportRowSchema = z.object({
  month: z.string(),
  state: z.string(),
  orders: z.number().int(),
  bottles: z.number().int(),
  /** Cents taxed (the discounted items and packaging). */
  taxable: z.number().int(),
  /** Cents of tax charged. */
  tax: z.number().int(),
});
export type ComplianceReportRow = z.infer<typeof complianceReportRowSchema>;
