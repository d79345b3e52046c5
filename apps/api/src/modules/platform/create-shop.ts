import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { tenants } from '../../db/schema/tenancy';
import { announceNewShop } from '../../platform/tenancy';
import { setUpExpenses } from '../expenses';
import { createShopAdministrator, setUpMasterfile } from '../masterfile';
import { setUpRoles } from '../rbac';
import { setUpCustomers } from '../customers';
import { setUpSettings } from '../settings';

export type NewShop = { slug: string; name: string; adminEmail: string; adminPassword: string };

/**
 * Creates a shop with what it needs on day one, each area adding its own: roles, payment types, a
 * store location and sales channel, the walk-in customer, a Count unit class, the common expense categories, feature flags, its
 * profile and its first administrator, and announces it to every API process. Runs inside the caller's transaction (null tenant), so a
 * failure leaves nothing behind.
 */
export async function createShop(tx: Tx, shop: NewShop): Promise<{ id: number; slug: string; name: string; createdAt: Date }> {
  const [tenant] = await tx.insert(tenants).values({ slug: shop.slug, name: shop.name }).returning();
  const tenantId = tenant!.id;
  // From here on row-level security admits this shop's rows only.
  await tx.execute(sql`select set_config('app.tenant_id', ${String(tenantId)}, true)`);

  const { administratorRoleId } = await setUpRoles(tx, tenantId);
  const { cashPaymentTypeId, mainStoreId } = await setUpMasterfile(tx, tenantId);
  const { userId } = await createShopAdministrator(tx, tenantId, {
    email: shop.adminEmail,
    password: shop.adminPassword,
    roleId: administratorRoleId,
  });
  await setUpCustomers(tx, tenantId, { locationId: mainStoreId, cashPaymentTypeId, staffUserIds: [userId] });
  await setUpSettings(tx, tenantId, shop.name);
  await setUpExpenses(tx, tenantId);
  // Every API process stops answering "no such shop" for this slug once the transaction commits.
  await announceNewShop(tx, shop.slug);
  return tenant!;
}
