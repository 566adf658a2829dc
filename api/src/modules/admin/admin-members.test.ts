import type { AdminUser, AdminUserDetail, ApiError, MemberStats } from "contracts";
import { memberships } from "db";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createTestApp, TEST_PASSWORD } from "../../test/helpers";
import { adminOf, placeOrder } from "../../test/orders";

describe("admin members", () => {
  it("lists users by search and tier on the server, with pages, figures and X-Total-Count", async () => {
    const t = await createTestApp({ seed: false });
    const admin = await adminOf(t);
    await t.user({
      username: "ella_e",
      firstName: "Ella",
      lastName: "Essential",
      membershipTier: "essential",
    });
    await t.user({ username: "pete_p", firstName: "Pete", lastName: "Premium", membershipTier: "premium" });
    await t.user({ username: "nina_n", firstName: "Nina", lastName: "None" });
    const stats = await admin.get<MemberStats>("/api/admin/users/stats");
    // 4 users (the admin too); of the 3 customers, 2 have a tier: 67 %, and Nina is the opportunity
    expect(stats.body).toEqual({
      total: 4,
      essential: 1,
      premium: 1,
      elite: 0,
      none: 2,
      conversionRate: 67,
      premiumPlus: 1,
      opportunities: 1,
      matching: 4,
    });
    const premium = await admin.get<AdminUser[]>("/api/admin/users?tier=premium");
    expect(premium.body.map((u) => u.username)).toEqual(["pete_p"]);
    expect(premium.headers.get("x-total-count")).toBe("1");
    const none = await admin.get<AdminUser[]>("/api/admin/users?tier=none&search=nina");
    expect(none.body.map((u) => u.username)).toEqual(["nina_n"]);
    const paged = await admin.get<AdminUser[]>("/api/admin/users?pageSize=3&page=2");
    expect(paged.body).toHaveLength(1);
    expect(paged.headers.get("x-total-count")).toBe("4");
    expect((await admin.get<MemberStats>("/api/admin/users/stats?search=premium")).body.matching).toBe(1);
    const csv = await admin.get<string>("/api/admin/users/export?tier=essential");
    expect(csv.headers.get("content-type")).toContain("text/csv");
    expect(String(csv.body).split("\r\n")[1]).toMatch(/^ella_e,.*,Ella,Essential,customer,essential,yes,/);
  });

  it("answers the same list at GET /api/users, 50 a page unless asked, for admins only", async () => {
    const t = await createTestApp({ seed: false });
    const admin = await adminOf(t);
    for (let i = 0; i < 54; i++) await t.user({ username: `listed_${String(i).padStart(2, "0")}` });
    // 55 users: the admin and 54 customers.
    const first = await admin.get<AdminUser[]>("/api/admin/users");
    expect(first.status).toBe(200);
    expect(first.body).toHaveLength(50);
    expect(first.headers.get("x-total-count")).toBe("55");
    const alias = await admin.get<AdminUser[]>("/api/users");
    expect(alias.status).toBe(200);
    expect(alias.body).toEqual(first.body);
    expect(alias.headers.get("x-total-count")).toBe("55");
    const rest = await admin.get<AdminUser[]>("/api/users?page=2&search=listed_");
    // The 54 found, 50 on page 1: page 2 holds the last 4 (created in the same instant, so in any order).
    expect(rest.body).toHaveLength(4);
    expect(rest.headers.get("x-total-count")).toBe("54");
    const tooMany = await admin.get<ApiError>("/api/users?pageSize=101");
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toBe("pageSize is at most 100");
    expect((await admin.get<AdminUser[]>("/api/users?pageSize=100")).body).toHaveLength(55);
    const { client } = await t.signedIn({ username: "curious_customer" });
    const refused = await client.get<ApiError>("/api/users");
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe("Admin access required.");
    const visitor = await t.client().get<ApiError>("/api/users");
    expect(visitor.status).toBe(401);
    expect(visitor.body.message).toBe("Please sign in to continue.");
    // The document describes both paths as the one operation.
    const doc = await admin.get<{
      paths: Record<string, { get?: { operationId: string; "x-access": string } }>;
    }>("/api/openapi.json");
    expect(doc.body.paths["/users"]?.get).toMatchObject({
      operationId: "admin-users-at-users",
      "x-access": "admin",
    });
    expect(doc.body.paths["/admin/users"]?.get?.operationId).toBe("admin-users");
  });

  it("shows a member's profile with orders and totals", async () => {
    const t = await createTestApp();
    const admin = await adminOf(t);
    const { client, user } = await t.signedIn({ username: "olga_orders" });
    await placeOrder(t, { client, price: "32.41" });
    const res = await admin.get<AdminUserDetail>(`/api/admin/users/${user.id}`);
    expect(res.body).toMatchObject({
      username: "olga_orders",
      orderCount: 1,
      totalSpent: "50.00",
      totals: { orders: 1, spent: "50.00", reservations: 0, journalEntries: 0, forumPosts: 0 },
    });
    expect(res.body.orders).toHaveLength(1);
    expect((await admin.get("/api/admin/users/nope")).status).toBe(404);
  });

  it("grants a complimentary tier and ends it", async () => {
    const t = await createTestApp({ seed: false });
    const admin = await adminOf(t);
    const user = await t.user({ username: "gift_member" });
    const granted = await admin.patch<AdminUserDetail>(`/api/admin/users/${user.id}`, {
      membershipTier: "elite",
    });
    expect(granted.status, JSON.stringify(granted.body)).toBe(200);
    expect(granted.body.membershipTier).toBe("elite");
    expect(granted.body.memberships).toEqual([
      expect.objectContaining({ tier: "elite", status: "active", complimentary: true, endDate: null }),
    ]);
    const ended = await admin.patch<AdminUserDetail>(`/api/admin/users/${user.id}`, { membershipTier: null });
    expect(ended.body.membershipTier).toBeNull();
    const rows = await t.db.select().from(memberships).where(eq(memberships.userId, user.id));
    expect(rows.map((r) => `${r.tier} ${r.status} ${r.complimentary}`)).toEqual(["elite cancelled true"]);
  });

  it("disabling a customer ends their sessions and stops sign-in", async () => {
    const t = await createTestApp({ seed: false });
    const admin = await adminOf(t);
    const { client, user } = await t.signedIn({ username: "soon_disabled" });
    expect((await client.get<{ user: unknown }>("/api/auth/me")).body.user).not.toBeNull();
    const res = await admin.patch<AdminUserDetail>(`/api/admin/users/${user.id}`, { isActive: false });
    expect(res.body.isActive).toBe(false);
    expect((await client.get<{ user: unknown }>("/api/auth/me")).body.user).toBeNull();
    const again = await t.client().post<ApiError>("/api/auth/login", {
      username: "soon_disabled",
      password: TEST_PASSWORD,
    });
    expect(again.status).toBe(403);
    expect(again.body.message).toBe("This account is disabled.");
  });

  it("refuses another account's username or e-mail, and a new password ends every session", async () => {
    const t = await createTestApp({ seed: false });
    const admin = await adminOf(t);
    await t.user({ username: "taken_name", email: "taken@example.com" });
    const { client, user } = await t.signedIn({ username: "renamed_soon" });
    const name = await admin.patch<ApiError>(`/api/admin/users/${user.id}`, { username: "TAKEN_name" });
    expect(name.status).toBe(409);
    expect(name.body.message).toBe("This username is taken");
    const email = await admin.patch<ApiError>(`/api/admin/users/${user.id}`, { email: "taken@example.com" });
    expect(email.status).toBe(409);
    expect(email.body.message).toBe("Another account uses this e-mail");
    // Its own name in other letters is no clash.
    const own = await admin.patch<AdminUserDetail>(`/api/admin/users/${user.id}`, {
      username: "Renamed_Soon",
    });
    expect(own.body.username).toBe("Renamed_Soon");

    const reset = await admin.patch<AdminUserDetail>(`/api/admin/users/${user.id}`, {
      newPassword: "set-by-the-staff",
    });
    expect(reset.status).toBe(200);
    expect((await client.get<{ user: unknown }>("/api/auth/me")).body.user).toBeNull();
    const old = await t
      .client()
      .post("/api/auth/login", { username: "renamed_soon", password: TEST_PASSWORD });
    expect(old.status).toBe(401);
    const fresh = await t.client().post("/api/auth/login", {
      username: "renamed_soon",
      password: "set-by-the-staff",
    });
    expect(fresh.status).toBe(200);
  });

  it("protects the last active admin from demoting or disabling itself", async () => {
    const t = await createTestApp({ seed: false });
    const { client: admin, user } = await t.signedIn({ role: "admin", username: "only_admin" });
    const demote = await admin.patch<ApiError>(`/api/admin/users/${user.id}`, { role: "customer" });
    expect(demote.status).toBe(409);
    expect(demote.body.message).toBe("This is the last active admin: make another admin first.");
    expect((await admin.patch(`/api/admin/users/${user.id}`, { isActive: false })).status).toBe(409);
    const other = await t.user({ role: "admin", username: "second_admin" });
    expect(other.role).toBe("admin");
    expect((await admin.patch(`/api/admin/users/${user.id}`, { role: "customer" })).status).toBe(200);
  });

  it("refuses bad input and non-admins", async () => {
    const t = await createTestApp({ seed: false });
    const admin = await adminOf(t);
    const { client, user } = await t.signedIn({ username: "plain_customer" });
    await t.user({ username: "taken_name" });
    const taken = await admin.patch<ApiError>(`/api/admin/users/${user.id}`, { username: "Taken_Name" });
    expect(taken.status).toBe(409);
    const phone = await admin.patch<ApiError>(`/api/admin/users/${user.id}`, { phone: "12" });
    expect(phone.status).toBe(400);
    expect(phone.body.issues?.[0]?.message).toBe("Please enter a valid phone number");
    const short = await admin.patch<ApiError>(`/api/admin/users/${user.id}`, { newPassword: "short" });
    expect(short.body.issues?.[0]?.message).toBe("Password must be at least 8 characters");
    expect((await admin.get("/api/admin/users?tier=gold")).status).toBe(400);
    expect((await client.get("/api/admin/users")).status).toBe(403);
    expect((await client.patch(`/api/admin/users/${user.id}`, { role: "admin" })).status).toBe(403);
    expect((await t.client().get("/api/admin/users/stats")).status).toBe(401);
  });
});
