CREATE TABLE "service_order_comments" (
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "service_order_comments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"service_order_id" bigint NOT NULL,
	"text" text NOT NULL,
	"author_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_order_comments_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "service_order_items" (
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "service_order_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"service_order_id" bigint NOT NULL,
	"line_number" integer NOT NULL,
	"line_type" text NOT NULL,
	"product_id" bigint NOT NULL,
	"uom_id" bigint NOT NULL,
	"quantity" numeric(14, 4) NOT NULL,
	"unit_price" numeric(14, 2) NOT NULL,
	"line_total" numeric(14, 2) NOT NULL,
	CONSTRAINT "service_order_items_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "service_order_items_quantity_ck" CHECK ("service_order_items"."quantity" > 0),
	CONSTRAINT "service_order_items_price_ck" CHECK ("service_order_items"."unit_price" >= 0),
	CONSTRAINT "service_order_items_type_ck" CHECK ("service_order_items"."line_type" in ('PRODUCT', 'SERVICE'))
);
--> statement-breakpoint
CREATE TABLE "service_order_status_history" (
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "service_order_status_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"service_order_id" bigint NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"remark" text,
	"changed_by" bigint,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_order_status_history_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "service_orders" (
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "service_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"service_order_number" text NOT NULL,
	"customer_id" bigint NOT NULL,
	"sales_channel_id" bigint,
	"item_description" text NOT NULL,
	"brand" text,
	"model" text,
	"serial_number" text,
	"sold_sales_order_id" bigint,
	"accessories_received" text,
	"problem_reported" text NOT NULL,
	"diagnosis" text,
	"assigned_technician_id" bigint,
	"priority" text DEFAULT 'NORMAL' NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"promised_date" date,
	"status" text DEFAULT 'RECEIVED' NOT NULL,
	"estimate_total" numeric(14, 2) DEFAULT '0' NOT NULL,
	"deposit" numeric(14, 2) DEFAULT '0' NOT NULL,
	"deposit_payment_type_id" bigint,
	"notes" text,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_orders_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "service_orders_status_ck" CHECK ("service_orders"."status" in ('RECEIVED', 'DIAGNOSING', 'WAITING_FOR_APPROVAL', 'WAITING_FOR_PARTS', 'IN_PROGRESS', 'READY_FOR_PICKUP', 'RELEASED', 'CANCELLED')),
	CONSTRAINT "service_orders_priority_ck" CHECK ("service_orders"."priority" in ('LOW', 'NORMAL', 'HIGH', 'URGENT')),
	CONSTRAINT "service_orders_deposit_ck" CHECK ("service_orders"."deposit" >= 0),
	CONSTRAINT "service_orders_deposit_type_ck" CHECK ("service_orders"."deposit" = 0 or "service_orders"."deposit_payment_type_id" is not null)
);
--> statement-breakpoint
ALTER TABLE "service_order_comments" ADD CONSTRAINT "service_order_comments_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_order_comments" ADD CONSTRAINT "service_order_comments_order_fk" FOREIGN KEY ("tenant_id","service_order_id") REFERENCES "public"."service_orders"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_order_comments" ADD CONSTRAINT "service_order_comments_author_fk" FOREIGN KEY ("tenant_id","author_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_order_items" ADD CONSTRAINT "service_order_items_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_order_items" ADD CONSTRAINT "service_order_items_order_fk" FOREIGN KEY ("tenant_id","service_order_id") REFERENCES "public"."service_orders"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_order_items" ADD CONSTRAINT "service_order_items_product_fk" FOREIGN KEY ("tenant_id","product_id") REFERENCES "public"."products"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_order_items" ADD CONSTRAINT "service_order_items_uom_fk" FOREIGN KEY ("tenant_id","uom_id") REFERENCES "public"."units_of_measure"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_order_status_history" ADD CONSTRAINT "service_order_status_history_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_order_status_history" ADD CONSTRAINT "service_order_status_history_order_fk" FOREIGN KEY ("tenant_id","service_order_id") REFERENCES "public"."service_orders"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_order_status_history" ADD CONSTRAINT "service_order_status_history_changed_by_fk" FOREIGN KEY ("tenant_id","changed_by") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_orders" ADD CONSTRAINT "service_orders_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_orders" ADD CONSTRAINT "service_orders_customer_fk" FOREIGN KEY ("tenant_id","customer_id") REFERENCES "public"."customers"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_orders" ADD CONSTRAINT "service_orders_sales_channel_fk" FOREIGN KEY ("tenant_id","sales_channel_id") REFERENCES "public"."sales_channels"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_orders" ADD CONSTRAINT "service_orders_sold_sales_order_fk" FOREIGN KEY ("tenant_id","sold_sales_order_id") REFERENCES "public"."sales_orders"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_orders" ADD CONSTRAINT "service_orders_technician_fk" FOREIGN KEY ("tenant_id","assigned_technician_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_orders" ADD CONSTRAINT "service_orders_deposit_payment_type_fk" FOREIGN KEY ("tenant_id","deposit_payment_type_id") REFERENCES "public"."payment_types"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_orders" ADD CONSTRAINT "service_orders_created_by_fk" FOREIGN KEY ("tenant_id","created_by") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "service_order_comments_order_idx" ON "service_order_comments" USING btree ("tenant_id","service_order_id");--> statement-breakpoint
CREATE INDEX "service_order_items_order_idx" ON "service_order_items" USING btree ("tenant_id","service_order_id");--> statement-breakpoint
CREATE INDEX "service_order_items_product_idx" ON "service_order_items" USING btree ("tenant_id","product_id");--> statement-breakpoint
CREATE INDEX "service_order_status_history_order_idx" ON "service_order_status_history" USING btree ("tenant_id","service_order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "service_orders_number_uq" ON "service_orders" USING btree ("tenant_id","service_order_number");--> statement-breakpoint
CREATE INDEX "service_orders_status_idx" ON "service_orders" USING btree ("tenant_id","status");--> statement-breakpoint
CREATE INDEX "service_orders_customer_idx" ON "service_orders" USING btree ("tenant_id","customer_id");--> statement-breakpoint
CREATE INDEX "service_orders_technician_idx" ON "service_orders" USING btree ("tenant_id","assigned_technician_id");--> statement-breakpoint
CREATE INDEX "service_orders_received_idx" ON "service_orders" USING btree ("tenant_id","received_at");