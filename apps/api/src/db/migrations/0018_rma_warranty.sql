CREATE TABLE "customer_credits" (
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "customer_credits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"customer_id" bigint NOT NULL,
	"rma_id" bigint NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"balance" numeric(14, 2) NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_credits_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "customer_credits_amount_ck" CHECK ("customer_credits"."amount" > 0 and "customer_credits"."balance" >= 0 and "customer_credits"."balance" <= "customer_credits"."amount")
);
--> statement-breakpoint
CREATE TABLE "product_warranties" (
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "product_warranties_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"customer_id" bigint NOT NULL,
	"product_id" bigint NOT NULL,
	"sales_order_id" bigint NOT NULL,
	"sales_order_item_id" bigint,
	"serial_number" text,
	"quantity" numeric(14, 4) NOT NULL,
	"warranty_template_id" bigint,
	"warranty_name" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"terms" text,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"rma_id" bigint,
	"service_order_id" bigint,
	"replaces_warranty_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_warranties_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "product_warranties_status_ck" CHECK ("product_warranties"."status" in ('ACTIVE', 'CLAIMED', 'VOID')),
	CONSTRAINT "product_warranties_dates_ck" CHECK ("product_warranties"."end_date" >= "product_warranties"."start_date")
);
--> statement-breakpoint
CREATE TABLE "rma_items" (
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "rma_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"rma_id" bigint NOT NULL,
	"line_number" integer NOT NULL,
	"sales_order_item_id" bigint NOT NULL,
	"product_id" bigint NOT NULL,
	"sku" text NOT NULL,
	"product_name" text NOT NULL,
	"quantity" numeric(14, 4) NOT NULL,
	"unit" text,
	"base_quantity" numeric(14, 4) NOT NULL,
	"serial_numbers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"reason" text NOT NULL,
	"condition" text NOT NULL,
	"resolution" text NOT NULL,
	"restock_location_id" bigint,
	"write_off" boolean DEFAULT false NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"replacement_location_id" bigint,
	"replacement_serial_numbers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"service_order_id" bigint,
	"warranty_id" bigint,
	CONSTRAINT "rma_items_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "rma_items_quantity_ck" CHECK ("rma_items"."quantity" > 0 and "rma_items"."base_quantity" > 0),
	CONSTRAINT "rma_items_amount_ck" CHECK ("rma_items"."amount" >= 0),
	CONSTRAINT "rma_items_resolution_ck" CHECK ("rma_items"."resolution" in ('REFUND', 'REPLACE', 'REPAIR', 'STORE_CREDIT')),
	CONSTRAINT "rma_items_condition_ck" CHECK ("rma_items"."condition" in ('GOOD', 'OPENED', 'DAMAGED', 'DEFECTIVE')),
	CONSTRAINT "rma_items_target_ck" CHECK (case when "rma_items"."resolution" = 'REPAIR' then "rma_items"."restock_location_id" is null and not "rma_items"."write_off"
        else ("rma_items"."restock_location_id" is null) = "rma_items"."write_off" end)
);
--> statement-breakpoint
CREATE TABLE "rmas" (
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "rmas_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"rma_number" text NOT NULL,
	"rma_date" date NOT NULL,
	"customer_id" bigint NOT NULL,
	"sales_order_id" bigint NOT NULL,
	"status" text DEFAULT 'REQUESTED' NOT NULL,
	"notes" text,
	"refund_payment_type_id" bigint,
	"refund_reference_number" text,
	"rejection_reason" text,
	"total_amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"refund_total" numeric(14, 2) DEFAULT '0' NOT NULL,
	"credit_total" numeric(14, 2) DEFAULT '0' NOT NULL,
	"store_credit_total" numeric(14, 2) DEFAULT '0' NOT NULL,
	"created_by" bigint,
	"received_by" bigint,
	"received_at" timestamp with time zone,
	"resolved_by" bigint,
	"resolved_at" timestamp with time zone,
	"rejected_by" bigint,
	"rejected_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rmas_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "rmas_status_ck" CHECK ("rmas"."status" in ('REQUESTED', 'RECEIVED', 'RESOLVED', 'REJECTED')),
	CONSTRAINT "rmas_amounts_ck" CHECK ("rmas"."total_amount" >= 0 and "rmas"."refund_total" >= 0 and "rmas"."credit_total" >= 0 and "rmas"."store_credit_total" >= 0)
);
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_party_ck";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "kind" text;--> statement-breakpoint
UPDATE "payments" SET "kind" = CASE WHEN "direction" = 'IN' THEN 'COLLECTION' ELSE 'SUPPLIER_PAYMENT' END;--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "kind" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "rma_id" bigint;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "sales_order_id" bigint;--> statement-breakpoint
ALTER TABLE "stock_locations" ADD COLUMN "sellable" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_credits" ADD CONSTRAINT "customer_credits_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_credits" ADD CONSTRAINT "customer_credits_customer_fk" FOREIGN KEY ("tenant_id","customer_id") REFERENCES "public"."customers"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_credits" ADD CONSTRAINT "customer_credits_rma_fk" FOREIGN KEY ("tenant_id","rma_id") REFERENCES "public"."rmas"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_warranties" ADD CONSTRAINT "product_warranties_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_warranties" ADD CONSTRAINT "product_warranties_customer_fk" FOREIGN KEY ("tenant_id","customer_id") REFERENCES "public"."customers"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_warranties" ADD CONSTRAINT "product_warranties_product_fk" FOREIGN KEY ("tenant_id","product_id") REFERENCES "public"."products"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_warranties" ADD CONSTRAINT "product_warranties_sales_order_fk" FOREIGN KEY ("tenant_id","sales_order_id") REFERENCES "public"."sales_orders"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_warranties" ADD CONSTRAINT "product_warranties_sales_order_item_fk" FOREIGN KEY ("tenant_id","sales_order_item_id") REFERENCES "public"."sales_order_items"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_warranties" ADD CONSTRAINT "product_warranties_template_fk" FOREIGN KEY ("tenant_id","warranty_template_id") REFERENCES "public"."warranty_templates"("tenant_id","id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_warranties" ADD CONSTRAINT "product_warranties_rma_fk" FOREIGN KEY ("tenant_id","rma_id") REFERENCES "public"."rmas"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_warranties" ADD CONSTRAINT "product_warranties_service_order_fk" FOREIGN KEY ("tenant_id","service_order_id") REFERENCES "public"."service_orders"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_warranties" ADD CONSTRAINT "product_warranties_replaces_fk" FOREIGN KEY ("tenant_id","replaces_warranty_id") REFERENCES "public"."product_warranties"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rma_items" ADD CONSTRAINT "rma_items_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rma_items" ADD CONSTRAINT "rma_items_rma_fk" FOREIGN KEY ("tenant_id","rma_id") REFERENCES "public"."rmas"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rma_items" ADD CONSTRAINT "rma_items_sales_order_item_fk" FOREIGN KEY ("tenant_id","sales_order_item_id") REFERENCES "public"."sales_order_items"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rma_items" ADD CONSTRAINT "rma_items_product_fk" FOREIGN KEY ("tenant_id","product_id") REFERENCES "public"."products"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rma_items" ADD CONSTRAINT "rma_items_restock_location_fk" FOREIGN KEY ("tenant_id","restock_location_id") REFERENCES "public"."stock_locations"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rma_items" ADD CONSTRAINT "rma_items_replacement_location_fk" FOREIGN KEY ("tenant_id","replacement_location_id") REFERENCES "public"."stock_locations"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rma_items" ADD CONSTRAINT "rma_items_service_order_fk" FOREIGN KEY ("tenant_id","service_order_id") REFERENCES "public"."service_orders"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rma_items" ADD CONSTRAINT "rma_items_warranty_fk" FOREIGN KEY ("tenant_id","warranty_id") REFERENCES "public"."product_warranties"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rmas" ADD CONSTRAINT "rmas_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rmas" ADD CONSTRAINT "rmas_customer_fk" FOREIGN KEY ("tenant_id","customer_id") REFERENCES "public"."customers"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rmas" ADD CONSTRAINT "rmas_sales_order_fk" FOREIGN KEY ("tenant_id","sales_order_id") REFERENCES "public"."sales_orders"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rmas" ADD CONSTRAINT "rmas_refund_payment_type_fk" FOREIGN KEY ("tenant_id","refund_payment_type_id") REFERENCES "public"."payment_types"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rmas" ADD CONSTRAINT "rmas_created_by_fk" FOREIGN KEY ("tenant_id","created_by") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rmas" ADD CONSTRAINT "rmas_received_by_fk" FOREIGN KEY ("tenant_id","received_by") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rmas" ADD CONSTRAINT "rmas_resolved_by_fk" FOREIGN KEY ("tenant_id","resolved_by") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rmas" ADD CONSTRAINT "rmas_rejected_by_fk" FOREIGN KEY ("tenant_id","rejected_by") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_credits_customer_idx" ON "customer_credits" USING btree ("tenant_id","customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_credits_rma_uq" ON "customer_credits" USING btree ("tenant_id","rma_id");--> statement-breakpoint
CREATE INDEX "product_warranties_sales_order_idx" ON "product_warranties" USING btree ("tenant_id","sales_order_id");--> statement-breakpoint
CREATE INDEX "product_warranties_customer_idx" ON "product_warranties" USING btree ("tenant_id","customer_id");--> statement-breakpoint
CREATE INDEX "product_warranties_serial_idx" ON "product_warranties" USING btree ("tenant_id",lower("serial_number"));--> statement-breakpoint
CREATE INDEX "product_warranties_end_idx" ON "product_warranties" USING btree ("tenant_id","end_date");--> statement-breakpoint
CREATE INDEX "rma_items_rma_idx" ON "rma_items" USING btree ("tenant_id","rma_id");--> statement-breakpoint
CREATE INDEX "rma_items_sales_order_item_idx" ON "rma_items" USING btree ("tenant_id","sales_order_item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rmas_number_uq" ON "rmas" USING btree ("tenant_id","rma_number");--> statement-breakpoint
CREATE INDEX "rmas_sales_order_idx" ON "rmas" USING btree ("tenant_id","sales_order_id");--> statement-breakpoint
CREATE INDEX "rmas_customer_idx" ON "rmas" USING btree ("tenant_id","customer_id");--> statement-breakpoint
CREATE INDEX "rmas_date_idx" ON "rmas" USING btree ("tenant_id","rma_date");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_sales_order_fk" FOREIGN KEY ("tenant_id","sales_order_id") REFERENCES "public"."sales_orders"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_rma_fk" FOREIGN KEY ("tenant_id","rma_id") REFERENCES "public"."rmas"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_sales_order_idx" ON "payments" USING btree ("tenant_id","sales_order_id") WHERE "payments"."sales_order_id" is not null;--> statement-breakpoint
CREATE INDEX "payments_rma_idx" ON "payments" USING btree ("tenant_id","rma_id") WHERE "payments"."rma_id" is not null;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_kind_ck" CHECK (case "payments"."kind" when 'COLLECTION' then "payments"."direction" = 'IN' and "payments"."rma_id" is null
        when 'SUPPLIER_PAYMENT' then "payments"."direction" = 'OUT' and "payments"."supplier_id" is not null and "payments"."rma_id" is null
        when 'REFUND' then "payments"."direction" = 'OUT' and "payments"."customer_id" is not null and "payments"."rma_id" is not null
        when 'CREDIT' then "payments"."direction" = 'IN' and "payments"."rma_id" is not null
        else false end);--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_party_ck" CHECK (("payments"."customer_id" is null) <> ("payments"."supplier_id" is null) and ("payments"."supplier_id" is null or "payments"."direction" = 'OUT'));--> statement-breakpoint
-- Sales posted before warranties were registered get theirs now, from each product's warranty template as it stands.
INSERT INTO "product_warranties" ("tenant_id", "customer_id", "product_id", "sales_order_id", "sales_order_item_id", "serial_number",
  "quantity", "warranty_template_id", "warranty_name", "start_date", "end_date", "terms")
SELECT i."tenant_id", o."customer_id", i."product_id", o."id", i."id", s.serial,
  CASE WHEN s.serial IS NULL THEN i."ordered_quantity" ELSE 1 END,
  w."id", w."name", d.day,
  CASE w."duration_unit" WHEN 'days' THEN d.day + w."duration" ELSE (d.day + make_interval(months => w."duration"))::date END,
  w."terms"
FROM "sales_order_items" i
JOIN "sales_orders" o ON o."tenant_id" = i."tenant_id" AND o."id" = i."sales_order_id" AND o."status" = 'COMPLETED'
JOIN "products" p ON p."tenant_id" = i."tenant_id" AND p."id" = i."product_id" AND p."type" = 'PRODUCT'
JOIN "warranty_templates" w ON w."tenant_id" = p."tenant_id" AND w."id" = p."warranty_template_id"
CROSS JOIN LATERAL (SELECT (o."sales_order_date" AT TIME ZONE 'Asia/Manila')::date AS day) d
LEFT JOIN LATERAL jsonb_array_elements_text(CASE WHEN p."is_serialized" THEN i."serial_numbers" ELSE '[]'::jsonb END) s(serial) ON true;
