import {
  cartItems,
  giftPackages,
  monthlyWineSelections,
  orderItems,
  orders,
  tastingJournals,
  wines,
} from "db";
import { createWine } from "db/seed/factories";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/helpers";

interface WineBody {
  id: string;
  name: string;
  price: string;
  vintage: number;
  rating: string | null;
  type: string;
  isAvailable: boolean;
}

async function catalogue() {
  const t = await createTestApp({ seed: false });
  const w = (overrides: Parameters<typeof createWine>[1]) => createWine(t.db, overrides);
  w({
    name: "Beta Riesling",
    type: "white",
    price: "18.00",
    vintage: 2022,
    rating: "4.2",
    grapeVariety: "Riesling",
    createdAt: "2026-01-01T00:00:01.000Z",
  });
  w({
    name: "alpha Cabernet",
    type: "red",
    price: "42.50",
    vintage: 2019,
    rating: "4.8",
    region: "Grand River Valley",
    createdAt: "2026-01-01T00:00:02.000Z",
  });
  w({
    name: "Gamma Rosé",
    type: "rosé",
    price: "9.99",
    vintage: 2024,
    rating: null,
    description: "Strawberry and 100% fun",
    createdAt: "2026-01-01T00:00:03.000Z",
  });
  w({
    name: "Delta Brut",
    type: "sparkling",
    price: "120.00",
    vintage: 2018,
    rating: "4.5",
    createdAt: "2026-01-01T00:00:04.000Z",
  });
  w({
    name: "Hidden Reserve",
    type: "red",
    price: "80.00",
    vintage: 2015,
    isAvailable: false,
    createdAt: "2026-01-01T00:00:05.000Z",
  });
  return t;
}

const names = (body: unknown) => (body as WineBody[]).map((w) => w.name);

describe("wines.list", () => {
  it("lists available wines in catalogue order, hiding unavailable ones from customers", async () => {
    const t = await catalogue();
    const res = await t.client().get<WineBody[]>("/api/wines");
    expect(res.status).toBe(200);
    expect(names(res.body)).toEqual(["Beta Riesling", "alpha Cabernet", "Gamma Rosé", "Delta Brut"]);
  });

  it("shows admins every wine, unavailable ones included", async () => {
    const t = await catalogue();
    const { client } = await t.signedIn({ role: "admin" });
    expect(names((await client.get("/api/wines")).body)).toContain("Hidden Reserve");
  });

  it("searches name, description, grape and region without case", async () => {
    const t = await catalogue();
    const search = async (q: string) =>
      names((await t.client().get(`/api/wines?search=${encodeURIComponent(q)}`)).body);
    expect(await search("RIESLING")).toEqual(["Beta Riesling"]);
    expect(await search("grand river")).toEqual(["alpha Cabernet"]);
    expect(await search("strawberry")).toEqual(["Gamma Rosé"]);
    expect(await search("100%")).toEqual(["Gamma Rosé"]);
    expect(await search("_")).toEqual([]);
    expect(await search("nothing like this")).toEqual([]);
  });

  it("filters by type", async () => {
    const t = await catalogue();
    expect(names((await t.client().get("/api/wines?type=ros%C3%A9")).body)).toEqual(["Gamma Rosé"]);
    expect(names((await t.client().get("/api/wines?type=red")).body)).toEqual(["alpha Cabernet"]);
    const bad = await t.client().get("/api/wines?type=orange");
    expect(bad.status).toBe(400);
  });

  it("sorts by name, price both ways, newest vintage and highest rating", async () => {
    const t = await catalogue();
    const sorted = async (sort: string) => names((await t.client().get(`/api/wines?sort=${sort}`)).body);
    expect(await sorted("name")).toEqual(["alpha Cabernet", "Beta Riesling", "Delta Brut", "Gamma Rosé"]);
    expect(await sorted("price-asc")).toEqual([
      "Gamma Rosé",
      "Beta Riesling",
      "alpha Cabernet",
      "Delta Brut",
    ]);
    expect(await sorted("price-desc")).toEqual([
      "Delta Brut",
      "alpha Cabernet",
      "Beta Riesling",
      "Gamma Rosé",
    ]);
    expect(await sorted("vintage")).toEqual(["Gamma Rosé", "Beta Riesling", "alpha Cabernet", "Delta Brut"]);
    expect(await sorted("rating")).toEqual(["alpha Cabernet", "Delta Brut", "Beta Riesling", "Gamma Rosé"]);
  });

  it("answers the same over tRPC", async () => {
    const t = await catalogue();
    const res = await t.client().trpcQuery<WineBody[]>("wines.list", { sort: "price-asc", type: "white" });
    expect(res.body.result?.data.map((w) => w.name)).toEqual(["Beta Riesling"]);
  });

  it("serves the seeded catalogue: 24 or more wines, the first three with full details", async () => {
    const t = await createTestApp();
    const res = await t.client().get<(WineBody & Record<string, unknown>)[]>("/api/wines");
    expect(res.body.length).toBeGreaterThanOrEqual(24);
    for (const wine of res.body.slice(0, 3)) {
      for (const field of [
        "description",
        "imageUrl",
        "tastingNotes",
        "pairingNotes",
        "region",
        "grapeVariety",
      ]) {
        expect(wine[field], `${wine.name} ${field}`).toBeTruthy();
      }
    }
  });
});

describe("wines.byId", () => {
  it("returns one wine with its money as 2-place strings", async () => {
    const t = await catalogue();
    const list = (await t.client().get<WineBody[]>("/api/wines")).body;
    const id = list[1]?.id ?? "";
    const res = await t.client().get<WineBody>(`/api/wines/${id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: "alpha Cabernet", price: "42.50", vintage: 2019, type: "red" });
  });

  it("answers 404 for a missing or unavailable wine", async () => {
    const t = await catalogue();
    const missing = await t.client().get<{ message: string }>("/api/wines/nope");
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe("Wine not found");
    const all = (await (await t.signedIn({ role: "admin" })).client.get<WineBody[]>("/api/wines")).body;
    const hidden = all.find((w) => w.name === "Hidden Reserve");
    expect((await t.client().get(`/api/wines/${hidden?.id}`)).status).toBe(404);
  });
});

interface ErrorBody {
  message: string;
  issues?: { message: string; path: (string | number)[] }[];
}

const wineForm = {
  name: "Ridge Top Cabernet Franc",
  type: "red",
  description: "Bright red fruit and a peppery finish.",
  vintage: 2023,
  price: "24.9",
  casePrice: "240",
  bottlesPerCase: 12,
  stock: 36,
  imageUrl: "",
  tastingNotes: "Raspberry and pepper.",
  pairingNotes: "",
  alcoholContent: "12",
  region: "Lake Erie AVA",
  grapeVariety: "Cabernet Franc",
  servingTemp: "60-65°F",
  rating: "4",
  isExclusive: false,
  isAvailable: true,
  membershipCategory: "none",
};

function insertOrderFor(t: TestApp, item: Partial<typeof orderItems.$inferInsert>) {
  const order = t.db.insert(orders).values({ total: "24.00", status: "confirmed" }).returning().get();
  t.db
    .insert(orderItems)
    .values({ orderId: order.id, name: "Bought before", quantity: 1, price: "24.00", ...item })
    .run();
}

describe("wines.create", () => {
  it("adds a wine with money on 2 places, alcohol and rating on 1, blanks as null", async () => {
    const t = await createTestApp({ seed: false });
    const { client } = await t.signedIn({ role: "admin" });
    const res = await client.post<WineBody & Record<string, unknown>>("/api/wines", wineForm);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: expect.stringMatching(/^[0-9a-z]{16}$/),
      name: "Ridge Top Cabernet Franc",
      type: "red",
      description: "Bright red fruit and a peppery finish.",
      vintage: 2023,
      price: "24.90",
      casePrice: "240.00",
      bottlesPerCase: 12,
      stock: 36,
      imageUrl: null,
      tastingNotes: "Raspberry and pepper.",
      pairingNotes: null,
      alcoholContent: "12.0",
      region: "Lake Erie AVA",
      grapeVariety: "Cabernet Franc",
      servingTemp: "60-65°F",
      rating: "4.0",
      isExclusive: false,
      isAvailable: true,
      membershipCategory: null,
      createdAt: "2026-11-20T15:00:00.000Z",
    });
    const read = await t.client().get<WineBody>(`/api/wines/${res.body.id}`);
    expect(read.body).toEqual(res.body);
  });

  it("applies the form's defaults and takes numbers for the decimals over tRPC", async () => {
    const t = await createTestApp({ seed: false });
    const { client } = await t.signedIn({ role: "admin" });
    const res = await client.trpcMutation<Record<string, unknown>>("wines.create", {
      name: "Sparkling Test",
      type: "sparkling",
      description: "Fine bubbles.",
      vintage: 2021,
      price: 30,
      stock: -1,
      alcoholContent: 11.5,
      rating: 4.25,
      membershipCategory: "premium",
    });
    expect(res.body.error?.message).toBe("Rating: a number from 0 to 5");
    const ok = await client.trpcMutation<Record<string, unknown>>("wines.create", {
      name: "Sparkling Test",
      type: "sparkling",
      description: "Fine bubbles.",
      vintage: 2021,
      price: 30,
      stock: -1,
      alcoholContent: 11.5,
      rating: 4.5,
      membershipCategory: "premium",
    });
    expect(ok.body.result?.data).toMatchObject({
      price: "30.00",
      casePrice: null,
      bottlesPerCase: 12,
      stock: -1,
      alcoholContent: "11.5",
      rating: "4.5",
      isExclusive: false,
      isAvailable: true,
      membershipCategory: "premium",
      imageUrl: null,
    });
  });

  it("answers 400 with the form's messages", async () => {
    const t = await createTestApp({ seed: false });
    const { client } = await t.signedIn({ role: "admin" });
    const firstIssue = async (change: Record<string, unknown>) => {
      const res = await client.post<ErrorBody>("/api/wines", { ...wineForm, ...change });
      expect(res.status).toBe(400);
      return res.body.issues?.[0]?.message;
    };
    expect(await firstIssue({ price: "abc" })).toBe("Price must be an amount like 24.99");
    expect(await firstIssue({ price: "24.999" })).toBe("Price must be an amount like 24.99");
    expect(await firstIssue({ vintage: 1800 })).toBe("Vintage must be 1900 or later");
    expect(await firstIssue({ vintage: 2020.5 })).toBe("Vintage must be a whole number");
    expect(await firstIssue({ bottlesPerCase: 7 })).toBe("Bottles per case is 6, 12 or 24");
    expect(await firstIssue({ rating: 6 })).toBe("Rating: a number from 0 to 5");
    expect(await firstIssue({ rating: "5.5" })).toBe("Rating: a number from 0 to 5");
    expect(await firstIssue({ alcoholContent: "abc" })).toBe("Alcohol: a percentage like 12.5");
    expect(await firstIssue({ casePrice: "lots" })).toBe("Case price: an amount like 240.00");
    expect(await firstIssue({ name: "  " })).toBe("Name is required");
    expect(await firstIssue({ description: "" })).toBe("Description is required");
    expect(await firstIssue({ stock: -2 })).toBe("Stock is -1 (unlimited) or more");
    expect(await firstIssue({ type: "orange" })).toBeTruthy();
    const trpc = await client.trpcMutation("wines.create", { ...wineForm, vintage: 1800 });
    expect(trpc.body.error?.message).toBe("Vintage must be 1900 or later");
    expect(trpc.body.error?.data.httpStatus).toBe(400);
    expect((await client.get<WineBody[]>("/api/wines")).body).toEqual([]);
  });

  it("is for admins only: 401 for visitors, 403 for customers", async () => {
    const t = await createTestApp({ seed: false });
    const visitor = await t.client().post<ErrorBody>("/api/wines", wineForm);
    expect(visitor.status).toBe(401);
    const { client } = await t.signedIn();
    const customer = await client.post<ErrorBody>("/api/wines", wineForm);
    expect(customer.status).toBe(403);
    expect(customer.body.message).toBe("Admin access required.");
    const wine = createWine(t.db);
    expect((await t.client().put(`/api/wines/${wine.id}`, wineForm)).status).toBe(401);
    expect((await client.put(`/api/wines/${wine.id}`, wineForm)).status).toBe(403);
    expect((await t.client().delete(`/api/wines/${wine.id}`)).status).toBe(401);
    expect((await client.delete(`/api/wines/${wine.id}`)).status).toBe(403);
    expect(t.db.select().from(wines).all()).toEqual([wine]);
  });
});

describe("wines.update", () => {
  it("replaces the form's fields, normalising money, and keeps fields the form left out", async () => {
    const t = await createTestApp({ seed: false });
    const wine = createWine(t.db, { name: "Old Name", createdAt: "2026-01-01T00:00:00.000Z" });
    const { client } = await t.signedIn({ role: "admin" });
    const { tastingNotes: _left, ...form } = wineForm;
    const res = await client.put<WineBody & Record<string, unknown>>(`/api/wines/${wine.id}`, {
      ...form,
      price: "31.5",
      casePrice: "",
      bottlesPerCase: 6,
      rating: "4.7",
      alcoholContent: "13.2",
      isAvailable: false,
      membershipCategory: "rare_vintage",
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      ...wine,
      name: "Ridge Top Cabernet Franc",
      description: "Bright red fruit and a peppery finish.",
      vintage: 2023,
      price: "31.50",
      casePrice: null,
      bottlesPerCase: 6,
      stock: 36,
      imageUrl: null,
      pairingNotes: null,
      alcoholContent: "13.2",
      servingTemp: "60-65°F",
      rating: "4.7",
      isAvailable: false,
      membershipCategory: "rare_vintage",
    });
    expect(res.body.tastingNotes).toBe("Cherry and spice.");
    expect(t.db.select().from(wines).where(eq(wines.id, wine.id)).get()).toEqual(res.body);
  });

  it("answers 404 for an unknown wine and 400 for a bad form", async () => {
    const t = await createTestApp({ seed: false });
    const { client } = await t.signedIn({ role: "admin" });
    const missing = await client.put<ErrorBody>("/api/wines/nope", wineForm);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe("Wine not found");
    const wine = createWine(t.db);
    const bad = await client.put<ErrorBody>(`/api/wines/${wine.id}`, { ...wineForm, price: "abc" });
    expect(bad.status).toBe(400);
    expect(bad.body.issues?.[0]?.message).toBe("Price must be an amount like 24.99");
    const trpc = await client.trpcMutation<WineBody>("wines.update", { ...wineForm, id: wine.id, stock: 3 });
    expect(trpc.body.result?.data).toMatchObject({ id: wine.id, stock: 3, price: "24.90" });
  });
});

describe("wines.remove", () => {
  it("deletes a wine nothing refers to, and its cart lines with it", async () => {
    const t = await createTestApp({ seed: false });
    const wine = createWine(t.db);
    const other = createWine(t.db);
    t.db.insert(cartItems).values({ cartToken: "visitor-cart", wineId: wine.id, quantity: 2 }).run();
    t.db.insert(cartItems).values({ cartToken: "visitor-cart", wineId: other.id, quantity: 1 }).run();
    const { client } = await t.signedIn({ role: "admin" });
    const res = await client.delete(`/api/wines/${wine.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ deleted: true });
    expect(
      t.db
        .select()
        .from(wines)
        .all()
        .map((w) => w.id),
    ).toEqual([other.id]);
    expect(t.db.select({ wineId: cartItems.wineId }).from(cartItems).all()).toEqual([{ wineId: other.id }]);
    expect((await client.get(`/api/wines/${wine.id}`)).status).toBe(404);
    const again = await client.delete<ErrorBody>(`/api/wines/${wine.id}`);
    expect(again.status).toBe(404);
    expect(again.body.message).toBe("Wine not found");
  });

  it("marks a wine that orders, journals, club selections or gift packages name as unavailable", async () => {
    const t = await createTestApp({ seed: false });
    const { client, user } = await t.signedIn({ role: "admin" });
    const ordered = createWine(t.db, { name: "Ordered" });
    insertOrderFor(t, { wineId: ordered.id });
    const journaled = createWine(t.db, { name: "Journaled" });
    t.db
      .insert(tastingJournals)
      .values({ userId: user.id, wineId: journaled.id, tastingDate: "2026-11-01" })
      .run();
    const selected = createWine(t.db, { name: "Selected" });
    t.db
      .insert(monthlyWineSelections)
      .values({
        userId: user.id,
        membershipTier: "elite",
        selectionMonth: "2026-11",
        selectedWines: [selected.id],
      })
      .run();
    const gifted = createWine(t.db, { name: "Gifted" });
    t.db
      .insert(giftPackages)
      .values({
        name: "Box",
        description: "A box.",
        price: "40.00",
        occasion: "birthday",
        wineIds: [gifted.id],
      })
      .run();

    for (const wine of [ordered, journaled, selected, gifted]) {
      const res = await client.delete(`/api/wines/${wine.id}`);
      expect(res.status, wine.name).toBe(200);
      expect(res.body, wine.name).toEqual({ deactivated: true });
    }
    const rows = t.db.select({ name: wines.name, isAvailable: wines.isAvailable }).from(wines).all();
    expect(rows).toEqual([
      { name: "Ordered", isAvailable: false },
      { name: "Journaled", isAvailable: false },
      { name: "Selected", isAvailable: false },
      { name: "Gifted", isAvailable: false },
    ]);
    expect((await t.client().get(`/api/wines/${ordered.id}`)).status).toBe(404);
    expect((await client.get<WineBody>(`/api/wines/${ordered.id}`)).body.isAvailable).toBe(false);
    const trpc = await client.trpcMutation("wines.remove", { id: ordered.id });
    expect(trpc.body.result?.data).toEqual({ deactivated: true });
  });
});
