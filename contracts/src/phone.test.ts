import { describe, expect, it } from "vitest";
import { isValidPhone, phoneSchema, telHref } from "./phone";

describe("the phone rule", () => {
  it.each([
    "(440) 555-0168",
    "440.555.0168",
    "440-555-0168",
    "+1 440 555 0168",
    "4405550168",
    "+44 20 7946 0958",
    "123456789012345",
  ])("accepts %s", (phone) => {
    expect(isValidPhone(phone)).toBe(true);
  });

  it.each([
    "abcdefghijkl",
    "555-0168",
    "1234567890123456",
    "440 555 0168 ext 4",
    "++1 440 555 0168",
    "440/555/0168",
    "",
  ])("refuses %s", (phone) => {
    expect(isValidPhone(phone)).toBe(false);
  });

  it("gives the site's one message", () => {
    const result = phoneSchema.safeParse("abcdefghijkl");
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("Please enter a valid phone number");
  });
});

describe("a phone number as a link", () => {
  it("calls the number with its country code", () => {
    expect(telHref("(440) 555-0168")).toBe("tel:+14405550168");
    expect(telHref("1 440 555 0168")).toBe("tel:+14405550168");
    expect(telHref("+44 20 7946 0958")).toBe("tel:+442079460958");
    expect(telHref("123456789012")).toBe("tel:123456789012");
  });
  it("is no link for no number", () => {
    expect(telHref(null)).toBeNull();
    expect(telHref("call me")).toBeNull();
  });
});
