import { TRPCError } from "@trpc/server";
import {
  type AddOrderNoteInput,
  type AdminOrder,
  type AdminOrderDetail,
  type AdminOrderItem,
  type AdminOrdersInput,
  type BulkStatusInput,
  type BulkStatusOutput,
  type CustomerType,
  caseLineOf,
  exportFileName,
  formatCents,
  type MembershipOnCancel,
  needsShipping,
  type Order,
  type OrderCounts,
  type OrderQueryInput,
  type OrderStats,
  paymentStatusOf,
  type RefundOrderInput,
  shipmentRefusal,
  toCents,
  type UpdateOrderStatusInput,
} from "contracts";
import { type Executor, orderItems, wines } from "db";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Context } from "../../trpc/context";
import { badRequest, notFound } from "../../trpc/errors";
import type { UserContext } from "../../trpc/procedures";
import { membershipsOnCancel } from "../membership/order-reversal";
import {
  allMatching,
  type FoundOrder,
  foundById,
  orderStats,
  recentPaid,
  searchOrders,
  statusCounts,
} from "../orders/order-search.service";
import { addNote, changeStatus, refundOrCancel } from "../orders/order-status.service";
import { withItems } from "../orders/orders.service";
import { listRefunds, refundsOf } from "../orders/refunds.service";
import { ordersCsv } from "./orders-csv";

/** The orders desk (docs/spec part 2 §2.15, docs/product/api.md "admin"): the staff's view of orders. */

function customerTypeOf(row: FoundOrder): CustomerType {
  if (!row.userId) return "guest";
  return row.customerTier ? "member" : "registered";
}

/** The case size of each wine the orders name, to read their lines' full cases back. */
async function caseSizes(db: Executor, orders: Order[]): Promise<Map<string, number>> {
  const ids = [...new Set(orders.flatMap((o) => o.items.map((i) => i.wineId)).filter((id) => id !== null))];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: wines.id, bottlesPerCase: wines.bottlesPerCase, casePrice: wines.casePrice })
    .from(wines)
    .where(inArray(wines.id, ids));
  return new Map(rows.filter((w) => w.casePrice !== null).map((w) => [w.id, w.bottlesPerCase]));
}

function caseLine(item: Order["items"][number], sizes: Map<string, number>): AdminOrderItem["caseLine"] {
  if (item.kind !== "wine" || !item.wineId) return null;
  const line = caseLineOf({
    quantity: item.quantity,
    unitPriceCents: toCents(item.price),
    lineTotalCents: toCents(item.lineTotal),
    bottlesPerCase: sizes.get(item.wineId),
  });
  return line
    ? {
        cases: line.cases,
        bottlesPerCase: line.bottlesPerCase,
        casePrice: formatCents(line.casePriceCents),
        bottles: line.bottles,
      }
    : null;
}

/** What the desk shows of orders beyond their rows, read for a batch at once. */
interface Facts {
  /** Case sizes of the wines the orders name. */
  sizes: Map<string, number>;
  refunds: Map<string, AdminOrder["refunds"]>;
  clubs: Map<string, MembershipOnCancel>;
  /** Each gift-package line's wine names, by order item id. */
  contents: Map<string, string[]>;
}

/** The wines inside the orders' gift-package lines, by the line's id. */
async function packageContents(db: Executor, orderIds: string[]): Promise<Map<string, string[]>> {
  const contents = new Map<string, string[]>();
  if (orderIds.length === 0) return contents;
  const lines = await db
    .select({ id: orderItems.id, wineIds: orderItems.giftWineIds })
    .from(orderItems)
    .where(and(inArray(orderItems.orderId, orderIds), eq(orderItems.kind, "gift-package")));
  const ids = [...new Set(lines.flatMap((l) => l.wineIds ?? []))];
  if (ids.length === 0) return contents;
  const names = new Map(
    (
      await db
        .select({ id: wines.id, name: sql<string>`${wines.name} || ' ' || ${wines.vintage}` })
        .from(wines)
        .where(inArray(wines.id, ids))
    ).map((w) => [w.id, w.name]),
  );
  for (const line of lines)
    contents.set(
      line.id,
      (line.wineIds ?? []).map((id) => names.get(id) ?? "A wine"),
    );
  return contents;
}

async function factsOf(db: Executor, orders: Order[]): Promise<Facts> {
  const ids = orders.map((o) => o.id);
  return {
    sizes: await caseSizes(db, orders),
    refunds: await refundsOf(db, ids),
    clubs: await membershipsOnCancel(db, ids),
    contents: await packageContents(db, ids),
  };
}

function toAdminOrder(order: Order, row: FoundOrder, facts: Facts): AdminOrder {
  const { sizes, refunds } = facts;
  return {
    id: order.id,
    orderNumber: order.orderNumber,
    status: order.status,
    paymentStatus: paymentStatusOf({
      status: order.status,
      paidAt: order.paidAt,
      totalCents: toCents(order.total),
      refundedCents: toCents(order.refunded),
    }),
    total: order.total,
    subtotal: order.subtotal,
    packaging: order.packaging,
    discount: order.discount,
    tax: order.tax,
    shipping: order.shipping,
    refunded: order.refunded,
    couponCode: order.couponCode,
    customerName: order.customerName,
    customerEmail: order.customerEmail,
    customerPhone: order.customerPhone,
    userId: order.userId,
    customerType: customerTypeOf(row),
    createdAt: order.createdAt,
    updatedAt: order.updatedAt,
    paidAt: order.paidAt,
    shippingAddress: order.shippingAddress,
    pickup: order.pickup,
    taxState: order.taxState,
    taxRate: order.taxRate,
    adultSignature: order.adultSignature,
    bottles: row.bottles,
    shipsNothing: !needsShipping(order.items.map((i) => i.kind)),
    membershipOnCancel: facts.clubs.get(order.id) ?? null,
    stripePaymentIntentId: order.stripePaymentIntentId,
    trackingNumber: order.trackingNumber,
    carrier: order.carrier,
    notes: order.notes,
    items: order.items.map((item) => ({
      name: item.name,
      kind: item.kind,
      productId: item.productId,
      sku: item.sku,
      quantity: item.quantity,
      price: item.price,
      lineTotal: item.lineTotal,
      packaging: item.packaging,
      customMessage: item.customMessage,
      size: item.size,
      caseLine: caseLine(item, sizes),
      contents: facts.contents.get(item.id) ?? [],
    })),
    refunds: refunds.get(order.id) ?? [],
  };
}

async function toAdminOrders(ctx: Context, rows: FoundOrder[]): Promise<AdminOrder[]> {
  const orders = await withItems(ctx.db, rows, "staff", { events: false });
  const facts = await factsOf(ctx.db, orders);
  return orders.map((order, index) => toAdminOrder(order, rows[index] as FoundOrder, facts));
}

/** GET /api/admin/orders: one page, with the full count in X-Total-Count. */
export async function list(ctx: Context, input: AdminOrdersInput): Promise<AdminOrder[]> {
  const { page, pageSize } = input;
  const { rows, total } = await searchOrders(ctx.db, input, {
    offset: (page - 1) * pageSize,
    limit: pageSize,
  });
  ctx.responseHeaders.set("X-Total-Count", String(total));
  return toAdminOrders(ctx, rows);
}

export async function stats(ctx: Context, input: OrderQueryInput): Promise<OrderStats> {
  return orderStats(ctx.db, input);
}

export async function detail(ctx: Context, id: string): Promise<AdminOrderDetail> {
  const row = await foundById(ctx.db, id);
  const order = row ? (await withItems(ctx.db, [row], "staff"))[0] : undefined;
  if (!row || !order) throw notFound("Order not found");
  return { ...toAdminOrder(order, row, await factsOf(ctx.db, [order])), events: order.events };
}

/** An order as GET /api/admin/orders answers it, read with `db` (a transaction: webhook events). */
export async function adminOrderOf(db: Executor, id: string): Promise<AdminOrder | null> {
  const row = await foundById(db, id);
  const order = row ? (await withItems(db, [row], "staff", { events: false }))[0] : undefined;
  if (!row || !order) return null;
  return toAdminOrder(order, row, await factsOf(db, [order]));
}

export async function counts(ctx: Context): Promise<OrderCounts> {
  return statusCounts(ctx.db);
}

/** The dashboard's 5 most recent paid orders. */
export async function recent(ctx: Context): Promise<AdminOrder[]> {
  return toAdminOrders(ctx, await recentPaid(ctx.db, 5));
}

/** GET /api/admin/orders/export: every order the filters find, as a spreadsheet. */
export async function exportCsv(ctx: Context, input: OrderQueryInput): Promise<string> {
  const rows = await allMatching(ctx.db, input);
  const name = exportFileName("orders", ctx.clock.now());
  ctx.responseHeaders.set("Content-Disposition", `attachment; filename="${name}"`);
  return ordersCsv(await toAdminOrders(ctx, rows));
}

export async function updateStatus(
  ctx: UserContext,
  input: UpdateOrderStatusInput,
): Promise<AdminOrderDetail> {
  await changeStatus(ctx, {
    id: input.orderId,
    status: input.status,
    trackingNumber: input.trackingNumber,
    carrier: input.carrier,
    note: input.note,
  });
  return detail(ctx, input.orderId);
}

export async function refundOrder(ctx: UserContext, input: RefundOrderInput): Promise<AdminOrderDetail> {
  await refundOrCancel(ctx, {
    orderId: input.orderId,
    amountCents: input.amount,
    reason: input.reason,
    idempotencyKey: input.idempotencyKey,
    by: ctx.user.username,
  });
  return detail(ctx, input.orderId);
}

export async function addOrderNote(ctx: UserContext, input: AddOrderNoteInput): Promise<AdminOrderDetail> {
  await addNote(ctx, input.orderId, input.note);
  return detail(ctx, input.orderId);
}

/** GET /api/admin/refunds: the refunds in a window, for the books (X-Total-Count). */
export const refunds = listRefunds;

/**
 * POST /api/admin/orders/bulk-status: each order moves on its own (its own transaction, timeline
 * entry and e-mail, as from the desk), so one refusal leaves the others moved; the answer says which
 * moved and why the rest did not.
 */
export async function bulkStatus(ctx: UserContext, input: BulkStatusInput): Promise<BulkStatusOutput> {
  const updated: string[] = [];
  const refused: BulkStatusOutput["refused"] = [];
  for (const id of new Set(input.ids)) {
    const tracking = input.tracking?.[id];
    try {
      if (input.status === "shipped") {
        const refusal = shipmentRefusal(tracking?.carrier, tracking?.trackingNumber);
        if (refusal) throw badRequest(refusal);
      }
      await changeStatus(ctx, {
        id,
        status: input.status,
        ...(input.status === "shipped"
          ? { trackingNumber: tracking?.trackingNumber, carrier: tracking?.carrier }
          : {}),
      });
      updated.push(id);
    } catch (error) {
      if (!(error instanceof TRPCError)) throw error;
      refused.push({ id, message: error.message });
    }
  }
  return { updated, refused };
}
