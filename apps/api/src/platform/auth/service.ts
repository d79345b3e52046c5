import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { SessionUser } from '@oim/shared/schemas/auth';
import type { Tx } from '../../db/client';
import { authSessions, refreshTokens, users } from '../../db/schema/identity';
import { roles, userRoles } from '../../db/schema/rbac';
import { salesChannelUsers, salesChannels } from '../../db/schema/sales';
import { AppError, notFound, type FieldErrors } from '../errors';
import type { Tenant } from '../tenancy';
import { attemptPassword } from './password-attempt';
import { shopWhere } from '../resource/rows';
import { hashToken, newRefreshToken, SESSION_DAYS, type TokenService } from './tokens';

export const INVALID_CREDENTIALS = 'Invalid email or password.';

/** The user as login and /me answer it (spec 3: User). */
export async function sessionUserPayload(tx: Tx, userId: number): Promise<SessionUser> {
  const [user] = await tx
    .select({ id: users.id, firstname: users.firstname, lastname: users.lastname, email: users.email, displayName: users.displayName })
    .from(users)
    .where(shopWhere(tx, users, eq(users.id, userId)));
  if (!user) throw notFound('user');
  const channels = await tx
    .select({ id: salesChannels.id, name: salesChannels.name })
    .from(salesChannelUsers)
    .innerJoin(
      salesChannels,
      and(eq(salesChannels.tenantId, salesChannelUsers.tenantId), eq(salesChannels.id, salesChannelUsers.salesChannelId)),
    )
    .where(shopWhere(tx, salesChannelUsers, and(eq(salesChannelUsers.userId, userId), eq(salesChannels.isActive, true))))
    .orderBy(asc(salesChannels.name));
  const userRoleRows = await tx
    .select({ id: roles.id, name: roles.name })
    .from(userRoles)
    .innerJoin(roles, and(eq(roles.tenantId, userRoles.tenantId), eq(roles.id, userRoles.roleId)))
    .where(shopWhere(tx, userRoles, eq(userRoles.userId, userId)))
    .orderBy(asc(roles.name));
  return { ...user, salesChannels: channels, roles: userRoleRows, roleNames: userRoleRows.map((r) => r.name) };
}

async function startSession(tx: Tx, tokens: TokenService, tenant: Tenant, userId: number, client: { ip: string; userAgent?: string }) {
  const expiresAt = new Date(Date.now() + SESSION_DAYS * 86_400_000);
  const [session] = await tx
    .insert(authSessions)
    .values({ tenantId: tenant.id, userId, ipAddress: client.ip, userAgent: client.userAgent?.slice(0, 500) ?? null, expiresAt })
    .returning({ id: authSessions.id });
  const sessionId = session!.id;
  const refreshToken = newRefreshToken();
  await tx.insert(refreshTokens).values({ tenantId: tenant.id, sessionId, tokenHash: hashToken(refreshToken), expiresAt });
  const token = await tokens.issueAccessToken({ tenantId: tenant.id, userId, sessionId });
  return { token, refreshToken };
}

/** The client of a password attempt: its address and, if it sent one, its device cookie. */
export type AttemptClient = { ip: string; userAgent?: string; deviceCookie?: string | undefined };

const tooMany = (what: string, seconds: number) => ({
  status: 429 as const,
  retryAfter: seconds,
  body: { message: `Too many ${what} attempts. Please try again in ${seconds} seconds.` },
});

export type LoginOutcome =
  | { status: 200; body: { data: { user: SessionUser; token: string; refreshToken: string } } }
  | { status: 401 | 429; body: { message: string }; retryAfter?: number };

export async function login(
  tx: Tx,
  tokens: TokenService,
  tenant: Tenant,
  input: { email: string; password: string },
  client: AttemptClient,
): Promise<LoginOutcome> {
  const email = input.email.trim().toLowerCase();
  const [user] = await tx
    .select({ id: users.id, passwordHash: users.passwordHash, isActive: users.isActive })
    .from(users)
    .where(and(eq(users.tenantId, tenant.id), eq(users.email, email)));
  const attempt = await attemptPassword(tx, tokens.devices, {
    tenantId: tenant.id,
    email,
    user,
    password: input.password,
    ip: client.ip,
    deviceCookie: client.deviceCookie,
  });
  if (attempt.result === 'held') return tooMany('login', attempt.retryAfter);
  if (attempt.result === 'wrong') return { status: 401, body: { message: INVALID_CREDENTIALS } };
  const pair = await startSession(tx, tokens, tenant, user!.id, client);
  return { status: 200, body: { data: { user: await sessionUserPayload(tx, user!.id), ...pair } } };
}

/**
 * Checks a user's current password before it is changed, under the same throttle as sign-in
 * (a stolen session must not become a way to guess it). Answers the refusal to send (422 on
 * currentPassword, or 429), or undefined when the password is right. The refusal is answered, not
 * thrown, so the failure it counted is committed.
 */
export async function checkCurrentPassword(
  tx: Tx,
  tokens: TokenService,
  tenant: Tenant,
  userId: number,
  password: string,
  client: AttemptClient,
): Promise<{ status: 422 | 429; body: { message: string; errors?: FieldErrors }; retryAfter?: number } | undefined> {
  const [user] = await tx
    .select({ id: users.id, email: users.email, passwordHash: users.passwordHash })
    .from(users)
    .where(and(eq(users.tenantId, tenant.id), eq(users.id, userId)));
  if (!user) throw notFound('user');
  const attempt = await attemptPassword(tx, tokens.devices, {
    tenantId: tenant.id,
    email: user.email,
    user: { ...user, isActive: true },
    password,
    ip: client.ip,
    deviceCookie: client.deviceCookie,
  });
  if (attempt.result === 'held') return tooMany('password', attempt.retryAfter);
  if (attempt.result === 'wrong') {
    const error = wrongCurrentPassword();
    return { status: 422, body: { message: error.message, ...(error.errors ? { errors: error.errors } : {}) } };
  }
  return undefined;
}

export type RefreshOutcome =
  { status: 200; body: { data: { token: string; refreshToken: string } } } | { status: 401; body: { message: string } };

const REFRESH_REFUSED = { status: 401, body: { message: 'The refresh token is invalid or has expired.' } } as const;

/**
 * Two tabs (or a retry after a lost answer) may present the same refresh token at once; within
 * this many seconds of its first use it answers the same new refresh token instead of counting as reuse.
 */
export const REFRESH_GRACE_SECONDS = 30;

/**
 * Rotates a refresh token. A token is good once, but for the grace window: presenting a used one
 * after it means it was stolen or replayed, so the whole session (every token of the family) is revoked.
 */
export async function refresh(tx: Tx, tokens: TokenService, tenant: Tenant, presented: string): Promise<RefreshOutcome> {
  const [row] = await tx
    .select({
      id: refreshTokens.id,
      sessionId: refreshTokens.sessionId,
      usedAt: refreshTokens.usedAt,
      expiresAt: refreshTokens.expiresAt,
      userId: authSessions.userId,
      revokedAt: authSessions.revokedAt,
      sessionExpiresAt: authSessions.expiresAt,
      inGrace: sql<boolean>`coalesce(${refreshTokens.usedAt} > now() - make_interval(secs => ${REFRESH_GRACE_SECONDS}), false)`,
    })
    .from(refreshTokens)
    .innerJoin(authSessions, and(eq(authSessions.tenantId, refreshTokens.tenantId), eq(authSessions.id, refreshTokens.sessionId)))
    .where(and(eq(refreshTokens.tenantId, tenant.id), eq(refreshTokens.tokenHash, hashToken(presented))))
    .for('update', { of: refreshTokens });
  if (!row) return REFRESH_REFUSED;
  if (row.usedAt && !row.inGrace) {
    await revokeSession(tx, row.sessionId);
    return REFRESH_REFUSED;
  }
  const now = Date.now();
  if (row.revokedAt || row.expiresAt.getTime() <= now || row.sessionExpiresAt.getTime() <= now) return REFRESH_REFUSED;
  const [user] = await tx
    .select({ isActive: users.isActive })
    .from(users)
    .where(and(eq(users.tenantId, tenant.id), eq(users.id, row.userId)));
  if (!user?.isActive) return REFRESH_REFUSED;

  const refreshToken = tokens.successorRefreshToken(presented);
  if (!row.usedAt) {
    await tx
      .update(refreshTokens)
      .set({ usedAt: sql`now()` })
      .where(and(eq(refreshTokens.tenantId, tenant.id), eq(refreshTokens.id, row.id)));
    const expiresAt = new Date(now + SESSION_DAYS * 86_400_000);
    await tx
      .update(authSessions)
      .set({ expiresAt })
      .where(and(eq(authSessions.tenantId, tenant.id), eq(authSessions.id, row.sessionId)));
    await tx.insert(refreshTokens).values({ tenantId: tenant.id, sessionId: row.sessionId, tokenHash: hashToken(refreshToken), expiresAt });
  }
  const token = await tokens.issueAccessToken({ tenantId: tenant.id, userId: row.userId, sessionId: row.sessionId });
  return { status: 200, body: { data: { token, refreshToken } } };
}

export async function revokeSession(tx: Tx, sessionId: number): Promise<void> {
  await tx
    .update(authSessions)
    .set({ revokedAt: sql`now()` })
    .where(shopWhere(tx, authSessions, and(eq(authSessions.id, sessionId), isNull(authSessions.revokedAt))));
}

/** Ends every other session of a user (after a password change). */
export async function revokeOtherSessions(tx: Tx, userId: number, keepSessionId: number | null): Promise<void> {
  const others = keepSessionId === null ? sql`true` : sql`${authSessions.id} <> ${keepSessionId}`;
  await tx
    .update(authSessions)
    .set({ revokedAt: sql`now()` })
    .where(shopWhere(tx, authSessions, and(eq(authSessions.userId, userId), isNull(authSessions.revokedAt), others)));
}

export function wrongCurrentPassword(): AppError {
  return new AppError('INVALID', 'The current password is incorrect.', { currentPassword: ['The current password is incorrect.'] });
}
