ALTER TABLE "products" ADD COLUMN "special_discount_class" text DEFAULT 'NONE' NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_order_items" ADD COLUMN "special_discount_class" text;--> statement-breakpoint
ALTER TABLE "sales_orders" ADD COLUMN "basic_necessity_discount_total" numeric(18, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_orders" ADD COLUMN "special_discount_booklet_no" text;--> statement-breakpoint
ALTER TABLE "sales_settings" ADD COLUMN "basic_necessity_weekly_cap" numeric(18, 2) DEFAULT '2500' NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_settings" ADD CONSTRAINT "sales_settings_bnpc_cap_ck" CHECK ("sales_settings"."basic_necessity_weekly_cap" >= 0);--> statement-breakpoint
-- Existing products keep what they had: eligible ones the 20% (FULL), the others none.
UPDATE "products" SET "special_discount_class" = CASE WHEN "special_discount_eligible" THEN 'FULL' ELSE 'NONE' END;--> statement-breakpoint
-- Lines sold with the senior citizen / PWD discount so far took the 20%.
UPDATE "sales_order_items" SET "special_discount_class" = 'FULL' WHERE "special_discount_amount" <> 0 OR "special_vat_removed" <> 0;
