import { describe, expect, it } from "vitest";
import { orderNumber, orderStatuses, receiptEmailIn } from "./labels";
import {
  cancellationEffects,
  canMoveOrder,
  isGiftOrder,
  isPaid,
  isUnshipped,
  moveRefusal,
  needsShipping,
  nextStatuses,
  passesLuhn,
  paymentStatusOf,
  refundableCents,
  refundRefusal,
  shipmentRefusal,
} from "./rules";

describe("order status moves", () => {
  it("allows exactly the moves of docs/product/decisions.md", () => {
    const allowed = orderStatuses.flatMap((from) =>
      orderStatuses.filter((to) => canMoveOrder(from, to)).map((to) => `${from}->${to}`),
    );
    expect(allowed).toEqual([
      "pending->confirmed",
      "pending->cancelled",
      "confirmed->processing",
      "confirmed->shipped",
      "confirmed->cancelled",
      "processing->confirmed",
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
    expect(moveRefusal("confirmed", "shipped")).toBeNull();
    expect(moveRefusal("confirmed", "completed")).toBe(
      "A confirmed order can only move to processing, shipped or cancelled",
    );
    expect(moveRefusal("pending", "shipped")).toBe("A pending order can only move to confirmed or cancelled");
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

describe("shipping, refunds and the payment status", () => {
  it("needs a tracking number unless the order was picked up; the carrier is optional", () => {
    expect(shipmentRefusal(undefined, "1Z999")).toBeNull();
    expect(shipmentRefusal(undefined, undefined)).toBe("Enter the tracking number of the shipment");
    expect(shipmentRefusal("ups", " ")).toBe("Enter the tracking number of the shipment");
    expect(shipmentRefusal("other", "LOCAL-42")).toBeNull();
    expect(shipmentRefusal("ups", "1Z999")).toBeNull();
    expect(shipmentRefusal("pickup", undefined)).toBeNull();
  });

  it("never refunds more than is left of what was paid", () => {
    const order = { totalCents: 5000, refundedCents: 4000, paid: true };
    expect(refundableCents(order)).toBe(1000);
    expect(refundRefusal(1000, order)).toBeNull();
    expect(refundRefusal(1001, order)).toBe("That is more than is left to refund on this order ($10.00)");
    expect(refundRefusal(0, order)).toBe("Enter an amount to refund");
    expect(refundRefusal(1, { ...order, refundedCents: 5000 })).toBe(
      "This order has already been refunded in full",
    );
    expect(refundRefusal(100, { ...order, paid: false })).toBe("Only a paid order can be refunded");
    expect(refundableCents({ ...order, paid: false })).toBe(0);
  });

  it("tells the real payment status", () => {
    const order = { status: "confirmed" as const, paidAt: "2026-11-20T15:00:00.000Z", totalCents: 5000 };
    expect(paymentStatusOf({ ...order, refundedCents: 0 })).toBe("paid");
    expect(paymentStatusOf({ ...order, refundedCents: 1000 })).toBe("partially_refunded");
    expect(paymentStatusOf({ ...order, status: "cancelled", refundedCents: 5000 })).toBe("refunded");
    expect(paymentStatusOf({ ...order, status: "pending", paidAt: null, refundedCents: 0 })).toBe("awaiting");
    expect(paymentStatusOf({ ...order, status: "cancelled", paidAt: null, refundedCents: 0 })).toBe("failed");
  });

  it("prints gifts without prices", () => {
    expect(isGiftOrder([{ kind: "wine", customMessage: null }])).toBe(false);
    expect(isGiftOrder([{ kind: "wine", customMessage: "Happy birthday!" }])).toBe(true);
    expect(isGiftOrder([{ kind: "gift-package", customMessage: null }])).toBe(true);
    expect(isGiftOrder([{ kind: "wine", customMessage: "  " }])).toBe(false);
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

describe("orders with nothing to ship", () => {
  it("are the ones holding only club memberships", () => {
    expect(needsShipping(["membership"])).toBe(false);
    expect(needsShipping(["membership", "membership"])).toBe(false);
    expect(needsShipping(["membership", "membership_wine"])).toBe(true);
    expect(needsShipping(["wine"])).toBe(true);
    expect(needsShipping([])).toBe(true);
  });

  it("can still be cancelled once completed, which a shipped order cannot", () => {
    expect(nextStatuses("completed", true)).toEqual(["cancelled"]);
    expect(nextStatuses("completed")).toEqual([]);
    expect(moveRefusal("completed", "cancelled", true)).toBeNull();
    expect(moveRefusal("completed", "cancelled")).toBe("A completed order cannot change status");
    expect(isUnshipped("completed", true)).toBe(true);
    expect(isUnshipped("completed")).toBe(false);
    expect(isUnshipped("processing")).toBe(true);
    expect(isUnshipped("shipped")).toBe(false);
  });

  it("say what a cancellation gives back, and nothing about bottles when there are none", () => {
    const membership = [{ kind: "membership" as const, quantity: 1 }];
    expect(
      cancellationEffects({
        bottles: 0,
        items: membership,
        membershipOnCancel: { action: "end", tier: "premium" },
      }),
    ).toEqual(["The Premium club membership it started ends."]);
    expect(
      cancellationEffects({
        bottles: 0,
        items: membership,
        membershipOnCancel: { action: "restore", tier: "elite", previousTier: "essential" },
      }),
    ).toEqual(["The club membership goes back from Elite to Essential."]);
    expect(
      cancellationEffects({
        bottles: 3,
        items: [
          { kind: "wine", quantity: 3 },
          { kind: "merchandise", quantity: 1 },
        ],
        membershipOnCancel: null,
      }),
    ).toEqual(["Its 3 bottles and 1 item go back into stock."]);
    expect(cancellationEffects({ bottles: 1, items: [], membershipOnCancel: null })).toEqual([
      "Its 1 bottle goes back into stock.",
    ]);
  });
});
