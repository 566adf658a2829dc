CREATE TABLE "club_shipment_months" (
	"rowid" bigserial NOT NULL,
	"month" text PRIMARY KEY NOT NULL,
	"defaults" jsonb NOT NULL,
	"confirmed_at" text,
	"confirmed_by" text,
	"updated_at" text NOT NULL
);

--> statement-breakpoint
CREATE TABLE "club_shipments" (
	"rowid" bigserial NOT NULL,
	"id" text PRIMARY KEY NOT NULL,
	"month" text NOT NULL,
	"user_id" text NOT NULL,
	"membership_id" text NOT NULL,
	"order_id" text,
	"source" text NOT NULL,
	"created_at" text NOT NULL
);

--> statement-breakpoint
ALTER TABLE "club_shipments" ADD CONSTRAINT "club_shipments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "club_shipments" ADD CONSTRAINT "club_shipments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "club_shipments_user_month_unique" ON "club_shipments" USING btree ("user_id","month");
