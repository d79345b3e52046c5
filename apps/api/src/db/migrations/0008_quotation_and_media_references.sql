-- References that had no foreign key could point at deleted rows: those links are cleared first.
-- Row-level security is forced on these tables (for their owner too); it is forced again by the
-- tenant-isolation step that runs after every migration.
ALTER TABLE "quotation_items" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "sales_orders" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "media_files" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
UPDATE "quotation_items" SET "commission_template_id" = NULL WHERE "commission_template_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "commission_templates" c WHERE c."tenant_id" = "quotation_items"."tenant_id" AND c."id" = "quotation_items"."commission_template_id");--> statement-breakpoint
UPDATE "quotation_items" SET "commission_user_id" = NULL WHERE "commission_user_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "users" u WHERE u."tenant_id" = "quotation_items"."tenant_id" AND u."id" = "quotation_items"."commission_user_id");--> statement-breakpoint
UPDATE "sales_orders" SET "quotation_id" = NULL WHERE "quotation_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "quotations" q WHERE q."tenant_id" = "sales_orders"."tenant_id" AND q."id" = "sales_orders"."quotation_id");--> statement-breakpoint
UPDATE "media_files" SET "created_by" = NULL WHERE "created_by" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "users" u WHERE u."tenant_id" = "media_files"."tenant_id" AND u."id" = "media_files"."created_by");--> statement-breakpoint
-- Only created_by is cleared when its user goes: tenant_id is half of the key and may not be null.
ALTER TABLE "media_files" ADD CONSTRAINT "media_files_created_by_fk" FOREIGN KEY ("tenant_id","created_by") REFERENCES "public"."users"("tenant_id","id") ON DELETE SET NULL ("created_by") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation_items" ADD CONSTRAINT "quotation_items_commission_template_fk" FOREIGN KEY ("tenant_id","commission_template_id") REFERENCES "public"."commission_templates"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation_items" ADD CONSTRAINT "quotation_items_commission_user_fk" FOREIGN KEY ("tenant_id","commission_user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_orders" ADD CONSTRAINT "sales_orders_quotation_fk" FOREIGN KEY ("tenant_id","quotation_id") REFERENCES "public"."quotations"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sales_orders_quotation_idx" ON "sales_orders" USING btree ("tenant_id","quotation_id") WHERE "sales_orders"."quotation_id" is not null;
