CREATE TABLE "product_word_trigrams" (
	"tenant_id" bigint NOT NULL,
	"trigram" text NOT NULL,
	"word" text NOT NULL,
	CONSTRAINT "product_word_trigrams_tenant_id_trigram_word_pk" PRIMARY KEY("tenant_id","trigram","word")
);
--> statement-breakpoint
ALTER TABLE "stock_levels" ADD COLUMN "carried" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "tin" text;--> statement-breakpoint
ALTER TABLE "product_word_trigrams" ADD CONSTRAINT "product_word_trigrams_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_word_trigrams" ADD CONSTRAINT "product_word_trigrams_word_fk" FOREIGN KEY ("tenant_id","word") REFERENCES "public"."product_words"("tenant_id","word") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The trigram indexes of 0005 serve no query: under row-level security an index is used only for
-- leakproof comparisons, and pg_trgm's are not. They only slowed every write of products.
DROP INDEX IF EXISTS "products_name_trgm_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "products_sku_trgm_idx";--> statement-breakpoint
-- product_word_trigrams follows product_words, whose words are only ever added.
CREATE FUNCTION "product_word_trigrams_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "product_word_trigrams" ("tenant_id", "trigram", "word")
  SELECT n.tenant_id, t, n.word FROM new_words n, unnest(show_trgm(n.word)) t
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "product_words_trigrams_insert" AFTER INSERT ON "product_words"
  REFERENCING NEW TABLE AS new_words FOR EACH STATEMENT EXECUTE FUNCTION "product_word_trigrams_insert"();--> statement-breakpoint
-- Row-level security is forced on these tables (for their owner too): lifted to read every shop's
-- rows here; the tenant-isolation step that runs after every migration forces it again.
ALTER TABLE "product_words" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
INSERT INTO "product_word_trigrams" ("tenant_id", "trigram", "word")
SELECT w.tenant_id, t, w.word FROM "product_words" w, unnest(show_trgm(w.word)) t
ON CONFLICT DO NOTHING;--> statement-breakpoint
ALTER TABLE "stock_levels" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "stock_movements" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
-- A location carries a product once stock has moved there.
UPDATE "stock_levels" s SET "carried" = true
  FROM (SELECT DISTINCT tenant_id, product_id, location_id FROM "stock_movements") m
 WHERE s.tenant_id = m.tenant_id AND s.product_id = m.product_id AND s.location_id = m.location_id;--> statement-breakpoint
UPDATE "stock_levels" SET "carried" = true WHERE "on_hand" <> 0 AND NOT "carried";--> statement-breakpoint
CREATE OR REPLACE VIEW "stock_overview" WITH (security_invoker = true) AS
SELECT s.id, s.tenant_id, s.product_id, s.location_id, s.on_hand, s.updated_at,
       p.sku, p.product_name, p.type, p.category_id, p.brand_id, p.reorder_point, p.is_active,
       l.name AS location_name,
       u.unit AS base_unit,
       s.carried
  FROM stock_levels s
  JOIN products p ON p.tenant_id = s.tenant_id AND p.id = s.product_id
  JOIN stock_locations l ON l.tenant_id = s.tenant_id AND l.id = s.location_id
  LEFT JOIN units_of_measure u ON u.tenant_id = p.tenant_id AND u.unit_class_id = p.unit_class_id AND u.is_base;
