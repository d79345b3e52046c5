import { boolean, foreignKey, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ref, tenantKeys, tenantPrimaryKey, tenantRef, timestamps } from './columns';
import { users } from './identity';

export const roles = pgTable(
  'roles',
  {
    ...tenantKeys(),
    name: text('name').notNull(),
    description: text('description'),
    /** The Administrator role: holds every permission, including ones added later; cannot be edited. */
    allPermissions: boolean('all_permissions').notNull().default(false),
    ...timestamps(),
  },
  (t) => [tenantPrimaryKey(t), uniqueIndex('roles_name_uq').on(t.tenantId, t.name)],
);

export const rolePermissions = pgTable(
  'role_permissions',
  {
    tenantId: tenantRef(),
    roleId: ref('role_id').notNull(),
    permission: text('permission').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.roleId, t.permission] }),
    foreignKey({ name: 'role_permissions_role_fk', columns: [t.tenantId, t.roleId], foreignColumns: [roles.tenantId, roles.id] }).onDelete(
      'cascade',
    ),
  ],
);

export const userRoles = pgTable(
  'user_roles',
  {
    tenantId: tenantRef(),
    userId: ref('user_id').notNull(),
    roleId: ref('role_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.userId, t.roleId] }),
    foreignKey({ name: 'user_roles_user_fk', columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }).onDelete(
      'cascade',
    ),
    foreignKey({ name: 'user_roles_role_fk', columns: [t.tenantId, t.roleId], foreignColumns: [roles.tenantId, roles.id] }),
  ],
);
