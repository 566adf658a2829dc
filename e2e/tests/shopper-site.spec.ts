import type { Locator, Page } from "@playwright/test";
import { createCustomer, PASSWORD, signIn } from "../fixtures/accounts";
import { cartLink, main } from "../fixtures/checkout";
import { replyTo, startTopic, uniqueWord } from "../fixtures/forum";
import { adminApi, latestMail, linkIn } from "../fixtures/outbox";
import {
  ADMIN,
  createType,
  dateButtonName,
  firstBookableSlot,
  timeButtonName,
} from "../fixtures/reservations";
import { addWineToCart } from "../fixtures/shop";
import { expect, test } from "../fixtures/test";

// Unlimited stock: adding it to a cart changes no count another spec reads.
const HOUSE_RED = "wine-ridge-road-red-2023";
const phone = { width: 390, height: 844 };

/** WCAG's contrast ratio of two "rgb(r, g, b)" colours. */
function contrast(a: string, b: string): number {
  const luminance = (color: string) => {
    const [r = 0, g = 0, b = 0] = (color.match(/[\d.]+/g) ?? []).slice(0, 3).map((part) => {
      const c = Number(part) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

/** Tabs to `target` from the keyboard (so the browser draws its focus-visible ring). */
async function tabTo(page: Page, target: Locator) {
  for (let i = 0; i < 60; i++) {
    await page.keyboard.press("Tab");
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error("never reached by the keyboard");
}

/** The focused element's ring and the colour of the band behind it. */
async function ringOf(target: Locator) {
  return target.evaluate((el) => {
    const style = getComputedStyle(el);
    let node: Element | null = el.parentElement;
    let background = "rgba(0, 0, 0, 0)";
    while (node) {
      const bg = getComputedStyle(node).backgroundColor;
      if (bg !== "rgba(0, 0, 0, 0)" && bg !== "transparent") {
        background = bg;
        break;
      }
      node = node.parentElement;
    }
    return {
      focusVisible: el.matches(":focus-visible"),
      style: style.outlineStyle,
      width: Number.parseFloat(style.outlineWidth),
      color: style.outlineColor,
      background,
    };
  });
}

test("focus on the burgundy top bar, hero and footer is a ring with at least 3:1 contrast", async ({
  page,
}) => {
  await page.goto("/");
  const bands = [
    page.getByRole("link", { name: /^Call us at/ }),
    page.getByRole("main").getByRole("link", { name: "Shop Wines" }),
    page.getByRole("contentinfo").getByRole("link", { name: "Shop Wines" }),
  ];
  for (const target of bands) {
    await tabTo(page, target);
    const ring = await ringOf(target);
    expect(ring.focusVisible).toBe(true);
    expect(ring.style).toBe("solid");
    expect(ring.width).toBeGreaterThanOrEqual(2);
    expect(
      contrast(ring.color, ring.background),
      `${ring.color} on ${ring.background}`,
    ).toBeGreaterThanOrEqual(3);
  }
});

test.describe("on a phone", () => {
  test.use({ viewport: phone });

  test("Add to Cart and Buy Now are 44 px touch targets, and the notice covers neither", async ({ page }) => {
    await page.goto(`/wine/${HOUSE_RED}`);
    const add = main(page).getByRole("button", { name: "Add to Cart" });
    const buy = main(page).getByRole("button", { name: "Buy Now" });
    for (const button of [add, buy]) {
      const box = await button.boundingBox();
      expect(box?.height).toBeGreaterThanOrEqual(44);
    }
    await add.click();
    const notice = page.locator('[data-scope="toast"][data-part="root"]', { hasText: "Added to cart!" });
    await expect(notice).toBeVisible();
    await expect(cartLink(page)).toHaveAccessibleName("Cart, 1 item");
    const shown = await notice.boundingBox();
    for (const button of [add, buy]) {
      const box = await button.boundingBox();
      if (!shown || !box) throw new Error("not on screen");
      const overlaps =
        shown.x < box.x + box.width &&
        box.x < shown.x + shown.width &&
        shown.y < box.y + box.height &&
        box.y < shown.y + shown.height;
      expect(overlaps).toBe(false);
    }
    // It comes from the top on a phone, where the page's own buttons are not.
    expect(shown?.y ?? 999).toBeLessThan(120);
  });

  test("logging out says goodbye", async ({ page }) => {
    const account = await createCustomer(page.request, "leaver");
    await signIn(page.request, account.username);
    await page.goto("/dashboard");
    await page.getByRole("button", { name: /menu/i }).first().click();
    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText("Goodbye!")).toBeVisible();
  });

  test("the dashboard's tab row shows that it scrolls", async ({ page }) => {
    const account = await createCustomer(page.request, "scroller");
    await signIn(page.request, account.username);
    await page.goto("/dashboard");
    const tabs = page.getByRole("tablist", { name: "Dashboard sections" });
    await expect(tabs).toBeVisible();
    const start = page.locator('[data-scroll-cue="start"]');
    const end = page.locator('[data-scroll-cue="end"]');
    await expect(end).toHaveCSS("opacity", "1");
    await expect(start).toHaveCSS("opacity", "0");
    await tabs.getByRole("tab", { name: "Profile" }).click();
    await expect(end).toHaveCSS("opacity", "0");
    await expect(start).toHaveCSS("opacity", "1");
  });
});

test("signing in from the cart returns to the cart", async ({ page }) => {
  const account = await createCustomer(page.request, "carted");
  await addWineToCart(page.request, HOUSE_RED, 2);
  await page.goto("/cart");
  await main(page).getByRole("link", { name: "Sign In / Create Account" }).click();
  await expect(page).toHaveURL(/\/membership\?redirect=%2Fcart$/);
  const form = main(page).getByRole("form", { name: "Sign in" });
  await form.getByLabel("Username or e-mail").fill(account.username);
  await form.getByLabel("Password").fill(PASSWORD);
  await form.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(cartLink(page)).toHaveAccessibleName("Cart, 2 items");
});

test("signing in from a chosen reservation time returns to it, the time still chosen", async ({
  page,
  playwright,
  baseURL,
}) => {
  const admin = await playwright.request.newContext({ baseURL });
  await signIn(admin, ADMIN.username, ADMIN.password);
  const type = await createType(admin, { capacity: 8, price: "30.00" });
  await admin.dispose();
  const slot = await firstBookableSlot(page.request, type.id);
  const account = await createCustomer(page.request, "planner");

  await page.goto(`/reservations?type=${type.id}`);
  // The times are asked for once the page is alive: choices made before it would be replayed, not kept.
  const times = page.getByRole("group", { name: /^Available times/ });
  await expect(times.or(page.getByText("No available times for this date."))).toBeVisible();
  await page.getByLabel("Party size").selectOption("3");
  await page.getByRole("button", { name: dateButtonName(slot.startTime), exact: true }).click();
  await times.getByRole("button", { name: timeButtonName(slot.startTime) }).click();
  await page.getByRole("button", { name: "Reserve Table" }).click();
  await page.getByRole("dialog", { name: "Sign In Required" }).getByRole("link", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/membership\?redirect=/);

  const form = main(page).getByRole("form", { name: "Sign in" });
  await form.getByLabel("Username or e-mail").fill(account.username);
  await form.getByLabel("Password").fill(PASSWORD);
  await form.getByRole("button", { name: "Sign In" }).click();

  await expect(page).toHaveURL(/\/reservations\?/);
  const back = new URL(page.url()).searchParams;
  expect([back.get("type"), back.get("slot"), back.get("guests")]).toEqual([type.id, slot.id, "3"]);
  await expect(page.getByLabel("Party size")).toHaveValue("3");
  await expect(
    page.getByRole("button", { name: dateButtonName(slot.startTime), exact: true }),
  ).toHaveAttribute("aria-pressed", "true");
  await expect(times.getByRole("button", { name: timeButtonName(slot.startTime) })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await page.getByRole("button", { name: "Reserve Table" }).click();
  await expect(page.getByRole("dialog", { name: "Confirm Your Reservation" })).toBeVisible();
});

test("a sign-in link that points at another site lands on the dashboard instead", async ({ page }) => {
  const account = await createCustomer(page.request, "wary");
  // The other shapes (//host, /\host, javascript:) are refused the same way (web/src/lib/redirect.test.ts).
  await page.goto(`/membership?redirect=${encodeURIComponent("https://evil.example/cart")}`);
  const form = main(page).getByRole("form", { name: "Sign in" });
  await form.getByLabel("Username or e-mail").fill(account.username);
  await form.getByLabel("Password").fill(PASSWORD);
  await form.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("a booking says it is paid at the tasting room and starts from the profile's phone", async ({
  page,
  playwright,
  baseURL,
}) => {
  const admin = await playwright.request.newContext({ baseURL });
  await signIn(admin, ADMIN.username, ADMIN.password);
  const type = await createType(admin, { capacity: 6, price: "30.00" });
  await admin.dispose();
  const slot = await firstBookableSlot(page.request, type.id);
  const account = await createCustomer(page.request, "caller");
  await signIn(page.request, account.username);
  const saved = await page.request.put("/api/account/profile", {
    data: { firstName: "Ada", lastName: "Vine", phone: "(440) 555-0142" },
  });
  expect(saved.ok(), await saved.text()).toBe(true);

  await page.goto(`/reservations?type=${type.id}`);
  const panel = page.getByRole("region", { name: "Book" });
  await expect(
    panel.getByText("Nothing is charged now: the total is payable at the tasting room."),
  ).toBeVisible();
  await page.getByRole("button", { name: dateButtonName(slot.startTime), exact: true }).click();
  await page
    .getByRole("group", { name: /^Available times/ })
    .getByRole("button", { name: timeButtonName(slot.startTime) })
    .click();
  await page.getByRole("button", { name: "Reserve Table" }).click();
  const dialog = page.getByRole("dialog", { name: "Confirm Your Reservation" });
  await expect(dialog.getByRole("textbox", { name: "Phone" })).toHaveValue("(440) 555-0142");
  await expect(
    dialog.getByText("Nothing is charged now: the total is payable at the tasting room."),
  ).toBeVisible();
  await dialog.getByRole("button", { name: "Confirm Reservation" }).click();
  await expect(page.getByText("Reservation Confirmed!")).toBeVisible();
  await expect(
    page.getByText(
      "Your reservation has been successfully booked. The total, $60.00, is payable at the tasting room.",
    ),
  ).toBeVisible();
});

test("a used reset link says so as the page opens, with a way to ask for a new one", async ({
  page,
  playwright,
  baseURL,
  extraHTTPHeaders,
}) => {
  const account = await createCustomer(page.request, "spent");
  expect((await page.request.post("/api/auth/password-reset", { data: { email: account.email } })).ok()).toBe(
    true,
  );
  const staff = await adminApi(playwright, baseURL, extraHTTPHeaders);
  const link = linkIn(await latestMail(staff, account.email, "password_reset"), "/reset-password");
  await staff.dispose();

  // A live link: the form.
  await page.goto(link);
  await expect(main(page).getByRole("textbox", { name: "New password", exact: true })).toBeVisible();
  const token = new URL(link, baseURL).searchParams.get("token") ?? "";
  const used = await page.request.post("/api/auth/password-reset/confirm", {
    data: { token, newPassword: "a brand new vintage" },
  });
  expect(used.ok()).toBe(true);

  // Spent: said at once, before any password is typed.
  await page.goto(link);
  await expect(main(page).getByText("This reset link is no longer valid.")).toBeVisible();
  await expect(main(page).getByRole("textbox", { name: "New password", exact: true })).toHaveCount(0);
  await main(page).getByRole("link", { name: "Send me a new link" }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
});

test("a deleted reply shows no likes, and the list and the topic count it alike", async ({
  page,
  playwright,
  baseURL,
  extraHTTPHeaders,
}) => {
  const author = await createCustomer(page.request, "poster");
  await signIn(page.request, author.username);
  const word = uniqueWord("cellar");
  const topic = await startTopic(page.request, {
    title: `Cellar temperatures ${word}`,
    content: "What do you keep your cellar at?",
  });
  const reply = await replyTo(page.request, topic.id, "Fifty-five degrees, always.");
  const fan = await playwright.request.newContext({ baseURL, extraHTTPHeaders });
  const fanAccount = await createCustomer(fan, "fan");
  await signIn(fan, fanAccount.username);
  const liked = await fan.post(`/api/forum/replies/${reply.id}/like`, { data: {} });
  expect(liked.ok(), await liked.text()).toBe(true);
  await fan.dispose();
  expect((await page.request.delete(`/api/forum/replies/${reply.id}`)).ok()).toBe(true);

  await page.goto(`/forum?topic=${topic.id}`);
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("heading", { name: "1 Reply" })).toBeVisible();
  const deleted = dialog.getByRole("listitem", { name: "Deleted reply" });
  await expect(deleted).toContainText("[deleted]");
  await expect(deleted.getByRole("button", { name: /^Like this reply/ })).toHaveCount(0);
  const listed = (await (await page.request.get(`/api/forum/topics?search=${word}`)).json()) as {
    items: { id: string; replyCount: number }[];
  };
  expect(listed.items.find((row) => row.id === topic.id)?.replyCount).toBe(1);
});

test("a shirt's size shows in the checkout summary and in the Remove button's name", async ({ page }) => {
  const added = await page.request.post("/api/cart", {
    data: { productId: "merch-vineyard-rows-tee", productType: "merchandise", quantity: 1, size: "L" },
  });
  expect(added.ok(), await added.text()).toBe(true);
  await page.goto("/cart");
  await expect(main(page).getByRole("button", { name: "Remove Vineyard Rows T-Shirt (L)" })).toBeVisible();
  await page.goto("/checkout");
  const line = main(page)
    .getByRole("list", { name: "Items in your order" })
    .getByRole("listitem", { name: "Vineyard Rows T-Shirt (L)" });
  await expect(line).toContainText("Qty 1 · Size L");
});

test("Event inquiry and Book a group visit each open what they promise", async ({ page }) => {
  await page.goto("/visit");
  await main(page).getByRole("link", { name: "Event inquiry" }).click();
  await expect(page).toHaveURL(/\/contact\?topic=event$/);
  const inquiry = main(page).getByRole("region", { name: "Event inquiry" });
  await expect(inquiry.getByRole("link", { name: "E-mail your event inquiry" })).toHaveAttribute(
    "href",
    /^mailto:hello@ridgeroadvineyard\.example\?subject=Event%20inquiry&body=/,
  );

  await page.goto("/visit");
  await main(page).getByRole("link", { name: "Book a group visit" }).click();
  await expect(page).toHaveURL(/\/reservations\?type=group-tasting&guests=8$/);
  await expect(page.getByRole("heading", { level: 2, name: "Group Tasting" })).toBeVisible();
  await expect(page.getByLabel("Party size")).toHaveValue("8");
});
