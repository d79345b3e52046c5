CREATE TABLE "stock_shortages" (
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "stock_shortages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"product_id" bigint NOT NULL,
	"location_id" bigint NOT NULL,
	"source_type" text NOT NULL,
	"source_id" bigint NOT NULL,
	"quantity_short" numeric(14, 4) NOT NULL,
	"balance_after" numeric(14, 4) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_shortages_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "stock_shortages_quantity_ck" CHECK ("stock_shortages"."quantity_short" > 0)
);
--> statement-breakpoint
ALTER TABLE "sales_order_items" ADD COLUMN "price_changed_offline" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_orders" ADD COLUMN "client_sale_id" uuid;--> statement-breakpoint
ALTER TABLE "sales_orders" ADD COLUMN "offline_device_id" text;--> statement-breakpoint
ALTER TABLE "sales_orders" ADD COLUMN "offline_provisional_number" text;--> statement-breakpoint
ALTER TABLE "sales_orders" ADD COLUMN "price_changed_offline" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_settings" ADD COLUMN "offline_catalogue_cap" integer DEFAULT 50000 NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_shortages" ADD CONSTRAINT "stock_shortages_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_shortages" ADD CONSTRAINT "stock_shortages_product_fk" FOREIGN KEY ("tenant_id","product_id") REFERENCES "public"."products"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_shortages" ADD CONSTRAINT "stock_shortages_location_fk" FOREIGN KEY ("tenant_id","location_id") REFERENCES "public"."stock_locations"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_shortages_product_idx" ON "stock_shortages" USING btree ("tenant_id","product_id","location_id");--> statement-breakpoint
CREATE INDEX "product_prices_updated_idx" ON "product_prices" USING btree ("tenant_id","updated_at");--> statement-breakpoint
CREATE INDEX "products_updated_idx" ON "products" USING btree ("tenant_id","updated_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "sales_orders_client_sale_uq" ON "sales_orders" USING btree ("tenant_id","client_sale_id") WHERE "sales_orders"."client_sale_id" is not null;--> statement-breakpoint
CREATE INDEX "sales_orders_price_changed_offline_idx" ON "sales_orders" USING btree ("tenant_id","sales_order_date") WHERE "sales_orders"."price_changed_offline";--> statement-breakpoint
ALTER TABLE "sales_settings" ADD CONSTRAINT "sales_settings_offline_cap_ck" CHECK ("sales_settings"."offline_catalogue_cap" between 1 and 1000000);