import { createCustomer, signIn } from "../fixtures/accounts";
import { expect, type Page, test } from "../fixtures/test";

/** The server's own HTML for a page, as a browser without scripts (or a crawler) gets it. */
async function served(page: Page, path: string): Promise<string> {
  const res = await page.request.get(path);
  expect(res.status()).toBe(200);
  return res.text();
}

/** Errors the page logs while it loads and hydrates (React reports a mismatch this way). */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

const pages: { path: string; shows: string }[] = [
  { path: "/", shows: "Our Signature Wines" },
  { path: "/shop", shows: "Lakeshore Riesling" },
  { path: "/wine/wine-lakeshore-riesling-2022", shows: "Bottle of Lakeshore Riesling" },
  { path: "/reservations", shows: "Classic Tasting" },
  { path: "/journal", shows: "Tasting Journal" },
];

for (const { path, shows } of pages) {
  test(`${path} arrives rendered and comes alive without a mismatch`, async ({ page }) => {
    const html = await served(page, path);
    const root = /<div id="root">([\s\S]*?)<\/div>\s*<script id="rr-state"/.exec(html)?.[1] ?? "";
    expect(root).toContain(shows);
    expect(html).toContain('<script id="rr-boot" type="application/json">');
    expect(html).not.toContain("needs JavaScript");

    const errors = collectErrors(page);
    await page.goto(path);
    // The header's menu button answers only once the page has hydrated.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("dialog").getByRole("link", { name: "Gifts" })).toBeVisible();
    expect(errors).toEqual([]);
  });
}

test("a signed-in shopper's page arrives with their own header and hydrates without a mismatch", async ({
  page,
}) => {
  const { username } = await createCustomer(page.request, "served");
  await signIn(page.request, username);
  // React separates two pieces of text with an empty comment.
  expect((await served(page, "/shop")).replaceAll("<!-- -->", "")).toContain(`Welcome, ${username}`);

  const errors = collectErrors(page);
  await page.goto("/shop");
  await expect(page.getByRole("link", { name: `Welcome, ${username}` })).toBeVisible();
  await page.getByRole("button", { name: "Add to Cart" }).first().click();
  await expect(page.getByRole("link", { name: "Cart, 1 item" })).toBeVisible();
  expect(errors).toEqual([]);
});
