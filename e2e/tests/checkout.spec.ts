import { createCustomer, PASSWORD, signIn } from "../fixtures/accounts";
import { addWineToCart, cents, usd } from "../fixtures/shop";
import { expect, type Page, test } from "../fixtures/test";

// Wines no other spec counts stock of: orders here take bottles for good.
const CHAMBOURCIN = "wine-river-bend-chambourcin-2021";
const VIDAL = "wine-ashtabula-vidal-blanc-2023";
const CATAWBA = "wine-catawba-pink-2023";
const NIAGARA = "wine-lakeside-niagara-2023";
const HOUSE_RED = "wine-ridge-road-red-2023";

const GOOD_CARD = "4242 4242 4242 4242";
const DECLINED_CARD = "4000 0000 0000 0002";

interface ServerSummary {
  subtotal: string;
  discount: string;
  discountPercent: number;
  total: string;
  couponCode: string | null;
}

interface ApiOrder {
  id: string;
  status: string;
  total: string;
  discount: string;
  couponCode: string | null;
  customerEmail: string | null;
  items: { name: string; quantity: number }[];
}

const cartLink = (page: Page) => page.getByRole("banner").getByRole("link", { name: /^Cart/ });
const main = (page: Page) => page.getByRole("main");
const placeOrder = (page: Page) => main(page).getByRole("button", { name: /^Place Order/ });

/** The server's own total for this browser's cart (page.request shares its cookies). */
async function serverSummary(page: Page, coupon?: string): Promise<ServerSummary> {
  const res = await page.request.get(`/api/cart/summary${coupon ? `?coupon=${coupon}` : ""}`);
  expect(res.ok()).toBe(true);
  return (await res.json()) as ServerSummary;
}

async function fillGuest(page: Page, email: string) {
  const form = main(page);
  await form.getByRole("textbox", { name: "E-mail" }).fill(email);
  await form.getByRole("textbox", { name: "First name" }).fill("Ada");
  await form.getByRole("textbox", { name: "Last name" }).fill("Vine");
  await form.getByRole("textbox", { name: "Phone", exact: false }).fill("(440) 555-0100");
}

async function fillShipping(page: Page) {
  const form = main(page);
  await form.getByRole("textbox", { name: "Street address" }).fill("12 Lake Road");
  await form.getByRole("textbox", { name: "City" }).fill("Conneaut");
  await form.getByRole("combobox", { name: "State" }).selectOption("OH");
  await form.getByRole("textbox", { name: "ZIP code" }).fill("44030");
}

async function fillCard(page: Page, number: string) {
  const form = main(page);
  await form.getByRole("textbox", { name: "Card number" }).fill(number.replaceAll(" ", ""));
  await expect(form.getByRole("textbox", { name: "Card number" })).toHaveValue(number);
  await form.getByRole("textbox", { name: "Expiry (MM/YY)" }).fill("1230");
  await expect(form.getByRole("textbox", { name: "Expiry (MM/YY)" })).toHaveValue("12/30");
  await form.getByRole("textbox", { name: "CVC" }).fill("123");
  await form.getByRole("textbox", { name: "Cardholder name" }).fill("Ada Vine");
  await form.getByRole("textbox", { name: "Billing ZIP" }).fill("44030");
}

/** The order id the success page was opened with. */
function orderIdOf(page: Page): string {
  const id = new URL(page.url()).searchParams.get("order");
  if (!id) throw new Error(`no order id in ${page.url()}`);
  return id;
}

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
  // No receipt e-mail is promised until one is really sent.
  await expect(main(page).getByText(/receipt/i)).toHaveCount(0);
  await expect(cartLink(page)).toHaveAccessibleName("Cart");
  // Nothing typed at checkout stays behind in the tab once the order is paid.
  expect(await page.evaluate(() => sessionStorage.getItem("rr:checkout-draft"))).toBeNull();

  // A reload (or the link kept from this page) shows the order again, for a guest too.
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Order Confirmed!" })).toBeVisible();
  await expect(details.getByText(total, { exact: true })).toBeVisible();
  const link = page.url();
  const other = await page.context().browser()?.newContext();
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

test("a declined card lands on Payment Failed with the reason, and the cart is kept", async ({ page }) => {
  await addWineToCart(page.request, CATAWBA, 1);
  await page.goto("/checkout");
  await fillGuest(page, "declined@example.test");
  await fillShipping(page);
  await fillCard(page, DECLINED_CARD);
  await placeOrder(page).click();

  await expect(page).toHaveURL(/\/order-fail\?error=card_declined&error_description=/);
  await expect(page.getByRole("heading", { level: 1, name: "Payment Failed" })).toBeVisible();
  const box = page.getByRole("alert").filter({ hasText: "What happened?" });
  await expect(box.getByText("Your card was declined.")).toBeVisible();
  await expect(box.getByText("card_declined")).toBeVisible();
  await expect(cartLink(page)).toHaveAccessibleName("Cart, 1 item");

  await main(page).getByRole("link", { name: "Try Payment Again" }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(
    main(page).getByRole("list", { name: "Items in your order" }).getByRole("listitem"),
  ).toHaveCount(1);
});

test("after a declined card, Try Payment Again shows the filled form and the same coupon, never the card", async ({
  page,
}) => {
  await addWineToCart(page.request, CATAWBA, 2);
  await page.goto("/cart");
  const coupon = main(page).getByRole("form", { name: "Coupon" });
  await coupon.getByRole("textbox", { name: "Coupon code" }).fill("WINE1");
  await coupon.getByRole("button", { name: "Apply" }).click();
  await expect(main(page).getByText("10% off your items")).toBeVisible();
  await main(page).getByRole("link", { name: "Proceed to Checkout" }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  const discounted = await serverSummary(page);
  expect(discounted.couponCode).toBe("WINE1");

  await fillGuest(page, "retry@example.test");
  await fillShipping(page);
  await fillCard(page, DECLINED_CARD);
  await placeOrder(page).click();
  await expect(page.getByRole("heading", { level: 1, name: "Payment Failed" })).toBeVisible();

  await main(page).getByRole("link", { name: "Try Payment Again" }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  const form = main(page);
  await expect(form.getByRole("textbox", { name: "E-mail" })).toHaveValue("retry@example.test");
  await expect(form.getByRole("textbox", { name: "First name" })).toHaveValue("Ada");
  await expect(form.getByRole("textbox", { name: "Last name" })).toHaveValue("Vine");
  await expect(form.getByRole("textbox", { name: "Phone", exact: false })).toHaveValue("(440) 555-0100");
  await expect(form.getByRole("textbox", { name: "Street address" })).toHaveValue("12 Lake Road");
  await expect(form.getByRole("textbox", { name: "City" })).toHaveValue("Conneaut");
  await expect(form.getByRole("combobox", { name: "State" })).toHaveValue("OH");
  await expect(form.getByRole("textbox", { name: "ZIP code" })).toHaveValue("44030");
  // The card is typed again: it was never kept.
  await expect(form.getByRole("textbox", { name: "Card number" })).toHaveValue("");
  await expect(form.getByRole("textbox", { name: "CVC" })).toHaveValue("");
  expect(await page.evaluate(() => sessionStorage.getItem("rr:checkout-draft"))).not.toContain("4000");
  await expect(main(page).getByText("10% off your items")).toBeVisible();
  await expect(placeOrder(page)).toHaveText(`Place Order · ${usd(cents(discounted.total))}`);

  await fillCard(page, GOOD_CARD);
  await placeOrder(page).click();
  await expect(page.getByRole("heading", { level: 1, name: "Order Confirmed!" })).toBeVisible();
  const order = await page.request.get(
    `/api/orders/${orderIdOf(page)}?token=${new URL(page.url()).searchParams.get("token")}`,
  );
  expect(await order.json()).toMatchObject({ couponCode: "WINE1", total: discounted.total });
});

test("the fail page without details explains the usual causes", async ({ page }) => {
  await page.goto("/order-fail");
  await expect(page.getByRole("heading", { level: 1, name: "Payment Failed" })).toBeVisible();
  await expect(page.getByText(/insufficient funds, an expired card, or a temporary issue/)).toBeVisible();
  await expect(page.getByText("Error code")).toHaveCount(0);
  await main(page).getByRole("link", { name: "Contact Support" }).click();
  await expect(page).toHaveURL(/\/contact$/);
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

test("Place Order is disabled while the payment runs and cannot be pressed twice", async ({ page }) => {
  await addWineToCart(page.request, VIDAL, 2);
  let payments = 0;
  await page.route("**/trpc/orders.processPayment**", async (route) => {
    payments++;
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.goto("/checkout");
  await fillGuest(page, "patient@example.test");
  await fillShipping(page);
  await fillCard(page, GOOD_CARD);
  await placeOrder(page).dblclick();

  const processing = main(page).getByRole("button", { name: "Processing payment..." });
  await expect(processing).toBeDisabled();
  await processing.click({ force: true });
  await expect(page.getByRole("heading", { level: 1, name: "Order Confirmed!" })).toBeVisible();
  expect(payments).toBe(1);
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

test("a dropped connection is retried with the same idempotency key, and a dead one fails cleanly", async ({
  page,
}) => {
  await addWineToCart(page.request, HOUSE_RED, 1);
  const keys: string[] = [];
  let dropsLeft = 1;
  await page.route("**/trpc/orders.processPayment**", async (route) => {
    const body = JSON.parse(route.request().postData() ?? "{}") as Record<
      string,
      { idempotencyKey?: string }
    >;
    keys.push(body["0"]?.idempotencyKey ?? "");
    if (dropsLeft > 0) {
      dropsLeft--;
      await route.abort("connectionreset");
    } else {
      await route.continue();
    }
  });
  await page.goto("/checkout");
  await fillGuest(page, "flaky@example.test");
  await fillShipping(page);
  await fillCard(page, GOOD_CARD);
  await placeOrder(page).click();
  await expect(page.getByRole("heading", { level: 1, name: "Order Confirmed!" })).toBeVisible();
  expect(keys).toHaveLength(2);
  expect(keys[0]).toBe(keys[1]);

  // With the network gone for good, the person lands on the fail page with the processing error.
  await addWineToCart(page.request, HOUSE_RED, 1);
  keys.length = 0;
  dropsLeft = 10;
  await page.goto("/checkout");
  await fillGuest(page, "flaky@example.test");
  await fillShipping(page);
  await fillCard(page, GOOD_CARD);
  await placeOrder(page).click();
  await expect(page).toHaveURL(/\/order-fail\?error=processing_error/);
  await expect(page.getByText("There was an error processing your payment. Please try again.")).toBeVisible();
  expect(new Set(keys).size).toBe(1);
  expect(keys.length).toBe(3);
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
