CREATE TABLE `cart_starts` (
	`id` text PRIMARY KEY NOT NULL,
	`owner` text NOT NULL,
	`started_at` text NOT NULL,
	`order_id` text,
	`converted_at` text
);
--> statement-breakpoint
CREATE INDEX `cart_starts_owner_idx` ON `cart_starts` (`owner`);--> statement-breakpoint
CREATE INDEX `cart_starts_started_idx` ON `cart_starts` (`started_at`);--> statement-breakpoint
CREATE TABLE `order_refunds` (
	`id` text PRIMARY KEY NOT NULL,
	`order_id` text NOT NULL,
	`amount` text NOT NULL,
	`reason` text NOT NULL,
	`by` text NOT NULL,
	`idempotency_key` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`gateway_refund_id` text,
	`failure` text,
	`created_at` text NOT NULL,
	`settled_at` text,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `order_refunds_idempotency_key_unique` ON `order_refunds` (`idempotency_key`);--> statement-breakpoint
CREATE INDEX `order_refunds_order_idx` ON `order_refunds` (`order_id`);--> statement-breakpoint
CREATE INDEX `order_refunds_settled_idx` ON `order_refunds` (`settled_at`);--> statement-breakpoint
ALTER TABLE `orders` ADD `carrier` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `refunded` text DEFAULT '0.00' NOT NULL;--> statement-breakpoint
CREATE INDEX `orders_paid_idx` ON `orders` (`paid_at`);--> statement-breakpoint
CREATE INDEX `orders_created_idx` ON `orders` (`created_at`);