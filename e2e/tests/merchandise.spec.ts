import { fillCard, fillGuest, fillShipping, GOOD_CARD, placeOrder } from "../fixtures/checkout";
import { expect, type Page, test } from "../fixtures/test";

const cartLink = (page: Page) => page.getByRole("banner").getByRole("link", { name: /^Cart/ });
const itemHeadings = (page: Page) => page.getByRole("main").getByRole("heading", { level: 2 });

test("merchandise filters to what is in stock, sorts, and goes to the cart", async ({ page }) => {
  await page.goto("/merchandise");
  await expect(itemHeadings(page)).toHaveCount(6);
  await expect(page.getByRole("button", { name: "Out of Stock: Etched Wine Glass Pair" })).toBeDisabled();
  await expect(page.getByText("(86 reviews)", { exact: true })).toBeVisible();
  await expect(page.getByText("12 in stock", { exact: true })).toBeVisible();

  const filters = page.getByRole("group", { name: "Filter merchandise" });
  await filters.getByRole("button", { name: "In Stock" }).click();
  await expect(page).toHaveURL(/[?&]filter=in-stock/);
  await expect(itemHeadings(page)).toHaveCount(5);
  await expect(page.getByRole("heading", { name: "Etched Wine Glass Pair" })).toHaveCount(0);

  await page.getByLabel("Sort by").selectOption({ label: "Price: Low to High" });
  await expect(page).toHaveURL(/[?&]sort=price-asc/);
  await expect(itemHeadings(page).first()).toHaveText("Sommelier's Corkscrew");

  await filters.getByRole("button", { name: "Glassware" }).click();
  await expect(page).toHaveURL(/[?&]filter=glassware/);
  await expect(itemHeadings(page)).toHaveText(["Etched Wine Glass Pair", "Lakeshore Crystal Decanter"]);

  await filters.getByRole("button", { name: "Apparel" }).click();
  // Apparel needs a size first.
  await page.getByRole("button", { name: "Add to Cart: Ridge Road Logo Hoodie" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Please choose a size." })).toBeVisible();
  await expect(cartLink(page)).toHaveAccessibleName("Cart");
  await page
    .getByRole("group", { name: "Size of Ridge Road Logo Hoodie" })
    .getByRole("button", { name: "M" })
    .click();
  await page.getByRole("button", { name: "Add to Cart: Ridge Road Logo Hoodie" }).click();
  await expect(page.getByText("Added to cart!")).toBeVisible();
  await expect(cartLink(page)).toHaveAccessibleName("Cart, 1 item");
  await page.getByRole("button", { name: "View Cart" }).click();
  await expect(page).toHaveURL(/\/cart$/);
  const line = page.getByRole("listitem", { name: "Ridge Road Logo Hoodie" });
  await expect(line.getByText("$42.99 each")).toBeVisible();
  await expect(line.getByText("Size M", { exact: true })).toBeVisible();
  await expect(line.getByRole("button", { name: /^Packaging/ })).toHaveCount(0);
});

test("a shopper picks size L of a shirt, sees it in the cart and buys it", async ({ page }) => {
  await page.goto("/merchandise?filter=apparel");
  const sizes = page.getByRole("group", { name: "Size of Vineyard Rows T-Shirt" });
  await expect(sizes.getByRole("button")).toHaveText(["S", "M", "L", "XL", "XXL"]);
  const large = sizes.getByRole("button", { name: "L", exact: true });
  await large.click();
  await expect(large).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByText(/^\d+ in size L$/)).toBeVisible();
  await page.getByRole("button", { name: "Add to Cart: Vineyard Rows T-Shirt" }).click();
  await expect(page.getByText("Vineyard Rows T-Shirt (size L) added to your cart.")).toBeVisible();

  await page.goto("/cart");
  const line = page.getByRole("listitem", { name: "Vineyard Rows T-Shirt" });
  await expect(line.getByText("Size L", { exact: true })).toBeVisible();
  await expect(line.getByText("$24.99 each")).toBeVisible();

  await page.goto("/checkout");
  await fillGuest(page, "shirt.buyer@example.test");
  await fillShipping(page);
  await fillCard(page, GOOD_CARD);
  await placeOrder(page).click();
  await expect(page.getByRole("heading", { level: 1, name: "Order Confirmed!" })).toBeVisible();
  const bought = page
    .getByRole("region", { name: "Order Details" })
    .getByRole("listitem", { name: "Vineyard Rows T-Shirt" });
  await expect(bought).toContainText("Qty 1 × $24.99 · Size L");
});
