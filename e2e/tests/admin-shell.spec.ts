import { createCustomer, signIn } from "../fixtures/accounts";
import { ADMIN } from "../fixtures/reservations";
import { expect, test } from "../fixtures/test";

test("a visitor opening an admin page signs in and comes back to it", async ({ page }) => {
  await page.goto("/admin/orders?status=processing");
  await expect(page).toHaveURL(/\/admin\/login\?redirect=/);
  await expect(page.getByRole("heading", { name: "Staff sign-in" })).toBeVisible();
  const form = page.getByRole("form", { name: "Sign in" });
  await form.getByLabel("Username or e-mail").fill(ADMIN.username);
  await form.getByLabel("Password").fill(ADMIN.password);
  await form.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/admin\/orders\?status=processing$/);
  await expect(page.getByRole("heading", { name: "Orders", level: 1 })).toBeVisible();
  await expect(page.getByLabel("Status")).toHaveValue("processing");
  const nav = page.getByRole("navigation", { name: "Admin" });
  await expect(nav.getByRole("link")).toHaveText([
    "Dashboard",
    "Orders",
    "Products",
    "Members",
    "Reservations",
    "Club",
    "Forum",
    "Subscribers",
    "Outbox",
    "Compliance",
    "Developers",
  ]);
  await nav.getByRole("link", { name: "Dashboard" }).click();
  await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
  await expect(page.getByText("Revenue today")).toBeVisible();
});

test("a customer opening the back office is sent to the home page", async ({ page }) => {
  // Eleven pages, each loaded and sent home: more than the default 30 s on a busy machine.
  test.setTimeout(60_000);
  const account = await createCustomer(page.request, "nosy");
  await signIn(page.request, account.username);
  for (const path of [
    "/admin",
    "/admin/orders",
    "/admin/reservations",
    "/admin/forum",
    "/admin/email-subscriptions",
    "/admin/outbox",
    "/admin/club",
    "/admin/products",
    "/admin/members",
    "/admin/developers",
    "/admin/login",
  ]) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/$/);
  }
  await expect(page.getByRole("navigation", { name: "Admin" })).toHaveCount(0);
});

test("the dashboard's tiles open the orders desk with their status chosen", async ({ page }) => {
  await signIn(page.request, ADMIN.username, ADMIN.password);
  await page.goto("/admin");
  await page.getByRole("link", { name: /^Processing: \d+ orders$/ }).click();
  await expect(page).toHaveURL(/\/admin\/orders\?status=processing$/);
  await expect(page.getByLabel("Status")).toHaveValue("processing");
  await page.goBack();
  await page.getByRole("tab", { name: "Events" }).click();
  await expect(page).toHaveURL(/\/admin\?tab=events$/);
  await expect(page.getByRole("button", { name: "Add Reservation Type" })).toBeVisible();
});
