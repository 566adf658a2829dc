import type { AddToCartInput, CartLine, LineKind } from "contracts";
import type { Tx } from "db";
import type { SavedMethod } from "./payments/gateway";
import type { Context } from "./trpc/context";

/** Listeners called one after another, in the order they were registered. */
export class Hook<Args extends unknown[]> {
  private readonly listeners: ((...args: Args) => unknown)[] = [];

  on(listener: (...args: Args) => unknown): void {
    this.listeners.push(listener);
  }

  async emit(...args: Args): Promise<void> {
    for (const listener of this.listeners) await listener(...args);
  }
}

/** An order that just became paid or cancelled, as its listeners see it. */
export interface OrderChange {
  orderId: string;
  userId: string | null;
  /** For a cancellation: whether the order had been paid (a refund is due). */
  wasPaid: boolean;
  /** For a paid order's cancellation: the cents refunded with it (its notice says so). */
  refundedCents?: number;
  now: Date;
  /** For a paid order that started a club membership: the card kept for its renewals. */
  savedMethod?: SavedMethod | null;
}

/** An order the staff marked shipped (issue 11 emits it; the e-mail module sends the notice). */
export interface OrderShipped {
  orderId: string;
  carrier: string | null;
  trackingNumber: string | null;
  now: Date;
}

/** Money given back on an order through the payment gateway. */
export interface OrderRefunded {
  orderId: string;
  amountCents: number;
  reason: string;
  /** True when what was paid is now refunded in full. */
  full: boolean;
  /** False for the refund of a cancellation: the cancellation's own notice tells the customer. */
  notify: boolean;
  now: Date;
}

/** An order that moved from one status to another (any move: the staff's, a partner's, the system's). */
export interface OrderStatusChanged {
  orderId: string;
  from: string;
  to: string;
  now: Date;
}

/** A club membership that started, renewed, met a declined card or ended. */
export interface MembershipChange {
  membershipId: string;
  userId: string;
  now: Date;
}

/** A newsletter subscription confirmed or left. */
export interface SubscriptionChange {
  subscriptionId: string;
  now: Date;
}

/** A product whose stock changed (a sale, a cancellation, a count correction...). */
export interface StockChange {
  kind: "wine" | "gift" | "merchandise";
  id: string;
  now: Date;
}

/** A booking made or cancelled. */
export interface ReservationChange {
  reservationId: string;
  /** Null for a booking without an account. */
  userId: string | null;
  now: Date;
}

/** Adds a line of a kind the cart stores but another module decides (club lines). */
export type LineAdder = (ctx: Context, input: AddToCartInput) => Promise<CartLine>;

/**
 * How a lower module's events reach higher ones without importing them (docs/architecture.md):
 * the lower module declares and emits the hook, the higher module registers a listener in
 * `createApp`. Order listeners run inside the transaction that made the change, so their writes
 * (a membership granted, an e-mail queued) commit or roll back with it.
 */
export function createHooks() {
  return {
    auth: {
      /** A person signed in (a visitor's cart then joins their own). */
      signedIn: new Hook<[ctx: Context, userId: string]>(),
    },
    cart: {
      /** The kinds of line that another module adds to the cart (membership, free club wines). */
      adders: new Map<LineKind, LineAdder>(),
    },
    orders: {
      paid: new Hook<[tx: Tx, event: OrderChange]>(),
      cancelled: new Hook<[tx: Tx, event: OrderChange]>(),
      shipped: new Hook<[tx: Tx, event: OrderShipped]>(),
      refunded: new Hook<[tx: Tx, event: OrderRefunded]>(),
      statusChanged: new Hook<[tx: Tx, event: OrderStatusChanged]>(),
    },
    membership: {
      created: new Hook<[tx: Tx, event: MembershipChange]>(),
      renewed: new Hook<[tx: Tx, event: MembershipChange]>(),
      paymentFailed: new Hook<[tx: Tx, event: MembershipChange]>(),
      cancelled: new Hook<[tx: Tx, event: MembershipChange]>(),
    },
    newsletter: {
      confirmed: new Hook<[tx: Tx, event: SubscriptionChange]>(),
      unsubscribed: new Hook<[tx: Tx, event: SubscriptionChange]>(),
    },
    catalogue: {
      stockChanged: new Hook<[tx: Tx, event: StockChange]>(),
    },
    reservations: {
      booked: new Hook<[tx: Tx, event: ReservationChange]>(),
      cancelled: new Hook<[tx: Tx, event: ReservationChange]>(),
    },
  };
}

export type AppHooks = ReturnType<typeof createHooks>;
