/** Zod-free labels: the web imports these without loading zod. */
import type { MembershipStatus } from "./schemas";

/** A membership's status as people read it (the staff on /admin/club and a member's profile). */
export const membershipStatusLabels: Record<MembershipStatus, string> = {
  active: "Active",
  past_due: "Past due",
  on_hold: "On hold",
  cancelling: "Cancelling",
  cancelled: "Cancelled",
  expired: "Expired",
};

export function isMembershipStatus(value: string): value is MembershipStatus {
  return Object.hasOwn(membershipStatusLabels, value);
}

/** A status's label, or the raw value for one this build does not know (a figure keyed by text). */
export function membershipStatusLabel(status: string): string {
  return isMembershipStatus(status) ? membershipStatusLabels[status] : status;
}
