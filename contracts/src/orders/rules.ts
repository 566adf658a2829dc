import type { LineKind } from "../cart/kinds";
import { tiers } from "../membership/rules";
import type { Tier } from "../membership/schemas";
import { formatUsd } from "../money";
import type { Carrier, OrderStatus, PaymentStatus } from "./labels";

/** docs/product/decisions.md: the only status moves an order may make. */
const moves: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ["confirmed", "cancelled"],
  // Round 3: a paid order may ship in one call (a fulfilment partner's), without "processing".
  confirmed: ["processing", "shipped", "cancelled"],
  // Back to confirmed undoes a move to processing (a batch picked by mistake).
  processing: ["shipped", "cancelled", "confirmed"],
  shipped: ["completed"],
  completed: [],
  cancelled: [],
};

/**
 * An order needs shipping unless every line is a club membership (a sign-up, an upgrade, a
 * renewal): such an order is completed as soon as it is paid and never waits in "to ship".
 */
export function needsShipping(kinds: readonly LineKind[]): boolean {
  return kinds.length === 0 || kinds.some((kind) => kind !== "membership");
}

/**
 * The moves from `from`. A completed order that shipped nothing (a membership) can still be
 * cancelled: its money goes back and the membership ends or returns to its previous tier.
 */
export function nextStatuses(from: OrderStatus, shipsNothing = false): readonly OrderStatus[] {
  return shipsNothing && from === "completed" ? ["cancelled"] : moves[from];
}

export function canMoveOrder(from: OrderStatus, to: OrderStatus, shipsNothing = false): boolean {
  return nextStatuses(from, shipsNothing).includes(to);
}

/** Not shipped yet: a paid order whose goods are still here (or that has none to ship). */
export function isUnshipped(status: OrderStatus, shipsNothing = false): boolean {
  return status === "confirmed" || status === "processing" || (shipsNothing && status === "completed");
}

/** Paid orders hold their stock; cancelling one gives it back. */
export function isPaid(status: OrderStatus): boolean {
  return status === "confirmed" || status === "processing" || status === "shipped" || status === "completed";
}

export function moveRefusal(from: OrderStatus, to: OrderStatus, shipsNothing = false): string | null {
  if (from === to) return `The order is already ${to}`;
  if (canMoveOrder(from, to, shipsNothing)) return null;
  const allowed = nextStatuses(from, shipsNothing);
  return allowed.length === 0
    ? `A ${from} order cannot change status`
    : `A ${from} order can only move to ${[allowed.slice(0, -1).join(", "), allowed.at(-1)].filter(Boolean).join(" or ")}`;
}

/**
 * Marking an order shipped needs a tracking number unless it was picked up at the winery. The carrier
 * is optional (docs/product/decisions.md, Round 3: the spec's `PUT /api/orders/{id}` sends only the number).
 */
export function shipmentRefusal(
  carrier: Carrier | null | undefined,
  trackingNumber: string | null | undefined,
) {
  if (carrier !== "pickup" && !trackingNumber?.trim()) return "Enter the tracking number of the shipment";
  return null;
}

/** What is left to give back on an order: what was paid minus what was already refunded. */
export function refundableCents(order: { totalCents: number; refundedCents: number; paid: boolean }): number {
  return order.paid ? Math.max(0, order.totalCents - order.refundedCents) : 0;
}

/** Why a refund of `amountCents` cannot be made (null when it can): never more than was paid. */
export function refundRefusal(
  amountCents: number,
  order: { totalCents: number; refundedCents: number; paid: boolean },
): string | null {
  if (!order.paid) return "Only a paid order can be refunded";
  const left = refundableCents(order);
  if (left === 0) return "This order has already been refunded in full";
  if (amountCents <= 0) return "Enter an amount to refund";
  if (amountCents > left) return `That is more than is left to refund on this order (${formatUsd(left)})`;
  return null;
}

/** The real state of an order's payment, from its status, when it was paid and what went back. */
export function paymentStatusOf(order: {
  status: OrderStatus;
  paidAt: string | null;
  totalCents: number;
  refundedCents: number;
}): PaymentStatus {
  if (!order.paidAt) return order.status === "cancelled" ? "failed" : "awaiting";
  if (order.refundedCents <= 0) return "paid";
  return order.refundedCents >= order.totalCents ? "refunded" : "partially_refunded";
}

/**
 * A gift goes to someone who should not read what it cost: an order holding a gift package or a line
 * with a gift message prints its packing slip without prices.
 */
export function isGiftOrder(items: readonly { kind: LineKind; customMessage: string | null }[]): boolean {
  return items.some((item) => item.kind === "gift-package" || Boolean(item.customMessage?.trim()));
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

/** What happens to the club membership an order bought when the order is cancelled or refunded in full. */
export type MembershipOnCancel =
  | { action: "end"; tier: Tier }
  | { action: "restore"; tier: Tier; previousTier: Tier };

/**
 * What cancelling an order gives back besides the money, in the words of the staff's dialog: the
 * stock (nothing said when it holds none) and the membership it bought.
 */
export function cancellationEffects(order: {
  bottles: number;
  items: { kind: LineKind; quantity: number }[];
  membershipOnCancel: MembershipOnCancel | null;
}): string[] {
  const effects: string[] = [];
  const items = order.items.filter((i) => i.kind === "merchandise").reduce((sum, i) => sum + i.quantity, 0);
  const goods = [
    order.bottles > 0 ? `${order.bottles} ${order.bottles === 1 ? "bottle" : "bottles"}` : null,
    items > 0 ? `${items} ${items === 1 ? "item" : "items"}` : null,
  ].filter(Boolean);
  const one = order.bottles + items === 1;
  if (goods.length > 0) effects.push(`Its ${goods.join(" and ")} ${one ? "goes" : "go"} back into stock.`);
  const club = order.membershipOnCancel;
  if (club?.action === "end") effects.push(`The ${tiers[club.tier].name} club membership it started ends.`);
  if (club?.action === "restore") {
    effects.push(
      `The club membership goes back from ${tiers[club.tier].name} to ${tiers[club.previousTier].name}.`,
    );
  }
  return effects;
}
