import { createCustomer, signIn } from "../fixtures/accounts";
import { expect, type Page, test } from "../fixtures/test";

// How pages hold together at a phone's and a desktop's widths.

test("on a 390 px phone the dashboard's tabs stay on one line that scrolls, and keys still reach each tab", async ({
  page,
}) => {
  const account = await createCustomer(page.request, "narrow");
  await signIn(page.request, account.username);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/dashboard");
  const list = page.getByRole("tablist", { name: "Dashboard sections" });
  const tabs = list.getByRole("tab");
  await expect(tabs).toHaveCount(5);
  // One row: every tab at the same height on the page, and the list one tab high (plus its 1 px
  // bottom border), not two or three. Measured in one go: the page above the tabs may still be
  // settling as it comes alive (a measure taken tab by tab once caught it moving, 1 run in 6).
  const row = () =>
    list.evaluate((el) => {
      const tops = [...el.querySelectorAll('[role="tab"]')].map((tab) => tab.getBoundingClientRect().top);
      const tabHeight = el.querySelector('[role="tab"]')?.getBoundingClientRect().height ?? 0;
      return { rows: new Set(tops).size, oneTabHigh: el.getBoundingClientRect().height < tabHeight * 1.5 };
    });
  await expect.poll(row).toEqual({ rows: 1, oneTabHigh: true });
  // The row is wider than the phone but the page does not scroll sideways: only the row does.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // (0.95 of a tab: the row scrolls by whole pixels, the tabs are a fraction of a pixel wider.)
  const profile = list.getByRole("tab", { name: "Profile" });
  await expect(profile).not.toBeInViewport({ ratio: 0.95 });

  await list.getByRole("tab", { name: "Overview" }).focus();
  const scrollY = await page.evaluate(() => window.scrollY);
  await page.keyboard.press("End");
  await expect(profile).toBeFocused();
  await expect(profile).toHaveAttribute("aria-selected", "true");
  await expect(profile).toBeInViewport({ ratio: 0.95 });
  await page.keyboard.press("Home");
  await expect(list.getByRole("tab", { name: "Overview" })).toBeInViewport({ ratio: 0.95 });
  // Changing tabs leaves the page where it was, under the person's thumb.
  expect(await page.evaluate(() => window.scrollY)).toBe(scrollY);

  // A link straight to a far tab shows that tab in the row too.
  await page.goto("/dashboard?tab=profile");
  await expect(profile).toHaveAttribute("aria-selected", "true");
  await expect(profile).toBeInViewport({ ratio: 0.95 });
});

/** The content column every page shares, as the site header draws it (inside its padding). */
async function contentColumn(page: Page) {
  return page
    .getByRole("banner")
    .locator(".chakra-container")
    .first()
    .evaluate((el) => {
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      return {
        left: box.left + Number.parseFloat(style.paddingLeft),
        right: box.right - Number.parseFloat(style.paddingRight),
      };
    });
}

for (const width of [390, 768, 1024, 1280, 1440]) {
  test(`at ${width} px the club tier cards stay inside the page's content column`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/membership");
    const cards = page.getByRole("article", { name: / tier$/ });
    await expect(cards).toHaveCount(3);
    await cards.first().scrollIntoViewIfNeeded();
    const column = await contentColumn(page);
    for (const card of await cards.all()) {
      const box = await card.boundingBox();
      if (!box) throw new Error("a tier card is not laid out");
      expect(box.x).toBeGreaterThanOrEqual(column.left - 0.5);
      expect(box.x + box.width).toBeLessThanOrEqual(column.right + 0.5);
      // The Join button's label fits inside the button.
      const button = card.getByRole("button");
      expect(await button.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });
}
