import { describe, expect, it } from "vitest";
import { orderNumber, orderStatuses, receiptEmailIn } from "./labels";
import { canMoveOrder, isPaid, moveRefusal, nextStatuses, passesLuhn } from "./rules";

describe("order status moves", () => {
  it("allows exactly the moves of docs/product/decisions.md", () => {
    const allowed = orderStatuses.flatMap((from) =>
      orderStatuses.filter((to) => canMoveOrder(from, to)).map((to) => `${from}->${to}`),
    );
    expect(allowed).toEqual([
      "pending->confirmed",
      "pending->cancelled",
      "confirmed->processing",
      "confirmed->cancelled",
      "processing->shipped",
      "processing->cancelled",
      "shipped->completed",
    ]);
  });
  it("explains a refused move", () => {
    expect(moveRefusal("shipped", "cancelled")).toBe("A shipped order can only move to completed");
    expect(moveRefusal("completed", "processing")).toBe("A completed order cannot change status");
    expect(moveRefusal("confirmed", "confirmed")).toBe("The order is already confirmed");
    expect(moveRefusal("confirmed", "processing")).toBeNull();
    expect(nextStatuses("pending")).toEqual(["confirmed", "cancelled"]);
  });
  it("knows which orders are paid", () => {
    expect(orderStatuses.filter(isPaid)).toEqual(["confirmed", "processing", "shipped", "completed"]);
  });
});

describe("card numbers and order numbers", () => {
  it("checks Luhn", () => {
    expect(passesLuhn("4242424242424242")).toBe(true);
    expect(passesLuhn("4000000000000002")).toBe(true);
    expect(passesLuhn("4242424242424241")).toBe(false);
    expect(passesLuhn("12")).toBe(false);
  });
  it("shows the last 8 characters of the id", () => {
    expect(orderNumber("0123456789abcdefgh")).toBe("ABCDEFGH");
  });
});

describe("the receipt on an order's timeline", () => {
  it("is the first e-mail line that is a receipt, and its address", () => {
    expect(
      receiptEmailIn([
        { kind: "payment", detail: "Paid $10.00 by card" },
        { kind: "email", detail: "Club welcome e-mailed to a@example.com" },
        { kind: "email", detail: "Receipt e-mailed to a@example.com" },
      ]),
    ).toBe("a@example.com");
    expect(receiptEmailIn([{ kind: "status", detail: "Order placed for $10.00" }])).toBeNull();
  });
});
