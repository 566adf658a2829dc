import { describe, expect, it } from "vitest";
import { hasGreeting, hasSignOff, staffMessageParts } from "./staff-message";

const who = { memberName: "Ann", staffFirstName: "Rosa" };

describe("a staff message's greeting and sign-off", () => {
  it("greets and signs off for the staff when the message has neither", () => {
    expect(staffMessageParts("Your case is ready for pickup.", who)).toEqual({
      greeting: "Dear Ann,",
      body: "Your case is ready for pickup.",
      signOff: "Warm regards,\nRosa, Ridge Road Vineyard",
      footer:
        "You can reply to this e-mail, write to hello@ridgeroadvineyard.example or call (440) 555-0168.",
    });
  });

  it("keeps the staff's own greeting and sign-off, never adding a second", () => {
    const parts = staffMessageParts("Hi Ann,\n\nYour case is ready.\n\nBest,\nRosa", who);
    expect([parts.greeting, parts.signOff]).toEqual([null, null]);
    expect(staffMessageParts("Good morning!\nYour case is ready.", who).greeting).toBeNull();
    expect(staffMessageParts("Your case is ready.\nCheers!", who).signOff).toBeNull();
    expect(
      staffMessageParts("Your case is ready.\nThanks again,\nRosa\nTasting room", who).signOff,
    ).toBeNull();
  });

  it("tells a greeting or sign-off from words that only start like one", () => {
    expect(hasGreeting("Highlights of the harvest are in.")).toBe(false);
    expect(hasSignOff("Thanks again for visiting us last week.")).toBe(false);
    expect(hasSignOff("Best,\nRosa")).toBe(true);
    expect(
      staffMessageParts("Your case is ready.", { memberName: "Ann", staffFirstName: null }).signOff,
    ).toBe("Warm regards,\nThe team at Ridge Road Vineyard");
  });
});
