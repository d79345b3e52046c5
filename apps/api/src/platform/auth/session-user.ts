import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
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
  /** Holds a role with every permission (the Administrator role). */
  isAdministrator: boolean;
};

/**
 * The user behind a live session with their permissions, as one JSON value (null when the session
 * is not live or the user not active); placeholders `session` and `user`. A statement of a hot
 * route may select it beside its own work (see signInInHandler in platform/http/routes.ts).
 * `tenant` (the request's shop, e.g. `sql.placeholder('tenant')`) pins the session to its shop, so a
 * distributed planner routes the statement to one node (docs/scaling.md, "Routing by shop").
 */
export function sessionUserSql(tenant?: SQLWrapper): SQL {
  return sql`(
    select json_build_object(
             'id', u.id,
             'email', u.email,
             'displayName', u.display_name,
             'isAdmin', coalesce((select bool_or(r.all_permissions) from user_roles ur
                                    join roles r on r.tenant_id = ur.tenant_id and r.id = ur.role_id
                                   where ur.tenant_id = u.tenant_id and ur.user_id = u.id), false),
             'permissions', array(select distinct rp.permission from user_roles ur
                                    join role_permissions rp on rp.tenant_id = ur.tenant_id and rp.role_id = ur.role_id
                                   where ur.tenant_id = u.tenant_id and ur.user_id = u.id))
      from auth_sessions s
      join users u on u.tenant_id = s.tenant_id and u.id = s.user_id
     where ${tenant === undefined ? sql`` : sql`s.tenant_id = ${tenant} and `}s.id = ${sql.placeholder('session')} and s.user_id = ${sql.placeholder('user')}
       and s.revoked_at is null and s.expires_at > now() and u.is_active
  )`;
}

type SessionJson = { id: number; email: string; displayName: string; isAdmin: boolean; permissions: string[] };

/** An administrator's permissions: every one, one shared set (it is only read). */
const EVERY_PERMISSION: ReadonlySet<string> = new Set(ALL_PERMISSIONS);

/** sessionUserSql's value → the signed-in user, or undefined. */
export function sessionUserFrom(value: unknown, sessionId: number): AuthUser | undefined {
  if (!value) return undefined;
  const row = value as SessionJson;
  return {
    id: Number(row.id),
    sessionId,
    email: row.email,
    displayName: row.displayName,
    permissions: row.isAdmin ? EVERY_PERMISSION : new Set(row.permissions),
    isAdministrator: row.isAdmin,
  };
}

// Every signed-in request runs it: built once, prepared once per connection (see fixedStatement).
const sessionUser = fixedStatement<{ tenant: number; session: number; user: number }>(
  'session_user',
  () => sql`select ${sessionUserSql(sql.placeholder('tenant'))} as session_user`,
);

/** Loads the user behind a live session with their permissions, in one statement. */
export async function loadSessionUser(tx: Tx, tenantId: number, sessionId: number, userId: number): Promise<AuthUser | undefined> {
  const [row] = await sessionUser(tx, { tenant: tenantId, session: sessionId, user: userId });
  return sessionUserFrom(row?.session_user, sessionId);
}
