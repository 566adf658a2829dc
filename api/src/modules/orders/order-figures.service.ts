import { businessDate, type ReportedOrder, type RevenueKind, revenueKinds } from "contracts";
import { type Executor, orderItems, orderRefunds, orders } from "db";
import { and, asc, count, desc, eq, gte, isNotNull, lt, ne, sql } from "drizzle-orm";
import { cents } from "./order-search.service";

/**
 * The money figures of the dashboard, computed from the orders (docs/product/decisions.md, "Round 2":
 * Back office). Revenue is what customers paid, counted on the New York day of the payment, minus
 * the refunds that went through, counted on the day they were made; failed payments were never paid
 * and never count.
 */

export interface Span {
  /** Inclusive instant (ISO). */
  from: string;
  /** Exclusive instant (ISO). */
  until: string;
}

const paidIn = (span: Span) => and(gte(orders.paidAt, span.from), lt(orders.paidAt, span.until));
const refundedIn = (span: Span) =>
  and(
    eq(orderRefunds.status, "succeeded"),
    gte(orderRefunds.settledAt, span.from),
    lt(orderRefunds.settledAt, span.until),
  );

/** Net revenue of a span, in cents: payments received minus refunds made in it. */
export async function revenueCents(db: Executor, span: Span): Promise<number> {
  const payments = (
    await db
      .select({ sum: sql<number>`coalesce(sum(${cents(orders.total)}), 0)` })
      .from(orders)
      .where(paidIn(span))
  )[0];
  const refunds = (
    await db
      .select({ sum: sql<number>`coalesce(sum(${cents(orderRefunds.amount)}), 0)` })
      .from(orderRefunds)
      .where(refundedIn(span))
  )[0];
  return (payments?.sum ?? 0) - (refunds?.sum ?? 0);
}

/** Net revenue and paid orders per New York day of the span, for the chart. */
export async function dailyRevenue(
  db: Executor,
  span: Span,
): Promise<Map<string, { cents: number; orders: number }>> {
  const days = new Map<string, { cents: number; orders: number }>();
  const day = (instant: string) => {
    const date = businessDate(instant);
    let entry = days.get(date);
    if (!entry) {
      entry = { cents: 0, orders: 0 };
      days.set(date, entry);
    }
    return entry;
  };
  const payments = await db
    .select({ at: orders.paidAt, cents: cents(orders.total) })
    .from(orders)
    .where(paidIn(span));
  for (const payment of payments) {
    if (!payment.at) continue;
    const entry = day(payment.at);
    entry.cents += payment.cents;
    entry.orders += 1;
  }
  const refunds = await db
    .select({ at: orderRefunds.settledAt, cents: cents(orderRefunds.amount) })
    .from(orderRefunds)
    .where(refundedIn(span));
  for (const refund of refunds) if (refund.at) day(refund.at).cents -= refund.cents;
  return days;
}

/** Orders paid in the span that still stand (not cancelled): their count and net value. */
export async function keptOrders(db: Executor, span: Span): Promise<{ count: number; netCents: number }> {
  const row = (
    await db
      .select({
        n: count(),
        net: sql<number>`coalesce(sum(${cents(orders.total)} - ${cents(orders.refunded)}), 0)`,
      })
      .from(orders)
      .where(and(paidIn(span), ne(orders.status, "cancelled")))
  )[0];
  return { count: row?.n ?? 0, netCents: row?.net ?? 0 };
}

/** Item sales of the span by kind: line totals before discount, tax and shipping; packaging apart. */
export async function salesByKind(db: Executor, span: Span): Promise<{ kind: RevenueKind; cents: number }[]> {
  const kept = and(paidIn(span), ne(orders.status, "cancelled"));
  const lines = await db
    .select({ kind: orderItems.kind, cents: sql<number>`coalesce(sum(${cents(orderItems.lineTotal)}), 0)` })
    .from(orderItems)
    .innerJoin(orders, eq(orderItems.orderId, orders.id))
    .where(kept)
    .groupBy(orderItems.kind);
  const packaging = (
    await db
      .select({ cents: sql<number>`coalesce(sum(${cents(orders.packaging)}), 0)` })
      .from(orders)
      .where(kept)
  )[0];
  return revenueKinds.map((kind) => ({
    kind,
    cents: kind === "packaging" ? (packaging?.cents ?? 0) : (lines.find((l) => l.kind === kind)?.cents ?? 0),
  }));
}

/** The wines that sold the most bottles in the span (orders that still stand). */
export async function topWines(db: Executor, span: Span, limit: number) {
  const bottles = sql<number>`sum(${orderItems.quantity})`;
  return await db
    .select({
      wineId: sql<string>`${orderItems.wineId}`,
      name: sql<string>`min(${orderItems.name})`,
      bottles,
      cents: sql<number>`coalesce(sum(${cents(orderItems.lineTotal)}), 0)`,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orderItems.orderId, orders.id))
    .where(
      and(
        paidIn(span),
        ne(orders.status, "cancelled"),
        eq(orderItems.kind, "wine"),
        isNotNull(orderItems.wineId),
      ),
    )
    .groupBy(orderItems.wineId)
    .orderBy(desc(bottles), asc(sql`min(${orderItems.name})`))
    .limit(limit);
}

/** Orders waiting for their payment. */
export async function awaitingPayment(db: Executor): Promise<number> {
  return (await db.select({ n: count() }).from(orders).where(eq(orders.status, "pending")))[0]?.n ?? 0;
}

/**
 * The orders the compliance report counts: paid in the span and still standing (a cancelled order
 * was refunded in full and shipped nothing), each with its New York month, the state it was taxed
 * for, its bottles, the amount taxed (items and packaging after the discount) and the tax.
 */
export async function reportedOrders(db: Executor, span: Span): Promise<ReportedOrder[]> {
  const rows = await db
    .select({
      paidAt: orders.paidAt,
      state: orders.taxState,
      bottles: orders.bottles,
      taxable: sql<number>`${cents(orders.subtotal)} + ${cents(orders.packaging)} - ${cents(orders.discount)}`,
      tax: cents(orders.tax),
    })
    .from(orders)
    .where(and(paidIn(span), ne(orders.status, "cancelled")));
  return rows.map((row) => ({
    month: businessDate(row.paidAt ?? span.from).slice(0, 7),
    state: row.state ?? "Unknown",
    bottles: row.bottles,
    taxableCents: Number(row.taxable),
    taxCents: Number(row.tax),
  }));
}
