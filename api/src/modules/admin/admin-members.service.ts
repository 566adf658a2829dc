import {
  type AdminUser,
  type AdminUserDetail,
  type AdminUsersInput,
  type CsvColumn,
  csvTable,
  exportFileName,
  formatCents,
  type MemberStats,
  orderNumber,
  PAGE_SIZE_DEFAULT,
  paymentStatusOf,
  toCents,
  type UpdateUserInput,
} from "contracts";
import {
  containsText,
  type Executor,
  forumReplies,
  forumTopics,
  memberships,
  orders,
  reservationSlots,
  reservations,
  reservationTypes,
  tastingJournals,
  users,
} from "db";
import { and, count, desc, eq, isNotNull, isNull, ne, or, type SQL, sql } from "drizzle-orm";
import { hashPassword } from "../../auth/passwords";
import type { UserRow } from "../../auth/sessions";
import { syncConditions } from "../../shared/sync-window";
import type { Context } from "../../trpc/context";
import { conflict, notFound } from "../../trpc/errors";
import { editAccount, emailTaken, setPassword, toUser, userById, usernameTaken } from "../auth/users.service";
import { setComplimentaryTier } from "../membership/membership.service";

function filters(input: AdminUsersInput): SQL | undefined {
  const conditions: SQL[] = [];
  if (input?.tier === "none") conditions.push(isNull(users.membershipTier));
  else if (input?.tier) conditions.push(eq(users.membershipTier, input.tier));
  const window = input
    ? syncConditions(input, { createdAt: users.createdAt, updatedAt: users.updatedAt })
    : undefined;
  if (window) conditions.push(window);
  if (input?.search) {
    const search = input.search;
    const matches = (column: SQL) => containsText(column, search);
    conditions.push(
      or(
        matches(sql`${users.username}`),
        matches(sql`${users.email}`),
        matches(sql`coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')`),
      ) as SQL,
    );
  }
  return and(...conditions);
}

/** Paid orders (a payment was taken) and what they came to net of refunds, per user. */
async function spending(
  db: Executor,
  userIds: string[],
): Promise<Map<string, { orders: number; spentCents: number }>> {
  const result = new Map<string, { orders: number; spentCents: number }>();
  if (userIds.length === 0) return result;
  const rows = await db
    .select({ userId: orders.userId, total: orders.total, refunded: orders.refunded })
    .from(orders)
    .where(and(isNotNull(orders.paidAt), sql`${orders.userId} in ${userIds}`));
  for (const row of rows) {
    if (!row.userId) continue;
    const entry = result.get(row.userId) ?? { orders: 0, spentCents: 0 };
    entry.orders += 1;
    entry.spentCents += toCents(row.total) - toCents(row.refunded);
    result.set(row.userId, entry);
  }
  return result;
}

/** The user as every answer shows it (auth's toUser), with what the staff see besides. */
function toAdminUser(row: UserRow, spent: { orders: number; spentCents: number } | undefined): AdminUser {
  return {
    ...toUser(row),
    isActive: row.isActive,
    phone: row.phone,
    orderCount: spent?.orders ?? 0,
    totalSpent: formatCents(spent?.spentCents ?? 0),
  };
}

/** One page of users, newest first, with the full count in X-Total-Count. */
export async function list(ctx: Context, input: AdminUsersInput): Promise<AdminUser[]> {
  const page = input?.page ?? 1;
  const pageSize = input?.pageSize ?? PAGE_SIZE_DEFAULT;
  const where = filters(input);
  const total = (await ctx.db.select({ n: count() }).from(users).where(where))[0]?.n ?? 0;
  ctx.responseHeaders.set("X-Total-Count", String(total));
  const rows = await ctx.db
    .select()
    .from(users)
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const spent = await spending(
    ctx.db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => toAdminUser(row, spent.get(row.id)));
}

/** Every user the filters find (for the CSV export), newest first. */
export async function all(ctx: Context, input: AdminUsersInput): Promise<AdminUser[]> {
  const rows = await ctx.db.select().from(users).where(filters(input)).orderBy(desc(users.createdAt));
  const spent = await spending(
    ctx.db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => toAdminUser(row, spent.get(row.id)));
}

export async function stats(ctx: Context, input: AdminUsersInput): Promise<MemberStats> {
  const byTier = await ctx.db
    .select({ tier: users.membershipTier, n: count() })
    .from(users)
    .groupBy(users.membershipTier);
  const of = (tier: string | null) => byTier.find((row) => row.tier === tier)?.n ?? 0;
  const total = byTier.reduce((sum, row) => sum + row.n, 0);
  // Conversion is about customers: a staff account is never a member the club could win.
  const customers = (
    await ctx.db
      .select({ all: count(), members: count(users.membershipTier) })
      .from(users)
      .where(eq(users.role, "customer"))
  )[0] ?? { all: 0, members: 0 };
  return {
    total,
    essential: of("essential"),
    premium: of("premium"),
    elite: of("elite"),
    none: of(null),
    conversionRate: customers.all === 0 ? 0 : Math.round((customers.members / customers.all) * 100),
    premiumPlus: of("premium") + of("elite"),
    opportunities: customers.all - customers.members,
    matching: (await ctx.db.select({ n: count() }).from(users).where(filters(input)))[0]?.n ?? 0,
  };
}

const NOT_FOUND = "User not found";

export async function detail(ctx: Context, id: string): Promise<AdminUserDetail> {
  const row = (await ctx.db.select().from(users).where(eq(users.id, id)))[0];
  if (!row) throw notFound(NOT_FOUND);
  const spent = (await spending(ctx.db, [id])).get(id);
  const counted = async (table: typeof tastingJournals | typeof forumTopics | typeof forumReplies) =>
    (await ctx.db.select({ n: count() }).from(table).where(eq(table.userId, id)))[0]?.n ?? 0;
  const bookings = await ctx.db
    .select({
      id: reservations.id,
      typeName: reservationTypes.name,
      startTime: reservationSlots.startTime,
      guestCount: reservations.guestCount,
      status: reservations.status,
      totalPrice: reservations.totalPrice,
    })
    .from(reservations)
    .innerJoin(reservationSlots, eq(reservations.reservationSlotId, reservationSlots.id))
    .innerJoin(reservationTypes, eq(reservationSlots.reservationTypeId, reservationTypes.id))
    .where(eq(reservations.userId, id))
    .orderBy(desc(reservationSlots.startTime));
  return {
    ...toAdminUser(row, spent),
    address: row.address,
    memberships: await ctx.db
      .select({
        id: memberships.id,
        tier: memberships.tier,
        status: memberships.status,
        complimentary: memberships.complimentary,
        startDate: memberships.startDate,
        endDate: memberships.endDate,
      })
      .from(memberships)
      .where(eq(memberships.userId, id))
      .orderBy(desc(memberships.createdAt)),
    orders: (
      await ctx.db
        .select({
          id: orders.id,
          status: orders.status,
          total: orders.total,
          refunded: orders.refunded,
          paidAt: orders.paidAt,
          createdAt: orders.createdAt,
        })
        .from(orders)
        .where(and(eq(orders.userId, id), isNotNull(orders.paidAt)))
        .orderBy(desc(orders.createdAt))
    ).map(({ paidAt, ...order }) => ({
      ...order,
      orderNumber: orderNumber(order.id),
      paymentStatus: paymentStatusOf({
        status: order.status,
        paidAt,
        totalCents: toCents(order.total),
        refundedCents: toCents(order.refunded),
      }),
    })),
    reservations: bookings,
    totals: {
      orders: spent?.orders ?? 0,
      spent: formatCents(spent?.spentCents ?? 0),
      reservations: bookings.length,
      journalEntries: await counted(tastingJournals),
      forumPosts: (await counted(forumTopics)) + (await counted(forumReplies)),
    },
  };
}

const LAST_ADMIN = "This is the last active admin: make another admin first.";

/**
 * The edit dialog's save: checks and writes in one immediate transaction, so two admins demoting
 * each other at once cannot leave the shop without one. A password is hashed before it starts.
 */
export async function update(ctx: Context, input: UpdateUserInput): Promise<AdminUserDetail> {
  const passwordHash = input.newPassword ? await hashPassword(input.newPassword) : null;
  const now = ctx.clock.now().toISOString();
  await ctx.db.write(async (tx) => {
    const row = await userById(tx, input.id);
    if (!row) throw notFound(NOT_FOUND);
    const losesAdmin =
      row.role === "admin" &&
      row.isActive &&
      ((input.role !== undefined && input.role !== "admin") || input.isActive === false);
    if (losesAdmin) {
      const others =
        (
          await tx
            .select({ n: count() })
            .from(users)
            .where(and(eq(users.role, "admin"), eq(users.isActive, true), ne(users.id, row.id)))
        )[0]?.n ?? 0;
      if (others === 0) throw conflict(LAST_ADMIN);
    }
    const { username, email } = input;
    if (username !== undefined && (await usernameTaken(tx, username, row.id))) {
      throw conflict("This username is taken");
    }
    if (email !== undefined && (await emailTaken(tx, email, row.id))) {
      throw conflict("Another account uses this e-mail");
    }
    // Disabling ends the account's sessions; so does a new password (the person signs in again).
    await editAccount(
      tx,
      row.id,
      {
        ...(input.username !== undefined ? { username: input.username } : {}),
        ...(input.email !== undefined ? { email: input.email } : {}),
        ...(input.firstName !== undefined ? { firstName: input.firstName || null } : {}),
        ...(input.lastName !== undefined ? { lastName: input.lastName || null } : {}),
        ...(input.role !== undefined ? { role: input.role } : {}),
        ...(input.isActive !== undefined ? { isActive: input.isActive } : {}),
        ...(input.phone !== undefined ? { phone: input.phone || null } : {}),
        ...(input.address !== undefined ? { address: input.address || null } : {}),
      },
      new Date(now),
    );
    if (passwordHash) await setPassword(tx, row.id, passwordHash, new Date(now));
    if (input.membershipTier !== undefined && input.membershipTier !== row.membershipTier) {
      await setComplimentaryTier(tx, row.id, input.membershipTier, now);
    }
  });
  return detail(ctx, input.id);
}

const memberColumns: CsvColumn<AdminUser>[] = [
  ["username", (u) => u.username],
  ["email", (u) => u.email],
  ["first_name", (u) => u.firstName],
  ["last_name", (u) => u.lastName],
  ["role", (u) => u.role],
  ["tier", (u) => u.membershipTier ?? "none"],
  ["active", (u) => (u.isActive ? "yes" : "no")],
  ["phone", (u) => u.phone],
  ["orders", (u) => u.orderCount],
  ["total_spent", (u) => u.totalSpent],
  ["joined", (u) => u.createdAt],
];

/** The filtered users as CSV, for a spreadsheet, named for what it holds and the day. */
export async function exportCsv(ctx: Context, input: AdminUsersInput): Promise<string> {
  const name = exportFileName("members", ctx.clock.now());
  ctx.responseHeaders.set("Content-Disposition", `attachment; filename="${name}"`);
  return csvTable(memberColumns, await all(ctx, input));
}
