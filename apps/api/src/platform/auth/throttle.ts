import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';

/**
 * Sign-in throttling, counted in the database so every instance agrees. Failures are counted in
 * 15-minute windows under three keys:
 * - Per address (across accounts and shops): 20 failures block that address for the rest of the window.
 * - Per account and address: 5 failures block that address for that account for 60 seconds, and each
 *   further failure from it starts the 60 seconds again. Only the guesser's own address is slowed.
 * - Per account (across addresses): every 5th failure blocks the account for 60 seconds, but only for
 *   addresses the user has never signed in from. A block is never extended: the next one needs 5 more
 *   failures. So guessing from rotating addresses is held to 5 tries a minute, while the real user
 *   always gets in from an address they used before, and at a new one waits a minute per 5 failures
 *   the guessers spend.
 */
export const THROTTLE = {
  windowSeconds: 15 * 60,
  address: { limit: 20 },
  accountAddress: { limit: 5, blockSeconds: 60 },
  account: { limit: 5, blockSeconds: 60 },
  /** How long a successful sign-in makes its address a known one for that user. */
  knownAddressDays: 90,
} as const;

export const addressKey = (ip: string) => `ip:${ip}`;
export const accountKey = (tenantId: number, email: string) => `account:${tenantId}:${email.toLowerCase()}`;
export const accountAddressKey = (tenantId: number, email: string, ip: string) => `${accountKey(tenantId, email)}|ip:${ip}`;

/** The throttle keys that can refuse this sign-in; the account-wide one does not apply at a known address. */
export function throttleKeys(tenantId: number, email: string, ip: string, knownAddress: boolean): string[] {
  const keys = [addressKey(ip), accountAddressKey(tenantId, email, ip)];
  if (!knownAddress) keys.push(accountKey(tenantId, email));
  return keys;
}

/** Seconds until the longest block among the keys ends, or 0 when none is blocked. */
export async function blockedFor(tx: Tx, keys: string[]): Promise<number> {
  const result = await tx.execute<{ seconds: number | null }>(sql`
    select ceil(extract(epoch from max(blocked_until) - now()))::int as seconds
      from login_throttle where key in ${keys} and blocked_until > now()
  `);
  return Math.max(0, Number(result.rows[0]?.seconds ?? 0));
}

/** Counts one failed sign-in against the address, the account at that address, and the account. */
export async function recordFailure(tx: Tx, ip: string, tenantId: number, email: string): Promise<void> {
  const window = THROTTLE.windowSeconds;
  const rules = [
    // Blocked for the rest of the window.
    {
      key: addressKey(ip),
      block: sql`failures >= ${THROTTLE.address.limit}`,
      until: sql`window_started_at + make_interval(secs => ${window})`,
    },
    // Blocked again by every failure past the limit: it only ever holds back this one address.
    {
      key: accountAddressKey(tenantId, email, ip),
      block: sql`failures >= ${THROTTLE.accountAddress.limit}`,
      until: sql`now() + make_interval(secs => ${THROTTLE.accountAddress.blockSeconds})`,
    },
    // Blocked once per `limit` failures and never extended, so others' guesses cannot keep the user out.
    {
      key: accountKey(tenantId, email),
      block: sql`failures % ${THROTTLE.account.limit} = 0 and (blocked_until is null or blocked_until <= now())`,
      until: sql`now() + make_interval(secs => ${THROTTLE.account.blockSeconds})`,
    },
  ];
  for (const rule of rules) {
    await tx.execute(sql`
      insert into login_throttle as t (key, failures, window_started_at)
      values (${rule.key}, 1, now())
      on conflict (key) do update set
        failures = case when t.window_started_at < now() - make_interval(secs => ${window}) then 1 else t.failures + 1 end,
        window_started_at = case when t.window_started_at < now() - make_interval(secs => ${window}) then now() else t.window_started_at end
    `);
    await tx.execute(sql`update login_throttle set blocked_until = ${rule.until} where key = ${rule.key} and ${rule.block}`);
  }
}

/**
 * A good sign-in clears the count of the account at that address. The account-wide count runs on
 * (others may still be guessing from elsewhere), and so does the address's.
 */
export async function clearAccountAddress(tx: Tx, tenantId: number, email: string, ip: string): Promise<void> {
  await tx.execute(sql`delete from login_throttle where key = ${accountAddressKey(tenantId, email, ip)}`);
}
