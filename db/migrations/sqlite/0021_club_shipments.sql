CREATE TABLE `club_shipment_months` (
	`month` text PRIMARY KEY NOT NULL,
	`defaults` text NOT NULL,
	`confirmed_at` text,
	`confirmed_by` text,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `club_shipments` (
	`id` text PRIMARY KEY NOT NULL,
	`month` text NOT NULL,
	`user_id` text NOT NULL,
	`membership_id` text NOT NULL,
	`order_id` text,
	`source` text NOT NULL,
	`created_at` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `club_shipments_user_month_unique` ON `club_shipments` (`user_id`,`month`);