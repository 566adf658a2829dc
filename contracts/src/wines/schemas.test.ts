import { describe, expect, it } from "vitest";
import { couponFormInput } from "../cart/coupon-admin";
import { merchandiseFormInput } from "../merchandise/schemas";
import { wineFormInput } from "./schemas";

/** Each field's messages, as the back office's forms show them beside their fields. */
function messages(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return (result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]);
}

describe("the back office's forms report every field at once, each with its own message", () => {
  it("says a vintage that is not a number must be a year, and a missing one is required", () => {
    const wine = { name: "", type: "red", description: "", price: "abc", bottlesPerCase: 12 };
    expect(messages(wineFormInput.safeParse({ ...wine, vintage: "20x1", stock: "lots" }))).toEqual([
      ["name", "Name is required"],
      ["description", "Description is required"],
      ["vintage", "Vintage must be a year"],
      ["price", "Price must be an amount like 24.99"],
      ["stock", "Stock must be a whole number"],
    ]);
    expect(
      messages(wineFormInput.safeParse({ ...wine, price: "", vintage: undefined, stock: undefined })),
    ).toEqual([
      ["name", "Name is required"],
      ["description", "Description is required"],
      ["vintage", "Vintage is required"],
      ["price", "Price is required"],
      ["stock", "Stock is required"],
    ]);
    expect(messages(wineFormInput.safeParse({ ...wine, vintage: 2021.5, stock: 1 }))).toContainEqual([
      "vintage",
      "Vintage must be a year",
    ]);
  });

  it("checks a coupon's value and dates beside its other fields, not after them", () => {
    const coupon = { code: "", name: "", type: "percentage", value: "150" };
    expect(
      messages(couponFormInput.safeParse({ ...coupon, validFrom: "2026-12-10", validUntil: "2026-12-01" })),
    ).toEqual([
      ["code", "A code has at least 3 characters"],
      ["code", "Use letters, digits, dashes and underscores only"],
      ["name", "Name is required"],
      ["value", "A percentage is between 1 and 100"],
      ["validUntil", "The end date is before the start date"],
    ]);
    expect(couponFormInput.safeParse(null).success).toBe(false);
  });

  it("asks for an item's stock beside its other fields", () => {
    expect(
      messages(
        merchandiseFormInput.safeParse({ name: "", description: "A mug", price: "x", category: "Glassware" }),
      ),
    ).toEqual([
      ["name", "Name is required"],
      ["price", "Enter an amount like 24.99"],
      ["stock", "Stock is required"],
    ]);
  });
});
