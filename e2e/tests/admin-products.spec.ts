import { randomBytes } from "node:crypto";
import { signInAsAdmin } from "../fixtures/admin";
import { TINY_PNG } from "../fixtures/journal";
import { expect, otherBrowser, test } from "../fixtures/test";

test("an admin adds a wine with an uploaded picture and a shopper finds it in the shop", async ({
  page,
  browser,
}) => {
  const name = `E2E Ridge Chambourcin ${randomBytes(3).toString("hex")}`;
  await signInAsAdmin(page);
  await page.goto("/admin");
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Products" }).click();
  await expect(page.getByRole("heading", { name: "Products", level: 1 })).toBeVisible();
  await page.getByRole("button", { name: "Add Wine" }).click();
  const form = page.getByRole("form", { name: "New wine" });
  await form.getByRole("button", { name: "Add Wine" }).click();
  await expect(form.getByText("Name is required")).toBeVisible();

  await form.getByLabel("Name").fill(name);
  await form.getByLabel("Description").fill("Dark cherry and a soft, smoky finish.");
  await form.getByLabel("Vintage").fill("2022");
  await form.getByLabel(/^Price \(USD\)/).fill("27.5");
  await form.getByLabel("Stock (bottles)").fill("18");
  await form.getByLabel("Region").fill("Grand River Valley");
  await form
    .getByLabel("Picture file")
    .setInputFiles({ name: "bottle.png", mimeType: "image/png", buffer: TINY_PNG });
  await expect(form.getByLabel("Image URL")).toHaveValue(/^\/uploads\/[0-9a-f]+\.webp$/);
  const picture = await form.getByLabel("Image URL").inputValue();
  await form.getByRole("button", { name: "Add Wine" }).click();
  await expect(page.getByText("Wine added")).toBeVisible();

  await page.getByRole("searchbox", { name: "Search wines" }).fill(name);
  const card = page.getByRole("list", { name: "Wines" }).getByRole("listitem");
  await expect(card).toHaveCount(1);
  await expect(card).toContainText("Available");
  await expect(card).toContainText("$27.50");
  await expect(card).toContainText("18 bottles");
  await expect(card).toContainText("Wine Club: None");

  const context = await otherBrowser(browser);
  const shopper = await context.newPage();
  await shopper.goto(`/shop?search=${encodeURIComponent(name)}`);
  await expect(shopper.getByText(name).first()).toBeVisible();
  await expect(shopper.locator(`img[src="${picture}"]`).first()).toBeVisible();
  await context.close();

  // A delivery counted in by hand, with its reason; taking more than there is changes nothing.
  await card.getByRole("button", { name: `Edit ${name}` }).click();
  const adjuster = page.getByRole("form", { name: "Adjust stock" });
  await adjuster.getByLabel("Change").fill("-19");
  await adjuster.getByLabel("Reason").selectOption({ label: "Breakage" });
  await adjuster.getByRole("button", { name: "Adjust Stock" }).click();
  await expect(
    page.getByText("Only 18 in stock: the stock cannot go below 0. Check the count and try again."),
  ).toBeVisible();
  await adjuster.getByLabel("Change").fill("6");
  await adjuster.getByLabel("Reason").selectOption({ label: "Received" });
  await adjuster.getByRole("button", { name: "Adjust Stock" }).click();
  await expect(page.getByText(`${name} 2022: +6 (Received). 24 in stock now.`)).toBeVisible();
  const recent = page.getByRole("list", { name: "Recent stock movements" });
  await expect(recent.getByRole("listitem")).toHaveCount(2);
  await expect(recent.getByRole("listitem").first()).toContainText("+6 · Adjustment: Received · 24 after");
  await expect(recent.getByRole("listitem").last()).toContainText(
    "+18 · Adjustment · 18 after · Opening stock",
  );
  // The form shows the stock read-only: saving it can never undo a sale made meanwhile.
  const editForm = page.getByRole("form", { name: "Edit wine" });
  await expect(editForm.getByLabel("Stock (bottles)")).toHaveCount(0);
  await expect(editForm.getByText("24 bottles")).toBeVisible();
  await editForm.getByLabel("Low-stock level").fill("30");
  await editForm.getByRole("button", { name: "Update Wine" }).click();
  await expect(page.getByText("Wine updated")).toBeVisible();
  await expect(card).toContainText("24 bottles");

  // The stock audit: every movement of the wine, adding up to its stock.
  await page.getByRole("tab", { name: "Stock movements" }).click();
  await page.getByLabel("Product", { exact: true }).selectOption({ label: `${name} 2022` });
  await expect(page.getByText("2 movements, net +24 (the stock on record is 24)")).toBeVisible();
  const rows = page.getByRole("table", { name: "Stock movements" }).getByRole("row");
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(1)).toContainText("Adjustment: Received");
  await expect(page.getByRole("link", { name: "Download CSV" })).toHaveAttribute("href", /format=csv/);
  await page.getByRole("tab", { name: "Wines" }).click();
  await page.getByRole("searchbox", { name: "Search wines" }).fill(name);

  // Nothing refers to it yet, so deleting removes it.
  await card.getByRole("button", { name: `Delete ${name}` }).click();
  await page.getByRole("button", { name: "Delete Wine" }).click();
  await expect(page.getByText("Wine deleted")).toBeVisible();
  await expect(card).toHaveCount(0);
});
