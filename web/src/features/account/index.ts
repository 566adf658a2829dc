// The feature's public parts. Other features use it only through this file (scripts/check-deps.mjs);
// routes import its files directly, so each route's chunk holds only what it shows.
export { ChangeEmailDialog } from "./change-email-dialog";
export { ProfileForm } from "./profile-form";
