import type { MembershipStatus } from "contracts";

/** The membership badge colours on /admin/club and a member's profile. */
export const membershipStatusPalette: Record<MembershipStatus, string> = {
  active: "green",
  past_due: "red",
  on_hold: "orange",
  cancelling: "orange",
  cancelled: "gray",
  expired: "gray",
};
