CREATE TABLE `cart_coupons` (
	`owner` text PRIMARY KEY NOT NULL,
	`code` text NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `rate_limit_hits` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`key` text NOT NULL,
	`at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `rate_limit_hits_key_at_idx` ON `rate_limit_hits` (`key`,`at`);--> statement-breakpoint
CREATE TABLE `order_tokens` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`order_id` text NOT NULL,
	`created_at` text NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `order_tokens_order_idx` ON `order_tokens` (`order_id`);--> statement-breakpoint
ALTER TABLE `orders` ADD `owner_key` text;--> statement-breakpoint
ALTER TABLE `reservation_types` ADD `slug` text;--> statement-breakpoint
CREATE UNIQUE INDEX `reservation_types_slug_unique` ON `reservation_types` (`slug`);--> statement-breakpoint
-- Visitor carts were keyed by the raw cookie token; they are keyed by its SHA-256 from now on, so the
-- old rows could never be found again.
DELETE FROM `cart_items` WHERE `user_id` IS NULL;