CREATE TABLE `cart_items` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text,
	`cart_token` text,
	`type` text DEFAULT 'wine' NOT NULL,
	`wine_id` text,
	`gift_package_id` text,
	`merchandise_id` text,
	`tier` text,
	`quantity` integer DEFAULT 1 NOT NULL,
	`custom_message` text,
	`packaging` text,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`wine_id`) REFERENCES `wines`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`gift_package_id`) REFERENCES `gift_packages`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`merchandise_id`) REFERENCES `merchandise`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "cart_items_owner_check" CHECK("cart_items"."user_id" IS NOT NULL OR "cart_items"."cart_token" IS NOT NULL),
	CONSTRAINT "cart_items_quantity_check" CHECK("cart_items"."quantity" >= 1)
);
--> statement-breakpoint
CREATE INDEX `cart_items_user_idx` ON `cart_items` (`user_id`);--> statement-breakpoint
CREATE INDEX `cart_items_token_idx` ON `cart_items` (`cart_token`);--> statement-breakpoint
CREATE TABLE `coupons` (
	`id` text PRIMARY KEY NOT NULL,
	`code` text NOT NULL,
	`name` text NOT NULL,
	`description` text,
	`type` text DEFAULT 'percentage' NOT NULL,
	`value` text NOT NULL,
	`min_order_amount` text,
	`max_uses` integer,
	`used_count` integer DEFAULT 0 NOT NULL,
	`membership_tier_required` text,
	`is_active` integer DEFAULT true NOT NULL,
	`valid_from` text,
	`valid_until` text,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `coupons_code_unique` ON `coupons` (`code`);--> statement-breakpoint
CREATE TABLE `forum_categories` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`description` text,
	`icon` text,
	`membership_tier_required` text,
	`is_visible` integer DEFAULT true NOT NULL,
	`sort_order` integer DEFAULT 0 NOT NULL,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `forum_replies` (
	`id` text PRIMARY KEY NOT NULL,
	`topic_id` text NOT NULL,
	`user_id` text NOT NULL,
	`content` text NOT NULL,
	`is_answer` integer DEFAULT false NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`topic_id`) REFERENCES `forum_topics`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `forum_replies_topic_idx` ON `forum_replies` (`topic_id`);--> statement-breakpoint
CREATE TABLE `forum_reply_likes` (
	`id` text PRIMARY KEY NOT NULL,
	`reply_id` text NOT NULL,
	`user_id` text NOT NULL,
	`created_at` text NOT NULL,
	FOREIGN KEY (`reply_id`) REFERENCES `forum_replies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `forum_reply_likes_unique` ON `forum_reply_likes` (`reply_id`,`user_id`);--> statement-breakpoint
CREATE TABLE `forum_topic_views` (
	`id` text PRIMARY KEY NOT NULL,
	`topic_id` text NOT NULL,
	`viewer_key` text NOT NULL,
	`created_at` text NOT NULL,
	FOREIGN KEY (`topic_id`) REFERENCES `forum_topics`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `forum_topic_views_unique` ON `forum_topic_views` (`topic_id`,`viewer_key`);--> statement-breakpoint
CREATE TABLE `forum_topics` (
	`id` text PRIMARY KEY NOT NULL,
	`category_id` text NOT NULL,
	`user_id` text NOT NULL,
	`title` text NOT NULL,
	`content` text NOT NULL,
	`is_pinned` integer DEFAULT false NOT NULL,
	`is_locked` integer DEFAULT false NOT NULL,
	`view_count` integer DEFAULT 0 NOT NULL,
	`reply_count` integer DEFAULT 0 NOT NULL,
	`last_reply_at` text,
	`last_reply_user_id` text,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`category_id`) REFERENCES `forum_categories`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`last_reply_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `forum_topics_category_idx` ON `forum_topics` (`category_id`);--> statement-breakpoint
CREATE TABLE `gift_packages` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`description` text NOT NULL,
	`price` text NOT NULL,
	`image_url` text,
	`wine_ids` text DEFAULT '[]' NOT NULL,
	`occasion` text NOT NULL,
	`gift_note` text,
	`is_active` integer DEFAULT true NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `journal_comments` (
	`id` text PRIMARY KEY NOT NULL,
	`journal_id` text NOT NULL,
	`user_id` text NOT NULL,
	`content` text NOT NULL,
	`is_public` integer DEFAULT true NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`journal_id`) REFERENCES `tasting_journals`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `journal_comments_journal_idx` ON `journal_comments` (`journal_id`);--> statement-breakpoint
CREATE TABLE `journal_likes` (
	`id` text PRIMARY KEY NOT NULL,
	`journal_id` text NOT NULL,
	`user_id` text NOT NULL,
	`created_at` text NOT NULL,
	FOREIGN KEY (`journal_id`) REFERENCES `tasting_journals`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `journal_likes_unique` ON `journal_likes` (`journal_id`,`user_id`);--> statement-breakpoint
CREATE TABLE `tasting_journals` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`wine_id` text NOT NULL,
	`tasting_date` text NOT NULL,
	`location` text,
	`occasion` text,
	`appearance` text,
	`aroma` text,
	`taste` text,
	`finish` text,
	`personal_rating` integer,
	`personal_notes` text,
	`pairing_notes` text,
	`wine_condition` text,
	`weather_condition` text,
	`companion_notes` text,
	`is_public` integer DEFAULT false NOT NULL,
	`shareable_slug` text,
	`photos` text DEFAULT '[]' NOT NULL,
	`tags` text DEFAULT '[]' NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`wine_id`) REFERENCES `wines`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `tasting_journals_shareable_slug_unique` ON `tasting_journals` (`shareable_slug`);--> statement-breakpoint
CREATE INDEX `tasting_journals_user_idx` ON `tasting_journals` (`user_id`);--> statement-breakpoint
CREATE TABLE `memberships` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`tier` text NOT NULL,
	`status` text DEFAULT 'active' NOT NULL,
	`start_date` text NOT NULL,
	`end_date` text,
	`order_id` text,
	`stripe_subscription_id` text,
	`created_at` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `memberships_user_idx` ON `memberships` (`user_id`);--> statement-breakpoint
CREATE TABLE `monthly_wine_selections` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`membership_tier` text NOT NULL,
	`selection_month` text NOT NULL,
	`selected_wines` text DEFAULT '[]' NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `monthly_selection_user_month_unique` ON `monthly_wine_selections` (`user_id`,`selection_month`);--> statement-breakpoint
CREATE TABLE `merchandise` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`description` text NOT NULL,
	`long_description` text,
	`price` text NOT NULL,
	`image_url` text,
	`category` text NOT NULL,
	`stock` integer DEFAULT 0 NOT NULL,
	`rating` text,
	`reviews` integer DEFAULT 0 NOT NULL,
	`sort_order` integer DEFAULT 0 NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	CONSTRAINT "merchandise_stock_check" CHECK("merchandise"."stock" >= 0)
);
--> statement-breakpoint
CREATE TABLE `email_subscriptions` (
	`id` text PRIMARY KEY NOT NULL,
	`first_name` text,
	`last_name` text,
	`email` text NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	`subscription_date` text NOT NULL,
	`unsubscribe_token` text NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `email_subscriptions_email_unique` ON `email_subscriptions` (`email`);--> statement-breakpoint
CREATE UNIQUE INDEX `email_subscriptions_unsubscribe_token_unique` ON `email_subscriptions` (`unsubscribe_token`);--> statement-breakpoint
CREATE TABLE `order_items` (
	`id` text PRIMARY KEY NOT NULL,
	`order_id` text NOT NULL,
	`kind` text DEFAULT 'wine' NOT NULL,
	`wine_id` text,
	`gift_package_id` text,
	`merchandise_id` text,
	`tier` text,
	`name` text NOT NULL,
	`quantity` integer NOT NULL,
	`price` text NOT NULL,
	`line_total` text DEFAULT '0.00' NOT NULL,
	`custom_message` text,
	`packaging` text,
	`created_at` text NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`wine_id`) REFERENCES `wines`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`gift_package_id`) REFERENCES `gift_packages`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`merchandise_id`) REFERENCES `merchandise`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `order_items_order_idx` ON `order_items` (`order_id`);--> statement-breakpoint
CREATE INDEX `order_items_wine_idx` ON `order_items` (`wine_id`);--> statement-breakpoint
CREATE TABLE `orders` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text,
	`status` text DEFAULT 'pending' NOT NULL,
	`subtotal` text DEFAULT '0.00' NOT NULL,
	`packaging` text DEFAULT '0.00' NOT NULL,
	`discount` text DEFAULT '0.00' NOT NULL,
	`tax` text DEFAULT '0.00' NOT NULL,
	`shipping` text DEFAULT '0.00' NOT NULL,
	`total` text NOT NULL,
	`coupon_code` text,
	`customer_email` text,
	`customer_name` text,
	`customer_phone` text,
	`shipping_address` text,
	`billing_address` text,
	`stripe_payment_intent_id` text,
	`idempotency_key` text,
	`tracking_number` text,
	`notes` text,
	`paid_at` text,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `orders_idempotency_key_unique` ON `orders` (`idempotency_key`);--> statement-breakpoint
CREATE INDEX `orders_user_idx` ON `orders` (`user_id`);--> statement-breakpoint
CREATE INDEX `orders_status_idx` ON `orders` (`status`);--> statement-breakpoint
CREATE TABLE `page_content` (
	`id` text PRIMARY KEY NOT NULL,
	`slug` text NOT NULL,
	`title` text NOT NULL,
	`content` text NOT NULL,
	`meta_title` text,
	`meta_description` text,
	`is_published` integer DEFAULT true NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `page_content_slug_unique` ON `page_content` (`slug`);--> statement-breakpoint
CREATE TABLE `reservation_slots` (
	`id` text PRIMARY KEY NOT NULL,
	`reservation_type_id` text NOT NULL,
	`start_time` text NOT NULL,
	`end_time` text NOT NULL,
	`available_spots` integer NOT NULL,
	`is_available` integer DEFAULT true NOT NULL,
	`created_at` text NOT NULL,
	FOREIGN KEY (`reservation_type_id`) REFERENCES `reservation_types`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "reservation_slots_spots_check" CHECK("reservation_slots"."available_spots" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `reservation_slots_type_start_unique` ON `reservation_slots` (`reservation_type_id`,`start_time`);--> statement-breakpoint
CREATE INDEX `reservation_slots_start_idx` ON `reservation_slots` (`start_time`);--> statement-breakpoint
CREATE TABLE `reservation_types` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`description` text NOT NULL,
	`category` text DEFAULT 'activity' NOT NULL,
	`duration` integer DEFAULT 60 NOT NULL,
	`capacity` integer DEFAULT 10 NOT NULL,
	`price` text NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	`image_url` text,
	`requirements` text,
	`member_only` integer DEFAULT false NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `reservations` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
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
CREATE INDEX `reservations_user_idx` ON `reservations` (`user_id`);--> statement-breakpoint
CREATE INDEX `reservations_slot_idx` ON `reservations` (`reservation_slot_id`);--> statement-breakpoint
CREATE TABLE `sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`expires_at` text NOT NULL,
	`created_at` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `sessions_user_idx` ON `sessions` (`user_id`);--> statement-breakpoint
CREATE TABLE `users` (
	`id` text PRIMARY KEY NOT NULL,
	`username` text NOT NULL,
	`email` text NOT NULL,
	`password` text NOT NULL,
	`first_name` text,
	`last_name` text,
	`role` text DEFAULT 'customer' NOT NULL,
	`membership_tier` text,
	`is_active` integer DEFAULT true NOT NULL,
	`phone` text,
	`address` text,
	`stripe_customer_id` text,
	`stripe_subscription_id` text,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_unique` ON `users` (`email`);--> statement-breakpoint
CREATE UNIQUE INDEX `users_username_lower_unique` ON `users` (lower("username"));--> statement-breakpoint
CREATE TABLE `wines` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`description` text NOT NULL,
	`type` text NOT NULL,
	`vintage` integer NOT NULL,
	`price` text NOT NULL,
	`case_price` text,
	`bottles_per_case` integer DEFAULT 12 NOT NULL,
	`stock` integer DEFAULT 0 NOT NULL,
	`image_url` text,
	`tasting_notes` text,
	`pairing_notes` text,
	`alcohol_content` text,
	`region` text,
	`grape_variety` text,
	`serving_temp` text,
	`rating` text,
	`is_exclusive` integer DEFAULT false NOT NULL,
	`is_available` integer DEFAULT true NOT NULL,
	`membership_category` text,
	`created_at` text NOT NULL,
	CONSTRAINT "wines_stock_check" CHECK("wines"."stock" >= -1)
);
