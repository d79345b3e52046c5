ALTER TABLE "products" ADD COLUMN "vat_class" text DEFAULT 'VATABLE' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "special_discount_eligible" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_order_items" ADD COLUMN "vat_class" text DEFAULT 'VATABLE' NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_order_items" ADD COLUMN "vat_amount" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_order_items" ADD COLUMN "special_discount_amount" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_order_items" ADD COLUMN "special_vat_removed" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_orders" ADD COLUMN "vatable_sales" numeric(18, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_orders" ADD COLUMN "vat_amount" numeric(18, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_orders" ADD COLUMN "vat_exempt_sales" numeric(18, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_orders" ADD COLUMN "zero_rated_sales" numeric(18, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_orders" ADD COLUMN "special_discount_kind" text;--> statement-breakpoint
ALTER TABLE "sales_orders" ADD COLUMN "special_discount_total" numeric(18, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_orders" ADD COLUMN "special_discount_holder_name" text;--> statement-breakpoint
ALTER TABLE "sales_orders" ADD COLUMN "special_discount_holder_id" text;--> statement-breakpoint
ALTER TABLE "sales_orders" ADD COLUMN "special_discount_holder_tin" text;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_vat_class_ck" CHECK ("products"."vat_class" in ('VATABLE', 'VAT_EXEMPT', 'ZERO_RATED'));--> statement-breakpoint
ALTER TABLE "sales_orders" ADD CONSTRAINT "sales_orders_special_discount_ck" CHECK ("sales_orders"."special_discount_kind" is null or ("sales_orders"."special_discount_kind" in ('SENIOR_CITIZEN', 'PWD') and "sales_orders"."special_discount_holder_name" is not null));