-- Sales › Price exceptions (offline sales posted below a minimum price, above the discount cap or with
-- a discount the shop does not have) is read with View Price Exceptions. A new shop's Manager and
-- Administrator get it. In shops made before, every role that holds Override Prices gets it: whoever
-- may approve such a price must be able to see the sales waiting for it.
-- Row-level security is forced on role_permissions (for its owner too): lifted to read every shop's
-- roles here; the tenant-isolation step that runs after every migration forces it again.
ALTER TABLE "role_permissions" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
INSERT INTO "role_permissions" ("tenant_id", "role_id", "permission")
SELECT DISTINCT rp."tenant_id", rp."role_id", 'View Price Exceptions'
  FROM "role_permissions" rp
 WHERE rp."permission" = 'Override Prices'
ON CONFLICT DO NOTHING;
