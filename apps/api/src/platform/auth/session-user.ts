import { sql } from 'drizzle-orm';
import { ALL_PERMISSIONS } from '@oim/shared/permissions';
import type { Tx } from '../../db/client';
import { fixedStatement } from '../fixed-statement';

/** The signed-in user as route handlers see it. */
export type AuthUser = {
  id: number;
  sessionId: number;
  email: string;
  displayName: string;
  permissions: ReadonlySet<string>;
};

type SessionRow = { id: number; email: string; display_name: string; is_admin: boolean; permissions: string[] };

// Every signed-in request runs it: built once, prepared once per connection (see fixedStatement).
const sessionUser = fixedStatement<{ session: number; user: number }>(
  'session_user',
  () => sql`
    select u.id::int as id, u.email, u.display_name,
           coalesce((select bool_or(r.all_permissions) from user_roles ur
                       join roles r on r.tenant_id = ur.tenant_id and r.id = ur.role_id
                      where ur.tenant_id = u.tenant_id and ur.user_id = u.id), false) as is_admin,
           array(select distinct rp.permission from user_roles ur
                   join role_permissions rp on rp.tenant_id = ur.tenant_id and rp.role_id = ur.role_id
                  where ur.tenant_id = u.tenant_id and ur.user_id = u.id) as permissions
      from auth_sessions s
      join users u on u.tenant_id = s.tenant_id and u.id = s.user_id
     where s.id = ${sql.placeholder('session')} and s.user_id = ${sql.placeholder('user')}
       and s.revoked_at is null and s.expires_at > now() and u.is_active
  `,
);

/** Loads the user behind a live session with their permissions, in one statement. */
export async function loadSessionUser(tx: Tx, sessionId: number, userId: number): Promise<AuthUser | undefined> {
  const [row] = (await sessionUser(tx, { session: sessionId, user: userId })) as SessionRow[];
  if (!row) return undefined;
  return {
    id: Number(row.id),
    sessionId,
    email: row.email,
    displayName: row.display_name,
    permissions: new Set(row.is_admin ? ALL_PERMISSIONS : row.permissions),
  };
}
