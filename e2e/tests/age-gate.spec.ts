import { expect, test } from "../fixtures/test";

test.use({ ageAffirmed: false, viewport: { width: 390, height: 844 } });

test("the age gate asks once per browser on a phone, explains itself and leaves a way out", async ({
  page,
}) => {
  const response = await page.goto("/shop");
  // The page itself is in the server's HTML, for search engines and link previews, and the question
  // comes with it (painted with the page, not after the app).
  const html = (await response?.text()) ?? "";
  expect(html).toContain("Our Wines");
  expect(html).toContain("Are you 21 or older?");
  const gate = page.getByRole("dialog", { name: "Are you 21 or older?" });
  await expect(gate).toBeVisible();
  await expect(gate.getByText(/makes and sells wine/)).toBeVisible();
  await expect(gate.getByRole("button", { name: "Yes, I'm 21 or older" })).toBeFocused();

  await gate.getByRole("button", { name: "No, I'm under 21" }).click();
  const under = page.getByRole("dialog", { name: "Come back when you're 21" });
  await expect(under.getByRole("link", { name: "Leave for Responsibility.org" })).toHaveAttribute(
    "href",
    "https://www.responsibility.org/",
  );
  await under.getByRole("button", { name: "I answered by mistake" }).click();
  await page.getByRole("button", { name: "Yes, I'm 21 or older" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

  // Asked once: another page, and the next visit, go straight in.
  await page.goto("/membership");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);
});

test("a page the server does not render asks the same question through the app", async ({ page }) => {
  await page.goto("/checkout");
  const gate = page.getByRole("dialog", { name: "Are you 21 or older?" });
  await expect(gate).toBeVisible();
  await gate.getByRole("button", { name: "Yes, I'm 21 or older" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await page.goto("/shop");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("dialog", { name: "Are you 21 or older?" })).toBeHidden();
});
