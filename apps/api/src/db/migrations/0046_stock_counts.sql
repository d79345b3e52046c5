CREATE TABLE "stock_count_entries" (
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "stock_count_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"stock_count_id" bigint NOT NULL,
	"line_id" bigint NOT NULL,
	"entry_id" uuid NOT NULL,
	"user_id" bigint NOT NULL,
	"mode" text NOT NULL,
	"uom_id" bigint NOT NULL,
	"quantity" numeric(14, 4) NOT NULL,
	"base_quantity" numeric(14, 4) NOT NULL,
	"serial_numbers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"counted_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone,
	"removed_by" bigint,
	CONSTRAINT "stock_count_entries_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "stock_count_entries_quantity_ck" CHECK ("stock_count_entries"."quantity" >= 0 and "stock_count_entries"."base_quantity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "stock_count_lines" (
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "stock_count_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"stock_count_id" bigint NOT NULL,
	"product_id" bigint NOT NULL,
	"on_hand_at_start" numeric(14, 4) NOT NULL,
	"start_movement_id" bigint NOT NULL,
	"counted" numeric(14, 4),
	"last_entry_at" timestamp with time zone,
	"entry_count" integer DEFAULT 0 NOT NULL,
	"expected" numeric(14, 4),
	"difference" numeric(14, 4),
	"unit_cost" numeric(18, 6),
	CONSTRAINT "stock_count_lines_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "stock_counts" (
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "stock_counts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"stock_count_number" text NOT NULL,
	"location_id" bigint NOT NULL,
	"name" text NOT NULL,
	"scope" text DEFAULT 'ALL' NOT NULL,
	"category_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"brand_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"supplier_id" bigint,
	"product_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"blind" boolean DEFAULT false NOT NULL,
	"notes" text,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"count_date" date NOT NULL,
	"started_at" timestamp with time zone,
	"started_by" bigint,
	"posted_at" timestamp with time zone,
	"posted_by" bigint,
	"zero_uncounted" boolean,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" bigint,
	"cancel_reason" text,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_counts_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "stock_counts_started_ck" CHECK ("stock_counts"."status" = 'DRAFT' or "stock_counts"."status" = 'CANCELLED' or ("stock_counts"."started_at" is not null and "stock_counts"."started_by" is not null)),
	CONSTRAINT "stock_counts_posted_ck" CHECK ("stock_counts"."status" <> 'POSTED' or ("stock_counts"."posted_at" is not null and "stock_counts"."zero_uncounted" is not null)),
	CONSTRAINT "stock_counts_cancelled_ck" CHECK ("stock_counts"."status" <> 'CANCELLED' or ("stock_counts"."cancelled_at" is not null and "stock_counts"."cancel_reason" is not null))
);
--> statement-breakpoint
ALTER TABLE "stock_count_entries" ADD CONSTRAINT "stock_count_entries_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_count_entries" ADD CONSTRAINT "stock_count_entries_count_fk" FOREIGN KEY ("tenant_id","stock_count_id") REFERENCES "public"."stock_counts"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_count_entries" ADD CONSTRAINT "stock_count_entries_line_fk" FOREIGN KEY ("tenant_id","line_id") REFERENCES "public"."stock_count_lines"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_count_entries" ADD CONSTRAINT "stock_count_entries_user_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_count_entries" ADD CONSTRAINT "stock_count_entries_removed_by_fk" FOREIGN KEY ("tenant_id","removed_by") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_count_entries" ADD CONSTRAINT "stock_count_entries_uom_fk" FOREIGN KEY ("tenant_id","uom_id") REFERENCES "public"."units_of_measure"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_count_lines" ADD CONSTRAINT "stock_count_lines_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_count_lines" ADD CONSTRAINT "stock_count_lines_count_fk" FOREIGN KEY ("tenant_id","stock_count_id") REFERENCES "public"."stock_counts"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_count_lines" ADD CONSTRAINT "stock_count_lines_product_fk" FOREIGN KEY ("tenant_id","product_id") REFERENCES "public"."products"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_counts" ADD CONSTRAINT "stock_counts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_counts" ADD CONSTRAINT "stock_counts_location_fk" FOREIGN KEY ("tenant_id","location_id") REFERENCES "public"."stock_locations"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_counts" ADD CONSTRAINT "stock_counts_supplier_fk" FOREIGN KEY ("tenant_id","supplier_id") REFERENCES "public"."suppliers"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_counts" ADD CONSTRAINT "stock_counts_started_by_fk" FOREIGN KEY ("tenant_id","started_by") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_counts" ADD CONSTRAINT "stock_counts_posted_by_fk" FOREIGN KEY ("tenant_id","posted_by") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_counts" ADD CONSTRAINT "stock_counts_cancelled_by_fk" FOREIGN KEY ("tenant_id","cancelled_by") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_counts" ADD CONSTRAINT "stock_counts_created_by_fk" FOREIGN KEY ("tenant_id","created_by") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stock_count_entries_entry_uq" ON "stock_count_entries" USING btree ("tenant_id","stock_count_id","entry_id");--> statement-breakpoint
CREATE INDEX "stock_count_entries_line_idx" ON "stock_count_entries" USING btree ("tenant_id","line_id","counted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_count_lines_product_uq" ON "stock_count_lines" USING btree ("tenant_id","stock_count_id","product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_counts_number_uq" ON "stock_counts" USING btree ("tenant_id","stock_count_number");--> statement-breakpoint
CREATE INDEX "stock_counts_location_idx" ON "stock_counts" USING btree ("tenant_id","location_id","status");--> statement-breakpoint
-- Stock counts' permissions in shops made before: whoever may adjust stock may make, count and post
-- a count; whoever may see stock may count shelves (a new shop's Cashier holds View Stocks and gets
-- both, as seeded). Row-level security is forced on role_permissions (for its owner too): lifted to
-- read every shop's roles here; the tenant-isolation step that runs after every migration forces it again.
ALTER TABLE "role_permissions" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
INSERT INTO "role_permissions" ("tenant_id", "role_id", "permission")
SELECT DISTINCT rp."tenant_id", rp."role_id", p.permission
  FROM "role_permissions" rp
 CROSS JOIN (VALUES ('View Stock Counts'), ('Count Stock'), ('Create Stock Counts'), ('Post Stock Counts')) AS p(permission)
 WHERE rp."permission" = 'Create Adjustments'
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "role_permissions" ("tenant_id", "role_id", "permission")
SELECT DISTINCT rp."tenant_id", rp."role_id", p.permission
  FROM "role_permissions" rp
 CROSS JOIN (VALUES ('View Stock Counts'), ('Count Stock')) AS p(permission)
 WHERE rp."permission" = 'View Stocks'
ON CONFLICT DO NOTHING;
