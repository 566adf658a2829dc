import { randomBytes } from "node:crypto";
import { signInAsAdmin } from "../fixtures/admin";
import { expect, otherBrowser, test } from "../fixtures/test";

test("an admin edits a page and a visitor reads it, with its meta in the head", async ({ page, browser }) => {
  // A page of this test's own: the seeded pages are read by other specs running alongside.
  const suffix = randomBytes(3).toString("hex");
  const title = `Harvest Shipping ${suffix}`;
  const slug = `harvest-shipping-${suffix}`;
  const marker = `Harvest-week orders leave on Tuesday ${suffix}`;
  await signInAsAdmin(page);
  const created = await page.request.post("/api/admin/pages", {
    data: { slug, title, content: "To be written.", isPublished: true },
  });
  expect(created.status()).toBe(200);
  await page.goto("/admin?tab=pages");
  const row = page
    .getByRole("list", { name: "Pages" })
    .getByRole("listitem")
    .filter({ hasText: `/pages/${slug}` });
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

  const context = await otherBrowser(browser);
  const visitor = await context.newPage();
  await visitor.goto("/");
  await visitor.getByRole("navigation", { name: "Pages" }).getByRole("link", { name: title }).click();
  await expect(visitor).toHaveURL(new RegExp(`/pages/${slug}$`));
  await expect(visitor.getByText(marker)).toBeVisible();
  // HTML someone typed is shown as text, never run.
  await expect(visitor.getByText("<script>alert(1)</script>")).toBeVisible();
  await expect(visitor).toHaveTitle(`${title} | Ridge Road Vineyard`);
  await expect(visitor.locator('meta[name="description"]')).toHaveAttribute(
    "content",
    "When your Ridge Road wine ships.",
  );
  await context.close();
});

test("an admin adds a page, which a visitor finds in the footer and opens, then deletes it", async ({
  page,
  browser,
}) => {
  const suffix = randomBytes(3).toString("hex");
  const title = `Harvest Festival ${suffix}`;
  const slug = `harvest-festival-${suffix}`;
  await signInAsAdmin(page);
  await page.goto("/admin?tab=pages");
  await page.getByRole("button", { name: "New page" }).click();
  const form = page.getByRole("form", { name: "New page" });
  await form.getByLabel(/^Title/).fill(title);
  // The address follows the title until it is typed.
  await expect(form.getByLabel(/^Address/)).toHaveValue(slug);
  await form.getByLabel(/^Content \(Markdown\)/).fill("Grape stomping on **Saturday**, music from noon.");
  await form.getByRole("button", { name: "Add Page" }).click();
  await expect(page.getByText(`${title} is at /pages/${slug} and in the footer.`)).toBeVisible();
  const row = page.getByRole("list", { name: "Pages" }).getByRole("listitem").filter({ hasText: title });
  await expect(row).toContainText(`/pages/${slug}`);

  const context = await otherBrowser(browser);
  const visitor = await context.newPage();
  await visitor.goto("/");
  const footerLink = visitor.getByRole("navigation", { name: "Pages" }).getByRole("link", { name: title });
  await footerLink.click();
  await expect(visitor).toHaveURL(new RegExp(`/pages/${slug}$`));
  await expect(visitor.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(visitor.getByText("Grape stomping on")).toBeVisible();

  // Deleting asks first, naming the page.
  await row.getByRole("button", { name: `Delete ${title}` }).click();
  const confirm = page.getByRole("dialog", { name: `Delete "${title}"?` });
  await expect(confirm).toContainText(
    `"${title}" at /pages/${slug} will be removed from the site and the footer.`,
  );
  await confirm.getByRole("button", { name: "Delete page" }).click();
  await expect(page.getByText(`${title} is no longer on the site.`)).toBeVisible();
  await expect(row).toHaveCount(0);
  // A built-in page offers no Delete: the tab says why instead.
  const terms = page
    .getByRole("list", { name: "Pages" })
    .getByRole("listitem")
    .filter({ hasText: "/pages/terms" });
  await expect(terms).toContainText("built in: unpublish it to hide it");
  await expect(terms.getByRole("button", { name: /^Delete/ })).toHaveCount(0);

  await visitor.goto("/");
  await expect(
    visitor.getByRole("navigation", { name: "Pages" }).getByRole("link", { name: "Terms of Sale" }),
  ).toBeVisible();
  await expect(visitor.getByRole("link", { name: title })).toHaveCount(0);
  await context.close();
});
