import { z } from "zod";

/** Money in answers: a decimal string with 2 places ("24.99", "-3.50"). */
export const moneyString = z.string().regex(/^-?\d+\.\d{2}$/);

/** Money typed into a form: up to 7 digits and 2 decimals ("24", "24.9", "24.99"). */
export const amountPattern = /^\d{1,7}(\.\d{1,2})?$/;

export const moneyInput = (message: string) => z.string().trim().regex(amountPattern, message);
