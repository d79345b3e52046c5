CREATE TABLE "sales_by_customer_hour" (
	"tenant_id" bigint NOT NULL,
	"sales_hour" timestamp with time zone NOT NULL,
	"sales_channel_id" bigint NOT NULL,
	"customer_id" bigint NOT NULL,
	"order_count" integer DEFAULT 0 NOT NULL,
	"gross_total" numeric(18, 2) DEFAULT '0' NOT NULL,
	"discount_total" numeric(18, 2) DEFAULT '0' NOT NULL,
	"net_total" numeric(18, 2) DEFAULT '0' NOT NULL,
	"cost" numeric DEFAULT '0' NOT NULL,
	CONSTRAINT "sales_by_customer_hour_pk" PRIMARY KEY("tenant_id","sales_hour","sales_channel_id","customer_id")
);
--> statement-breakpoint
CREATE TABLE "sales_by_payment_hour" (
	"tenant_id" bigint NOT NULL,
	"sales_hour" timestamp with time zone NOT NULL,
	"sales_channel_id" bigint NOT NULL,
	"payment_type_id" bigint NOT NULL,
	"order_count" integer DEFAULT 0 NOT NULL,
	"total" numeric(18, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "sales_by_payment_hour_pk" PRIMARY KEY("tenant_id","sales_hour","sales_channel_id","payment_type_id")
);
--> statement-breakpoint
CREATE TABLE "sales_by_product_hour" (
	"tenant_id" bigint NOT NULL,
	"sales_hour" timestamp with time zone NOT NULL,
	"sales_channel_id" bigint NOT NULL,
	"product_id" bigint NOT NULL,
	"line_count" integer DEFAULT 0 NOT NULL,
	"quantity" numeric(18, 4) DEFAULT '0' NOT NULL,
	"gross_amount" numeric(18, 2) DEFAULT '0' NOT NULL,
	"line_total" numeric(18, 2) DEFAULT '0' NOT NULL,
	"net" numeric(18, 2) DEFAULT '0' NOT NULL,
	"cost" numeric DEFAULT '0' NOT NULL,
	CONSTRAINT "sales_by_product_hour_pk" PRIMARY KEY("tenant_id","sales_hour","sales_channel_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "sales_cost_by_hour" (
	"tenant_id" bigint NOT NULL,
	"sales_hour" timestamp with time zone NOT NULL,
	"sales_channel_id" bigint NOT NULL,
	"cost" numeric DEFAULT '0' NOT NULL,
	"rounded_cost" numeric(18, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "sales_cost_by_hour_pk" PRIMARY KEY("tenant_id","sales_hour","sales_channel_id")
);
--> statement-breakpoint
CREATE TABLE "sales_report_lines" (
	"tenant_id" bigint NOT NULL,
	"sales_order_item_id" bigint NOT NULL,
	"sales_order_id" bigint NOT NULL,
	"sales_order_date" timestamp with time zone NOT NULL,
	"sales_channel_id" bigint NOT NULL,
	"customer_id" bigint NOT NULL,
	"product_id" bigint NOT NULL,
	"quantity" numeric(18, 4) NOT NULL,
	"gross_amount" numeric(14, 2) NOT NULL,
	"line_total" numeric(14, 2) NOT NULL,
	"net" numeric(14, 2) NOT NULL,
	"cost" numeric NOT NULL,
	CONSTRAINT "sales_report_lines_tenant_id_sales_order_item_id_pk" PRIMARY KEY("tenant_id","sales_order_item_id")
);
--> statement-breakpoint
CREATE TABLE "sales_report_orders" (
	"tenant_id" bigint NOT NULL,
	"sales_order_id" bigint NOT NULL,
	"sales_order_date" timestamp with time zone NOT NULL,
	"sales_channel_id" bigint NOT NULL,
	"customer_id" bigint NOT NULL,
	"gross_total" numeric(14, 2) NOT NULL,
	"discount_total" numeric(14, 2) NOT NULL,
	"net_total" numeric(14, 2) NOT NULL,
	"cost" numeric NOT NULL,
	"rounded_cost" numeric(18, 2) NOT NULL,
	"payments" jsonb NOT NULL,
	CONSTRAINT "sales_report_orders_tenant_id_sales_order_id_pk" PRIMARY KEY("tenant_id","sales_order_id")
);
--> statement-breakpoint
CREATE TABLE "sales_report_pending" (
	"tenant_id" bigint NOT NULL,
	"sales_order_id" bigint NOT NULL,
	CONSTRAINT "sales_report_pending_tenant_id_sales_order_id_pk" PRIMARY KEY("tenant_id","sales_order_id")
);
--> statement-breakpoint
ALTER TABLE "sales_by_customer_hour" ADD CONSTRAINT "sales_by_customer_hour_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_by_payment_hour" ADD CONSTRAINT "sales_by_payment_hour_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_by_product_hour" ADD CONSTRAINT "sales_by_product_hour_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_cost_by_hour" ADD CONSTRAINT "sales_cost_by_hour_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_report_lines" ADD CONSTRAINT "sales_report_lines_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_report_orders" ADD CONSTRAINT "sales_report_orders_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_report_pending" ADD CONSTRAINT "sales_report_pending_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sales_report_lines_order_idx" ON "sales_report_lines" USING btree ("tenant_id","sales_order_id");--> statement-breakpoint
CREATE INDEX "sales_report_lines_date_idx" ON "sales_report_lines" USING btree ("tenant_id","sales_order_date");--> statement-breakpoint
CREATE INDEX "sales_report_lines_customer_idx" ON "sales_report_lines" USING btree ("tenant_id","customer_id","sales_order_date");--> statement-breakpoint
CREATE INDEX "sales_report_orders_date_idx" ON "sales_report_orders" USING btree ("tenant_id","sales_order_date");--> statement-breakpoint
CREATE INDEX "sales_report_orders_customer_idx" ON "sales_report_orders" USING btree ("tenant_id","customer_id","sales_order_date");--> statement-breakpoint
-- ===== Hand-written: the sales reports' rollups, kept by triggers (carry this block over unchanged) =====
-- A change of a sale, its lines or its payments (post, edit, void, quotation converted, RMA, whatever
-- the path) marks the sale; once per sale and transaction, at its end (a deferred trigger), the sale's
-- earlier counting is taken back and the sale counted as it now stands. So a sale whose lines are
-- rewritten one by one is counted once, with every line in place.
CREATE FUNCTION "sales_report_mark"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  shop bigint;
  sale bigint;
BEGIN
  IF TG_OP = 'DELETE' THEN
    shop := OLD.tenant_id;
    IF TG_TABLE_NAME = 'sales_orders' THEN sale := OLD.id; ELSE sale := OLD.sales_order_id; END IF;
    -- A shop being removed takes its rollups with it.
    IF NOT EXISTS (SELECT 1 FROM "tenants" WHERE "id" = shop) THEN
      RETURN NULL;
    END IF;
  ELSE
    shop := NEW.tenant_id;
    IF TG_TABLE_NAME = 'sales_orders' THEN
      sale := NEW.id;
    ELSE
      sale := NEW.sales_order_id;
      IF TG_OP = 'UPDATE' THEN
        IF OLD.sales_order_id <> NEW.sales_order_id OR OLD.tenant_id <> NEW.tenant_id THEN
          INSERT INTO "sales_report_pending" ("tenant_id", "sales_order_id") VALUES (OLD.tenant_id, OLD.sales_order_id) ON CONFLICT DO NOTHING;
        END IF;
      END IF;
    END IF;
  END IF;
  INSERT INTO "sales_report_pending" ("tenant_id", "sales_order_id") VALUES (shop, sale) ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Counts the sales of a shop (all shops: null), or one sale: takes back what they counted before and
-- counts those that are completed and numbered (a sale is written with a provisional 'PENDING-…'
-- number and numbered last). Each line's net is its share of the sale's net as the sales report
-- computes it: the share up to and including it less the share before it (lines in id order).
CREATE FUNCTION "sales_report_count"(p_tenant bigint, p_sale bigint) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  WITH old AS (
    DELETE FROM "sales_report_orders" r
     WHERE (p_tenant IS NULL OR r.tenant_id = p_tenant) AND (p_sale IS NULL OR r.sales_order_id = p_sale)
    RETURNING r.*
  ), cost AS (
    INSERT INTO "sales_cost_by_hour" AS h ("tenant_id", "sales_hour", "sales_channel_id", "cost", "rounded_cost")
    SELECT tenant_id, date_trunc('hour', sales_order_date, 'UTC'), sales_channel_id, -sum(cost), -sum(rounded_cost)
      FROM old GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT ("tenant_id", "sales_hour", "sales_channel_id") DO UPDATE SET
      "cost" = h.cost + excluded.cost, "rounded_cost" = h.rounded_cost + excluded.rounded_cost
  ), customer AS (
    INSERT INTO "sales_by_customer_hour" AS h ("tenant_id", "sales_hour", "sales_channel_id", "customer_id", "order_count", "gross_total", "discount_total", "net_total", "cost")
    SELECT tenant_id, date_trunc('hour', sales_order_date, 'UTC'), sales_channel_id, customer_id, -count(*), -sum(gross_total), -sum(discount_total), -sum(net_total), -sum(cost)
      FROM old GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT ("tenant_id", "sales_hour", "sales_channel_id", "customer_id") DO UPDATE SET
      "order_count" = h.order_count + excluded.order_count, "gross_total" = h.gross_total + excluded.gross_total,
      "discount_total" = h.discount_total + excluded.discount_total, "net_total" = h.net_total + excluded.net_total, "cost" = h.cost + excluded.cost
  )
  INSERT INTO "sales_by_payment_hour" AS h ("tenant_id", "sales_hour", "sales_channel_id", "payment_type_id", "order_count", "total")
  SELECT o.tenant_id, date_trunc('hour', o.sales_order_date, 'UTC'), o.sales_channel_id, p.t, -count(*), -sum(p.a)
    FROM old o CROSS JOIN LATERAL jsonb_to_recordset(o.payments) AS p(t bigint, a numeric)
   GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT ("tenant_id", "sales_hour", "sales_channel_id", "payment_type_id") DO UPDATE SET
    "order_count" = h.order_count + excluded.order_count, "total" = h.total + excluded.total;

  WITH old AS (
    DELETE FROM "sales_report_lines" r
     WHERE (p_tenant IS NULL OR r.tenant_id = p_tenant) AND (p_sale IS NULL OR r.sales_order_id = p_sale)
    RETURNING r.*
  )
  INSERT INTO "sales_by_product_hour" AS h ("tenant_id", "sales_hour", "sales_channel_id", "product_id", "line_count", "quantity", "gross_amount", "line_total", "net", "cost")
  SELECT tenant_id, date_trunc('hour', sales_order_date, 'UTC'), sales_channel_id, product_id, -count(*), -sum(quantity), -sum(gross_amount), -sum(line_total), -sum(net), -sum(cost)
    FROM old GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT ("tenant_id", "sales_hour", "sales_channel_id", "product_id") DO UPDATE SET
    "line_count" = h.line_count + excluded.line_count, "quantity" = h.quantity + excluded.quantity,
    "gross_amount" = h.gross_amount + excluded.gross_amount, "line_total" = h.line_total + excluded.line_total,
    "net" = h.net + excluded.net, "cost" = h.cost + excluded.cost;

  WITH counted AS (
    INSERT INTO "sales_report_lines" ("tenant_id", "sales_order_item_id", "sales_order_id", "sales_order_date", "sales_channel_id", "customer_id", "product_id", "quantity", "gross_amount", "line_total", "net", "cost")
    SELECT o.tenant_id, t.id, o.id, o.sales_order_date, o.sales_channel_id, o.customer_id, t.product_id, t.base_quantity, t.gross_amount, t.line_total,
           CASE WHEN t.top_sum = 0 THEN 0
                ELSE round(o.net_total * t.cum_sum / t.top_sum, 2) - round(o.net_total * (t.cum_sum - t.line_total) / t.top_sum, 2) END,
           t.cost
      FROM "sales_orders" o
      CROSS JOIN LATERAL (
        SELECT i.id, i.product_id, i.base_quantity, i.gross_amount, i.line_total,
               -- A bundle's components count under its line.
               coalesce(i.base_quantity * i.unit_cost, 0)
                 + coalesce((SELECT sum(c.base_quantity * c.unit_cost) FROM "sales_order_items" c
                              WHERE c.tenant_id = i.tenant_id AND c.sales_order_id = i.sales_order_id AND c.bundle_parent_id = i.id), 0) AS cost,
               sum(i.line_total) OVER () AS top_sum,
               sum(i.line_total) OVER (ORDER BY i.id ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW) AS cum_sum
          FROM "sales_order_items" i
         WHERE i.tenant_id = o.tenant_id AND i.sales_order_id = o.id AND i.bundle_parent_id IS NULL
      ) t
     WHERE o.status = 'COMPLETED' AND NOT starts_with(o.sales_order_number, 'PENDING-')
       AND (p_tenant IS NULL OR o.tenant_id = p_tenant) AND (p_sale IS NULL OR o.id = p_sale)
    RETURNING *
  )
  INSERT INTO "sales_by_product_hour" AS h ("tenant_id", "sales_hour", "sales_channel_id", "product_id", "line_count", "quantity", "gross_amount", "line_total", "net", "cost")
  SELECT tenant_id, date_trunc('hour', sales_order_date, 'UTC'), sales_channel_id, product_id, count(*), sum(quantity), sum(gross_amount), sum(line_total), sum(net), sum(cost)
    FROM counted GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT ("tenant_id", "sales_hour", "sales_channel_id", "product_id") DO UPDATE SET
    "line_count" = h.line_count + excluded.line_count, "quantity" = h.quantity + excluded.quantity,
    "gross_amount" = h.gross_amount + excluded.gross_amount, "line_total" = h.line_total + excluded.line_total,
    "net" = h.net + excluded.net, "cost" = h.cost + excluded.cost;

  WITH counted AS (
    INSERT INTO "sales_report_orders" ("tenant_id", "sales_order_id", "sales_order_date", "sales_channel_id", "customer_id", "gross_total", "discount_total", "net_total", "cost", "rounded_cost", "payments")
    SELECT o.tenant_id, o.id, o.sales_order_date, o.sales_channel_id, o.customer_id, o.gross_total, o.discount_total, o.net_total,
           coalesce((SELECT sum(l.cost) FROM "sales_report_lines" l WHERE l.tenant_id = o.tenant_id AND l.sales_order_id = o.id), 0),
           -- The dashboard's cost: each line's (components included) rounded to the centavo.
           coalesce((SELECT sum(round(i.base_quantity * i.unit_cost, 2)) FROM "sales_order_items" i
                      WHERE i.tenant_id = o.tenant_id AND i.sales_order_id = o.id AND i.unit_cost IS NOT NULL), 0),
           coalesce((SELECT jsonb_agg(jsonb_build_object('t', p.payment_type_id, 'a', p.amount) ORDER BY p.payment_type_id)
                       FROM (SELECT sp.payment_type_id, sum(sp.paid_amount) AS amount FROM "sales_order_payments" sp
                              WHERE sp.tenant_id = o.tenant_id AND sp.sales_order_id = o.id GROUP BY sp.payment_type_id) p), '[]'::jsonb)
      FROM "sales_orders" o
     WHERE o.status = 'COMPLETED' AND NOT starts_with(o.sales_order_number, 'PENDING-')
       AND (p_tenant IS NULL OR o.tenant_id = p_tenant) AND (p_sale IS NULL OR o.id = p_sale)
    RETURNING *
  ), cost AS (
    INSERT INTO "sales_cost_by_hour" AS h ("tenant_id", "sales_hour", "sales_channel_id", "cost", "rounded_cost")
    SELECT tenant_id, date_trunc('hour', sales_order_date, 'UTC'), sales_channel_id, sum(cost), sum(rounded_cost)
      FROM counted GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT ("tenant_id", "sales_hour", "sales_channel_id") DO UPDATE SET
      "cost" = h.cost + excluded.cost, "rounded_cost" = h.rounded_cost + excluded.rounded_cost
  ), customer AS (
    INSERT INTO "sales_by_customer_hour" AS h ("tenant_id", "sales_hour", "sales_channel_id", "customer_id", "order_count", "gross_total", "discount_total", "net_total", "cost")
    SELECT tenant_id, date_trunc('hour', sales_order_date, 'UTC'), sales_channel_id, customer_id, count(*), sum(gross_total), sum(discount_total), sum(net_total), sum(cost)
      FROM counted GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT ("tenant_id", "sales_hour", "sales_channel_id", "customer_id") DO UPDATE SET
      "order_count" = h.order_count + excluded.order_count, "gross_total" = h.gross_total + excluded.gross_total,
      "discount_total" = h.discount_total + excluded.discount_total, "net_total" = h.net_total + excluded.net_total, "cost" = h.cost + excluded.cost
  )
  INSERT INTO "sales_by_payment_hour" AS h ("tenant_id", "sales_hour", "sales_channel_id", "payment_type_id", "order_count", "total")
  SELECT o.tenant_id, date_trunc('hour', o.sales_order_date, 'UTC'), o.sales_channel_id, p.t, count(*), sum(p.a)
    FROM counted o CROSS JOIN LATERAL jsonb_to_recordset(o.payments) AS p(t bigint, a numeric)
   GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT ("tenant_id", "sales_hour", "sales_channel_id", "payment_type_id") DO UPDATE SET
    "order_count" = h.order_count + excluded.order_count, "total" = h.total + excluded.total;
END
$$;--> statement-breakpoint
-- Recounts a shop (all shops: null) from its documents: for a bulk load that ran with the triggers off.
CREATE FUNCTION "sales_report_rebuild"(p_tenant bigint) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "sales_report_pending" WHERE p_tenant IS NULL OR tenant_id = p_tenant;
  DELETE FROM "sales_report_lines" WHERE p_tenant IS NULL OR tenant_id = p_tenant;
  DELETE FROM "sales_report_orders" WHERE p_tenant IS NULL OR tenant_id = p_tenant;
  DELETE FROM "sales_by_product_hour" WHERE p_tenant IS NULL OR tenant_id = p_tenant;
  DELETE FROM "sales_by_customer_hour" WHERE p_tenant IS NULL OR tenant_id = p_tenant;
  DELETE FROM "sales_by_payment_hour" WHERE p_tenant IS NULL OR tenant_id = p_tenant;
  DELETE FROM "sales_cost_by_hour" WHERE p_tenant IS NULL OR tenant_id = p_tenant;
  PERFORM "sales_report_count"(p_tenant, NULL);
END
$$;--> statement-breakpoint
-- Runs once per sale marked in the transaction, when it ends: the row is gone if a repeat ran already.
CREATE FUNCTION "sales_report_recount"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "sales_report_pending" WHERE "tenant_id" = NEW.tenant_id AND "sales_order_id" = NEW.sales_order_id;
  IF FOUND THEN
    PERFORM "sales_report_count"(NEW.tenant_id, NEW.sales_order_id);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "sales_report_pending_recount" AFTER INSERT ON "sales_report_pending"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "sales_report_recount"();--> statement-breakpoint
-- The marking triggers first: they lock out writes to the sales until the migration commits, so the
-- backfill below and the triggers never miss or double a sale.
CREATE TRIGGER "sales_orders_mark_sales_report"
  AFTER INSERT OR DELETE OR UPDATE OF "tenant_id", "sales_order_number", "sales_order_date", "sales_channel_id", "customer_id", "status", "gross_total", "discount_total", "net_total"
  ON "sales_orders" FOR EACH ROW EXECUTE FUNCTION "sales_report_mark"();--> statement-breakpoint
CREATE TRIGGER "sales_order_items_mark_sales_report"
  AFTER INSERT OR DELETE OR UPDATE OF "tenant_id", "sales_order_id", "bundle_parent_id", "product_id", "base_quantity", "unit_cost", "gross_amount", "line_total"
  ON "sales_order_items" FOR EACH ROW EXECUTE FUNCTION "sales_report_mark"();--> statement-breakpoint
CREATE TRIGGER "sales_order_payments_mark_sales_report"
  AFTER INSERT OR DELETE OR UPDATE OF "tenant_id", "sales_order_id", "payment_type_id", "paid_amount"
  ON "sales_order_payments" FOR EACH ROW EXECUTE FUNCTION "sales_report_mark"();--> statement-breakpoint
-- Row-level security is forced on the sales (for their owner too): lifted to read every shop's sales
-- here; the tenant-isolation step that runs after every migration forces it again.
ALTER TABLE "sales_orders" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "sales_order_items" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "sales_order_payments" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
SELECT "sales_report_rebuild"(NULL);
