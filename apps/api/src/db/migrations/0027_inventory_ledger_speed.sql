DROP INDEX "stock_movements_created_idx";--> statement-breakpoint
CREATE INDEX "products_name_order_idx" ON "products" USING btree ("tenant_id","product_name","id");--> statement-breakpoint
CREATE INDEX "products_sku_order_idx" ON "products" USING btree ("tenant_id","sku","id");--> statement-breakpoint
CREATE INDEX "stock_movements_created_idx" ON "stock_movements" USING btree ("tenant_id","created_at","product_id","location_id","quantity");