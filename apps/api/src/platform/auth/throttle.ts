import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import type { DeviceEntry } from './device-cookie';

/**
 * Password-guessing throttle, counted in the database so every instance agrees. Each failure counts
 * under keys, each key in a window that starts at its first failure; from the key's `limit`-th
 * failure on, every further failure holds it back for a delay that doubles each time, up to
 * `maxDelaySeconds`. A held-back attempt is refused (429) without checking the password.
 * - An attempt from a browser with a device cookie for the account counts only under that cookie:
 *   nobody else's failures (a guesser elsewhere, colleagues behind the shop's one address) slow it.
 * - An attempt without one counts under the account (across addresses and browsers) and under the
 *   address (across accounts and shops), and is held back by either.
 */
export const THROTTLE = {
  windowSeconds: 24 * 60 * 60,
  device: { limit: 5, firstDelaySeconds: 30, maxDelaySeconds: 15 * 60 },
  account: { limit: 5, firstDelaySeconds: 30, maxDelaySeconds: 15 * 60 },
  address: { limit: 20, firstDelaySeconds: 30, maxDelaySeconds: 15 * 60 },
} as const;

type Rule = { limit: number; firstDelaySeconds: number; maxDelaySeconds: number };
type ThrottleKey = { key: string; rule: Rule };

/** The keys an attempt counts under: its device's own, or the account's and the address's. */
export function throttleKeys(attempt: { tenantId: number; email: string; ip: string; device?: DeviceEntry }): ThrottleKey[] {
  if (attempt.device) return [{ key: `device:${attempt.device.nonce}`, rule: THROTTLE.device }];
  return [
    { key: `account:${attempt.tenantId}:${attempt.email.toLowerCase()}`, rule: THROTTLE.account },
    { key: `ip:${attempt.ip}`, rule: THROTTLE.address },
  ];
}

/** Seconds until the longest hold among the keys ends, or 0 when none holds. */
export async function blockedFor(tx: Tx, keys: ThrottleKey[]): Promise<number> {
  const result = await tx.execute<{ seconds: number | null }>(sql`
    select ceil(extract(epoch from max(blocked_until) - now()))::int as seconds
      from login_throttle where key in ${keys.map((k) => k.key)} and blocked_until > now()
  `);
  return Math.max(0, Number(result.rows[0]?.seconds ?? 0));
}

/** How many counts whose day is over each failure clears: the table holds no more than a day of keys. */
const PRUNED_PER_FAILURE = 100;

/**
 * Counts one failed attempt under each key, and holds back the keys past their limit. First it clears
 * a few counts whose window is over and that hold nothing back (their next failure would start afresh
 * anyway), oldest first through login_throttle_window_idx, so keys an attacker sprays do not pile up;
 * rows another attempt is clearing are skipped, never waited for.
 */
export async function recordFailure(tx: Tx, keys: ThrottleKey[]): Promise<void> {
  const window = sql`make_interval(secs => ${THROTTLE.windowSeconds})`;
  await tx.execute(sql`
    delete from login_throttle where key in (
      select key from login_throttle
       where window_started_at < now() - ${window} and (blocked_until is null or blocked_until <= now())
       order by window_started_at limit ${PRUNED_PER_FAILURE}
         for update skip locked)`);
  for (const { key, rule } of keys) {
    const stale = sql`t.window_started_at < now() - ${window}`;
    const failures = sql`(case when ${stale} then 1 else t.failures + 1 end)`;
    // The exponent is capped so the doubling cannot overflow; the delay is capped by the rule.
    const delay = (n: SQL) =>
      sql`now() + make_interval(secs => least(${rule.maxDelaySeconds}, ${rule.firstDelaySeconds} * power(2, least(${n} - ${rule.limit}, 30))))`;
    await tx.execute(sql`
      insert into login_throttle as t (key, failures, window_started_at, blocked_until)
      values (${key}, 1, now(), ${rule.limit <= 1 ? delay(sql`1`) : null})
      on conflict (key) do update set
        failures = ${failures},
        window_started_at = case when ${stale} then now() else t.window_started_at end,
        blocked_until = case when ${failures} >= ${rule.limit} then ${delay(failures)} else t.blocked_until end
    `);
  }
}

/** A good password from a device clears that device's count; the account's and the address's run on. */
export async function clearDevice(tx: Tx, device: DeviceEntry | undefined): Promise<void> {
  if (device) await tx.execute(sql`delete from login_throttle where key = ${`device:${device.nonce}`}`);
}
