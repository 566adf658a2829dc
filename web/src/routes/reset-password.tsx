import { createFileRoute } from "@tanstack/react-router";
import { ResetPasswordPage } from "../features/account/reset-password-page";
import { searchText } from "../lib/search-params";

/** The e-mailed link's token: random text, never long. */
const TOKEN_MAX = 100;

export const Route = createFileRoute("/reset-password")({
  validateSearch: (search: Record<string, unknown>): { token?: string | undefined } => ({
    token: searchText(search.token, TOKEN_MAX),
  }),
  component: ResetPasswordRoute,
});

function ResetPasswordRoute() {
  const { token } = Route.useSearch();
  return <ResetPasswordPage token={token} />;
}
