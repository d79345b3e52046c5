import { offlineSyncOutcome } from '@oim/shared/schemas/offline-sync';
import { api, ApiError } from '@/lib/api-client';
import { isNetworkFailure } from '@/lib/offline/connectivity';
import { useSession } from '@/lib/session-store';
import { offlineDb, type OfflineDb, type QueuedSale } from './offline-db';

/** Where a sale made offline is posted (the server's offline sales route; docs/architecture.md "Offline sales at the server"). */
export const OFFLINE_SALES_PATH = 'sales/offline-sync/sales';

/** An answer to one post: the HTTP status (null: no answer at all) and its body. */
export type PostAnswer = { status: number | null; body: unknown };
export type PostSale = (sale: QueuedSale) => Promise<PostAnswer>;

/**
 * What an answer means for the queued sale, by the server's rule (`offlineSyncOutcome` in
 * packages/shared): `done` (201 posted, 200 the same clientSaleId posted before: drop it), `retry`
 * (no answer, 5xx, 408, 429, a 409 without a code: the same sale still being posted), or `park`
 * (every other 4xx: 403, 422, SERIAL_ALREADY_SOLD, PRODUCT_UNAVAILABLE, NO_SHIFT,
 * MADE_AT_OUT_OF_RANGE: a manager resolves it). The API client already refreshed the token once on
 * a 401; a 401 that reaches here means the session must be signed in again, so the sale waits.
 */
export function syncOutcome(status: number | null, body?: unknown): 'done' | 'retry' | 'park' {
  const outcome = offlineSyncOutcome(status, body as { code?: unknown } | null | undefined);
  return outcome === 'signIn' ? 'retry' : outcome;
}

/** After this many tries in a row that the server did not take, a sale shows as failing (Sales waiting, the terminal's chip). */
export const FAILING_AFTER_TRIES = 5;
/** The longest wait between two tries: a failing sale is still tried this often (Send now tries it at once). */
export const MAX_BACKOFF_MS = 60_000;

/**
 * Backoff after the n-th failure in a row: 2 s, 4 s, 8 s, … at most a minute. A failing sale is not
 * tried less often than that: an outage or a server error ends on its own, and when it does the
 * sales should not wait minutes more.
 */
export function backoffMs(attempts: number): number {
  return Math.min(MAX_BACKOFF_MS, 1000 * 2 ** Math.max(1, attempts));
}

/** A waiting sale tried FAILING_AFTER_TRIES times or more without the server taking it (5xx, no answer, ...). */
export function isFailing(sale: Pick<QueuedSale, 'status' | 'attempts'>): boolean {
  return sale.status === 'waiting' && sale.attempts >= FAILING_AFTER_TRIES;
}

function messageOf(answer: PostAnswer): string {
  if (answer.status === null) return 'The server could not be reached.';
  const body = answer.body as { message?: unknown; errors?: Record<string, string[]> } | undefined;
  const details = Object.values(body?.errors ?? {}).flat();
  return [typeof body?.message === 'string' ? body.message : `HTTP ${answer.status}`, ...details].join(' ');
}

/** Posts one queued sale with its Idempotency-Key; any answer (or none) becomes a PostAnswer. */
export const postQueuedSale: PostSale = async (sale) => {
  try {
    const body = await api.post<unknown>(OFFLINE_SALES_PATH, sale.body, { headers: { 'Idempotency-Key': sale.idempotencyKey } });
    return { status: 200, body };
  } catch (error) {
    if (error instanceof ApiError) return { status: error.status, body: error.body };
    if (isNetworkFailure(error)) return { status: null, body: null };
    throw error;
  }
};

export type SyncReport = { sent: number; parked: number; retrying: boolean; waiting: number };

/** The id of the user signed in on the device now (null: nobody). */
const signedInUserId = () => useSession.getState().user?.id ?? null;

const SYNCED_KEPT = 200;

/**
 * Sends the waiting sales in the order they were made, one at a time. A sale leaves the queue only
 * once the server acknowledged it; a failure without an answer (or a 5xx) keeps it and every later
 * sale waiting, with a growing backoff, so sales reach the server in order (after
 * FAILING_AFTER_TRIES tries it shows as failing, and is still tried every minute); one the server will
 * never take (a 4xx other than 401, 408, 429) is parked and the next goes on. Only the signed-in cashier's own sales are sent (the
 * server posts a sale under whoever sends it): another cashier's wait until they sign in here.
 */
export async function syncQueue(
  post: PostSale = postQueuedSale,
  db: OfflineDb = offlineDb(),
  now: () => number = Date.now,
  signedIn: () => number | null = signedInUserId,
): Promise<SyncReport> {
  const mine = (sale: QueuedSale) => !sale.madeBy || sale.madeBy.id === signedIn();
  let sent = 0;
  let parked = 0;
  let retrying = false;
  for (;;) {
    const sale = await db.sales
      .where('status')
      .equals('waiting')
      .sortBy('seq')
      .then((all) => all.find(mine));
    if (!sale) break;
    if (sale.nextAttemptAt > now()) {
      retrying = true;
      break;
    }
    let answer: PostAnswer;
    try {
      answer = await post(sale);
    } catch (error) {
      answer = { status: null, body: String(error) };
    }
    const outcome = syncOutcome(answer.status, answer.body);
    if (outcome === 'done') {
      const data = (answer.body as { data?: { id?: number; salesOrderNumber?: string } } | undefined)?.data;
      await db.transaction('rw', db.sales, db.synced, async () => {
        await db.sales.delete(sale.clientSaleId);
        await db.synced.put({
          clientSaleId: sale.clientSaleId,
          provisionalNumber: sale.provisionalNumber,
          salesOrderId: Number(data?.id ?? 0),
          salesOrderNumber: String(data?.salesOrderNumber ?? ''),
          syncedAt: now(),
        });
      });
      sent += 1;
    } else if (outcome === 'park') {
      await db.sales.update(sale.clientSaleId, {
        status: 'parked',
        lastError: messageOf(answer),
        parkedStatus: answer.status,
        parkedCode: typeof (answer.body as { code?: unknown })?.code === 'string' ? (answer.body as { code: string }).code : null,
      });
      parked += 1;
    } else {
      const attempts = sale.attempts + 1;
      await db.sales.update(sale.clientSaleId, { attempts, nextAttemptAt: now() + backoffMs(attempts), lastError: messageOf(answer) });
      retrying = true;
      break;
    }
  }
  // Only the latest acknowledged sales are kept (the waiting screen shows them with their server numbers).
  const synced = await db.synced.count();
  if (synced > SYNCED_KEPT) {
    const oldest = await db.synced
      .orderBy('syncedAt')
      .limit(synced - SYNCED_KEPT)
      .primaryKeys();
    await db.synced.bulkDelete(oldest);
  }
  const waiting = await db.sales.where('status').equals('waiting').count();
  return { sent, parked, retrying, waiting };
}

const LOCK_NAME = 'oim-pos-offline-sync';
const LEASE_KEY = 'syncLease';
const LEASE_MS = 30_000;
const tabId = Math.random().toString(36).slice(2);

/**
 * Runs `work` only in the one tab that leads the sync at the moment: through the Web Locks API
 * where the browser has it (a secure context), else through a short lease kept in IndexedDB. A tab
 * that cannot lead now answers null at once (it does not queue behind the leader: the leader sends
 * everything waiting, and the next tick tries again).
 */
export async function asSyncLeader<T>(
  work: () => Promise<T>,
  db: OfflineDb = offlineDb(),
  now: () => number = Date.now,
): Promise<T | null> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (locks) return locks.request(LOCK_NAME, { ifAvailable: true }, async (lock) => (lock ? work() : null));
  const leased = await db.transaction('rw', db.meta, async () => {
    const lease = (await db.meta.get(LEASE_KEY))?.value as { tab: string; until: number } | undefined;
    if (lease && lease.tab !== tabId && lease.until > now()) return false;
    await db.meta.put({ key: LEASE_KEY, value: { tab: tabId, until: now() + LEASE_MS } });
    return true;
  });
  if (!leased) return null;
  try {
    return await work();
  } finally {
    await db.meta.delete(LEASE_KEY);
  }
}

let running: Promise<SyncReport | null> | null = null;

/** One sync at a time in this tab, and in one tab of the device. */
export function syncNow(post: PostSale = postQueuedSale): Promise<SyncReport | null> {
  running ??= asSyncLeader(() => syncQueue(post)).finally(() => {
    running = null;
  });
  return running;
}
