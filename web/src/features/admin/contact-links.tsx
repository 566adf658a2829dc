import { Link, Text } from "@chakra-ui/react";
import { telHref } from "contracts";
import { type Carrier, carrierLabels } from "contracts/orders/labels";
import { trackingLink } from "contracts/orders/tracking";
import { ExternalLink } from "lucide-react";

/** A phone number the staff tap to call (a `tel:` link), or the text as given when it is no number. */
export function PhoneLink({ phone, fallback = "Not provided" }: { phone: string | null; fallback?: string }) {
  if (!phone) return <>{fallback}</>;
  const href = telHref(phone);
  if (!href) return <>{phone}</>;
  return (
    <Link href={href} color="burgundy.700" whiteSpace="nowrap" aria-label={`Call ${phone}`}>
      {phone}
    </Link>
  );
}

/**
 * A tracking number with its carrier, linked to the carrier's tracking page (contracts'
 * orders/tracking) when the carrier is known; the number alone otherwise.
 */
export function TrackingNumber({
  trackingNumber,
  carrier,
}: {
  trackingNumber: string;
  carrier: Carrier | null;
}) {
  const link = trackingLink(trackingNumber, carrier);
  const label = carrier && carrier !== "other" ? carrierLabels[carrier] : link?.label;
  if (!link) {
    return (
      <Text as="span" wordBreak="break-all">
        {[label, trackingNumber].filter(Boolean).join(" ")}
      </Text>
    );
  }
  return (
    <Link
      href={link.url}
      target="_blank"
      rel="noopener noreferrer"
      color="burgundy.700"
      wordBreak="break-all"
      aria-label={`Track ${trackingNumber} with ${link.label} (opens in a new tab)`}
    >
      {label} {trackingNumber} <ExternalLink size={14} aria-hidden />
    </Link>
  );
}
