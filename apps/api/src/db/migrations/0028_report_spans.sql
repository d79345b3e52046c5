CREATE TABLE "sales_by_customer_span" (
	"tenant_id" bigint NOT NULL,
	"span" text NOT NULL,
	"span_start" timestamp with time zone NOT NULL,
	"sales_channel_id" bigint NOT NULL,
	"customer_id" bigint NOT NULL,
	"order_count" integer DEFAULT 0 NOT NULL,
	"gross_total" numeric(18, 2) DEFAULT '0' NOT NULL,
	"discount_total" numeric(18, 2) DEFAULT '0' NOT NULL,
	"net_total" numeric(18, 2) DEFAULT '0' NOT NULL,
	"cost" numeric DEFAULT '0' NOT NULL,
	CONSTRAINT "sales_by_customer_span_pk" PRIMARY KEY("tenant_id","span","span_start","sales_channel_id","customer_id"),
	CONSTRAINT "sales_by_customer_span_span" CHECK (span in ('month', 'year'))
);
--> statement-breakpoint
CREATE TABLE "sales_by_product_span" (
	"tenant_id" bigint NOT NULL,
	"span" text NOT NULL,
	"span_start" timestamp with time zone NOT NULL,
	"sales_channel_id" bigint NOT NULL,
	"product_id" bigint NOT NULL,
	"line_count" integer DEFAULT 0 NOT NULL,
	"quantity" numeric(18, 4) DEFAULT '0' NOT NULL,
	"gross_amount" numeric(18, 2) DEFAULT '0' NOT NULL,
	"line_total" numeric(18, 2) DEFAULT '0' NOT NULL,
	"net" numeric(18, 2) DEFAULT '0' NOT NULL,
	"cost" numeric DEFAULT '0' NOT NULL,
	CONSTRAINT "sales_by_product_span_pk" PRIMARY KEY("tenant_id","span","span_start","sales_channel_id","product_id"),
	CONSTRAINT "sales_by_product_span_span" CHECK (span in ('month', 'year'))
);
--> statement-breakpoint
ALTER TABLE "sales_by_customer_span" ADD CONSTRAINT "sales_by_customer_span_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_by_product_span" ADD CONSTRAINT "sales_by_product_span_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- ===== Hand-written: the month and year spans, kept by the sales reports' trigger (carry this block over unchanged) =====
-- The counting in progress waits for this migration (the trigger writes the hourly rows), so the
-- spans filled below from the hourly rows and the spans the new counting keeps never miss or double a sale.
LOCK TABLE "sales_by_product_hour", "sales_by_customer_hour" IN EXCLUSIVE MODE;--> statement-breakpoint
-- Row-level security is forced on the rollups (for their owner too): lifted to read every shop's hours
-- here; the tenant-isolation step that runs after every migration forces it again.
ALTER TABLE "sales_by_product_hour" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "sales_by_customer_hour" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
-- As 0021's, and each product's and customer's figures also added to (taken back from) their month and
-- year of Asia/Manila: one more data-modifying step in the same statements; the take-back is skipped
-- for a sale that was not counted before.
CREATE OR REPLACE FUNCTION "sales_report_count"(p_tenant bigint, p_sale bigint) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  -- A sale not counted before (a new sale: most calls) has nothing to take back: its counted order row
  -- and lines are written together below, so without the one there are none of the others.
  IF p_sale IS NULL OR p_tenant IS NULL
     OR EXISTS (SELECT 1 FROM "sales_report_orders" r WHERE r.tenant_id = p_tenant AND r.sales_order_id = p_sale) THEN
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
  ), customer_span AS (
    INSERT INTO "sales_by_customer_span" AS h ("tenant_id", "span", "span_start", "sales_channel_id", "customer_id", "order_count", "gross_total", "discount_total", "net_total", "cost")
    SELECT o.tenant_id, s.span, s.start, o.sales_channel_id, o.customer_id, -count(*), -sum(o.gross_total), -sum(o.discount_total), -sum(o.net_total), -sum(o.cost)
      FROM old o CROSS JOIN LATERAL (VALUES ('month', date_trunc('month', o.sales_order_date, 'Asia/Manila')),
                                            ('year', date_trunc('year', o.sales_order_date, 'Asia/Manila'))) AS s(span, start)
     GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT ("tenant_id", "span", "span_start", "sales_channel_id", "customer_id") DO UPDATE SET
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
  ), hour AS (
  INSERT INTO "sales_by_product_hour" AS h ("tenant_id", "sales_hour", "sales_channel_id", "product_id", "line_count", "quantity", "gross_amount", "line_total", "net", "cost")
  SELECT tenant_id, date_trunc('hour', sales_order_date, 'UTC'), sales_channel_id, product_id, -count(*), -sum(quantity), -sum(gross_amount), -sum(line_total), -sum(net), -sum(cost)
    FROM old GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT ("tenant_id", "sales_hour", "sales_channel_id", "product_id") DO UPDATE SET
    "line_count" = h.line_count + excluded.line_count, "quantity" = h.quantity + excluded.quantity,
    "gross_amount" = h.gross_amount + excluded.gross_amount, "line_total" = h.line_total + excluded.line_total,
    "net" = h.net + excluded.net, "cost" = h.cost + excluded.cost
  )
  INSERT INTO "sales_by_product_span" AS h ("tenant_id", "span", "span_start", "sales_channel_id", "product_id", "line_count", "quantity", "gross_amount", "line_total", "net", "cost")
  SELECT o.tenant_id, s.span, s.start, o.sales_channel_id, o.product_id, -count(*), -sum(o.quantity), -sum(o.gross_amount), -sum(o.line_total), -sum(o.net), -sum(o.cost)
    FROM old o CROSS JOIN LATERAL (VALUES ('month', date_trunc('month', o.sales_order_date, 'Asia/Manila')),
                                          ('year', date_trunc('year', o.sales_order_date, 'Asia/Manila'))) AS s(span, start)
   GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT ("tenant_id", "span", "span_start", "sales_channel_id", "product_id") DO UPDATE SET
    "line_count" = h.line_count + excluded.line_count, "quantity" = h.quantity + excluded.quantity,
    "gross_amount" = h.gross_amount + excluded.gross_amount, "line_total" = h.line_total + excluded.line_total,
    "net" = h.net + excluded.net, "cost" = h.cost + excluded.cost;

  END IF;

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
  ), hour AS (
  INSERT INTO "sales_by_product_hour" AS h ("tenant_id", "sales_hour", "sales_channel_id", "product_id", "line_count", "quantity", "gross_amount", "line_total", "net", "cost")
  SELECT tenant_id, date_trunc('hour', sales_order_date, 'UTC'), sales_channel_id, product_id, count(*), sum(quantity), sum(gross_amount), sum(line_total), sum(net), sum(cost)
    FROM counted GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT ("tenant_id", "sales_hour", "sales_channel_id", "product_id") DO UPDATE SET
    "line_count" = h.line_count + excluded.line_count, "quantity" = h.quantity + excluded.quantity,
    "gross_amount" = h.gross_amount + excluded.gross_amount, "line_total" = h.line_total + excluded.line_total,
    "net" = h.net + excluded.net, "cost" = h.cost + excluded.cost
  )
  INSERT INTO "sales_by_product_span" AS h ("tenant_id", "span", "span_start", "sales_channel_id", "product_id", "line_count", "quantity", "gross_amount", "line_total", "net", "cost")
  SELECT o.tenant_id, s.span, s.start, o.sales_channel_id, o.product_id, count(*), sum(o.quantity), sum(o.gross_amount), sum(o.line_total), sum(o.net), sum(o.cost)
    FROM counted o CROSS JOIN LATERAL (VALUES ('month', date_trunc('month', o.sales_order_date, 'Asia/Manila')),
                                          ('year', date_trunc('year', o.sales_order_date, 'Asia/Manila'))) AS s(span, start)
   GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT ("tenant_id", "span", "span_start", "sales_channel_id", "product_id") DO UPDATE SET
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
  ), customer_span AS (
    INSERT INTO "sales_by_customer_span" AS h ("tenant_id", "span", "span_start", "sales_channel_id", "customer_id", "order_count", "gross_total", "discount_total", "net_total", "cost")
    SELECT o.tenant_id, s.span, s.start, o.sales_channel_id, o.customer_id, count(*), sum(o.gross_total), sum(o.discount_total), sum(o.net_total), sum(o.cost)
      FROM counted o CROSS JOIN LATERAL (VALUES ('month', date_trunc('month', o.sales_order_date, 'Asia/Manila')),
                                            ('year', date_trunc('year', o.sales_order_date, 'Asia/Manila'))) AS s(span, start)
     GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT ("tenant_id", "span", "span_start", "sales_channel_id", "customer_id") DO UPDATE SET
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
CREATE OR REPLACE FUNCTION "sales_report_rebuild"(p_tenant bigint) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "sales_report_pending" WHERE p_tenant IS NULL OR tenant_id = p_tenant;
  DELETE FROM "sales_report_lines" WHERE p_tenant IS NULL OR tenant_id = p_tenant;
  DELETE FROM "sales_report_orders" WHERE p_tenant IS NULL OR tenant_id = p_tenant;
  DELETE FROM "sales_by_product_hour" WHERE p_tenant IS NULL OR tenant_id = p_tenant;
  DELETE FROM "sales_by_customer_hour" WHERE p_tenant IS NULL OR tenant_id = p_tenant;
  DELETE FROM "sales_by_payment_hour" WHERE p_tenant IS NULL OR tenant_id = p_tenant;
  DELETE FROM "sales_cost_by_hour" WHERE p_tenant IS NULL OR tenant_id = p_tenant;
  DELETE FROM "sales_by_product_span" WHERE p_tenant IS NULL OR tenant_id = p_tenant;
  DELETE FROM "sales_by_customer_span" WHERE p_tenant IS NULL OR tenant_id = p_tenant;
  PERFORM "sales_report_count"(p_tenant, NULL);
END
$$;--> statement-breakpoint
INSERT INTO "sales_by_product_span" ("tenant_id", "span", "span_start", "sales_channel_id", "product_id", "line_count", "quantity", "gross_amount", "line_total", "net", "cost")
SELECT h.tenant_id, s.span, s.start, h.sales_channel_id, h.product_id, sum(h.line_count), sum(h.quantity), sum(h.gross_amount), sum(h.line_total), sum(h.net), sum(h.cost)
  FROM "sales_by_product_hour" h CROSS JOIN LATERAL (VALUES ('month', date_trunc('month', h.sales_hour, 'Asia/Manila')),
                                                       ('year', date_trunc('year', h.sales_hour, 'Asia/Manila'))) AS s(span, start)
 GROUP BY 1, 2, 3, 4, 5;--> statement-breakpoint
INSERT INTO "sales_by_customer_span" ("tenant_id", "span", "span_start", "sales_channel_id", "customer_id", "order_count", "gross_total", "discount_total", "net_total", "cost")
SELECT h.tenant_id, s.span, s.start, h.sales_channel_id, h.customer_id, sum(h.order_count), sum(h.gross_total), sum(h.discount_total), sum(h.net_total), sum(h.cost)
  FROM "sales_by_customer_hour" h CROSS JOIN LATERAL (VALUES ('month', date_trunc('month', h.sales_hour, 'Asia/Manila')),
                                                        ('year', date_trunc('year', h.sales_hour, 'Asia/Manila'))) AS s(span, start)
 GROUP BY 1, 2, 3, 4, 5;--> statement-breakpoint
-- The spans hold every hourly row once in their month and once in their year.
DO $$
BEGIN
  IF (SELECT coalesce(sum(line_count), 0) FROM "sales_by_product_hour") * 2 <> (SELECT coalesce(sum(line_count), 0) FROM "sales_by_product_span")
     OR (SELECT coalesce(sum(order_count), 0) FROM "sales_by_customer_hour") * 2 <> (SELECT coalesce(sum(order_count), 0) FROM "sales_by_customer_span") THEN
    RAISE EXCEPTION 'the month and year spans do not add up to the hourly rollups';
  END IF;
END
$$;--> statement-breakpoint
-- The planner's figures for the filled tables, before the first report reads them.
ANALYZE "sales_by_product_span";--> statement-breakpoint
ANALYZE "sales_by_customer_span";
