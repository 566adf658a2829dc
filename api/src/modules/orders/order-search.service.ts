import {
  formatCents,
  type OrderCounts,
  type OrderQueryInput,
  type OrderStats,
  orderStatuses,
  type StatKey,
  statKeys,
  type Tier,
} from "contracts";
import { containsText, type Executor, orders, users } from "db";
import { and, asc, count, desc, eq, inArray, isNotNull, or, type SQL, sql } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import { syncConditions } from "../../shared/sync-window";
import { failedPayment, type OrderRow } from "./orders.service";

/**
 * The staff's queries over every order: the orders desk's search, filter, sort and pages, its stats,
 * the CSV export's rows, the dashboard's status counts and recent orders.
 */

/**
 * Money is decimal text: whole cents in SQL, exact for any 2-place amount. Cast to a number first:
 * SQLite would multiply the text as it is, PostgreSQL only a number; `bigint` and `double
 * precision` are names both engines know.
 */
export const cents = (column: SQL | SQLiteColumn) =>
  sql<number>`cast(round(cast(${column} as double precision) * 100) as bigint)`;

const paid = isNotNull(orders.paidAt);
const notFailed = sql`not ${failedPayment}`;

/** "Order #ABCD1234", "#abcd1234" and "abcd1234" all find the order ending in ABCD1234. */
function searchOf(search: string | undefined): SQL | undefined {
  const term = search?.trim().toLowerCase();
  if (!term) return undefined;
  const number = term.replace(/^order\s*/, "").replace(/^#\s*/, "");
  return or(
    number ? containsText(sql`substr(${orders.id}, length(${orders.id}) - 7)`, number) : undefined,
    containsText(sql`coalesce(${orders.customerName}, '')`, term),
    containsText(sql`coalesce(${orders.customerEmail}, '')`, term),
  );
}

/** A partner's sync window: when the orders were placed, and what changed since. */
function windowOf(query: OrderQueryInput): SQL | undefined {
  return syncConditions(query, { createdAt: orders.createdAt, updatedAt: orders.updatedAt });
}

function statusOf(status: OrderQueryInput["status"]): SQL | undefined {
  switch (status ?? "all") {
    case "all":
      return notFailed;
    case "to-ship":
      return inArray(orders.status, ["confirmed", "processing"]);
    case "failed":
      return failedPayment;
    case "cancelled":
      return and(eq(orders.status, "cancelled"), paid);
    default:
      return eq(orders.status, status as (typeof orderStatuses)[number]);
  }
}

const statusStep = sql`case ${orders.status} ${sql.join(
  orderStatuses.map((status, step) => sql`when ${status} then ${step}`),
  sql` `,
)} end`;

function orderByOf(query: OrderQueryInput): SQL[] {
  const dir = query.direction === "asc" ? asc : desc;
  const key = {
    date: orders.createdAt,
    total: cents(orders.total),
    customer: sql`lower(coalesce(${orders.customerName}, ''))`,
    status: statusStep,
  }[query.sort ?? "date"];
  return [dir(key), desc(orders.createdAt), asc(orders.id)];
}

export interface FoundOrder extends OrderRow {
  /** The customer's club tier today (none for guests and customers without one). */
  customerTier: Tier | null;
}

function select(db: Executor) {
  return db
    .select({ order: orders, customerTier: users.membershipTier })
    .from(orders)
    .leftJoin(users, eq(orders.userId, users.id));
}

const found = (rows: { order: OrderRow; customerTier: Tier | null }[]): FoundOrder[] =>
  rows.map((r) => ({ ...r.order, customerTier: r.customerTier }));

/** One page of the orders the query finds, and how many it finds in all. */
export async function searchOrders(
  db: Executor,
  query: OrderQueryInput,
  page: { offset: number; limit: number },
): Promise<{ rows: FoundOrder[]; total: number }> {
  const where = and(statusOf(query.status), searchOf(query.search), windowOf(query));
  const rows = await select(db)
    .where(where)
    .orderBy(...orderByOf(query))
    .limit(page.limit)
    .offset(page.offset);
  const total = (await db.select({ n: count() }).from(orders).where(where))[0]?.n ?? 0;
  return { rows: found(rows), total };
}

/** Every order the query finds, in its order (the CSV export). */
export async function allMatching(db: Executor, query: OrderQueryInput): Promise<FoundOrder[]> {
  return found(
    await select(db)
      .where(and(statusOf(query.status), searchOf(query.search), windowOf(query)))
      .orderBy(...orderByOf(query)),
  );
}

export async function foundById(db: Executor, id: string): Promise<FoundOrder | null> {
  const row = (await select(db).where(eq(orders.id, id)))[0];
  return row ? { ...row.order, customerTier: row.customerTier } : null;
}

/**
 * The stat cards: the count and net revenue (what was paid minus what went back) of what the filter
 * finds, and the same per status for everything the search finds, failed payments apart.
 */
export async function orderStats(db: Executor, query: OrderQueryInput): Promise<OrderStats> {
  const net = sql<number>`coalesce(sum(case when ${paid} then ${cents(orders.total)} - ${cents(orders.refunded)} else 0 end), 0)`;
  const all = (
    await db
      .select({ n: count(), net })
      .from(orders)
      .where(and(statusOf(query.status), searchOf(query.search), windowOf(query)))
  )[0];
  const key = sql<StatKey>`case when ${failedPayment} then 'failed' else ${orders.status} end`;
  const groups = await db
    .select({ key, n: count(), net })
    .from(orders)
    .where(and(searchOf(query.search), windowOf(query)))
    .groupBy(key);
  const byStatus = Object.fromEntries(
    statKeys.map((k) => {
      const group = groups.find((g) => g.key === k);
      return [k, { count: group?.n ?? 0, revenue: formatCents(group?.net ?? 0) }];
    }),
  ) as OrderStats["byStatus"];
  return { count: all?.n ?? 0, revenue: formatCents(all?.net ?? 0), byStatus };
}

/** The dashboard's tiles: orders by status, payments that failed left out. */
export async function statusCounts(db: Executor): Promise<OrderCounts> {
  const rows = await db
    .select({ status: orders.status, n: count() })
    .from(orders)
    .where(notFailed)
    .groupBy(orders.status);
  const counts = Object.fromEntries(orderStatuses.map((s) => [s, 0])) as OrderCounts;
  for (const row of rows) counts[row.status] = row.n;
  return counts;
}

/** The latest orders that were paid, newest payment first. */
export async function recentPaid(db: Executor, limit: number): Promise<FoundOrder[]> {
  return found(await select(db).where(paid).orderBy(desc(orders.paidAt), asc(orders.id)).limit(limit));
}
