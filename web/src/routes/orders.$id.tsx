import { createFileRoute } from "@tanstack/react-router";
import { OrderPage } from "../features/orders/order-page";
import { searchText } from "../lib/search-params";

/** The link token of the receipt e-mail: random text, never long. */
const TOKEN_MAX = 100;

export const Route = createFileRoute("/orders/$id")({
  validateSearch: (search: Record<string, unknown>): { token?: string | undefined } => ({
    token: searchText(search.token, TOKEN_MAX),
  }),
  component: OrderRoute,
});

function OrderRoute() {
  const { id } = Route.useParams();
  const { token } = Route.useSearch();
  return <OrderPage id={id} token={token} />;
}
