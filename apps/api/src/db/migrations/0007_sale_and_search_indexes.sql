ALTER TABLE "products" ADD COLUMN "sku_key" text GENERATED ALWAYS AS (lower(sku)) STORED;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "name_key" text GENERATED ALWAYS AS (lower(product_name)) STORED;--> statement-breakpoint
CREATE INDEX "products_sku_key_idx" ON "products" USING btree ("tenant_id","sku_key" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "products_name_key_idx" ON "products" USING btree ("tenant_id","name_key","id","is_active");--> statement-breakpoint
CREATE INDEX "receivables_order_idx" ON "receivables" USING btree ("tenant_id","sales_order_id");--> statement-breakpoint
CREATE INDEX "sales_commissions_order_idx" ON "sales_commissions" USING btree ("tenant_id","sales_order_id");