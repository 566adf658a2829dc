CREATE TABLE `compliance_states` (
	`state` text PRIMARY KEY NOT NULL,
	`ships` integer DEFAULT false NOT NULL,
	`bottles_per_year` integer,
	`tax_rate` text DEFAULT '0.0800' NOT NULL,
	`updated_at` text NOT NULL,
	`updated_by` text
);
