CREATE TABLE "product_name_words" (
	"tenant_id" bigint NOT NULL,
	"word" text NOT NULL,
	"name_key" text NOT NULL,
	"product_id" bigint NOT NULL,
	"is_active" boolean NOT NULL,
	CONSTRAINT "product_name_words_tenant_id_word_is_active_name_key_product_id_pk" PRIMARY KEY("tenant_id","word","is_active","name_key","product_id")
);
--> statement-breakpoint
CREATE TABLE "product_words" (
	"tenant_id" bigint NOT NULL,
	"word" text NOT NULL,
	CONSTRAINT "product_words_tenant_id_word_pk" PRIMARY KEY("tenant_id","word")
);
--> statement-breakpoint
ALTER TABLE "product_name_words" ADD CONSTRAINT "product_name_words_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_words" ADD CONSTRAINT "product_words_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "products_reorder_point_idx" ON "products" USING btree ("tenant_id","reorder_point");--> statement-breakpoint
-- The words of a product name as the terminal's search looks them up: the lower-cased name split
-- at anything that is not a letter or digit, each word once.
CREATE FUNCTION "product_name_words_of"(name_key text) RETURNS SETOF text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT DISTINCT w FROM regexp_split_to_table(name_key, '[^[:alnum:]]+') AS w WHERE w <> ''
$$;--> statement-breakpoint
-- product_words and product_name_words follow products, one statement at a time (a bulk insert of
-- products is one insert here). A word stays in product_words when its last product goes: it then
-- finds nothing, and removing it could race with another transaction's use of it.
CREATE FUNCTION "product_name_words_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "product_words" ("tenant_id", "word")
  SELECT DISTINCT n.tenant_id, w FROM new_products n, "product_name_words_of"(n.name_key) w
  ON CONFLICT DO NOTHING;
  INSERT INTO "product_name_words" ("tenant_id", "word", "is_active", "name_key", "product_id")
  SELECT n.tenant_id, w, n.is_active, n.name_key, n.id FROM new_products n, "product_name_words_of"(n.name_key) w;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "product_name_words_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "product_name_words" pw
   USING old_products o JOIN new_products n ON n.tenant_id = o.tenant_id AND n.id = o.id, "product_name_words_of"(o.name_key) w
   WHERE (n.name_key, n.is_active) IS DISTINCT FROM (o.name_key, o.is_active)
     AND pw.tenant_id = o.tenant_id AND pw.word = w AND pw.is_active = o.is_active AND pw.name_key = o.name_key AND pw.product_id = o.id;
  INSERT INTO "product_words" ("tenant_id", "word")
  SELECT DISTINCT n.tenant_id, w
    FROM new_products n JOIN old_products o ON o.tenant_id = n.tenant_id AND o.id = n.id, "product_name_words_of"(n.name_key) w
   WHERE n.name_key IS DISTINCT FROM o.name_key
  ON CONFLICT DO NOTHING;
  INSERT INTO "product_name_words" ("tenant_id", "word", "is_active", "name_key", "product_id")
  SELECT n.tenant_id, w, n.is_active, n.name_key, n.id
    FROM new_products n JOIN old_products o ON o.tenant_id = n.tenant_id AND o.id = n.id, "product_name_words_of"(n.name_key) w
   WHERE (n.name_key, n.is_active) IS DISTINCT FROM (o.name_key, o.is_active);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "product_name_words_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "product_name_words" pw
   USING old_products o, "product_name_words_of"(o.name_key) w
   WHERE pw.tenant_id = o.tenant_id AND pw.word = w AND pw.is_active = o.is_active AND pw.name_key = o.name_key AND pw.product_id = o.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- The triggers first: they lock out writes to products until the migration commits, so the
-- backfill below misses nothing.
CREATE TRIGGER "products_name_words_insert" AFTER INSERT ON "products"
  REFERENCING NEW TABLE AS new_products FOR EACH STATEMENT EXECUTE FUNCTION "product_name_words_insert"();--> statement-breakpoint
CREATE TRIGGER "products_name_words_update" AFTER UPDATE ON "products"
  REFERENCING OLD TABLE AS old_products NEW TABLE AS new_products FOR EACH STATEMENT EXECUTE FUNCTION "product_name_words_update"();--> statement-breakpoint
CREATE TRIGGER "products_name_words_delete" AFTER DELETE ON "products"
  REFERENCING OLD TABLE AS old_products FOR EACH STATEMENT EXECUTE FUNCTION "product_name_words_delete"();--> statement-breakpoint
-- Row-level security is forced on products (for its owner too): lifted to read every shop's
-- products here; the tenant-isolation step that runs after every migration forces it again.
ALTER TABLE "products" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
INSERT INTO "product_words" ("tenant_id", "word")
SELECT DISTINCT p.tenant_id, w FROM "products" p, "product_name_words_of"(p.name_key) w;--> statement-breakpoint
INSERT INTO "product_name_words" ("tenant_id", "word", "is_active", "name_key", "product_id")
SELECT p.tenant_id, w, p.is_active, p.name_key, p.id FROM "products" p, "product_name_words_of"(p.name_key) w;
