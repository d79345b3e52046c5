import { inArray } from 'drizzle-orm';
import { z } from 'zod';
import { ALL_PERMISSIONS } from '@oim/shared/permissions';
import { rolePermissions, roles } from '../../db/schema/rbac';
import { defineResource } from '../../platform/resource/define';
import { shopWhere } from '../../platform/resource/rows';

export const roleResource = defineResource({
  name: 'roles',
  label: 'role',
  table: roles,
  fields: {
    id: { column: roles.id, type: 'integer' },
    name: { column: roles.name, type: 'text', search: true },
    description: { column: roles.description, type: 'text', nullable: true },
    allPermissions: { column: roles.allPermissions, type: 'boolean' },
    createdAt: { column: roles.createdAt, type: 'datetime' },
    updatedAt: { column: roles.updatedAt, type: 'datetime' },
  },
  relations: {
    permissions: {
      kind: 'custom',
      schema: z.array(z.string()),
      load: async (tx, rows) => {
        const links = await tx
          .select({ roleId: rolePermissions.roleId, permission: rolePermissions.permission })
          .from(rolePermissions)
          .where(
            shopWhere(
              tx,
              rolePermissions,
              inArray(
                rolePermissions.roleId,
                rows.map((r) => r.id),
              ),
            ),
          );
        const byRole = new Map<number, string[]>();
        for (const row of rows) byRole.set(row.id, row.allPermissions ? [...ALL_PERMISSIONS] : []);
        for (const link of links) {
          const list = byRole.get(Number(link.roleId));
          if (list && !rows.find((r) => r.id === Number(link.roleId))?.allPermissions) list.push(link.permission);
        }
        for (const list of byRole.values()) list.sort();
        return byRole;
      },
    },
  },
  defaultSort: [{ column: 'name', direction: 'asc' }],
});
