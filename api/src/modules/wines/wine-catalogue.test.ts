import type { ApiError, Wine } from "contracts";
import { createWine } from "db/seed/factories";
import { describe, expect, it } from "vitest";
import { createTestApp } from "../../test/helpers";

async function catalogue() {
  const t = await createTestApp({ seed: false });
  const w = (overrides: Parameters<typeof createWine>[1]) => createWine(t.db, overrides);
  await w({
    name: "Beta Riesling",
    type: "white",
    price: "18.00",
    vintage: 2022,
    rating: "4.2",
    grapeVariety: "Riesling",
    createdAt: "2026-01-01T00:00:01.000Z",
  });
  await w({
    name: "alpha Cabernet",
    type: "red",
    price: "42.50",
    vintage: 2019,
    rating: "4.8",
    region: "Grand River Valley",
    createdAt: "2026-01-01T00:00:02.000Z",
  });
  await w({
    name: "Gamma Rosé",
    type: "rosé",
    price: "9.99",
    vintage: 2024,
    rating: null,
    description: "Strawberry and 100% fun",
    createdAt: "2026-01-01T00:00:03.000Z",
  });
  await w({
    name: "Delta Brut",
    type: "sparkling",
    price: "120.00",
    vintage: 2018,
    rating: "4.5",
    createdAt: "2026-01-01T00:00:04.000Z",
  });
  await w({
    name: "Hidden Reserve",
    type: "red",
    price: "80.00",
    vintage: 2015,
    isAvailable: false,
    createdAt: "2026-01-01T00:00:05.000Z",
  });
  return t;
}

const names = (body: unknown) => (body as Wine[]).map((w) => w.name);

describe("wines.list", () => {
  it("lists available wines in catalogue order, hiding unavailable ones from customers", async () => {
    const t = await catalogue();
    const res = await t.client().get<Wine[]>("/api/wines");
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
    const res = await t.client().trpcQuery<Wine[]>("wines.list", { sort: "price-asc", type: "white" });
    expect(res.body.result?.data.map((w) => w.name)).toEqual(["Beta Riesling"]);
  });

  it("serves the seeded catalogue: 24 or more wines, the first three with full details", async () => {
    const t = await createTestApp();
    const res = await t.client().get<Wine[]>("/api/wines");
    expect(res.body.length).toBeGreaterThanOrEqual(24);
    for (const wine of res.body.slice(0, 3)) {
      for (const field of [
        "description",
        "imageUrl",
        "tastingNotes",
        "pairingNotes",
        "region",
        "grapeVariety",
      ] as const) {
        expect(wine[field], `${wine.name} ${field}`).toBeTruthy();
      }
    }
  });
});

describe("wines.byId", () => {
  it("returns one wine with its money as 2-place strings", async () => {
    const t = await catalogue();
    const list = (await t.client().get<Wine[]>("/api/wines")).body;
    const id = list[1]?.id ?? "";
    const res = await t.client().get<Wine>(`/api/wines/${id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: "alpha Cabernet", price: "42.50", vintage: 2019, type: "red" });
  });

  it("answers 404 for a missing or unavailable wine", async () => {
    const t = await catalogue();
    const missing = await t.client().get<ApiError>("/api/wines/nope");
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe("Wine not found");
    const all = (await (await t.signedIn({ role: "admin" })).client.get<Wine[]>("/api/wines")).body;
    const hidden = all.find((w) => w.name === "Hidden Reserve");
    expect((await t.client().get(`/api/wines/${hidden?.id}`)).status).toBe(404);
  });
});
