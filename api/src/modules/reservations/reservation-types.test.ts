import type { ApiError, Reservation, ReservationType, Slot } from "contracts";
import { reservations, reservationTypes } from "db";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createTestApp } from "../../test/helpers";
import {
  appWithSlots,
  book,
  booking,
  deactivateType,
  FRIDAY_1PM,
  FRIDAY_NOON,
  insertType,
  slotAt,
  slotsOfType,
  spotsOf,
} from "../../test/reservations";
import { generateSlots } from "./slots";

describe("reservations.types", () => {
  it("lists the active types in catalogue order, by category", async () => {
    const t = await appWithSlots();
    const all = await t.client().get<ReservationType[]>("/api/reservation-types");
    expect(all.body.map((r) => r.id)).toEqual([
      "rt-classic-tasting",
      "rt-vineyard-walk",
      "rt-cellar-barrel-tour",
      "rt-members-reserve-tasting",
      "rt-lakeview-lunch",
      "rt-winemakers-pairing-table",
      "rt-group-tasting",
      "rt-music-on-the-lawn",
      "rt-wine-tasting",
      "rt-harvest-tour",
      "rt-member-event",
    ]);
    expect(all.body[0]).toEqual({
      id: "rt-classic-tasting",
      name: "Classic Tasting Flight",
      slug: null,
      description:
        "Six estate wines poured at the tasting bar by our staff, from crisp Riesling to our reserve reds.",
      category: "activity",
      duration: 60,
      capacity: 20,
      price: "25.00",
      isActive: true,
      imageUrl: "/images/reservations/rt-classic-tasting.svg",
      requirements: "Guests must be 21+ with a valid photo ID.",
      memberOnly: false,
      createdAt: "2026-01-01T00:00:00.000Z",
    });
    const dining = await t.client().get<ReservationType[]>("/api/reservation-types?category=restaurant");
    expect(dining.body.map((r) => r.name)).toEqual(["Lakeview Vineyard Lunch", "Winemaker's Pairing Table"]);
    expect((await t.client().get("/api/reservation-types?category=spa")).status).toBe(400);
  });

  it("shows inactive types to admins only", async () => {
    const t = await appWithSlots();
    await deactivateType(t, "rt-group-tasting");
    const visitor = await t.client().get<ReservationType[]>("/api/reservation-types?category=event");
    expect(visitor.body.map((r) => r.id)).toEqual(["rt-music-on-the-lawn", "rt-member-event"]);
    const { client } = await t.signedIn({ role: "admin" });
    const admin = await client.get<ReservationType[]>("/api/reservation-types?category=event");
    expect(admin.body.map((r) => [r.id, r.isActive])).toEqual([
      ["rt-group-tasting", false],
      ["rt-music-on-the-lawn", true],
      ["rt-member-event", true],
    ]);
  });
});

const typeForm = {
  name: "Sunset Sparkling Hour",
  description: "Sparkling wine on the terrace as the sun sets over the lake.",
  category: "event",
  duration: 120,
  capacity: 12,
  price: "42.5",
  imageUrl: "",
  requirements: "Guests must be 21+.",
  memberOnly: false,
  isActive: true,
};

describe("reservation type admin", () => {
  it("creates a type with its slots for the next 30 days at once", async () => {
    const t = await appWithSlots();
    const { client } = await t.signedIn({ role: "admin" });
    const res = await client.post<ReservationType>("/api/reservation-types", typeForm);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: expect.stringMatching(/^[0-9a-z]{16}$/),
      name: "Sunset Sparkling Hour",
      slug: null,
      description: "Sparkling wine on the terrace as the sun sets over the lake.",
      category: "event",
      duration: 120,
      capacity: 12,
      price: "42.50",
      isActive: true,
      imageUrl: null,
      requirements: "Guests must be 21+.",
      memberOnly: false,
      createdAt: "2026-11-20T15:00:00.000Z",
    });
    const slots = await slotsOfType(t, res.body.id);
    expect(slots).toHaveLength(30);
    const schedule = await client.get<Slot[]>(`/api/reservation-slots?typeId=${res.body.id}&limit=2`);
    expect(schedule.body.map((s) => [s.startTime, s.availableSpots, s.capacity, s.typeName])).toEqual([
      [FRIDAY_NOON, 12, 12, "Sunset Sparkling Hour"],
      ["2026-11-20T19:00:00.000Z", 12, 12, "Sunset Sparkling Hour"],
    ]);
    expect(await t.db.write((tx) => generateSlots(tx, t.clock.now()))).toBe(0);
  });

  it("fills in the form's defaults: activity, 60 min, 10 guests, $50.00, active, open to all", async () => {
    const t = await appWithSlots();
    const { client } = await t.signedIn({ role: "admin" });
    const res = await client.trpcMutation<ReservationType>("reservations.createType", {
      name: "Barrel Sampling",
      description: "Taste from the barrel.",
    });
    expect(res.body.result?.data).toMatchObject({
      category: "activity",
      duration: 60,
      capacity: 10,
      price: "50.00",
      memberOnly: false,
      isActive: true,
      requirements: null,
    });
  });

  it("answers 400 with the form's messages and creates nothing", async () => {
    const t = await appWithSlots();
    const { client } = await t.signedIn({ role: "admin" });
    const firstIssue = async (change: Record<string, unknown>) => {
      const res = await client.post<ApiError>("/api/reservation-types", { ...typeForm, ...change });
      expect(res.status, JSON.stringify(change)).toBe(400);
      return res.body.message;
    };
    expect(await firstIssue({ price: "" })).toBe("Price is required");
    expect(await firstIssue({ price: null })).toBe("Price is required");
    expect(await firstIssue({ price: "fifty" })).toBe("Price must be an amount like 50.00");
    expect(await firstIssue({ duration: "" })).toBe("Duration is required");
    expect(await firstIssue({ duration: null })).toBe("Duration is required");
    expect(await firstIssue({ duration: "abc" })).toBe("Duration must be a number");
    expect(await firstIssue({ duration: 400 })).toBe("Duration must be between 15 and 360 minutes");
    expect(await firstIssue({ capacity: "" })).toBe("Capacity is required");
    expect(await firstIssue({ capacity: 0 })).toBe("Capacity must be between 1 and 500");
    expect(await firstIssue({ capacity: 2.5 })).toBe("Capacity must be a whole number");
    expect(await firstIssue({ name: " " })).toBe("Name is required");
    expect(await firstIssue({ name: "x".repeat(300) })).toBe("Name can be at most 120 characters");
    expect(await firstIssue({ description: "" })).toBe("Description is required");
    expect(await firstIssue({ category: "spa" })).toBe("Choose a category");
    // The form sends its numbers as text: they are converted.
    const ok = await client.post<ReservationType>("/api/reservation-types", {
      ...typeForm,
      duration: "90",
      capacity: "8",
    });
    expect(ok.body).toMatchObject({ duration: 90, capacity: 8 });
    expect(await t.db.select().from(reservationTypes)).toHaveLength(12);
  });

  it("is for admins only: 401 for visitors, 403 for customers", async () => {
    const t = await appWithSlots();
    const { client } = await t.signedIn({ membershipTier: "elite" });
    for (const c of [t.client(), client]) {
      const expected = c === client ? 403 : 401;
      expect((await c.post("/api/reservation-types", typeForm)).status).toBe(expected);
      expect((await c.put("/api/reservation-types/rt-classic-tasting", typeForm)).status).toBe(expected);
      expect((await c.delete("/api/reservation-types/rt-classic-tasting")).status).toBe(expected);
    }
    expect(await t.db.select().from(reservationTypes)).toHaveLength(11);
  });

  it("resizes future slots with the capacity, never dropping booked guests", async () => {
    const t = await appWithSlots();
    const type = await insertType(t, { capacity: 10 });
    const slot = await slotAt(t, type.id, FRIDAY_NOON);
    const other = await slotAt(t, type.id, FRIDAY_1PM);
    const { client: customer } = await t.signedIn();
    await book(customer, booking(slot.id, { guestCount: 3 }));
    const { client: admin } = await t.signedIn({ role: "admin" });
    const form = { ...typeForm, name: type.name, category: "activity", duration: 60 };
    const resize = async (capacity: number) => {
      const res = await admin.put<ReservationType>(`/api/reservation-types/${type.id}`, {
        ...form,
        capacity,
      });
      expect(res.status).toBe(200);
      return [await spotsOf(t, slot.id), await spotsOf(t, other.id)];
    };
    expect(await resize(5)).toEqual([2, 5]);
    expect(await resize(2)).toEqual([0, 2]);
    expect(await resize(16)).toEqual([13, 16]);
    expect(await t.db.select().from(reservations)).toHaveLength(1);
  });

  it("replaces unbooked future slots when the duration changes and keeps booked ones", async () => {
    const t = await appWithSlots();
    const type = await insertType(t, { duration: 60 });
    const booked = await slotAt(t, type.id, FRIDAY_1PM);
    const { client: customer } = await t.signedIn();
    await book(customer, booking(booked.id));
    const { client: admin } = await t.signedIn({ role: "admin" });
    const res = await admin.put<ReservationType>(`/api/reservation-types/${type.id}`, {
      ...typeForm,
      name: type.name,
      duration: 120,
      capacity: 10,
    });
    expect(res.body.duration).toBe(120);
    const friday = await admin.get<Slot[]>(`/api/reservation-slots?typeId=${type.id}&date=2026-11-20`);
    expect(friday.body.map((s) => [s.startTime, s.endTime, s.availableSpots])).toEqual([
      [FRIDAY_NOON, "2026-11-20T19:00:00.000Z", 10],
      [FRIDAY_1PM, "2026-11-20T19:00:00.000Z", 8],
      ["2026-11-20T19:00:00.000Z", "2026-11-20T21:00:00.000Z", 10],
      ["2026-11-20T21:00:00.000Z", "2026-11-20T23:00:00.000Z", 10],
    ]);
    const saturday = await admin.get<Slot[]>(`/api/reservation-slots?typeId=${type.id}&date=2026-11-21`);
    expect(saturday.body).toHaveLength(3);
  });

  it("answers 404 for an unknown type", async () => {
    const t = await appWithSlots();
    const { client } = await t.signedIn({ role: "admin" });
    const put = await client.put<ApiError>("/api/reservation-types/nope", typeForm);
    expect(put.status).toBe(404);
    expect(put.body.message).toBe("Reservation type not found");
    const del = await client.delete<ApiError>("/api/reservation-types/nope");
    expect(del.status).toBe(404);
    expect(del.body.message).toBe("Reservation type not found");
  });

  it("deletes a type nobody booked, with its slots", async () => {
    const t = await appWithSlots();
    const type = await insertType(t);
    const { client } = await t.signedIn({ role: "admin" });
    const res = await client.delete(`/api/reservation-types/${type.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ deleted: true });
    expect(await t.db.select().from(reservationTypes).where(eq(reservationTypes.id, type.id))).toEqual([]);
    expect(await slotsOfType(t, type.id)).toEqual([]);
  });

  it("deactivates a type bookings refer to: booked slots stay, unbooked future ones go, no new bookings", async () => {
    const t = await appWithSlots();
    const type = await insertType(t);
    const booked = await slotAt(t, type.id, FRIDAY_NOON);
    const open = await slotAt(t, type.id, FRIDAY_1PM);
    const customer = await t.signedIn();
    const made = await book(customer.client, booking(booked.id));
    const { client: admin } = await t.signedIn({ role: "admin" });
    const res = await admin.delete(`/api/reservation-types/${type.id}`);
    expect(res.body).toEqual({ deactivated: true });
    const rows = await slotsOfType(t, type.id);
    expect(rows.map((s) => s.id)).toEqual([booked.id]);
    expect(
      (await t.client().get<ReservationType[]>("/api/reservation-types")).body.map((r) => r.id),
    ).not.toContain(type.id);
    const refused = await book(customer.client, booking(booked.id, { guestCount: 1 }));
    expect(refused.status).toBe(409);
    expect((await book(customer.client, booking(open.id))).status).toBe(404);
    // The booking is history: its owner still sees it and can still cancel it.
    const my = await customer.client.get<Reservation[]>("/api/reservations/my");
    expect(my.body.map((r) => r.slot.reservationType.name)).toEqual(["Test Tasting"]);
    expect((await customer.client.post(`/api/reservations/${made.body.id}/cancel`, {})).status).toBe(200);
    // Made active again, it gets its 30 days of slots back.
    const back = await admin.put<ReservationType>(`/api/reservation-types/${type.id}`, {
      ...typeForm,
      name: type.name,
      duration: 60,
      capacity: 10,
      isActive: true,
    });
    expect(back.body.isActive).toBe(true);
    expect(await slotsOfType(t, type.id)).toHaveLength(60);
  });
});

describe("the OpenAPI document", () => {
  it("describes the reservation paths", async () => {
    const t = await createTestApp({ seed: false });
    const doc = await t.client().get<{ paths: Record<string, Record<string, unknown>> }>("/api/openapi.json");
    for (const [path, method] of [
      ["/reservation-types", "get"],
      ["/reservation-types", "post"],
      ["/reservation-types/{id}", "put"],
      ["/reservation-types/{id}", "delete"],
      ["/reservation-slots", "get"],
      ["/reservations", "post"],
      ["/reservations", "get"],
      ["/reservations/my", "get"],
      ["/reservations/{id}/cancel", "post"],
      ["/admin/reservations", "get"],
    ] as const) {
      expect(doc.body.paths[path]?.[method], `${method} ${path}`).toBeTruthy();
    }
  });
});
