import type { Subscription } from "contracts";
import { describe, expect, it } from "vitest";
import { subscribersCsv } from "./csv";

const vera: Subscription = {
  id: "s1",
  email: "vera@example.com",
  firstName: "Vera",
  lastName: "O'Neil, Jr.",
  status: "active",
  isActive: true,
  subscriptionDate: "2026-11-01T10:00:00.000Z",
  confirmedAt: "2026-11-01T10:05:00.000Z",
  createdAt: "2026-11-01T10:00:00.000Z",
};

describe("the subscribers' CSV", () => {
  it("has a header and one line per subscriber, quoting where needed", () => {
    expect(
      subscribersCsv([
        vera,
        {
          ...vera,
          id: "s2",
          email: "otto@example.com",
          firstName: null,
          lastName: null,
          status: "pending",
          isActive: false,
          confirmedAt: null,
        },
      ]),
    ).toBe(
      "Email,First name,Last name,Status,Subscribed,Confirmed\r\n" +
        'vera@example.com,Vera,"O\'Neil, Jr.",Active,2026-11-01T10:00:00.000Z,2026-11-01T10:05:00.000Z\r\n' +
        "otto@example.com,,,Awaiting confirmation,2026-11-01T10:00:00.000Z,\r\n",
    );
  });

  it("never lets a subscriber's name start a spreadsheet formula", () => {
    const line = subscribersCsv([{ ...vera, firstName: "=1+1", lastName: "@x" }]).split("\r\n")[1];
    expect(line).toBe("vera@example.com,'=1+1,'@x,Active,2026-11-01T10:00:00.000Z,2026-11-01T10:05:00.000Z");
  });
});
