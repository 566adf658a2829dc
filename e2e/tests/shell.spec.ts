import { expect, test } from "../fixtures/test";

test("the home page shows the header and three signature wines that lead to their pages", async ({
  page,
}) => {
  await page.goto("/");
  const header = page.getByRole("banner");
  await expect(header.getByRole("link", { name: "Ridge Road Vineyard, home" })).toBeVisible();
  for (const name of ["Wines", "Gifts", "Merchandise", "Visit", "Club", "Contact"]) {
    await expect(
      header.getByRole("navigation", { name: "Main" }).getByRole("link", { name, exact: true }),
    ).toBeVisible();
  }
  await expect(header.getByRole("link", { name: "Login" })).toBeVisible();

  const signature = page.getByRole("region", { name: "Our Signature Wines" });
  const details = signature.getByRole("link", { name: /^View details of / });
  await expect(details).toHaveCount(3);
  await expect(details.first()).toHaveAccessibleName("View details of Lakeshore Riesling");
  await details.nth(1).click();
  await expect(page).toHaveURL(/\/wine\/wine-ridge-road-reserve-cabernet-sauvignon-2020$/);
});

test("the directions dialog opens with its cards and closes", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("button", { name: "Directions" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Visit the Tasting Room" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText("From the West (Cleveland)")).toBeVisible();
  await expect(dialog.getByText("From the East (Erie, PA)")).toBeVisible();
  await expect(dialog.getByText("(440) 555-0168").first()).toBeVisible();
  await expect(dialog.getByText("Important Tips")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
});

test("offline, the directions map shows the address and a maps link instead of a broken frame", async ({
  page,
}) => {
  // The browser says it is offline (the page itself still comes from the test server).
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, "onLine", { configurable: true, get: () => false });
  });
  await page.goto("/");
  await page.getByRole("button", { name: "Directions" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Visit the Tasting Room" });
  const placeholder = dialog.getByTestId("map-placeholder");
  await expect(placeholder).toBeVisible();
  await expect(placeholder).toContainText("4490 South Ridge Road, Conneaut, OH 44030");
  await expect(placeholder.getByRole("link", { name: /Open in Maps/ })).toHaveAttribute(
    "href",
    /openstreetmap\.org/,
  );
  await expect(dialog.locator("iframe")).toHaveCount(0);
});

test("the map waits behind its address card until the map frame has loaded", async ({ page }) => {
  // A map service that never answers: the frame stays hidden and the card stays usable.
  await page.route("https://www.openstreetmap.org/**", () => {});
  await page.goto("/visit");
  const placeholder = page.getByTestId("map-placeholder");
  await expect(placeholder).toBeVisible();
  await expect(placeholder.getByRole("link", { name: /Open in Maps/ })).toBeVisible();
  await expect(page.locator("iframe[title^='Map of']")).toHaveCSS("opacity", "0");
});

test("an unknown address shows the 404 page", async ({ page }) => {
  await page.goto("/no-such-page/at-all");
  await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
  await expect(page.getByText("Did you forget to add the page to the router?")).toBeVisible();
});

test("every route change scrolls back to the top", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("contentinfo")).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  await page.getByRole("contentinfo").getByRole("link", { name: "Our Story" }).first().click();
  await expect(page).toHaveURL(/\/about$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
