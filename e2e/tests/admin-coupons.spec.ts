import { randomBytes } from "node:crypto";
import { ADULT_BIRTH_DATE, createCustomer, signIn } from "../fixtures/accounts";
import { signInAsAdmin } from "../fixtures/admin";
import { ADMIN } from "../fixtures/reservations";
import { expect, otherBrowser, type Page, test } from "../fixtures/test";

function summaryRow(page: Page, label: RegExp) {
  return page
    .getByRole("table", { name: "Order totals" })
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader", { name: label }) });
}

test("an admin creates a fixed-amount coupon on the Coupons tab and a customer uses it", async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  const code = `E2E${randomBytes(3).toString("hex").toUpperCase()}`;
  await signInAsAdmin(page);
  await page.goto("/admin?tab=coupons");
  await page.getByRole("button", { name: "New Coupon" }).click();
  const form = page.getByRole("form", { name: "New coupon" });
  await form.getByLabel("Code").fill(code.toLowerCase());
  await form.getByLabel("Name").fill("Five dollars off");
  await form.getByLabel("Discount type").selectOption("fixed");
  await form.getByLabel("Amount off (USD)").fill("0");
  await form.getByLabel("Max uses").fill("3");
  await form.getByRole("button", { name: "Create Coupon" }).click();
  await expect(form.getByText("A fixed amount is at least 0.01")).toBeVisible();
  await form.getByLabel("Amount off (USD)").fill("5");
  await form.getByRole("button", { name: "Create Coupon" }).click();
  await expect(page.getByText("Coupon created")).toBeVisible();
  const row = page.getByRole("list", { name: "Coupons" }).getByRole("listitem").filter({ hasText: code });
  await expect(row).toContainText("$5.00 off");
  await expect(row).toContainText("Used 0 / 3");

  // A wine of the test's own, so no other spec's stock count moves.
  const admin = await playwright.request.newContext({ baseURL });
  await signIn(admin, ADMIN.username, ADMIN.password);
  const wine = await admin.post("/api/wines", {
    data: {
      name: `E2E Coupon Red ${randomBytes(3).toString("hex")}`,
      type: "red",
      description: "A wine for the coupon test.",
      vintage: 2022,
      price: "40.00",
      stock: 12,
    },
  });
  const wineId = ((await wine.json()) as { id: string }).id;
  await admin.dispose();

  const context = await otherBrowser(browser, { extraHTTPHeaders: { "x-forwarded-for": "198.19.250.7" } });
  const shopper = await context.newPage();
  const account = await createCustomer(shopper.request, "coupon");
  await signIn(shopper.request, account.username);
  await shopper.request.post("/api/cart", { data: { wineId, quantity: 1 } });
  await shopper.goto("/cart");
  const coupon = shopper.getByRole("form", { name: "Coupon" });
  await coupon.getByRole("textbox", { name: "Coupon code" }).fill(code.toLowerCase());
  await coupon.getByRole("button", { name: "Apply" }).click();
  await expect(shopper.getByText(`You saved $5.00 with code ${code}`)).toBeVisible();
  await expect(summaryRow(shopper, /^Discount \(fixed amount/)).toContainText("-$5.00");
  // 40.00 - 5.00 = 35.00, tax 2.80, shipping 15.00
  await expect(summaryRow(shopper, /^Total/)).toContainText("$52.80");

  const card = await shopper.request.post("/api/payments/test-method", {
    data: {
      cardNumber: "4242 4242 4242 4242",
      expiry: "12/30",
      cvc: "123",
      name: "E2E Coupon",
      zip: "44004",
    },
  });
  const { paymentMethodId } = (await card.json()) as { paymentMethodId: string };
  const paid = await shopper.request.post("/api/process-payment", {
    data: {
      paymentMethodId,
      amount: 5280,
      customerInfo: {
        email: account.email,
        firstName: "Cora",
        lastName: "Pon",
        phone: "(440) 555-0123",
        address: "5 Vine Street",
        city: "Geneva",
        state: "OH",
        zipCode: "44041",
        dateOfBirth: ADULT_BIRTH_DATE,
      },
      couponCode: code,
      idempotencyKey: `e2e-coupon-${randomBytes(8).toString("hex")}`,
    },
  });
  expect(paid.status()).toBe(200);
  await context.close();

  await page.reload();
  await expect(row).toContainText("Used 1 / 3");
  await row.getByRole("button", { name: `Deactivate ${code}` }).click();
  await page.getByRole("button", { name: "Deactivate", exact: true }).click();
  await expect(page.getByText("Coupon deactivated")).toBeVisible();
  await expect(row).toContainText("Inactive");
});
