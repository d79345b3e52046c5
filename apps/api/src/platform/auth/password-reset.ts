import { randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { passwordResetTokens, users } from '../../db/schema/identity';
import { AppError, conflict } from '../errors';
import type { Tenant } from '../tenancy';
import { hashPassword } from './passwords';
import { revokeOtherSessions } from './service';
import { blockedFor, recordFailure } from './throttle';
import { hashToken } from './tokens';

/** How long a reset link works. */
export const RESET_LINK_MINUTES = 60;

/**
 * Reset requests are counted like sign-in failures (every request counts): an address gets 3 links
 * before it is held back, a client 20 across addresses, then 60 s doubling up to 15 minutes. An
 * unknown address is counted the same, so the throttle says nothing about which accounts exist.
 */
export const RESET_THROTTLE = {
  account: { limit: 3, firstDelaySeconds: 60, maxDelaySeconds: 15 * 60 },
  address: { limit: 20, firstDelaySeconds: 60, maxDelaySeconds: 15 * 60 },
} as const;

export type ResetRequestOutcome =
  | { status: 'held'; retryAfter: number }
  /** `link` only when the address is an active account of the shop: the mail to send after commit. */
  | { status: 'accepted'; mail?: { to: string; name: string; token: string } };

/** Makes a one-time reset token for the shop's account with that e-mail, if there is one. */
export async function requestPasswordReset(tx: Tx, tenant: Tenant, email: string, ip: string): Promise<ResetRequestOutcome> {
  const address = email.trim().toLowerCase();
  const keys = [
    { key: `reset-account:${tenant.id}:${address}`, rule: RESET_THROTTLE.account },
    { key: `reset-ip:${ip}`, rule: RESET_THROTTLE.address },
  ];
  const wait = await blockedFor(tx, keys);
  if (wait > 0) return { status: 'held', retryAfter: wait };
  await recordFailure(tx, keys);
  const [user] = await tx
    .select({ id: users.id, displayName: users.displayName, email: users.email })
    .from(users)
    .where(and(eq(users.tenantId, tenant.id), eq(users.email, address), eq(users.isActive, true)));
  if (!user) return { status: 'accepted' };
  // Only the newest link works: an older one still unused is withdrawn.
  await tx
    .delete(passwordResetTokens)
    .where(and(eq(passwordResetTokens.tenantId, tenant.id), eq(passwordResetTokens.userId, user.id), isNull(passwordResetTokens.usedAt)));
  const token = randomBytes(32).toString('base64url');
  await tx.insert(passwordResetTokens).values({
    tenantId: tenant.id,
    userId: user.id,
    tokenHash: hashToken(token),
    expiresAt: sql`now() + make_interval(mins => ${RESET_LINK_MINUTES})`,
  });
  return { status: 'accepted', mail: { to: user.email, name: user.displayName, token } };
}

const invalidLink = (message: string) => new AppError('INVALID', message, { token: [message] });

export const RESET_LINK_INVALID = 'This reset link is not valid for this shop. Ask for a new one from the login page.';
export const RESET_LINK_EXPIRED = 'This reset link has expired. Ask for a new one from the login page.';
export const RESET_LINK_USED = 'This reset link has already been used. Ask for a new one from the login page if you need to.';

/** Sets the new password through a reset link: once, before it expires, in its own shop; every session of the account ends. */
export async function resetPassword(tx: Tx, tenant: Tenant, token: string, password: string): Promise<void> {
  const [row] = await tx
    .select({
      id: passwordResetTokens.id,
      userId: passwordResetTokens.userId,
      usedAt: passwordResetTokens.usedAt,
      expired: sql<boolean>`${passwordResetTokens.expiresAt} <= now()`,
      active: users.isActive,
    })
    .from(passwordResetTokens)
    .innerJoin(users, and(eq(users.tenantId, passwordResetTokens.tenantId), eq(users.id, passwordResetTokens.userId)))
    .where(and(eq(passwordResetTokens.tenantId, tenant.id), eq(passwordResetTokens.tokenHash, hashToken(token.trim()))))
    .for('update', { of: passwordResetTokens });
  if (!row || !row.active) throw invalidLink(RESET_LINK_INVALID);
  if (row.usedAt) throw conflict(RESET_LINK_USED);
  if (row.expired) throw invalidLink(RESET_LINK_EXPIRED);
  await tx
    .update(passwordResetTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(passwordResetTokens.tenantId, tenant.id), eq(passwordResetTokens.id, row.id)));
  await tx
    .update(users)
    .set({ passwordHash: await hashPassword(password) })
    .where(and(eq(users.tenantId, tenant.id), eq(users.id, row.userId)));
  await revokeOtherSessions(tx, row.userId, null);
}
