// The feature's public parts. Other features use it only through this file (scripts/check-deps.mjs);
// routes import its files directly, so each route's chunk holds only what it shows.
export { BookingPanel } from "./booking-panel";
export { ReservationsPage } from "./reservations-page";
export { TypeBadges, TypeCard } from "./type-card";
