CREATE INDEX "sales_by_customer_span_customer_idx" ON "sales_by_customer_span" USING btree ("tenant_id","span","span_start","customer_id","sales_channel_id","order_count","gross_total","discount_total","net_total","cost");--> statement-breakpoint
-- As for sales_by_product_span (0030): vacuum after 1% of the rows changed or were added, so the pages
-- of the current year's rows, updated by every sale, stay marked all-visible for index-only reads.
ALTER TABLE "sales_by_customer_span" SET (autovacuum_vacuum_scale_factor = 0.01, autovacuum_vacuum_insert_scale_factor = 0.01);
