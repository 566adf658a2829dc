import { createCustomer, signIn } from "../fixtures/accounts";
import { buyMembership } from "../fixtures/club";
import { expect, type Page, test } from "../fixtures/test";

// What a club shopper sees (issue 23, item 4): the renewal consent, what joining ships, skips and
// their undo, a hold after a skip, a card verified when saved, the taxed upgrade, a coupon against
// the club discount, a second tier, and the picker's names on a phone.

const RIESLING = "wine-lakeshore-riesling-2022";

function monthName(date: string): string {
  return new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${date.slice(0, 7)}-15T12:00:00Z`),
  );
}

/** The month after a yyyy-MM(-dd) date, as "YYYY-MM". */
function nextMonth(date: string): string {
  const [y = 0, m = 1] = date.split("-").map(Number);
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, "0")}`;
}

async function membershipOf(page: Page) {
  return (await (await page.request.get("/api/membership")).json()) as {
    nextBillingDate: string;
    nextChargeDate: string;
    skippedMonths: string[];
    paymentMethod: { last4: string } | null;
  };
}

test("joining states the monthly renewal with tax, needs the box ticked, and the success page welcomes the member", async ({
  page,
}) => {
  const account = await createCustomer(page.request, "consent");
  await signIn(page.request, account.username);
  expect((await page.request.post("/api/membership/cart", { data: { tier: "essential" } })).ok()).toBe(true);
  await page.goto("/checkout?membership=true");

  const checkout = page.getByRole("form", { name: "Checkout" });
  await expect(checkout.getByTestId("card-note")).toHaveText(
    "Your card is saved for the monthly renewals: our payment processor keeps it; we keep only its brand, last 4 digits and expiry.",
  );
  await expect(checkout.getByText("never stored")).toHaveCount(0);
  const terms = checkout.getByTestId("renewal-terms");
  await expect(terms.getByText("$52.92 a month")).toBeVisible();
  await expect(terms.getByText(/\(\$49\.00 \+ \$3\.92 tax\)/)).toBeVisible();
  await expect(terms.getByText(/Cancel, skip a month or pause any time from your dashboard/)).toBeVisible();
  const consent = checkout.getByRole("checkbox", {
    name: /^I agree to be charged \$52\.92 \(tax included\) every month on the \d+(st|nd|rd|th)/,
  });
  await expect(consent).not.toBeChecked();

  await checkout.getByLabel("Street address").fill("4490 South Ridge Road");
  await checkout.getByLabel("City").fill("Conneaut");
  await checkout.getByLabel("State").selectOption("OH");
  await checkout.getByLabel(/^ZIP code/).fill("44030");
  await checkout.getByLabel("Card number").fill("4242 4242 4242 4242");
  await checkout.getByLabel("Expiry (MM/YY)").fill("12/30");
  await checkout.getByLabel("CVC").fill("123");
  await checkout.getByLabel("Cardholder name").fill("Nora Vidal");
  await checkout.getByLabel("Billing ZIP").fill("44030");
  await page.getByRole("button", { name: /^Place Order/ }).click();
  await expect(checkout.getByText("Please agree to the monthly renewal to join the club.")).toBeVisible();
  await expect(page).toHaveURL(/\/checkout/);
  expect(
    ((await (await page.request.get("/api/auth/me")).json()) as { user: { membershipTier: null } }).user
      .membershipTier,
  ).toBeNull();

  // The person ticks the box by its words.
  await checkout.getByText(/^I agree to be charged \$52\.92/).click();
  await expect(consent).toBeChecked();
  await page.getByRole("button", { name: /^Place Order/ }).click();
  await expect(page).toHaveURL(/\/order-success/, { timeout: 15_000 });
  const welcome = page.getByRole("region", { name: "Welcome to the Essential club" });
  await expect(welcome).toBeVisible();
  await expect(welcome.getByTestId("club-renewal")).toContainText(
    /renews on .+ for \$52\.92 \(\$49\.00 \+ tax\)/,
  );
  await expect(welcome.getByRole("link", { name: "Choose this month's wines" })).toBeVisible();
  await expect(page.getByText("Nothing to ship")).toBeVisible();
  await expect(page.getByText("3-5 business days")).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Shipping notes" })).toHaveCount(0);
});

test("a second tier asks before it replaces the one in the cart", async ({ page }) => {
  const account = await createCustomer(page.request, "twotiers");
  await signIn(page.request, account.username);
  await page.goto("/membership");
  await page
    .getByRole("article", { name: "Essential tier" })
    .getByRole("button", { name: "Join Essential" })
    .click();
  await expect(page).toHaveURL(/\/cart$/);

  await page.goto("/membership");
  await page
    .getByRole("article", { name: "Premium tier" })
    .getByRole("button", { name: "Join Premium" })
    .click();
  const ask = page.getByRole("dialog", { name: "Replace Essential with Premium?" });
  await expect(
    ask.getByText(
      "Your cart already holds the Essential membership ($49.00/month). A cart holds one membership, so Premium ($99.00/month) would take its place.",
    ),
  ).toBeVisible();
  await ask.getByRole("button", { name: "Keep Essential" }).click();
  await expect(ask).toBeHidden();
  const tiers = async () =>
    ((await (await page.request.get("/api/cart")).json()) as { tier?: string }[]).map((l) => l.tier);
  expect(await tiers()).toEqual(["essential"]);

  await page
    .getByRole("article", { name: "Premium tier" })
    .getByRole("button", { name: "Join Premium" })
    .click();
  await page
    .getByRole("dialog", { name: "Replace Essential with Premium?" })
    .getByRole("button", { name: "Replace with Premium" })
    .click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByText("It replaces Essential in your cart.", { exact: false })).toBeVisible();
  expect(await tiers()).toEqual(["premium"]);
});

test("skip asks first, says what happened and can be undone; a pause after a skip starts after it", async ({
  page,
}) => {
  const member = await createCustomer(page.request, "skipundo");
  await signIn(page.request, member.username);
  await buyMembership(page.request, "essential");
  const before = await membershipOf(page);
  const month = monthName(before.nextBillingDate);

  await page.goto("/dashboard");
  const billing = page.locator("#membership-billing");
  await billing.getByRole("button", { name: `Skip ${month}` }).click();
  const confirm = page.getByRole("dialog", { name: `Skip ${month}?` });
  await expect(confirm.getByText("You won't be charged and get no wines that month.")).toBeVisible();
  await confirm.getByRole("button", { name: "Don't skip" }).click();
  await expect(confirm).toBeHidden();
  expect((await membershipOf(page)).skippedMonths).toEqual([]);

  await billing.getByRole("button", { name: `Skip ${month}` }).click();
  await confirm.getByRole("button", { name: `Skip ${month}` }).click();
  await expect(page.getByText(`${month} is skipped`)).toBeVisible();
  await expect(billing.getByText(`Skipped: ${month}`)).toBeVisible();
  await billing.getByRole("button", { name: `Undo skip of ${month}` }).click();
  await expect(page.getByText(`${month} is no longer skipped`)).toBeVisible();
  await expect(billing.getByText(`Skipped: ${month}`)).toHaveCount(0);
  expect((await membershipOf(page)).skippedMonths).toEqual([]);

  // Skip again, then pause one month: the pause covers the month after the skipped one.
  await billing.getByRole("button", { name: `Skip ${month}` }).click();
  await confirm.getByRole("button", { name: `Skip ${month}` }).click();
  await expect(billing.getByText(`Skipped: ${month}`)).toBeVisible();
  await billing.getByRole("button", { name: "Pause" }).click();
  const pause = page.getByRole("dialog", { name: "Pause your membership" });
  const held = monthName(nextMonth(before.nextBillingDate));
  const resumes = monthName(nextMonth(nextMonth(before.nextBillingDate)));
  await expect(pause.getByTestId("hold-plan")).toHaveText(
    `${month} is already skipped, so the pause starts after it: the pause covers ${held}; charges start again in ${resumes}.`,
  );
  await pause.getByRole("button", { name: "Pause for 1 month" }).click();
  await expect(page.getByText("Your membership is paused", { exact: true })).toBeVisible();
  const after = (await (await page.request.get("/api/membership")).json()) as { hold: { until: string } };
  expect(after.hold.until.slice(0, 7)).toBe(nextMonth(nextMonth(before.nextBillingDate)));
});

test("update card refuses a card that would be declined and keeps the old one; expiry is typed as at checkout", async ({
  page,
}) => {
  const member = await createCustomer(page.request, "newcard");
  await signIn(page.request, member.username);
  await buyMembership(page.request, "essential");
  await page.goto("/dashboard");
  const billing = page.locator("#membership-billing");
  await billing.getByRole("button", { name: "Update card" }).click();
  const dialog = page.getByRole("dialog", { name: "Update your card" });
  await dialog.getByLabel("Card number").fill("4000000000000002");
  await expect(dialog.getByLabel("Card number")).toHaveValue("4000 0000 0000 0002");
  await dialog.getByLabel("Expiry (MM/YY)").pressSequentially("1230");
  await expect(dialog.getByLabel("Expiry (MM/YY)")).toHaveValue("12/30");
  await dialog.getByLabel("CVC").fill("123");
  await dialog.getByLabel("Billing ZIP").fill("44030");
  await dialog.getByRole("button", { name: "Save card" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Your card was declined. Your saved card is unchanged.");
  await expect(page.getByText("Card saved")).toHaveCount(0);
  expect((await membershipOf(page)).paymentMethod?.last4).toBe("4242");
});

test("the upgrade dialog shows the difference, its tax and what is charged today", async ({ page }) => {
  const member = await createCustomer(page.request, "taxedup");
  await signIn(page.request, member.username);
  await buyMembership(page.request, "essential");
  await page.goto("/dashboard");
  await page.getByRole("button", { name: /Upgrade to Premium/ }).click();
  const dialog = page.getByRole("dialog", { name: "Upgrade to Premium" });
  const charge = dialog.getByLabel("Today's charge");
  await expect(charge).toContainText("Price difference$50.00");
  await expect(charge).toContainText("Tax (8%)$4.00");
  await expect(charge).toContainText("Charged today$54.00");
  await expect(dialog.getByRole("button", { name: "Upgrade for $54.00" })).toBeVisible();
});

test("a member whose club discount equals the coupon is told which was kept and why", async ({ page }) => {
  const member = await createCustomer(page.request, "tie");
  await signIn(page.request, member.username);
  await buyMembership(page.request, "premium");
  expect((await page.request.post("/api/cart", { data: { wineId: RIESLING, quantity: 1 } })).ok()).toBe(true);
  await page.goto("/cart");
  const coupon = page.getByRole("form", { name: "Coupon" });
  await coupon.getByRole("textbox", { name: "Coupon code" }).fill("WINE1");
  await coupon.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByText("Your club discount is kept")).toBeVisible();
  await expect(page.getByText("You saved 10%")).toHaveCount(0);
  await expect(
    page.getByText(
      /WINE1 and your 10% club discount both take off \$\d+\.\d{2}\. Discounts never add up, so your club discount is kept and WINE1 is not used\./,
    ),
  ).toBeVisible();
  await expect(
    page
      .getByRole("table", { name: "Order totals" })
      .getByRole("rowheader", { name: "Club discount (10%), kept over WINE1" }),
  ).toBeVisible();
});

test("club pages say what club shipments cost, and the picker shows whole names on a phone", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const member = await createCustomer(page.request, "narrow");
  await signIn(page.request, member.username);
  await buyMembership(page.request, "elite");
  const note =
    /Your free club wines cost nothing but shipping: an order of free wines alone pays \$15\.00 shipping/;

  await page.goto("/pages/shipping");
  await expect(page.getByText(/free club wines cost nothing but shipping/)).toBeVisible();
  await expect(page.getByText("always ship free")).toHaveCount(0);
  await page.goto("/membership");
  await expect(page.getByTestId("club-shipping")).toContainText(note);

  await page.goto("/dashboard");
  await page.getByRole("button", { name: "FREE WINE" }).click();
  const picker = page.getByRole("dialog", { name: "Your Free Club Wines" });
  await expect(picker.getByTestId("club-shipping")).toHaveText(note);
  const names = picker.getByRole("listitem").locator("p").first();
  await expect(names).toBeVisible();
  for (const row of await picker.getByRole("listitem").all()) {
    const name = row.locator("p").first();
    const cut = await name.evaluate(
      (el) => el.scrollHeight > el.clientHeight + 1 || el.scrollWidth > el.clientWidth + 1,
    );
    expect(cut, await name.innerText()).toBe(false);
  }
});
