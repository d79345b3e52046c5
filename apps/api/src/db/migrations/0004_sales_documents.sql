CREATE TABLE "idempotency_keys" (
	"tenant_id" bigint NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status_code" integer,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_tenant_id_key_pk" PRIMARY KEY("tenant_id","key")
);
--> statement-breakpoint
CREATE TABLE "picklist_items" (
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "picklist_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"picklist_id" bigint NOT NULL,
	"sales_order_item_id" bigint NOT NULL,
	"product_id" bigint NOT NULL,
	"quantity" numeric(14, 4) NOT NULL,
	"picking_location_id" bigint NOT NULL,
	"is_picked" boolean DEFAULT false NOT NULL,
	CONSTRAINT "picklist_items_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "picklists" (
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "picklists_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"picklist_number" text NOT NULL,
	"sales_order_id" bigint NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"notes" text,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "picklists_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "quotation_items" (
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "quotation_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"quotation_id" bigint NOT NULL,
	"bundle_parent_id" bigint,
	"line_number" integer NOT NULL,
	"product_id" bigint NOT NULL,
	"sku" text NOT NULL,
	"product_name" text NOT NULL,
	"product_type" text NOT NULL,
	"ordered_quantity" numeric(14, 4) NOT NULL,
	"ordered_uom_id" bigint NOT NULL,
	"ordered_unit" text,
	"ordered_unit_price" numeric(14, 2) NOT NULL,
	"gross_amount" numeric(14, 2) NOT NULL,
	"line_total" numeric(14, 2) NOT NULL,
	"applied_discounts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"bundle_modifications" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"commission_template_id" bigint,
	"commission_user_id" bigint,
	"commission_amount" numeric(14, 2),
	CONSTRAINT "quotation_items_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "quotations" (
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "quotations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"quotation_number" text NOT NULL,
	"quotation_date" timestamp with time zone DEFAULT now() NOT NULL,
	"valid_until_date" date NOT NULL,
	"sales_channel_id" bigint NOT NULL,
	"customer_id" bigint NOT NULL,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"gross_total" numeric(14, 2) NOT NULL,
	"discount_total" numeric(14, 2) NOT NULL,
	"tax_total" numeric(14, 2) NOT NULL,
	"net_total" numeric(14, 2) NOT NULL,
	"paid_amount_total" numeric(14, 2) NOT NULL,
	"taxed" boolean DEFAULT false NOT NULL,
	"public_note" text,
	"applied_discounts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"payments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sales_order_id" bigint,
	"posted_at" timestamp with time zone,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quotations_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "quotations_status_ck" CHECK ("quotations"."status" in ('DRAFT', 'POSTED', 'CONVERTED', 'EXPIRED'))
);
--> statement-breakpoint
CREATE TABLE "receivables" (
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "receivables_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"customer_id" bigint NOT NULL,
	"sales_order_id" bigint NOT NULL,
	"payment_id" bigint NOT NULL,
	"payment_category" text NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"balance" numeric(14, 2) NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "receivables_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "sales_commissions" (
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "sales_commissions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"sales_order_id" bigint NOT NULL,
	"sales_order_item_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"commission_template_id" bigint,
	"amount" numeric(14, 2) NOT NULL,
	"status" text DEFAULT 'EARNED' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sales_commissions_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "sales_order_items" (
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "sales_order_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"sales_order_id" bigint NOT NULL,
	"bundle_parent_id" bigint,
	"line_number" integer NOT NULL,
	"product_id" bigint NOT NULL,
	"sku" text NOT NULL,
	"product_name" text NOT NULL,
	"product_type" text NOT NULL,
	"ordered_quantity" numeric(14, 4) NOT NULL,
	"ordered_uom_id" bigint NOT NULL,
	"ordered_unit" text,
	"base_quantity" numeric(14, 4) NOT NULL,
	"ordered_unit_price" numeric(14, 2) NOT NULL,
	"gross_amount" numeric(14, 2) NOT NULL,
	"line_total" numeric(14, 2) NOT NULL,
	"applied_discounts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"bundle_modifications" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"serial_numbers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"commission_template_id" bigint,
	"commission_user_id" bigint,
	"commission_amount" numeric(14, 2),
	CONSTRAINT "sales_order_items_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "sales_order_payments" (
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "sales_order_payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"sales_order_id" bigint NOT NULL,
	"payment_type_id" bigint NOT NULL,
	"payment_category" text NOT NULL,
	"paid_amount" numeric(14, 2) NOT NULL,
	"due_amount" numeric(14, 2) NOT NULL,
	"reference_number" text,
	"notes" text,
	"tendered_amount" numeric(14, 2),
	"change" numeric(14, 2),
	CONSTRAINT "sales_order_payments_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "sales_orders" (
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "sales_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"sales_order_number" text NOT NULL,
	"sales_order_date" timestamp with time zone DEFAULT now() NOT NULL,
	"sales_channel_id" bigint NOT NULL,
	"customer_id" bigint NOT NULL,
	"location_id" bigint NOT NULL,
	"status" text DEFAULT 'COMPLETED' NOT NULL,
	"gross_total" numeric(14, 2) NOT NULL,
	"discount_total" numeric(14, 2) NOT NULL,
	"tax_total" numeric(14, 2) NOT NULL,
	"net_total" numeric(14, 2) NOT NULL,
	"paid_amount_total" numeric(14, 2) NOT NULL,
	"taxed" boolean DEFAULT false NOT NULL,
	"public_note" text,
	"applied_discounts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"quotation_id" bigint,
	"receipt_prints" integer DEFAULT 0 NOT NULL,
	"created_by" bigint,
	"voided_at" timestamp with time zone,
	"voided_by" bigint,
	"void_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sales_orders_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "sales_orders_status_ck" CHECK ("sales_orders"."status" in ('COMPLETED', 'VOIDED'))
);
--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "picklist_items" ADD CONSTRAINT "picklist_items_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "picklist_items" ADD CONSTRAINT "picklist_items_picklist_fk" FOREIGN KEY ("tenant_id","picklist_id") REFERENCES "public"."picklists"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "picklist_items" ADD CONSTRAINT "picklist_items_order_item_fk" FOREIGN KEY ("tenant_id","sales_order_item_id") REFERENCES "public"."sales_order_items"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "picklist_items" ADD CONSTRAINT "picklist_items_product_fk" FOREIGN KEY ("tenant_id","product_id") REFERENCES "public"."products"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "picklist_items" ADD CONSTRAINT "picklist_items_location_fk" FOREIGN KEY ("tenant_id","picking_location_id") REFERENCES "public"."stock_locations"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "picklists" ADD CONSTRAINT "picklists_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "picklists" ADD CONSTRAINT "picklists_order_fk" FOREIGN KEY ("tenant_id","sales_order_id") REFERENCES "public"."sales_orders"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "picklists" ADD CONSTRAINT "picklists_created_by_fk" FOREIGN KEY ("tenant_id","created_by") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation_items" ADD CONSTRAINT "quotation_items_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation_items" ADD CONSTRAINT "quotation_items_quotation_fk" FOREIGN KEY ("tenant_id","quotation_id") REFERENCES "public"."quotations"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation_items" ADD CONSTRAINT "quotation_items_parent_fk" FOREIGN KEY ("tenant_id","bundle_parent_id") REFERENCES "public"."quotation_items"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation_items" ADD CONSTRAINT "quotation_items_product_fk" FOREIGN KEY ("tenant_id","product_id") REFERENCES "public"."products"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation_items" ADD CONSTRAINT "quotation_items_uom_fk" FOREIGN KEY ("tenant_id","ordered_uom_id") REFERENCES "public"."units_of_measure"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_channel_fk" FOREIGN KEY ("tenant_id","sales_channel_id") REFERENCES "public"."sales_channels"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_customer_fk" FOREIGN KEY ("tenant_id","customer_id") REFERENCES "public"."customers"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_order_fk" FOREIGN KEY ("tenant_id","sales_order_id") REFERENCES "public"."sales_orders"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_created_by_fk" FOREIGN KEY ("tenant_id","created_by") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receivables" ADD CONSTRAINT "receivables_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receivables" ADD CONSTRAINT "receivables_customer_fk" FOREIGN KEY ("tenant_id","customer_id") REFERENCES "public"."customers"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receivables" ADD CONSTRAINT "receivables_order_fk" FOREIGN KEY ("tenant_id","sales_order_id") REFERENCES "public"."sales_orders"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receivables" ADD CONSTRAINT "receivables_payment_fk" FOREIGN KEY ("tenant_id","payment_id") REFERENCES "public"."sales_order_payments"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_commissions" ADD CONSTRAINT "sales_commissions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_commissions" ADD CONSTRAINT "sales_commissions_order_fk" FOREIGN KEY ("tenant_id","sales_order_id") REFERENCES "public"."sales_orders"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_commissions" ADD CONSTRAINT "sales_commissions_item_fk" FOREIGN KEY ("tenant_id","sales_order_item_id") REFERENCES "public"."sales_order_items"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_commissions" ADD CONSTRAINT "sales_commissions_user_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_commissions" ADD CONSTRAINT "sales_commissions_template_fk" FOREIGN KEY ("tenant_id","commission_template_id") REFERENCES "public"."commission_templates"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_order_items" ADD CONSTRAINT "sales_order_items_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_order_items" ADD CONSTRAINT "sales_order_items_order_fk" FOREIGN KEY ("tenant_id","sales_order_id") REFERENCES "public"."sales_orders"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_order_items" ADD CONSTRAINT "sales_order_items_parent_fk" FOREIGN KEY ("tenant_id","bundle_parent_id") REFERENCES "public"."sales_order_items"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_order_items" ADD CONSTRAINT "sales_order_items_product_fk" FOREIGN KEY ("tenant_id","product_id") REFERENCES "public"."products"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_order_items" ADD CONSTRAINT "sales_order_items_uom_fk" FOREIGN KEY ("tenant_id","ordered_uom_id") REFERENCES "public"."units_of_measure"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_order_items" ADD CONSTRAINT "sales_order_items_commission_template_fk" FOREIGN KEY ("tenant_id","commission_template_id") REFERENCES "public"."commission_templates"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_order_items" ADD CONSTRAINT "sales_order_items_commission_user_fk" FOREIGN KEY ("tenant_id","commission_user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_order_payments" ADD CONSTRAINT "sales_order_payments_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_order_payments" ADD CONSTRAINT "sales_order_payments_order_fk" FOREIGN KEY ("tenant_id","sales_order_id") REFERENCES "public"."sales_orders"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_order_payments" ADD CONSTRAINT "sales_order_payments_type_fk" FOREIGN KEY ("tenant_id","payment_type_id") REFERENCES "public"."payment_types"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_orders" ADD CONSTRAINT "sales_orders_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_orders" ADD CONSTRAINT "sales_orders_channel_fk" FOREIGN KEY ("tenant_id","sales_channel_id") REFERENCES "public"."sales_channels"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_orders" ADD CONSTRAINT "sales_orders_customer_fk" FOREIGN KEY ("tenant_id","customer_id") REFERENCES "public"."customers"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_orders" ADD CONSTRAINT "sales_orders_location_fk" FOREIGN KEY ("tenant_id","location_id") REFERENCES "public"."stock_locations"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_orders" ADD CONSTRAINT "sales_orders_created_by_fk" FOREIGN KEY ("tenant_id","created_by") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_orders" ADD CONSTRAINT "sales_orders_voided_by_fk" FOREIGN KEY ("tenant_id","voided_by") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "picklist_items_picklist_idx" ON "picklist_items" USING btree ("tenant_id","picklist_id");--> statement-breakpoint
CREATE UNIQUE INDEX "picklists_number_uq" ON "picklists" USING btree ("tenant_id","picklist_number");--> statement-breakpoint
CREATE UNIQUE INDEX "picklists_order_uq" ON "picklists" USING btree ("tenant_id","sales_order_id");--> statement-breakpoint
CREATE INDEX "quotation_items_quotation_idx" ON "quotation_items" USING btree ("tenant_id","quotation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quotations_number_uq" ON "quotations" USING btree ("tenant_id","quotation_number");--> statement-breakpoint
CREATE INDEX "quotations_date_idx" ON "quotations" USING btree ("tenant_id","quotation_date");--> statement-breakpoint
CREATE INDEX "receivables_customer_idx" ON "receivables" USING btree ("tenant_id","customer_id");--> statement-breakpoint
CREATE INDEX "sales_commissions_user_idx" ON "sales_commissions" USING btree ("tenant_id","user_id");--> statement-breakpoint
CREATE INDEX "sales_order_items_order_idx" ON "sales_order_items" USING btree ("tenant_id","sales_order_id");--> statement-breakpoint
CREATE INDEX "sales_order_items_product_idx" ON "sales_order_items" USING btree ("tenant_id","product_id");--> statement-breakpoint
CREATE INDEX "sales_order_payments_order_idx" ON "sales_order_payments" USING btree ("tenant_id","sales_order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sales_orders_number_uq" ON "sales_orders" USING btree ("tenant_id","sales_order_number");--> statement-breakpoint
CREATE INDEX "sales_orders_date_idx" ON "sales_orders" USING btree ("tenant_id","sales_order_date");--> statement-breakpoint
CREATE INDEX "sales_orders_customer_idx" ON "sales_orders" USING btree ("tenant_id","customer_id");