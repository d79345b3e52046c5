import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { tenantOf, type Tx } from '../../db/client';
import { roles, userRoles } from '../../db/schema/rbac';
import { conflict, invalid } from '../../platform/errors';
import { shopWhere } from '../../platform/resource/rows';

/** Role references given as ids or names → role ids of this shop; anything unknown is a 422. */
export async function resolveRoles(tx: Tx, refs: (number | string)[]): Promise<number[]> {
  const ids = refs.filter((r): r is number => typeof r === 'number');
  const names = refs.filter((r): r is string => typeof r === 'string');
  const found = await tx
    .select({ id: roles.id, name: roles.name })
    .from(roles)
    .where(
      shopWhere(
        tx,
        roles,
        ids.length > 0 && names.length > 0
          ? or(inArray(roles.id, ids), inArray(roles.name, names))
          : ids.length > 0
            ? inArray(roles.id, ids)
            : names.length > 0
              ? inArray(roles.name, names)
              : sql`false`,
      ),
    );
  const missing = refs.filter((ref) => !found.some((f) => (typeof ref === 'number' ? f.id === ref : f.name === ref)));
  if (missing.length > 0) throw invalid({ roles: [`The selected role ${missing.map(String).join(', ')} is invalid.`] });
  return [...new Set(found.map((f) => f.id))];
}

export async function setUserRoles(tx: Tx, tenantId: number, userId: number, roleIds: number[], mode: 'replace' | 'add'): Promise<void> {
  if (mode === 'replace') await tx.delete(userRoles).where(shopWhere(tx, userRoles, eq(userRoles.userId, userId)));
  if (roleIds.length > 0) {
    await tx
      .insert(userRoles)
      .values(roleIds.map((roleId) => ({ tenantId, userId, roleId })))
      .onConflictDoNothing();
  }
}

/**
 * A shop must always keep one active user who holds the Administrator role (every permission, now
 * and later): checked after a change, or before deleting `without` so the answer names this rule.
 */
export async function assertAdministratorRemains(tx: Tx, without?: number): Promise<void> {
  const result = await tx.execute<{ n: number }>(sql`
    select count(*)::int as n from users u
     where u.tenant_id = ${tenantOf(tx)} and u.is_active and u.id <> ${without ?? 0} and exists (
       select 1 from user_roles ur join roles r on r.tenant_id = ur.tenant_id and r.id = ur.role_id
        where ur.tenant_id = u.tenant_id and ur.user_id = u.id and r.all_permissions)
  `);
  if (Number(result.rows[0]?.n ?? 0) === 0) throw conflict('At least one active administrator must remain.');
}

export async function rolesOfUser(tx: Tx, userId: number) {
  return tx
    .select({ id: roles.id, name: roles.name })
    .from(userRoles)
    .innerJoin(roles, and(eq(roles.tenantId, userRoles.tenantId), eq(roles.id, userRoles.roleId)))
    .where(shopWhere(tx, userRoles, eq(userRoles.userId, userId)))
    .orderBy(roles.name);
}
