CREATE TABLE "commission_templates" (
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "commission_templates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"value" numeric(14, 2) NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commission_templates_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "commission_templates_type_ck" CHECK ("commission_templates"."type" in ('percentage', 'fixed_per_unit')),
	CONSTRAINT "commission_templates_value_ck" CHECK ("commission_templates"."value" >= 0 and ("commission_templates"."type" <> 'percentage' or "commission_templates"."value" <= 100))
);
--> statement-breakpoint
CREATE TABLE "discounts" (
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "discounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"type" text NOT NULL,
	"scope" text NOT NULL,
	"value" numeric(14, 2) NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discounts_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "discounts_type_ck" CHECK ("discounts"."type" in ('percentage', 'fixed')),
	CONSTRAINT "discounts_scope_ck" CHECK ("discounts"."scope" in ('sales_order', 'sales_order_item')),
	CONSTRAINT "discounts_value_ck" CHECK ("discounts"."value" >= 0 and ("discounts"."type" <> 'percentage' or "discounts"."value" <= 100))
);
--> statement-breakpoint
CREATE TABLE "pricing_groups" (
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "pricing_groups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pricing_groups_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "pricing_schedule_breaks" (
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "pricing_schedule_breaks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"template_id" bigint NOT NULL,
	"min_quantity" numeric(14, 4) NOT NULL,
	"value" numeric(14, 2) NOT NULL,
	CONSTRAINT "pricing_schedule_breaks_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "pricing_schedule_breaks_quantity_ck" CHECK ("pricing_schedule_breaks"."min_quantity" > 0),
	CONSTRAINT "pricing_schedule_breaks_value_ck" CHECK ("pricing_schedule_breaks"."value" >= 0)
);
--> statement-breakpoint
CREATE TABLE "pricing_schedule_templates" (
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "pricing_schedule_templates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pricing_schedule_templates_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "pricing_schedule_templates_type_ck" CHECK ("pricing_schedule_templates"."type" in ('unit_price', 'percentage_off'))
);
--> statement-breakpoint
CREATE TABLE "product_brands" (
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "product_brands_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"brand_name" text NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_brands_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "product_categories" (
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "product_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"category_name" text NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_categories_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "suppliers" (
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "suppliers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"supplier_name" text NOT NULL,
	"contact_person" text,
	"contact_number" text,
	"email" text,
	"address" text,
	"payment_terms_days" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "suppliers_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "suppliers_payment_terms_ck" CHECK ("suppliers"."payment_terms_days" between 0 and 365)
);
--> statement-breakpoint
CREATE TABLE "unit_classes" (
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "unit_classes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "unit_classes_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "units_of_measure" (
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "units_of_measure_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"unit_class_id" bigint NOT NULL,
	"unit" text NOT NULL,
	"factor" numeric(14, 4) NOT NULL,
	"is_base" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "units_of_measure_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "units_of_measure_factor_ck" CHECK ("units_of_measure"."factor" > 0)
);
--> statement-breakpoint
CREATE TABLE "warranty_templates" (
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "warranty_templates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"name" text NOT NULL,
	"duration" integer NOT NULL,
	"duration_unit" text NOT NULL,
	"terms" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "warranty_templates_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "warranty_templates_duration_ck" CHECK ("warranty_templates"."duration" > 0),
	CONSTRAINT "warranty_templates_unit_ck" CHECK ("warranty_templates"."duration_unit" in ('days', 'months'))
);
--> statement-breakpoint
CREATE TABLE "menu_settings" (
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "menu_settings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "menu_settings_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "printer_settings" (
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "printer_settings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"receipt_width" integer DEFAULT 58 NOT NULL,
	"copies" integer DEFAULT 1 NOT NULL,
	"print_automatically" boolean DEFAULT false NOT NULL,
	"show_logo" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "printer_settings_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "printer_settings_width_ck" CHECK ("printer_settings"."receipt_width" in (58, 80)),
	CONSTRAINT "printer_settings_copies_ck" CHECK ("printer_settings"."copies" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "sales_channels" ADD COLUMN "is_commission_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "company_profiles" ADD COLUMN "logo" "bytea";--> statement-breakpoint
ALTER TABLE "commission_templates" ADD CONSTRAINT "commission_templates_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discounts" ADD CONSTRAINT "discounts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pricing_groups" ADD CONSTRAINT "pricing_groups_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pricing_schedule_breaks" ADD CONSTRAINT "pricing_schedule_breaks_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pricing_schedule_breaks" ADD CONSTRAINT "pricing_schedule_breaks_template_fk" FOREIGN KEY ("tenant_id","template_id") REFERENCES "public"."pricing_schedule_templates"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pricing_schedule_templates" ADD CONSTRAINT "pricing_schedule_templates_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_brands" ADD CONSTRAINT "product_brands_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suppliers" ADD CONSTRAINT "suppliers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_classes" ADD CONSTRAINT "unit_classes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "units_of_measure" ADD CONSTRAINT "units_of_measure_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "units_of_measure" ADD CONSTRAINT "units_of_measure_unit_class_fk" FOREIGN KEY ("tenant_id","unit_class_id") REFERENCES "public"."unit_classes"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warranty_templates" ADD CONSTRAINT "warranty_templates_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_settings" ADD CONSTRAINT "menu_settings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "printer_settings" ADD CONSTRAINT "printer_settings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "commission_templates_name_uq" ON "commission_templates" USING btree ("tenant_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "discounts_code_uq" ON "discounts" USING btree ("tenant_id",lower("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "pricing_groups_name_uq" ON "pricing_groups" USING btree ("tenant_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "pricing_schedule_breaks_quantity_uq" ON "pricing_schedule_breaks" USING btree ("tenant_id","template_id","min_quantity");--> statement-breakpoint
CREATE UNIQUE INDEX "pricing_schedule_templates_name_uq" ON "pricing_schedule_templates" USING btree ("tenant_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "product_brands_name_uq" ON "product_brands" USING btree ("tenant_id",lower("brand_name"));--> statement-breakpoint
CREATE UNIQUE INDEX "product_categories_name_uq" ON "product_categories" USING btree ("tenant_id",lower("category_name"));--> statement-breakpoint
CREATE UNIQUE INDEX "suppliers_name_uq" ON "suppliers" USING btree ("tenant_id",lower("supplier_name"));--> statement-breakpoint
CREATE UNIQUE INDEX "unit_classes_name_uq" ON "unit_classes" USING btree ("tenant_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "units_of_measure_unit_uq" ON "units_of_measure" USING btree ("tenant_id","unit_class_id",lower("unit"));--> statement-breakpoint
CREATE UNIQUE INDEX "units_of_measure_one_base_uq" ON "units_of_measure" USING btree ("tenant_id","unit_class_id") WHERE "units_of_measure"."is_base";--> statement-breakpoint
CREATE UNIQUE INDEX "warranty_templates_name_uq" ON "warranty_templates" USING btree ("tenant_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "menu_settings_tenant_uq" ON "menu_settings" USING btree ("tenant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "printer_settings_tenant_uq" ON "printer_settings" USING btree ("tenant_id");