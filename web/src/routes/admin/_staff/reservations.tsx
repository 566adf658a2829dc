import { createFileRoute } from "@tanstack/react-router";
import { AdminReservationsPage } from "../../../features/admin/reservations/admin-reservations-page";
import { reservationsTabs, tabSearch } from "../../../features/admin/routing/tabs";

export const Route = createFileRoute("/admin/_staff/reservations")({
  validateSearch: (search: Record<string, unknown>) => tabSearch(reservationsTabs, search.tab),
  component: ReservationsRoute,
});

function ReservationsRoute() {
  const { tab = "day" } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <AdminReservationsPage
      tab={tab}
      onTabChange={(next) =>
        void navigate({ search: tabSearch(reservationsTabs, next), replace: true, resetScroll: false })
      }
    />
  );
}
