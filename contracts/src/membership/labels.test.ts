import { describe, expect, it } from "vitest";
import { membershipStatusLabel } from "./labels";

describe("membership status labels", () => {
  it("words every status for people and leaves a status this build does not know as it came", () => {
    expect(membershipStatusLabel("past_due")).toBe("Past due");
    expect(membershipStatusLabel("on_hold")).toBe("On hold");
    expect(membershipStatusLabel("paused_forever")).toBe("paused_forever");
    expect(membershipStatusLabel("toString")).toBe("toString");
  });
});
