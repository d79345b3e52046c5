import { createHash } from 'node:crypto';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { idempotencyKeys } from '../../db/schema/sales-documents';
import { AppError, invalid } from '../errors';
import { shopWhere } from '../resource/rows';

/** How long a key's first answer is kept. */
const KEEP_HOURS = 24;

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

export function requestHash(body: unknown): string {
  return createHash('sha256').update(canonical(body)).digest('hex');
}

export type Replay = { status: number; body: unknown };

/** What claiming a key needs: the shop, the key, the hash of the request's body. */
export type KeyClaim = { tenant: number; key: string; hash: string };

/**
 * The statement that claims an Idempotency-Key inside the request's transaction (placeholders
 * tenant, key, hash; it answers the key when claimed): a new key, or one seen more than 24 hours
 * ago, taken over. A key not claimed is replayed (replayOf). A concurrent request with the same
 * key waits on the key's row until the first one commits, then replays it. The sale's look-up
 * carries it as a CTE, to save the round trip.
 */
export function claimStatement(): SQL {
  return sql`insert into ${idempotencyKeys} (tenant_id, key, request_hash) values (${sql.placeholder('tenant')}, ${sql.placeholder('key')}, ${sql.placeholder('hash')})
    on conflict (tenant_id, key) do update set request_hash = excluded.request_hash, status_code = null, response = null, created_at = now()
      where ${idempotencyKeys.createdAt} < now() - make_interval(hours => ${sql.raw(String(KEEP_HOURS))})
    returning key`;
}

/**
 * Claims a key on its own (for routes whose first statement cannot carry claimStatement): true when
 * claimed, false when it was seen in the last 24 hours (replay it with replayOf). A key names the
 * kind of request in front of it, so one key sent to two routes never answers the other's result.
 */
export async function claimKey(tx: Tx, claim: KeyClaim): Promise<boolean> {
  const claimed = await tx.execute<{
    key: string;
  }>(sql`insert into ${idempotencyKeys} (tenant_id, key, request_hash) values (${claim.tenant}, ${claim.key}, ${claim.hash})
    on conflict (tenant_id, key) do update set request_hash = excluded.request_hash, status_code = null, response = null, created_at = now()
      where ${idempotencyKeys.createdAt} < now() - make_interval(hours => ${sql.raw(String(KEEP_HOURS))})
    returning key`);
  return claimed.rows.length > 0;
}

/** Whether the Idempotency-Key header may carry this key: 1 to 200 printable characters. */
export const isKey = (key: string) => /^[\x21-\x7e]{1,200}$/.test(key);

/** A key as the Idempotency-Key header may carry it, or 422. */
export function checkKey(key: string): void {
  if (!isKey(key)) throw invalid({ 'Idempotency-Key': ['The Idempotency-Key must be 1 to 200 printable characters.'] });
}

/**
 * The first answer to a key that could not be claimed: a key seen in the last 24 hours with the
 * same body answers its first result; with another body it is refused (422); one still being
 * processed is a 409.
 */
export async function replayOf(tx: Tx, key: string, hash: string): Promise<Replay> {
  const [seen] = await tx
    .select()
    .from(idempotencyKeys)
    .where(shopWhere(tx, idempotencyKeys, eq(idempotencyKeys.key, key)));
  if (!seen) throw new AppError('CONFLICT', 'The request with this Idempotency-Key is still being processed. Please retry.');
  if (seen.requestHash !== hash) {
    throw invalid({ 'Idempotency-Key': ['This Idempotency-Key was already used for a different request.'] });
  }
  if (seen.statusCode === null)
    throw new AppError('CONFLICT', 'The request with this Idempotency-Key is still being processed. Please retry.');
  return { status: seen.statusCode, body: seen.response };
}

/** Keeps the answer with the key, in the same transaction as the work it answers. */
export async function rememberAnswer(tx: Tx, key: string, status: number, body: unknown): Promise<void> {
  await tx
    .update(idempotencyKeys)
    .set({ statusCode: status, response: body })
    .where(shopWhere(tx, idempotencyKeys, eq(idempotencyKeys.key, key)));
}
