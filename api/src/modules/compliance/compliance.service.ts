import { type ComplianceState, type UpdateComplianceStateInput, volumeRefusal } from "contracts";
import { complianceStates, complianceVolumes, type Executor, larger, type Tx } from "db";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Context } from "../../trpc/context";
import { notFound } from "../../trpc/errors";

/**
 * The licensed states, yearly limits and tax rates (DECISIONS.md, Round 3: Selling wine lawfully):
 * the only writer of `compliance_states`. Cart and checkout read them through `stateRules`.
 */

type Row = typeof complianceStates.$inferSelect;

const toState = (row: Row): ComplianceState => ({
  state: row.state,
  ships: row.ships,
  bottlesPerYear: row.bottlesPerYear,
  taxRate: row.taxRate,
});

export async function states(db: Executor): Promise<ComplianceState[]> {
  return (await db.select().from(complianceStates).orderBy(asc(complianceStates.state))).map(toState);
}

/** One state's rules, or null for a code the table does not hold. */
export async function stateRules(db: Executor, state: string): Promise<ComplianceState | null> {
  const row = (await db.select().from(complianceStates).where(eq(complianceStates.state, state)))[0];
  return row ? toState(row) : null;
}

export async function updateState(ctx: Context, input: UpdateComplianceStateInput): Promise<ComplianceState> {
  const stamp = ctx.clock.now().toISOString();
  const row = await ctx.db.write(async (tx) => {
    const [updated] = await tx
      .update(complianceStates)
      .set({
        ...(input.ships !== undefined ? { ships: input.ships } : {}),
        ...(input.bottlesPerYear !== undefined ? { bottlesPerYear: input.bottlesPerYear } : {}),
        ...(input.taxRate !== undefined ? { taxRate: input.taxRate } : {}),
        updatedAt: stamp,
        updatedBy: ctx.user?.username ?? null,
      })
      .where(eq(complianceStates.state, input.state))
      .returning();
    return updated;
  });
  if (!row) throw notFound("There is no such state.");
  return toState(row);
}

// ---------------------------------------------------------------- yearly volume per person

/** Whose bottles count together: an account by its id, a guest by the e-mail they gave. */
export function buyerOf(userId: string | null, email: string): string {
  return userId ? `user:${userId}` : `email:${email.trim().toLowerCase()}`;
}

export interface Volume {
  buyer: string;
  state: string;
  /** The New York calendar year. */
  year: number;
  bottles: number;
}

/** Bottles already counted for this buyer, state and year. */
export async function bottlesBought(db: Executor, v: Omit<Volume, "bottles">): Promise<number> {
  const row = (
    await db
      .select({ bottles: complianceVolumes.bottles })
      .from(complianceVolumes)
      .where(
        and(
          eq(complianceVolumes.buyer, v.buyer),
          eq(complianceVolumes.state, v.state),
          eq(complianceVolumes.year, v.year),
        ),
      )
  )[0];
  return row?.bottles ?? 0;
}

/**
 * Counts an order's bottles against the state's yearly limit in the caller's transaction: one
 * guarded upsert, so parallel checkouts (in any process) reach the limit exactly and never pass
 * it. Answers the refusal with the bottles left, or null when counted.
 */
export async function takeVolume(tx: Tx, v: Volume, limit: number | null): Promise<string | null> {
  const early = limit === null ? null : volumeRefusal(v.state, limit, 0, v.bottles);
  if (early) return volumeRefusal(v.state, limit, await bottlesBought(tx, v), v.bottles);
  const counted = await tx
    .insert(complianceVolumes)
    .values(v)
    .onConflictDoUpdate({
      target: [complianceVolumes.buyer, complianceVolumes.state, complianceVolumes.year],
      set: { bottles: sql`${complianceVolumes.bottles} + ${v.bottles}` },
      ...(limit === null ? {} : { setWhere: sql`${complianceVolumes.bottles} + ${v.bottles} <= ${limit}` }),
    })
    .returning({ bottles: complianceVolumes.bottles });
  if (counted.length > 0) return null;
  return volumeRefusal(v.state, limit, await bottlesBought(tx, v), v.bottles);
}

/** A cancelled order's bottles no longer count (never below zero). */
export async function returnVolume(tx: Tx, v: Volume): Promise<void> {
  await tx
    .update(complianceVolumes)
    .set({ bottles: larger(tx.engine, sql`${complianceVolumes.bottles} - ${v.bottles}`, 0) })
    .where(
      and(
        eq(complianceVolumes.buyer, v.buyer),
        eq(complianceVolumes.state, v.state),
        eq(complianceVolumes.year, v.year),
      ),
    );
}
