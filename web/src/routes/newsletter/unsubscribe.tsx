import { createFileRoute } from "@tanstack/react-router";
import { UnsubscribePage } from "../../features/newsletter/unsubscribe-page";
import { searchText } from "../../lib/search-params";

/** The e-mailed link's token: random text, never long. */
const TOKEN_MAX = 100;

export const Route = createFileRoute("/newsletter/unsubscribe")({
  validateSearch: (search: Record<string, unknown>): { token?: string | undefined } => ({
    token: searchText(search.token, TOKEN_MAX),
  }),
  component: UnsubscribePageRoute,
});

function UnsubscribePageRoute() {
  const { token } = Route.useSearch();
  return <UnsubscribePage token={token} />;
}
