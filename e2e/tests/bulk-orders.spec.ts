import { randomBytes } from "node:crypto";
import { placeGuestOrder, signInAsAdmin } from "../fixtures/admin";
import { expect, test } from "../fixtures/test";

/** Many orders at once on the desk (issue 28), on a phone and at a desk. */

for (const width of [390, 1280]) {
  test(`the desk moves the orders a search finds to processing, undoes one and ships the rest at ${width} px`, async ({
    page,
    playwright,
    baseURL,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const family = `Bulkley${randomBytes(3).toString("hex")}`;
    const first = await placeGuestOrder(playwright, baseURL, {
      firstName: "Ada",
      lastName: family,
      email: `ada.${family}@example.test`,
    });
    const second = await placeGuestOrder(playwright, baseURL, {
      firstName: "Ben",
      lastName: family,
      email: `ben.${family}@example.test`,
    });
    await signInAsAdmin(page);
    await page.goto(`/admin/orders?search=${family}`);
    const cards = page.getByRole("article", { name: /^Order #/ });
    await expect(cards).toHaveCount(2);

    // Tick one, then every order the search finds.
    await page.getByLabel(`Select order #${first.orderNumber}`).check({ force: true });
    const bar = page.getByRole("region", { name: "Selected orders" });
    await expect(bar.getByText("1 order selected")).toBeVisible();
    await bar.getByRole("button", { name: "Select all 2 matching" }).click();
    await expect(bar.getByText("2 orders selected")).toBeVisible();
    await bar.getByRole("button", { name: "Mark Processing (2)" }).click();
    await expect(page.getByText("2 orders moved to processing.")).toBeVisible();
    await expect(cards.filter({ hasText: "Processing" })).toHaveCount(2);

    // One was picked by mistake.
    await page.getByLabel(`Select order #${second.orderNumber}`).check({ force: true });
    await bar.getByRole("button", { name: "Undo Processing (1)" }).click();
    await expect(page.getByText("1 order moved back to confirmed.")).toBeVisible();

    // Both ship, each with its tracking number; the one left blank stays, and says why.
    await page.getByLabel(`Select order #${first.orderNumber}`).check({ force: true });
    await page.getByLabel(`Select order #${second.orderNumber}`).check({ force: true });
    await bar.getByRole("button", { name: "Mark Shipped… (2)" }).click();
    const ship = page.getByRole("dialog", { name: /^Ship [12] orders?$/ });
    await expect(ship).toHaveAccessibleName("Ship 2 orders");
    await ship.getByLabel(`Carrier of order #${first.orderNumber}`).selectOption("usps");
    await ship.getByLabel(`Tracking number of order #${first.orderNumber}`).fill("9400111899223856928499");
    await ship.getByRole("button", { name: "Mark Shipped" }).click();
    await expect(
      page.getByText(`#${second.orderNumber}: Enter the tracking number of the shipment`),
    ).toBeVisible();
    // The one refused is still ticked: shipped again, with its number.
    await expect(bar.getByText("1 order selected")).toBeVisible();
    await bar.getByRole("button", { name: "Mark Shipped… (1)" }).click();
    await expect(ship).toHaveAccessibleName("Ship 1 order");
    await ship.getByLabel(`Tracking number of order #${second.orderNumber}`).fill("1Z999AA10123456784");
    await ship.getByRole("button", { name: "Mark Shipped" }).click();
    await expect(page.getByText("1 order shipped.")).toBeVisible();
    await expect(cards.filter({ hasText: "Shipped" })).toHaveCount(2);

    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });
}
