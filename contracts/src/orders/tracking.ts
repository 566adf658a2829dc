/**
 * Where a customer follows a parcel: the carrier's own tracking page. Zod-free (the order page and
 * the shipped e-mail both use it). The carrier is given when the staff named it; otherwise it is
 * recognised from the number's shape, and an unknown shape gets no link (the number is still shown).
 */
export const carriers = ["UPS", "FedEx", "USPS", "DHL"] as const;
export type Carrier = (typeof carriers)[number];

const trackingPages: Record<Carrier, (number: string) => string> = {
  UPS: (n) => `https://www.ups.com/track?tracknum=${encodeURIComponent(n)}`,
  FedEx: (n) => `https://www.fedex.com/fedextrack/?trknbr=${encodeURIComponent(n)}`,
  USPS: (n) => `https://tools.usps.com/go/TrackConfirmAction?tLabels=${encodeURIComponent(n)}`,
  DHL: (n) => `https://www.dhl.com/us-en/home/tracking.html?tracking-id=${encodeURIComponent(n)}`,
};

/** A carrier named by the staff ("ups", "Fed Ex", "U.S.P.S."), or null when it is none we know. */
export function carrierFromName(name: string | null | undefined): Carrier | null {
  const key = (name ?? "").toLowerCase().replace(/[^a-z]/g, "");
  if (!key) return null;
  if (key.startsWith("fedex")) return "FedEx";
  if (key.startsWith("usps") || key.includes("postal")) return "USPS";
  if (key.startsWith("ups")) return "UPS";
  if (key.startsWith("dhl")) return "DHL";
  return null;
}

/** The carrier a tracking number's shape belongs to, when it is unambiguous. */
export function carrierFromNumber(trackingNumber: string): Carrier | null {
  const n = trackingNumber.replace(/\s+/g, "").toUpperCase();
  if (/^1Z[0-9A-Z]{16}$/.test(n)) return "UPS";
  if (/^9[1-5]\d{18,20}$/.test(n) || /^[A-Z]{2}\d{9}US$/.test(n)) return "USPS";
  if (/^(\d{12}|\d{15})$/.test(n)) return "FedEx";
  if (/^\d{10}$/.test(n)) return "DHL";
  return null;
}

export interface TrackingLink {
  carrier: Carrier;
  url: string;
}

/** The tracking page for a number, or null when the carrier cannot be known. */
export function trackingLink(
  trackingNumber: string | null | undefined,
  carrier?: string | null,
): TrackingLink | null {
  const number = trackingNumber?.replace(/\s+/g, "") ?? "";
  if (!number) return null;
  const known = carrierFromName(carrier) ?? carrierFromNumber(number);
  return known ? { carrier: known, url: trackingPages[known](number) } : null;
}
