import { describe, expect, it } from "vitest";
import { adminReturnPath } from "./admin-return";

describe("the admin sign-in's way back", () => {
  it("returns to the admin page that was asked for", () => {
    expect(adminReturnPath("/admin/orders?status=confirmed")).toBe("/admin/orders?status=confirmed");
    expect(adminReturnPath("/admin")).toBe("/admin");
    expect(adminReturnPath("/admin?tab=events")).toBe("/admin?tab=events");
  });
  it("never leaves the admin area or loops to the sign-in", () => {
    expect(adminReturnPath("https://evil.example/admin")).toBe("/admin");
    expect(adminReturnPath("//evil.example")).toBe("/admin");
    expect(adminReturnPath("/shop")).toBe("/admin");
    expect(adminReturnPath("/administrator")).toBe("/admin");
    expect(adminReturnPath("/admin/login")).toBe("/admin");
    expect(adminReturnPath(undefined)).toBe("/admin");
  });
});
