CREATE TABLE "electronic_journal" (
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "electronic_journal_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"terminal_id" bigint NOT NULL,
	"business_date" date NOT NULL,
	"kind" text NOT NULL,
	"document_id" bigint,
	"document_number" text,
	"content" text NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "electronic_journal_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "electronic_journal_kind_ck" CHECK ("electronic_journal"."kind" in ('RECEIPT', 'REPRINT', 'VOID', 'X_READING', 'Z_READING'))
);
--> statement-breakpoint
CREATE TABLE "pos_cash_movements" (
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "pos_cash_movements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"shift_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"reason" text NOT NULL,
	"created_by" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pos_cash_movements_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "pos_cash_movements_kind_ck" CHECK ("pos_cash_movements"."kind" in ('CASH_IN', 'CASH_OUT')),
	CONSTRAINT "pos_cash_movements_amount_ck" CHECK ("pos_cash_movements"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "pos_shifts" (
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "pos_shifts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"terminal_id" bigint NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"opening_float" numeric(14, 2) NOT NULL,
	"opened_by" bigint NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_by" bigint,
	"closed_at" timestamp with time zone,
	"denomination_counts" jsonb,
	"counted_cash" numeric(14, 2),
	"expected_cash" numeric(14, 2),
	"over_short" numeric(14, 2),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pos_shifts_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "pos_shifts_status_ck" CHECK ("pos_shifts"."status" in ('OPEN', 'CLOSED')),
	CONSTRAINT "pos_shifts_float_ck" CHECK ("pos_shifts"."opening_float" >= 0)
);
--> statement-breakpoint
CREATE TABLE "pos_terminals" (
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "pos_terminals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"sales_channel_id" bigint NOT NULL,
	"terminal_name" text NOT NULL,
	"machine_identification_number" text,
	"serial_number" text,
	"permit_to_use_number" text,
	"accreditation_number" text,
	"invoice_prefix" text DEFAULT '' NOT NULL,
	"next_invoice_number" bigint DEFAULT 1 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pos_terminals_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "pos_terminals_next_number_ck" CHECK ("pos_terminals"."next_invoice_number" >= 1)
);
--> statement-breakpoint
ALTER TABLE "sales_orders" ADD COLUMN "terminal_id" bigint;--> statement-breakpoint
ALTER TABLE "sales_orders" ADD COLUMN "shift_id" bigint;--> statement-breakpoint
ALTER TABLE "sales_orders" ADD COLUMN "invoice_number" text;--> statement-breakpoint
ALTER TABLE "electronic_journal" ADD CONSTRAINT "electronic_journal_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "electronic_journal" ADD CONSTRAINT "electronic_journal_terminal_fk" FOREIGN KEY ("tenant_id","terminal_id") REFERENCES "public"."pos_terminals"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "electronic_journal" ADD CONSTRAINT "electronic_journal_created_by_fk" FOREIGN KEY ("tenant_id","created_by") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_cash_movements" ADD CONSTRAINT "pos_cash_movements_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_cash_movements" ADD CONSTRAINT "pos_cash_movements_shift_fk" FOREIGN KEY ("tenant_id","shift_id") REFERENCES "public"."pos_shifts"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_cash_movements" ADD CONSTRAINT "pos_cash_movements_created_by_fk" FOREIGN KEY ("tenant_id","created_by") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_shifts" ADD CONSTRAINT "pos_shifts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_shifts" ADD CONSTRAINT "pos_shifts_terminal_fk" FOREIGN KEY ("tenant_id","terminal_id") REFERENCES "public"."pos_terminals"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_shifts" ADD CONSTRAINT "pos_shifts_opened_by_fk" FOREIGN KEY ("tenant_id","opened_by") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_shifts" ADD CONSTRAINT "pos_shifts_closed_by_fk" FOREIGN KEY ("tenant_id","closed_by") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_terminals" ADD CONSTRAINT "pos_terminals_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_terminals" ADD CONSTRAINT "pos_terminals_channel_fk" FOREIGN KEY ("tenant_id","sales_channel_id") REFERENCES "public"."sales_channels"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "electronic_journal_day_idx" ON "electronic_journal" USING btree ("tenant_id","terminal_id","business_date","id");--> statement-breakpoint
CREATE INDEX "pos_cash_movements_shift_idx" ON "pos_cash_movements" USING btree ("tenant_id","shift_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pos_shifts_one_open_uq" ON "pos_shifts" USING btree ("tenant_id","terminal_id") WHERE "pos_shifts"."status" = 'OPEN';--> statement-breakpoint
CREATE INDEX "pos_shifts_terminal_idx" ON "pos_shifts" USING btree ("tenant_id","terminal_id","opened_at");--> statement-breakpoint
CREATE UNIQUE INDEX "pos_terminals_name_uq" ON "pos_terminals" USING btree ("tenant_id",lower("terminal_name"));--> statement-breakpoint
CREATE INDEX "pos_terminals_channel_idx" ON "pos_terminals" USING btree ("tenant_id","sales_channel_id");--> statement-breakpoint
ALTER TABLE "sales_orders" ADD CONSTRAINT "sales_orders_terminal_fk" FOREIGN KEY ("tenant_id","terminal_id") REFERENCES "public"."pos_terminals"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_orders" ADD CONSTRAINT "sales_orders_shift_fk" FOREIGN KEY ("tenant_id","shift_id") REFERENCES "public"."pos_shifts"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sales_orders_invoice_number_uq" ON "sales_orders" USING btree ("tenant_id","terminal_id","invoice_number") WHERE "sales_orders"."terminal_id" is not null;--> statement-breakpoint
CREATE INDEX "sales_orders_shift_idx" ON "sales_orders" USING btree ("tenant_id","shift_id") WHERE "sales_orders"."shift_id" is not null;--> statement-breakpoint
-- ── Hand-written (carry over unchanged when this migration is regenerated) ──
-- The journal is append-only for the application role: db/security.ts grants it SELECT and INSERT only.
COMMENT ON TABLE "electronic_journal" IS 'Append-only BIR electronic journal: receipts, reprints, voids and readings as issued (app role: SELECT, INSERT only).';--> statement-breakpoint
COMMENT ON COLUMN "pos_terminals"."next_invoice_number" IS 'The invoice number the next sale at this terminal takes; updated in the sale''s transaction (gap-free).';
