CREATE TABLE "cart_coupons" (
	"rowid" bigserial NOT NULL,
	"owner" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"updated_at" text NOT NULL
);

--> statement-breakpoint
CREATE TABLE "cart_items" (
	"rowid" bigserial NOT NULL,
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text,
	"cart_token" text,
	"kind" text DEFAULT 'wine' NOT NULL,
	"wine_id" text,
	"gift_package_id" text,
	"merchandise_id" text,
	"tier" text,
	"size" text,
	"quantity" bigint DEFAULT 1 NOT NULL,
	"custom_message" text,
	"packaging" jsonb,
	"created_at" text NOT NULL,
	"updated_at" text NOT NULL,
	CONSTRAINT "cart_items_owner_check" CHECK ("cart_items"."user_id" IS NOT NULL OR "cart_items"."cart_token" IS NOT NULL),
	CONSTRAINT "cart_items_quantity_check" CHECK ("cart_items"."quantity" >= 1)
);

--> statement-breakpoint
CREATE TABLE "cart_starts" (
	"rowid" bigserial NOT NULL,
	"id" text PRIMARY KEY NOT NULL,
	"owner" text NOT NULL,
	"started_at" text NOT NULL,
	"order_id" text,
	"converted_at" text
);

--> statement-breakpoint
CREATE TABLE "claims" (
	"rowid" bigserial NOT NULL,
	"key" text PRIMARY KEY NOT NULL,
	"holder" text NOT NULL,
	"expires_at" text NOT NULL,
	"created_at" text NOT NULL
);

--> statement-breakpoint
CREATE TABLE "club_charges" (
	"rowid" bigserial NOT NULL,
	"id" text PRIMARY KEY NOT NULL,
	"membership_id" text NOT NULL,
	"user_id" text NOT NULL,
	"tier" text NOT NULL,
	"period" text NOT NULL,
	"status" text NOT NULL,
	"amount_cents" bigint DEFAULT 0 NOT NULL,
	"attempts" bigint DEFAULT 0 NOT NULL,
	"order_id" text,
	"payment_intent_id" text,
	"next_retry_date" text,
	"last_error" text,
	"run_id" text,
	"created_at" text NOT NULL,
	"updated_at" text NOT NULL
);

--> statement-breakpoint
CREATE TABLE "club_pauses" (
	"rowid" bigserial NOT NULL,
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"month" text NOT NULL,
	"kind" text NOT NULL,
	"created_at" text NOT NULL
);

--> statement-breakpoint
CREATE TABLE "club_runs" (
	"rowid" bigserial NOT NULL,
	"id" text PRIMARY KEY NOT NULL,
	"trigger" text NOT NULL,
	"started_at" text NOT NULL,
	"finished_at" text,
	"charged" bigint DEFAULT 0 NOT NULL,
	"declined" bigint DEFAULT 0 NOT NULL,
	"skipped" bigint DEFAULT 0 NOT NULL,
	"cancelled" bigint DEFAULT 0 NOT NULL,
	"amount_cents" bigint DEFAULT 0 NOT NULL
);

--> statement-breakpoint
CREATE TABLE "coupons" (
	"rowid" bigserial NOT NULL,
	"id" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"type" text DEFAULT 'percentage' NOT NULL,
	"value" text NOT NULL,
	"min_order_amount" text,
	"max_uses" bigint,
	"used_count" bigint DEFAULT 0 NOT NULL,
	"membership_tier_required" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"valid_from" text,
	"valid_until" text,
	"created_at" text NOT NULL,
	CONSTRAINT "coupons_code_unique" UNIQUE("code")
);

--> statement-breakpoint
CREATE TABLE "data_versions" (
	"rowid" bigserial NOT NULL,
	"area" text PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);

--> statement-breakpoint
CREATE TABLE "email_outbox" (
	"rowid" bigserial NOT NULL,
	"id" text PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"kind" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"headers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" bigint DEFAULT 0 NOT NULL,
	"next_attempt_at" text NOT NULL,
	"last_error" text,
	"message_id" text,
	"sent_at" text,
	"created_at" text NOT NULL,
	"updated_at" text NOT NULL
);

--> statement-breakpoint
CREATE TABLE "email_subscriptions" (
	"rowid" bigserial NOT NULL,
	"id" text PRIMARY KEY NOT NULL,
	"first_name" text,
	"last_name" text,
	"email" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"subscription_date" text NOT NULL,
	"unsubscribe_token" text NOT NULL,
	"confirmed_at" text,
	"unsubscribed_at" text,
	"created_at" text NOT NULL,
	"updated_at" text NOT NULL,
	CONSTRAINT "email_subscriptions_email_unique" UNIQUE("email"),
	CONSTRAINT "email_subscriptions_unsubscribe_token_unique" UNIQUE("unsubscribe_token")
);

--> statement-breakpoint
CREATE TABLE "forum_categories" (
	"rowid" bigserial NOT NULL,
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"icon" text,
	"membership_tier_required" text,
	"is_visible" boolean DEFAULT true NOT NULL,
	"sort_order" bigint DEFAULT 0 NOT NULL,
	"created_at" text NOT NULL
);

--> statement-breakpoint
CREATE TABLE "forum_replies" (
	"rowid" bigserial NOT NULL,
	"id" text PRIMARY KEY NOT NULL,
	"topic_id" text NOT NULL,
	"user_id" text NOT NULL,
	"content" text NOT NULL,
	"is_answer" boolean DEFAULT false NOT NULL,
	"edited_at" text,
	"deleted_at" text,
	"created_at" text NOT NULL,
	"updated_at" text NOT NULL
);

--> statement-breakpoint
CREATE TABLE "forum_reply_likes" (
	"rowid" bigserial NOT NULL,
	"id" text PRIMARY KEY NOT NULL,
	"reply_id" text NOT NULL,
	"user_id" text NOT NULL,
	"created_at" text NOT NULL
);

--> statement-breakpoint
CREATE TABLE "forum_reports" (
	"rowid" bigserial NOT NULL,
	"id" text PRIMARY KEY NOT NULL,
	"target_kind" text NOT NULL,
	"target_id" text NOT NULL,
	"topic_id" text,
	"reply_id" text,
	"post_author_id" text,
	"topic_title" text,
	"excerpt" text NOT NULL,
	"reporter_id" text,
	"reason" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"resolved_by_id" text,
	"resolved_at" text,
	"created_at" text NOT NULL
);

--> statement-breakpoint
CREATE TABLE "forum_topic_reads" (
	"rowid" bigserial NOT NULL,
	"user_id" text NOT NULL,
	"topic_id" text NOT NULL,
	"read_at" text NOT NULL,
	CONSTRAINT "forum_topic_reads_user_id_topic_id_pk" PRIMARY KEY("user_id","topic_id")
);

--> statement-breakpoint
CREATE TABLE "forum_topic_views" (
	"rowid" bigserial NOT NULL,
	"id" text PRIMARY KEY NOT NULL,
	"topic_id" text NOT NULL,
	"viewer_key" text NOT NULL,
	"day" text NOT NULL,
	"created_at" text NOT NULL
);

--> statement-breakpoint
CREATE TABLE "forum_topics" (
	"rowid" bigserial NOT NULL,
	"id" text PRIMARY KEY NOT NULL,
	"category_id" text NOT NULL,
	"user_id" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"is_pinned" boolean DEFAULT false NOT NULL,
	"is_locked" boolean DEFAULT false NOT NULL,
	"view_count" bigint DEFAULT 0 NOT NULL,
	"reply_count" bigint DEFAULT 0 NOT NULL,
	"last_reply_at" text,
	"last_reply_user_id" text,
	"edited_at" text,
	"created_at" text NOT NULL,
	"updated_at" text NOT NULL
);

--> statement-breakpoint
CREATE TABLE "gift_packages" (
	"rowid" bigserial NOT NULL,
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"price" text NOT NULL,
	"image_url" text,
	"wine_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"occasion" text NOT NULL,
	"gift_note" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" text NOT NULL,
	"updated_at" text NOT NULL
);

--> statement-breakpoint
CREATE TABLE "job_leases" (
	"rowid" bigserial NOT NULL,
	"name" text PRIMARY KEY NOT NULL,
	"holder" text NOT NULL,
	"expires_at" text NOT NULL,
	"acquired_at" text NOT NULL
);

--> statement-breakpoint
CREATE TABLE "journal_comments" (
	"rowid" bigserial NOT NULL,
	"id" text PRIMARY KEY NOT NULL,
	"journal_id" text NOT NULL,
	"user_id" text NOT NULL,
	"content" text NOT NULL,
	"is_public" boolean DEFAULT true NOT NULL,
	"created_at" text NOT NULL,
	"updated_at" text NOT NULL
);

--> statement-breakpoint
CREATE TABLE "journal_likes" (
	"rowid" bigserial NOT NULL,
	"id" text PRIMARY KEY NOT NULL,
	"journal_id" text NOT NULL,
	"user_id" text NOT NULL,
	"created_at" text NOT NULL
);

--> statement-breakpoint
CREATE TABLE "memberships" (
	"rowid" bigserial NOT NULL,
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"tier" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"complimentary" boolean DEFAULT false NOT NULL,
	"start_date" text NOT NULL,
	"end_date" text,
	"order_id" text,
	"stripe_subscription_id" text,
	"billing_day" bigint,
	"next_billing_date" text,
	"hold_until" text,
	"cancel_at" text,
	"cancel_reason" text,
	"cancel_comment" text,
	"noticed_for" text,
	"payment_method_id" text,
	"payment_customer_id" text,
	"card_brand" text,
	"card_last4" text,
	"card_exp_month" bigint,
	"card_exp_year" bigint,
	"created_at" text NOT NULL
);

--> statement-breakpoint
CREATE TABLE "merchandise" (
	"rowid" bigserial NOT NULL,
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"long_description" text,
	"price" text NOT NULL,
	"image_url" text,
	"category" text NOT NULL,
	"stock" bigint DEFAULT 0 NOT NULL,
	"rating" text,
	"reviews" bigint DEFAULT 0 NOT NULL,
	"sort_order" bigint DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" text NOT NULL,
	"updated_at" text NOT NULL,
	CONSTRAINT "merchandise_stock_check" CHECK ("merchandise"."stock" >= 0)
);

--> statement-breakpoint
CREATE TABLE "merchandise_sizes" (
	"rowid" bigserial NOT NULL,
	"id" text PRIMARY KEY NOT NULL,
	"merchandise_id" text NOT NULL,
	"size" text NOT NULL,
	"stock" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "merchandise_sizes_stock_check" CHECK ("merchandise_sizes"."stock" >= 0)
);

--> statement-breakpoint
CREATE TABLE "monthly_wine_selections" (
	"rowid" bigserial NOT NULL,
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"membership_tier" text NOT NULL,
	"selection_month" text NOT NULL,
	"selected_wines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" text NOT NULL,
	"updated_at" text NOT NULL
);

--> statement-breakpoint
CREATE TABLE "newsletter_confirmations" (
	"rowid" bigserial NOT NULL,
	"id" text PRIMARY KEY NOT NULL,
	"subscription_id" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" text NOT NULL,
	"expires_at" text NOT NULL,
	"used_at" text,
	CONSTRAINT "newsletter_confirmations_token_hash_unique" UNIQUE("token_hash")
);

--> statement-breakpoint
CREATE TABLE "order_events" (
	"rowid" bigserial NOT NULL,
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"kind" text NOT NULL,
	"by" text NOT NULL,
	"detail" text NOT NULL,
	"customer_visible" boolean DEFAULT true NOT NULL,
	"created_at" text NOT NULL
);

--> statement-breakpoint
CREATE TABLE "order_items" (
	"rowid" bigserial NOT NULL,
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"kind" text DEFAULT 'wine' NOT NULL,
	"wine_id" text,
	"gift_package_id" text,
	"gift_wine_ids" jsonb,
	"merchandise_id" text,
	"tier" text,
	"size" text,
	"name" text NOT NULL,
	"quantity" bigint NOT NULL,
	"price" text NOT NULL,
	"line_total" text DEFAULT '0.00' NOT NULL,
	"custom_message" text,
	"packaging" jsonb,
	"created_at" text NOT NULL
);

--> statement-breakpoint
CREATE TABLE "order_refunds" (
	"rowid" bigserial NOT NULL,
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"amount" text NOT NULL,
	"reason" text NOT NULL,
	"by" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"gateway_refund_id" text,
	"failure" text,
	"created_at" text NOT NULL,
	"settled_at" text,
	CONSTRAINT "order_refunds_idempotency_key_unique" UNIQUE("idempotency_key")
);

--> statement-breakpoint
CREATE TABLE "order_tokens" (
	"rowid" bigserial NOT NULL,
	"token_hash" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"created_at" text NOT NULL
);

--> statement-breakpoint
CREATE TABLE "orders" (
	"rowid" bigserial NOT NULL,
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"subtotal" text DEFAULT '0.00' NOT NULL,
	"packaging" text DEFAULT '0.00' NOT NULL,
	"discount" text DEFAULT '0.00' NOT NULL,
	"tax" text DEFAULT '0.00' NOT NULL,
	"shipping" text DEFAULT '0.00' NOT NULL,
	"total" text NOT NULL,
	"coupon_code" text,
	"customer_email" text,
	"customer_name" text,
	"customer_phone" text,
	"shipping_address" jsonb,
	"billing_address" jsonb,
	"stripe_payment_intent_id" text,
	"idempotency_key" text,
	"owner_key" text,
	"tracking_number" text,
	"carrier" text,
	"refunded" text DEFAULT '0.00' NOT NULL,
	"notes" text,
	"paid_at" text,
	"created_at" text NOT NULL,
	"updated_at" text NOT NULL,
	CONSTRAINT "orders_idempotency_key_unique" UNIQUE("idempotency_key")
);

--> statement-breakpoint
CREATE TABLE "page_content" (
	"rowid" bigserial NOT NULL,
	"id" text PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"meta_title" text,
	"meta_description" text,
	"is_published" boolean DEFAULT true NOT NULL,
	"created_at" text NOT NULL,
	"updated_at" text NOT NULL,
	CONSTRAINT "page_content_slug_unique" UNIQUE("slug")
);

--> statement-breakpoint
CREATE TABLE "password_resets" (
	"rowid" bigserial NOT NULL,
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"expires_at" text NOT NULL,
	"created_at" text NOT NULL
);

--> statement-breakpoint
CREATE TABLE "rate_limit_hits" (
	"rowid" bigserial NOT NULL,
	"id" bigserial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"at" bigint NOT NULL
);

--> statement-breakpoint
CREATE TABLE "reservation_slots" (
	"rowid" bigserial NOT NULL,
	"id" text PRIMARY KEY NOT NULL,
	"reservation_type_id" text NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	"available_spots" bigint NOT NULL,
	"is_available" boolean DEFAULT true NOT NULL,
	"created_at" text NOT NULL,
	CONSTRAINT "reservation_slots_spots_check" CHECK ("reservation_slots"."available_spots" >= 0)
);

--> statement-breakpoint
CREATE TABLE "reservation_types" (
	"rowid" bigserial NOT NULL,
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text,
	"description" text NOT NULL,
	"category" text DEFAULT 'activity' NOT NULL,
	"duration" bigint DEFAULT 60 NOT NULL,
	"capacity" bigint DEFAULT 10 NOT NULL,
	"price" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"image_url" text,
	"requirements" text,
	"member_only" boolean DEFAULT false NOT NULL,
	"created_at" text NOT NULL,
	"updated_at" text NOT NULL,
	CONSTRAINT "reservation_types_slug_unique" UNIQUE("slug")
);

--> statement-breakpoint
CREATE TABLE "reservations" (
	"rowid" bigserial NOT NULL,
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"reservation_slot_id" text NOT NULL,
	"guest_count" bigint DEFAULT 1 NOT NULL,
	"status" text DEFAULT 'confirmed' NOT NULL,
	"total_price" text NOT NULL,
	"special_requests" text,
	"contact_phone" text NOT NULL,
	"stripe_payment_intent_id" text,
	"created_at" text NOT NULL,
	"updated_at" text NOT NULL
);

--> statement-breakpoint
CREATE TABLE "sessions" (
	"rowid" bigserial NOT NULL,
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"expires_at" text NOT NULL,
	"created_at" text NOT NULL
);

--> statement-breakpoint
CREATE TABLE "stock_adjustments" (
	"rowid" bigserial NOT NULL,
	"id" text PRIMARY KEY NOT NULL,
	"wine_id" text,
	"merchandise_id" text,
	"size" text,
	"change" bigint NOT NULL,
	"stock_after" bigint NOT NULL,
	"reason" text NOT NULL,
	"note" text,
	"by" text NOT NULL,
	"created_at" text NOT NULL
);

--> statement-breakpoint
CREATE TABLE "tasting_journals" (
	"rowid" bigserial NOT NULL,
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"wine_id" text NOT NULL,
	"tasting_date" text NOT NULL,
	"location" text,
	"occasion" text,
	"appearance" jsonb,
	"aroma" jsonb,
	"taste" jsonb,
	"finish" text,
	"conclusion" jsonb,
	"personal_rating" bigint,
	"personal_notes" text,
	"pairing_notes" text,
	"wine_condition" text,
	"weather_condition" text,
	"companion_notes" text,
	"is_public" boolean DEFAULT false NOT NULL,
	"shareable_slug" text,
	"published_at" text,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" text NOT NULL,
	"updated_at" text NOT NULL,
	CONSTRAINT "tasting_journals_shareable_slug_unique" UNIQUE("shareable_slug")
);

--> statement-breakpoint
CREATE TABLE "users" (
	"rowid" bigserial NOT NULL,
	"id" text PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"email" text NOT NULL,
	"password" text NOT NULL,
	"first_name" text,
	"last_name" text,
	"role" text DEFAULT 'customer' NOT NULL,
	"membership_tier" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"phone" text,
	"address" text,
	"default_address" jsonb,
	"stripe_customer_id" text,
	"stripe_subscription_id" text,
	"created_at" text NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email")
);

--> statement-breakpoint
CREATE TABLE "wines" (
	"rowid" bigserial NOT NULL,
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"type" text NOT NULL,
	"vintage" bigint NOT NULL,
	"price" text NOT NULL,
	"case_price" text,
	"bottles_per_case" bigint DEFAULT 12 NOT NULL,
	"stock" bigint DEFAULT 0 NOT NULL,
	"image_url" text,
	"tasting_notes" text,
	"pairing_notes" text,
	"alcohol_content" text,
	"region" text,
	"grape_variety" text,
	"serving_temp" text,
	"rating" text,
	"is_exclusive" boolean DEFAULT false NOT NULL,
	"is_available" boolean DEFAULT true NOT NULL,
	"membership_category" text,
	"created_at" text NOT NULL,
	CONSTRAINT "wines_stock_check" CHECK ("wines"."stock" >= -1)
);

--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_wine_id_wines_id_fk" FOREIGN KEY ("wine_id") REFERENCES "public"."wines"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_gift_package_id_gift_packages_id_fk" FOREIGN KEY ("gift_package_id") REFERENCES "public"."gift_packages"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_merchandise_id_merchandise_id_fk" FOREIGN KEY ("merchandise_id") REFERENCES "public"."merchandise"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "club_charges" ADD CONSTRAINT "club_charges_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "club_charges" ADD CONSTRAINT "club_charges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "club_pauses" ADD CONSTRAINT "club_pauses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "forum_replies" ADD CONSTRAINT "forum_replies_topic_id_forum_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."forum_topics"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "forum_replies" ADD CONSTRAINT "forum_replies_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "forum_reply_likes" ADD CONSTRAINT "forum_reply_likes_reply_id_forum_replies_id_fk" FOREIGN KEY ("reply_id") REFERENCES "public"."forum_replies"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "forum_reply_likes" ADD CONSTRAINT "forum_reply_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "forum_reports" ADD CONSTRAINT "forum_reports_topic_id_forum_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."forum_topics"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "forum_reports" ADD CONSTRAINT "forum_reports_reply_id_forum_replies_id_fk" FOREIGN KEY ("reply_id") REFERENCES "public"."forum_replies"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "forum_reports" ADD CONSTRAINT "forum_reports_post_author_id_users_id_fk" FOREIGN KEY ("post_author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "forum_reports" ADD CONSTRAINT "forum_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "forum_reports" ADD CONSTRAINT "forum_reports_resolved_by_id_users_id_fk" FOREIGN KEY ("resolved_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "forum_topic_reads" ADD CONSTRAINT "forum_topic_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "forum_topic_reads" ADD CONSTRAINT "forum_topic_reads_topic_id_forum_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."forum_topics"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "forum_topic_views" ADD CONSTRAINT "forum_topic_views_topic_id_forum_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."forum_topics"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "forum_topics" ADD CONSTRAINT "forum_topics_category_id_forum_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."forum_categories"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "forum_topics" ADD CONSTRAINT "forum_topics_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "forum_topics" ADD CONSTRAINT "forum_topics_last_reply_user_id_users_id_fk" FOREIGN KEY ("last_reply_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "journal_comments" ADD CONSTRAINT "journal_comments_journal_id_tasting_journals_id_fk" FOREIGN KEY ("journal_id") REFERENCES "public"."tasting_journals"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "journal_comments" ADD CONSTRAINT "journal_comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "journal_likes" ADD CONSTRAINT "journal_likes_journal_id_tasting_journals_id_fk" FOREIGN KEY ("journal_id") REFERENCES "public"."tasting_journals"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "journal_likes" ADD CONSTRAINT "journal_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "merchandise_sizes" ADD CONSTRAINT "merchandise_sizes_merchandise_id_merchandise_id_fk" FOREIGN KEY ("merchandise_id") REFERENCES "public"."merchandise"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "monthly_wine_selections" ADD CONSTRAINT "monthly_wine_selections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "newsletter_confirmations" ADD CONSTRAINT "newsletter_confirmations_subscription_id_email_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."email_subscriptions"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_wine_id_wines_id_fk" FOREIGN KEY ("wine_id") REFERENCES "public"."wines"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_gift_package_id_gift_packages_id_fk" FOREIGN KEY ("gift_package_id") REFERENCES "public"."gift_packages"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_merchandise_id_merchandise_id_fk" FOREIGN KEY ("merchandise_id") REFERENCES "public"."merchandise"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "order_tokens" ADD CONSTRAINT "order_tokens_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "reservation_slots" ADD CONSTRAINT "reservation_slots_reservation_type_id_reservation_types_id_fk" FOREIGN KEY ("reservation_type_id") REFERENCES "public"."reservation_types"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_reservation_slot_id_reservation_slots_id_fk" FOREIGN KEY ("reservation_slot_id") REFERENCES "public"."reservation_slots"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "stock_adjustments" ADD CONSTRAINT "stock_adjustments_wine_id_wines_id_fk" FOREIGN KEY ("wine_id") REFERENCES "public"."wines"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "stock_adjustments" ADD CONSTRAINT "stock_adjustments_merchandise_id_merchandise_id_fk" FOREIGN KEY ("merchandise_id") REFERENCES "public"."merchandise"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "tasting_journals" ADD CONSTRAINT "tasting_journals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "tasting_journals" ADD CONSTRAINT "tasting_journals_wine_id_wines_id_fk" FOREIGN KEY ("wine_id") REFERENCES "public"."wines"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "cart_items_user_idx" ON "cart_items" USING btree ("user_id");
--> statement-breakpoint
CREATE INDEX "cart_items_token_idx" ON "cart_items" USING btree ("cart_token");
--> statement-breakpoint
CREATE INDEX "cart_starts_owner_idx" ON "cart_starts" USING btree ("owner");
--> statement-breakpoint
CREATE INDEX "cart_starts_started_idx" ON "cart_starts" USING btree ("started_at");
--> statement-breakpoint
CREATE INDEX "claims_expires_at_idx" ON "claims" USING btree ("expires_at");
--> statement-breakpoint
CREATE UNIQUE INDEX "club_charges_membership_period_unique" ON "club_charges" USING btree ("membership_id","period");
--> statement-breakpoint
CREATE INDEX "club_charges_status_idx" ON "club_charges" USING btree ("status");
--> statement-breakpoint
CREATE UNIQUE INDEX "club_pauses_user_month_unique" ON "club_pauses" USING btree ("user_id","month");
--> statement-breakpoint
CREATE INDEX "email_outbox_due_idx" ON "email_outbox" USING btree ("status","next_attempt_at");
--> statement-breakpoint
CREATE INDEX "email_outbox_created_idx" ON "email_outbox" USING btree ("created_at");
--> statement-breakpoint
CREATE INDEX "forum_replies_topic_idx" ON "forum_replies" USING btree ("topic_id","created_at");
--> statement-breakpoint
CREATE UNIQUE INDEX "forum_replies_one_answer" ON "forum_replies" USING btree ("topic_id") WHERE "forum_replies"."is_answer";
--> statement-breakpoint
CREATE UNIQUE INDEX "forum_reply_likes_unique" ON "forum_reply_likes" USING btree ("reply_id","user_id");
--> statement-breakpoint
CREATE INDEX "forum_reports_status_idx" ON "forum_reports" USING btree ("status","created_at");
--> statement-breakpoint
CREATE UNIQUE INDEX "forum_reports_open_unique" ON "forum_reports" USING btree ("reporter_id","target_id") WHERE "forum_reports"."status" = 'open';
--> statement-breakpoint
CREATE UNIQUE INDEX "forum_topic_views_day_unique" ON "forum_topic_views" USING btree ("topic_id","viewer_key","day");
--> statement-breakpoint
CREATE INDEX "forum_topics_category_idx" ON "forum_topics" USING btree ("category_id");
--> statement-breakpoint
CREATE INDEX "forum_topics_user_idx" ON "forum_topics" USING btree ("user_id");
--> statement-breakpoint
CREATE INDEX "journal_comments_journal_idx" ON "journal_comments" USING btree ("journal_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "journal_likes_unique" ON "journal_likes" USING btree ("journal_id","user_id");
--> statement-breakpoint
CREATE INDEX "memberships_user_idx" ON "memberships" USING btree ("user_id");
--> statement-breakpoint
CREATE INDEX "memberships_next_billing_idx" ON "memberships" USING btree ("status","next_billing_date");
--> statement-breakpoint
CREATE UNIQUE INDEX "merchandise_sizes_item_size_idx" ON "merchandise_sizes" USING btree ("merchandise_id","size");
--> statement-breakpoint
CREATE UNIQUE INDEX "monthly_selection_user_month_unique" ON "monthly_wine_selections" USING btree ("user_id","selection_month");
--> statement-breakpoint
CREATE INDEX "newsletter_confirmations_subscription" ON "newsletter_confirmations" USING btree ("subscription_id","created_at");
--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_id","created_at");
--> statement-breakpoint
CREATE INDEX "order_items_order_idx" ON "order_items" USING btree ("order_id");
--> statement-breakpoint
CREATE INDEX "order_items_wine_idx" ON "order_items" USING btree ("wine_id");
--> statement-breakpoint
CREATE INDEX "order_refunds_order_idx" ON "order_refunds" USING btree ("order_id");
--> statement-breakpoint
CREATE INDEX "order_refunds_settled_idx" ON "order_refunds" USING btree ("settled_at");
--> statement-breakpoint
CREATE INDEX "order_tokens_order_idx" ON "order_tokens" USING btree ("order_id");
--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id");
--> statement-breakpoint
CREATE INDEX "orders_status_idx" ON "orders" USING btree ("status");
--> statement-breakpoint
CREATE INDEX "orders_paid_idx" ON "orders" USING btree ("paid_at");
--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at");
--> statement-breakpoint
CREATE INDEX "password_resets_user_idx" ON "password_resets" USING btree ("user_id");
--> statement-breakpoint
CREATE INDEX "rate_limit_hits_key_at_idx" ON "rate_limit_hits" USING btree ("key","at");
--> statement-breakpoint
CREATE UNIQUE INDEX "reservation_slots_type_start_unique" ON "reservation_slots" USING btree ("reservation_type_id","start_time");
--> statement-breakpoint
CREATE INDEX "reservation_slots_start_idx" ON "reservation_slots" USING btree ("start_time");
--> statement-breakpoint
CREATE INDEX "reservations_user_idx" ON "reservations" USING btree ("user_id");
--> statement-breakpoint
CREATE INDEX "reservations_slot_idx" ON "reservations" USING btree ("reservation_slot_id");
--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");
--> statement-breakpoint
CREATE INDEX "stock_adjustments_wine_idx" ON "stock_adjustments" USING btree ("wine_id","created_at");
--> statement-breakpoint
CREATE INDEX "stock_adjustments_merchandise_idx" ON "stock_adjustments" USING btree ("merchandise_id","created_at");
--> statement-breakpoint
CREATE INDEX "tasting_journals_user_idx" ON "tasting_journals" USING btree ("user_id");
--> statement-breakpoint
CREATE INDEX "tasting_journals_public_idx" ON "tasting_journals" USING btree ("is_public","published_at");
--> statement-breakpoint
CREATE INDEX "tasting_journals_wine_idx" ON "tasting_journals" USING btree ("wine_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_lower_unique" ON "users" USING btree (lower("username"));
