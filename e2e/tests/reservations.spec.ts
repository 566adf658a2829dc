import { randomBytes } from "node:crypto";
import { createCustomer, signIn } from "../fixtures/accounts";
import {
  ADMIN,
  type ApiSlot,
  createType,
  dateButtonName,
  firstBookableSlot,
  spotsLeft,
  timeButtonName,
} from "../fixtures/reservations";
import { expect, test } from "../fixtures/test";

test("a visitor picks an experience, a date and a time, and is asked to sign in", async ({ page }) => {
  const slot = await firstBookableSlot(page.request, "rt-classic-tasting");
  await page.goto("/reservations");
  await expect(page.getByRole("main").getByText("4490 South Ridge Road, Conneaut, OH 44030")).toBeVisible();
  await expect(page.getByRole("button", { name: "Get Directions" })).toBeVisible();

  const tabs = page.getByRole("tablist", { name: "Experience categories" });
  await tabs.getByRole("tab", { name: "Dining" }).click();
  await expect(page.getByRole("heading", { name: "Lakeview Vineyard Lunch" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Classic Tasting Flight" })).toHaveCount(0);
  await tabs.getByRole("tab", { name: "Activities" }).click();
  await page.getByRole("button", { name: "Book Classic Tasting Flight" }).click();

  await expect(page).toHaveURL(/\/reservations\?type=rt-classic-tasting$/);
  await expect(page.getByRole("button", { name: "Back to Events" })).toBeVisible();
  await page.getByRole("button", { name: dateButtonName(slot.startTime), exact: true }).click();
  await page
    .getByRole("group", { name: /^Available times/ })
    .getByRole("button", { name: timeButtonName(slot.startTime) })
    .click();
  await page.getByRole("button", { name: "Reserve Table" }).click();

  const dialog = page.getByRole("dialog", { name: "Sign In Required" });
  await expect(dialog).toBeVisible();
  // Both come back here afterwards, with this time chosen (shopper-site.spec.ts signs in).
  await expect(dialog.getByRole("link", { name: "Sign In" })).toHaveAttribute(
    "href",
    /^\/membership\?redirect=/,
  );
  await dialog.getByRole("link", { name: "Sign Up" }).click();
  await expect(page).toHaveURL(/\/membership\?redirect=%2Freservations/);
});

test("a customer books a table, finds it in their reservations, and cancelling frees the spots", async ({
  page,
  playwright,
  baseURL,
}) => {
  const admin = await playwright.request.newContext({ baseURL });
  await signIn(admin, ADMIN.username, ADMIN.password);
  const type = await createType(admin, { capacity: 6, price: "30.00" });
  await admin.dispose();
  const slot = await firstBookableSlot(page.request, type.id);
  expect(slot.availableSpots).toBe(6);

  const account = await createCustomer(page.request, "booker");
  await signIn(page.request, account.username);
  await page.goto("/reservations");
  await page.getByRole("button", { name: `Book ${type.name}` }).click();
  await page.getByLabel("Party size").selectOption("3");
  await page.getByRole("button", { name: dateButtonName(slot.startTime), exact: true }).click();
  await page
    .getByRole("group", { name: /^Available times/ })
    .getByRole("button", { name: timeButtonName(slot.startTime) })
    .click();
  await expect(page.getByText("Total: $90.00")).toBeVisible();
  await page.getByRole("button", { name: "Reserve Table" }).click();

  const dialog = page.getByRole("dialog", { name: "Confirm Your Reservation" });
  await expect(dialog.getByText(account.email)).toBeVisible();
  await expect(dialog.getByText("Total: $90.00")).toBeVisible();
  await dialog.getByRole("button", { name: "Confirm Reservation" }).click();
  await expect(dialog.getByText("Please enter a valid phone number")).toBeVisible();
  await dialog.getByLabel("Phone").fill("(440) 555-0142");
  await dialog.getByLabel("Special requests").fill("A table by the window, please");
  await dialog.getByRole("button", { name: "Confirm Reservation" }).click();

  await expect(page.getByText("Reservation Confirmed!")).toBeVisible();
  await expect(page.getByText("Your reservation has been successfully booked.")).toBeVisible();
  await expect(dialog).toBeHidden();

  const my = await page.request.get("/api/reservations/my");
  expect(my.ok()).toBe(true);
  const bookings = (await my.json()) as {
    id: string;
    reservationSlotId: string;
    guestCount: number;
    totalPrice: string;
    status: string;
    specialRequests: string | null;
    contactPhone: string;
    slot: { startTime: string; reservationType: { name: string } };
  }[];
  expect(bookings).toHaveLength(1);
  const booking = bookings[0];
  expect(booking).toMatchObject({
    reservationSlotId: slot.id,
    guestCount: 3,
    totalPrice: "90.00",
    status: "confirmed",
    specialRequests: "A table by the window, please",
    contactPhone: "(440) 555-0142",
    slot: { startTime: slot.startTime, reservationType: { name: type.name } },
  });
  expect(await spotsLeft(page.request, type.id, slot.id)).toBe(3);

  const cancel = await page.request.post(`/api/reservations/${booking?.id}/cancel`, { data: {} });
  expect(cancel.ok()).toBe(true);
  expect(await spotsLeft(page.request, type.id, slot.id)).toBe(6);
  const again = await page.request.post(`/api/reservations/${booking?.id}/cancel`, { data: {} });
  expect(again.status()).toBe(409);
});

test("an admin creates a reservation type and sees its times in the schedule", async ({ page }) => {
  const name = `E2E Sunset Hour ${randomBytes(3).toString("hex")}`;
  await signIn(page.request, ADMIN.username, ADMIN.password);
  await page.goto("/admin");
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Reservations" }).click();
  await expect(page).toHaveURL(/\/admin\/reservations$/);
  await expect(page.getByRole("heading", { name: "Reservation Management" })).toBeVisible();

  await page.getByRole("tab", { name: "Reservation Types" }).click();
  await page.getByRole("button", { name: "Add Reservation Type" }).click();
  const form = page.getByRole("form", { name: "Create reservation type" });
  await expect(form.getByLabel("Duration (minutes)")).toHaveValue("60");
  await expect(form.getByLabel("Capacity (guests per time)")).toHaveValue("10");
  await expect(form.getByLabel("Price per person ($)")).toHaveValue("50.00");
  await form.getByLabel("Price per person ($)").fill("");
  await form.getByRole("button", { name: "Create Reservation Type" }).click();
  await expect(form.getByText("Name is required")).toBeVisible();
  await expect(form.getByText("Price is required")).toBeVisible();

  await form.getByLabel("Name").fill(name);
  await form.getByLabel("Description").fill("Sparkling wine on the terrace as the sun sets.");
  await form.getByLabel("Category").selectOption("event");
  await form.getByLabel("Price per person ($)").fill("42.5");
  await form.getByLabel("Duration (minutes)").fill("120");
  await form.getByLabel("Capacity (guests per time)").fill("8");
  await form.getByRole("button", { name: "Create Reservation Type" }).click();
  await expect(page.getByText("Reservation type created")).toBeVisible();
  await expect(form).toBeHidden();

  const card = page.getByRole("article", { name });
  await expect(card.getByText("$42.50")).toBeVisible();
  await expect(card.getByText("Up to 8")).toBeVisible();
  await expect(card.getByText("120 min")).toBeVisible();
  await expect(card.getByText("Active", { exact: true })).toBeVisible();

  // Its times are on the day sheet of an opening day, three 2-hour times from noon.
  const types = (await (await page.request.get("/api/reservation-types")).json()) as {
    id: string;
    name: string;
  }[];
  const typeId = types.find((t) => t.name === name)?.id ?? "";
  const ours = (
    (await (await page.request.get(`/api/reservation-slots?typeId=${typeId}`)).json()) as ApiSlot[]
  )[0];
  expect(ours).toBeDefined();
  await page.getByRole("tab", { name: "Day Sheet" }).click();
  await page
    .getByLabel("Date")
    .fill(
      new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York" }).format(
        new Date(ours?.startTime ?? ""),
      ),
    );
  const times = page.getByRole("article", { name: new RegExp(`^${name} at `) });
  await expect(times.first()).toContainText("0 of 8 booked · 8 left");
  expect(await times.count()).toBeGreaterThanOrEqual(1);

  await page.getByRole("tab", { name: "Reservation Types" }).click();
  await page.getByRole("button", { name: `Delete ${name}` }).click();
  // The confirmation names what is deleted.
  const confirm = page.getByRole("dialog", { name: `Delete the reservation type “${name}”?` });
  await expect(confirm.getByText("If bookings name it, it is made inactive instead")).toBeVisible();
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Reservation type deleted")).toBeVisible();
  await expect(page.getByRole("heading", { name })).toHaveCount(0);
});

test("a customer who opens reservation management is sent to the home page", async ({ page }) => {
  const account = await createCustomer(page.request, "curious");
  await signIn(page.request, account.username);
  await page.goto("/admin/reservations");
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { name: "Reservation Management" })).toHaveCount(0);
});

test("quick booking books from one dialog", async ({ page, playwright, baseURL }) => {
  const admin = await playwright.request.newContext({ baseURL });
  await signIn(admin, ADMIN.username, ADMIN.password);
  const type = await createType(admin, { capacity: 5, price: "20.00" });
  await admin.dispose();
  const slot = await firstBookableSlot(page.request, type.id);

  const account = await createCustomer(page.request, "quick");
  await signIn(page.request, account.username);
  await page.goto("/reservations");
  await page.getByRole("button", { name: "Quick Booking" }).click();
  const form = page.getByRole("form", { name: "Quick reservation" });
  // Members-only experiences are shown to people without a club tier, but cannot be chosen.
  await expect(
    form.getByRole("option", { name: /^Members' Reserve Tasting .*Members only$/ }),
  ).toBeDisabled();
  await form.getByLabel("Reservation type").selectOption(type.id);
  const date = new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York" }).format(
    new Date(slot.startTime),
  );
  await form.getByLabel("Date").selectOption(date);
  await form.getByLabel("Guests").selectOption("2");
  await form.getByLabel("Time slot").selectOption(slot.id);
  await form.getByLabel("Phone").fill("440-555-0199");
  await expect(form.getByText("Total: $40.00")).toBeVisible();
  await form.getByRole("button", { name: "Book Now" }).click();
  await expect(page.getByText("Reservation Confirmed!")).toBeVisible();
  expect(await spotsLeft(page.request, type.id, slot.id)).toBe(3);
});

test("choosing an experience from the keyboard moves focus to its booking panel's heading", async ({
  page,
}) => {
  await page.goto("/reservations");
  const classic = page.getByRole("button", { name: "Book Classic Tasting Flight" });
  await classic.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/reservations\?type=rt-classic-tasting$/);
  const heading = page.getByRole("heading", { level: 2, name: "Classic Tasting Flight" });
  await expect(heading).toBeFocused();
  await expect(heading).toBeInViewport();
  // Tab carries on into the panel, not back at the top of the page.
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Party size")).toBeFocused();

  await page.getByRole("button", { name: "Back to Events" }).click();
  const lunch = page.getByRole("button", { name: "Book Lakeview Vineyard Lunch" });
  await lunch.focus();
  await page.keyboard.press("Space");
  await expect(page.getByRole("heading", { level: 2, name: "Lakeview Vineyard Lunch" })).toBeFocused();
});

test("opening a booking panel's address does not move focus on the first load", async ({ page }) => {
  await page.goto("/reservations?type=rt-classic-tasting");
  const heading = page.getByRole("heading", { level: 2, name: "Classic Tasting Flight" });
  await expect(heading).toBeVisible();
  await expect(heading).not.toBeFocused();
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});
