import { createCustomer, signIn } from "../fixtures/accounts";
import { signInAsAdmin } from "../fixtures/admin";
import { buyMembership } from "../fixtures/club";
import { expect, test } from "../fixtures/test";

/** "2026-12-20" -> "December 20, 2026", as the dashboard writes a billing date. */
function longDate(date: string): string {
  return new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${date}T12:00:00Z`),
  );
}

function monthName(date: string): string {
  return new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${date.slice(0, 7)}-15T12:00:00Z`),
  );
}

test("a member skips next month and sees the new charge date", async ({ page }) => {
  const member = await createCustomer(page.request, "skipper");
  await signIn(page.request, member.username);
  await buyMembership(page.request, "essential");
  const before = (await (await page.request.get("/api/membership")).json()) as {
    nextBillingDate: string;
    nextChargeDate: string;
  };
  const after = (() => {
    // The month after: the billing day clamped to its last day, as the server does.
    const [y = 0, m = 1] = before.nextBillingDate.split("-").map(Number);
    const day = Number(before.nextBillingDate.slice(8, 10));
    const year = m === 12 ? y + 1 : y;
    const month = m === 12 ? 1 : m + 1;
    const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
    return `${year}-${String(month).padStart(2, "0")}-${String(Math.min(day, last)).padStart(2, "0")}`;
  })();

  await page.goto("/dashboard");
  const billing = page.locator("#membership-billing");
  await expect(billing.getByTestId("next-charge")).toHaveText(`${longDate(before.nextChargeDate)} · $52.92`);
  await expect(billing.getByText("Visa ending 4242 · 12/30", { exact: false })).toBeVisible();
  await billing.getByRole("button", { name: `Skip ${monthName(before.nextBillingDate)}` }).click();
  const confirm = page.getByRole("dialog", { name: `Skip ${monthName(before.nextBillingDate)}?` });
  await confirm.getByRole("button", { name: `Skip ${monthName(before.nextBillingDate)}` }).click();
  await expect(page.getByText(`${monthName(before.nextBillingDate)} is skipped`)).toBeVisible();
  await expect(billing.getByTestId("next-charge")).toHaveText(`${longDate(after)} · $52.92`);
  await expect(billing.getByText(`Skipped: ${monthName(before.nextBillingDate)}`)).toBeVisible();
});

test("an admin runs billing and sees the run's result", async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto("/admin/club");
  await expect(page.getByRole("heading", { name: "Wine Club", level: 1 })).toBeVisible();
  await expect(page.getByTestId("club-mrr")).toBeVisible();
  const runs = page.getByTestId("club-runs").getByRole("row");
  await expect(
    page.getByRole("region", { name: "Billing runs" }).or(page.getByText("No billing runs yet.")).first(),
  ).toBeVisible();
  const before = await page.request.get("/api/admin/club/runs");
  const count = ((await before.json()) as unknown[]).length;

  await page.getByRole("button", { name: "Run billing now" }).click();
  await expect(page.getByText(/^Billing run: \d+ charged, \d+ declined$/)).toBeVisible();
  // The new run heads the table (one header row plus every run).
  await expect(runs).toHaveCount(count + 2);
  await expect(runs.nth(1).getByRole("cell", { name: "Run now" })).toBeVisible();
});
