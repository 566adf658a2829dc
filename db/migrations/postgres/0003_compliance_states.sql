CREATE TABLE "compliance_states" (
	"rowid" bigserial NOT NULL,
	"state" text PRIMARY KEY NOT NULL,
	"ships" boolean DEFAULT false NOT NULL,
	"bottles_per_year" bigint,
	"tax_rate" text DEFAULT '0.0800' NOT NULL,
	"updated_at" text NOT NULL,
	"updated_by" text
);

