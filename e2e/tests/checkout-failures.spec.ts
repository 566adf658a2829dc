import {
  cartLink,
  DECLINED_CARD,
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
import { expect, test } from "../fixtures/test";

// Wines no other spec counts stock of: orders here take bottles for good.
const CATAWBA = "wine-catawba-pink-2023";
const VIDAL = "wine-ashtabula-vidal-blanc-2023";
const HOUSE_RED = "wine-ridge-road-red-2023";

test("a declined card lands on Payment Failed with the reason, and the cart is kept", async ({ page }) => {
  await addWineToCart(page.request, CATAWBA, 1);
  await page.goto("/checkout");
  await fillGuest(page, "declined@example.test");
  await fillShipping(page);
  await fillCard(page, DECLINED_CARD);
  await placeOrder(page).click();

  await expect(page).toHaveURL(/\/order-fail\?error=card_declined$/);
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

test("the fail page shows only its own words for a code, never text written into its link", async ({
  page,
}) => {
  const planted = "Your account is locked. Call 555-0199 to unlock it.";
  await page.goto(`/order-fail?error=card_declined&error_description=${encodeURIComponent(planted)}`);
  const box = page.getByRole("alert").filter({ hasText: "What happened?" });
  await expect(box.getByText("Your card was declined.")).toBeVisible();
  await expect(box.getByText("card_declined")).toBeVisible();
  await expect(page.getByText(planted)).toHaveCount(0);

  // An unknown code is neither shown nor explained: the general words stand in.
  await page.goto("/order-fail?error=call_555_0199_now");
  await expect(box.getByText(/insufficient funds, an expired card, or a temporary issue/)).toBeVisible();
  await expect(page.getByText("call_555_0199_now")).toHaveCount(0);
  await expect(page.getByText("Error code")).toHaveCount(0);
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
  await expect(
    page.getByText("An error occurred while processing your card. Please try again."),
  ).toBeVisible();
  expect(new Set(keys).size).toBe(1);
  expect(keys.length).toBe(3);
});
