CREATE TABLE "expense_categories" (
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "expense_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"expense_name" text NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "expense_categories_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "expenses" (
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "expenses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"expense_number" text NOT NULL,
	"expense_date" timestamp with time zone NOT NULL,
	"expense_category_id" bigint NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"payment_type_id" bigint NOT NULL,
	"reference_number" text,
	"payee" text,
	"supplier_id" bigint,
	"sales_channel_id" bigint,
	"location_id" bigint,
	"notes" text,
	"status" text DEFAULT 'POSTED' NOT NULL,
	"due_date" date,
	"created_by" bigint,
	"voided_by" bigint,
	"voided_at" timestamp with time zone,
	"void_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "expenses_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "expenses_amount_ck" CHECK ("expenses"."amount" > 0),
	CONSTRAINT "expenses_payee_ck" CHECK ("expenses"."payee" is not null or "expenses"."supplier_id" is not null),
	CONSTRAINT "expenses_status_ck" CHECK ("expenses"."status" in ('POSTED', 'VOIDED'))
);
--> statement-breakpoint
ALTER TABLE "media_files" DROP CONSTRAINT "media_files_collection_ck";--> statement-breakpoint
ALTER TABLE "expense_categories" ADD CONSTRAINT "expense_categories_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_category_fk" FOREIGN KEY ("tenant_id","expense_category_id") REFERENCES "public"."expense_categories"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_payment_type_fk" FOREIGN KEY ("tenant_id","payment_type_id") REFERENCES "public"."payment_types"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_supplier_fk" FOREIGN KEY ("tenant_id","supplier_id") REFERENCES "public"."suppliers"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_sales_channel_fk" FOREIGN KEY ("tenant_id","sales_channel_id") REFERENCES "public"."sales_channels"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_location_fk" FOREIGN KEY ("tenant_id","location_id") REFERENCES "public"."stock_locations"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_created_by_fk" FOREIGN KEY ("tenant_id","created_by") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_voided_by_fk" FOREIGN KEY ("tenant_id","voided_by") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "expense_categories_name_uq" ON "expense_categories" USING btree ("tenant_id",lower("expense_name"));--> statement-breakpoint
CREATE UNIQUE INDEX "expenses_number_uq" ON "expenses" USING btree ("tenant_id","expense_number");--> statement-breakpoint
CREATE INDEX "expenses_date_idx" ON "expenses" USING btree ("tenant_id","expense_date");--> statement-breakpoint
CREATE INDEX "expenses_category_idx" ON "expenses" USING btree ("tenant_id","expense_category_id");--> statement-breakpoint
CREATE INDEX "expenses_supplier_idx" ON "expenses" USING btree ("tenant_id","supplier_id");--> statement-breakpoint
ALTER TABLE "media_files" ADD CONSTRAINT "media_files_collection_ck" CHECK ("media_files"."collection" in ('product_images', 'service_order_images', 'comment_images', 'expense_receipts'));--> statement-breakpoint
-- Shops made before expenses start with the same categories a new shop gets (set-up-expenses.ts).
INSERT INTO "expense_categories" ("tenant_id", "expense_name")
SELECT t."id", c."name"
  FROM "tenants" t
 CROSS JOIN (VALUES ('Rent'), ('Utilities'), ('Salaries and Wages'), ('Transportation and Delivery'),
                    ('Repairs and Maintenance'), ('Supplies'), ('Taxes and Licenses'), ('Miscellaneous')) AS c("name")
ON CONFLICT DO NOTHING;
