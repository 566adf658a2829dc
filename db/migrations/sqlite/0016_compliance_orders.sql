CREATE TABLE `compliance_volumes` (
	`buyer` text NOT NULL,
	`state` text NOT NULL,
	`year` integer NOT NULL,
	`bottles` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`buyer`, `state`, `year`)
);
--> statement-breakpoint
ALTER TABLE `orders` ADD `pickup` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `orders` ADD `tax_state` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `tax_rate` text DEFAULT '0.0800' NOT NULL;--> statement-breakpoint
ALTER TABLE `orders` ADD `bottles` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `orders` ADD `adult_signature` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `date_of_birth` text;--> statement-breakpoint
-- The orders placed before: taxed at 8 % in their shipping state, holding the bottles their lines hold.
UPDATE `orders` SET `tax_state` = upper(json_extract(`shipping_address`, '$.state')) WHERE `shipping_address` IS NOT NULL;--> statement-breakpoint
UPDATE `orders` SET `bottles` = coalesce((SELECT sum(CASE WHEN `kind` IN ('wine', 'membership_wine') THEN `quantity` WHEN `kind` = 'gift-package' THEN `quantity` * coalesce(json_array_length(`gift_wine_ids`), 0) ELSE 0 END) FROM `order_items` WHERE `order_items`.`order_id` = `orders`.`id`), 0);--> statement-breakpoint
UPDATE `orders` SET `adult_signature` = 1 WHERE `bottles` > 0;--> statement-breakpoint
-- This year's shipped bottles count toward the yearly limits (New Year falls in Eastern Standard Time: UTC-5).
INSERT INTO `compliance_volumes` (`buyer`, `state`, `year`, `bottles`)
SELECT CASE WHEN `user_id` IS NOT NULL THEN 'user:' || `user_id` ELSE 'email:' || lower(`customer_email`) END, `tax_state`, CAST(substr(datetime(`created_at`, '-5 hours'), 1, 4) AS integer), sum(`bottles`)
FROM `orders` WHERE `status` <> 'cancelled' AND `bottles` > 0 AND `tax_state` IS NOT NULL AND (`user_id` IS NOT NULL OR `customer_email` IS NOT NULL)
GROUP BY 1, 2, 3;
