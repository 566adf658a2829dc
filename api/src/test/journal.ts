import type { JournalEntryDetail, JournalFormInput } from "contracts";
import { one, orderItems, orders } from "db";
import type { TestApp, TestClient } from "./helpers";

/** A seeded wine no test buys or changes: entries are about it unless a test says otherwise. */
export const RIESLING = "wine-lakeshore-riesling-2022";
export const CABERNET = "wine-ridge-road-reserve-cabernet-sauvignon-2020";

/** A full tasting of the Riesling, as the form sends it (the test clock's today is 2026-11-20). */
export function fullForm(overrides: Partial<JournalFormInput> = {}): JournalFormInput {
  return {
    wineId: RIESLING,
    tastingDate: "2026-11-18",
    location: "The tasting room bar",
    occasion: "Anniversary",
    appearance: { clarity: "clear", intensity: "pale", color: "lemon-green" },
    aroma: {
      condition: "clean",
      intensity: "medium-plus",
      primary: "green apple, lime, white peach",
      secondary: null,
      tertiary: "honey",
      development: "developing",
    },
    taste: {
      sweetness: "off-dry",
      acidity: "high",
      tannin: "low",
      body: "medium-minus",
      alcohol: "low",
      flavorIntensity: "medium-plus",
      flavor_notes: "lime zest, slate",
    },
    finish: "medium-plus",
    conclusion: { quality: "very-good", readiness: "drink-or-hold" },
    personalRating: 8,
    personalNotes: "Bright and lively; the honey shows as it warms.",
    pairingNotes: "Lake Erie perch",
    wineCondition: "Chilled to 48°F",
    weatherCondition: "First snow",
    companionNotes: "With Dana and Lee",
    isPublic: false,
    tags: ["riesling", "dinner"],
    photos: [],
    ...overrides,
  };
}

export async function createEntry(client: TestClient, overrides: Partial<JournalFormInput> = {}) {
  const res = await client.post<JournalEntryDetail>("/api/journals", fullForm(overrides));
  if (res.status !== 200) throw new Error(`create entry failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** A paid order of the user holding the wine, as checkout leaves it. */
export async function buyWine(t: Pick<TestApp, "db">, userId: string, wineId: string) {
  const order = one(
    await t.db.write((tx) =>
      tx.insert(orders).values({ userId, total: "24.00", status: "confirmed" }).returning(),
    ),
  );
  await t.db.write((tx) =>
    tx
      .insert(orderItems)
      .values({ orderId: order.id, kind: "wine", wineId, name: "Bought", quantity: 1, price: "24.00" }),
  );
  return order;
}
