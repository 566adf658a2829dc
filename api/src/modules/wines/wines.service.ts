import {
  formatCents,
  type ListWinesInput,
  type MemberCategory,
  type Tier,
  tierOrder,
  tierRank,
  tiers,
  toCents,
  type UpdateWineInput,
  type Wine,
  type WineFormInput,
} from "contracts";
import {
  containsText,
  type Executor,
  giftPackages,
  jsonArrayHas,
  monthlyWineSelections,
  newId,
  one,
  orderItems,
  param,
  prepared,
  type Tx,
  tastingJournals,
  wines,
} from "db";
import { and, asc, desc, eq, gte, inArray, or, type SQL, sql } from "drizzle-orm";
import { type Removal, removeOrDeactivate } from "../../shared/remove-or-deactivate";
import type { Context } from "../../trpc/context";
import { notFound } from "../../trpc/errors";
import { recordFormStock, staffCause } from "../stock/stock.service";

export type WineRow = typeof wines.$inferSelect;

export function toWine(row: WineRow): Wine {
  return row;
}

const orderings: Record<NonNullable<NonNullable<ListWinesInput>["sort"]>, SQL[]> = {
  name: [asc(sql`lower(${wines.name})`)],
  "price-asc": [asc(sql`cast(${wines.price} as double precision)`), asc(wines.name)],
  "price-desc": [desc(sql`cast(${wines.price} as double precision)`), asc(wines.name)],
  vintage: [desc(wines.vintage), asc(wines.name)],
  rating: [desc(sql`coalesce(cast(${wines.rating} as double precision), -1)`), asc(wines.name)],
};

/** Available wines for everyone; admins also see unavailable ones. Without a sort: catalogue order. */
export async function list(ctx: Context, input: ListWinesInput): Promise<Wine[]> {
  const conditions: SQL[] = [];
  if (ctx.user?.role !== "admin") conditions.push(eq(wines.isAvailable, true));
  if (input?.type) conditions.push(eq(wines.type, input.type));
  const search = input?.search?.trim();
  if (search) {
    const fields = [wines.name, wines.description, wines.grapeVariety, wines.region];
    const anyField = or(...fields.map((column) => containsText(column, search)));
    if (anyField) conditions.push(anyField);
  }
  const order = input?.sort ? orderings[input.sort] : [asc(wines.createdAt), asc(wines.id)];
  return (
    await ctx.db
      .select()
      .from(wines)
      .where(and(...conditions))
      .orderBy(...order)
  ).map(toWine);
}

export async function byId(ctx: Context, id: string): Promise<Wine> {
  const row = (await ctx.db.select().from(wines).where(eq(wines.id, id)))[0];
  if (!row || (!row.isAvailable && ctx.user?.role !== "admin")) {
    throw notFound("Wine not found");
  }
  return toWine(row);
}

/** "24.9" -> "24.90" */
function money(value: string): string {
  return formatCents(toCents(value));
}

/** As money(); null (blank) stays null and undefined (not sent) stays undefined. */
function optionalMoney(value: string | null | undefined): string | null | undefined {
  return typeof value === "string" ? money(value) : value;
}

/** "12" -> "12.0": alcohol and rating are stored with one decimal place. */
function oneDecimal(value: string | null | undefined): string | null | undefined {
  return typeof value === "string" ? Number(value).toFixed(1) : value;
}

/** "" clears a text field like null; undefined (not sent) leaves it as it is on an update. */
function blankToNull(value: string | null | undefined): string | null | undefined {
  return value === "" ? null : value;
}

/** The form's values as columns. Fields left out (undefined) are not written by an update. */
function wineColumns(input: WineFormInput | UpdateWineInput) {
  return {
    name: input.name,
    type: input.type,
    description: input.description,
    vintage: input.vintage,
    price: money(input.price),
    casePrice: optionalMoney(input.casePrice),
    bottlesPerCase: input.bottlesPerCase,
    stock: input.stock,
    lowStockAt: input.lowStockAt,
    imageUrl: input.imageUrl,
    tastingNotes: blankToNull(input.tastingNotes),
    pairingNotes: blankToNull(input.pairingNotes),
    alcoholContent: oneDecimal(input.alcoholContent),
    region: blankToNull(input.region),
    grapeVariety: blankToNull(input.grapeVariety),
    servingTemp: blankToNull(input.servingTemp),
    rating: oneDecimal(input.rating),
    isExclusive: input.isExclusive,
    isAvailable: input.isAvailable,
    membershipCategory: input.membershipCategory,
  };
}

const NOT_FOUND_MESSAGE = "Wine not found";

/** A new wine; its opening stock is its first movement (an adjustment by this admin). */
export async function create(ctx: Context, input: WineFormInput): Promise<Wine> {
  const row = await ctx.db.write(async (tx) => {
    const created = one(
      await tx
        .insert(wines)
        .values({ ...wineColumns(input), id: newId(), createdAt: ctx.clock.now().toISOString() })
        .returning(),
    );
    await recordFormStock(tx, { kind: "wine", productId: created.id }, staffCause(ctx, "Opening stock"));
    return created;
  });
  return toWine(row);
}

/**
 * The spec's wine form still takes `stock`: a stock that differs from the wine's is recorded as an
 * adjustment ("count correction") by this admin. Left out, the stock stays as it is.
 */
export async function update(ctx: Context, input: UpdateWineInput): Promise<Wine> {
  const row = await ctx.db.write(async (tx) => {
    const before = (await tx.select({ stock: wines.stock }).from(wines).where(eq(wines.id, input.id)))[0];
    const [after] = await tx.update(wines).set(wineColumns(input)).where(eq(wines.id, input.id)).returning();
    if (before && after && before.stock !== after.stock) {
      await recordFormStock(
        tx,
        { kind: "wine", productId: after.id },
        {
          ...staffCause(ctx, "Stock set in the wine form"),
          adjustmentReason: "count-correction",
        },
      );
      await ctx.hooks.catalogue.stockChanged.emit(tx, { kind: "wine", id: after.id, now: ctx.clock.now() });
    }
    return after;
  });
  if (!row) throw notFound(NOT_FOUND_MESSAGE);
  return toWine(row);
}

/**
 * Orders, tasting journals and club selections are history: a wine they name stays, marked unavailable.
 * So does a wine a gift package holds, so the package keeps its contents (and shows as out of stock).
 * Anything else is deleted, and its cart lines go with it (ON DELETE CASCADE).
 */
export async function remove(ctx: Context, id: string): Promise<Removal> {
  return removeOrDeactivate(ctx.db, {
    missing: NOT_FOUND_MESSAGE,
    exists: async (tx) => Boolean((await tx.select({ id: wines.id }).from(wines).where(eq(wines.id, id)))[0]),
    referenced: async (tx) =>
      (
        await tx
          .select({ id: wines.id })
          .from(wines)
          .where(
            and(
              eq(wines.id, id),
              sql`(exists (select 1 from ${orderItems} where ${orderItems.wineId} = ${id})
                or exists (select 1 from ${tastingJournals} where ${tastingJournals.wineId} = ${id})
                or exists (select 1 from ${monthlyWineSelections}
                  where ${jsonArrayHas(tx.engine, monthlyWineSelections.selectedWines, id)})
                or exists (select 1 from ${giftPackages} where ${jsonArrayHas(tx.engine, giftPackages.wineIds, id)}))`,
            ),
          )
      ).length > 0,
    deactivate: async (tx) => await tx.update(wines).set({ isAvailable: false }).where(eq(wines.id, id)),
    remove: async (tx) => await tx.delete(wines).where(eq(wines.id, id)),
  });
}

/**
 * Takes bottles for an order with a guarded update, so two checkouts can never both take the last
 * one; unlimited stock (-1) stays -1. Returns false when there are not enough.
 */
export async function takeStock(tx: Tx, wineId: string, quantity: number): Promise<boolean> {
  return (await takeBottles(tx).run({ wineId, quantity })).changes === 1;
}

// Built once (db/src/prepared.ts): every checkout of wine runs it.
const takeBottles = prepared((tx: Tx) =>
  tx
    .update(wines)
    .set({ stock: sql`case when ${wines.stock} = -1 then -1 else ${wines.stock} - ${param("quantity")} end` })
    .where(
      and(
        eq(wines.id, param("wineId")),
        eq(wines.isAvailable, true),
        sql`(${wines.stock} = -1 or ${wines.stock} >= ${param("quantity")})`,
      ),
    )
    .prepare(),
);

/** Gives bottles back (a failed payment, a cancelled order). */
export async function returnStock(tx: Tx, wineId: string, quantity: number): Promise<void> {
  await tx
    .update(wines)
    .set({ stock: sql`case when ${wines.stock} = -1 then -1 else ${wines.stock} + ${quantity} end` })
    .where(eq(wines.id, wineId));
}

/**
 * Moves a wine's counted stock by `change` (a hand adjustment) with a guarded update, never below 0
 * and never for unlimited stock (-1): the new stock, or null when the guard refused.
 */
export async function adjustStock(tx: Tx, wineId: string, change: number): Promise<number | null> {
  const row = (
    await tx
      .update(wines)
      .set({ stock: sql`${wines.stock} + ${change}` })
      .where(and(eq(wines.id, wineId), gte(wines.stock, 0), sql`${wines.stock} + ${change} >= 0`))
      .returning({ stock: wines.stock })
  )[0];
  return row?.stock ?? null;
}

/** Available club wines of the given member categories, by category then name. */
export async function byMemberCategory(ctx: Context, categories: MemberCategory[]): Promise<Wine[]> {
  if (categories.length === 0) return [];
  return (
    await ctx.db
      .select()
      .from(wines)
      .where(and(eq(wines.isAvailable, true), inArray(wines.membershipCategory, categories)))
      .orderBy(asc(wines.membershipCategory), asc(wines.name))
  ).map(toWine);
}

/** What a tier may pick: its own category and every lower one; never above the member's own tier. */
export async function forTier(ctx: Context, asked: Tier | undefined, held: Tier): Promise<Wine[]> {
  const tier = asked && tierRank(asked) <= tierRank(held) ? asked : held;
  return byMemberCategory(
    ctx,
    tierOrder.filter((t) => tierRank(t) <= tierRank(tier)).map((t) => tiers[t].category),
  );
}

/**
 * Wines on sale at or below their low-stock level (their own, or `byDefault`), fewest first;
 * unlimited stock never runs low.
 */
export async function lowStock(
  db: Executor,
  byDefault: number,
): Promise<{ id: string; name: string; stock: number; lowStockAt: number }[]> {
  const level = sql<number>`coalesce(${wines.lowStockAt}, ${byDefault})`;
  return await db
    .select({
      id: wines.id,
      name: sql<string>`${wines.name} || ' ' || ${wines.vintage}`,
      stock: wines.stock,
      lowStockAt: level,
    })
    .from(wines)
    .where(and(eq(wines.isAvailable, true), gte(wines.stock, 0), sql`${wines.stock} <= ${level}`))
    .orderBy(asc(wines.stock), asc(wines.name));
}
