import { TRPCError } from "@trpc/server";
import {
  formatCents,
  type GiftPackage,
  type GiftPackageFormInput,
  type Occasion,
  occasionSchema,
  toCents,
  type UpdateGiftPackageInput,
} from "contracts";
import { type Executor, giftPackages, newId, one, orderItems, type Tx, wines } from "db";
import { and, asc, eq, inArray, type SQL } from "drizzle-orm";
import { type Removal, removeOrDeactivate } from "../../shared/remove-or-deactivate";
import type { Context } from "../../trpc/context";
import { badRequest, notFound } from "../../trpc/errors";

export type GiftPackageRow = typeof giftPackages.$inferSelect;

/**
 * Packages as the API shows them: each with its wines (in wineIds order) and whether it can be sold
 * now. One query reads the wines of every package. A package is out of stock when a wine it holds has
 * stock 0 (-1 is unlimited), is unavailable, or no longer exists.
 */
export async function giftPackagesWithWines(db: Executor, rows: GiftPackageRow[]): Promise<GiftPackage[]> {
  const ids = [...new Set(rows.flatMap((row) => row.wineIds))];
  const found =
    ids.length === 0
      ? []
      : await db
          .select({
            id: wines.id,
            name: wines.name,
            type: wines.type,
            vintage: wines.vintage,
            imageUrl: wines.imageUrl,
            stock: wines.stock,
            isAvailable: wines.isAvailable,
          })
          .from(wines)
          .where(inArray(wines.id, ids));
  const byId = new Map(found.map((wine) => [wine.id, wine]));
  return rows.map((row) => {
    const held = row.wineIds.map((id) => byId.get(id));
    return {
      id: row.id,
      name: row.name,
      description: row.description,
      price: row.price,
      imageUrl: row.imageUrl,
      occasion: occasionSchema.parse(row.occasion),
      giftNote: row.giftNote,
      wineIds: row.wineIds,
      wines: held.flatMap((wine) =>
        wine
          ? [
              {
                id: wine.id,
                name: wine.name,
                type: wine.type,
                vintage: wine.vintage,
                imageUrl: wine.imageUrl,
              },
            ]
          : [],
      ),
      isActive: row.isActive,
      inStock: held.every((wine) => wine?.isAvailable === true && wine.stock !== 0),
    };
  });
}

/** Active packages for everyone; admins also see inactive ones. Oldest first. */
export async function list(ctx: Context, input: { occasion?: Occasion } | undefined): Promise<GiftPackage[]> {
  const conditions: SQL[] = [];
  if (ctx.user?.role !== "admin") conditions.push(eq(giftPackages.isActive, true));
  if (input?.occasion) conditions.push(eq(giftPackages.occasion, input.occasion));
  const rows = await ctx.db
    .select()
    .from(giftPackages)
    .where(and(...conditions))
    .orderBy(asc(giftPackages.createdAt), asc(giftPackages.id));
  return giftPackagesWithWines(ctx.db, rows);
}

/** Every wine the form names must exist; the first one that does not is named in the 400. */
async function assertWinesExist(tx: Tx, wineIds: string[]): Promise<void> {
  const ids = [...new Set(wineIds)];
  const found = new Set(
    (await tx.select({ id: wines.id }).from(wines).where(inArray(wines.id, ids))).map((wine) => wine.id),
  );
  const missing = ids.find((id) => !found.has(id));
  if (missing !== undefined) {
    throw badRequest(`Unknown wine: ${missing}`);
  }
}

/** "" and null clear a text field; undefined (not sent) leaves it as it is on an update. */
function blankToNull(value: string | null | undefined): string | null | undefined {
  return value === "" ? null : value;
}

function packageColumns(input: GiftPackageFormInput) {
  return {
    name: input.name,
    description: input.description,
    price: formatCents(toCents(input.price)),
    imageUrl: blankToNull(input.imageUrl),
    occasion: input.occasion,
    giftNote: blankToNull(input.giftNote),
    wineIds: input.wineIds,
    isActive: input.isActive,
  };
}

async function packageOf(ctx: Context, row: GiftPackageRow): Promise<GiftPackage> {
  const [pkg] = await giftPackagesWithWines(ctx.db, [row]);
  if (!pkg) throw new TRPCError({ code: "INTERNAL_SERVER_ERROR", message: "Gift package could not be read" });
  return pkg;
}

const NOT_FOUND_MESSAGE = "Gift package not found";

export async function create(ctx: Context, input: GiftPackageFormInput): Promise<GiftPackage> {
  const now = ctx.clock.now().toISOString();
  const row = await ctx.db.write(async (tx) => {
    await assertWinesExist(tx, input.wineIds);
    return one(
      await tx
        .insert(giftPackages)
        .values({ ...packageColumns(input), id: newId(), createdAt: now, updatedAt: now })
        .returning(),
    );
  });
  return packageOf(ctx, row);
}

export async function update(ctx: Context, input: UpdateGiftPackageInput): Promise<GiftPackage> {
  const now = ctx.clock.now().toISOString();
  const row = await ctx.db.write(async (tx) => {
    const existing = (
      await tx.select({ id: giftPackages.id }).from(giftPackages).where(eq(giftPackages.id, input.id))
    )[0];
    if (!existing) throw notFound(NOT_FOUND_MESSAGE);
    await assertWinesExist(tx, input.wineIds);
    return (
      await tx
        .update(giftPackages)
        .set({ ...packageColumns(input), updatedAt: now })
        .where(eq(giftPackages.id, input.id))
        .returning()
    )[0];
  });
  if (!row) throw notFound(NOT_FOUND_MESSAGE);
  return packageOf(ctx, row);
}

/** A package that orders name is kept, inactive; otherwise it is deleted with its cart lines. */
export async function remove(ctx: Context, id: string): Promise<Removal> {
  const now = ctx.clock.now().toISOString();
  return removeOrDeactivate(ctx.db, {
    missing: NOT_FOUND_MESSAGE,
    exists: async (tx) =>
      Boolean(
        (await tx.select({ id: giftPackages.id }).from(giftPackages).where(eq(giftPackages.id, id)))[0],
      ),
    referenced: async (tx) =>
      Boolean(
        (
          await tx
            .select({ id: orderItems.id })
            .from(orderItems)
            .where(eq(orderItems.giftPackageId, id))
            .limit(1)
        )[0],
      ),
    deactivate: async (tx) =>
      await tx.update(giftPackages).set({ isActive: false, updatedAt: now }).where(eq(giftPackages.id, id)),
    remove: async (tx) => await tx.delete(giftPackages).where(eq(giftPackages.id, id)),
  });
}
