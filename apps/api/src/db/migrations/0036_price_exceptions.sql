ALTER TABLE "sales_orders" ADD COLUMN "price_review_required" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_orders" ADD COLUMN "price_review_reasons" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_orders" ADD COLUMN "price_approved_by" bigint;--> statement-breakpoint
ALTER TABLE "sales_orders" ADD COLUMN "price_approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sales_orders" ADD COLUMN "price_approval_reason" text;--> statement-breakpoint
ALTER TABLE "sales_orders" ADD COLUMN "late_for_reading" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_orders" ADD CONSTRAINT "sales_orders_price_approved_by_fk" FOREIGN KEY ("tenant_id","price_approved_by") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sales_orders_price_review_idx" ON "sales_orders" USING btree ("tenant_id","sales_order_date") WHERE "sales_orders"."price_review_required" and "sales_orders"."price_approved_at" is null;