import { createCustomer, signIn } from "../fixtures/accounts";
import { createEntry, RIESLING, TINY_PNG, uniqueTag } from "../fixtures/journal";
import { expect, otherBrowser, type Page, test } from "../fixtures/test";

/** One line of chips of the tasting form (a group named by its label). */
const chip = (page: Page, line: string, option: string) =>
  page.getByRole("group", { name: line, exact: true }).getByRole("button", { name: option, exact: true });

test("a customer writes a private entry with chips, tags and a photo; nobody else can open it", async ({
  page,
  browser,
  baseURL,
}) => {
  // A whole tasting sheet is some forty taps and keys: more than the default budget on a busy machine.
  test.slow();
  const account = await createCustomer(page.request, "taster");
  await signIn(page.request, account.username);
  const tag = uniqueTag("anniversary");

  await page.goto("/journal");
  await expect(page.getByRole("tab", { name: "My Journal", selected: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Start Your Wine Journey" })).toBeVisible();
  await page.getByRole("link", { name: "New Entry" }).click();
  await expect(page.getByRole("heading", { name: "New Tasting Journal Entry" })).toBeVisible();

  // Only the wine is missing: the date starts at today.
  await page.getByRole("button", { name: "Save Journal Entry" }).click();
  await expect(page.getByText("Please select a wine")).toBeVisible();
  await page.getByRole("combobox", { name: /^Wine/ }).selectOption(RIESLING.id);
  await expect(page.getByRole("complementary", { name: "Winemaker's notes" })).toContainText(
    "Green apple, white peach and lime zest",
  );
  await page.getByLabel("Location").fill("The tasting room bar");

  await chip(page, "Clarity", "Clear").click();
  await chip(page, "Color (white wine)", "Lemon-green").click();
  await chip(page, "Sweetness", "Dry").click();
  // One choice per line: another chip replaces the first; pressing it again clears the line.
  await chip(page, "Sweetness", "Off-dry").click();
  await expect(chip(page, "Sweetness", "Dry")).toHaveAttribute("aria-pressed", "false");
  await chip(page, "Acidity", "High").click();
  await chip(page, "Tannin", "Low").click();
  await chip(page, "Tannin", "Low").click();
  await expect(chip(page, "Tannin", "Low")).toHaveAttribute("aria-pressed", "false");
  await chip(page, "Length", "Medium (+)").click();
  await chip(page, "Quality", "Very good").click();
  await chip(page, "Your rating (1 to 10)", "8").click();
  await page.getByLabel("Primary aromas").fill("green apple, lime");
  await page.getByLabel("Notes", { exact: true }).fill("Bright and lively; honey as it warms.");

  const tags = page.getByRole("textbox", { name: "Tags" });
  await tags.fill(tag);
  await tags.press("Enter");
  await tags.fill("patio");
  await page.getByRole("button", { name: "Add", exact: true }).click();
  await tags.fill(`  ${tag.toUpperCase()}  `);
  await tags.press("Enter");
  await expect(page.getByText(`"${tag.toUpperCase()}" is already a tag`)).toBeVisible();
  await tags.fill("   ");
  await tags.press("Enter");
  await page.getByRole("button", { name: "Remove tag patio" }).click();
  await expect(page.getByRole("list", { name: "Tags added" }).getByRole("listitem")).toHaveText([`#${tag}`]);

  await page
    .getByLabel("Choose photos")
    .setInputFiles({ name: "glass.png", mimeType: "image/png", buffer: TINY_PNG });
  await expect(page.getByRole("img", { name: "Photo 1" })).toHaveAttribute(
    "src",
    /^\/uploads\/[0-9a-f]{64}\.webp$/,
  );

  await page.getByRole("button", { name: "Save Journal Entry" }).click();
  await expect(page.getByText("Journal Created")).toBeVisible();
  await expect(page).toHaveURL(/\/journal$/);
  const card = page.getByRole("article", { name: RIESLING.name });
  await expect(card).toHaveCount(1);
  await expect(card.getByText("Private")).toBeVisible();
  await expect(card.getByText(`#${tag}`)).toBeVisible();
  await expect(card.getByText("8/10")).toBeVisible();

  await card.getByRole("link", { name: /View details/ }).click();
  const sheet = page.getByRole("region", { name: "Tasting Sheet" });
  await expect(sheet.getByText("Off-dry")).toBeVisible();
  await expect(sheet.getByText("Lemon-green")).toBeVisible();
  await expect(sheet.getByText("Medium (+)")).toBeVisible();
  await expect(page.getByRole("region", { name: "Photos" }).getByRole("img")).toHaveCount(1);
  await expect(page.getByText("Private: only you can see this entry.")).toBeVisible();

  // Private means private: a visitor holding the address finds nothing.
  const visitor = await otherBrowser(browser, { baseURL });
  const outsider = await visitor.newPage();
  await outsider.goto(new URL(page.url()).pathname);
  await expect(outsider.getByRole("heading", { name: "Journal entry not found" })).toBeVisible();
  await visitor.close();
});

test("the owner makes an entry public and a signed-out visitor opens its share link", async ({
  page,
  browser,
  baseURL,
}) => {
  const account = await createCustomer(page.request, "sharer");
  await signIn(page.request, account.username);
  const entry = await createEntry(page.request, {
    taste: { sweetness: "off-dry", acidity: "high" },
    personalNotes: "Lime and slate.",
  });
  expect(entry.shareableSlug).toBeNull();

  await page.goto(`/journal/${entry.id}`);
  await page.getByRole("link", { name: "Change sharing" }).click();
  await expect(page.getByRole("heading", { name: "Edit Tasting Journal Entry" })).toBeVisible();
  await expect(chip(page, "Sweetness", "Off-dry")).toHaveAttribute("aria-pressed", "true");
  await page.getByText("Make this entry public").click();
  await page.getByRole("button", { name: "Save Journal Entry" }).click();
  await expect(page.getByText("Journal Updated")).toBeVisible();
  const shareLink = await page.getByRole("textbox", { name: "Share link" }).inputValue();
  expect(shareLink).toMatch(/\/journal\/shared\/[0-9a-z]{16}$/);
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.getByRole("button", { name: "Copy share link" }).click();
  await expect(page.getByText("Link copied")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shareLink);

  const visitor = await otherBrowser(browser, { baseURL });
  const outsider = await visitor.newPage();
  await outsider.goto(new URL(shareLink).pathname);
  await expect(outsider.getByText("Shared tasting note")).toBeVisible();
  await expect(outsider.getByRole("heading", { name: `${RIESLING.name} ${RIESLING.vintage}` })).toBeVisible();
  await expect(outsider.getByRole("region", { name: "Tasting Sheet" }).getByText("Off-dry")).toBeVisible();
  await expect(outsider.getByRole("link", { name: "Sign in to like and comment" })).toBeVisible();
  await expect(outsider.getByRole("link", { name: "Buy this wine" })).toHaveAttribute(
    "href",
    `/wine/${RIESLING.id}`,
  );

  // Deleted, the entry leaves the owner's journal and its link stops working.
  await page.getByRole("button", { name: "Delete" }).click();
  await page
    .getByRole("dialog", { name: "Delete this entry?" })
    .getByRole("button", { name: "Delete Entry" })
    .click();
  await expect(page.getByText("Entry deleted")).toBeVisible();
  await expect(page).toHaveURL(/\/journal$/);
  await expect(page.getByRole("heading", { name: "Start Your Wine Journey" })).toBeVisible();
  await outsider.reload();
  await expect(outsider.getByRole("heading", { name: "Journal entry not found" })).toBeVisible();
  await visitor.close();
});

test("another customer likes and comments; the counts are real and the owner removes the comment", async ({
  page,
  playwright,
  baseURL,
}) => {
  const tag = uniqueTag("steak-night");
  const ownerAccount = await createCustomer(page.request, "owner");
  const owner = await playwright.request.newContext({ baseURL });
  await signIn(owner, ownerAccount.username);
  const entry = await createEntry(owner, { isPublic: true, tags: [tag], personalNotes: "Cedar and cocoa." });
  await owner.dispose();

  const friend = await createCustomer(page.request, "friend");
  await signIn(page.request, friend.username);
  await page.goto(`/journal/shared/${entry.shareableSlug}`);
  await page.getByRole("button", { name: "Like · 0 likes" }).click();
  await expect(page.getByRole("button", { name: "Liked · 1 like" })).toHaveAttribute("aria-pressed", "true");
  await page.getByLabel("Your comment").fill("Perch and Riesling, a classic!");
  await page.getByRole("button", { name: "Post Comment" }).click();
  await expect(page.getByText("Comment posted")).toBeVisible();
  await expect(
    page.getByRole("list", { name: "Comments" }).getByText("Perch and Riesling, a classic!"),
  ).toBeVisible();
  await expect(page.getByLabel("Your comment")).toHaveValue("");

  // The community's card counts them.
  await page.goto(`/journal?tab=community&tag=${tag}`);
  const card = page.getByRole("article", { name: RIESLING.name });
  await expect(card).toHaveCount(1);
  await expect(card.getByText(`by ${ownerAccount.username}`)).toBeVisible();
  await expect(card).toContainText("1 like");
  await expect(card).toContainText("1 comment");

  // The owner takes the comment down.
  await signIn(page.request, ownerAccount.username);
  await page.goto(`/journal/${entry.id}`);
  const comments = page.getByRole("list", { name: "Comments" });
  await comments.getByRole("button", { name: `Delete the comment of ${friend.username}` }).click();
  await comments.getByRole("button", { name: "Delete", exact: true }).click();
  await expect(page.getByText("Comment deleted")).toBeVisible();
  await expect(page.getByText("Perch and Riesling, a classic!")).toHaveCount(0);
  await expect(page.getByText("No comments yet.")).toBeVisible();
});

test("a visitor reads the community's journals and filters them, with no New Entry button", async ({
  page,
  playwright,
  baseURL,
}) => {
  const tag = uniqueTag("harbor");
  const author = await createCustomer(page.request, "author");
  const api = await playwright.request.newContext({ baseURL });
  await signIn(api, author.username);
  await createEntry(api, { isPublic: true, tags: [tag], location: "Harbor deck" });
  await createEntry(api, { isPublic: false, tags: [tag] });
  await api.dispose();

  await page.goto(`/journal?tag=${tag}`);
  await expect(page.getByRole("tab", { name: "Wine Journals", selected: true })).toBeVisible();
  await expect(page.getByRole("tab", { name: "My Journal" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "New Entry" })).toHaveCount(0);
  const cards = page.getByRole("article");
  await expect(cards).toHaveCount(1);
  await expect(cards.getByText("Harbor deck")).toBeVisible();

  await page.getByRole("group", { name: "Filter by wine type" }).getByRole("button", { name: "Red" }).click();
  await expect(page.getByRole("heading", { name: "No entries match" })).toBeVisible();
  await page.getByRole("button", { name: "Clear filters" }).click();
  await expect(page).toHaveURL(/\/journal\?tab=community$/);
});
