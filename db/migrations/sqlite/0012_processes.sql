CREATE TABLE `claims` (
	`key` text PRIMARY KEY NOT NULL,
	`holder` text NOT NULL,
	`expires_at` text NOT NULL,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `claims_expires_at_idx` ON `claims` (`expires_at`);--> statement-breakpoint
CREATE TABLE `data_versions` (
	`area` text PRIMARY KEY NOT NULL,
	`version` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE `job_leases` (
	`name` text PRIMARY KEY NOT NULL,
	`holder` text NOT NULL,
	`expires_at` text NOT NULL,
	`acquired_at` text NOT NULL
);

--> statement-breakpoint
-- Hand-written (drizzle-kit writes no triggers): every write to an area's tables bumps its data
-- version in the writing transaction, so every process's kept answers learn of it (decision 0016).
INSERT INTO `data_versions` (`area`, `version`) VALUES ('catalogue', 0), ('pages', 0);
--> statement-breakpoint
CREATE TRIGGER `data_version_wines_insert` AFTER INSERT ON `wines` BEGIN UPDATE `data_versions` SET `version` = `version` + 1 WHERE `area` = 'catalogue'; END;
--> statement-breakpoint
CREATE TRIGGER `data_version_wines_update` AFTER UPDATE ON `wines` BEGIN UPDATE `data_versions` SET `version` = `version` + 1 WHERE `area` = 'catalogue'; END;
--> statement-breakpoint
CREATE TRIGGER `data_version_wines_delete` AFTER DELETE ON `wines` BEGIN UPDATE `data_versions` SET `version` = `version` + 1 WHERE `area` = 'catalogue'; END;
--> statement-breakpoint
CREATE TRIGGER `data_version_gift_packages_insert` AFTER INSERT ON `gift_packages` BEGIN UPDATE `data_versions` SET `version` = `version` + 1 WHERE `area` = 'catalogue'; END;
--> statement-breakpoint
CREATE TRIGGER `data_version_gift_packages_update` AFTER UPDATE ON `gift_packages` BEGIN UPDATE `data_versions` SET `version` = `version` + 1 WHERE `area` = 'catalogue'; END;
--> statement-breakpoint
CREATE TRIGGER `data_version_gift_packages_delete` AFTER DELETE ON `gift_packages` BEGIN UPDATE `data_versions` SET `version` = `version` + 1 WHERE `area` = 'catalogue'; END;
--> statement-breakpoint
CREATE TRIGGER `data_version_merchandise_insert` AFTER INSERT ON `merchandise` BEGIN UPDATE `data_versions` SET `version` = `version` + 1 WHERE `area` = 'catalogue'; END;
--> statement-breakpoint
CREATE TRIGGER `data_version_merchandise_update` AFTER UPDATE ON `merchandise` BEGIN UPDATE `data_versions` SET `version` = `version` + 1 WHERE `area` = 'catalogue'; END;
--> statement-breakpoint
CREATE TRIGGER `data_version_merchandise_delete` AFTER DELETE ON `merchandise` BEGIN UPDATE `data_versions` SET `version` = `version` + 1 WHERE `area` = 'catalogue'; END;
--> statement-breakpoint
CREATE TRIGGER `data_version_merchandise_sizes_insert` AFTER INSERT ON `merchandise_sizes` BEGIN UPDATE `data_versions` SET `version` = `version` + 1 WHERE `area` = 'catalogue'; END;
--> statement-breakpoint
CREATE TRIGGER `data_version_merchandise_sizes_update` AFTER UPDATE ON `merchandise_sizes` BEGIN UPDATE `data_versions` SET `version` = `version` + 1 WHERE `area` = 'catalogue'; END;
--> statement-breakpoint
CREATE TRIGGER `data_version_merchandise_sizes_delete` AFTER DELETE ON `merchandise_sizes` BEGIN UPDATE `data_versions` SET `version` = `version` + 1 WHERE `area` = 'catalogue'; END;
--> statement-breakpoint
CREATE TRIGGER `data_version_reservation_types_insert` AFTER INSERT ON `reservation_types` BEGIN UPDATE `data_versions` SET `version` = `version` + 1 WHERE `area` = 'catalogue'; END;
--> statement-breakpoint
CREATE TRIGGER `data_version_reservation_types_update` AFTER UPDATE ON `reservation_types` BEGIN UPDATE `data_versions` SET `version` = `version` + 1 WHERE `area` = 'catalogue'; END;
--> statement-breakpoint
CREATE TRIGGER `data_version_reservation_types_delete` AFTER DELETE ON `reservation_types` BEGIN UPDATE `data_versions` SET `version` = `version` + 1 WHERE `area` = 'catalogue'; END;
--> statement-breakpoint
CREATE TRIGGER `data_version_tasting_journals_insert` AFTER INSERT ON `tasting_journals` BEGIN UPDATE `data_versions` SET `version` = `version` + 1 WHERE `area` = 'pages'; END;
--> statement-breakpoint
CREATE TRIGGER `data_version_tasting_journals_update` AFTER UPDATE ON `tasting_journals` BEGIN UPDATE `data_versions` SET `version` = `version` + 1 WHERE `area` = 'pages'; END;
--> statement-breakpoint
CREATE TRIGGER `data_version_tasting_journals_delete` AFTER DELETE ON `tasting_journals` BEGIN UPDATE `data_versions` SET `version` = `version` + 1 WHERE `area` = 'pages'; END;
--> statement-breakpoint
CREATE TRIGGER `data_version_journal_likes_insert` AFTER INSERT ON `journal_likes` BEGIN UPDATE `data_versions` SET `version` = `version` + 1 WHERE `area` = 'pages'; END;
--> statement-breakpoint
CREATE TRIGGER `data_version_journal_likes_update` AFTER UPDATE ON `journal_likes` BEGIN UPDATE `data_versions` SET `version` = `version` + 1 WHERE `area` = 'pages'; END;
--> statement-breakpoint
CREATE TRIGGER `data_version_journal_likes_delete` AFTER DELETE ON `journal_likes` BEGIN UPDATE `data_versions` SET `version` = `version` + 1 WHERE `area` = 'pages'; END;
--> statement-breakpoint
CREATE TRIGGER `data_version_journal_comments_insert` AFTER INSERT ON `journal_comments` BEGIN UPDATE `data_versions` SET `version` = `version` + 1 WHERE `area` = 'pages'; END;
--> statement-breakpoint
CREATE TRIGGER `data_version_journal_comments_update` AFTER UPDATE ON `journal_comments` BEGIN UPDATE `data_versions` SET `version` = `version` + 1 WHERE `area` = 'pages'; END;
--> statement-breakpoint
CREATE TRIGGER `data_version_journal_comments_delete` AFTER DELETE ON `journal_comments` BEGIN UPDATE `data_versions` SET `version` = `version` + 1 WHERE `area` = 'pages'; END;
--> statement-breakpoint
CREATE TRIGGER `data_version_users_insert` AFTER INSERT ON `users` BEGIN UPDATE `data_versions` SET `version` = `version` + 1 WHERE `area` = 'pages'; END;
--> statement-breakpoint
CREATE TRIGGER `data_version_users_update` AFTER UPDATE ON `users` BEGIN UPDATE `data_versions` SET `version` = `version` + 1 WHERE `area` = 'pages'; END;
--> statement-breakpoint
CREATE TRIGGER `data_version_users_delete` AFTER DELETE ON `users` BEGIN UPDATE `data_versions` SET `version` = `version` + 1 WHERE `area` = 'pages'; END;
--> statement-breakpoint
CREATE TRIGGER `data_version_page_content_insert` AFTER INSERT ON `page_content` BEGIN UPDATE `data_versions` SET `version` = `version` + 1 WHERE `area` = 'pages'; END;
--> statement-breakpoint
CREATE TRIGGER `data_version_page_content_update` AFTER UPDATE ON `page_content` BEGIN UPDATE `data_versions` SET `version` = `version` + 1 WHERE `area` = 'pages'; END;
--> statement-breakpoint
CREATE TRIGGER `data_version_page_content_delete` AFTER DELETE ON `page_content` BEGIN UPDATE `data_versions` SET `version` = `version` + 1 WHERE `area` = 'pages'; END;
