import { createCustomer } from "../fixtures/accounts";
import { addWineToCart, cents, expectedTotals, getWine, usd } from "../fixtures/shop";
import { expect, type Locator, type Page, test } from "../fixtures/test";

const RIESLING = "wine-lakeshore-riesling-2022";
const PREMIUM_BOX_CENTS = 1500;

const cartLink = (page: Page) => page.getByRole("banner").getByRole("link", { name: /^Cart/ });

/** The order summary's row for a label ("Total", "Packaging", ...), read through its row header. */
function summaryRow(page: Page, label: string | RegExp): Locator {
  return page
    .getByRole("table", { name: "Order totals" })
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader", { name: label, exact: typeof label === "string" }) });
}

async function expectTotals(page: Page, totals: ReturnType<typeof expectedTotals>) {
  await expect(summaryRow(page, /^Subtotal/)).toContainText(usd(totals.subtotal));
  await expect(summaryRow(page, "Packaging")).toContainText(usd(totals.packaging));
  await expect(summaryRow(page, "Tax (8%)")).toContainText(usd(totals.tax));
  await expect(summaryRow(page, "Shipping")).toContainText(
    totals.shipping === 0 ? "FREE" : usd(totals.shipping),
  );
  await expect(summaryRow(page, "Total")).toContainText(usd(totals.total));
}

test("the packaging and message dialogs save, reset and change the totals by the packaging price", async ({
  page,
}) => {
  const wine = await getWine(page.request, RIESLING);
  const name = `${wine.name} ${wine.vintage}`;
  await addWineToCart(page.request, RIESLING, 1);
  await page.goto("/cart");
  const line = page.getByRole("listitem", { name });
  await expectTotals(page, expectedTotals(cents(wine.price)));

  await line.getByRole("button", { name: `Packaging: ${name}` }).click();
  const packaging = page.getByRole("dialog", { name: "Gift Packaging" });
  await expect(packaging.getByRole("button", { name: "Save Packaging" })).toBeDisabled();
  await packaging.getByText("Premium Wooden Box").click();
  await expect(packaging.getByRole("radio", { name: /Premium Wooden Box/ })).toBeChecked();
  await packaging.getByRole("button", { name: "Save Packaging" }).click();
  await expect(page.getByText("Packaging updated")).toBeVisible();
  await expect(packaging).toBeHidden();
  await expect(line.getByText("Packaging: Premium Wooden Box (+$15.00)")).toBeVisible();
  await expectTotals(page, expectedTotals(cents(wine.price), PREMIUM_BOX_CENTS));

  // Reopened, the dialog starts afresh: nothing chosen, Save disabled; Cancel leaves it all as it was.
  await line.getByRole("button", { name: `Packaging: ${name}` }).click();
  await expect(packaging.getByRole("button", { name: "Save Packaging" })).toBeDisabled();
  await packaging.getByText("Luxury Velvet Case").click();
  await packaging.getByRole("button", { name: "Cancel" }).click();
  await expect(packaging).toBeHidden();
  await expect(line.getByText("Packaging: Premium Wooden Box (+$15.00)")).toBeVisible();

  await line.getByRole("button", { name: `Message: ${name}` }).click();
  const message = page.getByRole("dialog", { name: "Gift Message" });
  await expect(message.getByRole("button", { name: "Save Message" })).toBeDisabled();
  await message.getByRole("textbox", { name: "Your message" }).fill("Happy birthday, Dad!");
  await expect(message.getByText("20/250 characters", { exact: false })).toBeVisible();
  await message.getByRole("button", { name: "Save Message" }).click();
  await expect(page.getByText("Custom message added")).toBeVisible();
  await expect(message).toBeHidden();
  await expect(line.getByText("Message: “Happy birthday, Dad!”")).toBeVisible();

  await line.getByRole("button", { name: `Message: ${name}` }).click();
  await message.getByRole("textbox", { name: "Your message" }).fill("A draft I will not keep");
  await message.getByRole("button", { name: "Cancel" }).click();
  await line.getByRole("button", { name: `Message: ${name}` }).click();
  await expect(message.getByRole("textbox", { name: "Your message" })).toHaveValue("Happy birthday, Dad!");
  await message.getByRole("button", { name: "Cancel" }).click();
  await expectTotals(page, expectedTotals(cents(wine.price), PREMIUM_BOX_CENTS));
});

test("WINE1 is applied and removed, the totals change by the right cents and the cart keeps it", async ({
  page,
}) => {
  const wine = await getWine(page.request, RIESLING);
  await addWineToCart(page.request, RIESLING, 1);
  const price = cents(wine.price);
  await page.goto("/cart");
  await expectTotals(page, expectedTotals(price));

  const coupon = page.getByRole("form", { name: "Coupon" });
  await expect(coupon.getByRole("button", { name: "Apply" })).toBeDisabled();
  await coupon.getByRole("textbox", { name: "Coupon code" }).fill("NOT-A-CODE");
  await coupon.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByText("Invalid coupon")).toBeVisible();
  await expect(page.getByText("Please check your coupon code and try again.")).toBeVisible();
  await expectTotals(page, expectedTotals(price));

  await coupon.getByRole("textbox", { name: "Coupon code" }).fill("wine1");
  await coupon.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByText("Coupon applied!")).toBeVisible();
  await expect(page.getByText("You saved 10% with code WINE1")).toBeVisible();
  const discounted = expectedTotals(price, 0, 10);
  await expect(summaryRow(page, "Discount (10%, WINE1)")).toContainText(`-${usd(discounted.discount)}`);
  await expectTotals(page, discounted);
  // The coupon lives with the cart on the server: the link to checkout carries nothing.
  await expect(page.getByRole("link", { name: "Proceed to Checkout" })).toHaveAttribute("href", "/checkout");

  await page.reload();
  await expectTotals(page, discounted);

  await page.getByRole("button", { name: "Remove coupon WINE1" }).click();
  await expect(page.getByText("Coupon removed")).toBeVisible();
  await expect(summaryRow(page, /^Discount/)).toHaveCount(0);
  await expectTotals(page, expectedTotals(price));
  await expect(page.getByRole("link", { name: "Proceed to Checkout" })).toHaveAttribute("href", "/checkout");
});

test("a coupon applied on /cart is still applied after visiting /shop and after signing in", async ({
  page,
}) => {
  const account = await createCustomer(page.request, "keeper");
  const wine = await getWine(page.request, RIESLING);
  const price = cents(wine.price);
  await addWineToCart(page.request, RIESLING, 1);
  await page.goto("/cart");
  const coupon = page.getByRole("form", { name: "Coupon" });
  await coupon.getByRole("textbox", { name: "Coupon code" }).fill("WINE1");
  await coupon.getByRole("button", { name: "Apply" }).click();
  const discounted = expectedTotals(price, 0, 10);
  await expectTotals(page, discounted);

  await page.getByRole("banner").getByRole("link", { name: "Wines", exact: true }).first().click();
  await expect(page).toHaveURL(/\/shop/);
  await cartLink(page).click();
  await expect(summaryRow(page, "Discount (10%, WINE1)")).toContainText(`-${usd(discounted.discount)}`);

  await page.goto("/membership");
  const signIn = page.getByRole("form", { name: "Sign in" });
  await signIn.getByLabel("Username or e-mail").fill(account.username);
  await signIn.getByLabel("Password").fill(account.password);
  await signIn.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto("/cart");
  await expect(summaryRow(page, "Discount (10%, WINE1)")).toContainText(`-${usd(discounted.discount)}`);
  await expectTotals(page, discounted);
  await expect(page.getByText("10% off your items")).toBeVisible();
});

test("quantities use case pricing, removing the last line shows the empty cart", async ({ page }) => {
  const wine = await getWine(page.request, RIESLING);
  const name = `${wine.name} ${wine.vintage}`;
  expect(wine.casePrice).not.toBeNull();
  await addWineToCart(page.request, RIESLING, wine.bottlesPerCase - 1);
  await page.goto("/cart");
  const line = page.getByRole("listitem", { name });
  await expect(line.getByText("Case price applied")).toHaveCount(0);

  await line.getByRole("button", { name: `Increase quantity of ${name}` }).click();
  await expect(line.getByRole("textbox", { name: `Quantity of ${name}` })).toHaveValue(
    String(wine.bottlesPerCase),
  );
  await expect(line.getByText("Case price applied")).toBeVisible();
  await expect(line.getByText(usd(cents(wine.casePrice ?? "0")), { exact: true })).toBeVisible();
  await expect(cartLink(page)).toHaveAccessibleName(`Cart, ${wine.bottlesPerCase} items`);
  await expectTotals(page, expectedTotals(cents(wine.casePrice ?? "0")));

  await line.getByRole("button", { name: `Remove ${name}` }).click();
  await expect(page.getByText("Item removed")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Your Cart is Empty" })).toBeVisible();
  await expect(page.getByRole("complementary", { name: "Members save on every bottle" })).toBeVisible();
  await expect(cartLink(page)).toHaveAccessibleName("Cart");
  await page.getByRole("main").getByRole("link", { name: "Shop Wines" }).click();
  await expect(page).toHaveURL(/\/shop$/);
});

test("a visitor's cart is kept after signing in", async ({ page }) => {
  const account = await createCustomer(page.request, "cartkeeper");
  const wine = await getWine(page.request, RIESLING);
  const name = `${wine.name} ${wine.vintage}`;
  await page.goto("/shop");
  await page.getByRole("button", { name: `Add to Cart: ${wine.name}` }).click();
  await expect(cartLink(page)).toHaveAccessibleName("Cart, 1 item");

  await page.goto("/cart");
  await expect(page.getByRole("heading", { name: "Sign in to save your cart" })).toBeVisible();
  await page.getByRole("link", { name: "Sign In / Create Account" }).click();
  await expect(page).toHaveURL(/\/membership\?redirect=%2Fcart$/);
  const signIn = page.getByRole("form", { name: "Sign in" });
  await signIn.getByLabel("Username or e-mail").fill(account.username);
  await signIn.getByLabel("Password").fill(account.password);
  await signIn.getByRole("button", { name: "Sign In" }).click();
  // Back where the shopper was, the visitor's line now in the account's cart.
  await expect(page).toHaveURL(/\/cart$/);
  await expect(cartLink(page)).toHaveAccessibleName("Cart, 1 item");
  await expect(page.getByRole("listitem", { name })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Sign in to save your cart" })).toHaveCount(0);
});
