CREATE TABLE "sales_by_hour" (
	"tenant_id" bigint NOT NULL,
	"sales_hour" timestamp with time zone NOT NULL,
	"sales_channel_id" bigint NOT NULL,
	"order_count" integer DEFAULT 0 NOT NULL,
	"gross_total" numeric(18, 2) DEFAULT '0' NOT NULL,
	"discount_total" numeric(18, 2) DEFAULT '0' NOT NULL,
	"net_total" numeric(18, 2) DEFAULT '0' NOT NULL,
	"paid_total" numeric(18, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "sales_by_hour_tenant_id_sales_hour_sales_channel_id_pk" PRIMARY KEY("tenant_id","sales_hour","sales_channel_id")
);
--> statement-breakpoint
ALTER TABLE "sales_by_hour" ADD CONSTRAINT "sales_by_hour_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_by_hour" ADD CONSTRAINT "sales_by_hour_channel_fk" FOREIGN KEY ("tenant_id","sales_channel_id") REFERENCES "public"."sales_channels"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Completed sales per UTC hour and channel, kept exact by a trigger in the transaction of every
-- change of an order (post, edit, void, quotation converted, whatever the path). A sale is counted
-- when it gets its number: it is written early with a provisional 'PENDING-…' number and numbered
-- last while the shop's counter row is locked, so the hour's row is locked only where sales already
-- queue. Counting is exact whatever the number looks like; the prefix only decides when it happens.
CREATE FUNCTION "count_sales_by_hour"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.status = 'COMPLETED' AND NOT starts_with(OLD.sales_order_number, 'PENDING-') THEN
    IF TG_OP = 'UPDATE' AND NEW.status = 'COMPLETED' AND NOT starts_with(NEW.sales_order_number, 'PENDING-')
       AND (NEW.tenant_id, NEW.sales_order_date, NEW.sales_channel_id, NEW.gross_total, NEW.discount_total, NEW.net_total, NEW.paid_amount_total)
           IS NOT DISTINCT FROM (OLD.tenant_id, OLD.sales_order_date, OLD.sales_channel_id, OLD.gross_total, OLD.discount_total, OLD.net_total, OLD.paid_amount_total) THEN
      -- Counted before and after, and nothing the report reads changed (the number was given, say).
      RETURN NULL;
    END IF;
    -- A shop being removed takes its hours with it.
    IF TG_OP = 'DELETE' AND NOT EXISTS (SELECT 1 FROM "tenants" WHERE "id" = OLD.tenant_id) THEN
      RETURN NULL;
    END IF;
    INSERT INTO "sales_by_hour" AS h ("tenant_id", "sales_hour", "sales_channel_id", "order_count", "gross_total", "discount_total", "net_total", "paid_total")
    VALUES (OLD.tenant_id, date_trunc('hour', OLD.sales_order_date, 'UTC'), OLD.sales_channel_id, -1, -OLD.gross_total, -OLD.discount_total, -OLD.net_total, -OLD.paid_amount_total)
    ON CONFLICT ("tenant_id", "sales_hour", "sales_channel_id") DO UPDATE SET
      "order_count" = h.order_count + excluded.order_count,
      "gross_total" = h.gross_total + excluded.gross_total,
      "discount_total" = h.discount_total + excluded.discount_total,
      "net_total" = h.net_total + excluded.net_total,
      "paid_total" = h.paid_total + excluded.paid_total;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.status = 'COMPLETED' AND NOT starts_with(NEW.sales_order_number, 'PENDING-') THEN
    INSERT INTO "sales_by_hour" AS h ("tenant_id", "sales_hour", "sales_channel_id", "order_count", "gross_total", "discount_total", "net_total", "paid_total")
    VALUES (NEW.tenant_id, date_trunc('hour', NEW.sales_order_date, 'UTC'), NEW.sales_channel_id, 1, NEW.gross_total, NEW.discount_total, NEW.net_total, NEW.paid_amount_total)
    ON CONFLICT ("tenant_id", "sales_hour", "sales_channel_id") DO UPDATE SET
      "order_count" = h.order_count + excluded.order_count,
      "gross_total" = h.gross_total + excluded.gross_total,
      "discount_total" = h.discount_total + excluded.discount_total,
      "net_total" = h.net_total + excluded.net_total,
      "paid_total" = h.paid_total + excluded.paid_total;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- The trigger first: it locks out writes to the orders until the migration commits, so the
-- backfill below and the trigger's counting never miss or double an order.
CREATE TRIGGER "sales_orders_count_sales_by_hour"
  AFTER INSERT OR DELETE OR UPDATE OF "tenant_id", "sales_order_number", "sales_order_date", "sales_channel_id", "status", "gross_total", "discount_total", "net_total", "paid_amount_total"
  ON "sales_orders" FOR EACH ROW EXECUTE FUNCTION "count_sales_by_hour"();--> statement-breakpoint
-- Row-level security is forced on sales_orders (for its owner too): lifted to read every shop's
-- orders here; the tenant-isolation step that runs after every migration forces it again.
ALTER TABLE "sales_orders" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
INSERT INTO "sales_by_hour" ("tenant_id", "sales_hour", "sales_channel_id", "order_count", "gross_total", "discount_total", "net_total", "paid_total")
SELECT "tenant_id", date_trunc('hour', "sales_order_date", 'UTC'), "sales_channel_id", count(*), sum("gross_total"), sum("discount_total"), sum("net_total"), sum("paid_amount_total")
  FROM "sales_orders"
 WHERE "status" = 'COMPLETED' AND NOT starts_with("sales_order_number", 'PENDING-')
 GROUP BY 1, 2, 3;
