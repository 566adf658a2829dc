import { createFileRoute } from "@tanstack/react-router";
import { OrdersPage } from "../../../features/admin/orders/orders-page";
import { type OrdersSearch, parseOrdersSearch } from "../../../features/admin/routing/orders-search";

export const Route = createFileRoute("/admin/_staff/orders")({
  validateSearch: (search: Record<string, unknown>): OrdersSearch => parseOrdersSearch(search),
  component: OrdersRoute,
});

function OrdersRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <OrdersPage
      search={search}
      onSearchChange={(next, push = false) =>
        void navigate({ search: parseOrdersSearch({ ...next }), replace: !push, resetScroll: false })
      }
    />
  );
}
