import { createCustomer, signIn } from "../fixtures/accounts";
import { expect, type Page, test } from "../fixtures/test";

/**
 * Every Content-Security-Policy violation the pages report, from each page's first script on, kept
 * across navigations.
 */
async function watchViolations(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.exposeFunction("rrReportViolation", (text: string) => {
    seen.push(text);
  });
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = (window as unknown as { rrReportViolation: (text: string) => void }).rrReportViolation;
      report(
        `${event.effectiveDirective} blocked ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  return seen;
}

test("signed-in pages and their forms run without breaking the Content Security Policy (no eval)", async ({
  page,
}) => {
  const violations = await watchViolations(page);
  const account = await createCustomer(page.request, "csp");
  await signIn(page.request, account.username);

  // The change-password form validates with zod, which compiles its parsers with `new Function`
  // unless it runs jitless (and probes for it as soon as a schema is made).
  await page.goto("/dashboard?tab=profile");
  await page.getByRole("button", { name: "Change Password" }).click();
  const form = page.getByRole("form", { name: "Change password" });
  await form.getByRole("button", { name: "Change Password" }).click();
  await expect(form.getByText("Current password is required")).toBeVisible();
  await form.getByRole("textbox", { name: "Current password" }).fill(account.password);
  await form.getByRole("textbox", { name: "New password", exact: true }).fill("harvest-moon-2027");
  await form.getByRole("textbox", { name: "Confirm new password" }).fill("harvest-moon-2027");
  await form.getByRole("button", { name: "Change Password" }).click();
  await expect(page.getByText("Password changed")).toBeVisible();

  await page.goto("/reservations");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(violations).toEqual([]);
});
