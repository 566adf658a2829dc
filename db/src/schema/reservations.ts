import type { Attendance, ReservationCategory, ReservationStatus } from "contracts";
import { sql } from "drizzle-orm";
import { check, index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { bool, createdAt, id, money, updatedAt } from "./columns";
import { users } from "./users";

export const reservationTypes = sqliteTable("reservation_types", {
  id: id(),
  name: text("name").notNull(),
  /** A stable handle for types the site links to by name (the dashboard's quick-booking cards). */
  slug: text("slug").unique(),
  description: text("description").notNull(),
  category: text("category").$type<ReservationCategory>().notNull().default("activity"),
  /** Minutes. */
  duration: integer("duration").notNull().default(60),
  capacity: integer("capacity").notNull().default(10),
  price: money("price").notNull(),
  isActive: bool("is_active").notNull().default(true),
  imageUrl: text("image_url"),
  requirements: text("requirements"),
  memberOnly: bool("member_only").notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const reservationSlots = sqliteTable(
  "reservation_slots",
  {
    id: id(),
    reservationTypeId: text("reservation_type_id")
      .notNull()
      .references(() => reservationTypes.id, { onDelete: "cascade" }),
    startTime: text("start_time").notNull(),
    endTime: text("end_time").notNull(),
    availableSpots: integer("available_spots").notNull(),
    /** False: closed to new bookings (a private event, a retired time). */
    isAvailable: bool("is_available").notNull().default(true),
    /** This slot's own capacity set on the day sheet; null: its type's. */
    capacity: integer("capacity"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("reservation_slots_type_start_unique").on(t.reservationTypeId, t.startTime),
    index("reservation_slots_start_idx").on(t.startTime),
    check("reservation_slots_spots_check", sql`${t.availableSpots} >= 0`),
  ],
);

export const reservations = sqliteTable(
  "reservations",
  {
    id: id(),
    /** The customer's account; null for a booking the staff took for a name and a phone. */
    userId: text("user_id").references(() => users.id, { onDelete: "cascade" }),
    /** A booking without an account: who it is for (and an e-mail for the confirmation, if given). */
    guestName: text("guest_name"),
    guestEmail: text("guest_email"),
    /** Whether the party came, marked on the day sheet. */
    attendance: text("attendance").$type<Attendance>().notNull().default("expected"),
    /** The staff member who took a phone or walk-in booking. */
    bookedBy: text("booked_by"),
    reservationSlotId: text("reservation_slot_id")
      .notNull()
      .references(() => reservationSlots.id),
    guestCount: integer("guest_count").notNull().default(1),
    status: text("status").$type<ReservationStatus>().notNull().default("confirmed"),
    totalPrice: money("total_price").notNull(),
    specialRequests: text("special_requests"),
    contactPhone: text("contact_phone").notNull(),
    stripePaymentIntentId: text("stripe_payment_intent_id"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("reservations_user_idx").on(t.userId),
    index("reservations_slot_idx").on(t.reservationSlotId),
  ],
);
