import type { OrderStatus } from "./labels";

/** docs/product/decisions.md: the only status moves an order may make. */
const moves: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ["confirmed", "cancelled"],
  confirmed: ["processing", "cancelled"],
  processing: ["shipped", "cancelled"],
  shipped: ["completed"],
  completed: [],
  cancelled: [],
};

export function nextStatuses(from: OrderStatus): readonly OrderStatus[] {
  return moves[from];
}

export function canMoveOrder(from: OrderStatus, to: OrderStatus): boolean {
  return moves[from].includes(to);
}

/** Paid orders hold their stock; cancelling one gives it back. */
export function isPaid(status: OrderStatus): boolean {
  return status === "confirmed" || status === "processing" || status === "shipped" || status === "completed";
}

export function moveRefusal(from: OrderStatus, to: OrderStatus): string | null {
  if (from === to) return `The order is already ${to}`;
  if (canMoveOrder(from, to)) return null;
  const allowed = moves[from];
  return allowed.length === 0
    ? `A ${from} order cannot change status`
    : `A ${from} order can only move to ${allowed.join(" or ")}`;
}

/** Luhn check of a card number's digits (the test gateway's invalid_number). */
export function passesLuhn(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}
