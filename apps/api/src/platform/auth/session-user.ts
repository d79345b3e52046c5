import { sql } from 'drizzle-orm';
import { ALL_PERMISSIONS } from '@oim/shared/permissions';
import type { Tx } from '../../db/client';

/** The signed-in user as route handlers see it. */
export type AuthUser = {
  id: number;
  sessionId: number;
  email: string;
  displayName: string;
  permissions: ReadonlySet<string>;
};

/** Loads the user behind a live session with their permissions, in one statement. */
export async function loadSessionUser(tx: Tx, sessionId: number, userId: number): Promise<AuthUser | undefined> {
  const result = await tx.execute<{
    id: number;
    email: string;
    display_name: string;
    is_admin: boolean;
    permissions: string[];
  }>(sql`
    select u.id::int as id, u.email, u.display_name,
           coalesce((select bool_or(r.all_permissions) from user_roles ur
                       join roles r on r.tenant_id = ur.tenant_id and r.id = ur.role_id
                      where ur.tenant_id = u.tenant_id and ur.user_id = u.id), false) as is_admin,
           array(select distinct rp.permission from user_roles ur
                   join role_permissions rp on rp.tenant_id = ur.tenant_id and rp.role_id = ur.role_id
                  where ur.tenant_id = u.tenant_id and ur.user_id = u.id) as permissions
      from auth_sessions s
      join users u on u.tenant_id = s.tenant_id and u.id = s.user_id
     where s.id = ${sessionId} and s.user_id = ${userId}
       and s.revoked_at is null and s.expires_at > now() and u.is_active
  `);
  const row = result.rows[0];
  if (!row) return undefined;
  return {
    id: Number(row.id),
    sessionId,
    email: row.email,
    displayName: row.display_name,
    permissions: new Set(row.is_admin ? ALL_PERMISSIONS : row.permissions),
  };
}
