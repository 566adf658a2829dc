import type {
  AlcoholLevel,
  AppearanceIntensity,
  AromaIntensity,
  Body,
  Clarity,
  Development,
  FinishLength,
  NoseCondition,
  Quality,
  Readiness,
  StructureLevel,
  Sweetness,
  WineColor,
} from "contracts";
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { bool, createdAt, id, updatedAt } from "./columns";
import { users } from "./users";
import { wines } from "./wines";

/** The structured groups as stored (JSON); each line is optional, as the form's are. */
export interface Appearance {
  clarity?: Clarity | null;
  intensity?: AppearanceIntensity | null;
  color?: WineColor | null;
}
export interface Aroma {
  condition?: NoseCondition | null;
  intensity?: AromaIntensity | null;
  primary?: string | null;
  secondary?: string | null;
  tertiary?: string | null;
  development?: Development | null;
}
export interface Taste {
  sweetness?: Sweetness | null;
  acidity?: StructureLevel | null;
  tannin?: StructureLevel | null;
  body?: Body | null;
  alcohol?: AlcoholLevel | null;
  flavorIntensity?: AromaIntensity | null;
  flavor_notes?: string | null;
}
export interface Conclusion {
  quality?: Quality | null;
  readiness?: Readiness | null;
}

export const tastingJournals = sqliteTable(
  "tasting_journals",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    wineId: text("wine_id")
      .notNull()
      .references(() => wines.id),
    tastingDate: text("tasting_date").notNull(),
    location: text("location"),
    occasion: text("occasion"),
    appearance: text("appearance", { mode: "json" }).$type<Appearance>(),
    aroma: text("aroma", { mode: "json" }).$type<Aroma>(),
    taste: text("taste", { mode: "json" }).$type<Taste>(),
    finish: text("finish").$type<FinishLength>(),
    conclusion: text("conclusion", { mode: "json" }).$type<Conclusion>(),
    personalRating: integer("personal_rating"),
    personalNotes: text("personal_notes"),
    pairingNotes: text("pairing_notes"),
    wineCondition: text("wine_condition"),
    weatherCondition: text("weather_condition"),
    companionNotes: text("companion_notes"),
    isPublic: bool("is_public").notNull().default(false),
    /** Random, set while the entry is public; making it private again revokes the link. */
    shareableSlug: text("shareable_slug").unique(),
    /** When it was last made public: the community list is newest-shared first. */
    publishedAt: text("published_at"),
    photos: text("photos", { mode: "json" }).$type<string[]>().notNull().default([]),
    tags: text("tags", { mode: "json" }).$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("tasting_journals_user_idx").on(t.userId),
    index("tasting_journals_public_idx").on(t.isPublic, t.publishedAt),
    index("tasting_journals_wine_idx").on(t.wineId),
  ],
);

export const journalComments = sqliteTable(
  "journal_comments",
  {
    id: id(),
    journalId: text("journal_id")
      .notNull()
      .references(() => tastingJournals.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    content: text("content").notNull(),
    isPublic: bool("is_public").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("journal_comments_journal_idx").on(t.journalId)],
);

export const journalLikes = sqliteTable(
  "journal_likes",
  {
    id: id(),
    journalId: text("journal_id")
      .notNull()
      .references(() => tastingJournals.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("journal_likes_unique").on(t.journalId, t.userId)],
);
