import { randomBytes } from "node:crypto";
import { signInAsAdmin } from "../fixtures/admin";
import { expect, test } from "../fixtures/test";

test("an admin edits the shipping page and a visitor reads it, with its meta in the head", async ({
  page,
  browser,
}) => {
  const marker = `Harvest-week orders leave on Tuesday ${randomBytes(3).toString("hex")}`;
  await signInAsAdmin(page);
  await page.goto("/admin?tab=pages");
  const row = page
    .getByRole("list", { name: "Pages" })
    .getByRole("listitem")
    .filter({ hasText: "/pages/shipping" });
  await row.getByRole("button", { name: /^Edit / }).click();
  const form = page.getByRole("form", { name: "Edit page" });
  const content = form.getByLabel(/^Content \(Markdown\)/);
  await content.fill(`## When we ship\n\n**${marker}**.\n\n<script>alert(1)</script>`);
  await form.getByRole("tab", { name: "Preview" }).click();
  await expect(form.getByRole("heading", { name: "When we ship" })).toBeVisible();
  await form.getByRole("tab", { name: "Write" }).click();
  await form.getByLabel("Meta description").fill("When your Ridge Road wine ships.");
  await form.getByRole("button", { name: "Save Page" }).click();
  await expect(page.getByText("Page saved")).toBeVisible();

  const context = await browser.newContext();
  const visitor = await context.newPage();
  await visitor.goto("/");
  await visitor.getByRole("contentinfo").getByRole("link", { name: "Shipping" }).click();
  await expect(visitor).toHaveURL(/\/pages\/shipping$/);
  await expect(visitor.getByText(marker)).toBeVisible();
  // HTML someone typed is shown as text, never run.
  await expect(visitor.getByText("<script>alert(1)</script>")).toBeVisible();
  await expect(visitor).toHaveTitle("Shipping & Delivery | Ridge Road Vineyard");
  await expect(visitor.locator('meta[name="description"]')).toHaveAttribute(
    "content",
    "When your Ridge Road wine ships.",
  );
  await context.close();
});
