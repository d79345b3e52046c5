import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { users } from '../../db/schema/identity';
import { roles, userRoles } from '../../db/schema/rbac';
import { salesChannelUsers } from '../../db/schema/sales';
import { defineResource, manyToMany } from '../../platform/resource/define';
import { shopWhere } from '../../platform/resource/rows';

export const userResource = defineResource({
  name: 'users',
  label: 'user',
  table: users,
  fields: {
    id: { column: users.id, type: 'integer' },
    firstname: { column: users.firstname, type: 'text', search: true },
    lastname: { column: users.lastname, type: 'text', search: true },
    email: { column: users.email, type: 'text', search: true },
    displayName: { column: users.displayName, type: 'text', search: true },
    isActive: { column: users.isActive, type: 'boolean' },
    createdAt: { column: users.createdAt, type: 'datetime' },
    updatedAt: { column: users.updatedAt, type: 'datetime' },
  },
  relations: {
    roles: manyToMany('roles', userRoles, userRoles.userId, userRoles.roleId),
    salesChannels: manyToMany('salesChannels', salesChannelUsers, salesChannelUsers.userId, salesChannelUsers.salesChannelId),
    roleNames: {
      kind: 'custom',
      schema: z.array(z.string()),
      load: async (tx, rows) => {
        const links = await tx
          .select({ userId: userRoles.userId, name: roles.name })
          .from(userRoles)
          .innerJoin(roles, and(eq(roles.tenantId, userRoles.tenantId), eq(roles.id, userRoles.roleId)))
          .where(
            shopWhere(
              tx,
              userRoles,
              inArray(
                userRoles.userId,
                rows.map((r) => r.id),
              ),
            ),
          )
          .orderBy(roles.name);
        const names = new Map<number, string[]>(rows.map((r) => [r.id, []]));
        for (const link of links) names.get(Number(link.userId))?.push(link.name);
        return names;
      },
    },
  },
  // A document's cashier or a channel's staff by name, for those who may not list users.
  lookup: ['id', 'firstname', 'lastname', 'displayName'],
  defaultSort: [{ column: 'firstname', direction: 'asc' }],
});
