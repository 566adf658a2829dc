import { randomBytes } from "node:crypto";
import { main } from "../fixtures/checkout";
import { ADMIN, adminApi, latestMail, linkIn } from "../fixtures/outbox";
import { expect, otherBrowser, test } from "../fixtures/test";

const ANSWER = "Thank you! Please check your inbox: we've sent a link to confirm your subscription.";
const address = (prefix: string) => `${prefix}.${randomBytes(4).toString("hex")}@example.test`;

test("a visitor signs up in the footer and confirms from the e-mail", async ({
  page,
  playwright,
  baseURL,
  extraHTTPHeaders,
}) => {
  const email = address("footer");
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  await footer.getByRole("textbox", { name: "E-mail address" }).fill("not-an-address");
  await footer.getByRole("button", { name: "Subscribe" }).click();
  await expect(footer.getByText("Please enter a valid e-mail address")).toBeVisible();
  await footer.getByRole("textbox", { name: "E-mail address" }).fill(email);
  await footer.getByRole("button", { name: "Subscribe" }).click();
  await expect(footer.getByText(ANSWER)).toBeVisible();

  const staff = await adminApi(playwright, baseURL, extraHTTPHeaders);
  const confirmation = await latestMail(staff, email, "newsletter_confirm");
  await staff.dispose();
  await page.goto(linkIn(confirmation, "/newsletter/confirm"));
  await expect(page.getByRole("heading", { level: 1, name: "You're subscribed!" })).toBeVisible();
});

test("the staff send an issue from the Subscribers screen, and its unsubscribe link stops the next", async ({
  page,
  playwright,
  baseURL,
  extraHTTPHeaders,
}) => {
  // A confirmed subscriber, made the way the e-mails make one.
  const email = address("reader");
  const staff = await adminApi(playwright, baseURL, extraHTTPHeaders);
  expect((await page.request.post("/api/email-subscriptions", { data: { email } })).ok()).toBe(true);
  const confirmation = await latestMail(staff, email, "newsletter_confirm");
  const token = new URL(linkIn(confirmation, "/newsletter/confirm"), "http://x").searchParams.get("token");
  expect((await page.request.post("/api/email-subscriptions/confirm", { data: { token } })).ok()).toBe(true);

  const admin = await otherBrowser(page.context().browser(), { extraHTTPHeaders });
  if (!admin) throw new Error("no browser");
  const desk = await admin.newPage();
  expect((await desk.request.post("/api/auth/login", { data: ADMIN })).ok()).toBe(true);
  await desk.goto(`/admin/email-subscriptions?search=${encodeURIComponent(email)}`);
  await expect(desk.getByRole("heading", { level: 1, name: "Email Subscribers" })).toBeVisible();
  const row = main(desk).getByRole("row", { name: new RegExp(email.replace(/\./g, "\\.")) });
  await expect(row.getByText("Active")).toBeVisible();
  await expect(desk.getByTestId("active-subscribers")).toHaveText(/^\d+ Active Subscribers?$/);

  const subject = `Harvest notes ${randomBytes(3).toString("hex")}`;
  await desk.getByRole("button", { name: "Write a newsletter" }).click();
  const dialog = desk.getByRole("dialog", { name: "Write a Newsletter" });
  await dialog.getByRole("textbox", { name: "Subject" }).fill(subject);
  await dialog
    .getByRole("textbox", { name: "Message (Markdown)" })
    .fill("The **Riesling** is in. <b>Cheers</b>");
  await dialog.getByRole("button", { name: "Preview", exact: true }).click();
  const preview = dialog.frameLocator('iframe[title="Newsletter preview"]');
  await expect(preview.getByText("Riesling", { exact: true })).toBeVisible();
  // What the staff typed as HTML shows as text.
  await expect(preview.getByRole("paragraph").filter({ hasText: "<b>Cheers</b>" })).toBeVisible();
  await dialog.getByRole("button", { name: /^Send/ }).click();
  await dialog.getByRole("button", { name: /^Send to \d+ subscribers?$/ }).click();
  await expect(desk.getByText("Newsletter sent")).toBeVisible();
  await admin.close();

  const issue = await latestMail(staff, email, "newsletter_issue");
  expect(issue.subject).toBe(subject);
  await page.goto(linkIn(issue, "/newsletter/unsubscribe"));
  await expect(page.getByRole("heading", { level: 1, name: "You're unsubscribed" })).toBeVisible();

  // The next issue goes to every active subscriber but this one.
  const next = await staff.post("/api/admin/newsletters", {
    data: { subject: `${subject} (2)`, body: "More news." },
  });
  expect(next.ok()).toBe(true);
  const list = await staff.get(`/api/admin/outbox?to=${encodeURIComponent(email)}&kind=newsletter_issue`);
  const sent = (await list.json()) as { items: { subject: string }[] };
  expect(sent.items.map((m) => m.subject)).toEqual([subject]);
  await staff.dispose();
});

test("the /newsletter page signs up with names and answers a known address the same", async ({ page }) => {
  const email = address("page");
  await page.goto("/newsletter");
  await expect(page.getByRole("heading", { level: 1, name: "The Ridge Road Newsletter" })).toBeVisible();
  const form = main(page).getByRole("form", { name: "Newsletter sign-up form" });
  await form.getByRole("textbox", { name: "E-mail" }).fill(email);
  await form.getByRole("textbox", { name: "First name (optional)" }).fill("Ivy");
  await form.getByRole("button", { name: "Subscribe" }).click();
  await expect(main(page).getByText(ANSWER)).toBeVisible();
  await main(page).getByRole("button", { name: "Sign up another address" }).click();
  await form.getByRole("textbox", { name: "E-mail" }).fill(email);
  await form.getByRole("button", { name: "Subscribe" }).click();
  await expect(main(page).getByText(ANSWER)).toBeVisible();
});

test("a confirmation link that leads nowhere says so", async ({ page }) => {
  await page.goto("/newsletter/confirm?token=not-a-real-token");
  await expect(page.getByRole("heading", { level: 1, name: "This link didn't work" })).toBeVisible();
  await expect(page.getByText("This confirmation link is no longer valid.")).toBeVisible();
});

test("the outbox shows the staff every message and each one as it looks", async ({
  page,
  playwright,
  baseURL,
  extraHTTPHeaders,
}) => {
  const email = address("outbox");
  const signup = await page.request.post("/api/email-subscriptions", { data: { email } });
  expect(signup.ok()).toBe(true);
  const staff = await adminApi(playwright, baseURL, extraHTTPHeaders);
  const written = await latestMail(staff, email, "newsletter_confirm");
  // Without SMTP the worker marks it "Not sent" on its next pass: the staff look after that.
  await expect
    .poll(
      async () =>
        ((await (await staff.get(`/api/admin/outbox/${written.id}`)).json()) as { status: string }).status,
    )
    .toBe("unsent");
  await staff.dispose();

  const login = await page.request.post("/api/auth/login", { data: ADMIN });
  expect(login.ok()).toBe(true);
  await page.goto(`/admin/outbox?to=${encodeURIComponent(email)}`);
  await expect(page.getByRole("heading", { level: 1, name: "E-mail Outbox" })).toBeVisible();
  await expect(page.getByText("E-mail is not being sent")).toBeVisible();
  const subject = "Please confirm your Ridge Road Vineyard newsletter subscription";
  await main(page).getByRole("button", { name: subject }).first().click();
  const dialog = page.getByRole("dialog", { name: "E-mail" });
  await expect(dialog.getByText(email)).toBeVisible();
  await expect(dialog.getByText("Not sent", { exact: true })).toBeVisible();
  const frame = dialog.frameLocator(`iframe[title="E-mail: ${subject}"]`);
  await expect(frame.getByRole("link", { name: "Confirm my subscription" })).toBeVisible();
  await dialog.getByRole("tab", { name: "Plain text" }).click();
  await expect(dialog.getByText("Confirm my subscription: http", { exact: false })).toBeVisible();
});
