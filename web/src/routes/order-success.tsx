import { createFileRoute } from "@tanstack/react-router";
import { parseOrderSuccessSearch } from "../features/checkout/order-search";
import { OrderSuccessPage } from "../features/checkout/order-success-page";

export const Route = createFileRoute("/order-success")({
  validateSearch: parseOrderSuccessSearch,
  component: OrderSuccessPage,
});
