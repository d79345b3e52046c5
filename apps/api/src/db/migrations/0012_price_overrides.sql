CREATE TABLE "sales_settings" (
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "sales_settings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"require_price_override" boolean DEFAULT false NOT NULL,
	"max_discount_percent" numeric(5, 2),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sales_settings_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "sales_settings_percent_ck" CHECK ("sales_settings"."max_discount_percent" is null or ("sales_settings"."max_discount_percent" >= 0 and "sales_settings"."max_discount_percent" <= 100))
);
--> statement-breakpoint
ALTER TABLE "products" DROP CONSTRAINT "products_price_ck";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "minimum_price" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "quotation_items" ADD COLUMN "list_unit_price" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "quotation_items" ADD COLUMN "price_changed_by" bigint;--> statement-breakpoint
ALTER TABLE "sales_order_items" ADD COLUMN "list_unit_price" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "sales_order_items" ADD COLUMN "price_changed_by" bigint;--> statement-breakpoint
ALTER TABLE "sales_settings" ADD CONSTRAINT "sales_settings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sales_settings_tenant_uq" ON "sales_settings" USING btree ("tenant_id");--> statement-breakpoint
ALTER TABLE "quotation_items" ADD CONSTRAINT "quotation_items_price_changed_by_fk" FOREIGN KEY ("tenant_id","price_changed_by") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_order_items" ADD CONSTRAINT "sales_order_items_price_changed_by_fk" FOREIGN KEY ("tenant_id","price_changed_by") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_price_ck" CHECK ("products"."base_price" >= 0 and ("products"."cost" is null or "products"."cost" >= 0) and ("products"."minimum_price" is null or "products"."minimum_price" >= 0));--> statement-breakpoint
-- Roles that may edit any sale may also sell below a minimum price; roles that set inventory rules set selling rules.
-- Row-level security is forced on role_permissions (for its owner too): lifted to read every shop's
-- roles here; the tenant-isolation step that runs after every migration forces it again.
ALTER TABLE "role_permissions" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
INSERT INTO "role_permissions" ("tenant_id", "role_id", "permission")
SELECT DISTINCT rp."tenant_id", rp."role_id", 'Override Prices' FROM "role_permissions" rp WHERE rp."permission" = 'Edit Sales Orders'
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "role_permissions" ("tenant_id", "role_id", "permission")
SELECT DISTINCT rp."tenant_id", rp."role_id", 'Edit Sales Settings' FROM "role_permissions" rp WHERE rp."permission" = 'Edit Inventory Settings'
ON CONFLICT DO NOTHING;
