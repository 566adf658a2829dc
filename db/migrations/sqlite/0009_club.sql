CREATE TABLE `club_charges` (
	`id` text PRIMARY KEY NOT NULL,
	`membership_id` text NOT NULL,
	`user_id` text NOT NULL,
	`tier` text NOT NULL,
	`period` text NOT NULL,
	`status` text NOT NULL,
	`amount_cents` integer DEFAULT 0 NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`order_id` text,
	`payment_intent_id` text,
	`next_retry_date` text,
	`last_error` text,
	`run_id` text,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`membership_id`) REFERENCES `memberships`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `club_charges_membership_period_unique` ON `club_charges` (`membership_id`,`period`);--> statement-breakpoint
CREATE INDEX `club_charges_status_idx` ON `club_charges` (`status`);--> statement-breakpoint
CREATE TABLE `club_pauses` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`month` text NOT NULL,
	`kind` text NOT NULL,
	`created_at` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `club_pauses_user_month_unique` ON `club_pauses` (`user_id`,`month`);--> statement-breakpoint
CREATE TABLE `club_runs` (
	`id` text PRIMARY KEY NOT NULL,
	`trigger` text NOT NULL,
	`started_at` text NOT NULL,
	`finished_at` text,
	`charged` integer DEFAULT 0 NOT NULL,
	`declined` integer DEFAULT 0 NOT NULL,
	`skipped` integer DEFAULT 0 NOT NULL,
	`cancelled` integer DEFAULT 0 NOT NULL,
	`amount_cents` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE `memberships` ADD `complimentary` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `memberships` ADD `billing_day` integer;--> statement-breakpoint
ALTER TABLE `memberships` ADD `next_billing_date` text;--> statement-breakpoint
ALTER TABLE `memberships` ADD `hold_until` text;--> statement-breakpoint
ALTER TABLE `memberships` ADD `cancel_at` text;--> statement-breakpoint
ALTER TABLE `memberships` ADD `cancel_reason` text;--> statement-breakpoint
ALTER TABLE `memberships` ADD `cancel_comment` text;--> statement-breakpoint
ALTER TABLE `memberships` ADD `noticed_for` text;--> statement-breakpoint
ALTER TABLE `memberships` ADD `payment_method_id` text;--> statement-breakpoint
ALTER TABLE `memberships` ADD `payment_customer_id` text;--> statement-breakpoint
ALTER TABLE `memberships` ADD `card_brand` text;--> statement-breakpoint
ALTER TABLE `memberships` ADD `card_last4` text;--> statement-breakpoint
ALTER TABLE `memberships` ADD `card_exp_month` integer;--> statement-breakpoint
ALTER TABLE `memberships` ADD `card_exp_year` integer;--> statement-breakpoint
CREATE INDEX `memberships_next_billing_idx` ON `memberships` (`status`,`next_billing_date`);