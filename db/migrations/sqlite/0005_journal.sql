ALTER TABLE `tasting_journals` ADD `conclusion` text;--> statement-breakpoint
ALTER TABLE `tasting_journals` ADD `published_at` text;--> statement-breakpoint
CREATE INDEX `tasting_journals_public_idx` ON `tasting_journals` (`is_public`,`published_at`);--> statement-breakpoint
CREATE INDEX `tasting_journals_wine_idx` ON `tasting_journals` (`wine_id`);