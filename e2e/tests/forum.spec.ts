import { ADULT_BIRTH_DATE, createCustomer, PASSWORD, signIn } from "../fixtures/accounts";
import { buyMembership } from "../fixtures/club";
import { replyTo, reportPost, startTopic, uniqueWord } from "../fixtures/forum";
import { ADMIN } from "../fixtures/reservations";
import { expect, test } from "../fixtures/test";

test("a member opens a topic by its link, likes a reply and replies; markup shows as text", async ({
  page,
  playwright,
  baseURL,
  extraHTTPHeaders,
}) => {
  const word = uniqueWord("perch");
  const author = await playwright.request.newContext({ baseURL, extraHTTPHeaders });
  const writer = await createCustomer(author, "author");
  await signIn(author, writer.username);
  const topic = await startTopic(author, {
    title: `Fish fry pairings ${word}`,
    content: "Which **Riesling** goes with perch?",
  });
  await replyTo(author, topic.id, "I start with the dry one.");
  await author.dispose();

  const member = await createCustomer(page.request, "member");
  await signIn(page.request, member.username);
  await buyMembership(page.request, "essential");

  await page.goto(`/forum?topic=${topic.id}`);
  const dialog = page.getByRole("dialog", { name: topic.title });
  await expect(dialog.getByRole("heading", { name: "1 Reply" })).toBeVisible();
  await expect(dialog.getByText("1 view", { exact: true })).toBeVisible();
  await expect(dialog.locator("strong", { hasText: "Riesling" })).toBeVisible();

  const theirs = dialog.getByRole("listitem", { name: `Reply by ${writer.username}` });
  await theirs.getByRole("button", { name: "Like this reply (0 likes)" }).click();
  await expect(theirs.getByRole("button", { name: "Like this reply (1 like)" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );

  await dialog.getByRole("button", { name: "Post Reply" }).click();
  await expect(dialog.getByText("Empty reply: Please write something before posting.")).toBeVisible();
  const markup = `<img src=x onerror="window.forumXss=1">`;
  await dialog.getByLabel("Your reply").fill(`Try the *2022* ${markup} ${word}`);
  await dialog.getByRole("button", { name: "Post Reply" }).click();
  await expect(dialog.getByRole("heading", { name: "2 Replies" })).toBeVisible();
  const mine = dialog.getByRole("listitem", { name: `Reply by ${member.username}` });
  await expect(mine.getByText("Essential Member")).toBeVisible();
  await expect(mine.locator("em", { hasText: "2022" })).toBeVisible();
  // Markup people type is shown as the text it is, never run.
  await expect(mine.getByText(markup, { exact: false })).toBeVisible();
  expect(await page.evaluate(() => "forumXss" in window)).toBe(false);
});

test("a topic's address survives a reload without a second view, and search finds it again", async ({
  page,
  playwright,
  baseURL,
  extraHTTPHeaders,
}) => {
  const word = uniqueWord("walleye");
  const author = await playwright.request.newContext({ baseURL, extraHTTPHeaders });
  const writer = await createCustomer(author, "author");
  await signIn(author, writer.username);
  const topic = await startTopic(author, { title: `Lake Erie walleye ${word}`, content: "Red or white?" });
  await replyTo(author, topic.id, "White, always.");
  await author.dispose();

  const reader = await createCustomer(page.request, "reader");
  await signIn(page.request, reader.username);
  await page.goto(`/forum?topic=${topic.id}`);
  const dialog = page.getByRole("dialog", { name: topic.title });
  await expect(dialog.getByText("1 view", { exact: true })).toBeVisible();

  // The address holds the topic: a reload opens it again, in the same session (no second view).
  await page.reload();
  await expect(dialog.getByRole("heading", { name: "1 Reply" })).toBeVisible();
  await expect(dialog.getByText("1 view", { exact: true })).toBeVisible();
  // Opened by its link, the topic closes in place.
  await dialog.getByRole("button", { name: "Close dialog" }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/forum$/);

  await page.getByLabel("Search the forum").fill(word);
  const results = page.getByRole("list", { name: `Results for "${word}"` });
  await expect(results.getByRole("listitem")).toHaveCount(1);
  await expect(results.getByText("1 reply", { exact: true })).toBeVisible();
  await results.getByRole("link", { name: topic.title }).click();
  await expect(dialog.getByRole("heading", { name: "1 Reply" })).toBeVisible();
  // Opened from the list, the topic closes with Back.
  await page.goBack();
  await expect(dialog).toBeHidden();
  await expect(results.getByRole("listitem")).toHaveCount(1);
});

test("a visitor is asked to sign in when replying, signs up and in inside the dialog, and replies", async ({
  page,
  playwright,
  baseURL,
  extraHTTPHeaders,
}) => {
  // Signing up and in from the dialog is two password hashes and two forms on top of the reply.
  test.slow();
  const word = uniqueWord("harvest");
  const author = await playwright.request.newContext({ baseURL, extraHTTPHeaders });
  const writer = await createCustomer(author, "author");
  await signIn(author, writer.username);
  const topic = await startTopic(author, { title: `Harvest memories ${word}`, content: "Tell us yours." });
  await author.dispose();

  await page.goto(`/forum?q=${word}`);
  await page.getByRole("link", { name: topic.title }).click();
  const dialog = page.getByRole("dialog", { name: topic.title });
  await dialog.getByLabel("Your reply").fill(`My first harvest was in 2019 ${word}`);
  await dialog.getByRole("button", { name: "Post Reply" }).click();

  const signInDialog = page.getByRole("dialog", { name: "Sign in to the forum" });
  await expect(signInDialog.getByText("Please sign in or create a free account to reply.")).toBeVisible();
  await expect(signInDialog.getByRole("tab", { name: "Sign In" })).toHaveAttribute("aria-selected", "true");
  await signInDialog.getByRole("tab", { name: "Sign Up" }).click();
  const username = uniqueWord("visitor_");
  const signUp = signInDialog.getByRole("form", { name: "Sign up" });
  await signUp.getByLabel("Username").fill(username);
  await signUp.getByLabel("E-mail").fill(`${username}@example.test`);
  await signUp.getByLabel("Password").fill(PASSWORD);
  await signUp.getByLabel("Date of birth").fill(ADULT_BIRTH_DATE);
  await signUp.getByRole("button", { name: "Sign Up" }).click();
  await expect(page.getByText("Account created!")).toBeVisible();
  const signInForm = signInDialog.getByRole("form", { name: "Sign in" });
  await expect(signInForm.getByLabel("Username or e-mail")).toHaveValue(username);
  await signInForm.getByLabel("Password").fill(PASSWORD);
  await signInForm.getByRole("button", { name: "Sign In" }).click();
  await expect(signInDialog).toBeHidden();
  // The account was made a moment ago: its first sign-in is a welcome, not a welcome back.
  await expect(page.getByText("Welcome!", { exact: true })).toBeVisible();

  // What they wrote is still there.
  await expect(dialog.getByLabel("Your reply")).toHaveValue(`My first harvest was in 2019 ${word}`);
  await dialog.getByRole("button", { name: "Post Reply" }).click();
  await expect(dialog.getByRole("heading", { name: "1 Reply" })).toBeVisible();
  await expect(dialog.getByRole("listitem", { name: `Reply by ${username}` })).toContainText(
    "My first harvest was in 2019",
  );
});

test("a member starts a topic in the Member Lounge from the New Topic dialog", async ({ page }) => {
  const word = uniqueWord("cellar");
  const member = await createCustomer(page.request, "lounge");
  await signIn(page.request, member.username);
  await buyMembership(page.request, "premium");

  await page.goto("/forum");
  await page.getByRole("button", { name: "New Topic" }).first().click();
  const form = page.getByRole("dialog", { name: "New Topic" });
  await form.getByRole("button", { name: "Post Topic" }).click();
  await expect(form.getByText("Incomplete form: Please fill in all fields.")).toBeVisible();
  await form.getByLabel("Category").selectOption({ label: "Member Lounge" });
  await form.getByLabel("Title").fill(`Cellar temperatures ${word}`);
  await form.getByLabel("Your post").fill("What do you keep your **reds** at?");
  await form.getByRole("button", { name: "Post Topic" }).click();

  const topicDialog = page.getByRole("dialog", { name: `Cellar temperatures ${word}` });
  await expect(topicDialog.getByText("Premium Member")).toBeVisible();
  await expect(topicDialog.getByText("Member Lounge")).toBeVisible();
  await expect(page).toHaveURL(/\/forum\?topic=\w+/);
  await page.goBack();
  await expect(topicDialog).toBeHidden();
  await page.getByRole("button", { name: /Member Lounge/ }).click();
  await expect(
    page
      .getByRole("list", { name: "Member Lounge" })
      .getByRole("link", { name: `Cellar temperatures ${word}` }),
  ).toBeVisible();
});

test("a customer without a tier sees the Member Lounge locked and cannot open its topics", async ({
  page,
  playwright,
  baseURL,
  extraHTTPHeaders,
}) => {
  const word = uniqueWord("lounge");
  const admin = await playwright.request.newContext({ baseURL, extraHTTPHeaders });
  await signIn(admin, ADMIN.username, ADMIN.password);
  const topic = await startTopic(admin, {
    categoryId: "forum-member-lounge",
    title: `Next month's selection ${word}`,
    content: "A first look at the reserve Riesling.",
  });
  await admin.dispose();

  const customer = await createCustomer(page.request, "customer");
  await signIn(page.request, customer.username);
  // A shared link to the topic: refused, with the way into the club.
  await page.goto(`/forum?topic=${topic.id}`);
  const refused = page.getByRole("dialog", { name: "Topic unavailable" });
  await expect(refused.getByRole("heading", { name: "For wine club members" })).toBeVisible();
  await expect(refused.getByRole("link", { name: "Explore the Wine Club" })).toHaveAttribute(
    "href",
    "/membership",
  );
  await expect(page.getByText("A first look at the reserve Riesling.")).toHaveCount(0);
  await refused.getByRole("button", { name: "Close dialog" }).click();
  await expect(refused).toBeHidden();

  const lounge = page.getByRole("navigation", { name: "Forum categories" }).getByRole("button", {
    name: /Member Lounge/,
  });
  await expect(lounge).toBeDisabled();
  await expect(lounge).toContainText("Locked");

  // Search never lists what the reader may not open.
  await page.getByLabel("Search the forum").fill(word);
  await expect(page.getByRole("heading", { name: `Results for "${word}"` })).toBeVisible();
  await expect(page.getByRole("heading", { name: "No topics found" })).toBeVisible();

  await page.goto("/forum?category=forum-member-lounge");
  await expect(page.getByRole("heading", { name: "Member Lounge is locked" })).toBeVisible();
});

test("an admin pins and locks a topic, and its author can reply no more", async ({
  page,
  playwright,
  baseURL,
  extraHTTPHeaders,
}) => {
  // The back office screen renders a page of topics, each with its moderation controls.
  test.slow();
  const word = uniqueWord("winter");
  const author = await playwright.request.newContext({ baseURL, extraHTTPHeaders });
  const writer = await createCustomer(author, "author");
  await signIn(author, writer.username);
  const topic = await startTopic(author, { title: `Visiting in winter ${word}`, content: "Is it open?" });

  await signIn(page.request, ADMIN.username, ADMIN.password);
  await page.goto("/admin/forum");
  await page.getByRole("tab", { name: "Recent Topics" }).click();
  const card = page.getByRole("listitem", { name: topic.title });
  await card.getByRole("button", { name: "Pin", exact: true }).click();
  await expect(card.getByRole("button", { name: "Unpin", exact: true })).toBeVisible();
  await card.getByRole("button", { name: "Lock", exact: true }).click();
  await expect(card.getByRole("button", { name: "Unlock", exact: true })).toBeVisible();
  await expect(card.getByText("Pinned")).toBeVisible();
  await expect(card.getByText("Locked")).toBeVisible();

  // The author now meets the lock: no more replies.
  const locked = await author.post(`/api/forum/topics/${topic.id}/replies`, { data: { content: "Hello?" } });
  expect(locked.status()).toBe(409);
  await author.dispose();

  await card.getByRole("link", { name: topic.title }).click();
  const dialog = page.getByRole("dialog", { name: topic.title });
  await expect(dialog.getByText("Pinned")).toBeVisible();
  await expect(dialog.getByText("Locked")).toBeVisible();
  await expect(dialog.getByRole("heading", { name: "0 Replies" })).toBeVisible();
});

test("an admin dismisses one report and removes a reported reply, which shows as [deleted]", async ({
  page,
  playwright,
  baseURL,
  extraHTTPHeaders,
}) => {
  // A moderator's whole round: two reports, a confirmation, the resolved list and the thread.
  test.slow();
  const word = uniqueWord("moderate");
  const author = await playwright.request.newContext({ baseURL, extraHTTPHeaders });
  const writer = await createCustomer(author, "author");
  await signIn(author, writer.username);
  const topic = await startTopic(author, {
    title: `Tasting room hours ${word}`,
    content: "Open on Mondays?",
  });
  const spam = await replyTo(author, topic.id, `Cheap bottles at example.com ${word}`);
  await author.dispose();
  const reporter = await playwright.request.newContext({ baseURL, extraHTTPHeaders });
  const witness = await createCustomer(reporter, "witness");
  await signIn(reporter, witness.username);
  await reportPost(reporter, { topicId: topic.id }, `Off-topic ${word}`);
  await reportPost(reporter, { replyId: spam.id }, `Spam ${word}`);
  await reporter.dispose();

  await signIn(page.request, ADMIN.username, ADMIN.password);
  await page.goto("/admin/forum");
  const topicReport = page.getByRole("listitem", { name: `Report: Off-topic ${word}` });
  await topicReport.getByRole("button", { name: "Dismiss" }).click();
  await expect(page.getByText("Report dismissed")).toBeVisible();
  await expect(topicReport).toBeHidden();

  const replyReport = page.getByRole("listitem", { name: `Report: Spam ${word}` });
  await expect(replyReport.getByText(`Cheap bottles at example.com ${word}`)).toBeVisible();
  await replyReport.getByRole("button", { name: "Remove Post" }).click();
  await page
    .getByRole("dialog", { name: `Remove the reply by ${writer.username} in “Tasting room hours ${word}”?` })
    .getByRole("button", { name: "Remove Post" })
    .click();
  await expect(page.getByText("Post removed")).toBeVisible();
  await expect(replyReport).toBeHidden();

  await page.getByRole("button", { name: "Resolved" }).click();
  await expect(
    page.getByRole("listitem", { name: `Report: Off-topic ${word}` }).getByText("Dismissed", { exact: true }),
  ).toBeVisible();
  await expect(
    page.getByRole("listitem", { name: `Report: Spam ${word}` }).getByText("Post removed", { exact: true }),
  ).toBeVisible();

  await page.goto(`/forum?topic=${topic.id}`);
  const dialog = page.getByRole("dialog", { name: topic.title });
  await expect(dialog.getByRole("listitem", { name: "Deleted reply" })).toContainText("[deleted]");
  // The count says what the thread shows: the placeholder is one reply.
  await expect(dialog.getByRole("heading", { name: "1 Reply" })).toBeVisible();
});
