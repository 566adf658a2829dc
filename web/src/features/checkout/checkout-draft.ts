import type { GuestContact, ShippingValues } from "./checkout-values";

/**
 * What the customer typed at checkout, kept in this tab while a payment is tried, so "Try Payment
 * Again" after a decline comes back to a filled form. Never card data, never a password.
 */
export interface CheckoutDraft {
  contact: GuestContact;
  shipping: ShippingValues;
  /** yyyy-MM-dd or "" (asked when the cart holds wine). */
  dateOfBirth: string;
}

const DRAFT_KEY = "rr:checkout-draft";

const contactFields = ["email", "firstName", "lastName", "phone"] as const;
const shippingFields = ["address", "city", "state", "zipCode", "phone"] as const;

function pick<K extends string>(value: unknown, keys: readonly K[]): Record<K, string> | null {
  if (typeof value !== "object" || value === null) return null;
  const out = {} as Record<K, string>;
  for (const key of keys) {
    const field: unknown = (value as Record<string, unknown>)[key];
    out[key] = typeof field === "string" ? field.slice(0, 300) : "";
  }
  return out;
}

const pickupOf = (value: unknown) =>
  typeof value === "object" && value !== null && (value as Record<string, unknown>).pickup === true;

export function saveCheckoutDraft(draft: CheckoutDraft): void {
  try {
    const fields = pick(draft.shipping, shippingFields);
    const safe: CheckoutDraft = {
      contact: pick(draft.contact, contactFields) ?? draft.contact,
      shipping: fields ? { ...fields, pickup: draft.shipping.pickup } : draft.shipping,
      dateOfBirth: draft.dateOfBirth.slice(0, 10),
    };
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify(safe));
  } catch {
    // Storage can be full or blocked: the form is then simply empty next time.
  }
}

export function readCheckoutDraft(): CheckoutDraft | null {
  try {
    const text = sessionStorage.getItem(DRAFT_KEY);
    if (!text) return null;
    const value: unknown = JSON.parse(text);
    if (typeof value !== "object" || value === null) return null;
    const contact = pick((value as Record<string, unknown>).contact, contactFields);
    const saved = (value as Record<string, unknown>).shipping;
    const shipping = pick(saved, shippingFields);
    const born = (value as Record<string, unknown>).dateOfBirth;
    const dateOfBirth = typeof born === "string" ? born.slice(0, 10) : "";
    return contact && shipping
      ? { contact, shipping: { ...shipping, pickup: pickupOf(saved) }, dateOfBirth }
      : null;
  } catch {
    return null;
  }
}

export function clearCheckoutDraft(): void {
  try {
    sessionStorage.removeItem(DRAFT_KEY);
  } catch {
    // Nothing to clear when storage is blocked.
  }
}
