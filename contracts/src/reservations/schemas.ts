import { z } from "zod";
import { amountPattern, moneyString } from "../money-schemas";
import { listPaging } from "../paging";
import { syncFilters } from "../partners/sync";
import { phoneSchema } from "../phone";
import { isBusinessDate } from "../time";
import { attendances, reservationCategories, reservationStatuses } from "./labels";
import { PARTY_DEFAULT, PARTY_MAX, PARTY_MIN, SPECIAL_REQUESTS_MAX } from "./rules";

export {
  type Attendance,
  attendanceLabels,
  attendances,
  type ReservationCategory,
  type ReservationStatus,
  reservationCategoryLabels,
  reservationStatusLabels,
} from "./labels";

export const reservationCategorySchema = z.enum(reservationCategories);
export const reservationStatusSchema = z.enum(reservationStatuses);
export const attendanceSchema = z.enum(attendances, {
  error: "Attendance is expected, checked_in or no_show",
});

const id = z.string().min(1).max(64);

export const reservationTypeSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Set on the types the site books by name (the dashboard's quick-booking cards). */
  slug: z.string().nullable(),
  description: z.string(),
  category: reservationCategorySchema,
  /** Minutes. */
  duration: z.number().int(),
  capacity: z.number().int(),
  /** Per person. */
  price: moneyString,
  isActive: z.boolean(),
  imageUrl: z.string().nullable(),
  requirements: z.string().nullable(),
  memberOnly: z.boolean(),
  createdAt: z.string(),
});
export type ReservationType = z.infer<typeof reservationTypeSchema>;

export const listReservationTypesInput = z
  .object({ category: reservationCategorySchema.optional() })
  .optional();
export type ListReservationTypesInput = z.infer<typeof listReservationTypesInput>;

export const reservationTypeIdInput = z.object({ id });

/** A form's text box sends "60"; JSON clients send 60. Blank means "not filled in". */
const wholeNumber = (label: string, min: number, max: number, range: string) =>
  z.preprocess(
    (v) => (typeof v === "string" ? (v.trim() === "" ? null : Number(v.trim())) : v),
    z
      .number({
        error: (issue) =>
          issue.input === null || issue.input === undefined
            ? `${label} is required`
            : `${label} must be a number`,
      })
      .int(`${label} must be a whole number`)
      .min(min, range)
      .max(max, range),
  );

const optionalText = (max: number, label: string) =>
  z.preprocess(
    (v) => (typeof v === "string" && v.trim() === "" ? null : v),
    z.string().trim().max(max, `${label} can be at most ${max} characters`).nullable().optional(),
  );

/**
 * The admin reservation type form (docs/spec part 2 §5). Left out, a field takes the form's default; sent
 * blank, a required number is "required". The opening window is 6 hours, so a longer duration
 * would never get a slot.
 */
export const reservationTypeFormInput = z.object({
  name: z
    .string({ error: "Name is required" })
    .trim()
    .min(1, "Name is required")
    .max(120, "Name can be at most 120 characters"),
  description: z
    .string({ error: "Description is required" })
    .trim()
    .min(1, "Description is required")
    .max(2000, "Description can be at most 2000 characters"),
  category: z.enum(reservationCategorySchema.options, { error: "Choose a category" }).default("activity"),
  duration: wholeNumber("Duration", 15, 360, "Duration must be between 15 and 360 minutes").default(60),
  capacity: wholeNumber("Capacity", 1, 500, "Capacity must be between 1 and 500").default(10),
  price: z
    .preprocess(
      (v) => (typeof v === "number" ? v.toFixed(2) : v),
      z
        .string({ error: "Price is required" })
        .trim()
        .min(1, "Price is required")
        .regex(amountPattern, "Price must be an amount like 50.00"),
    )
    .default("50.00"),
  imageUrl: optionalText(500, "Image URL"),
  requirements: optionalText(1000, "Requirements"),
  memberOnly: z.boolean().default(false),
  isActive: z.boolean().default(true),
});
export type ReservationTypeFormInput = z.infer<typeof reservationTypeFormInput>;
/** The form's defaults, for a new type. */
export const reservationTypeFormDefaults = {
  category: "activity",
  duration: 60,
  capacity: 10,
  price: "50.00",
  memberOnly: false,
  isActive: true,
} as const;

export const updateReservationTypeInput = reservationTypeFormInput.extend({ id });
export type UpdateReservationTypeInput = z.infer<typeof updateReservationTypeInput>;

export const slotSchema = z.object({
  id: z.string(),
  reservationTypeId: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  availableSpots: z.number().int(),
  isAvailable: z.boolean(),
  /** The slot's capacity (its own, set on the day sheet, or its type's), for "available / capacity". */
  capacity: z.number().int(),
  typeName: z.string(),
});
export type Slot = z.infer<typeof slotSchema>;

export const SLOTS_LIMIT_MAX = 500;

export const listSlotsInput = z
  .object({
    typeId: id.optional(),
    date: z.string().refine(isBusinessDate, "Date must be a calendar date written yyyy-MM-dd").optional(),
    limit: z
      .number()
      .int("Limit must be a whole number")
      .min(1, `Limit must be between 1 and ${SLOTS_LIMIT_MAX}`)
      .max(SLOTS_LIMIT_MAX, `Limit must be between 1 and ${SLOTS_LIMIT_MAX}`)
      .optional(),
  })
  .optional();
export type ListSlotsInput = z.infer<typeof listSlotsInput>;

export const reservationSchema = z.object({
  id: z.string(),
  /** Null for a booking the staff took for a name and a phone, without an account. */
  userId: z.string().nullable(),
  reservationSlotId: z.string(),
  guestCount: z.number().int(),
  status: reservationStatusSchema,
  totalPrice: moneyString,
  specialRequests: z.string().nullable(),
  contactPhone: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  slot: z.object({
    startTime: z.string(),
    endTime: z.string(),
    reservationType: z.object({ id: z.string(), name: z.string(), category: reservationCategorySchema }),
  }),
  user: z
    .object({
      username: z.string(),
      firstName: z.string().nullable(),
      lastName: z.string().nullable(),
      email: z.string(),
    })
    .nullable(),
  /** Who the booking is for, as the staff read it: the account's name, or the name given. */
  guestName: z.string(),
  /** The account's e-mail, or the one given for a booking without an account. */
  guestEmail: z.string().nullable(),
  attendance: attendanceSchema,
  /** The staff member who took it by phone or at the door; null when booked on the site. */
  bookedBy: z.string().nullable(),
});
export type Reservation = z.infer<typeof reservationSchema>;

export const partySizeSchema = z
  .number({ error: "Party size must be a number" })
  .int("Party size must be a whole number")
  .min(PARTY_MIN, `Party size must be between ${PARTY_MIN} and ${PARTY_MAX}`)
  .max(PARTY_MAX, `Party size must be between ${PARTY_MIN} and ${PARTY_MAX}`);

export const contactPhoneSchema = phoneSchema;

export const specialRequestsSchema = z
  .string()
  .trim()
  .max(SPECIAL_REQUESTS_MAX, `Special requests can be at most ${SPECIAL_REQUESTS_MAX} characters`)
  .nullable()
  .optional();

export const createReservationInput = z.object({
  reservationSlotId: z.string({ error: "Please choose a time" }).min(1, "Please choose a time").max(64),
  guestCount: partySizeSchema.default(PARTY_DEFAULT),
  specialRequests: specialRequestsSchema,
  contactPhone: contactPhoneSchema,
  totalPrice: z
    .unknown()
    .optional()
    .describe("Accepted and ignored: the server computes the total from the price and the party size"),
});
export type CreateReservationInput = z.infer<typeof createReservationInput>;

export const reservationIdInput = z.object({ id });

// ---------------------------------------------------------------- the day sheet (back office III)

const businessDay = (name: string) =>
  z
    .string({ error: `${name} is a date like 2026-11-28` })
    .trim()
    .refine(isBusinessDate, `${name} is a date like 2026-11-28`);

/** GET /api/admin/reservations/day: one New York day, or 7 from it (a week). */
export const daySheetInput = z.object({
  date: businessDay("date"),
  days: z
    .number({ error: "days is 1 or 7" })
    .int("days is 1 or 7")
    .refine((d) => d === 1 || d === 7, "days is 1 or 7")
    .default(1),
});
export type DaySheetInput = z.infer<typeof daySheetInput>;

export const daySheetBookingSchema = z.object({
  id: z.string(),
  name: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  guestCount: z.number().int(),
  specialRequests: z.string().nullable(),
  /** The guest's club tier, when they are a member. */
  member: z.enum(["essential", "premium", "elite"]).nullable(),
  attendance: attendanceSchema,
  bookedBy: z.string().nullable(),
});
export type DaySheetBooking = z.infer<typeof daySheetBookingSchema>;

export const daySheetSlotSchema = z.object({
  slot: slotSchema.extend({
    /** Closed to new bookings by the staff (a private event). */
    closed: z.boolean(),
    /** Guests booked (cancelled bookings left out). */
    booked: z.number().int(),
  }),
  bookings: z.array(daySheetBookingSchema),
});
export type DaySheetSlot = z.infer<typeof daySheetSlotSchema>;

/** POST /api/admin/reservations: a booking the staff take by phone or at the door. */
export const staffBookingInput = z
  .object({
    reservationSlotId: z.string().min(1, "Choose a time slot").max(64),
    guestCount: partySizeSchema,
    /** The guest's name (required unless an account is chosen). */
    name: z.string().trim().max(120, "A name is at most 120 characters").optional(),
    contactPhone: phoneSchema,
    email: z.string().trim().toLowerCase().email("Enter an e-mail like name@example.com").max(254).optional(),
    /** An existing customer's account: the booking is theirs. */
    userId: z.string().min(1).max(64).optional(),
    specialRequests: z.string().trim().max(SPECIAL_REQUESTS_MAX).optional(),
  })
  .refine((b) => Boolean(b.userId || b.name), { message: "Enter the guest's name", path: ["name"] });
export type StaffBookingInput = z.infer<typeof staffBookingInput>;

export const setAttendanceInput = z.object({ id: z.string().min(1).max(64), attendance: attendanceSchema });
export type SetAttendanceInput = z.infer<typeof setAttendanceInput>;

/** PATCH /api/admin/reservation-slots/{id}: a slot's own capacity, or closing it. */
export const updateSlotInput = z
  .object({
    id: z.string().min(1).max(64),
    capacity: z
      .number({ error: "Capacity must be a number" })
      .int("Capacity must be a whole number")
      .min(0, "Capacity is 0 or more")
      .max(500, "Capacity is at most 500")
      .optional(),
    closed: z.boolean().optional(),
  })
  .refine((u) => u.capacity !== undefined || u.closed !== undefined, { message: "Send capacity or closed" });
export type UpdateSlotInput = z.infer<typeof updateSlotInput>;

const adminBookingFields = z.object({
  from: businessDay("from").optional(),
  to: businessDay("to").optional(),
  status: reservationStatusSchema.optional(),
  /** A name, an e-mail or a phone number, in part. */
  search: z.string().trim().max(100, "Search for at most 100 characters").optional(),
  ...syncFilters,
});

const fromBeforeTo = (q: { from?: string | undefined; to?: string | undefined }) =>
  !q.from || !q.to || q.from <= q.to;
const fromBeforeToIssue = { message: "from must not come after to", path: ["to"] };

/** GET /api/admin/reservations/count: the list's filters. */
export const adminBookingFiltersInput = adminBookingFields.refine(fromBeforeTo, fromBeforeToIssue);
export type AdminBookingFilters = z.infer<typeof adminBookingFiltersInput>;

/** GET /api/admin/reservations: by slot date, status and a search, upcoming first, a page at a time. */
export const adminBookingsInput = adminBookingFields
  .extend(listPaging)
  .refine(fromBeforeTo, fromBeforeToIssue);
export type AdminBookingsInput = z.infer<typeof adminBookingsInput>;
