import { createFileRoute } from "@tanstack/react-router";
import { ProductsPage } from "../../../features/admin/products/products-page";
import { productsTabs, tabSearch } from "../../../features/admin/routing/tabs";

export const Route = createFileRoute("/admin/_staff/products")({
  validateSearch: (search: Record<string, unknown>) => tabSearch(productsTabs, search.tab),
  component: ProductsRoute,
});

function ProductsRoute() {
  const { tab = "wines" } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <ProductsPage
      tab={tab}
      onTabChange={(next) =>
        void navigate({ search: tabSearch(productsTabs, next), replace: true, resetScroll: false })
      }
    />
  );
}
