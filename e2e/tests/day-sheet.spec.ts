import { signInAsAdmin } from "../fixtures/admin";
import { createType, firstBookableSlot, timeButtonName } from "../fixtures/reservations";
import { expect, type Page, test } from "../fixtures/test";

/** The tasting room's day at /admin/reservations (issue 28), on a phone and at a desk. */

/** The slot's New York date as the date field takes it (yyyy-mm-dd). */
function nyDate(iso: string): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York" }).format(new Date(iso));
}

async function openDay(page: Page, date: string) {
  await page.goto("/admin/reservations");
  await expect(page.getByRole("tab", { name: "Day Sheet", selected: true })).toBeVisible();
  await page.getByLabel("Date").fill(date);
}

for (const width of [390, 1280]) {
  test(`the day sheet runs a day at ${width} px: a phone booking, a check-in, a full slot, a capacity and a private event`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await signInAsAdmin(page);
    const type = await createType(page.request, { capacity: 6 });
    const slot = await firstBookableSlot(page.request, type.id);
    await openDay(page, nyDate(slot.startTime));
    // "E2E Tasting 1a2b3c at 12:00 PM": the time as the sheet writes it.
    const card = page.getByRole("article", {
      name: new RegExp(`^${type.name} at ${timeButtonName(slot.startTime).source.slice(1)}`),
    });
    await expect(card.getByText("0 of 6 booked · 6 left")).toBeVisible();

    // A phone call: four guests for a name and a number.
    await card.getByRole("button", { name: /^Add a booking to / }).click();
    const form = page.getByRole("form", { name: "Add a booking" });
    await form.getByRole("button", { name: "Add Booking" }).click();
    await expect(form.getByText("Enter the guest's name")).toBeVisible();
    await form.getByLabel("Guest's name").fill("Pat Caller");
    await form.getByLabel("Party size").fill("4");
    await form.getByLabel("Phone").fill("(440) 555-0142");
    await form.getByLabel("Special requests").fill("A birthday");
    await form.getByRole("button", { name: "Add Booking" }).click();
    await expect(page.getByText("Booking added")).toBeVisible();
    const parties = card.getByRole("list", { name: /^Parties at / });
    await expect(parties.getByRole("listitem")).toHaveCount(1);
    await expect(parties).toContainText("Pat Caller · 4 guests");
    await expect(parties).toContainText("A birthday");
    await expect(parties.getByRole("link", { name: "Call (440) 555-0142" })).toHaveAttribute(
      "href",
      "tel:+14405550142",
    );
    await expect(card.getByText("4 of 6 booked · 2 left")).toBeVisible();

    // They arrive.
    await parties.getByRole("button", { name: "Check in Pat Caller" }).click();
    await expect(parties.getByText("Checked in")).toBeVisible();

    // Three more do not fit: the server says how many spots are left, and nothing changes.
    await card.getByRole("button", { name: /^Add a booking to / }).click();
    await form.getByLabel("Guest's name").fill("Too Many");
    await form.getByLabel("Party size").fill("3");
    await form.getByLabel("Phone").fill("4405550100");
    await form.getByRole("button", { name: "Add Booking" }).click();
    await expect(page.getByText("Only 2 spots left")).toBeVisible();
    await form.getByRole("button", { name: "Cancel" }).click();
    await expect(card.getByText("4 of 6 booked · 2 left")).toBeVisible();

    // The capacity never goes below what is booked; a private event closes the slot.
    await card.getByLabel("Capacity", { exact: true }).fill("3");
    await card.getByRole("button", { name: "Set Capacity" }).click();
    await expect(page.getByText("4 guests are booked: the capacity cannot be below 4")).toBeVisible();
    await card.getByLabel("Capacity", { exact: true }).fill("8");
    await card.getByRole("button", { name: "Set Capacity" }).click();
    await expect(card.getByText("4 of 8 booked · 4 left")).toBeVisible();
    await card.getByRole("button", { name: "Close for Private Event" }).click();
    await expect(card.getByText("Closed", { exact: true })).toBeVisible();
    await expect(card.getByRole("button", { name: /^Add a booking to / })).toHaveCount(0);
    await card.getByRole("button", { name: "Reopen" }).click();
    await expect(card.getByRole("button", { name: /^Add a booking to / })).toBeVisible();

    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

    // The bookings list finds the phone booking by its number.
    await page.getByRole("tab", { name: "Bookings" }).click();
    await page.getByLabel("Search").fill("440 555 0142");
    await expect(
      page.getByRole("article", { name: new RegExp(`^${type.name} for Pat Caller`) }),
    ).toBeVisible();
  });
}
