import type { MembershipStatus } from "contracts";

/** A membership's status as the staff read it on /admin/club and a member's profile. */
export const membershipStatusLabels: Record<MembershipStatus, string> = {
  active: "Active",
  past_due: "Past due",
  on_hold: "On hold",
  cancelling: "Cancelling",
  cancelled: "Cancelled",
  expired: "Expired",
};

export const membershipStatusPalette: Record<MembershipStatus, string> = {
  active: "green",
  past_due: "red",
  on_hold: "orange",
  cancelling: "orange",
  cancelled: "gray",
  expired: "gray",
};
