import type { ApiError, Wine } from "contracts";
import { cartItems, giftPackages, monthlyWineSelections, tastingJournals, wines } from "db";
import { createWine } from "db/seed/factories";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createTestApp, firstIssueOf, insertOrderFor } from "../../test/helpers";

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

describe("wines.create", () => {
  it("adds a wine with money on 2 places, alcohol and rating on 1, blanks as null", async () => {
    const t = await createTestApp({ seed: false });
    const { client } = await t.signedIn({ role: "admin" });
    const res = await client.post<Wine>("/api/wines", wineForm);
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
      lowStockAt: null,
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
    const read = await t.client().get<Wine>(`/api/wines/${res.body.id}`);
    expect(read.body).toEqual(res.body);
  });

  it("applies the form's defaults and takes numbers for the decimals over tRPC", async () => {
    const t = await createTestApp({ seed: false });
    const { client } = await t.signedIn({ role: "admin" });
    const sparkling = {
      name: "Sparkling Test",
      type: "sparkling",
      description: "Fine bubbles.",
      vintage: 2021,
      price: 30,
      stock: -1,
      alcoholContent: 11.5,
      membershipCategory: "premium",
    };
    const res = await client.trpcMutation<Wine>("wines.create", { ...sparkling, rating: 4.25 });
    expect(res.body.error?.message).toBe("Rating: a number from 0 to 5");
    const ok = await client.trpcMutation<Wine>("wines.create", { ...sparkling, rating: 4.5 });
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
    const firstIssue = firstIssueOf(client, "/api/wines", wineForm);
    expect(await firstIssue({ price: "abc" })).toBe("Price must be an amount like 24.99");
    expect(await firstIssue({ price: "24.999" })).toBe("Price must be an amount like 24.99");
    expect(await firstIssue({ vintage: 1800 })).toBe("Vintage must be 1900 or later");
    expect(await firstIssue({ vintage: 2020.5 })).toBe("Vintage must be a year");
    expect(await firstIssue({ vintage: "20x1" })).toBe("Vintage must be a year");
    expect(await firstIssue({ bottlesPerCase: 7 })).toBe("Bottles per case is 6, 12 or 24");
    expect(await firstIssue({ rating: 6 })).toBe("Rating: a number from 0 to 5");
    expect(await firstIssue({ rating: "5.5" })).toBe("Rating: a number from 0 to 5");
    expect(await firstIssue({ alcoholContent: "abc" })).toBe("Alcohol: a percentage like 12.5");
    expect(await firstIssue({ casePrice: "lots" })).toBe("Case price: an amount like 240.00");
    expect(await firstIssue({ name: "  " })).toBe("Name is required");
    expect(await firstIssue({ description: "" })).toBe("Description is required");
    expect(await firstIssue({ stock: -2 })).toBe("Stock is -1 (unlimited) or more");
    expect(await firstIssue({ type: "orange" })).toBe("Choose a wine type");
    const trpc = await client.trpcMutation("wines.create", { ...wineForm, vintage: 1800 });
    expect(trpc.body.error?.message).toBe("Vintage must be 1900 or later");
    expect(trpc.body.error?.data.httpStatus).toBe(400);
    expect((await client.get<Wine[]>("/api/wines")).body).toEqual([]);
  });

  it("is for admins only: 401 for visitors, 403 for customers", async () => {
    const t = await createTestApp({ seed: false });
    const visitor = await t.client().post<ApiError>("/api/wines", wineForm);
    expect(visitor.status).toBe(401);
    const { client } = await t.signedIn();
    const customer = await client.post<ApiError>("/api/wines", wineForm);
    expect(customer.status).toBe(403);
    expect(customer.body.message).toBe("Admin access required.");
    const wine = await createWine(t.db);
    expect((await t.client().put(`/api/wines/${wine.id}`, wineForm)).status).toBe(401);
    expect((await client.put(`/api/wines/${wine.id}`, wineForm)).status).toBe(403);
    expect((await t.client().delete(`/api/wines/${wine.id}`)).status).toBe(401);
    expect((await client.delete(`/api/wines/${wine.id}`)).status).toBe(403);
    expect(await t.db.select().from(wines)).toEqual([wine]);
  });
});

describe("wines.update", () => {
  it("replaces the form's fields, normalising money, and keeps fields the form left out", async () => {
    const t = await createTestApp({ seed: false });
    const wine = await createWine(t.db, { name: "Old Name", createdAt: "2026-01-01T00:00:00.000Z" });
    const { client } = await t.signedIn({ role: "admin" });
    const { tastingNotes: _left, ...form } = wineForm;
    const res = await client.put<Wine>(`/api/wines/${wine.id}`, {
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
    expect((await t.db.select().from(wines).where(eq(wines.id, wine.id)))[0]).toEqual(res.body);
  });

  it("answers 404 for an unknown wine and 400 for a bad form", async () => {
    const t = await createTestApp({ seed: false });
    const { client } = await t.signedIn({ role: "admin" });
    const missing = await client.put<ApiError>("/api/wines/nope", wineForm);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe("Wine not found");
    const wine = await createWine(t.db);
    const bad = await client.put<ApiError>(`/api/wines/${wine.id}`, { ...wineForm, price: "abc" });
    expect(bad.status).toBe(400);
    expect(bad.body.issues?.[0]?.message).toBe("Price must be an amount like 24.99");
    const trpc = await client.trpcMutation<Wine>("wines.update", { ...wineForm, id: wine.id, stock: 3 });
    expect(trpc.body.result?.data).toMatchObject({ id: wine.id, stock: 3, price: "24.90" });
  });
});

describe("wines.remove", () => {
  it("deletes a wine nothing refers to, and its cart lines with it", async () => {
    const t = await createTestApp({ seed: false });
    const wine = await createWine(t.db);
    const other = await createWine(t.db);
    await t.db.write((tx) =>
      tx.insert(cartItems).values({ cartToken: "visitor-cart", wineId: wine.id, quantity: 2 }),
    );
    await t.db.write((tx) =>
      tx.insert(cartItems).values({ cartToken: "visitor-cart", wineId: other.id, quantity: 1 }),
    );
    const { client } = await t.signedIn({ role: "admin" });
    const res = await client.delete(`/api/wines/${wine.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ deleted: true });
    expect((await t.db.select().from(wines)).map((w) => w.id)).toEqual([other.id]);
    expect(await t.db.select({ wineId: cartItems.wineId }).from(cartItems)).toEqual([{ wineId: other.id }]);
    expect((await client.get(`/api/wines/${wine.id}`)).status).toBe(404);
    const again = await client.delete<ApiError>(`/api/wines/${wine.id}`);
    expect(again.status).toBe(404);
    expect(again.body.message).toBe("Wine not found");
  });

  it("marks a wine that orders, journals, club selections or gift packages name as unavailable", async () => {
    const t = await createTestApp({ seed: false });
    const { client, user } = await t.signedIn({ role: "admin" });
    const ordered = await createWine(t.db, { name: "Ordered" });
    await insertOrderFor(t, { wineId: ordered.id });
    const journaled = await createWine(t.db, { name: "Journaled" });
    await t.db.write((tx) =>
      tx.insert(tastingJournals).values({ userId: user.id, wineId: journaled.id, tastingDate: "2026-11-01" }),
    );
    const selected = await createWine(t.db, { name: "Selected" });
    await t.db.write((tx) =>
      tx.insert(monthlyWineSelections).values({
        userId: user.id,
        membershipTier: "elite",
        selectionMonth: "2026-11",
        selectedWines: [selected.id],
      }),
    );
    const gifted = await createWine(t.db, { name: "Gifted" });
    await t.db.write((tx) =>
      tx.insert(giftPackages).values({
        name: "Box",
        description: "A box.",
        price: "40.00",
        occasion: "birthday",
        wineIds: [gifted.id],
      }),
    );

    for (const wine of [ordered, journaled, selected, gifted]) {
      const res = await client.delete(`/api/wines/${wine.id}`);
      expect(res.status, wine.name).toBe(200);
      expect(res.body, wine.name).toEqual({ deactivated: true });
    }
    const rows = await t.db.select({ name: wines.name, isAvailable: wines.isAvailable }).from(wines);
    expect(rows).toEqual([
      { name: "Ordered", isAvailable: false },
      { name: "Journaled", isAvailable: false },
      { name: "Selected", isAvailable: false },
      { name: "Gifted", isAvailable: false },
    ]);
    expect((await t.client().get(`/api/wines/${ordered.id}`)).status).toBe(404);
    expect((await client.get<Wine>(`/api/wines/${ordered.id}`)).body.isAvailable).toBe(false);
    const trpc = await client.trpcMutation("wines.remove", { id: ordered.id });
    expect(trpc.body.result?.data).toEqual({ deactivated: true });
  });
});
