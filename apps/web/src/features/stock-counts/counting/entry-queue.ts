import { api, ApiError } from '@/lib/api-client';
import { isNetworkFailure } from '@/lib/offline/connectivity';
import { useSession } from '@/lib/session-store';
import { countingDb, type CountingDb, type QueuedEntry } from './counting-db';

/** An answer to one request: the HTTP status (null: no answer at all) and its body. */
export type EntryAnswer = { status: number | null; body: unknown };
export type SendEntry = (entry: QueuedEntry) => Promise<EntryAnswer>;
export type RemoveEntry = (entry: QueuedEntry) => Promise<EntryAnswer>;

const entriesPath = (countId: number) => `inventory/stock-counts/${countId}/entries`;

/**
 * What an answer means for a queued entry: `done` (201 recorded, 200 the same entryId recorded
 * before), `retry` (no answer, 5xx, 408, 429, 401 while the session is being renewed: the same
 * entryId is sent again later) or `park` (any other 4xx: out of the count's scope, an unknown
 * barcode, the count no longer counting; sending it again would get the same answer).
 */
export function entryOutcome(status: number | null): 'done' | 'retry' | 'park' {
  if (status === null || status >= 500 || status === 408 || status === 429 || status === 401) return 'retry';
  if (status === 200 || status === 201) return 'done';
  return 'park';
}

/** The server's message and its field errors, in one line for the last scans. */
export function answerMessage(answer: EntryAnswer): string {
  if (answer.status === null) return 'The server could not be reached.';
  const body = answer.body as { message?: unknown; errors?: Record<string, string[]> } | undefined;
  const details = Object.values(body?.errors ?? {}).flat();
  const message = typeof body?.message === 'string' ? body.message : `HTTP ${answer.status}`;
  // A 422's message is "The given data was invalid."-like; the field's own words say more.
  return details.length > 0 ? details.join(' ') : message;
}

async function answerOf(request: () => Promise<unknown>): Promise<EntryAnswer> {
  try {
    return { status: 200, body: await request() };
  } catch (error) {
    if (error instanceof ApiError) return { status: error.status, body: error.body };
    if (isNetworkFailure(error)) return { status: null, body: null };
    throw error;
  }
}

/** POST …/{id}/entries with the entry as it was made (its entryId and countedAt). */
export const sendEntry: SendEntry = (entry) =>
  answerOf(() =>
    api.post(entriesPath(entry.countId), {
      entryId: entry.entryId,
      ...(entry.productId != null ? { productId: entry.productId } : { barcode: entry.barcode }),
      quantity: entry.quantity,
      mode: entry.mode,
      serialNumbers: entry.serialNumbers,
      countedAt: entry.countedAt,
    }),
  );

/** DELETE …/{id}/entries/{entryId}: the server takes the device's entryId. */
export const removeEntry: RemoveEntry = (entry) => answerOf(() => api.delete(`${entriesPath(entry.countId)}/${entry.entryId}`));

/** A version 4 UUID, also where crypto.randomUUID is missing (a shop's LAN address is not a secure context). */
export function newEntryId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export type NewEntry = Pick<
  QueuedEntry,
  'countId' | 'userId' | 'productId' | 'barcode' | 'sku' | 'productName' | 'unit' | 'quantity' | 'mode' | 'serialNumbers'
>;

/** Keeps an entry on the device before anything is sent: it survives a reload, a closed tab and no connection. */
export async function queueEntry(entry: NewEntry, db: CountingDb = countingDb(), now: () => Date = () => new Date()): Promise<QueuedEntry> {
  return db.transaction('rw', db.entries, async () => {
    const last = await db.entries.orderBy('seq').last();
    const queued: QueuedEntry = {
      ...entry,
      entryId: newEntryId(),
      seq: (last?.seq ?? 0) + 1,
      countedAt: now().toISOString(),
      status: 'waiting',
      attempts: 0,
      lastError: null,
    };
    await db.entries.add(queued);
    return queued;
  });
}

/** The entries being posted right now (an undo during the request must not lose track of its answer). */
const inFlight = new Set<string>();

/**
 * Undoes an entry from the last scans. One the server has or may have (sent, or tried without an
 * answer) is removed there by its entryId; one never sent or refused is only dropped from the device.
 */
export async function undoEntry(entryId: string, db: CountingDb = countingDb()): Promise<void> {
  await db.transaction('rw', db.entries, async () => {
    const entry = await db.entries.get(entryId);
    if (!entry) return;
    const neverReached = entry.status === 'parked' || (entry.status === 'waiting' && entry.attempts === 0 && !inFlight.has(entryId));
    if (neverReached) await db.entries.delete(entryId);
    else await db.entries.update(entryId, { status: 'removing', lastError: null });
  });
}

export type SendReport = { sent: number; parked: number; removed: number; retrying: boolean };

/** The id of the user signed in on the device now (null: nobody). */
const signedInUserId = () => useSession.getState().user?.id ?? null;

/** Entries kept on the device once sent (the last scans show the newest few). */
const SENT_KEPT = 200;

/**
 * Sends the signed-in user's waiting entries and removals in the order they were made, one at a
 * time. An entry leaves `waiting` only when the server answered it: recorded (201, or 200 for the
 * same entryId again) or refused (4xx: parked with the server's message). With no answer (or a 5xx)
 * it stays waiting and sending stops until the next try (back online, the page opened again, a
 * new entry, or the screen's timer).
 */
export async function sendQueuedEntries(
  { send = sendEntry, remove = removeEntry }: { send?: SendEntry; remove?: RemoveEntry } = {},
  db: CountingDb = countingDb(),
  signedIn: () => number | null = signedInUserId,
): Promise<SendReport> {
  const report: SendReport = { sent: 0, parked: 0, removed: 0, retrying: false };
  const tried = new Set<string>();
  for (;;) {
    const userId = signedIn();
    if (userId === null) break;
    const next = (await db.entries
      .orderBy('seq')
      .filter((e) => (e.status === 'waiting' || e.status === 'removing') && e.userId === userId && !tried.has(e.entryId))
      .first()) as QueuedEntry | undefined;
    if (!next) break;
    tried.add(next.entryId);
    if (next.status === 'waiting') {
      inFlight.add(next.entryId);
      let answer: EntryAnswer;
      try {
        answer = await send(next);
      } catch (error) {
        answer = { status: null, body: String(error) };
      } finally {
        inFlight.delete(next.entryId);
      }
      const outcome = entryOutcome(answer.status);
      const recorded = (answer.body as { data?: { productId?: number; sku?: string; productName?: string; unit?: string } } | null)?.data;
      // Undone while it was on its way: kept as `removing` (the server is asked to remove it next).
      await db.transaction('rw', db.entries, async () => {
        const now = await db.entries.get(next.entryId);
        if (!now) return;
        if (outcome === 'done') {
          const known = recorded?.productName
            ? {
                productId: recorded.productId ?? now.productId,
                sku: recorded.sku ?? now.sku,
                productName: recorded.productName,
                unit: recorded.unit ?? now.unit,
              }
            : {};
          await db.entries.update(next.entryId, {
            ...known,
            ...(now.status === 'waiting' ? { status: 'sent' as const } : {}),
            lastError: null,
          });
        } else if (outcome === 'park') {
          if (now.status === 'removing') await db.entries.delete(next.entryId);
          else await db.entries.update(next.entryId, { status: 'parked', lastError: answerMessage(answer) });
        } else {
          await db.entries.update(next.entryId, { attempts: now.attempts + 1, lastError: answerMessage(answer) });
        }
      });
      if (outcome === 'done') report.sent += 1;
      if (outcome === 'park') report.parked += 1;
      if (outcome === 'retry') {
        report.retrying = true;
        break;
      }
      // An entry undone while it was sent is removed at the server in the same round.
      if ((await db.entries.get(next.entryId))?.status === 'removing') tried.delete(next.entryId);
    } else {
      const answer = await remove(next).catch((error: unknown) => ({ status: null, body: String(error) }) as EntryAnswer);
      // 404: the server never recorded it (or it was removed already): either way it is gone.
      if (answer.status === 200 || answer.status === 404) {
        await db.entries.delete(next.entryId);
        report.removed += 1;
      } else if (entryOutcome(answer.status) === 'park') {
        await db.entries.update(next.entryId, { status: 'sent', lastError: `Not undone: ${answerMessage(answer)}` });
      } else {
        await db.entries.update(next.entryId, { attempts: next.attempts + 1, lastError: answerMessage(answer) });
        report.retrying = true;
        break;
      }
    }
  }
  const sent = await db.entries.where('status').equals('sent').count();
  if (sent > SENT_KEPT) {
    const oldest = await db.entries
      .orderBy('seq')
      .filter((e) => e.status === 'sent')
      .limit(sent - SENT_KEPT)
      .primaryKeys();
    await db.entries.bulkDelete(oldest);
  }
  return report;
}

let running: Promise<SendReport> | null = null;

/** One send at a time in this tab: a call while one runs waits for it, then sends again (a new entry may have come). */
export function sendNow(): Promise<SendReport> {
  const after = running ?? Promise.resolve(null);
  // A failure of the device's database (closed, full) leaves the entries where they are, for the next try.
  const next = after.then(() =>
    sendQueuedEntries().catch((error: unknown) => {
      console.error('Could not send the counting queue', error);
      return { sent: 0, parked: 0, removed: 0, retrying: true };
    }),
  );
  const mine = next.finally(() => {
    if (running === mine) running = null;
  });
  running = mine;
  return mine;
}
