-- Shops created before the BIR counter and before payments could be voided have roles that never
-- held those permissions (a new shop's Manager and Cashier get them when it is made): a cashier
-- could not open a shift on a terminal, a manager could not take a Z reading or void a payment.
-- A shop in which no role holds any permission of the counter (or Void Payments) predates it, so
-- each role gets the new permission its older ones imply, as a new shop's roles would have it:
--   Open and Close Shifts           <- Create Sales Orders (who sells at the counter)
--   View Readings, View Electronic Journal <- View Sales Reports
--   Manage Terminals, Make Z Reading <- Edit Sales Settings
--   Void Payments                   <- Create Payments and Delete Sales Orders (who voids sales)
-- A shop where any role already holds one of them is left as its owner set it.
-- Row-level security is forced on role_permissions (for its owner too): lifted to read every shop's
-- roles here; the tenant-isolation step that runs after every migration forces it again.
ALTER TABLE "role_permissions" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
INSERT INTO "role_permissions" ("tenant_id", "role_id", "permission")
SELECT DISTINCT rp."tenant_id", rp."role_id", granted."permission"
  FROM "role_permissions" rp
  JOIN (VALUES ('Create Sales Orders', 'Open and Close Shifts'),
               ('View Sales Reports', 'View Readings'),
               ('View Sales Reports', 'View Electronic Journal'),
               ('Edit Sales Settings', 'Manage Terminals'),
               ('Edit Sales Settings', 'Make Z Reading')) AS granted ("implied_by", "permission")
    ON granted."implied_by" = rp."permission"
 WHERE NOT EXISTS (SELECT 1 FROM "role_permissions" c
                    WHERE c."tenant_id" = rp."tenant_id"
                      AND c."permission" IN ('Manage Terminals', 'Open and Close Shifts', 'View Readings', 'Make Z Reading', 'View Electronic Journal'))
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "role_permissions" ("tenant_id", "role_id", "permission")
SELECT DISTINCT rp."tenant_id", rp."role_id", 'Void Payments'
  FROM "role_permissions" rp
 WHERE rp."permission" = 'Create Payments'
   AND EXISTS (SELECT 1 FROM "role_permissions" v
                WHERE v."tenant_id" = rp."tenant_id" AND v."role_id" = rp."role_id" AND v."permission" = 'Delete Sales Orders')
   AND NOT EXISTS (SELECT 1 FROM "role_permissions" v
                    WHERE v."tenant_id" = rp."tenant_id" AND v."permission" = 'Void Payments')
ON CONFLICT DO NOTHING;
