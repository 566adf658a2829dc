import { createCustomer, signIn } from "../fixtures/accounts";
import {
  fillCard,
  fillGuest,
  fillShipping,
  GOOD_CARD,
  main,
  orderIdOf,
  placeOrder,
} from "../fixtures/checkout";
import { adminApi, latestMail, linkIn } from "../fixtures/outbox";
import { addWineToCart } from "../fixtures/shop";
import { expect, otherBrowser, test } from "../fixtures/test";

// Wines no other spec counts the stock of: these orders take bottles for good.
const TRAMINETTE = "wine-covered-bridge-traminette-2023";
const LEMBERGER = "wine-old-barn-lemberger-2020";

test("a guest opens their order from the receipt's link after closing the tab", async ({
  browser,
  page,
  playwright,
  baseURL,
  extraHTTPHeaders,
}) => {
  await addWineToCart(page.request, TRAMINETTE, 2);
  await page.goto("/checkout");
  await fillGuest(page, "receipt.reader@example.test");
  await fillShipping(page);
  await fillCard(page, GOOD_CARD);
  await placeOrder(page).click();
  await expect(page.getByRole("heading", { level: 1, name: "Order Confirmed!" })).toBeVisible();
  await expect(main(page).getByText("We sent your receipt to receipt.reader@example.test")).toBeVisible();
  const orderId = orderIdOf(page);
  const number = orderId.slice(-8).toUpperCase();
  const token = new URL(page.url()).searchParams.get("token");
  const order = (await (await page.request.get(`/api/orders/${orderId}?token=${token}`)).json()) as {
    total: string;
  };
  const total = `$${order.total}`;
  await page.context().close();

  const staff = await adminApi(playwright, baseURL, extraHTTPHeaders);
  const receipt = await latestMail(staff, "receipt.reader@example.test", "order_receipt");
  expect(receipt.subject).toBe(`Your Ridge Road Vineyard order #${number}`);
  expect(receipt.text).toContain(`TOTAL: ${total}`);
  const link = linkIn(receipt, `/orders/${orderId}`);
  await staff.dispose();

  // A new browser, no session, nothing in storage: the link alone opens the order.
  const context = await otherBrowser(browser, { extraHTTPHeaders });
  const tab = await context.newPage();
  await tab.goto(link);
  await expect(tab.getByRole("heading", { level: 1, name: `Order #${number}` })).toBeVisible();
  await expect(tab.getByRole("heading", { name: "We've received your order" })).toBeVisible();
  const details = tab.getByRole("region", { name: "What you ordered" });
  await expect(details.getByRole("listitem", { name: /Covered Bridge Traminette/ })).toContainText("Qty 2");
  await expect(details.getByText(total, { exact: true })).toBeVisible();
  const history = tab.getByRole("list", { name: "Order history" });
  await expect(history.getByText("Receipt e-mailed to receipt.reader@example.test")).toBeVisible();
  await expect(history.getByText(/^Paid \$/)).toBeVisible();
  await tab.reload();
  await expect(tab.getByRole("heading", { level: 1, name: `Order #${number}` })).toBeVisible();

  // Without the token, the same address is someone else's order: nothing leaks.
  await tab.goto(`/orders/${orderId}`);
  await expect(tab.getByRole("heading", { name: "We couldn't find that order" })).toBeVisible();
  await context.close();
});

test("a customer opens an order from the dashboard and sees its status and history", async ({ page }) => {
  const account = await createCustomer(page.request, "collector");
  await signIn(page.request, account.username);
  await addWineToCart(page.request, LEMBERGER, 1);
  await page.goto("/checkout");
  await fillShipping(page);
  await fillCard(page, GOOD_CARD);
  await placeOrder(page).click();
  await expect(page.getByRole("heading", { level: 1, name: "Order Confirmed!" })).toBeVisible();
  const orderId = orderIdOf(page);
  const number = orderId.slice(-8).toUpperCase();

  await page.goto("/dashboard?tab=orders");
  await main(page)
    .getByRole("link", { name: `Order #${number}` })
    .click();
  await expect(page).toHaveURL(new RegExp(`/orders/${orderId}$`));
  await expect(page.getByRole("heading", { level: 1, name: `Order #${number}` })).toBeVisible();
  await expect(page.getByRole("list", { name: "Order progress" })).toBeVisible();
  await expect(main(page).getByText(`A receipt was e-mailed to ${account.email}.`)).toBeVisible();
  await main(page).getByRole("link", { name: "All your orders" }).click();
  await expect(page).toHaveURL(/\/dashboard\?tab=orders/);
});
