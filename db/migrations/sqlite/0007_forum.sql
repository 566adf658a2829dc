CREATE TABLE `forum_reports` (
	`id` text PRIMARY KEY NOT NULL,
	`target_kind` text NOT NULL,
	`target_id` text NOT NULL,
	`topic_id` text,
	`reply_id` text,
	`post_author_id` text,
	`topic_title` text,
	`excerpt` text NOT NULL,
	`reporter_id` text,
	`reason` text NOT NULL,
	`status` text DEFAULT 'open' NOT NULL,
	`resolved_by_id` text,
	`resolved_at` text,
	`created_at` text NOT NULL,
	FOREIGN KEY (`topic_id`) REFERENCES `forum_topics`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`reply_id`) REFERENCES `forum_replies`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`post_author_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`reporter_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`resolved_by_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `forum_reports_status_idx` ON `forum_reports` (`status`,`created_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `forum_reports_open_unique` ON `forum_reports` (`reporter_id`,`target_id`) WHERE "forum_reports"."status" = 'open';--> statement-breakpoint
CREATE TABLE `forum_topic_reads` (
	`user_id` text NOT NULL,
	`topic_id` text NOT NULL,
	`read_at` text NOT NULL,
	PRIMARY KEY(`user_id`, `topic_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`topic_id`) REFERENCES `forum_topics`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
DROP INDEX `forum_replies_topic_idx`;--> statement-breakpoint
ALTER TABLE `forum_replies` ADD `edited_at` text;--> statement-breakpoint
ALTER TABLE `forum_replies` ADD `deleted_at` text;--> statement-breakpoint
CREATE UNIQUE INDEX `forum_replies_one_answer` ON `forum_replies` (`topic_id`) WHERE "forum_replies"."is_answer" = 1;--> statement-breakpoint
CREATE INDEX `forum_replies_topic_idx` ON `forum_replies` (`topic_id`,`created_at`);--> statement-breakpoint
ALTER TABLE `forum_topics` ADD `edited_at` text;--> statement-breakpoint
CREATE INDEX `forum_topics_user_idx` ON `forum_topics` (`user_id`);--> statement-breakpoint
-- Written by hand (drizzle-kit generates neither expression indexes correctly nor virtual tables and
-- triggers; docs/decisions/0012-forum.md). Topic lists run "pinned first, then
-- the latest activity", activity being the last reply or else the creation.
CREATE INDEX `forum_topics_activity_idx` ON `forum_topics` (`category_id`, `is_pinned`, coalesce(`last_reply_at`, `created_at`));--> statement-breakpoint
-- The forum's full-text index: one row per topic (title, post) and per live reply (body). Only the
-- triggers below write it, so it is always in step with the posts.
CREATE VIRTUAL TABLE `forum_search` USING fts5(topic_id UNINDEXED, reply_id UNINDEXED, title, body, tokenize = 'porter unicode61 remove_diacritics 2');--> statement-breakpoint
INSERT INTO `forum_search` (topic_id, reply_id, title, body) SELECT id, NULL, title, content FROM `forum_topics`;--> statement-breakpoint
INSERT INTO `forum_search` (topic_id, reply_id, title, body) SELECT topic_id, id, NULL, content FROM `forum_replies` WHERE deleted_at IS NULL;--> statement-breakpoint
CREATE TRIGGER `forum_topics_search_insert` AFTER INSERT ON `forum_topics` BEGIN
  INSERT INTO `forum_search` (topic_id, reply_id, title, body) VALUES (new.id, NULL, new.title, new.content);
END;--> statement-breakpoint
CREATE TRIGGER `forum_topics_search_update` AFTER UPDATE OF title, content ON `forum_topics` BEGIN
  DELETE FROM `forum_search` WHERE topic_id = old.id AND reply_id IS NULL;
  INSERT INTO `forum_search` (topic_id, reply_id, title, body) VALUES (new.id, NULL, new.title, new.content);
END;--> statement-breakpoint
CREATE TRIGGER `forum_topics_search_delete` AFTER DELETE ON `forum_topics` BEGIN
  DELETE FROM `forum_search` WHERE topic_id = old.id;
END;--> statement-breakpoint
CREATE TRIGGER `forum_replies_search_insert` AFTER INSERT ON `forum_replies` WHEN new.deleted_at IS NULL BEGIN
  INSERT INTO `forum_search` (topic_id, reply_id, title, body) VALUES (new.topic_id, new.id, NULL, new.content);
END;--> statement-breakpoint
CREATE TRIGGER `forum_replies_search_update` AFTER UPDATE OF content, deleted_at, topic_id ON `forum_replies` BEGIN
  DELETE FROM `forum_search` WHERE reply_id = old.id;
  INSERT INTO `forum_search` (topic_id, reply_id, title, body) SELECT new.topic_id, new.id, NULL, new.content WHERE new.deleted_at IS NULL;
END;--> statement-breakpoint
CREATE TRIGGER `forum_replies_search_delete` AFTER DELETE ON `forum_replies` BEGIN
  DELETE FROM `forum_search` WHERE reply_id = old.id;
END;
