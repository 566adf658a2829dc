import { createCustomer, signIn } from "../fixtures/accounts";
import { main } from "../fixtures/checkout";
import { adminApi, latestMail, linkIn } from "../fixtures/outbox";
import { addWineToCart } from "../fixtures/shop";
import { expect, test } from "../fixtures/test";

const NEW_PASSWORD = "harvest-moon-2026";

test("forgot password: the e-mailed link sets a new password once, and it signs in", async ({
  page,
  playwright,
  baseURL,
  extraHTTPHeaders,
}) => {
  const account = await createCustomer(page.request, "forgetful");
  await page.goto("/membership");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Forgot your password?" })).toBeVisible();
  await main(page).getByRole("textbox", { name: "E-mail" }).fill(account.email);
  await main(page).getByRole("button", { name: "Send the reset link" }).click();
  await expect(main(page).getByRole("heading", { name: "Check your inbox" })).toBeVisible();
  await expect(main(page).getByText(account.email)).toBeVisible();

  const staff = await adminApi(playwright, baseURL, extraHTTPHeaders);
  const mail = await latestMail(staff, account.email, "password_reset");
  expect(mail.subject).toBe("Reset your Ridge Road Vineyard password");
  const link = linkIn(mail, "/reset-password");

  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1, name: "Choose a new password" })).toBeVisible();
  await main(page).getByRole("textbox", { name: "New password", exact: true }).fill(NEW_PASSWORD);
  await main(page).getByRole("textbox", { name: "Confirm new password" }).fill("something-else");
  await main(page).getByRole("button", { name: "Save new password" }).click();
  await expect(main(page).getByText("Passwords do not match")).toBeVisible();
  await main(page).getByRole("textbox", { name: "Confirm new password" }).fill(NEW_PASSWORD);
  await main(page).getByRole("button", { name: "Save new password" }).click();
  await expect(page.getByText("Password changed")).toBeVisible();
  await expect(page).toHaveURL(/\/membership$/);

  const form = main(page).getByRole("form", { name: "Sign in" });
  await form.getByLabel("Username or e-mail").fill(account.username);
  await form.getByLabel("Password").fill(NEW_PASSWORD);
  await form.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/dashboard/);
  // The account's first visit: a welcome, not a welcome back.
  await expect(page.getByRole("heading", { level: 1, name: `Welcome, ${account.username}` })).toBeVisible();

  // The link was spent: opening it again says so at once, before any password is typed.
  await page.goto(link);
  await expect(main(page).getByText("This reset link is no longer valid.")).toBeVisible();
  await expect(main(page).getByRole("textbox", { name: "New password", exact: true })).toHaveCount(0);
  await expect(main(page).getByRole("link", { name: "Send me a new link" })).toBeVisible();
  await staff.dispose();
});

test("the profile keeps a default address, and checkout starts from it", async ({ page }) => {
  const account = await createCustomer(page.request, "homebody");
  await signIn(page.request, account.username);
  await page.goto("/dashboard?tab=profile");
  const details = main(page).getByRole("form", { name: "Your details" });
  await details.getByRole("textbox", { name: "First name" }).fill("Hazel");
  await details.getByRole("textbox", { name: "Last name" }).fill("Moore");
  await details.getByRole("textbox", { name: "Phone (optional)" }).fill("440 555 0123");
  await details.getByRole("textbox", { name: "Street address" }).fill("88 Harbor Street");
  await details.getByRole("button", { name: "Save details" }).click();
  // Half an address is not an address: it says what is missing.
  await expect(details.getByText("City is required")).toBeVisible();
  await expect(details.getByText("ZIP code must be 5 digits")).toBeVisible();
  await details.getByRole("textbox", { name: "City" }).fill("Geneva");
  await details.getByRole("combobox", { name: "State" }).selectOption("OH");
  await details.getByRole("textbox", { name: "ZIP code" }).fill("44041");
  await details.getByRole("button", { name: "Save details" }).click();
  await expect(page.getByText("Profile saved")).toBeVisible();

  // The server kept it: checkout, a page of its own, starts from it.
  await addWineToCart(page.request, "wine-covered-bridge-traminette-2023", 1);
  await page.goto("/checkout");
  const form = main(page).getByRole("form", { name: "Checkout" });
  await expect(form.getByRole("textbox", { name: "Street address" })).toHaveValue("88 Harbor Street");
  await expect(form.getByRole("textbox", { name: "City" })).toHaveValue("Geneva");
  await expect(form.getByRole("combobox", { name: "State" })).toHaveValue("OH");
  await expect(form.getByRole("textbox", { name: "ZIP code" })).toHaveValue("44041");
  await expect(form.getByRole("textbox", { name: "Phone (optional)" })).toHaveValue("440 555 0123");
});
