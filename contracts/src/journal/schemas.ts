import { z } from "zod";
import { isBusinessDate } from "../time";
import { uploadUrlPattern } from "../uploads";
import { wineTypeSchema } from "../wines/schemas";
import {
  alcoholLevels,
  appearanceIntensities,
  aromaIntensities,
  bodies,
  clarities,
  developments,
  finishLengths,
  JOURNAL_COMMENT_MAX,
  JOURNAL_LINE_MAX,
  JOURNAL_PAGE_SIZE_MAX,
  JOURNAL_PHOTOS_MAX,
  JOURNAL_RATING_MAX,
  JOURNAL_RATING_MIN,
  JOURNAL_SEARCH_MAX,
  JOURNAL_TAG_MAX,
  JOURNAL_TAGS_MAX,
  JOURNAL_TEXT_MAX,
  noseConditions,
  qualities,
  readinesses,
  structureLevels,
  sweetnesses,
  wineColors,
} from "./labels";

export * from "./labels";
export * from "./rules";

const blankToNull = (value: unknown) => (typeof value === "string" && value.trim() === "" ? null : value);
const id = z.string().min(1).max(64);

/** Optional text: blank is "not written" (null); too long is refused with the field's name. */
const optionalText = (label: string, max: number) =>
  z.preprocess(
    blankToNull,
    z
      .string({ error: `${label} must be text` })
      .trim()
      .max(max, `${label} can be at most ${max.toLocaleString("en-US")} characters`)
      .nullable()
      .optional(),
  );

/** One chip of a line: one of the options, or none (blank or null). */
const choice = <const T extends readonly [string, ...string[]]>(options: T, label: string) =>
  z.preprocess(
    blankToNull,
    z
      .enum(options, { error: `Choose the ${label} from the list` })
      .nullable()
      .optional(),
  );

/** A structured group may be left out whole, or sent with some of its lines. */
const group = <T extends z.ZodRawShape>(shape: T) => z.object(shape).nullable().optional();

export const appearanceInput = group({
  clarity: choice(clarities, "clarity"),
  intensity: choice(appearanceIntensities, "intensity"),
  color: choice(wineColors, "color"),
});

export const aromaInput = group({
  condition: choice(noseConditions, "condition"),
  intensity: choice(aromaIntensities, "aroma intensity"),
  primary: optionalText("Primary aromas", JOURNAL_TEXT_MAX),
  secondary: optionalText("Secondary aromas", JOURNAL_TEXT_MAX),
  tertiary: optionalText("Tertiary aromas", JOURNAL_TEXT_MAX),
  development: choice(developments, "development"),
});

export const tasteInput = group({
  sweetness: choice(sweetnesses, "sweetness"),
  acidity: choice(structureLevels, "acidity"),
  tannin: choice(structureLevels, "tannin"),
  body: choice(bodies, "body"),
  alcohol: choice(alcoholLevels, "alcohol"),
  flavorIntensity: choice(aromaIntensities, "flavor intensity"),
  flavor_notes: optionalText("Flavor notes", JOURNAL_TEXT_MAX),
});

export const conclusionInput = group({
  quality: choice(qualities, "quality"),
  readiness: choice(readinesses, "readiness"),
});

const ratingMessage = `Rating must be a whole number from ${JOURNAL_RATING_MIN} to ${JOURNAL_RATING_MAX}`;

/**
 * The journal form (docs/product/api.md, "Journal form"; docs/spec part 2 §5). Only the wine and the
 * date are required; every structured line is optional, so a quick note is as valid as a full sheet.
 */
export const journalFormInput = z.object({
  wineId: z
    .string({ error: "Please select a wine" })
    .trim()
    .min(1, "Please select a wine")
    .max(64, "Please select a wine"),
  tastingDate: z
    .string({ error: "Tasting date is required" })
    .trim()
    .min(1, "Tasting date is required")
    .refine(isBusinessDate, "Tasting date must be a date written yyyy-MM-dd"),
  location: optionalText("Location", JOURNAL_LINE_MAX),
  occasion: optionalText("Occasion", JOURNAL_LINE_MAX),
  appearance: appearanceInput,
  aroma: aromaInput,
  taste: tasteInput,
  finish: choice(finishLengths, "finish"),
  conclusion: conclusionInput,
  personalRating: z.preprocess(
    (value) =>
      typeof value === "string" ? (value.trim() === "" ? null : Number(value.trim())) : blankToNull(value),
    z
      .number({ error: ratingMessage })
      .int(ratingMessage)
      .min(JOURNAL_RATING_MIN, ratingMessage)
      .max(JOURNAL_RATING_MAX, ratingMessage)
      .nullable()
      .optional(),
  ),
  personalNotes: optionalText("Notes", JOURNAL_TEXT_MAX),
  pairingNotes: optionalText("Food pairing", JOURNAL_TEXT_MAX),
  wineCondition: optionalText("Wine condition", JOURNAL_LINE_MAX),
  weatherCondition: optionalText("Weather", JOURNAL_LINE_MAX),
  companionNotes: optionalText("Companions", JOURNAL_TEXT_MAX),
  isPublic: z.boolean({ error: "Sharing is on (true) or off (false)" }).default(false),
  tags: z
    .array(
      z
        .string({ error: "Tags are text" })
        .trim()
        .max(JOURNAL_TAG_MAX, `A tag can be at most ${JOURNAL_TAG_MAX} characters`),
      { error: "Tags are a list of words" },
    )
    .max(JOURNAL_TAGS_MAX, `An entry can have at most ${JOURNAL_TAGS_MAX} tags`)
    .default([]),
  photos: z
    .array(
      z.string({ error: "Photos are picture addresses" }).regex(uploadUrlPattern, "Upload photos first"),
      {
        error: "Photos are a list of uploaded pictures",
      },
    )
    .max(JOURNAL_PHOTOS_MAX, `An entry can have at most ${JOURNAL_PHOTOS_MAX} photos`)
    .default([]),
});
export type JournalFormInput = z.infer<typeof journalFormInput>;

export const updateJournalInput = journalFormInput.extend({ id });
export type UpdateJournalInput = z.infer<typeof updateJournalInput>;

export const journalIdInput = z.object({ id });
export const journalSlugInput = z.object({ slug: z.string().min(1).max(64) });
export const journalCommentIdInput = z.object({ id });

const pageSizeMessage = `Page size must be between 1 and ${JOURNAL_PAGE_SIZE_MAX}`;
const pagination = {
  page: z
    .number({ error: "Page must be a number" })
    .int("Page must be a whole number")
    .min(1, "Pages start at 1")
    .max(1_000_000, "There is no such page")
    .optional(),
  pageSize: z
    .number({ error: "Page size must be a number" })
    .int(pageSizeMessage)
    .min(1, pageSizeMessage)
    .max(JOURNAL_PAGE_SIZE_MAX, pageSizeMessage)
    .optional(),
};

export const myJournalsInput = z.object(pagination).optional();
export type MyJournalsInput = z.infer<typeof myJournalsInput>;

export const publicJournalsInput = z
  .object({
    search: z.string().trim().max(JOURNAL_SEARCH_MAX).optional(),
    type: wineTypeSchema.optional(),
    tag: z.string().trim().max(JOURNAL_TAG_MAX).optional(),
    wineId: id.optional(),
    ...pagination,
  })
  .optional();
export type PublicJournalsInput = z.infer<typeof publicJournalsInput>;

export const journalCommentInput = z.object({
  id,
  content: z
    .string({ error: "Please write a comment" })
    .trim()
    .min(1, "Please write a comment")
    .max(
      JOURNAL_COMMENT_MAX,
      `A comment can be at most ${JOURNAL_COMMENT_MAX.toLocaleString("en-US")} characters`,
    ),
});
export type JournalCommentInput = z.infer<typeof journalCommentInput>;

// ---------------------------------------------------------------- answers

const nullableChoice = <const T extends readonly [string, ...string[]]>(options: T) =>
  z.enum(options).nullable();

export const journalWineSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: wineTypeSchema,
  vintage: z.number().int(),
  imageUrl: z.string().nullable(),
  /** Whether the shop sells it now (the entry links to it then). */
  isAvailable: z.boolean(),
});
export type JournalWine = z.infer<typeof journalWineSchema>;

export const journalEntrySchema = z.object({
  id: z.string(),
  userId: z.string(),
  user: z.object({ username: z.string() }),
  wineId: z.string(),
  wine: journalWineSchema,
  tastingDate: z.string(),
  location: z.string().nullable(),
  occasion: z.string().nullable(),
  appearance: z.object({
    clarity: nullableChoice(clarities),
    intensity: nullableChoice(appearanceIntensities),
    color: nullableChoice(wineColors),
  }),
  aroma: z.object({
    condition: nullableChoice(noseConditions),
    intensity: nullableChoice(aromaIntensities),
    primary: z.string().nullable(),
    secondary: z.string().nullable(),
    tertiary: z.string().nullable(),
    development: nullableChoice(developments),
  }),
  taste: z.object({
    sweetness: nullableChoice(sweetnesses),
    acidity: nullableChoice(structureLevels),
    tannin: nullableChoice(structureLevels),
    body: nullableChoice(bodies),
    alcohol: nullableChoice(alcoholLevels),
    flavorIntensity: nullableChoice(aromaIntensities),
    flavor_notes: z.string().nullable(),
  }),
  finish: nullableChoice(finishLengths),
  conclusion: z.object({
    quality: nullableChoice(qualities),
    readiness: nullableChoice(readinesses),
  }),
  personalRating: z.number().int().nullable(),
  personalNotes: z.string().nullable(),
  pairingNotes: z.string().nullable(),
  wineCondition: z.string().nullable(),
  weatherCondition: z.string().nullable(),
  companionNotes: z.string().nullable(),
  isPublic: z.boolean(),
  /** Set on public entries only: the entry's page at /journal/shared/{slug}. */
  shareableSlug: z.string().nullable(),
  tags: z.array(z.string()),
  photos: z.array(z.string()),
  likes: z.number().int(),
  commentCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type JournalEntry = z.infer<typeof journalEntrySchema>;

export const journalCommentSchema = z.object({
  id: z.string(),
  journalId: z.string(),
  content: z.string(),
  user: z.object({ username: z.string() }),
  createdAt: z.string(),
  /** The caller may delete it: its author, the entry's owner or an admin. */
  canDelete: z.boolean(),
});
export type JournalComment = z.infer<typeof journalCommentSchema>;

/** One entry with what its page shows: comments oldest first, and the caller's like. */
export const journalEntryDetailSchema = journalEntrySchema.extend({
  comments: z.array(journalCommentSchema),
  liked: z.boolean(),
  /** The caller wrote it (edit, delete and the share link are theirs). */
  isOwner: z.boolean(),
});
export type JournalEntryDetail = z.infer<typeof journalEntryDetailSchema>;

export const journalLikeOutput = z.object({ liked: z.boolean(), likes: z.number().int() });
export type JournalLikeOutput = z.infer<typeof journalLikeOutput>;

/** A wine the journal's picker offers, with the winemaker's own notes to read beside the form. */
export const journalWineChoiceSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: wineTypeSchema,
  vintage: z.number().int(),
  imageUrl: z.string().nullable(),
  tastingNotes: z.string().nullable(),
  pairingNotes: z.string().nullable(),
  /** The caller bought it (listed first). */
  purchased: z.boolean(),
});
export type JournalWineChoice = z.infer<typeof journalWineChoiceSchema>;
