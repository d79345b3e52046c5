import { and, eq, inArray } from 'drizzle-orm';
import { ALL_PERMISSIONS } from '@oim/shared/permissions';
import type { Tx } from '../../db/client';
import { rolePermissions, roles, userRoles } from '../../db/schema/rbac';
import type { AuthUser } from '../../platform/auth/session-user';
import { AppError } from '../../platform/errors';
import { shopWhere } from '../../platform/resource/rows';

/**
 * The grant rule: nobody gives a permission they do not hold (through a role they assign, a user
 * they create, or a role they edit), and only an administrator changes their own roles or the
 * permissions of a role they hold. Administrators hold every permission, so it never refuses them.
 */

const refused = (message: string) => new AppError('FORBIDDEN', message);

/** Names a list of permissions in a message, the first few of a long one. */
function named(permissions: string[]): string {
  const shown = permissions.slice(0, 5).map((p) => `'${p}'`);
  return permissions.length > 5 ? `${shown.join(', ')} and ${permissions.length - 5} more` : shown.join(', ');
}

/** The permissions among `permissions` that the actor does not hold, sorted. */
export function lacking(actor: AuthUser, permissions: Iterable<string>): string[] {
  return [...new Set(permissions)].filter((p) => !actor.permissions.has(p)).sort();
}

/** 403 naming the permissions, if the actor would give any they do not hold. */
export function assertMayGrant(actor: AuthUser, permissions: Iterable<string>): void {
  if (actor.isAdministrator) return;
  const missing = lacking(actor, permissions);
  if (missing.length === 1) throw refused(`You cannot grant the permission ${named(missing)}: you do not hold it.`);
  if (missing.length > 1) throw refused(`You cannot grant the permissions ${named(missing)}: you do not hold them.`);
}

/** What a set of roles gives: every permission for a role that holds all, else its listed ones. */
export async function permissionsOfRoles(tx: Tx, roleIds: number[]): Promise<{ all: boolean; permissions: string[] }> {
  if (roleIds.length === 0) return { all: false, permissions: [] };
  const found = await tx
    .select({ all: roles.allPermissions, permission: rolePermissions.permission })
    .from(roles)
    .leftJoin(rolePermissions, and(eq(rolePermissions.tenantId, roles.tenantId), eq(rolePermissions.roleId, roles.id)))
    .where(shopWhere(tx, roles, inArray(roles.id, roleIds)));
  if (found.some((r) => r.all)) return { all: true, permissions: [...ALL_PERMISSIONS] };
  return { all: false, permissions: found.flatMap((r) => (r.permission ? [r.permission] : [])) };
}

/** The ids of the roles a user holds. */
export async function roleIdsOfUser(tx: Tx, userId: number): Promise<number[]> {
  const rows = await tx
    .select({ roleId: userRoles.roleId })
    .from(userRoles)
    .where(shopWhere(tx, userRoles, eq(userRoles.userId, userId)));
  return rows.map((r) => Number(r.roleId));
}

/**
 * The reach rule: a user may change, disable, delete, re-email or take roles from only an account
 * that holds nothing they lack (its permissions through all its roles against the actor's), so a
 * delegated user administrator never reaches an administrator or anyone above itself.
 */
export async function assertMayManageUser(tx: Tx, actor: AuthUser, userId: number): Promise<void> {
  if (actor.isAdministrator || userId === actor.id) return;
  const target = await permissionsOfRoles(tx, await roleIdsOfUser(tx, userId));
  const missing = lacking(actor, target.permissions);
  if (missing.length === 0) return;
  if (target.all) throw refused("Only an administrator can change an administrator's account.");
  throw refused(`You cannot change a user who holds permissions you do not: ${named(missing)}.`);
}

/**
 * Checks that the actor may give a user these roles: the roles added to what the user holds may
 * give only permissions the actor holds, and a non-administrator may not change their own roles.
 */
export async function assertMayAssignRoles(
  tx: Tx,
  actor: AuthUser,
  userId: number,
  roleIds: number[],
  mode: 'replace' | 'add',
): Promise<void> {
  if (actor.isAdministrator) return;
  const held = new Set(await roleIdsOfUser(tx, userId));
  const added = roleIds.filter((id) => !held.has(id));
  const removed = mode === 'replace' ? [...held].filter((id) => !roleIds.includes(id)) : [];
  if (added.length === 0 && removed.length === 0) return;
  if (userId === actor.id) throw refused('You cannot change your own roles; ask an administrator.');
  const given = await permissionsOfRoles(tx, added);
  if (given.all) throw refused('Only an administrator can assign a role that holds every permission.');
  assertMayGrant(actor, given.permissions);
}

/**
 * Checks a change of a role's permissions: those it adds must be the actor's own, and a
 * non-administrator may not change a role they hold (they would be editing their own rights).
 */
export async function assertMayChangeRolePermissions(
  tx: Tx,
  actor: AuthUser,
  role: { id: number; name: string },
  permissions: string[],
): Promise<void> {
  if (actor.isAdministrator) return;
  const before = new Set((await permissionsOfRoles(tx, [role.id])).permissions);
  const changed = permissions.length !== before.size || permissions.some((p) => !before.has(p));
  if (!changed) return;
  if ((await roleIdsOfUser(tx, actor.id)).includes(role.id))
    throw refused(`You cannot change the permissions of the role '${role.name}', which you hold; ask an administrator.`);
  assertMayGrant(
    actor,
    permissions.filter((p) => !before.has(p)),
  );
}
