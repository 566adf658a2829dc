import { createFileRoute } from "@tanstack/react-router";
import { AdminReservationsPage } from "../../features/admin/reservations/admin-reservations-page";

/**
 * No redirect for non-admins here: docs/spec part 2 §6 has this screen answer "Access Denied" in place,
 * and the api refuses its data to anyone but an admin anyway.
 */
export const Route = createFileRoute("/admin/reservations")({
  component: AdminReservationsPage,
});
