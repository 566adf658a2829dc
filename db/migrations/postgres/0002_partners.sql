CREATE TABLE "api_key_windows" (
	"rowid" bigserial NOT NULL,
	"key_id" text NOT NULL,
	"window_start" bigint NOT NULL,
	"requests" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "api_key_windows_key_id_window_start_pk" PRIMARY KEY("key_id","window_start")
);

--> statement-breakpoint
CREATE TABLE "api_keys" (
	"rowid" bigserial NOT NULL,
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"scopes" jsonb NOT NULL,
	"hash" text NOT NULL,
	"last4" text NOT NULL,
	"created_by" text NOT NULL,
	"created_at" text NOT NULL,
	"expires_at" text,
	"revoked_at" text,
	"last_used_at" text,
	"last_used_ip" text,
	CONSTRAINT "api_keys_hash_unique" UNIQUE("hash")
);

--> statement-breakpoint
CREATE TABLE "idempotent_requests" (
	"rowid" bigserial NOT NULL,
	"key" text PRIMARY KEY NOT NULL,
	"fingerprint" text NOT NULL,
	"status" bigint,
	"body" text,
	"headers" jsonb,
	"created_at" text NOT NULL,
	"expires_at" text NOT NULL
);

--> statement-breakpoint
CREATE TABLE "webhook_attempts" (
	"rowid" bigserial NOT NULL,
	"id" text PRIMARY KEY NOT NULL,
	"delivery_id" text NOT NULL,
	"status" bigint,
	"duration_ms" bigint NOT NULL,
	"response" text,
	"error" text,
	"created_at" text NOT NULL
);

--> statement-breakpoint
CREATE TABLE "webhook_deliveries" (
	"rowid" bigserial NOT NULL,
	"id" text PRIMARY KEY NOT NULL,
	"endpoint_id" text NOT NULL,
	"event_id" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" bigint DEFAULT 0 NOT NULL,
	"next_attempt_at" text NOT NULL,
	"last_status" bigint,
	"last_error" text,
	"created_at" text NOT NULL,
	"updated_at" text NOT NULL
);

--> statement-breakpoint
CREATE TABLE "webhook_endpoints" (
	"rowid" bigserial NOT NULL,
	"id" text PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"events" jsonb NOT NULL,
	"secret" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"disabled_at" text,
	"disabled_reason" text,
	"created_at" text NOT NULL,
	"updated_at" text NOT NULL
);

--> statement-breakpoint
CREATE TABLE "webhook_events" (
	"rowid" bigserial NOT NULL,
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" text NOT NULL
);

--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "updated_at" text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "webhook_attempts" ADD CONSTRAINT "webhook_attempts_delivery_id_webhook_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."webhook_deliveries"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_endpoint_id_webhook_endpoints_id_fk" FOREIGN KEY ("endpoint_id") REFERENCES "public"."webhook_endpoints"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_event_id_webhook_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."webhook_events"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "idempotent_requests_expires_idx" ON "idempotent_requests" USING btree ("expires_at");
--> statement-breakpoint
CREATE INDEX "webhook_attempts_delivery_idx" ON "webhook_attempts" USING btree ("delivery_id","created_at");
--> statement-breakpoint
CREATE UNIQUE INDEX "webhook_deliveries_endpoint_event" ON "webhook_deliveries" USING btree ("endpoint_id","event_id");
--> statement-breakpoint
CREATE INDEX "webhook_deliveries_due_idx" ON "webhook_deliveries" USING btree ("status","next_attempt_at");
--> statement-breakpoint
CREATE INDEX "webhook_deliveries_endpoint_idx" ON "webhook_deliveries" USING btree ("endpoint_id","created_at");
--> statement-breakpoint
CREATE INDEX "webhook_events_created_idx" ON "webhook_events" USING btree ("created_at");
--> statement-breakpoint
UPDATE "users" SET "updated_at" = "created_at";