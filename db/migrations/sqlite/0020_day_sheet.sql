PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_reservations` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text,
	`guest_name` text,
	`guest_email` text,
	`attendance` text DEFAULT 'expected' NOT NULL,
	`booked_by` text,
	`reservation_slot_id` text NOT NULL,
	`guest_count` integer DEFAULT 1 NOT NULL,
	`status` text DEFAULT 'confirmed' NOT NULL,
	`total_price` text NOT NULL,
	`special_requests` text,
	`contact_phone` text NOT NULL,
	`stripe_payment_intent_id` text,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`reservation_slot_id`) REFERENCES `reservation_slots`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
INSERT INTO `__new_reservations`("id", "user_id", "reservation_slot_id", "guest_count", "status", "total_price", "special_requests", "contact_phone", "stripe_payment_intent_id", "created_at", "updated_at") SELECT "id", "user_id", "reservation_slot_id", "guest_count", "status", "total_price", "special_requests", "contact_phone", "stripe_payment_intent_id", "created_at", "updated_at" FROM `reservations`;--> statement-breakpoint
DROP TABLE `reservations`;--> statement-breakpoint
ALTER TABLE `__new_reservations` RENAME TO `reservations`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE INDEX `reservations_user_idx` ON `reservations` (`user_id`);--> statement-breakpoint
CREATE INDEX `reservations_slot_idx` ON `reservations` (`reservation_slot_id`);--> statement-breakpoint
ALTER TABLE `reservation_slots` ADD `capacity` integer;