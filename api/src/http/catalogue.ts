import type { Db } from "db";
import type { Hono, Context as HonoContext } from "hono";
import { AnswerCache, dataVersionsOf } from "./answer-cache";

/**
 * The public catalogue: the same for every visitor who is not staff (admins also see what is not
 * on sale), so it is answered from memory (docs/decisions/0016-catalogue-in-memory.md).
 */
const restPaths = [
  /^\/api\/wines$/,
  /^\/api\/wines\/membership$/,
  // One wine; /api/wines/member-selection is a member's own answer.
  /^\/api\/wines\/(?!member-selection$)[^/]+$/,
  /^\/api\/gift-packages$/,
  /^\/api\/merchandise$/,
  /^\/api\/reservation-types$/,
];
const procedures = new Set([
  "wines.list",
  "wines.membership",
  "wines.byId",
  "gifts.list",
  "merchandise.list",
  "reservations.types",
]);
function isCatalogue(c: HonoContext): boolean {
  const path = c.req.path;
  if (path.startsWith("/trpc/")) {
    // A streaming client (httpBatchStreamLink) gets another shape of answer for the same address.
    if (c.req.header("trpc-accept")) return false;
    // A batch (/trpc/wines.list,gifts.list) is kept only when every call in it is the catalogue's.
    return path
      .slice("/trpc/".length)
      .split(",")
      .every((name) => procedures.has(name));
  }
  return restPaths.some((pattern) => pattern.test(path));
}

/**
 * Answers the catalogue from memory for whoever sees the shared answer (`shared`: not staff, and no
 * cookie to renew), while the 'catalogue' data version is the one it was built from. Triggers bump
 * it at every write to the tables those answers read (wines, gift_packages, merchandise,
 * merchandise_sizes, reservation_types: db/migrations/sqlite/0012_processes.sql), whoever makes it and in
 * whichever process: checkout and cancellations (stock), admin edits, stock adjustments, jobs,
 * scripts. An answer that reads another table needs that table's triggers in a new migration.
 */
export function mountCatalogueCache(
  app: Hono,
  db: Db,
  shared: (c: HonoContext) => boolean | Promise<boolean>,
): AnswerCache {
  const cache = new AnswerCache(dataVersionsOf(db, ["catalogue"]));
  const middleware = cache.middleware({ cacheable: isCatalogue, shared });
  app.use("/api/*", middleware);
  app.use("/trpc/*", middleware);
  return cache;
}
