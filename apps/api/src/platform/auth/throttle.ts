import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';

/**
 * Sign-in throttling, counted in the database so every instance agrees.
 * - Per address: 20 failures in 15 minutes blocks that address for the rest of the window.
 * - Per account: 5 failures in 15 minutes blocks the account for 60 seconds only, so someone who
 *   guesses at a real user's account can slow them down but never lock them out for long.
 */
export const THROTTLE = {
  windowSeconds: 15 * 60,
  address: { limit: 20 },
  account: { limit: 5, blockSeconds: 60 },
} as const;

export const addressKey = (ip: string) => `ip:${ip}`;
export const accountKey = (tenantId: number, email: string) => `account:${tenantId}:${email.toLowerCase()}`;

/** Seconds until the longest block among the keys ends, or 0 when none is blocked. */
export async function blockedFor(tx: Tx, keys: string[]): Promise<number> {
  const result = await tx.execute<{ seconds: number | null }>(sql`
    select ceil(extract(epoch from max(blocked_until) - now()))::int as seconds
      from login_throttle where key in ${keys} and blocked_until > now()
  `);
  return Math.max(0, Number(result.rows[0]?.seconds ?? 0));
}

/** Counts one failed sign-in against the address and the account. */
export async function recordFailure(tx: Tx, ip: string, tenantId: number, email: string): Promise<void> {
  const window = THROTTLE.windowSeconds;
  const rules = [
    { key: addressKey(ip), limit: THROTTLE.address.limit, block: sql`window_started_at + make_interval(secs => ${window})` },
    {
      key: accountKey(tenantId, email),
      limit: THROTTLE.account.limit,
      block: sql`now() + make_interval(secs => ${THROTTLE.account.blockSeconds})`,
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
    await tx.execute(sql`
      update login_throttle set blocked_until = ${rule.block}
       where key = ${rule.key} and failures >= ${rule.limit}
    `);
  }
}

/** A good sign-in clears the account's count (never the address's). */
export async function clearAccount(tx: Tx, tenantId: number, email: string): Promise<void> {
  await tx.execute(sql`delete from login_throttle where key = ${accountKey(tenantId, email)}`);
}
