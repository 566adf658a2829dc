import type { TRPCError } from "@trpc/server";
import {
  type CartLine,
  cartSummary,
  casePricingApplies,
  formatCents,
  type LineKind,
  lineKindRules,
  type MerchandiseSize,
  maxQuantity,
  QUANTITY_MAX,
  type SummaryLine,
  tiers,
  toCents,
} from "contracts";
import {
  cartItems,
  columnParams,
  type Executor,
  giftPackages,
  merchandise,
  merchandiseSizes,
  newId,
  param,
  prepared,
  type Tx,
  wines,
} from "db";
import { and, eq, sql } from "drizzle-orm";
import { conflict, notFound } from "../../trpc/errors";
import { giftPackagesWithWines } from "../gifts/gifts.service";
import { withSizes } from "../merchandise/merchandise.service";
import { assertRoomForLine, type Owner, ownerColumn, ownerColumns, perOwnerColumn } from "./cart-owner";
import { startCart } from "./cart-starts";

type CartRow = typeof cartItems.$inferSelect;

export const lineNotFound = () => notFound("Cart item not found");

/** Built once per owner column (db/src/prepared.ts): the cart is read on every step. */
const rowsOf = perOwnerColumn((column) =>
  prepared((db: Executor) =>
    db
      .select({
        item: cartItems,
        wine: wines,
        gift: giftPackages,
        merch: merchandise,
        sizeStock: merchandiseSizes.stock,
      })
      .from(cartItems)
      .leftJoin(wines, eq(cartItems.wineId, wines.id))
      .leftJoin(giftPackages, eq(cartItems.giftPackageId, giftPackages.id))
      .leftJoin(merchandise, eq(cartItems.merchandiseId, merchandise.id))
      .leftJoin(
        merchandiseSizes,
        and(
          eq(merchandiseSizes.merchandiseId, cartItems.merchandiseId),
          eq(merchandiseSizes.size, cartItems.size),
        ),
      )
      .where(eq(cartItems[column], param("owner")))
      .orderBy(cartItems.createdAt, sql`${cartItems}.rowid`)
      .prepare(),
  ),
);

/** Lines with what they refer to (read through joins), in the order they were added. */
export async function loadRows(db: Executor, owner: Owner) {
  const [column, value] = ownerColumn(owner);
  return rowsOf[column](db).all({ owner: value });
}
export type LoadedRow = Awaited<ReturnType<typeof loadRows>>[number];

/** A line's unit price, from the database, by where its kind takes its price from. */
export function unitPriceCents(row: LoadedRow): number {
  switch (lineKindRules[row.item.kind].price) {
    case "free":
      return 0;
    case "bottle":
      return row.wine ? toCents(row.wine.price) : 0;
    default:
      if (row.gift) return toCents(row.gift.price);
      if (row.merch) return toCents(row.merch.price);
      return row.item.tier ? tiers[row.item.tier].monthlyPriceCents : 0;
  }
}

export function summaryLine(row: LoadedRow): SummaryLine {
  return {
    kind: row.item.kind,
    quantity: row.item.quantity,
    unitPriceCents: unitPriceCents(row),
    casePriceCents: row.wine?.casePrice ? toCents(row.wine.casePrice) : null,
    bottlesPerCase: row.wine?.bottlesPerCase ?? null,
    packagingCents: row.item.packaging ? toCents(row.item.packaging.price) : 0,
  };
}

/** What a line's stock is: its size's for apparel, else the wine's or the item's. */
export function lineStock(row: LoadedRow): number {
  if (row.item.size) return row.sizeStock ?? 0;
  return row.wine?.stock ?? row.merch?.stock ?? 0;
}

/** The most a line may hold: its stock's bound when the quantity can change, else 1. */
export function lineMax(row: LoadedRow): number {
  if (!lineKindRules[row.item.kind].adjustableQuantity) return 1;
  return maxQuantity(lineStock(row));
}

/** A line's name in messages: apparel says its size. */
export function lineLabel(row: LoadedRow): string {
  const name = row.wine?.name ?? row.merch?.name ?? "this item";
  return row.item.size ? `${name} (size ${row.item.size})` : name;
}

export async function toCartLines(db: Executor, rows: LoadedRow[]): Promise<CartLine[]> {
  const gifts = await giftPackagesWithWines(
    db,
    rows.flatMap((r) => (r.gift ? [r.gift] : [])),
  );
  const items = await withSizes(
    db,
    rows.flatMap((r) => (r.merch ? [r.merch] : [])),
  );
  return rows.map((row) => {
    const line = summaryLine(row);
    const kind = row.item.kind;
    const gift = gifts.find((g) => g.id === row.item.giftPackageId);
    const item = items.find((m) => m.id === row.item.merchandiseId);
    return {
      id: row.item.id,
      quantity: row.item.quantity,
      // The spec's client shape names the kind `type` and leaves it out for a plain wine line.
      ...(kind === "wine" ? {} : { type: kind }),
      ...(row.wine ? { wine: row.wine } : {}),
      ...(gift ? { giftPackage: gift } : {}),
      ...(item ? { merchandise: item } : {}),
      ...(row.item.size ? { size: row.item.size } : {}),
      ...(row.item.tier ? { tier: row.item.tier } : {}),
      customMessage: row.item.customMessage,
      packaging: row.item.packaging,
      unitPrice: formatCents(line.unitPriceCents),
      lineTotal: formatCents(cartSummary([{ ...line, packagingCents: 0 }]).subtotalCents),
      casePricing: casePricingApplies(line),
      maxQuantity: lineMax(row),
    };
  });
}

export async function lineById(db: Executor, owner: Owner, itemId: string): Promise<LoadedRow> {
  const row = (await loadRows(db, owner)).find((r) => r.item.id === itemId);
  if (!row) throw lineNotFound();
  return row;
}

export async function lineFor(db: Executor, itemId: string, owner: Owner): Promise<CartLine> {
  const line = (await toCartLines(db, [await lineById(db, owner, itemId)]))[0];
  if (!line) throw lineNotFound();
  return line;
}

/** The clear message for a quantity over the bounds of docs/spec part 1 §5. */
export function tooMany(name: string, stock: number, inCart: number): TRPCError {
  if (stock === 0) return conflict(`${name} is out of stock`);
  const already = inCart > 0 ? ` (${inCart} already in your cart)` : "";
  if (stock > 0 && stock < QUANTITY_MAX) {
    return conflict(`Only ${stock} of ${name} available${already}`);
  }
  return conflict(`You can order at most ${QUANTITY_MAX} of ${name} at a time${already}`);
}

export interface LineRef {
  kind: LineKind;
  wineId?: string;
  giftPackageId?: string;
  merchandiseId?: string;
  size?: MerchandiseSize;
}

/** Sets a line's quantity, or writes a new line (when the cart has room for one). */
export async function upsertQuantity(
  tx: Tx,
  owner: Owner,
  existing: CartRow | undefined,
  ref: LineRef,
  quantity: number,
  now: string,
): Promise<string> {
  if (existing) {
    await tx.update(cartItems).set({ quantity, updatedAt: now }).where(eq(cartItems.id, existing.id));
    return existing.id;
  }
  if ((await assertRoomForLine(tx, owner)) === 0) await startCart(tx, owner, now);
  const id = newId();
  await insertLine(tx).run({
    id,
    ...ownerColumns(owner),
    kind: ref.kind,
    wineId: ref.wineId ?? null,
    giftPackageId: ref.giftPackageId ?? null,
    merchandiseId: ref.merchandiseId ?? null,
    size: ref.size ?? null,
    quantity,
    createdAt: now,
    updatedAt: now,
  } satisfies Required<Pick<CartInsert, (typeof lineColumns)[number]>>);
  return id;
}

type CartInsert = typeof cartItems.$inferInsert;
const lineColumns = [
  "id",
  "userId",
  "cartToken",
  "kind",
  "wineId",
  "giftPackageId",
  "merchandiseId",
  "size",
  "quantity",
  "createdAt",
  "updatedAt",
] as const;
const insertLine = prepared((tx: Tx) => tx.insert(cartItems).values(columnParams(lineColumns)).prepare());
