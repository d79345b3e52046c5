CREATE TABLE "supplier_return_items" (
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "supplier_return_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"supplier_return_id" bigint NOT NULL,
	"purchase_receipt_item_id" bigint NOT NULL,
	"product_id" bigint NOT NULL,
	"quantity" numeric(14, 4) NOT NULL,
	"base_quantity" numeric(14, 4) NOT NULL,
	"unit_cost" numeric(14, 2) NOT NULL,
	"line_total" numeric(14, 2) NOT NULL,
	"serial_numbers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "supplier_return_items_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "supplier_returns" (
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "supplier_returns_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"supplier_return_number" text NOT NULL,
	"purchase_receipt_id" bigint NOT NULL,
	"supplier_id" bigint NOT NULL,
	"location_id" bigint NOT NULL,
	"return_date" date NOT NULL,
	"reason" text NOT NULL,
	"total" numeric(14, 2) NOT NULL,
	"credit_total" numeric(14, 2) DEFAULT '0' NOT NULL,
	"supplier_credit_total" numeric(14, 2) DEFAULT '0' NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "supplier_returns_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_kind_ck";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "supplier_return_id" bigint;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "customer_credit_id" bigint;--> statement-breakpoint
ALTER TABLE "supplier_return_items" ADD CONSTRAINT "supplier_return_items_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_return_items" ADD CONSTRAINT "supplier_return_items_return_fk" FOREIGN KEY ("tenant_id","supplier_return_id") REFERENCES "public"."supplier_returns"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_return_items" ADD CONSTRAINT "supplier_return_items_receipt_item_fk" FOREIGN KEY ("tenant_id","purchase_receipt_item_id") REFERENCES "public"."purchase_receipt_items"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_return_items" ADD CONSTRAINT "supplier_return_items_product_fk" FOREIGN KEY ("tenant_id","product_id") REFERENCES "public"."products"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_returns" ADD CONSTRAINT "supplier_returns_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_returns" ADD CONSTRAINT "supplier_returns_receipt_fk" FOREIGN KEY ("tenant_id","purchase_receipt_id") REFERENCES "public"."purchase_receipts"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_returns" ADD CONSTRAINT "supplier_returns_supplier_fk" FOREIGN KEY ("tenant_id","supplier_id") REFERENCES "public"."suppliers"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_returns" ADD CONSTRAINT "supplier_returns_location_fk" FOREIGN KEY ("tenant_id","location_id") REFERENCES "public"."stock_locations"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_returns" ADD CONSTRAINT "supplier_returns_created_by_fk" FOREIGN KEY ("tenant_id","created_by") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "supplier_return_items_return_idx" ON "supplier_return_items" USING btree ("tenant_id","supplier_return_id");--> statement-breakpoint
CREATE INDEX "supplier_return_items_receipt_item_idx" ON "supplier_return_items" USING btree ("tenant_id","purchase_receipt_item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "supplier_returns_number_uq" ON "supplier_returns" USING btree ("tenant_id","supplier_return_number");--> statement-breakpoint
CREATE INDEX "supplier_returns_receipt_idx" ON "supplier_returns" USING btree ("tenant_id","purchase_receipt_id");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_supplier_return_fk" FOREIGN KEY ("tenant_id","supplier_return_id") REFERENCES "public"."supplier_returns"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_customer_credit_fk" FOREIGN KEY ("tenant_id","customer_credit_id") REFERENCES "public"."customer_credits"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_kind_ck" CHECK (case "payments"."kind" when 'COLLECTION' then "payments"."direction" = 'IN' and "payments"."rma_id" is null
        when 'SUPPLIER_PAYMENT' then "payments"."direction" = 'OUT' and "payments"."supplier_id" is not null and "payments"."rma_id" is null
        when 'SUPPLIER_CREDIT' then "payments"."direction" = 'OUT' and "payments"."supplier_id" is not null and "payments"."supplier_return_id" is not null
        when 'REFUND' then "payments"."direction" = 'OUT' and "payments"."customer_id" is not null and "payments"."rma_id" is not null
        when 'CREDIT' then "payments"."direction" = 'IN' and "payments"."rma_id" is not null
        else false end);