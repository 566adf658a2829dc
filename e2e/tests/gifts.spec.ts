import { expect, type Page, test } from "../fixtures/test";

const cartLink = (page: Page) => page.getByRole("banner").getByRole("link", { name: /^Cart/ });

test("a gift package filtered by occasion goes to the cart with its quantity fixed at 1", async ({
  page,
}) => {
  await page.goto("/gifts");
  await expect(page.getByRole("heading", { name: "How Wine Gifting Works" })).toBeVisible();
  const cards = page.getByRole("main").getByRole("button", { name: /^Add to Cart: / });
  await expect(cards).toHaveCount(6);

  await page
    .getByRole("group", { name: "Filter by occasion" })
    .getByRole("button", { name: "Birthday" })
    .click();
  await expect(page).toHaveURL(/[?&]occasion=birthday/);
  await expect(cards).toHaveCount(1);
  await expect(page.getByRole("heading", { level: 2, name: "Birthday Bubbles" })).toBeVisible();

  await page.getByRole("button", { name: "Add to Cart: Birthday Bubbles" }).click();
  await expect(page.getByText("Gift package added!")).toBeVisible();
  await expect(cartLink(page)).toHaveAccessibleName("Cart, 1 item");
  await page.getByRole("button", { name: "View Cart" }).click();
  await expect(page).toHaveURL(/\/cart$/);

  const line = page.getByRole("listitem", { name: "Birthday Bubbles" });
  await expect(
    line.getByText("Includes Lake Breeze Sparkling Rosé 2021, Harvest Fizz Sparkling Catawba 2023"),
  ).toBeVisible();
  await expect(line.getByText("Quantity: 1")).toBeVisible();
  await expect(line.getByRole("button", { name: /^Increase quantity/ })).toHaveCount(0);
  await expect(line.getByText("$45.00", { exact: true })).toBeVisible();

  // A gift package pays for its box once.
  await line.getByRole("button", { name: "Packaging: Birthday Bubbles" }).click();
  const packaging = page.getByRole("dialog", { name: "Gift Packaging" });
  await expect(packaging.getByText("+$25.00", { exact: true })).toBeVisible();
  await packaging.getByText("Luxury Velvet Case").click();
  await packaging.getByRole("button", { name: "Save Packaging" }).click();
  await expect(line.getByText("Packaging: Luxury Velvet Case (+$25.00)")).toBeVisible();

  await line.getByRole("button", { name: "Remove Birthday Bubbles" }).click();
  await expect(page.getByText("Gift package removed")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Your Cart is Empty" })).toBeVisible();
});

test("an occasion that does not exist in the address falls back to every package", async ({ page }) => {
  await page.goto("/gifts?occasion=not-an-occasion");
  await expect(page.getByRole("main").getByRole("button", { name: /^Add to Cart: / })).toHaveCount(6);
  await expect(
    page.getByRole("group", { name: "Filter by occasion" }).getByRole("button", { name: "All" }),
  ).toHaveAttribute("aria-pressed", "true");
});
