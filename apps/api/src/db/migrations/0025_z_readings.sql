CREATE TABLE "pos_z_readings" (
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "pos_z_readings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"terminal_id" bigint NOT NULL,
	"business_date" date NOT NULL,
	"z_counter" integer NOT NULL,
	"reset_counter" integer NOT NULL,
	"beginning_invoice_number" text,
	"ending_invoice_number" text,
	"transaction_count" integer NOT NULL,
	"gross_sales" numeric(18, 2) NOT NULL,
	"net_sales" numeric(18, 2) NOT NULL,
	"previous_grand_total" numeric(20, 2) NOT NULL,
	"present_grand_total" numeric(20, 2) NOT NULL,
	"figures" jsonb NOT NULL,
	"content" text NOT NULL,
	"created_by" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pos_z_readings_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "pos_z_readings_grand_total_ck" CHECK ("pos_z_readings"."present_grand_total" >= "pos_z_readings"."previous_grand_total")
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "z_reading_id" bigint;--> statement-breakpoint
ALTER TABLE "pos_shifts" ADD COLUMN "z_reading_id" bigint;--> statement-breakpoint
ALTER TABLE "pos_terminals" ADD COLUMN "accumulated_grand_total" numeric(20, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "pos_terminals" ADD COLUMN "z_counter" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "pos_terminals" ADD COLUMN "reset_counter" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_orders" ADD COLUMN "z_reading_id" bigint;--> statement-breakpoint
ALTER TABLE "pos_z_readings" ADD CONSTRAINT "pos_z_readings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_z_readings" ADD CONSTRAINT "pos_z_readings_terminal_fk" FOREIGN KEY ("tenant_id","terminal_id") REFERENCES "public"."pos_terminals"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_z_readings" ADD CONSTRAINT "pos_z_readings_created_by_fk" FOREIGN KEY ("tenant_id","created_by") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pos_z_readings_day_uq" ON "pos_z_readings" USING btree ("tenant_id","terminal_id","business_date");--> statement-breakpoint
CREATE UNIQUE INDEX "pos_z_readings_counter_uq" ON "pos_z_readings" USING btree ("tenant_id","terminal_id","z_counter");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_z_reading_fk" FOREIGN KEY ("tenant_id","z_reading_id") REFERENCES "public"."pos_z_readings"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_shifts" ADD CONSTRAINT "pos_shifts_z_reading_fk" FOREIGN KEY ("tenant_id","z_reading_id") REFERENCES "public"."pos_z_readings"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_orders" ADD CONSTRAINT "sales_orders_z_reading_fk" FOREIGN KEY ("tenant_id","z_reading_id") REFERENCES "public"."pos_z_readings"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sales_orders_unread_idx" ON "sales_orders" USING btree ("tenant_id","terminal_id") WHERE "sales_orders"."terminal_id" is not null and "sales_orders"."z_reading_id" is null;--> statement-breakpoint
ALTER TABLE "pos_terminals" ADD CONSTRAINT "pos_terminals_grand_total_ck" CHECK ("pos_terminals"."accumulated_grand_total" >= 0);--> statement-breakpoint
-- ===== Hand-written (keep after the generated statements when regenerating) =====
-- A terminal's accumulated grand total and Z counter only grow (BIR: never reset or reduced).
CREATE OR REPLACE FUNCTION pos_terminals_grand_total_grows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.accumulated_grand_total < OLD.accumulated_grand_total OR NEW.z_counter < OLD.z_counter THEN
    RAISE EXCEPTION 'The accumulated grand total and the Z counter of a terminal are never reduced' USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER pos_terminals_grand_total_grows BEFORE UPDATE OF accumulated_grand_total, z_counter ON pos_terminals
  FOR EACH ROW EXECUTE FUNCTION pos_terminals_grand_total_grows();
