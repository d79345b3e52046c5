import { sql } from 'drizzle-orm';
import { CASHIER_PERMISSIONS, MANAGER_PERMISSIONS, SEEDED_ROLES } from '@oim/shared/permissions';
import { hashPassword } from '../../platform/auth/passwords';
import { initializeFlags } from '../../modules/settings/feature-flags';
import type { Tx } from '../client';
import { users } from '../schema/identity';
import { paymentTypes, stockLocations, unitClasses, unitsOfMeasure } from '../schema/masterfile';
import { rolePermissions, roles, userRoles } from '../schema/rbac';
import { customers, salesChannels, salesChannelUsers } from '../schema/sales';
import { companyProfiles } from '../schema/settings';
import { tenants } from '../schema/tenancy';

export type NewShop = { slug: string; name: string; adminEmail: string; adminPassword: string };

const PAYMENT_TYPES = [
  { name: 'Cash', category: 'IMMEDIATE', requiresReferenceNumber: false },
  { name: 'GCash', category: 'IMMEDIATE', requiresReferenceNumber: true },
  { name: 'Maya', category: 'IMMEDIATE', requiresReferenceNumber: true },
  { name: 'Card', category: 'IMMEDIATE', requiresReferenceNumber: true },
  { name: 'Bank Transfer', category: 'IMMEDIATE', requiresReferenceNumber: true },
  { name: 'Charge', category: 'TRADE_CREDIT', requiresReferenceNumber: false },
  { name: 'Installment', category: 'INSTALLMENT', requiresReferenceNumber: false },
] as const;

/**
 * Creates a shop with what it needs on day one: roles, payment types, a store location and sales
 * channel, the walk-in customer, a Count unit class, feature flags, its profile and its first administrator.
 * Runs inside the caller's transaction (null tenant), so a failure leaves nothing behind.
 */
export async function createShop(tx: Tx, shop: NewShop): Promise<{ id: number; slug: string; name: string; createdAt: Date }> {
  const [tenant] = await tx.insert(tenants).values({ slug: shop.slug, name: shop.name }).returning();
  const tenantId = tenant!.id;
  // From here on row-level security admits this shop's rows only.
  await tx.execute(sql`select set_config('app.tenant_id', ${String(tenantId)}, true)`);

  const [admin, manager, cashier] = await tx
    .insert(roles)
    .values([
      { tenantId, name: SEEDED_ROLES.administrator, description: 'Every permission, now and later.', allPermissions: true },
      { tenantId, name: SEEDED_ROLES.manager, description: 'Runs the shop: everything but users, roles and feature flags.' },
      { tenantId, name: SEEDED_ROLES.cashier, description: 'Sells and quotes, looks after customers, looks up products and stock.' },
    ])
    .returning({ id: roles.id });
  await tx
    .insert(rolePermissions)
    .values([
      ...MANAGER_PERMISSIONS.map((permission) => ({ tenantId, roleId: manager!.id, permission })),
      ...CASHIER_PERMISSIONS.map((permission) => ({ tenantId, roleId: cashier!.id, permission })),
    ]);

  const types = await tx
    .insert(paymentTypes)
    .values(PAYMENT_TYPES.map((p) => ({ tenantId, ...p })))
    .returning({ id: paymentTypes.id, name: paymentTypes.name });
  const cash = types.find((t) => t.name === 'Cash')!;

  const [location] = await tx
    .insert(stockLocations)
    .values({ tenantId, name: 'Main Store', code: 'MAIN' })
    .returning({ id: stockLocations.id });
  const [channel] = await tx
    .insert(salesChannels)
    .values({ tenantId, name: 'Main Store', defaultPickingWarehouseId: location!.id })
    .returning({ id: salesChannels.id });

  await tx.insert(customers).values({ tenantId, customerName: 'Walk-in Customer', defaultPaymentTypeId: cash.id, isDefault: true });

  // A first unit class, so products can be made on day one.
  const [count] = await tx
    .insert(unitClasses)
    .values({ tenantId, name: 'Count', description: 'Things counted one by one.' })
    .returning({ id: unitClasses.id });
  await tx.insert(unitsOfMeasure).values([
    { tenantId, unitClassId: count!.id, unit: 'piece', factor: '1', isBase: true },
    { tenantId, unitClassId: count!.id, unit: 'dozen', factor: '12', isBase: false },
  ]);
  await initializeFlags(tx, tenantId);
  await tx.insert(companyProfiles).values({ tenantId, settings: { company_name: shop.name } });

  const [user] = await tx
    .insert(users)
    .values({
      tenantId,
      firstname: 'Store',
      lastname: 'Administrator',
      displayName: 'Administrator',
      email: shop.adminEmail.toLowerCase(),
      passwordHash: await hashPassword(shop.adminPassword),
    })
    .returning({ id: users.id });
  await tx.insert(userRoles).values({ tenantId, userId: user!.id, roleId: admin!.id });
  await tx.insert(salesChannelUsers).values({ tenantId, salesChannelId: channel!.id, userId: user!.id });

  return tenant!;
}
