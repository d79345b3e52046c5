ALTER TABLE "payments" ADD COLUMN "receipt_number" text;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_receipt_number_uq" ON "payments" USING btree ("tenant_id","receipt_number") WHERE "payments"."receipt_number" is not null;--> statement-breakpoint
-- Collections made before official receipts get their numbers now, per shop in the order they were
-- recorded (a voided one keeps its number, as a voided receipt keeps its place in the booklet), and
-- each shop's series continues after them. Row-level security is forced on both tables (for their
-- owner too): lifted here to number every shop; the tenant-isolation step after every migration forces it again.
ALTER TABLE "payments" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "document_series" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
UPDATE "payments" p
   SET "receipt_number" = 'OR-' || lpad(n."seq"::text, greatest(6, length(n."seq"::text)), '0')
  FROM (SELECT "tenant_id", "id", row_number() OVER (PARTITION BY "tenant_id" ORDER BY "created_at", "id") AS "seq"
          FROM "payments" WHERE "kind" = 'COLLECTION') n
 WHERE p."tenant_id" = n."tenant_id" AND p."id" = n."id";--> statement-breakpoint
INSERT INTO "document_series" ("tenant_id", "kind", "last_number")
SELECT "tenant_id", 'officialReceipt', count(*) FROM "payments" WHERE "kind" = 'COLLECTION' GROUP BY "tenant_id"
ON CONFLICT ("tenant_id", "kind") DO UPDATE SET "last_number" = excluded."last_number";
