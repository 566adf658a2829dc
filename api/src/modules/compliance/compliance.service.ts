import type { ComplianceState, UpdateComplianceStateInput } from "contracts";
import { complianceStates, type Executor } from "db";
import { asc, eq } from "drizzle-orm";
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
