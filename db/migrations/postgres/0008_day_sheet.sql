ALTER TABLE "reservations" ALTER COLUMN "user_id" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "reservation_slots" ADD COLUMN "capacity" bigint;
--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "guest_name" text;
--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "guest_email" text;
--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "attendance" text DEFAULT 'expected' NOT NULL;
--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "booked_by" text;
