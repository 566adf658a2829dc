// The feature's public parts. Other features use it only through this file (scripts/check-deps.mjs);
// routes import its files directly, so each route's chunk holds only what it shows.
export { ClubWelcome } from "./club-welcome";
export { FreeWineButton } from "./free-wine-picker";
export { JoinDialog } from "./join-dialog";
export { MemberSelectionPage } from "./member-selection-page";
export { MembershipCard } from "./membership-card";
export { MembershipPage } from "./membership-page";
export { UpgradeDialog } from "./upgrade-dialog";
export { useAddMembership } from "./use-add-membership";
