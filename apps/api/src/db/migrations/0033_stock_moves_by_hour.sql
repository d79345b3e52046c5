CREATE TABLE "stock_moves_by_hour" (
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "stock_moves_by_hour_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"moved_hour" timestamp with time zone NOT NULL,
	"location_id" bigint NOT NULL,
	"units_in" numeric NOT NULL,
	"units_out" numeric NOT NULL,
	CONSTRAINT "stock_moves_by_hour_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "stock_moves_by_hour" ADD CONSTRAINT "stock_moves_by_hour_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_moves_by_hour_hour_idx" ON "stock_moves_by_hour" USING btree ("tenant_id","moved_hour","location_id","units_in","units_out");--> statement-breakpoint
-- Units moved in and out per UTC hour and location (see db/schema/inventory.ts, stock_moves_by_hour),
-- kept like stock_totals (0031): insert-only rows added by statement triggers on stock_movements, an
-- hour's rows merged now and then. Folds the shop's hours that have more than one row at a location:
-- what it deletes is what its snapshot sees; one folder at a time per shop (the other skips).
CREATE FUNCTION "stock_moves_fold"(p_tenant bigint) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF NOT pg_try_advisory_xact_lock(hashtext('stock_moves_by_hour'), p_tenant::int) THEN
    RETURN;
  END IF;
  WITH doubled AS (
    SELECT moved_hour, location_id FROM "stock_moves_by_hour" WHERE tenant_id = p_tenant
     GROUP BY moved_hour, location_id HAVING count(*) > 1
  ), gone AS (
    DELETE FROM "stock_moves_by_hour" h USING doubled d
     WHERE h.tenant_id = p_tenant AND h.moved_hour = d.moved_hour AND h.location_id = d.location_id
    RETURNING h.moved_hour, h.location_id, h.units_in, h.units_out
  )
  INSERT INTO "stock_moves_by_hour" ("tenant_id", "moved_hour", "location_id", "units_in", "units_out")
  SELECT p_tenant, moved_hour, location_id, sum(units_in), sum(units_out)
    FROM gone
   GROUP BY moved_hour, location_id;
END
$$;--> statement-breakpoint
-- Every 512th row added (by id, over all shops) folds its shop's hours.
CREATE FUNCTION "stock_moves_added"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  fold bigint;
BEGIN
  WITH kept AS (
    INSERT INTO "stock_moves_by_hour" ("tenant_id", "moved_hour", "location_id", "units_in", "units_out")
    SELECT tenant_id, date_trunc('hour', created_at, 'UTC'), location_id,
           coalesce(sum(quantity) FILTER (WHERE quantity > 0), 0), coalesce(sum(-quantity) FILTER (WHERE quantity < 0), 0)
      FROM "added"
     GROUP BY 1, 2, 3
    RETURNING id, tenant_id
  )
  SELECT min(tenant_id) FILTER (WHERE id % 512 = 0) INTO fold FROM kept;
  IF fold IS NOT NULL THEN
    PERFORM "stock_moves_fold"(fold);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "stock_moves_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  fold bigint;
BEGIN
  WITH kept AS (
    INSERT INTO "stock_moves_by_hour" ("tenant_id", "moved_hour", "location_id", "units_in", "units_out")
    SELECT tenant_id, moved_hour, location_id, sum(units_in), sum(units_out)
      FROM (
        SELECT tenant_id, date_trunc('hour', created_at, 'UTC') AS moved_hour, location_id,
               greatest(quantity, 0) AS units_in, greatest(-quantity, 0) AS units_out
          FROM "added"
        UNION ALL
        SELECT tenant_id, date_trunc('hour', created_at, 'UTC'), location_id, -greatest(quantity, 0), -greatest(-quantity, 0)
          FROM "removed"
      ) d
     GROUP BY tenant_id, moved_hour, location_id
    HAVING sum(units_in) <> 0 OR sum(units_out) <> 0
    RETURNING id, tenant_id
  )
  SELECT min(tenant_id) FILTER (WHERE id % 512 = 0) INTO fold FROM kept;
  IF fold IS NOT NULL THEN
    PERFORM "stock_moves_fold"(fold);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "stock_moves_removed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "stock_moves_by_hour" ("tenant_id", "moved_hour", "location_id", "units_in", "units_out")
  SELECT tenant_id, date_trunc('hour', created_at, 'UTC'), location_id,
         -coalesce(sum(quantity) FILTER (WHERE quantity > 0), 0), -coalesce(sum(-quantity) FILTER (WHERE quantity < 0), 0)
    FROM "removed"
   GROUP BY 1, 2, 3;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Sums a shop's movements (all shops: null) again, for a shop at rest (this migration, tests).
CREATE FUNCTION "stock_moves_rebuild"(p_tenant bigint) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "stock_moves_by_hour" WHERE p_tenant IS NULL OR tenant_id = p_tenant;
  INSERT INTO "stock_moves_by_hour" ("tenant_id", "moved_hour", "location_id", "units_in", "units_out")
  SELECT tenant_id, date_trunc('hour', created_at, 'UTC'), location_id,
         coalesce(sum(quantity) FILTER (WHERE quantity > 0), 0), coalesce(sum(-quantity) FILTER (WHERE quantity < 0), 0)
    FROM "stock_movements"
   WHERE p_tenant IS NULL OR tenant_id = p_tenant
   GROUP BY 1, 2, 3;
END
$$;--> statement-breakpoint
-- The triggers first: they lock out new movements until the migration commits, so the count below and
-- the triggers never miss or double one.
CREATE TRIGGER "stock_movements_by_hour_added" AFTER INSERT ON "stock_movements"
  REFERENCING NEW TABLE AS "added" FOR EACH STATEMENT EXECUTE FUNCTION "stock_moves_added"();--> statement-breakpoint
CREATE TRIGGER "stock_movements_by_hour_changed" AFTER UPDATE ON "stock_movements"
  REFERENCING OLD TABLE AS "removed" NEW TABLE AS "added" FOR EACH STATEMENT EXECUTE FUNCTION "stock_moves_changed"();--> statement-breakpoint
CREATE TRIGGER "stock_movements_by_hour_removed" AFTER DELETE ON "stock_movements"
  REFERENCING OLD TABLE AS "removed" FOR EACH STATEMENT EXECUTE FUNCTION "stock_moves_removed"();--> statement-breakpoint
-- Row-level security is forced on the movements (for their owner too): lifted to read every shop's
-- here; the tenant-isolation step that runs after every migration forces it again.
ALTER TABLE "stock_movements" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
SELECT "stock_moves_rebuild"(NULL);
