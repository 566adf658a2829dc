import { centsOf, placeGuestOrder, signInAsAdmin } from "../fixtures/admin";
import { expect, type Page, test } from "../fixtures/test";

/**
 * The staff's day with one order, from the desk to the dashboard's revenue. This file runs after
 * every other spec (the "books" project of playwright.config.ts): the dashboard's revenue counts
 * the whole shop, so no other test may place an order while it reads it.
 */

async function revenueToday(page: Page): Promise<number> {
  await page.goto("/admin");
  const figure = page
    .getByRole("region", { name: "Revenue" })
    .getByText(/^\$[\d,]+\.\d{2}$/)
    .first();
  await expect(figure).toBeVisible();
  return centsOf(await figure.innerText());
}

test("an admin finds an order, ships it, reads its timeline, refunds part of it and sees revenue fall", async ({
  page,
  playwright,
  baseURL,
}) => {
  // A whole journey through the back office: twice the steps of a shopper's test.
  test.slow();
  const order = await placeGuestOrder(playwright, baseURL, {
    firstName: "Helen",
    lastName: "Brightwater",
    email: "helen.brightwater@example.test",
  });
  expect(order.total).toBe("50.00");
  await signInAsAdmin(page);
  const before = await revenueToday(page);

  // Found by the last 8 characters of its id.
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Orders" }).click();
  await page.getByRole("searchbox", { name: "Search orders" }).fill(order.orderNumber.toLowerCase());
  const card = page.getByRole("article", { name: `Order #${order.orderNumber}` });
  await expect(page.getByRole("article")).toHaveCount(1);
  await expect(card.getByText("Helen Brightwater")).toBeVisible();
  await expect(card.getByText("$50.00")).toBeVisible();
  await expect(card.getByText("Confirmed", { exact: true })).toBeVisible();

  // confirmed -> processing: the menu offers only the moves the state machine allows (round 3: a
  // confirmed order may also ship at once).
  await card.getByRole("button", { name: `Change the status of order #${order.orderNumber}` }).click();
  await expect(page.getByRole("menuitem")).toHaveText([
    "Start packing (Processing)",
    "Mark as shipped...",
    "Cancel order...",
  ]);
  await page.getByRole("menuitem", { name: "Start packing (Processing)" }).click();
  await expect(page.getByText("Order updated!")).toBeVisible();
  await expect(card.getByText("Processing", { exact: true })).toBeVisible();

  // processing -> shipped asks for the carrier and the tracking number.
  await card.getByRole("button", { name: `Change the status of order #${order.orderNumber}` }).click();
  await page.getByRole("menuitem", { name: "Mark as shipped..." }).click();
  const ship = page.getByRole("form", { name: "Mark as shipped" });
  await ship.getByLabel("Carrier").selectOption("ups");
  await ship.getByRole("button", { name: "Mark as Shipped" }).click();
  await expect(ship.getByText("Enter the tracking number of the shipment")).toBeVisible();
  await ship.getByLabel("Tracking number").fill("1Z999AA10123456784");
  await ship.getByRole("button", { name: "Mark as Shipped" }).click();
  await expect(ship).toBeHidden();
  await expect(card.getByText("Shipped", { exact: true })).toBeVisible();
  await expect(card.getByText("UPS 1Z999AA10123456784")).toBeVisible();

  // The timeline, in the order's details.
  await card.getByRole("button", { name: "Client Details" }).click();
  const details = page.getByRole("dialog", { name: `Order #${order.orderNumber}` });
  const timeline = details.getByRole("list", { name: "Order timeline" }).getByRole("listitem");
  // Each step, and each e-mail it sent the customer, with who and when.
  await expect(timeline).toHaveCount(7);
  await expect(timeline.nth(0)).toContainText("Order placed for $50.00");
  await expect(timeline.nth(1)).toContainText("Paid $50.00 by card");
  await expect(timeline.nth(2)).toContainText("Receipt e-mailed to");
  await expect(timeline.nth(3)).toContainText("Confirmed to Processing");
  await expect(timeline.nth(4)).toContainText("Processing to Shipped");
  await expect(timeline.nth(5)).toContainText("Shipment: UPS 1Z999AA10123456784");
  await expect(timeline.nth(5)).toContainText("admin");
  await expect(timeline.nth(6)).toContainText("Shipping notice e-mailed to");

  // A partial refund, with its reason.
  const refund = details.getByRole("form", { name: "Refund" });
  await refund.getByLabel("Amount ($)").fill("10.00");
  await refund.getByLabel("Reason (the customer sees it)").fill("One bottle arrived corked");
  await refund.getByRole("button", { name: "Refund..." }).click();
  // Nothing goes out before the staff confirm the amount and who receives it.
  const confirmRefund = page.getByRole("dialog", { name: "Refund $10.00 to Helen Brightwater?" });
  await confirmRefund.getByRole("button", { name: "Refund $10.00" }).click();
  await expect(page.getByText("Refund made")).toBeVisible();
  await expect(timeline).toHaveCount(9);
  await expect(timeline.nth(7)).toContainText("Refunded $10.00 to the card: One bottle arrived corked");
  await expect(timeline.nth(8)).toContainText("Refund notice e-mailed to");
  await expect(details.getByText("Partially refunded")).toBeVisible();
  await expect(details.getByText("Up to $40.00 can still go back to the customer's card.")).toBeVisible();
  await details.getByRole("button", { name: "Close", exact: true }).click();
  await expect(details).toBeHidden();

  // The dashboard's revenue today fell by exactly the refund.
  expect(await revenueToday(page)).toBe(before - 1000);
});
