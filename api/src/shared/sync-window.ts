import { type SyncFilters, syncWindow } from "contracts";
import { and, gte, lt, type SQL } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import { badRequest } from "../trpc/errors";

/**
 * The conditions of the filters every list a partner syncs takes (`createdFrom`, `createdTo`,
 * `updatedSince`; contracts' `syncWindow` reads dates as New York days). Stored times are UTC ISO
 * text of one length, so comparing text compares instants on both engines. A window the wrong way
 * round is a 400.
 */
export function syncConditions(
  filters: SyncFilters,
  columns: { createdAt: SQLiteColumn; updatedAt?: SQLiteColumn },
): SQL | undefined {
  const result = syncWindow(filters);
  if ("refused" in result) throw badRequest(result.refused);
  const { createdFrom, createdBefore, updatedSince } = result.window;
  const changedAt = columns.updatedAt ?? columns.createdAt;
  return and(
    createdFrom ? gte(columns.createdAt, createdFrom) : undefined,
    createdBefore ? lt(columns.createdAt, createdBefore) : undefined,
    updatedSince ? gte(changedAt, updatedSince) : undefined,
  );
}
