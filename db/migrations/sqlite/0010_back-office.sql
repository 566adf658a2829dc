CREATE TABLE `stock_adjustments` (
	`id` text PRIMARY KEY NOT NULL,
	`wine_id` text,
	`merchandise_id` text,
	`size` text,
	`change` integer NOT NULL,
	`stock_after` integer NOT NULL,
	`reason` text NOT NULL,
	`note` text,
	`by` text NOT NULL,
	`created_at` text NOT NULL,
	FOREIGN KEY (`wine_id`) REFERENCES `wines`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`merchandise_id`) REFERENCES `merchandise`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `stock_adjustments_wine_idx` ON `stock_adjustments` (`wine_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `stock_adjustments_merchandise_idx` ON `stock_adjustments` (`merchandise_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `merchandise_sizes` (
	`id` text PRIMARY KEY NOT NULL,
	`merchandise_id` text NOT NULL,
	`size` text NOT NULL,
	`stock` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`merchandise_id`) REFERENCES `merchandise`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "merchandise_sizes_stock_check" CHECK("merchandise_sizes"."stock" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `merchandise_sizes_item_size_idx` ON `merchandise_sizes` (`merchandise_id`,`size`);--> statement-breakpoint
ALTER TABLE `cart_items` ADD `size` text;--> statement-breakpoint
ALTER TABLE `order_items` ADD `size` text;