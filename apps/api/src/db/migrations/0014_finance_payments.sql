CREATE TABLE "payment_allocations" (
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "payment_allocations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"payment_id" bigint NOT NULL,
	"receivable_id" bigint,
	"payable_id" bigint,
	"amount" numeric(14, 2) NOT NULL,
	CONSTRAINT "payment_allocations_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "payment_allocations_document_ck" CHECK (("payment_allocations"."receivable_id" is null) <> ("payment_allocations"."payable_id" is null)),
	CONSTRAINT "payment_allocations_amount_ck" CHECK ("payment_allocations"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"payment_number" text NOT NULL,
	"direction" text NOT NULL,
	"customer_id" bigint,
	"supplier_id" bigint,
	"payment_date" date NOT NULL,
	"payment_type_id" bigint NOT NULL,
	"reference_number" text,
	"amount" numeric(14, 2) NOT NULL,
	"notes" text,
	"status" text DEFAULT 'POSTED' NOT NULL,
	"created_by" bigint,
	"voided_by" bigint,
	"voided_at" timestamp with time zone,
	"void_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "payments_party_ck" CHECK (("payments"."direction" = 'IN') = ("payments"."customer_id" is not null) and ("payments"."direction" = 'OUT') = ("payments"."supplier_id" is not null)),
	CONSTRAINT "payments_amount_ck" CHECK ("payments"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "receivables" DROP CONSTRAINT "receivables_payment_fk";
--> statement-breakpoint
DROP INDEX "receivables_customer_idx";--> statement-breakpoint
ALTER TABLE "receivables" ALTER COLUMN "payment_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payables" ADD COLUMN "paid" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "receivables" ADD COLUMN "installment_number" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "receivables" ADD COLUMN "installment_count" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "receivables" ADD COLUMN "document_date" date;--> statement-breakpoint
ALTER TABLE "receivables" ADD COLUMN "due_date" date;--> statement-breakpoint
UPDATE "receivables" r SET "document_date" = (o."sales_order_date" AT TIME ZONE 'Asia/Manila')::date, "due_date" = (o."sales_order_date" AT TIME ZONE 'Asia/Manila')::date + 30 FROM "sales_orders" o WHERE o."tenant_id" = r."tenant_id" AND o."id" = r."sales_order_id";--> statement-breakpoint
ALTER TABLE "receivables" ALTER COLUMN "document_date" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "receivables" ALTER COLUMN "due_date" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "receivables" ADD CONSTRAINT "receivables_payment_fk" FOREIGN KEY ("tenant_id","payment_id") REFERENCES "public"."sales_order_payments"("tenant_id","id") ON DELETE SET NULL ("payment_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receivables" ADD COLUMN "paid" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_order_payments" ADD COLUMN "installment_count" integer;--> statement-breakpoint
ALTER TABLE "sales_order_payments" ADD COLUMN "installment_interval" text;--> statement-breakpoint
ALTER TABLE "payment_allocations" ADD CONSTRAINT "payment_allocations_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_allocations" ADD CONSTRAINT "payment_allocations_payment_fk" FOREIGN KEY ("tenant_id","payment_id") REFERENCES "public"."payments"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_allocations" ADD CONSTRAINT "payment_allocations_receivable_fk" FOREIGN KEY ("tenant_id","receivable_id") REFERENCES "public"."receivables"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_allocations" ADD CONSTRAINT "payment_allocations_payable_fk" FOREIGN KEY ("tenant_id","payable_id") REFERENCES "public"."payables"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_customer_fk" FOREIGN KEY ("tenant_id","customer_id") REFERENCES "public"."customers"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_supplier_fk" FOREIGN KEY ("tenant_id","supplier_id") REFERENCES "public"."suppliers"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_payment_type_fk" FOREIGN KEY ("tenant_id","payment_type_id") REFERENCES "public"."payment_types"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_created_by_fk" FOREIGN KEY ("tenant_id","created_by") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_voided_by_fk" FOREIGN KEY ("tenant_id","voided_by") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_allocations_payment_idx" ON "payment_allocations" USING btree ("tenant_id","payment_id");--> statement-breakpoint
CREATE INDEX "payment_allocations_receivable_idx" ON "payment_allocations" USING btree ("tenant_id","receivable_id");--> statement-breakpoint
CREATE INDEX "payment_allocations_payable_idx" ON "payment_allocations" USING btree ("tenant_id","payable_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_number_uq" ON "payments" USING btree ("tenant_id","payment_number");--> statement-breakpoint
CREATE INDEX "payments_customer_idx" ON "payments" USING btree ("tenant_id","customer_id");--> statement-breakpoint
CREATE INDEX "payments_supplier_idx" ON "payments" USING btree ("tenant_id","supplier_id");--> statement-breakpoint
CREATE INDEX "receivables_customer_idx" ON "receivables" USING btree ("tenant_id","customer_id","due_date");