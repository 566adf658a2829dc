import { describe, expect, it } from "vitest";
import { createReservationInput, listSlotsInput, reservationTypeFormInput } from "./schemas";

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe("the reservation type form", () => {
  it("fills in docs/spec part 2 §5's defaults", () => {
    expect(reservationTypeFormInput.parse({ name: "Tour", description: "A tour." })).toEqual({
      name: "Tour",
      description: "A tour.",
      category: "activity",
      duration: 60,
      capacity: 10,
      price: "50.00",
      memberOnly: false,
      isActive: true,
    });
  });

  it("converts the text boxes' numbers and says which required field is blank", () => {
    const form = { name: "Tour", description: "A tour." };
    expect(
      reservationTypeFormInput.parse({ ...form, duration: " 90 ", capacity: "8", price: 42.5 }),
    ).toMatchObject({ duration: 90, capacity: 8, price: "42.50" });
    expect(firstMessage(reservationTypeFormInput.safeParse({ ...form, price: "" }))).toBe(
      "Price is required",
    );
    expect(firstMessage(reservationTypeFormInput.safeParse({ ...form, duration: "" }))).toBe(
      "Duration is required",
    );
    expect(firstMessage(reservationTypeFormInput.safeParse({ ...form, capacity: " " }))).toBe(
      "Capacity is required",
    );
    expect(firstMessage(reservationTypeFormInput.safeParse({ ...form, requirements: "" }))).toBeUndefined();
    expect(reservationTypeFormInput.parse({ ...form, requirements: "  ", imageUrl: "" })).toMatchObject({
      requirements: null,
      imageUrl: null,
    });
  });
});

describe("a booking", () => {
  it("takes 2 guests by default and accepts (and ignores) a total", () => {
    expect(
      createReservationInput.parse({
        reservationSlotId: "s1",
        contactPhone: "4405550100",
        totalPrice: "1.00",
      }),
    ).toMatchObject({ guestCount: 2, contactPhone: "4405550100" });
  });

  it("asks for a real phone number and a party of 1 to 12", () => {
    const base = { reservationSlotId: "s1", contactPhone: "4405550100" };
    expect(firstMessage(createReservationInput.safeParse({ ...base, contactPhone: "   555-0100  " }))).toBe(
      "Please enter a valid phone number",
    );
    expect(firstMessage(createReservationInput.safeParse({ ...base, guestCount: 13 }))).toBe(
      "Party size must be between 1 and 12",
    );
  });

  it("reads slot dates as yyyy-MM-dd calendar days", () => {
    expect(listSlotsInput.safeParse({ date: "2026-11-20" }).success).toBe(true);
    expect(firstMessage(listSlotsInput.safeParse({ date: "11/20/2026" }))).toBe(
      "Date must be a calendar date written yyyy-MM-dd",
    );
  });
});
