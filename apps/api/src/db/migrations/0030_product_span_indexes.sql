CREATE INDEX "sales_by_product_span_product_idx" ON "sales_by_product_span" USING btree ("tenant_id","span","span_start","product_id","sales_channel_id","line_count","quantity","gross_amount","line_total","net","cost");--> statement-breakpoint
CREATE INDEX "sales_by_product_span_net_idx" ON "sales_by_product_span" USING btree ("tenant_id","span","span_start","sales_channel_id","net","product_id");--> statement-breakpoint
-- The reports read a span from sales_by_product_span_product_idx without visiting the table where the
-- visibility map marks the page as unchanged since the last vacuum: vacuum after 1% of the rows changed
-- or were added, not the default 20%, so the current year's rows, updated by every sale, stay marked.
ALTER TABLE "sales_by_product_span" SET (autovacuum_vacuum_scale_factor = 0.01, autovacuum_vacuum_insert_scale_factor = 0.01);
