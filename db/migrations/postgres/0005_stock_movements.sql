CREATE TABLE "stock_movements" (
	"rowid" bigserial NOT NULL,
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"product_id" text NOT NULL,
	"size" text,
	"change" bigint NOT NULL,
	"stock_after" bigint NOT NULL,
	"reason" text NOT NULL,
	"adjustment_reason" text,
	"order_id" text,
	"by" text,
	"note" text,
	"created_at" text NOT NULL
);

--> statement-breakpoint
ALTER TABLE "merchandise" ADD COLUMN "low_stock_at" bigint;
--> statement-breakpoint
ALTER TABLE "wines" ADD COLUMN "low_stock_at" bigint;
--> statement-breakpoint
CREATE INDEX "stock_movements_product_idx" ON "stock_movements" USING btree ("kind","product_id","created_at");
--> statement-breakpoint
CREATE INDEX "stock_movements_created_idx" ON "stock_movements" USING btree ("created_at");
--> statement-breakpoint
-- The adjustments recorded so far become movements.
INSERT INTO "stock_movements" ("id", "kind", "product_id", "size", "change", "stock_after", "reason", "adjustment_reason", "by", "note", "created_at")
SELECT "id", CASE WHEN "wine_id" IS NOT NULL THEN 'wine' ELSE 'merchandise' END, coalesce("wine_id", "merchandise_id"), "size", "change", "stock_after", 'adjustment', "reason", "by", "note", "created_at"
FROM "stock_adjustments" WHERE coalesce("wine_id", "merchandise_id") IS NOT NULL;
--> statement-breakpoint
-- Every counted stock gets an opening balance, so that from now on it equals the sum of its movements.
INSERT INTO "stock_movements" ("id", "kind", "product_id", "size", "change", "stock_after", "reason", "note", "created_at")
SELECT 'import-wine-' || "w"."id", 'wine', "w"."id", NULL, "w"."stock" - coalesce((SELECT sum("change") FROM "stock_movements" "m" WHERE "m"."kind" = 'wine' AND "m"."product_id" = "w"."id"), 0), "w"."stock", 'import', 'Stock on record when movements began', to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
FROM "wines" "w" WHERE "w"."stock" >= 0 AND "w"."stock" <> coalesce((SELECT sum("change") FROM "stock_movements" "m" WHERE "m"."kind" = 'wine' AND "m"."product_id" = "w"."id"), 0);
--> statement-breakpoint
INSERT INTO "stock_movements" ("id", "kind", "product_id", "size", "change", "stock_after", "reason", "note", "created_at")
SELECT 'import-merchandise-' || "i"."id", 'merchandise', "i"."id", NULL, "i"."stock" - coalesce((SELECT sum("change") FROM "stock_movements" "m" WHERE "m"."kind" = 'merchandise' AND "m"."product_id" = "i"."id" AND "m"."size" IS NULL), 0), "i"."stock", 'import', 'Stock on record when movements began', to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
FROM "merchandise" "i" WHERE NOT EXISTS (SELECT 1 FROM "merchandise_sizes" "s" WHERE "s"."merchandise_id" = "i"."id") AND "i"."stock" <> coalesce((SELECT sum("change") FROM "stock_movements" "m" WHERE "m"."kind" = 'merchandise' AND "m"."product_id" = "i"."id" AND "m"."size" IS NULL), 0);
--> statement-breakpoint
INSERT INTO "stock_movements" ("id", "kind", "product_id", "size", "change", "stock_after", "reason", "note", "created_at")
SELECT 'import-merchandise-' || "s"."merchandise_id" || '-' || "s"."size", 'merchandise', "s"."merchandise_id", "s"."size", "s"."stock" - coalesce((SELECT sum("change") FROM "stock_movements" "m" WHERE "m"."kind" = 'merchandise' AND "m"."product_id" = "s"."merchandise_id" AND "m"."size" = "s"."size"), 0), "s"."stock", 'import', 'Stock on record when movements began', to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
FROM "merchandise_sizes" "s" WHERE "s"."stock" <> coalesce((SELECT sum("change") FROM "stock_movements" "m" WHERE "m"."kind" = 'merchandise' AND "m"."product_id" = "s"."merchandise_id" AND "m"."size" = "s"."size"), 0);
