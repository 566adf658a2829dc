import { createFileRoute } from "@tanstack/react-router";
import { MembershipPage } from "../features/membership/membership-page";
import { sameSitePath } from "../lib/redirect";

export interface MembershipSearch {
  /** Where signing in here returns to (the cart, a chosen reservation time): a path on this site only. */
  redirect?: string | undefined;
}

export const Route = createFileRoute("/membership")({
  // Always the key, even when undefined: a key left out would keep the address's raw value (the
  // router merges the validated search over it), and any address could then send people away.
  validateSearch: (search: Record<string, unknown>): MembershipSearch => ({
    redirect: sameSitePath(search.redirect),
  }),
  component: MembershipRoute,
});

function MembershipRoute() {
  const { redirect } = Route.useSearch();
  return <MembershipPage redirect={redirect} />;
}
