CREATE TABLE "compliance_volumes" (
	"rowid" bigserial NOT NULL,
	"buyer" text NOT NULL,
	"state" text NOT NULL,
	"year" bigint NOT NULL,
	"bottles" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "compliance_volumes_buyer_state_year_pk" PRIMARY KEY("buyer","state","year")
);

--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pickup" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_state" text;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_rate" text DEFAULT '0.0800' NOT NULL;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "bottles" bigint DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "adult_signature" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "date_of_birth" text;
--> statement-breakpoint
-- The orders placed before: taxed at 8 % in their shipping state, holding the bottles their lines hold.
UPDATE "orders" SET "tax_state" = upper("shipping_address"->>'state') WHERE "shipping_address" IS NOT NULL;
--> statement-breakpoint
UPDATE "orders" SET "bottles" = coalesce((SELECT sum(CASE WHEN "kind" IN ('wine', 'membership_wine') THEN "quantity" WHEN "kind" = 'gift-package' THEN "quantity" * coalesce(jsonb_array_length("gift_wine_ids"), 0) ELSE 0 END) FROM "order_items" WHERE "order_items"."order_id" = "orders"."id"), 0);
--> statement-breakpoint
UPDATE "orders" SET "adult_signature" = true WHERE "bottles" > 0;
--> statement-breakpoint
-- This year's shipped bottles count toward the yearly limits, by the New York year.
INSERT INTO "compliance_volumes" ("buyer", "state", "year", "bottles")
SELECT CASE WHEN "user_id" IS NOT NULL THEN 'user:' || "user_id" ELSE 'email:' || lower("customer_email") END, "tax_state", extract(year FROM ("created_at"::timestamptz AT TIME ZONE 'America/New_York'))::bigint, sum("bottles")
FROM "orders" WHERE "status" <> 'cancelled' AND "bottles" > 0 AND "tax_state" IS NOT NULL AND ("user_id" IS NOT NULL OR "customer_email" IS NOT NULL)
GROUP BY 1, 2, 3;
