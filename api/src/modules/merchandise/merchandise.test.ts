import type { ApiError, Merchandise } from "contracts";
import { cartItems, merchandise, one } from "db";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createTestApp, firstIssueOf, insertOrderFor, type TestApp } from "../../test/helpers";
import { toMerchandise } from "./merchandise.service";

type NewItem = typeof merchandise.$inferInsert;

async function insertItem(
  t: TestApp,
  values: Partial<NewItem> & Pick<NewItem, "name" | "price" | "category">,
) {
  return one(
    await t.db.write((tx) =>
      tx
        .insert(merchandise)
        .values({ description: `${values.name}, made for tests.`, stock: 10, ...values })
        .returning(),
    ),
  );
}

/** Prices, ratings and featured order chosen so that every sort gives a different answer. */
async function shop() {
  const t = await createTestApp({ seed: false });
  await insertItem(t, {
    name: "Beta Apron",
    category: "Apparel",
    price: "19.00",
    stock: 5,
    rating: "4.2",
    reviews: 10,
    sortOrder: 3,
  });
  await insertItem(t, {
    name: "alpha Cap",
    category: "Apparel",
    price: "25.50",
    stock: 0,
    rating: "4.8",
    reviews: 3,
    sortOrder: 2,
  });
  await insertItem(t, {
    name: "Gamma Glass",
    category: "Glassware",
    price: "9.99",
    stock: 12,
    rating: null,
    sortOrder: 1,
  });
  await insertItem(t, {
    name: "Delta Decanter",
    category: "Glassware",
    price: "120.00",
    stock: 2,
    rating: "4.8",
    reviews: 40,
    sortOrder: 4,
  });
  await insertItem(t, {
    name: "Hidden Opener",
    category: "Accessories",
    price: "5.00",
    stock: 9,
    isActive: false,
    sortOrder: 5,
  });
  await insertItem(t, {
    name: "Epsilon Tote",
    category: "Accessories",
    price: "19.00",
    stock: 7,
    rating: "3.9",
    sortOrder: 6,
  });
  return t;
}

const names = (body: unknown) => (body as Merchandise[]).map((m) => m.name);

describe("merchandise.list", () => {
  it("serves the six seeded items in featured order with stock flags", async () => {
    const t = await createTestApp();
    const res = await t.client().get<Merchandise[]>("/api/merchandise");
    expect(res.status).toBe(200);
    expect(res.body.map((m) => [m.id, m.price, m.category, m.stock, m.inStock])).toEqual([
      ["merch-logo-hoodie", "42.99", "Apparel", 24, true],
      ["merch-vineyard-rows-tee", "24.99", "Apparel", 40, true],
      ["merch-canvas-wine-tote", "29.99", "Accessories", 35, true],
      ["merch-sommelier-corkscrew", "14.99", "Accessories", 50, true],
      ["merch-etched-glass-pair", "32.99", "Glassware", 0, false],
      ["merch-crystal-decanter", "39.99", "Glassware", 12, true],
    ]);
    expect(res.body[3]).toEqual({
      id: "merch-sommelier-corkscrew",
      name: "Sommelier's Corkscrew",
      description: "A double-hinged waiter's corkscrew with a walnut handle and foil cutter.",
      longDescription:
        "The same two-step corkscrew our tasting-room staff use every day: a stainless-steel worm, a " +
        "double-hinged lever for an effortless pull, a serrated foil cutter and a walnut handle engraved " +
        "with our crest.",
      price: "14.99",
      imageUrl: "/images/merchandise/merch-sommelier-corkscrew.svg",
      category: "Accessories",
      stock: 50,
      lowStockAt: null,
      inStock: true,
      sizes: [],
      rating: "4.9",
      reviews: 203,
      isActive: true,
    });
  });

  it("sorts featured (the default), by name, by price both ways and by rating", async () => {
    const t = await shop();
    const sorted = async (sort: string) =>
      names((await t.client().get(`/api/merchandise?sort=${sort}`)).body);
    const featured = ["Gamma Glass", "alpha Cap", "Beta Apron", "Delta Decanter", "Epsilon Tote"];
    expect(names((await t.client().get("/api/merchandise")).body)).toEqual(featured);
    expect(await sorted("featured")).toEqual(featured);
    expect(await sorted("name")).toEqual([
      "alpha Cap",
      "Beta Apron",
      "Delta Decanter",
      "Epsilon Tote",
      "Gamma Glass",
    ]);
    expect(await sorted("price-asc")).toEqual([
      "Gamma Glass",
      "Beta Apron",
      "Epsilon Tote",
      "alpha Cap",
      "Delta Decanter",
    ]);
    expect(await sorted("price-desc")).toEqual([
      "Delta Decanter",
      "alpha Cap",
      "Beta Apron",
      "Epsilon Tote",
      "Gamma Glass",
    ]);
    // Highest rating first, more reviews breaking a tie, unrated last.
    expect(await sorted("rating")).toEqual([
      "Delta Decanter",
      "alpha Cap",
      "Beta Apron",
      "Epsilon Tote",
      "Gamma Glass",
    ]);
    expect((await t.client().get("/api/merchandise?sort=cheapest")).status).toBe(400);
  });

  it("filters by category and by stock; REST's 'true'/'false' strings mean what they say", async () => {
    const t = await shop();
    const get = async (query: string) => {
      const res = await t.client().get<Merchandise[]>(`/api/merchandise?${query}`);
      expect(res.status, query).toBe(200);
      return names(res.body);
    };
    expect(await get("category=Glassware")).toEqual(["Gamma Glass", "Delta Decanter"]);
    expect(await get("category=Apparel")).toEqual(["alpha Cap", "Beta Apron"]);
    expect(await get("inStock=true")).toEqual([
      "Gamma Glass",
      "Beta Apron",
      "Delta Decanter",
      "Epsilon Tote",
    ]);
    expect(await get("inStock=false")).toEqual(["alpha Cap"]);
    expect(await get("category=Apparel&inStock=true&sort=price-desc")).toEqual(["Beta Apron"]);
    expect(await get("category=Glassware&sort=price-desc")).toEqual(["Delta Decanter", "Gamma Glass"]);
    expect((await t.client().get("/api/merchandise?inStock=yes")).status).toBe(400);
    expect((await t.client().get("/api/merchandise?category=Hats")).status).toBe(400);
    const trpc = async (input: unknown) =>
      (await t.client().trpcQuery<Merchandise[]>("merchandise.list", input)).body.result?.data.map(
        (m) => m.name,
      );
    expect(await trpc({ inStock: false })).toEqual(["alpha Cap"]);
    expect(await trpc({ inStock: true, category: "Accessories" })).toEqual(["Epsilon Tote"]);
    expect(await trpc(undefined)).toHaveLength(5);
  });

  it("shows admins inactive items too", async () => {
    const t = await shop();
    const { client: customer } = await t.signedIn();
    expect(names((await customer.get("/api/merchandise?category=Accessories")).body)).toEqual([
      "Epsilon Tote",
    ]);
    const { client: admin } = await t.signedIn({ role: "admin" });
    const res = await admin.get<Merchandise[]>("/api/merchandise?category=Accessories");
    expect(res.body.map((m) => [m.name, m.isActive])).toEqual([
      ["Hidden Opener", false],
      ["Epsilon Tote", true],
    ]);
  });

  it("toMerchandise flags stock and leaves the featured order out", async () => {
    const t = await createTestApp({ seed: false });
    const row = await insertItem(t, {
      id: "m1",
      name: "Cork Coasters",
      category: "Accessories",
      price: "12.00",
      stock: 0,
    });
    expect(toMerchandise(row)).toEqual({
      id: "m1",
      name: "Cork Coasters",
      description: "Cork Coasters, made for tests.",
      longDescription: null,
      price: "12.00",
      imageUrl: null,
      category: "Accessories",
      stock: 0,
      lowStockAt: null,
      inStock: false,
      sizes: [],
      rating: null,
      reviews: 0,
      isActive: true,
    });
  });
});

const form = {
  name: "Ridge Road Ball Cap",
  description: "A washed-cotton cap with the vine-leaf logo.",
  longDescription: "",
  price: "21.5",
  imageUrl: "/images/merchandise/cap.svg",
  category: "Apparel",
  sizes: [
    { size: "S", stock: 5 },
    { size: "M", stock: 10 },
    { size: "L", stock: 10 },
    { size: "XL", stock: 5 },
  ],
  rating: "4",
  reviews: 12,
};

describe("merchandise.create", () => {
  it("adds an item at the end of the featured order, money on 2 places, rating on 1", async () => {
    const t = await shop();
    const { client } = await t.signedIn({ role: "admin" });
    const res = await client.post<Merchandise>("/api/merchandise", form);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: expect.stringMatching(/^[0-9a-z]{16}$/),
      name: "Ridge Road Ball Cap",
      description: "A washed-cotton cap with the vine-leaf logo.",
      longDescription: null,
      price: "21.50",
      imageUrl: "/images/merchandise/cap.svg",
      category: "Apparel",
      stock: 30,
      lowStockAt: null,
      inStock: true,
      sizes: [
        { size: "S", stock: 5 },
        { size: "M", stock: 10 },
        { size: "L", stock: 10 },
        { size: "XL", stock: 5 },
        { size: "XXL", stock: 0 },
      ],
      rating: "4.0",
      reviews: 12,
      isActive: true,
    });
    const row = (await t.db.select().from(merchandise).where(eq(merchandise.id, res.body.id)))[0];
    expect(row).toMatchObject({ sortOrder: 7, createdAt: "2026-11-20T15:00:00.000Z" });
    expect(names((await t.client().get("/api/merchandise")).body).at(-1)).toBe("Ridge Road Ball Cap");
  });

  it("starts the featured order at 1 in an empty shop, and works over tRPC", async () => {
    const t = await createTestApp({ seed: false });
    const { client } = await t.signedIn({ role: "admin" });
    const res = await client.trpcMutation<Merchandise>("merchandise.create", {
      ...form,
      rating: null,
      sizes: [],
    });
    expect(res.body.result?.data).toMatchObject({ rating: null, stock: 0, inStock: false, reviews: 12 });
    expect(await t.db.select({ sortOrder: merchandise.sortOrder }).from(merchandise)).toEqual([
      { sortOrder: 1 },
    ]);
  });

  it("answers 400 with the form's messages", async () => {
    const t = await createTestApp({ seed: false });
    const { client } = await t.signedIn({ role: "admin" });
    const firstIssue = firstIssueOf(client, "/api/merchandise", form);
    expect(await firstIssue({ price: "abc" })).toBe("Enter an amount like 24.99");
    expect(await firstIssue({ stock: -1 })).toBe("Stock cannot be negative");
    expect(await firstIssue({ stock: 2.5 })).toBe("Stock must be a whole number");
    expect(await firstIssue({ rating: "6" })).toBe("Rating is a number from 0 to 5");
    expect(await firstIssue({ rating: "5.5" })).toBe("Rating is a number from 0 to 5");
    expect(await firstIssue({ name: "" })).toBe("Name is required");
    expect(await firstIssue({ category: "Hats" })).toBe("Choose a category");
    expect(await t.db.select().from(merchandise)).toEqual([]);
  });

  it("is for admins only: 401 for visitors, 403 for customers", async () => {
    const t = await createTestApp();
    const { client } = await t.signedIn();
    const id = "merch-logo-hoodie";
    expect((await t.client().post("/api/merchandise", form)).status).toBe(401);
    expect((await client.post("/api/merchandise", form)).status).toBe(403);
    expect((await t.client().put(`/api/merchandise/${id}`, form)).status).toBe(401);
    expect((await client.put(`/api/merchandise/${id}`, form)).status).toBe(403);
    expect((await t.client().delete(`/api/merchandise/${id}`)).status).toBe(401);
    const forbidden = await client.delete<ApiError>(`/api/merchandise/${id}`);
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.message).toBe("Admin access required.");
    expect(await t.db.select().from(merchandise)).toHaveLength(6);
  });
});

describe("merchandise.update", () => {
  it("replaces the form's fields and keeps the featured position", async () => {
    const t = await createTestApp();
    const { client } = await t.signedIn({ role: "admin" });
    t.clock.set("2026-11-25T12:00:00.000Z");
    const res = await client.put<Merchandise>("/api/merchandise/merch-etched-glass-pair", {
      ...form,
      name: "Etched Wine Glass Set of 4",
      category: "Glassware",
      price: "59",
      stock: 8,
      sizes: [],
      rating: "4.7",
      isActive: true,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: "merch-etched-glass-pair",
      name: "Etched Wine Glass Set of 4",
      price: "59.00",
      stock: 8,
      lowStockAt: null,
      inStock: true,
      longDescription: null,
      rating: "4.7",
    });
    const row = (
      await t.db.select().from(merchandise).where(eq(merchandise.id, "merch-etched-glass-pair"))
    )[0];
    expect(row).toMatchObject({ sortOrder: 5, updatedAt: "2026-11-25T12:00:00.000Z" });
    const missing = await client.put<ApiError>("/api/merchandise/nope", form);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe("Merchandise item not found");
  });
});

describe("merchandise.remove", () => {
  it("deletes an item no order names, and its cart lines with it", async () => {
    const t = await createTestApp();
    await t.db.write((tx) =>
      tx.insert(cartItems).values({
        cartToken: "visitor",
        kind: "merchandise",
        merchandiseId: "merch-crystal-decanter",
        quantity: 1,
      }),
    );
    const { client } = await t.signedIn({ role: "admin" });
    const res = await client.delete("/api/merchandise/merch-crystal-decanter");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ deleted: true });
    expect(await t.db.select().from(merchandise)).toHaveLength(5);
    expect(await t.db.select().from(cartItems)).toEqual([]);
    const again = await client.delete<ApiError>("/api/merchandise/merch-crystal-decanter");
    expect(again.status).toBe(404);
    expect(again.body.message).toBe("Merchandise item not found");
  });

  it("makes an item that orders name inactive instead", async () => {
    const t = await createTestApp();
    await insertOrderFor(t, {
      kind: "merchandise",
      merchandiseId: "merch-logo-hoodie",
      name: "Ridge Road Logo Hoodie",
      price: "42.99",
    });
    const { client } = await t.signedIn({ role: "admin" });
    const res = await client.trpcMutation("merchandise.remove", { id: "merch-logo-hoodie" });
    expect(res.body.result?.data).toEqual({ deactivated: true });
    const row = (await t.db.select().from(merchandise).where(eq(merchandise.id, "merch-logo-hoodie")))[0];
    expect(row?.isActive).toBe(false);
    expect(names((await t.client().get("/api/merchandise?category=Apparel")).body)).toEqual([
      "Vineyard Rows T-Shirt",
    ]);
    const rest = await client.delete("/api/merchandise/merch-logo-hoodie");
    expect(rest.body).toEqual({ deactivated: true });
  });
});
