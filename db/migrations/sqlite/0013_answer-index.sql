DROP INDEX `forum_replies_one_answer`;--> statement-breakpoint
CREATE UNIQUE INDEX `forum_replies_one_answer` ON `forum_replies` (`topic_id`) WHERE "forum_replies"."is_answer";