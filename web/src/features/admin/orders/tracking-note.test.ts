import { describe, expect, it } from "vitest";
import { asksToShip, trackingNote } from "./tracking-note";

describe("Save Details with a tracking number", () => {
  it("offers to mark a paid, unshipped order shipped, since saving alone tells the customer nothing", () => {
    expect(asksToShip({ status: "confirmed", trackingNumber: null }, "1Z999AA10123456784")).toBe(true);
    expect(asksToShip({ status: "processing", trackingNumber: null }, " 1Z999AA10123456784 ")).toBe(true);
    expect(trackingNote("processing").note).toBe(
      "Saving a tracking number does not tell the customer: mark the order shipped to e-mail them the tracking link.",
    );
  });

  it("just saves when nothing new would ship: no number, the same number, or an order that cannot ship", () => {
    expect(asksToShip({ status: "processing", trackingNumber: null }, "  ")).toBe(false);
    expect(asksToShip({ status: "processing", trackingNumber: "1Z9" }, "1Z9")).toBe(false);
    expect(asksToShip({ status: "shipped", trackingNumber: "1Z9" }, "1Z8")).toBe(false);
    expect(asksToShip({ status: "pending", trackingNumber: null }, "1Z8")).toBe(false);
    expect(trackingNote("shipped").offerShipping).toBe(false);
  });
});
