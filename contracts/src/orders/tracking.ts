/**
 * Where a customer follows a parcel: the carrier's own tracking page. Zod-free (the order page and
 * the shipped e-mail both use it). The carrier is given when the staff named it; otherwise it is
 * recognised from the number's shape, and an unknown shape gets no link (the number is still shown).
 */
import { type Carrier, carrierLabels } from "./labels";

/** The carriers with a tracking page (an order picked up at the winery, or "other", has none). */
export type ParcelCarrier = Exclude<Carrier, "pickup" | "other">;

const trackingPages: Record<ParcelCarrier, (number: string) => string> = {
  ups: (n) => `https://www.ups.com/track?tracknum=${encodeURIComponent(n)}`,
  fedex: (n) => `https://www.fedex.com/fedextrack/?trknbr=${encodeURIComponent(n)}`,
  usps: (n) => `https://tools.usps.com/go/TrackConfirmAction?tLabels=${encodeURIComponent(n)}`,
  dhl: (n) => `https://www.dhl.com/us-en/home/tracking.html?tracking-id=${encodeURIComponent(n)}`,
};

/** A carrier named by the staff ("ups", "Fed Ex", "U.S.P.S."), or null when it is none we know. */
export function carrierFromName(name: string | null | undefined): ParcelCarrier | null {
  const key = (name ?? "").toLowerCase().replace(/[^a-z]/g, "");
  if (!key) return null;
  if (key.startsWith("fedex")) return "fedex";
  if (key.startsWith("usps") || key.includes("postal")) return "usps";
  if (key.startsWith("ups")) return "ups";
  if (key.startsWith("dhl")) return "dhl";
  return null;
}

/** The carrier a tracking number's shape belongs to, when it is unambiguous. */
export function carrierFromNumber(trackingNumber: string): ParcelCarrier | null {
  const n = trackingNumber.replace(/\s+/g, "").toUpperCase();
  if (/^1Z[0-9A-Z]{16}$/.test(n)) return "ups";
  if (/^9[1-5]\d{18,20}$/.test(n) || /^[A-Z]{2}\d{9}US$/.test(n)) return "usps";
  if (/^(\d{12}|\d{15})$/.test(n)) return "fedex";
  if (/^\d{10}$/.test(n)) return "dhl";
  return null;
}

export interface TrackingLink {
  carrier: ParcelCarrier;
  /** The carrier as the customer reads it ("UPS", "FedEx"). */
  label: string;
  url: string;
}

/**
 * The tracking page for a number, or null when the carrier cannot be known. A parcel the staff said
 * went with another carrier ("other") or was picked up gets no link, whatever its number looks like.
 */
export function trackingLink(
  trackingNumber: string | null | undefined,
  carrier?: string | null,
): TrackingLink | null {
  const number = trackingNumber?.replace(/\s+/g, "") ?? "";
  if (!number) return null;
  const named = carrier?.trim().toLowerCase();
  if (named === "other" || named === "pickup") return null;
  const known = carrierFromName(carrier) ?? carrierFromNumber(number);
  return known ? { carrier: known, label: carrierLabels[known], url: trackingPages[known](number) } : null;
}
