import { randomBytes } from "node:crypto";
import { createCustomer, signIn } from "../fixtures/accounts";
import { signInAsAdmin } from "../fixtures/admin";
import { buyMembership } from "../fixtures/club";
import { ADMIN } from "../fixtures/reservations";
import { expect, test } from "../fixtures/test";

/**
 * The club's monthly shipment run on /admin/club (issue 28), on a phone and at a desk. A run makes an
 * order for every member of the month, other specs' members too: this file runs alone, after every
 * other (playwright.config.ts, project "club-run"), each width on a month of its own.
 */

test.describe.configure({ mode: "serial" });

for (const [width, month] of [
  [390, "2027-05"],
  [1280, "2027-06"],
] as const) {
  test(`the staff run ${month}'s club shipment at ${width} px: defaults, confirm, pick list, ship all`, async ({
    page,
    playwright,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    // A member of our own, who joined through the shop (a saved card).
    const joiner = await playwright.request.newContext({ baseURL });
    const account = await createCustomer(joiner, "runner");
    await signIn(joiner, account.username);
    await buyMembership(joiner, "essential");
    await joiner.dispose();
    // The run's wines, ours alone, with stock for every member.
    const admin = await playwright.request.newContext({ baseURL });
    await signIn(admin, ADMIN.username, ADMIN.password);
    const names: string[] = [];
    for (const label of ["One", "Two"]) {
      const name = `E2E Run ${label} ${randomBytes(3).toString("hex")}`;
      const res = await admin.post("/api/wines", {
        data: {
          name,
          type: "red",
          description: "A wine for the club run.",
          vintage: 2024,
          price: "30.00",
          stock: 500,
        },
      });
      expect(res.ok()).toBe(true);
      names.push(`${name} 2024`);
    }
    await admin.dispose();
    const [one = "", two = ""] = names;

    await signInAsAdmin(page);
    await page.goto("/admin/club");
    await page.getByLabel("Month", { exact: true }).fill(month);
    const table = page.getByRole("table", { name: "Club shipments" });
    await expect(table.getByRole("row").nth(1)).toBeVisible();
    await page.getByLabel("Essential wine 1").selectOption({ label: one });
    for (const tier of ["Premium", "Elite"]) {
      await page.getByLabel(`${tier} wine 1`).selectOption({ label: one });
      await page.getByLabel(`${tier} wine 2`).selectOption({ label: two });
    }
    await page.getByRole("button", { name: "Save Default Wines" }).click();
    await expect(page.getByText("Default wines saved")).toBeVisible();
    const rows = table.getByRole("row");
    const shipments = (await rows.count()) - 1;
    expect(shipments).toBeGreaterThan(0);
    // The pick list adds up every shipment's bottles.
    const pick = page.getByRole("table", { name: "Pick list" });
    const total = Number(await pick.getByRole("row").last().getByRole("cell").last().textContent());
    expect(total).toBeGreaterThanOrEqual(shipments);

    await page.getByRole("button", { name: /^Confirm Run \(\d+ to make\)$/ }).click();
    await page
      .getByRole("dialog", { name: `Confirm the ${month} club run?` })
      .getByRole("button", { name: "Confirm Run" })
      .click();
    await expect(page.getByText("Club run confirmed")).toBeVisible();
    await expect(page.getByText("Confirmed", { exact: true })).toBeVisible();
    await expect(rows.filter({ hasText: "Not made yet" })).toHaveCount(0);

    // Ship them all: each a pickup at the tasting room here, so no tracking numbers to type.
    await page.getByRole("button", { name: /^Mark All Shipped… \(\d+\)$/ }).click();
    const ship = page.getByRole("dialog", { name: /^Ship \d+ orders?$/ });
    // Every shipment's order is read first (some tens of them in a full run).
    await expect(ship.getByRole("table", { name: "Tracking per order" })).toBeVisible({ timeout: 20_000 });
    const carriers = ship.getByLabel(/^Carrier of order #/);
    for (let i = 0; i < (await carriers.count()); i++) await carriers.nth(i).selectOption("pickup");
    await ship.getByRole("button", { name: "Mark Shipped" }).click();
    await expect(page.getByText(/^\d+ orders? shipped\.$/)).toBeVisible();
    await expect(page.getByText("Shipped", { exact: true })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });
}
