import {
  type Analytics,
  addDays,
  attendanceCounts,
  averageCents,
  businessDate,
  businessMonth,
  CONVERSION_DAYS,
  dayBounds,
  formatCents,
  LOW_STOCK_AT,
  monthBounds,
  SALES_DAYS_DEFAULT,
  type SalesData,
  sharePercent,
  TOP_WINES_DAYS,
  yearBounds,
} from "contracts";
import type { Context } from "../../trpc/context";
import { conversion } from "../cart/cart.service";
import { openReportCount } from "../forum/forum.service";
import { declineCount } from "../membership/club-admin.service";
import { membersByTier } from "../membership/membership.service";
import * as merchandise from "../merchandise/merchandise.service";
import {
  awaitingPayment,
  dailyRevenue,
  keptOrders,
  revenueCents,
  type Span,
  salesByKind,
  topWines,
} from "../orders/order-figures.service";
import { statusCounts } from "../orders/order-search.service";
import { bookingsBetween } from "../reservations/reservations.service";
import * as wines from "../wines/wines.service";

/**
 * The dashboard's figures (docs/product/decisions.md, "Round 2": Back office), each computed from the
 * database by the module that owns its data, in New York days.
 */

const span = (from: Date, until: Date): Span => ({ from: from.toISOString(), until: until.toISOString() });

/** The last `days` business days, today included. */
function lastDays(today: string, days: number): Span {
  return span(dayBounds(addDays(today, -(days - 1))).start, dayBounds(today).end);
}

/** GET /api/admin/sales-data: revenue today, this month and this year, and day by day. */
export async function salesData(ctx: Context, days = SALES_DAYS_DEFAULT): Promise<SalesData> {
  const now = ctx.clock.now();
  const today = businessDate(now);
  const day = dayBounds(today);
  const month = monthBounds(businessMonth(now));
  const year = yearBounds(Number(today.slice(0, 4)));
  const byDay = await dailyRevenue(ctx.db, lastDays(today, days));
  const daily = Array.from({ length: days }, (_, i) => {
    const date = addDays(today, i - (days - 1));
    const entry = byDay.get(date);
    return { date, total: formatCents(entry?.cents ?? 0), orders: entry?.orders ?? 0 };
  });
  return {
    today: formatCents(await revenueCents(ctx.db, span(day.start, day.end))),
    month: formatCents(await revenueCents(ctx.db, span(month.start, month.end))),
    year: formatCents(await revenueCents(ctx.db, span(year.start, year.end))),
    daily,
  };
}

/** GET /api/admin/analytics: members, orders, sales, stock and today's bookings. */
export async function analytics(ctx: Context): Promise<Analytics> {
  const now = ctx.clock.now();
  const today = businessDate(now);
  const month = monthBounds(businessMonth(now));
  const thisMonth = span(month.start, month.end);
  const byTier = await membersByTier(ctx.db);
  const kept = await keptOrders(ctx.db, thisMonth);
  const carts = await conversion(ctx.db, lastDays(today, CONVERSION_DAYS).from);
  const lowStock = [
    ...(await wines.lowStock(ctx.db, LOW_STOCK_AT)).map((w) => ({
      kind: "wine" as const,
      ...w,
      lowStockAt: Number(w.lowStockAt),
    })),
    ...(await merchandise.lowStock(ctx.db, LOW_STOCK_AT)).map((m) => ({
      kind: "merchandise" as const,
      ...m,
      lowStockAt: Number(m.lowStockAt),
    })),
  ].sort((a, b) => a.stock - b.stock || a.name.localeCompare(b.name));
  const day = dayBounds(today);
  const bookings = (await bookingsBetween(ctx.db, day.start.toISOString(), day.end.toISOString())).map(
    (r) => ({
      id: r.id,
      startTime: r.slot.startTime,
      typeName: r.slot.reservationType.name,
      guestCount: r.guestCount,
      customerName: r.guestName,
      status: r.status,
      attendance: r.attendance,
    }),
  );
  const counts = await statusCounts(ctx.db);
  return {
    activeMembers: byTier.essential + byTier.premium + byTier.elite,
    membersByTier: byTier,
    pendingOrders: await awaitingPayment(ctx.db),
    averageOrderValue: formatCents(averageCents(kept.netCents, kept.count)),
    paidOrdersThisMonth: kept.count,
    conversionRate: sharePercent(carts.converted, carts.started),
    cartsStarted: carts.started,
    cartsConverted: carts.converted,
    revenueByKind: (await salesByKind(ctx.db, thisMonth)).map((k) => ({
      kind: k.kind,
      amount: formatCents(k.cents),
    })),
    topWines: (await topWines(ctx.db, lastDays(today, TOP_WINES_DAYS), 5)).map((w) => ({
      wineId: w.wineId,
      name: w.name,
      bottles: Number(w.bottles),
      revenue: formatCents(w.cents),
    })),
    lowStock,
    todaysBookings: bookings,
    attendanceToday: attendanceCounts(bookings),
    todo: {
      ordersToShip: counts.confirmed + counts.processing,
      lowStock: lowStock.length,
      todaysBookings: bookings.length,
      openForumReports: await openReportCount(ctx.db),
      clubDeclines: await declineCount(ctx.db),
    },
  };
}
