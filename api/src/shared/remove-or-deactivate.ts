import type { Db, Tx } from "db";
import { notFound } from "../trpc/errors";

export type Removal = { deleted: true } | { deactivated: true };

export interface RemovalSteps {
  /** The "not found" message when there is no such row. */
  missing: string;
  exists(tx: Tx): Promise<boolean>;
  /** True when history (orders, bookings, journals...) refers to the row. */
  referenced(tx: Tx): Promise<boolean>;
  deactivate(tx: Tx): Promise<unknown>;
  remove(tx: Tx): Promise<unknown>;
}

/**
 * The admin's delete for anything the shop's history may name (a wine, a gift package, an item, a
 * reservation type): it is deleted when nothing refers to it, and made unavailable when something
 * does, so old orders and bookings keep what they point to. One immediate transaction, so a new
 * order cannot slip in between the check and the delete.
 */
export async function removeOrDeactivate(db: Db, steps: RemovalSteps): Promise<Removal> {
  return db.write(async (tx) => {
    if (!(await steps.exists(tx))) throw notFound(steps.missing);
    if (await steps.referenced(tx)) {
      await steps.deactivate(tx);
      return { deactivated: true as const };
    }
    await steps.remove(tx);
    return { deleted: true as const };
  });
}
