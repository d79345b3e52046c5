-- Moving in (issue 34): imports and their staging rows; import_id on what an import makes; a customer's
-- credit limit; a receivable may be an opening balance with no sale (its old document's reference).
CREATE TABLE "import_rows" (
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "import_rows_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"import_id" bigint NOT NULL,
	"row_number" integer NOT NULL,
	"cells" jsonb NOT NULL,
	"values" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"outcome" text,
	"record_id" bigint,
	"previous" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "import_rows_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "import_rows_row_number_ck" CHECK ("import_rows"."row_number" >= 2)
);
--> statement-breakpoint
CREATE TABLE "imports" (
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "imports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"import_number" text NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'PREVIEWED' NOT NULL,
	"file_name" text NOT NULL,
	"columns" jsonb NOT NULL,
	"mapping" jsonb NOT NULL,
	"row_count" integer DEFAULT 0 NOT NULL,
	"valid_count" integer DEFAULT 0 NOT NULL,
	"invalid_count" integer DEFAULT 0 NOT NULL,
	"created_count" integer,
	"updated_count" integer,
	"skipped_count" integer,
	"created_by" bigint,
	"committed_by" bigint,
	"committed_at" timestamp with time zone,
	"undone_by" bigint,
	"undone_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "imports_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "receivables" ALTER COLUMN "sales_order_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payables" ADD COLUMN "import_id" bigint;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "import_id" bigint;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD COLUMN "import_id" bigint;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "import_id" bigint;--> statement-breakpoint
ALTER TABLE "receivables" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "receivables" ADD COLUMN "import_id" bigint;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "credit_limit" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "import_id" bigint;--> statement-breakpoint
ALTER TABLE "import_rows" ADD CONSTRAINT "import_rows_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_rows" ADD CONSTRAINT "import_rows_import_fk" FOREIGN KEY ("tenant_id","import_id") REFERENCES "public"."imports"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imports" ADD CONSTRAINT "imports_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imports" ADD CONSTRAINT "imports_created_by_fk" FOREIGN KEY ("tenant_id","created_by") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imports" ADD CONSTRAINT "imports_committed_by_fk" FOREIGN KEY ("tenant_id","committed_by") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imports" ADD CONSTRAINT "imports_undone_by_fk" FOREIGN KEY ("tenant_id","undone_by") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "import_rows_row_uq" ON "import_rows" USING btree ("tenant_id","import_id","row_number");--> statement-breakpoint
CREATE UNIQUE INDEX "imports_number_uq" ON "imports" USING btree ("tenant_id","import_number");--> statement-breakpoint
ALTER TABLE "payables" ADD CONSTRAINT "payables_import_fk" FOREIGN KEY ("tenant_id","import_id") REFERENCES "public"."imports"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_import_fk" FOREIGN KEY ("tenant_id","import_id") REFERENCES "public"."imports"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_import_fk" FOREIGN KEY ("tenant_id","import_id") REFERENCES "public"."imports"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suppliers" ADD CONSTRAINT "suppliers_import_fk" FOREIGN KEY ("tenant_id","import_id") REFERENCES "public"."imports"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receivables" ADD CONSTRAINT "receivables_import_fk" FOREIGN KEY ("tenant_id","import_id") REFERENCES "public"."imports"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_import_fk" FOREIGN KEY ("tenant_id","import_id") REFERENCES "public"."imports"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payables_import_idx" ON "payables" USING btree ("tenant_id","import_id") WHERE "payables"."import_id" is not null;--> statement-breakpoint
CREATE INDEX "products_import_idx" ON "products" USING btree ("tenant_id","import_id") WHERE "products"."import_id" is not null;--> statement-breakpoint
CREATE INDEX "suppliers_import_idx" ON "suppliers" USING btree ("tenant_id","import_id") WHERE "suppliers"."import_id" is not null;--> statement-breakpoint
CREATE INDEX "receivables_import_idx" ON "receivables" USING btree ("tenant_id","import_id") WHERE "receivables"."import_id" is not null;--> statement-breakpoint
CREATE INDEX "customers_import_idx" ON "customers" USING btree ("tenant_id","import_id") WHERE "customers"."import_id" is not null;--> statement-breakpoint
ALTER TABLE "receivables" ADD CONSTRAINT "receivables_source_ck" CHECK ("receivables"."sales_order_id" is not null or "receivables"."import_id" is not null);