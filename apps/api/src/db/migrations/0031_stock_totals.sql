CREATE TABLE "stock_totals" (
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "stock_totals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"location_id" bigint NOT NULL,
	"row_count" integer NOT NULL,
	"stocked_count" integer NOT NULL,
	"on_hand" numeric NOT NULL,
	"value" numeric NOT NULL,
	CONSTRAINT "stock_totals_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "stock_totals" ADD CONSTRAINT "stock_totals_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_totals_location_idx" ON "stock_totals" USING btree ("tenant_id","location_id");--> statement-breakpoint
CREATE INDEX "stock_movements_emptied_idx" ON "stock_movements" USING btree ("tenant_id","created_at","product_id","location_id") WHERE "stock_movements"."balance_after" = 0;--> statement-breakpoint
-- The shop's stock in total per location (see db/schema/inventory.ts, stock_totals): every statement
-- that changes stock rows adds what it changed, over the carried rows, valued at the product's cost.
-- Folds a shop's rows into one per location: the rows it deletes are exactly those its snapshot sees,
-- so a change committed meanwhile stays as its own row; one folder at a time per shop (a transaction-
-- scoped advisory lock: another just leaves it). Called by the report that reads the totals, and by
-- the triggers at every 512th row added, so a shop whose report nobody opens does not pile them up.
CREATE FUNCTION "stock_totals_fold"(p_tenant bigint) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF NOT pg_try_advisory_xact_lock(hashtext('stock_totals'), p_tenant::int) THEN
    RETURN;
  END IF;
  WITH gone AS (
    DELETE FROM "stock_totals" WHERE tenant_id = p_tenant
    RETURNING location_id, row_count, stocked_count, on_hand, value
  )
  INSERT INTO "stock_totals" ("tenant_id", "location_id", "row_count", "stocked_count", "on_hand", "value")
  SELECT p_tenant, location_id, sum(row_count), sum(stocked_count), sum(on_hand), sum(value)
    FROM gone
   GROUP BY location_id;
END
$$;--> statement-breakpoint
CREATE FUNCTION "stock_totals_added"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  fold bigint;
BEGIN
  -- Stock placed on a new row while its product's cost is being changed waits for that change, so it
  -- is valued at the cost the change leaves (the change cannot see the new row to value it).
  PERFORM 1 FROM "products" p JOIN "added" n ON p.tenant_id = n.tenant_id AND p.id = n.product_id
   WHERE n.carried AND n.on_hand <> 0 ORDER BY p.id FOR SHARE OF p;
  WITH kept AS (
    INSERT INTO "stock_totals" ("tenant_id", "location_id", "row_count", "stocked_count", "on_hand", "value")
    SELECT n.tenant_id, n.location_id, count(*), count(*) FILTER (WHERE n.on_hand <> 0), sum(n.on_hand),
           sum(round(n.on_hand * coalesce(p.cost, 0), 2))
      FROM "added" n LEFT JOIN "products" p ON p.tenant_id = n.tenant_id AND p.id = n.product_id
     WHERE n.carried
     GROUP BY n.tenant_id, n.location_id
    RETURNING id, tenant_id
  )
  SELECT min(tenant_id) FILTER (WHERE id % 512 = 0) INTO fold FROM kept;
  IF fold IS NOT NULL THEN
    PERFORM "stock_totals_fold"(fold);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "stock_totals_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  fold bigint;
BEGIN
  WITH kept AS (
    INSERT INTO "stock_totals" ("tenant_id", "location_id", "row_count", "stocked_count", "on_hand", "value")
    SELECT d.tenant_id, d.location_id, sum(d.row_count), sum(d.stocked_count), sum(d.on_hand), sum(d.value)
      FROM (
        SELECT n.tenant_id, n.location_id, 1 AS row_count, (n.on_hand <> 0)::int AS stocked_count, n.on_hand,
               round(n.on_hand * coalesce(p.cost, 0), 2) AS value
          FROM "added" n LEFT JOIN "products" p ON p.tenant_id = n.tenant_id AND p.id = n.product_id
         WHERE n.carried
        UNION ALL
        SELECT o.tenant_id, o.location_id, -1, -(o.on_hand <> 0)::int, -o.on_hand, -round(o.on_hand * coalesce(p.cost, 0), 2)
          FROM "removed" o LEFT JOIN "products" p ON p.tenant_id = o.tenant_id AND p.id = o.product_id
         WHERE o.carried
      ) d
     GROUP BY d.tenant_id, d.location_id
    HAVING sum(d.row_count) <> 0 OR sum(d.stocked_count) <> 0 OR sum(d.on_hand) <> 0 OR sum(d.value) <> 0
    RETURNING id, tenant_id
  )
  SELECT min(tenant_id) FILTER (WHERE id % 512 = 0) INTO fold FROM kept;
  IF fold IS NOT NULL THEN
    PERFORM "stock_totals_fold"(fold);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "stock_totals_removed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  fold bigint;
BEGIN
  WITH kept AS (
    INSERT INTO "stock_totals" ("tenant_id", "location_id", "row_count", "stocked_count", "on_hand", "value")
    SELECT o.tenant_id, o.location_id, -count(*), -count(*) FILTER (WHERE o.on_hand <> 0), -sum(o.on_hand),
           -sum(round(o.on_hand * coalesce(p.cost, 0), 2))
      FROM "removed" o LEFT JOIN "products" p ON p.tenant_id = o.tenant_id AND p.id = o.product_id
     WHERE o.carried
     GROUP BY o.tenant_id, o.location_id
    RETURNING id, tenant_id
  )
  SELECT min(tenant_id) FILTER (WHERE id % 512 = 0) INTO fold FROM kept;
  IF fold IS NOT NULL THEN
    PERFORM "stock_totals_fold"(fold);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- A product's cost changed: its stock rows are locked in the order postings lock them (location,
-- product), so a posting under way finishes first and is read as it stands; a posting that comes
-- after waits and values its change at the new cost.
CREATE FUNCTION "stock_totals_revalued"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  fold bigint;
BEGIN
  WITH changed AS (
    SELECT n.tenant_id, n.id, coalesce(o.cost, 0) AS was, coalesce(n.cost, 0) AS now
      FROM "removed" o JOIN "added" n ON n.tenant_id = o.tenant_id AND n.id = o.id
     WHERE n.cost IS DISTINCT FROM o.cost
  ), locked AS (
    SELECT s.tenant_id, s.location_id, s.on_hand, s.carried, c.was, c.now
      FROM "stock_levels" s JOIN changed c ON s.tenant_id = c.tenant_id AND s.product_id = c.id
     ORDER BY s.location_id, s.product_id
       FOR NO KEY UPDATE OF s
  ),
  kept AS (
    INSERT INTO "stock_totals" ("tenant_id", "location_id", "row_count", "stocked_count", "on_hand", "value")
    SELECT tenant_id, location_id, 0, 0, 0, sum(round(on_hand * now, 2) - round(on_hand * was, 2))
      FROM locked
     WHERE carried
     GROUP BY tenant_id, location_id
    HAVING sum(round(on_hand * now, 2) - round(on_hand * was, 2)) <> 0
    RETURNING id, tenant_id
  )
  SELECT min(tenant_id) FILTER (WHERE id % 512 = 0) INTO fold FROM kept;
  IF fold IS NOT NULL THEN
    PERFORM "stock_totals_fold"(fold);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Counts a shop (all shops: null) again from its stock rows, for a shop at rest (this migration, tests).
CREATE FUNCTION "stock_totals_rebuild"(p_tenant bigint) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "stock_totals" WHERE p_tenant IS NULL OR tenant_id = p_tenant;
  INSERT INTO "stock_totals" ("tenant_id", "location_id", "row_count", "stocked_count", "on_hand", "value")
  SELECT s.tenant_id, s.location_id, count(*), count(*) FILTER (WHERE s.on_hand <> 0), sum(s.on_hand),
         sum(round(s.on_hand * coalesce(p.cost, 0), 2))
    FROM "stock_levels" s LEFT JOIN "products" p ON p.tenant_id = s.tenant_id AND p.id = s.product_id
   WHERE s.carried AND (p_tenant IS NULL OR s.tenant_id = p_tenant)
   GROUP BY s.tenant_id, s.location_id;
END
$$;--> statement-breakpoint
-- The triggers first: they lock out writes to the stock rows and products until the migration
-- commits, so the count below and the triggers never miss or double a change.
CREATE TRIGGER "stock_levels_totals_added" AFTER INSERT ON "stock_levels"
  REFERENCING NEW TABLE AS "added" FOR EACH STATEMENT EXECUTE FUNCTION "stock_totals_added"();--> statement-breakpoint
CREATE TRIGGER "stock_levels_totals_changed" AFTER UPDATE ON "stock_levels"
  REFERENCING OLD TABLE AS "removed" NEW TABLE AS "added" FOR EACH STATEMENT EXECUTE FUNCTION "stock_totals_changed"();--> statement-breakpoint
CREATE TRIGGER "stock_levels_totals_removed" AFTER DELETE ON "stock_levels"
  REFERENCING OLD TABLE AS "removed" FOR EACH STATEMENT EXECUTE FUNCTION "stock_totals_removed"();--> statement-breakpoint
CREATE TRIGGER "products_totals_revalued" AFTER UPDATE ON "products"
  REFERENCING OLD TABLE AS "removed" NEW TABLE AS "added" FOR EACH STATEMENT EXECUTE FUNCTION "stock_totals_revalued"();--> statement-breakpoint
-- Row-level security is forced on the stock rows and products (for their owner too): lifted to read
-- every shop's here; the tenant-isolation step that runs after every migration forces it again.
ALTER TABLE "stock_levels" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "products" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
SELECT "stock_totals_rebuild"(NULL);
