CREATE TABLE `newsletter_confirmations` (
	`id` text PRIMARY KEY NOT NULL,
	`subscription_id` text NOT NULL,
	`token_hash` text NOT NULL,
	`created_at` text NOT NULL,
	`expires_at` text NOT NULL,
	`used_at` text,
	FOREIGN KEY (`subscription_id`) REFERENCES `email_subscriptions`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `newsletter_confirmations_token_hash_unique` ON `newsletter_confirmations` (`token_hash`);--> statement-breakpoint
CREATE INDEX `newsletter_confirmations_subscription` ON `newsletter_confirmations` (`subscription_id`,`created_at`);--> statement-breakpoint
-- Edited by hand. The link each subscription held stays valid: it moves to the new table, 7 days
-- from when it was sent (the row's last change), used already when the address was confirmed.
INSERT INTO `newsletter_confirmations` (`id`, `subscription_id`, `token_hash`, `created_at`, `expires_at`, `used_at`)
SELECT lower(hex(randomblob(8))), `id`, `confirm_token_hash`, `updated_at`,
	strftime('%Y-%m-%dT%H:%M:%fZ', `updated_at`, '+7 days'), `confirmed_at`
FROM `email_subscriptions`
WHERE `confirm_token_hash` IS NOT NULL AND `unsubscribed_at` IS NULL;--> statement-breakpoint
DROP INDEX `email_subscriptions_confirm_token_hash_unique`;--> statement-breakpoint
ALTER TABLE `email_subscriptions` DROP COLUMN `confirm_token_hash`;--> statement-breakpoint
-- Views were counted once per session; from now on once per reader per New York day. The old rows
-- key readers by session, which no new key matches, so the table starts again (each topic keeps its
-- view_count). SQLite cannot add a NOT NULL column without a default, hence a new table.
DROP TABLE `forum_topic_views`;--> statement-breakpoint
CREATE TABLE `forum_topic_views` (
	`id` text PRIMARY KEY NOT NULL,
	`topic_id` text NOT NULL,
	`viewer_key` text NOT NULL,
	`day` text NOT NULL,
	`created_at` text NOT NULL,
	FOREIGN KEY (`topic_id`) REFERENCES `forum_topics`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `forum_topic_views_day_unique` ON `forum_topic_views` (`topic_id`,`viewer_key`,`day`);
--> statement-breakpoint
-- A topic's reply count now counts its deleted replies too (each stays in the thread as "[deleted]"),
-- so the list and the thread agree: recount every topic once.
UPDATE `forum_topics` SET `reply_count` = (
	SELECT count(*) FROM `forum_replies` WHERE `forum_replies`.`topic_id` = `forum_topics`.`id`
);
