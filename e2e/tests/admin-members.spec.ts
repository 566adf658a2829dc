import { createCustomer, signIn } from "../fixtures/accounts";
import { signInAsAdmin } from "../fixtures/admin";
import { expect, otherBrowser, test } from "../fixtures/test";

test("an admin disables a customer, who is signed out and cannot sign in again", async ({
  page,
  browser,
}) => {
  const customerContext = await otherBrowser(browser, {
    extraHTTPHeaders: { "x-forwarded-for": "198.19.251.9" },
  });
  const customer = await customerContext.newPage();
  const account = await createCustomer(customer.request, "disable");
  await signIn(customer.request, account.username);
  await customer.goto("/dashboard");
  await expect(customer.getByRole("heading", { level: 1 })).toBeVisible();

  await signInAsAdmin(page);
  await page.goto("/admin/members");
  await expect(page.getByRole("heading", { name: "Members", level: 1 })).toBeVisible();
  await page.getByRole("searchbox", { name: "Search members" }).fill(account.username);
  const card = page.getByRole("list", { name: "Members" }).getByRole("listitem");
  await expect(card).toHaveCount(1);
  await expect(card).toContainText(`@${account.username}`);
  await expect(card).toContainText("Potential Member");
  await card.getByRole("button", { name: `Edit ${account.username}` }).click();
  const form = page.getByRole("form", { name: "Edit member" });
  await form.getByText(/^Account enabled/).click();
  await form.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Member updated")).toBeVisible();
  await expect(card).toContainText("Disabled");

  // The customer's session has ended: the account is gone from their screen.
  const me = await customer.request.get("/api/auth/me");
  expect(((await me.json()) as { user: unknown }).user).toBeNull();
  const again = await customer.request.post("/api/auth/login", {
    data: { username: account.username, password: account.password },
  });
  expect(again.status()).toBe(403);
  expect(((await again.json()) as { message: string }).message).toBe("This account is disabled.");
  await customerContext.close();

  await card.getByRole("link", { name: `View profile of ${account.username}` }).click();
  await expect(page).toHaveURL(/\/admin\/members\/[0-9a-z]+$/);
  await expect(page.getByText("Disabled", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Membership history" })).toBeVisible();
});
