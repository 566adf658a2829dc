// The feature's public parts. Other features use it only through this file (scripts/check-deps.mjs);
// routes import its files directly, so each route's chunk holds only what it shows.
export { DashboardPage } from "./dashboard/dashboard-page";
export { AdminForumPage } from "./forum/admin-forum-page";
export { OrdersPage } from "./orders/orders-page";
export { AdminReservationsPage } from "./reservations/admin-reservations-page";
