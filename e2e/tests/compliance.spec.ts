import { ADULT_BIRTH_DATE } from "../fixtures/accounts";
import { placeGuestOrder, signInAsAdmin } from "../fixtures/admin";
import { fillCard, fillGuest, GOOD_CARD, main, placeOrder } from "../fixtures/checkout";
import { addWineToCart } from "../fixtures/shop";
import { expect, test } from "../fixtures/test";

// A wine no other spec counts stock of.
const ROSE = "wine-sunset-dry-rose-2023";

test.describe("selling wine lawfully at checkout", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("a guest is refused wine to Utah before paying, and a pickup at the winery goes through", async ({
    page,
  }) => {
    await addWineToCart(page.request, ROSE, 2);
    await page.goto("/checkout");
    await expect(page.getByRole("heading", { level: 1, name: "Checkout" })).toBeVisible();
    const form = main(page);
    await expect(form.getByText(/We ship wine to 14 states where we are licensed/)).toBeVisible();

    await fillGuest(page, "utah.guest@example.test");
    await form.getByRole("textbox", { name: "Street address" }).fill("1 Temple Square");
    await form.getByRole("textbox", { name: "City" }).fill("Salt Lake City");
    await form.getByRole("combobox", { name: "State" }).selectOption("UT");
    await form.getByRole("textbox", { name: "ZIP code" }).fill("84101");
    // Said as soon as the state is chosen.
    await expect(
      form.getByText(
        "We can't ship wine to UT. Choose another address, or pick your order up at the tasting room.",
      ),
    ).toBeVisible();
    await fillCard(page, GOOD_CARD);
    await placeOrder(page).click();
    await expect(form.getByText("We can't ship wine to UT.", { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/checkout$/);

    // Someone under 21 is refused beside the date of birth.
    await form.getByLabel("Date of birth").fill("2010-04-01");
    await form.getByText("Pick up at the tasting room instead").click();
    await expect(form.getByRole("heading", { name: "Pickup at the Winery" })).toBeVisible();
    await expect(form.getByRole("textbox", { name: "Street address" })).toHaveCount(0);
    await placeOrder(page).click();
    await expect(form.getByText("You must be 21 or older to buy wine.")).toBeVisible();
    await expect(page).toHaveURL(/\/checkout$/);

    await form.getByLabel("Date of birth").fill(ADULT_BIRTH_DATE);
    // Pickup: no shipping charge, Ohio's rate.
    const summary = page.getByRole("complementary").or(main(page));
    await expect(summary.getByText("Tax (8%, OH)")).toBeVisible();
    await placeOrder(page).click();
    await expect(page.getByRole("heading", { level: 1, name: "Order Confirmed!" })).toBeVisible();
    const details = page.getByRole("region", { name: "Order Details" });
    await expect(details.getByText("Tax (8%, OH)")).toBeVisible();
  });
});

test("the staff keep the licensed states, limits and rates, and read the report", async ({
  page,
  playwright,
  baseURL,
}) => {
  // At least one paid order this month, whatever ran before.
  const placed = await placeGuestOrder(playwright, baseURL, {
    firstName: "Rhea",
    lastName: "Report",
    email: "rhea.report@example.test",
  });
  await signInAsAdmin(page);
  await page.goto("/admin/compliance");
  await expect(page.getByRole("heading", { level: 1, name: "Compliance" })).toBeVisible();
  await expect(page.getByText("The yearly limits are illustrative")).toBeVisible();
  await expect(page.getByText("14 licensed")).toBeVisible();
  const westVirginia = page.getByRole("row", { name: /West Virginia/ });
  await westVirginia.getByRole("textbox", { name: "Bottles a year per person, West Virginia" }).fill("96");
  await westVirginia.getByRole("button", { name: "Save West Virginia" }).click();
  await expect(page.getByText("West Virginia saved")).toBeVisible();
  const saved = await page.request.get("/api/compliance/states");
  const states = (await saved.json()) as { state: string; bottlesPerYear: number | null }[];
  expect(states.find((s) => s.state === "WV")?.bottlesPerYear).toBe(96);
  await expect(page.getByRole("table", { name: "Orders, bottles and tax by month and state" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Download CSV" })).toHaveAttribute("href", /format=csv/);
  const order = (await (await page.request.get(`/api/admin/orders/${placed.orderId}`)).json()) as {
    taxState: string;
    taxRate: string;
    adultSignature: boolean;
  };
  expect(order).toMatchObject({ taxState: "OH", taxRate: "0.0800", adultSignature: true });
});
