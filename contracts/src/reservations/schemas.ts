import { z } from "zod";
import { amountPattern, moneyString } from "../money-schemas";
import { phoneSchema } from "../phone";
import { isBusinessDate } from "../time";
import { reservationCategories, reservationStatuses } from "./labels";
import { PARTY_DEFAULT, PARTY_MAX, PARTY_MIN, SPECIAL_REQUESTS_MAX } from "./rules";

export {
  type ReservationCategory,
  type ReservationStatus,
  reservationCategoryLabels,
  reservationStatusLabels,
} from "./labels";

export const reservationCategorySchema = z.enum(reservationCategories);
export const reservationStatusSchema = z.enum(reservationStatuses);

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
  /** The type's capacity, for "available / capacity" in the admin schedule. */
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
  userId: z.string(),
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
  user: z.object({
    username: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    email: z.string(),
  }),
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
