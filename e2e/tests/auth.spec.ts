import { randomBytes } from "node:crypto";
import { ADULT_BIRTH_DATE, createCustomer, PASSWORD } from "../fixtures/accounts";
import { expect, test } from "../fixtures/test";

test("a visitor creates an account on the club page, is signed in, sees the welcome link and logs out", async ({
  page,
}) => {
  const username = `taster_${randomBytes(4).toString("hex")}`;
  await page.goto("/");
  await page.getByRole("banner").getByRole("link", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/membership$/);

  await page.getByRole("button", { name: "Create Account" }).first().click();
  const form = page.getByRole("form", { name: "Create account" });
  await form.getByLabel("First name").fill("Rita");
  await form.getByLabel("Last name").fill("Kessler");
  await form.getByLabel("Username").fill(username);
  await form.getByLabel("E-mail").fill(`${username}@example.test`);
  await form.getByLabel("Password").fill(PASSWORD);
  // Someone under 21 is told why, beside the field.
  await form.getByLabel("Date of birth").fill("2012-06-01");
  await form.getByRole("button", { name: "Create Account" }).click();
  await expect(form.getByText("You must be 21 or older to buy wine.")).toBeVisible();
  await form.getByLabel("Date of birth").fill(ADULT_BIRTH_DATE);
  await form.getByRole("button", { name: "Create Account" }).click();

  // The club page signs the new account in with the same credentials and opens the dashboard.
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText("Account created!")).toBeVisible();
  const header = page.getByRole("banner");
  await expect(header.getByRole("link", { name: `Welcome, ${username}` })).toBeVisible();
  await expect(header.getByRole("link", { name: "Login" })).toHaveCount(0);

  await header.getByRole("button", { name: "Logout" }).click();
  // The toast goes after a few seconds: read it first.
  await expect(page.getByText("Goodbye!")).toBeVisible();
  await expect(page.getByText("You have been logged out successfully.")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("banner").getByRole("link", { name: "Login" })).toBeVisible();
  const me = await page.request.get("/api/auth/me");
  expect(await me.json()).toEqual({ user: null });
});

test("a wrong password shows the login failure toast", async ({ page }) => {
  const account = await createCustomer(page.request, "wrongpw");
  await page.goto("/membership");
  const signIn = page.getByRole("form", { name: "Sign in" });
  await signIn.getByLabel("Username or e-mail").fill(account.username);
  await signIn.getByLabel("Password").fill("not-the-password");
  await signIn.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByText("Login failed")).toBeVisible();
  await expect(page.getByText("Invalid username or password")).toBeVisible();
  await expect(page).toHaveURL(/\/membership$/);
});

test("an admin signing in lands on the admin panel and is sent back there from home", async ({ page }) => {
  await page.goto("/membership");
  const signIn = page.getByRole("form", { name: "Sign in" });
  await signIn.getByLabel("Username or e-mail").fill("admin");
  await signIn.getByLabel("Password").fill("e2e-admin-password");
  await signIn.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("banner").getByRole("link", { name: "Admin Panel" })).toBeVisible();
  await page.goto("/");
  await expect(page).toHaveURL(/\/admin$/);
});
