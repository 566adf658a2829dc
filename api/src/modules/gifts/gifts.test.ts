import type { ApiError, GiftPackage } from "contracts";
import { cartItems, giftPackages, one, wines } from "db";
import { createWine } from "db/seed/factories";
import { desc, eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { createTestApp, firstIssueOf, insertOrderFor, type TestApp } from "../../test/helpers";
import { giftPackagesWithWines } from "./gifts.service";

const wineImage = (id: string) => `/images/wines/${id}.svg`;
const summary = (pkgs: GiftPackage[]) =>
  pkgs.map((p) => ({ id: p.id, price: p.price, occasion: p.occasion, wines: p.wines.map((w) => w.name) }));

async function insertPackage(
  t: TestApp,
  values: Partial<typeof giftPackages.$inferInsert> & { wineIds: string[] },
) {
  return one(
    await t.db.write((tx) =>
      tx
        .insert(giftPackages)
        .values({
          name: "Test Box",
          description: "A box for tests.",
          price: "40.00",
          occasion: "birthday",
          ...values,
        })
        .returning(),
    ),
  );
}

describe("gifts.list", () => {
  it("serves the six seeded packages in catalogue order, each with its wines", async () => {
    const t = await createTestApp();
    const res = await t.client().get<GiftPackage[]>("/api/gift-packages");
    expect(res.status).toBe(200);
    expect(summary(res.body)).toEqual([
      {
        id: "gift-anniversary-reserve",
        price: "85.00",
        occasion: "anniversary",
        wines: ["Ridge Road Blanc de Blancs", "Ridge Road Reserve Cabernet Sauvignon"],
      },
      {
        id: "gift-birthday-bubbles",
        price: "45.00",
        occasion: "birthday",
        wines: ["Lake Breeze Sparkling Rosé", "Harvest Fizz Sparkling Catawba"],
      },
      {
        id: "gift-holiday-hearth",
        price: "129.00",
        occasion: "holiday",
        wines: ["Conneaut Creek Brut", "Ridge Road Meritage", "Frozen Shore Vidal Ice Wine"],
      },
      {
        id: "gift-congratulations-toast",
        price: "52.00",
        occasion: "congratulations",
        wines: ["Conneaut Creek Brut", "Lakeshore Riesling"],
      },
      {
        id: "gift-thank-you-trio",
        price: "62.00",
        occasion: "thank-you",
        wines: ["Lakeshore Riesling", "Sunset Dry Rosé", "Lake Effect Cabernet Franc"],
      },
      {
        id: "gift-corporate-collection",
        price: "95.00",
        occasion: "corporate",
        wines: ["Ridge Road Reserve Cabernet Sauvignon", "South Ridge Chardonnay", "Conneaut Creek Brut"],
      },
    ]);
    expect(res.body.map((p) => p.inStock)).toEqual([true, true, true, true, true, true]);
    expect(res.body[0]).toEqual({
      id: "gift-anniversary-reserve",
      name: "Anniversary Reserve",
      description:
        "Our Blanc de Blancs for the toast and the Reserve Cabernet Sauvignon for dinner, in a keepsake wooden box.",
      price: "85.00",
      imageUrl: "/images/gifts/gift-anniversary-reserve.svg",
      occasion: "anniversary",
      giftNote: "Happy anniversary! Here's to every year behind you and all the ones ahead.",
      wineIds: ["wine-ridge-road-blanc-de-blancs-2018", "wine-ridge-road-reserve-cabernet-sauvignon-2020"],
      wines: [
        {
          id: "wine-ridge-road-blanc-de-blancs-2018",
          name: "Ridge Road Blanc de Blancs",
          type: "sparkling",
          vintage: 2018,
          imageUrl: wineImage("wine-ridge-road-blanc-de-blancs-2018"),
        },
        {
          id: "wine-ridge-road-reserve-cabernet-sauvignon-2020",
          name: "Ridge Road Reserve Cabernet Sauvignon",
          type: "red",
          vintage: 2020,
          imageUrl: wineImage("wine-ridge-road-reserve-cabernet-sauvignon-2020"),
        },
      ],
      isActive: true,
      inStock: true,
    });
  });

  it("filters by occasion, over REST and tRPC, and refuses unknown occasions", async () => {
    const t = await createTestApp();
    const ids = (body: unknown) => (body as GiftPackage[]).map((p) => p.id);
    expect(ids((await t.client().get("/api/gift-packages?occasion=holiday")).body)).toEqual([
      "gift-holiday-hearth",
    ]);
    expect(ids((await t.client().get("/api/gift-packages?occasion=thank-you")).body)).toEqual([
      "gift-thank-you-trio",
    ]);
    const trpc = await t.client().trpcQuery<GiftPackage[]>("gifts.list", { occasion: "corporate" });
    expect(trpc.body.result?.data.map((p) => p.id)).toEqual(["gift-corporate-collection"]);
    expect((await t.client().get("/api/gift-packages?occasion=wedding")).status).toBe(400);
  });

  it("is out of stock when a wine it holds has none left or is unavailable; -1 is unlimited", async () => {
    const t = await createTestApp({ seed: false });
    const a = await createWine(t.db, { name: "A", stock: 5 });
    const b = await createWine(t.db, { name: "B", stock: -1 });
    const c = await createWine(t.db, { name: "C", stock: 0 });
    const d = await createWine(t.db, { name: "D", stock: 10, isAvailable: false });
    const at = (n: number) => `2026-01-01T00:00:0${n}.000Z`;
    await insertPackage(t, { name: "Unlimited", wineIds: [a.id, b.id], createdAt: at(1) });
    await insertPackage(t, { name: "Sold out", wineIds: [a.id, c.id], createdAt: at(2) });
    await insertPackage(t, { name: "Unavailable", wineIds: [d.id, a.id], createdAt: at(3) });
    await insertPackage(t, { name: "Vanished", wineIds: [a.id, "wine-that-was-deleted"], createdAt: at(4) });
    const res = await t.client().get<GiftPackage[]>("/api/gift-packages");
    expect(res.body.map((p) => [p.name, p.inStock, p.wines.map((w) => w.name)])).toEqual([
      ["Unlimited", true, ["A", "B"]],
      ["Sold out", false, ["A", "C"]],
      ["Unavailable", false, ["D", "A"]],
      ["Vanished", false, ["A"]],
    ]);
  });

  it("hides inactive packages from everyone but admins; same createdAt orders by id", async () => {
    const t = await createTestApp({ seed: false });
    const wine = await createWine(t.db);
    const same = "2026-01-01T00:00:00.000Z";
    await insertPackage(t, { id: "pkg-b", name: "Shown B", wineIds: [wine.id], createdAt: same });
    await insertPackage(t, { id: "pkg-a", name: "Shown A", wineIds: [wine.id], createdAt: same });
    await insertPackage(t, {
      id: "pkg-c",
      name: "Retired",
      wineIds: [wine.id],
      isActive: false,
      createdAt: same,
    });
    const names = (body: unknown) => (body as GiftPackage[]).map((p) => p.name);
    expect(names((await t.client().get("/api/gift-packages")).body)).toEqual(["Shown A", "Shown B"]);
    const { client: customer } = await t.signedIn();
    expect(names((await customer.get("/api/gift-packages")).body)).toEqual(["Shown A", "Shown B"]);
    const { client: admin } = await t.signedIn({ role: "admin" });
    expect(names((await admin.get("/api/gift-packages")).body)).toEqual(["Shown A", "Shown B", "Retired"]);
  });
});

describe("giftPackagesWithWines", () => {
  it("reads every package's wines in one query, keeping package and wine order", async () => {
    const t = await createTestApp();
    const rows = await t.db.select().from(giftPackages).orderBy(desc(giftPackages.createdAt));
    const twice = await insertPackage(t, {
      id: "twice",
      wineIds: ["wine-ridge-road-red-2023", "wine-ridge-road-red-2023"],
    });
    const select = vi.spyOn(t.db, "select");
    const gifts = await giftPackagesWithWines(t.db, [...rows, twice]);
    expect(select).toHaveBeenCalledTimes(1);
    expect(gifts.map((g) => g.id)).toEqual([
      "gift-corporate-collection",
      "gift-thank-you-trio",
      "gift-congratulations-toast",
      "gift-holiday-hearth",
      "gift-birthday-bubbles",
      "gift-anniversary-reserve",
      "twice",
    ]);
    expect(gifts.at(-1)?.wines.map((w) => w.id)).toEqual([
      "wine-ridge-road-red-2023",
      "wine-ridge-road-red-2023",
    ]);
    expect(gifts.at(-1)?.inStock).toBe(true);
    select.mockClear();
    expect(await giftPackagesWithWines(t.db, [])).toEqual([]);
    expect(select).not.toHaveBeenCalled();
  });
});

const form = {
  name: "Summer Picnic",
  description: "A rosé and a Riesling for the lake shore.",
  price: "59.5",
  imageUrl: "",
  occasion: "birthday",
  giftNote: "Enjoy the sunshine!",
  wineIds: ["wine-sunset-dry-rose-2023", "wine-lakeshore-riesling-2022"],
};

describe("gifts.create", () => {
  it("adds a package with its price on 2 places and its wines resolved", async () => {
    const t = await createTestApp();
    const { client } = await t.signedIn({ role: "admin" });
    const res = await client.post<GiftPackage>("/api/gift-packages", form);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: expect.stringMatching(/^[0-9a-z]{16}$/),
      name: "Summer Picnic",
      description: "A rosé and a Riesling for the lake shore.",
      price: "59.50",
      imageUrl: null,
      occasion: "birthday",
      giftNote: "Enjoy the sunshine!",
      wineIds: ["wine-sunset-dry-rose-2023", "wine-lakeshore-riesling-2022"],
      wines: [
        {
          id: "wine-sunset-dry-rose-2023",
          name: "Sunset Dry Rosé",
          type: "rosé",
          vintage: 2023,
          imageUrl: wineImage("wine-sunset-dry-rose-2023"),
        },
        {
          id: "wine-lakeshore-riesling-2022",
          name: "Lakeshore Riesling",
          type: "white",
          vintage: 2022,
          imageUrl: wineImage("wine-lakeshore-riesling-2022"),
        },
      ],
      isActive: true,
      inStock: true,
    });
    const row = (await t.db.select().from(giftPackages).where(eq(giftPackages.id, res.body.id)))[0];
    expect(row?.createdAt).toBe("2026-11-20T15:00:00.000Z");
    expect(row?.updatedAt).toBe("2026-11-20T15:00:00.000Z");
    const listed = await t.client().get<GiftPackage[]>("/api/gift-packages?occasion=birthday");
    expect(listed.body.map((p) => p.name)).toEqual(["Birthday Bubbles", "Summer Picnic"]);
  });

  it("answers 400 for an unknown wine and for a bad form", async () => {
    const t = await createTestApp();
    const { client } = await t.signedIn({ role: "admin" });
    const unknown = await client.post<ApiError>("/api/gift-packages", {
      ...form,
      wineIds: ["wine-lakeshore-riesling-2022", "no-such-wine"],
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe("Unknown wine: no-such-wine");
    const firstIssue = firstIssueOf(client, "/api/gift-packages", form);
    expect(await firstIssue({ price: "abc" })).toBe("Enter an amount like 49.99");
    expect(await firstIssue({ name: "" })).toBe("Name is required");
    expect(await firstIssue({ description: " " })).toBe("Description is required");
    expect(await firstIssue({ wineIds: [] })).toBe("Choose at least one wine");
    expect(await firstIssue({ occasion: "wedding" })).toBe("Choose an occasion");
    const trpc = await client.trpcMutation("gifts.create", { ...form, wineIds: ["nope"] });
    expect(trpc.body.error?.message).toBe("Unknown wine: nope");
    expect(await t.db.select().from(giftPackages)).toHaveLength(6);
  });

  it("is for admins only: 401 for visitors, 403 for customers", async () => {
    const t = await createTestApp();
    const { client } = await t.signedIn();
    const id = "gift-birthday-bubbles";
    expect((await t.client().post("/api/gift-packages", form)).status).toBe(401);
    expect((await client.post("/api/gift-packages", form)).status).toBe(403);
    expect((await t.client().put(`/api/gift-packages/${id}`, form)).status).toBe(401);
    expect((await client.put(`/api/gift-packages/${id}`, form)).status).toBe(403);
    expect((await t.client().delete(`/api/gift-packages/${id}`)).status).toBe(401);
    const forbidden = await client.delete<ApiError>(`/api/gift-packages/${id}`);
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.message).toBe("Admin access required.");
    expect(await t.db.select().from(giftPackages)).toHaveLength(6);
  });
});

describe("gifts.update", () => {
  it("replaces a package's fields and answers it with its new wines", async () => {
    const t = await createTestApp();
    const { client } = await t.signedIn({ role: "admin" });
    t.clock.set("2026-12-01T10:00:00.000Z");
    const res = await client.put<GiftPackage>("/api/gift-packages/gift-birthday-bubbles", {
      ...form,
      name: "Birthday Bubbles Deluxe",
      price: "70",
      giftNote: null,
      isActive: false,
      wineIds: ["wine-ridge-road-red-2023"],
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: "gift-birthday-bubbles",
      name: "Birthday Bubbles Deluxe",
      price: "70.00",
      giftNote: null,
      imageUrl: null,
      isActive: false,
      wines: [{ id: "wine-ridge-road-red-2023", name: "Ridge Road Red" }],
      inStock: true,
    });
    const row = (
      await t.db.select().from(giftPackages).where(eq(giftPackages.id, "gift-birthday-bubbles"))
    )[0];
    expect(row?.updatedAt).toBe("2026-12-01T10:00:00.000Z");
    expect(row?.createdAt).toBe("2026-01-01T00:01:00.000Z");
    const listed = await t.client().get<GiftPackage[]>("/api/gift-packages");
    expect(listed.body.map((p) => p.id)).not.toContain("gift-birthday-bubbles");
  });

  it("answers 404 for an unknown package and 400 for an unknown wine", async () => {
    const t = await createTestApp();
    const { client } = await t.signedIn({ role: "admin" });
    const missing = await client.put<ApiError>("/api/gift-packages/nope", form);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe("Gift package not found");
    const unknown = await client.put<ApiError>("/api/gift-packages/gift-holiday-hearth", {
      ...form,
      wineIds: ["gone"],
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe("Unknown wine: gone");
    const row = (await t.db.select().from(giftPackages).where(eq(giftPackages.id, "gift-holiday-hearth")))[0];
    expect(row?.name).toBe("Holiday Hearth Collection");
  });
});

describe("gifts.remove", () => {
  it("deletes a package no order names, and its cart lines with it", async () => {
    const t = await createTestApp();
    await t.db.write((tx) =>
      tx.insert(cartItems).values({
        cartToken: "visitor",
        kind: "gift-package",
        giftPackageId: "gift-thank-you-trio",
        quantity: 1,
      }),
    );
    await t.db.write((tx) =>
      tx
        .insert(cartItems)
        .values({ cartToken: "visitor", wineId: "wine-lakeshore-riesling-2022", quantity: 2 }),
    );
    const { client } = await t.signedIn({ role: "admin" });
    const res = await client.delete("/api/gift-packages/gift-thank-you-trio");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ deleted: true });
    expect(
      (await t.db.select().from(giftPackages).where(eq(giftPackages.id, "gift-thank-you-trio")))[0],
    ).toBeUndefined();
    const lines = await t.db.select({ type: cartItems.kind, wineId: cartItems.wineId }).from(cartItems);
    expect(lines).toEqual([{ type: "wine", wineId: "wine-lakeshore-riesling-2022" }]);
    // The wines it held stay in the shop.
    expect(
      (await t.db.select().from(wines).where(eq(wines.id, "wine-sunset-dry-rose-2023")))[0],
    ).toBeDefined();
    const again = await client.delete<ApiError>("/api/gift-packages/gift-thank-you-trio");
    expect(again.status).toBe(404);
    expect(again.body.message).toBe("Gift package not found");
  });

  it("makes a package that orders name inactive instead", async () => {
    const t = await createTestApp();
    await insertOrderFor(t, {
      kind: "gift-package",
      giftPackageId: "gift-anniversary-reserve",
      price: "85.00",
    });
    const { client } = await t.signedIn({ role: "admin" });
    t.clock.set("2026-12-04T09:00:00.000Z");
    const res = await client.delete("/api/gift-packages/gift-anniversary-reserve");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ deactivated: true });
    const row = (
      await t.db.select().from(giftPackages).where(eq(giftPackages.id, "gift-anniversary-reserve"))
    )[0];
    expect(row).toMatchObject({ isActive: false, updatedAt: "2026-12-04T09:00:00.000Z" });
    const visible = await t.client().get<GiftPackage[]>("/api/gift-packages");
    expect(visible.body.map((p) => p.id)).not.toContain("gift-anniversary-reserve");
    const all = await client.get<GiftPackage[]>("/api/gift-packages");
    expect(all.body.find((p) => p.id === "gift-anniversary-reserve")?.isActive).toBe(false);
    const trpc = await client.trpcMutation("gifts.remove", { id: "gift-anniversary-reserve" });
    expect(trpc.body.result?.data).toEqual({ deactivated: true });
  });
});
