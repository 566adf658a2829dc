import { createCustomer, signIn } from "../fixtures/accounts";
import { buyMembership } from "../fixtures/club";
import { createWines, getWine, wineWord } from "../fixtures/shop";
import { expect, type Page, test } from "../fixtures/test";

const RIESLING = "wine-lakeshore-riesling-2022";
const BRUT = "wine-conneaut-creek-brut-2019";
const SOLD_OUT = "wine-grand-river-pinot-gris-2022";
const LIBRARY = "wine-library-reserve-cabernet-sauvignon-2012";

const winesCount = (n: number) => `${n} ${n === 1 ? "wine" : "wines"}`;
const cartLink = (page: Page) => page.getByRole("banner").getByRole("link", { name: /^Cart/ });
const cardHeadings = (page: Page) => page.getByRole("main").getByRole("heading", { level: 2 });

test("search, type filter and sort update the address, the count and the empty state", async ({
  page,
  playwright,
  baseURL,
}) => {
  // The test's own wines, found by a word only they hold: other specs add wines to the shop meanwhile.
  const word = wineWord();
  const [dry, sweet] = await createWines(playwright, baseURL, [
    { name: `Lakeside Dry Riesling ${word}`, type: "white", price: "19.00" },
    { name: `Harbor Late Harvest Riesling ${word}`, type: "white", price: "26.50" },
    { name: `Ridge Top Pinot Noir ${word}`, type: "red", price: "31.00" },
  ]);
  if (!dry || !sweet) throw new Error("the wines were not made");

  await page.goto("/shop");
  await expect(page.getByRole("heading", { level: 1, name: "Our Wines" })).toBeVisible();

  await page.getByRole("searchbox", { name: "Search wines" }).fill(word);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${word}`));
  await expect(page.getByText(winesCount(3), { exact: true })).toBeVisible();

  const types = page.getByRole("group", { name: "Filter by type" });
  await types.getByRole("button", { name: "White", exact: true }).click();
  await expect(page).toHaveURL(/[?&]type=white/);
  await expect(types.getByRole("button", { name: "White", exact: true })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expect(page.getByText(winesCount(2), { exact: true })).toBeVisible();

  await page.getByLabel("Sort by").selectOption({ label: "Price: High to Low" });
  await expect(page).toHaveURL(/[?&]sort=price-desc/);
  await expect(cardHeadings(page)).toHaveText([
    sweet.name,
    dry.name,
    "Join the Wine Club",
    "Taste Before You Buy",
  ]);

  await page.getByRole("searchbox", { name: "Search wines" }).fill("no such wine anywhere");
  await expect(page.getByRole("heading", { name: "No wines found" })).toBeVisible();
  await expect(page.getByText("Try adjusting your search or filters")).toBeVisible();
  await expect(page.getByText("0 wines", { exact: true })).toBeVisible();

  // The address alone reproduces the page.
  await page.reload();
  await expect(page.getByRole("searchbox", { name: "Search wines" })).toHaveValue("no such wine anywhere");
  await expect(page.getByRole("heading", { name: "No wines found" })).toBeVisible();

  await page.getByRole("button", { name: "Show all wines" }).click();
  await expect(page).toHaveURL(/\/shop$/);
  await expect(page.getByRole("searchbox", { name: "Search wines" })).toHaveValue("");
  await expect(types.getByRole("button", { name: "All", exact: true })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  // Every wine again, the seeded ones and these; the count says how many the page lists.
  const cards = page.getByRole("main").getByRole("link", { name: /^View details of / });
  await expect(
    page.getByRole("main").getByRole("link", { name: new RegExp(`^View details of .* ${word}$`) }),
  ).toHaveCount(3);
  await expect(
    page.getByRole("link", { name: "View details of Lakeshore Riesling", exact: true }),
  ).toBeVisible();
  const shown = page.getByText(/^\d+ wines$/);
  await expect(cards).toHaveCount(Number((await shown.innerText()).split(" ")[0]));
});

test("a shared address with values that are not valid falls back to the defaults", async ({
  page,
  playwright,
  baseURL,
}) => {
  // By price the red comes first; by name, the default, the rosé does.
  const word = wineWord();
  const [red, rose] = await createWines(playwright, baseURL, [
    { name: `Cellar Door Red ${word}`, type: "red", price: "18.00" },
    { name: `Blush Hour Rosé ${word}`, type: "rosé", price: "29.00" },
  ]);
  if (!red || !rose) throw new Error("the wines were not made");
  await page.goto(`/shop?type=purple&sort=cheapest-first&q=${word}`);
  await expect(page.getByText(winesCount(2), { exact: true })).toBeVisible();
  await expect(page.getByLabel("Sort by")).toHaveValue("name");
  await expect(
    page.getByRole("group", { name: "Filter by type" }).getByRole("button", { name: "All", exact: true }),
  ).toHaveAttribute("aria-pressed", "true");
  await expect(cardHeadings(page)).toHaveText([
    rose.name,
    red.name,
    "Join the Wine Club",
    "Taste Before You Buy",
  ]);
});

test("adding from a card and from the detail page updates the cart badge", async ({ page }) => {
  const riesling = await getWine(page.request, RIESLING);
  await page.goto("/shop");
  await expect(cartLink(page)).toHaveAccessibleName("Cart");

  await page.getByRole("button", { name: `Add to Cart: ${riesling.name}` }).click();
  await expect(page.getByText("Added to cart!")).toBeVisible();
  await expect(cartLink(page)).toHaveAccessibleName("Cart, 1 item");
  await page.getByRole("button", { name: "Keep Shopping" }).click();
  await expect(page.getByText("Added to cart!")).toBeHidden();

  await page.getByRole("link", { name: `View details of ${riesling.name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/wine/${RIESLING}$`));
  await expect(page.getByRole("heading", { level: 1, name: riesling.name })).toBeVisible();
  await page.getByRole("button", { name: "Increase quantity" }).click();
  await page.getByRole("button", { name: "Increase quantity" }).click();
  await expect(page.getByRole("textbox", { name: "Quantity" })).toHaveValue("3");
  await page.getByRole("button", { name: "Add to Cart" }).click();
  await expect(page.getByText("3 bottles of Lakeshore Riesling added to your cart.")).toBeVisible();
  await expect(cartLink(page)).toHaveAccessibleName("Cart, 4 items");

  await page.getByRole("button", { name: "View Cart" }).click();
  await expect(page).toHaveURL(/\/cart$/);
  const line = page.getByRole("listitem", { name: `${riesling.name} ${riesling.vintage}` });
  await expect(
    line.getByRole("textbox", { name: `Quantity of ${riesling.name} ${riesling.vintage}` }),
  ).toHaveValue("4");
});

test("Buy Now adds the chosen quantity and lands on the cart", async ({ page }) => {
  const brut = await getWine(page.request, BRUT);
  await page.goto(`/wine/${BRUT}`);
  await page.getByRole("textbox", { name: "Quantity" }).fill("2");
  await page.getByRole("textbox", { name: "Quantity" }).press("Enter");
  await page.getByRole("button", { name: "Buy Now" }).click();
  await expect(page.getByText("Added to cart!")).toBeVisible();
  await expect(page).toHaveURL(/\/cart$/);
  const line = page.getByRole("listitem", { name: `${brut.name} ${brut.vintage}` });
  await expect(line.getByRole("textbox", { name: `Quantity of ${brut.name} ${brut.vintage}` })).toHaveValue(
    "2",
  );
  await expect(cartLink(page)).toHaveAccessibleName("Cart, 2 items");
});

test("the detail page shows every fact, bounds the quantity by the stock and knows sold-out wines", async ({
  page,
}) => {
  const riesling = await getWine(page.request, RIESLING);
  await page.goto(`/wine/${RIESLING}`);
  await expect(page.getByText(`$237.60 per case of ${riesling.bottlesPerCase}`)).toBeVisible();
  for (const label of ["Vintage", "Region", "Grape variety", "Alcohol", "Serving temperature"]) {
    await expect(page.getByText(label, { exact: true })).toBeVisible();
  }
  await expect(page.getByRole("heading", { name: "Tasting Notes" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Food Pairing" })).toBeVisible();

  // An exclusive wine is for club members: a visitor is shown the way into the club instead.
  await page.goto(`/wine/${LIBRARY}`);
  await expect(page.getByText("Members only", { exact: true })).toBeVisible();
  await expect(page.getByText("This wine is for wine club members.")).toBeVisible();
  await expect(page.getByRole("button", { name: /Add to Cart/ })).toHaveCount(0);
  await expect(
    page.getByRole("link", {
      name: "Library Reserve Cabernet Sauvignon is for wine club members: join the club",
    }),
  ).toHaveAttribute("href", "/membership");

  // A member buys it, as many as the stock allows.
  const member = await createCustomer(page.request, "collector");
  await signIn(page.request, member.username);
  await buyMembership(page.request, "essential");
  const library = await getWine(page.request, LIBRARY);
  await page.goto(`/wine/${LIBRARY}`);
  await page.getByRole("textbox", { name: "Quantity" }).fill("50");
  await page.getByRole("textbox", { name: "Quantity" }).blur();
  await expect(page.getByRole("textbox", { name: "Quantity" })).toHaveValue(String(library.stock));
  await expect(page.getByRole("button", { name: "Increase quantity" })).toBeDisabled();

  const soldOut = await getWine(page.request, SOLD_OUT);
  expect(soldOut.stock).toBe(0);
  await page.goto(`/wine/${SOLD_OUT}`);
  await expect(page.getByText("Out of stock").first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Out of stock" })).toHaveCount(2);
  for (const button of await page.getByRole("button", { name: "Out of stock" }).all()) {
    await expect(button).toBeDisabled();
  }

  await page.goto("/shop");
  await expect(page.getByRole("button", { name: `Out of stock: ${soldOut.name}` })).toBeDisabled();
});

test("an unknown wine shows the not-found state with a way back", async ({ page }) => {
  await page.goto("/wine/no-such-wine");
  await expect(page.getByRole("heading", { name: "Wine not found" })).toBeVisible();
  await expect(page.getByText("The wine you're looking for doesn't exist.")).toBeVisible();
  await page.getByRole("link", { name: "Back to Shop" }).click();
  await expect(page).toHaveURL(/\/shop$/);
});
