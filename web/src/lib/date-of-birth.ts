import { ageRefusal } from "contracts/compliance/rules";
import { businessDate } from "contracts/time";
import { z } from "zod";

/**
 * A date of birth the forms require (sign-up, checkout): someone 21 or older on today's New York
 * date, with the rule's own words beside the field. The api checks the same rule again.
 */
export function adultDateOfBirth(now: () => Date = () => new Date()) {
  return z
    .string()
    .trim()
    .superRefine((value, ctx) => {
      const refusal = ageRefusal(value || null, businessDate(now()));
      if (refusal) ctx.addIssue({ code: "custom", message: refusal });
    });
}
