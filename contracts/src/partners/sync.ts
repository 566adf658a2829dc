import { z } from "zod";
import { dayBounds, isBusinessDate } from "../time";

/**
 * The filters of every list a partner syncs (admin orders, users, subscribers, reservations,
 * refunds): `createdFrom` and `createdTo` take an ISO timestamp or a yyyy-MM-dd date, which means a
 * whole New York day (the winery's day, as every date in the data); `updatedSince` an ISO timestamp
 * or date. Times in the data are UTC ISO timestamps, so the bounds are turned into those too.
 */
const timestampOrDate = (field: string) =>
  z
    .string()
    .trim()
    .refine((value) => isBusinessDate(value) || isIsoTimestamp(value), {
      message: `${field} must be an ISO timestamp (2026-11-27T14:00:00Z) or a date (2026-11-27, a New York day)`,
    });

function isIsoTimestamp(value: string): boolean {
  return z.iso.datetime({ offset: true }).safeParse(value).success && !Number.isNaN(Date.parse(value));
}

export const syncFilters = {
  createdFrom: timestampOrDate("createdFrom").optional(),
  createdTo: timestampOrDate("createdTo").optional(),
  updatedSince: timestampOrDate("updatedSince").optional(),
};

export interface SyncFilters {
  createdFrom?: string | undefined;
  createdTo?: string | undefined;
  updatedSince?: string | undefined;
}

/** The filters as UTC instants to compare stored timestamps with: from and since inclusive, before exclusive. */
export interface SyncWindow {
  createdFrom?: string;
  createdBefore?: string;
  updatedSince?: string;
}

/**
 * The instants a list compares `createdAt` and `updatedAt` with. A date as `createdFrom` starts at
 * New York midnight; as `createdTo` it includes that whole day; a timestamp as `createdTo` includes
 * that very millisecond. Answers null (with the message) when the window is empty the wrong way round.
 */
export function syncWindow(filters: SyncFilters): { window: SyncWindow } | { refused: string } {
  const start = (value: string) =>
    isBusinessDate(value) ? dayBounds(value).start.toISOString() : new Date(value).toISOString();
  const window: SyncWindow = {};
  if (filters.createdFrom) window.createdFrom = start(filters.createdFrom);
  if (filters.createdTo) {
    window.createdBefore = isBusinessDate(filters.createdTo)
      ? dayBounds(filters.createdTo).end.toISOString()
      : new Date(new Date(filters.createdTo).getTime() + 1).toISOString();
  }
  if (filters.updatedSince) window.updatedSince = start(filters.updatedSince);
  if (window.createdFrom && window.createdBefore && window.createdFrom >= window.createdBefore) {
    return { refused: "createdFrom must be before createdTo" };
  }
  return { window };
}
