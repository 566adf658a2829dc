import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { bool, createdAt, id, updatedAt } from "./columns";
import { users } from "./users";
import { wines } from "./wines";

export interface Appearance {
  color?: string;
  clarity?: string;
  intensity?: string;
}
export interface Aroma {
  primary?: string;
  secondary?: string;
  tertiary?: string;
  intensity?: string;
}
export interface Taste {
  sweetness?: string;
  acidity?: string;
  tannin?: string;
  body?: string;
  alcohol?: string;
  flavor_notes?: string;
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
    finish: text("finish"),
    personalRating: integer("personal_rating"),
    personalNotes: text("personal_notes"),
    pairingNotes: text("pairing_notes"),
    wineCondition: text("wine_condition"),
    weatherCondition: text("weather_condition"),
    companionNotes: text("companion_notes"),
    isPublic: bool("is_public").notNull().default(false),
    shareableSlug: text("shareable_slug").unique(),
    photos: text("photos", { mode: "json" }).$type<string[]>().notNull().default([]),
    tags: text("tags", { mode: "json" }).$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("tasting_journals_user_idx").on(t.userId)],
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
