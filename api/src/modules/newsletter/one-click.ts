import type { Handler } from "hono";
import type { AppDeps } from "../../trpc/context";
import { leave } from "./newsletter.service";

/**
 * One-click unsubscribe (RFC 8058): the `List-Unsubscribe` link of an issue, POSTed by the mail app
 * with the body "List-Unsubscribe=One-Click". The token in the link is the whole authority, so no
 * session or Origin is needed; a plain-text answer is all a mail app reads.
 */
export function oneClickUnsubscribe(deps: Pick<AppDeps, "db" | "clock" | "hooks">): Handler {
  return async (c) => {
    const token = c.req.query("token")?.trim() ?? "";
    if (token.length === 0 || token.length > 100 || !(await leave(deps, token, deps.clock.now()))) {
      return c.text("This unsubscribe link is no longer valid.", 400);
    }
    return c.text("You are unsubscribed from the Ridge Road Vineyard newsletter.", 200);
  };
}
