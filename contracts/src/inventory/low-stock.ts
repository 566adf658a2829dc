import { z } from "zod";

/** A product's low-stock level as its form takes it: a whole number, or blank (null) for the default. */
export const lowStockInput = z.preprocess(
  (v) => (v === "" ? null : v),
  z
    .number({ error: "The low-stock level must be a whole number" })
    .int("The low-stock level must be a whole number")
    .min(0, "The low-stock level is 0 or more")
    .max(10_000, "The low-stock level is at most 10000")
    .nullable()
    .optional(),
);
