import { createFileRoute } from "@tanstack/react-router";
import { OrderFailPage } from "../features/checkout/order-fail-page";
import { parseOrderFailSearch } from "../features/checkout/order-search";

export const Route = createFileRoute("/order-fail")({
  validateSearch: parseOrderFailSearch,
  component: OrderFailPage,
});
