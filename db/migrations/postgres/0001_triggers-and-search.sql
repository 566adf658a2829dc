-- Written by hand: what drizzle-kit does not generate, as the SQLite migrations have it
-- (db/migrations/sqlite/0007_forum.sql and 0012_processes.sql).

-- Topic lists run "pinned first, then the latest activity" (the SQLite index of the same name).
CREATE INDEX "forum_topics_activity_idx" ON "forum_topics" ("category_id", "is_pinned", coalesce("last_reply_at", "created_at"));
--> statement-breakpoint

-- Forum search: SQLite keeps an FTS5 table; here the posts are indexed where they are, with GIN
-- indexes on the same expressions the search reads (db/src/search.ts), so the index can never
-- drift from the posts and needs no triggers.
CREATE INDEX "forum_topics_search_idx" ON "forum_topics" USING gin (to_tsvector('english', coalesce("title", '') || ' ' || "content"));
--> statement-breakpoint
CREATE INDEX "forum_replies_search_idx" ON "forum_replies" USING gin (to_tsvector('english', "content")) WHERE "deleted_at" IS NULL;
--> statement-breakpoint

-- Every write to an area's tables bumps its data version in the writing transaction, so every
-- process's kept answers learn of it (decision 0016).
INSERT INTO "data_versions" ("area", "version") VALUES ('catalogue', 0), ('pages', 0);
--> statement-breakpoint
CREATE FUNCTION "bump_data_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "data_versions" SET "version" = "version" + 1 WHERE "area" = TG_ARGV[0];
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "data_version_wines" AFTER INSERT OR UPDATE OR DELETE ON "wines" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"('catalogue');
--> statement-breakpoint
CREATE TRIGGER "data_version_gift_packages" AFTER INSERT OR UPDATE OR DELETE ON "gift_packages" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"('catalogue');
--> statement-breakpoint
CREATE TRIGGER "data_version_merchandise" AFTER INSERT OR UPDATE OR DELETE ON "merchandise" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"('catalogue');
--> statement-breakpoint
CREATE TRIGGER "data_version_merchandise_sizes" AFTER INSERT OR UPDATE OR DELETE ON "merchandise_sizes" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"('catalogue');
--> statement-breakpoint
CREATE TRIGGER "data_version_reservation_types" AFTER INSERT OR UPDATE OR DELETE ON "reservation_types" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"('catalogue');
--> statement-breakpoint
CREATE TRIGGER "data_version_tasting_journals" AFTER INSERT OR UPDATE OR DELETE ON "tasting_journals" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"('pages');
--> statement-breakpoint
CREATE TRIGGER "data_version_journal_likes" AFTER INSERT OR UPDATE OR DELETE ON "journal_likes" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"('pages');
--> statement-breakpoint
CREATE TRIGGER "data_version_journal_comments" AFTER INSERT OR UPDATE OR DELETE ON "journal_comments" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"('pages');
--> statement-breakpoint
CREATE TRIGGER "data_version_users" AFTER INSERT OR UPDATE OR DELETE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"('pages');
--> statement-breakpoint
CREATE TRIGGER "data_version_page_content" AFTER INSERT OR UPDATE OR DELETE ON "page_content" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"('pages');
