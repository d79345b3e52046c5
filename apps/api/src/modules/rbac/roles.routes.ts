import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { isPermission, PERMISSION_GROUPS } from '@oim/shared/permissions';
import { roleBody, roleUpdateBody } from '@oim/shared/schemas/roles';
import type { Tx } from '../../db/client';
import { rolePermissions } from '../../db/schema/rbac';
import { conflict, invalid } from '../../platform/errors';
import { createRouter } from '../../platform/http/routes';
import { registerCrud } from '../../platform/resource/crud';
import { roleResource } from './roles.resource';
import { assertMayChangeRolePermissions, assertMayGrant } from './grants';
import { shopWhere } from '../../platform/resource/rows';

function checkPermissions(permissions: string[]): string[] {
  const unknown = permissions.filter((p) => !isPermission(p));
  if (unknown.length > 0) throw invalid({ permissions: [`Unknown permission: ${unknown.join(', ')}.`] });
  return [...new Set(permissions)];
}

async function setPermissions(tx: Tx, tenantId: number, roleId: number, permissions: string[] | undefined): Promise<void> {
  if (permissions === undefined) return;
  await tx.delete(rolePermissions).where(shopWhere(tx, rolePermissions, eq(rolePermissions.roleId, roleId)));
  if (permissions.length > 0) {
    await tx.insert(rolePermissions).values(permissions.map((permission) => ({ tenantId, roleId, permission })));
  }
}

const ADMINISTRATOR_LOCKED = 'The Administrator role always holds every permission and cannot be changed or deleted.';

export function registerRoleRoutes(app: FastifyInstance): void {
  const r = createRouter(app, 'Roles and permissions');

  r.get('rbac/roles/get-permissions', {
    access: 'user',
    summary: "The signed-in user's permissions",
    response: { 200: z.object({ data: z.array(z.string()) }) },
    handler: async ({ user }) => ({ data: [...user.permissions].sort() }),
  });

  r.get('rbac/permissions', {
    access: ['View Roles', 'Create Roles', 'Edit Roles'],
    summary: 'Every permission, grouped by area (for the role editor)',
    response: { 200: z.object({ data: z.array(z.object({ group: z.string(), permissions: z.array(z.string()) })) }) },
    handler: async () => ({
      data: Object.entries(PERMISSION_GROUPS).map(([group, permissions]) => ({ group, permissions: [...permissions] })),
    }),
  });

  registerCrud(r, {
    path: 'rbac/roles',
    resource: roleResource,
    access: { list: 'View Roles', create: 'Create Roles', update: 'Edit Roles', delete: 'Delete Roles' },
    with: ['permissions'],
    create: {
      body: roleBody,
      before: async ({ user }, values) => {
        values.permissions = checkPermissions(values.permissions);
        assertMayGrant(user, values.permissions);
      },
      after: async ({ tx, tenant }, id, values) => setPermissions(tx, tenant.id, id, values.permissions),
    },
    update: {
      body: roleUpdateBody,
      before: async ({ tx, user }, values, existing) => {
        if (existing.allPermissions) throw conflict(ADMINISTRATOR_LOCKED);
        if (values.permissions) {
          values.permissions = checkPermissions(values.permissions);
          await assertMayChangeRolePermissions(tx, user, { id: Number(existing.id), name: String(existing.name) }, values.permissions);
        }
      },
      after: async ({ tx, tenant }, id, values) => setPermissions(tx, tenant.id, id, values.permissions),
    },
    remove: {
      before: async (_ctx, existing) => {
        if (existing.allPermissions) throw conflict(ADMINISTRATOR_LOCKED);
      },
    },
  });
}
