import { createFileRoute } from "@tanstack/react-router";
import { ConfirmSubscriptionPage } from "../../features/newsletter/confirm-page";
import { searchText } from "../../lib/search-params";

/** The e-mailed link's token: random text, never long. */
const TOKEN_MAX = 100;

export const Route = createFileRoute("/newsletter/confirm")({
  validateSearch: (search: Record<string, unknown>): { token?: string | undefined } => ({
    token: searchText(search.token, TOKEN_MAX),
  }),
  component: ConfirmSubscriptionPageRoute,
});

function ConfirmSubscriptionPageRoute() {
  const { token } = Route.useSearch();
  return <ConfirmSubscriptionPage token={token} />;
}
