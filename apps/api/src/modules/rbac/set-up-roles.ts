import { CASHIER_PERMISSIONS, MANAGER_PERMISSIONS, SEEDED_ROLES } from '@oim/shared/permissions';
import type { Tx } from '../../db/client';
import { rolePermissions, roles } from '../../db/schema/rbac';

/** A new shop's roles: Administrator (every permission, now and later), Manager and Cashier. */
export async function setUpRoles(tx: Tx, tenantId: number): Promise<{ administratorRoleId: number }> {
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
  return { administratorRoleId: admin!.id };
}
