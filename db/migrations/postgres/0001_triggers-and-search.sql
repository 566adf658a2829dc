-- Written by hand: what drizzle-kit does not generate, as the SQLite migrations have it
-- (db/migrations/sqlite/0007_forum.sql and 0012_processes.sql).

-- Topic lists run "pinned first, then the latest activity" (the SQLite index of the same name).
CREATE INDEX "forum_topics_activity_idx" ON "forum_topics" ("category_id", "is_pinned", coalesce("last_reply_at", "created_at"));
--> statement-breakpoint

-- Forum search: SQLite keeps an FTS5 table; here the posts are indexed where they are, with GIN
-- indexes on the same expressions the search reads (api/src/modules/forum/forum-search.ts), so the index can never
-- drift from the posts and needs no triggers.
CREATE INDEX "forum_topics_search_idx" ON "forum_topics" USING gin (to_tsvector('english', coalesce("title", '') || ' ' || "content"));
--> statement-breakpoint
CREATE INDEX "forum_replies_search_idx" ON "forum_replies" USING gin (to_tsvector('english', "content")) WHERE "deleted_at" IS NULL;
--> statement-breakpoint

-- Every write to an area's tables bumps its data version in the writing transaction, so every
-- process's kept answers learn of it (decision 0016): once per row changed, as SQLite's row
-- triggers do, so a statement that changes nothing leaves the version as it was.
INSERT INTO "data_versions" ("area", "version") VALUES ('catalogue', 0), ('pages', 0);
--> statement-breakpoint
CREATE FUNCTION "bump_data_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "data_versions" SET "version" = "version" + 1 WHERE "area" = TG_ARGV[0];
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "data_version_wines" AFTER INSERT OR UPDATE OR DELETE ON "wines" FOR EACH ROW EXECUTE FUNCTION "bump_data_version"('catalogue');
--> statement-breakpoint
CREATE TRIGGER "data_version_gift_packages" AFTER INSERT OR UPDATE OR DELETE ON "gift_packages" FOR EACH ROW EXECUTE FUNCTION "bump_data_version"('catalogue');
--> statement-breakpoint
CREATE TRIGGER "data_version_merchandise" AFTER INSERT OR UPDATE OR DELETE ON "merchandise" FOR EACH ROW EXECUTE FUNCTION "bump_data_version"('catalogue');
--> statement-breakpoint
CREATE TRIGGER "data_version_merchandise_sizes" AFTER INSERT OR UPDATE OR DELETE ON "merchandise_sizes" FOR EACH ROW EXECUTE FUNCTION "bump_data_version"('catalogue');
--> statement-breakpoint
CREATE TRIGGER "data_version_reservation_types" AFTER INSERT OR UPDATE OR DELETE ON "reservation_types" FOR EACH ROW EXECUTE FUNCTION "bump_data_version"('catalogue');
--> statement-breakpoint
CREATE TRIGGER "data_version_tasting_journals" AFTER INSERT OR UPDATE OR DELETE ON "tasting_journals" FOR EACH ROW EXECUTE FUNCTION "bump_data_version"('pages');
--> statement-breakpoint
CREATE TRIGGER "data_version_journal_likes" AFTER INSERT OR UPDATE OR DELETE ON "journal_likes" FOR EACH ROW EXECUTE FUNCTION "bump_data_version"('pages');
--> statement-breakpoint
CREATE TRIGGER "data_version_journal_comments" AFTER INSERT OR UPDATE OR DELETE ON "journal_comments" FOR EACH ROW EXECUTE FUNCTION "bump_data_version"('pages');
--> statement-breakpoint
CREATE TRIGGER "data_version_users" AFTER INSERT OR UPDATE OR DELETE ON "users" FOR EACH ROW EXECUTE FUNCTION "bump_data_version"('pages');
--> statement-breakpoint
CREATE TRIGGER "data_version_page_content" AFTER INSERT OR UPDATE OR DELETE ON "page_content" FOR EACH ROW EXECUTE FUNCTION "bump_data_version"('pages');
--> statement-breakpoint
-- SQLite numbers an INTEGER PRIMARY KEY given as null, and drizzle's SQLite builders (which the
-- services' queries are written with, decision 0023) send null for a numbered key left out. A
-- row given a null number takes the next one here too.
CREATE FUNCTION number_rate_limit_hit() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.id := coalesce(NEW.id, nextval(pg_get_serial_sequence('rate_limit_hits', 'id')));
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER rate_limit_hits_numbered BEFORE INSERT ON rate_limit_hits
  FOR EACH ROW EXECUTE FUNCTION number_rate_limit_hit();
