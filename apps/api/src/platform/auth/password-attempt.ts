import type { Tx } from '../../db/client';
import type { DeviceCookies } from './device-cookie';
import { verifyAgainstDecoy, verifyPassword } from './passwords';
import { blockedFor, clearDevice, recordFailure, throttleKeys } from './throttle';

export type PasswordAttempt = {
  tenantId: number;
  /** The account as the caller named it (an unknown one is throttled all the same). */
  email: string;
  /** The account, when it exists; an inactive one never passes. */
  user: { id: number; passwordHash: string; isActive: boolean } | undefined;
  password: string;
  ip: string;
  /** The browser's device cookie value, if it sent one. */
  deviceCookie: string | undefined;
};

export type AttemptOutcome = { result: 'right' } | { result: 'wrong' } | { result: 'held'; retryAfter: number };

/**
 * Checks a password under the guessing throttle (throttle.ts): sign-in and every check of a
 * current password go through here, so neither is a way around the other's limits.
 */
export async function attemptPassword(tx: Tx, devices: DeviceCookies, attempt: PasswordAttempt): Promise<AttemptOutcome> {
  const { user } = attempt;
  const device = user ? devices.find(attempt.deviceCookie, attempt.tenantId, user.id) : undefined;
  const keys = throttleKeys({ ...attempt, ...(device ? { device } : {}) });
  const wait = await blockedFor(tx, keys);
  if (wait > 0) return { result: 'held', retryAfter: wait };
  const right = user
    ? (await verifyPassword(user.passwordHash, attempt.password)) && user.isActive
    : await verifyAgainstDecoy(attempt.password);
  if (!right) {
    await recordFailure(tx, keys);
    return { result: 'wrong' };
  }
  await clearDevice(tx, device);
  return { result: 'right' };
}
