-- Resolving a return (its refund, store credit, replacement or repair) now needs Resolve RMA; Create RMA
-- keeps recording, receiving and rejecting returns. A new shop's Manager gets it and its Cashier does
-- not. In shops made before, a role gets it where it holds Create RMA together with Delete Sales
-- Orders: whoever may void a sale (and so give its money back) may settle its return. A Cashier role
-- that was given Create RMA holds no Delete Sales Orders, so it keeps taking returns in but no longer
-- pays them out; an owner who wants otherwise grants Resolve RMA on the role.
-- Row-level security is forced on role_permissions (for its owner too): lifted to read every shop's
-- roles here; the tenant-isolation step that runs after every migration forces it again.
ALTER TABLE "role_permissions" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
INSERT INTO "role_permissions" ("tenant_id", "role_id", "permission")
SELECT DISTINCT rp."tenant_id", rp."role_id", 'Resolve RMA'
  FROM "role_permissions" rp
 WHERE rp."permission" = 'Create RMA'
   AND EXISTS (SELECT 1 FROM "role_permissions" v
                WHERE v."tenant_id" = rp."tenant_id" AND v."role_id" = rp."role_id" AND v."permission" = 'Delete Sales Orders')
ON CONFLICT DO NOTHING;
