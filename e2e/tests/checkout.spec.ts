import { createCustomer, PASSWORD, signIn } from "../fixtures/accounts";
import {
  type ApiOrder,
  cartLink,
  fillCard,
  fillGuest,
  fillShipping,
  GOOD_CARD,
  main,
  orderIdOf,
  placeOrder,
  serverSummary,
} from "../fixtures/checkout";
import { addWineToCart, cents, usd } from "../fixtures/shop";
import { expect, otherBrowser, test } from "../fixtures/test";

// Wines no other spec counts stock of: orders here take bottles for good.
const CHAMBOURCIN = "wine-river-bend-chambourcin-2021";
const VIDAL = "wine-ashtabula-vidal-blanc-2023";
const CATAWBA = "wine-catawba-pink-2023";
const NIAGARA = "wine-lakeside-niagara-2023";
const HOUSE_RED = "wine-ridge-road-red-2023";

test("a visitor buys two wines and sees the order confirmed with the server's total", async ({ page }) => {
  await addWineToCart(page.request, CHAMBOURCIN, 2);
  await addWineToCart(page.request, VIDAL, 1);
  const summary = await serverSummary(page);
  const total = usd(cents(summary.total));

  await page.goto("/checkout");
  await expect(page.getByRole("heading", { level: 1, name: "Checkout" })).toBeVisible();
  const items = main(page).getByRole("list", { name: "Items in your order" });
  await expect(items.getByRole("listitem")).toHaveCount(2);
  await expect(placeOrder(page)).toHaveText(`Place Order · ${total}`);

  // Nothing filled in: every field says what it needs and nothing is charged.
  await placeOrder(page).click();
  await expect(page.getByText("Card information missing")).toBeVisible();
  await expect(main(page).getByText("Card number is required")).toBeVisible();
  await expect(main(page).getByText("Street address is required")).toBeVisible();
  await expect(page).toHaveURL(/\/checkout$/);

  await fillGuest(page, "ada.vine@example.test");
  await fillShipping(page);
  await fillCard(page, "4242 4242 4242 4241");
  await main(page).getByRole("textbox", { name: "Expiry (MM/YY)" }).fill("0120");
  await placeOrder(page).click();
  await expect(main(page).getByText("Your card number is invalid.")).toBeVisible();
  await expect(main(page).getByText("Your card has expired")).toBeVisible();

  await fillCard(page, GOOD_CARD);
  await placeOrder(page).click();

  await expect(page).toHaveURL(/\/order-success\?order=/);
  await expect(page.getByRole("heading", { level: 1, name: "Order Confirmed!" })).toBeVisible();
  const details = page.getByRole("region", { name: "Order Details" });
  await expect(details.getByText(total, { exact: true })).toBeVisible();
  await expect(details.getByText(`#${orderIdOf(page).slice(-8).toUpperCase()}`)).toBeVisible();
  await expect(details.getByRole("listitem")).toHaveCount(2);
  await expect(details.getByText("Qty 2", { exact: false })).toBeVisible();
  await expect(main(page).getByText("3-5 business days")).toBeVisible();
  // The receipt was written to the outbox with the payment: the page says where it went.
  await expect(main(page).getByRole("heading", { name: "Receipt e-mailed" })).toBeVisible();
  await expect(main(page).getByText("We sent your receipt to ada.vine@example.test")).toBeVisible();
  await expect(cartLink(page)).toHaveAccessibleName("Cart");
  // Nothing typed at checkout stays behind in the tab once the order is paid.
  expect(await page.evaluate(() => sessionStorage.getItem("rr:checkout-draft"))).toBeNull();

  // A reload (or the link kept from this page) shows the order again, for a guest too.
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Order Confirmed!" })).toBeVisible();
  await expect(details.getByText(total, { exact: true })).toBeVisible();
  const link = page.url();
  const other = await otherBrowser(page.context().browser());
  if (!other) throw new Error("no browser");
  const guestTab = await other.newPage();
  await guestTab.goto(link);
  await expect(guestTab.getByRole("heading", { level: 1, name: "Order Confirmed!" })).toBeVisible();
  await expect(
    guestTab.getByRole("region", { name: "Order Details" }).getByText(total, { exact: true }),
  ).toBeVisible();
  await other.close();
  await expect(main(page).getByRole("link", { name: "Subscribe to Newsletter" })).toHaveAttribute(
    "href",
    "/newsletter",
  );
  await main(page).getByRole("link", { name: "Continue Shopping" }).click();
  await expect(page).toHaveURL(/\/shop$/);
});

test("a signed-in customer's order is theirs: it appears in /api/orders/my", async ({ page }) => {
  const account = await createCustomer(page.request, "buyer");
  await signIn(page.request, account.username);
  await addWineToCart(page.request, NIAGARA, 2);
  const summary = await serverSummary(page);

  await page.goto("/checkout");
  await expect(
    main(page).getByText(
      `Signed in as ${account.username} (${account.email}). Your account details will be used for this order.`,
    ),
  ).toBeVisible();
  await expect(main(page).getByRole("textbox", { name: "First name" })).toHaveCount(0);
  await fillShipping(page);
  await fillCard(page, GOOD_CARD);
  await placeOrder(page).click();

  await expect(page.getByRole("heading", { level: 1, name: "Order Confirmed!" })).toBeVisible();
  const orderId = orderIdOf(page);
  const res = await page.request.get("/api/orders/my");
  expect(res.ok()).toBe(true);
  const orders = (await res.json()) as ApiOrder[];
  const order = orders.find((o) => o.id === orderId);
  expect(order).toMatchObject({ status: "confirmed", total: summary.total, customerEmail: account.email });
  expect(order?.items).toEqual([expect.objectContaining({ quantity: 2 })]);
});

test("a visitor creates an account at checkout and pays as that customer", async ({ page }) => {
  await addWineToCart(page.request, HOUSE_RED, 1);
  const email = `newbuyer_${Date.now()}@example.test`;
  await page.goto("/checkout");
  await fillGuest(page, email);
  await main(page).getByText("Create an account for faster checkout next time").click();
  await main(page).getByLabel("Password").fill(PASSWORD);
  await fillShipping(page);
  await fillCard(page, GOOD_CARD);
  await placeOrder(page).click();

  await expect(page.getByRole("heading", { level: 1, name: "Order Confirmed!" })).toBeVisible();
  const orders = (await (await page.request.get("/api/orders/my")).json()) as ApiOrder[];
  expect(orders.map((o) => o.id)).toEqual([orderIdOf(page)]);
});

test("WINE1 from the cart's link is applied by the server and the address is cleaned", async ({ page }) => {
  await addWineToCart(page.request, CHAMBOURCIN, 1);
  const discounted = await serverSummary(page, "WINE1");
  expect(discounted.discountPercent).toBe(10);

  await page.goto("/checkout?coupon=WINE1&discount=10");
  await expect(page).toHaveURL(/\/checkout$/);
  const totals = main(page).getByRole("table", { name: "Order totals" });
  await expect(totals.getByRole("row", { name: /Discount \(10%, WINE1\)/ })).toContainText(
    `-${usd(cents(discounted.discount))}`,
  );
  await expect(main(page).getByText("10% off your items")).toBeVisible();
  await expect(placeOrder(page)).toHaveText(`Place Order · ${usd(cents(discounted.total))}`);

  // Removing it shows the full price; applying it again works from the form (Apply needs a code).
  await main(page).getByRole("button", { name: "Remove coupon WINE1" }).click();
  await expect(totals.getByRole("row", { name: /Discount/ })).toHaveCount(0);
  const coupon = main(page).getByRole("form", { name: "Coupon" });
  await expect(coupon.getByRole("button", { name: "Apply" })).toBeDisabled();
  await coupon.getByRole("textbox", { name: "Coupon code" }).fill("NOPE");
  await coupon.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByText("Invalid coupon")).toBeVisible();
  await coupon.getByRole("textbox", { name: "Coupon code" }).fill("wine1");
  await coupon.getByRole("button", { name: "Apply" }).click();
  await expect(placeOrder(page)).toHaveText(`Place Order · ${usd(cents(discounted.total))}`);

  await fillGuest(page, "coupon@example.test");
  await fillShipping(page);
  await fillCard(page, GOOD_CARD);
  await placeOrder(page).click();
  await expect(page.getByRole("heading", { level: 1, name: "Order Confirmed!" })).toBeVisible();
  const res = await page.request.get(`/api/orders/${orderIdOf(page)}?email=coupon@example.test`);
  expect(await res.json()).toMatchObject({
    couponCode: "WINE1",
    discount: discounted.discount,
    total: discounted.total,
  });
});

test("signing in on the checkout keeps the visitor's cart and uses the account", async ({ page }) => {
  const account = await createCustomer(page.request, "returning");
  await addWineToCart(page.request, CATAWBA, 1);
  await page.goto("/checkout");
  await main(page).getByRole("button", { name: "Already have an account? Sign in" }).click();
  const panel = main(page).getByRole("group", { name: "Sign in to your account" });
  await panel.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByText("Missing information")).toBeVisible();
  await expect(page.getByText("Please enter both email and password.")).toBeVisible();

  await panel.getByRole("textbox", { name: "E-mail" }).fill(account.email);
  await panel.getByLabel("Password").fill("not-the-password");
  await panel.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByText("Login failed")).toBeVisible();
  await expect(page.getByText("Invalid email or password.")).toBeVisible();

  await panel.getByLabel("Password").fill(account.password);
  await panel.getByLabel("Password").press("Enter");
  await expect(page.getByText("Login successful")).toBeVisible();
  await expect(main(page).getByText(`Signed in as ${account.username}`, { exact: false })).toBeVisible();
  await expect(
    main(page).getByRole("list", { name: "Items in your order" }).getByRole("listitem"),
  ).toHaveCount(1);
  await expect(page).toHaveURL(/\/checkout$/);
});

test("a cart changed in another tab: the total refreshes and nothing is charged", async ({ page }) => {
  await addWineToCart(page.request, NIAGARA, 1);
  const before = await serverSummary(page);
  await page.goto("/checkout");
  await expect(placeOrder(page)).toHaveText(`Place Order · ${usd(cents(before.total))}`);
  await fillGuest(page, "two.tabs@example.test");
  await fillShipping(page);
  await fillCard(page, GOOD_CARD);

  await addWineToCart(page.request, NIAGARA, 1);
  const after = await serverSummary(page);
  await placeOrder(page).click();
  await expect(page.getByText("Your cart changed. Please review your order total.")).toBeVisible();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(placeOrder(page)).toHaveText(`Place Order · ${usd(cents(after.total))}`);

  await placeOrder(page).click();
  await expect(page.getByRole("heading", { level: 1, name: "Order Confirmed!" })).toBeVisible();
  await expect(
    page.getByRole("region", { name: "Order Details" }).getByText(usd(cents(after.total)), { exact: true }),
  ).toBeVisible();
});

test("the club checkout is titled for the membership and highlights the club line", async ({ page }) => {
  const account = await createCustomer(page.request, "joiner");
  await signIn(page.request, account.username);
  const res = await page.request.post("/api/membership/cart", { data: { tier: "essential" } });
  expect(res.ok()).toBe(true);
  await page.goto("/checkout?membership=true");
  await expect(page.getByRole("heading", { level: 1, name: "Complete Your Membership" })).toBeVisible();
  const line = main(page).getByRole("list", { name: "Items in your order" }).getByRole("listitem");
  await expect(line).toHaveCount(1);
  await expect(line.getByText("Wine Club", { exact: true })).toBeVisible();
});

test("an order that cannot be read shows a friendly page, not an error", async ({ page }) => {
  await page.goto("/order-success?order=not-a-real-order");
  await expect(page.getByRole("heading", { level: 1, name: "We couldn't find that order" })).toBeVisible();
  await expect(main(page).getByRole("link", { name: "Return Home" })).toBeVisible();
  await page.goto("/order-success");
  await expect(page.getByRole("heading", { level: 1, name: "We couldn't find that order" })).toBeVisible();
});
