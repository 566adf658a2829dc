/**
 * The order just paid, kept for the success page in this tab only: its id and the e-mail it was
 * placed with (a guest reads their order back with that pair). No card data, ever.
 */
export interface LastOrder {
  orderId: string;
  email: string;
}

const LAST_ORDER_KEY = "rr:last-order";

export function saveLastOrder(order: LastOrder): void {
  try {
    sessionStorage.setItem(LAST_ORDER_KEY, JSON.stringify(order));
  } catch {
    // Storage can be full or blocked (private modes); a signed-in owner still reads the order.
  }
}

/** The record, if any (the success page removes it once read: `clearLastOrder`). */
export function readLastOrder(): LastOrder | null {
  try {
    const text = sessionStorage.getItem(LAST_ORDER_KEY);
    if (!text) return null;
    const value: unknown = JSON.parse(text);
    if (typeof value !== "object" || value === null) return null;
    const orderId = "orderId" in value ? value.orderId : undefined;
    const email = "email" in value ? value.email : undefined;
    return typeof orderId === "string" && typeof email === "string" ? { orderId, email } : null;
  } catch {
    return null;
  }
}

export function clearLastOrder(): void {
  try {
    sessionStorage.removeItem(LAST_ORDER_KEY);
  } catch {
    // Nothing to clear when storage is blocked.
  }
}
