import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CountingDb, type QueuedEntry } from './counting-db';
import { entryOutcome, queueEntry, sendQueuedEntries, undoEntry, type EntryAnswer } from './entry-queue';

let db: CountingDb;
let n = 0;
beforeEach(() => {
  n += 1;
  db = new CountingDb(`counting-test-${n}`);
});
afterEach(async () => {
  db.close();
  await db.delete();
});

const COUNTER = 7;
const signedIn = () => COUNTER;

const entry = (over: Partial<Parameters<typeof queueEntry>[0]> = {}) =>
  queueEntry(
    {
      countId: 3,
      userId: COUNTER,
      productId: 11,
      barcode: null,
      sku: 'COKE-1500',
      productName: 'Coca-Cola 1.5 L',
      unit: 'piece',
      quantity: '6',
      mode: 'ADD',
      serialNumbers: [],
      ...over,
    },
    db,
  );

/** A fake server: answers from a script per call, recording the entries it was sent. */
function server(script: (entry: QueuedEntry, call: number) => EntryAnswer) {
  const sent: QueuedEntry[] = [];
  const removed: string[] = [];
  return {
    sent,
    removed,
    send: async (queued: QueuedEntry) => {
      sent.push(queued);
      return script(queued, sent.length);
    },
    remove: async (queued: QueuedEntry): Promise<EntryAnswer> => {
      removed.push(queued.entryId);
      return { status: 200, body: {} };
    },
  };
}
const recorded: EntryAnswer = {
  status: 201,
  body: { data: { productId: 11, sku: 'COKE-1500', productName: 'Coca-Cola 1.5 L', unit: 'piece' } },
};
const noAnswer: EntryAnswer = { status: null, body: null };

describe('the counting queue', () => {
  it('keeps an entry on the device, with its entryId and countedAt, before anything is sent', async () => {
    const queued = await entry();
    const kept = await db.entries.get(queued.entryId);
    expect(kept).toMatchObject({ status: 'waiting', attempts: 0, quantity: '6', mode: 'ADD', countedAt: queued.countedAt });
    expect(queued.entryId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(new Date(queued.countedAt).toISOString()).toBe(queued.countedAt);
  });

  it('sends each entry once when the server records it, in the order they were made', async () => {
    const first = await entry();
    const second = await entry({ quantity: '2' });
    const fake = server(() => recorded);
    expect(await sendQueuedEntries(fake, db, signedIn)).toMatchObject({ sent: 2, retrying: false });
    expect(fake.sent.map((e) => e.entryId)).toEqual([first.entryId, second.entryId]);
    expect((await db.entries.get(first.entryId))?.status).toBe('sent');
    // Nothing waits: sending again sends nothing.
    await sendQueuedEntries(fake, db, signedIn);
    expect(fake.sent).toHaveLength(2);
  });

  it('keeps an entry without an answer and sends the same entryId and countedAt again when the connection is back', async () => {
    const queued = await entry();
    let online = false;
    const fake = server(() => (online ? recorded : noAnswer));
    expect(await sendQueuedEntries(fake, db, signedIn)).toMatchObject({ sent: 0, retrying: true });
    expect(await db.entries.get(queued.entryId)).toMatchObject({ status: 'waiting', attempts: 1 });
    online = true;
    expect(await sendQueuedEntries(fake, db, signedIn)).toMatchObject({ sent: 1 });
    expect(fake.sent.map((e) => [e.entryId, e.countedAt])).toEqual([
      [queued.entryId, queued.countedAt],
      [queued.entryId, queued.countedAt],
    ]);
    // A 200 (the server had it already: the first answer was lost) is done too.
    const replayed = await entry();
    await sendQueuedEntries(
      server(() => ({ status: 200, body: recorded.body })),
      db,
      signedIn,
    );
    expect((await db.entries.get(replayed.entryId))?.status).toBe('sent');
  });

  it('parks an entry the server refuses (422, 404, 409) with its message, and goes on with the next', async () => {
    const outOfScope = await entry({ productId: null, barcode: '999', sku: null, productName: null });
    const next = await entry();
    const fake = server((e) =>
      e.entryId === outOfScope.entryId
        ? { status: 422, body: { message: 'The given data was invalid.', errors: { barcode: ['Yakult is outside this count’s scope.'] } } }
        : recorded,
    );
    expect(await sendQueuedEntries(fake, db, signedIn)).toMatchObject({ sent: 1, parked: 1 });
    expect(await db.entries.get(outOfScope.entryId)).toMatchObject({
      status: 'parked',
      lastError: 'Yakult is outside this count’s scope.',
    });
    await sendQueuedEntries(fake, db, signedIn);
    expect(fake.sent.filter((e) => e.entryId === outOfScope.entryId)).toHaveLength(1);
    expect((await db.entries.get(next.entryId))?.status).toBe('sent');
    expect(entryOutcome(404)).toBe('park');
    expect(entryOutcome(409)).toBe('park');
    expect(entryOutcome(503)).toBe('retry');
    expect(entryOutcome(401)).toBe('retry');
  });

  it('fills in the product of a barcode from the server’s answer', async () => {
    const scanned = await entry({ productId: null, barcode: '4801981116218', sku: null, productName: null, unit: null });
    await sendQueuedEntries(
      server(() => recorded),
      db,
      signedIn,
    );
    expect(await db.entries.get(scanned.entryId)).toMatchObject({
      productName: 'Coca-Cola 1.5 L',
      sku: 'COKE-1500',
      barcode: '4801981116218',
    });
  });

  it('undoes an entry never sent on the device only, and one the server has by removing it there', async () => {
    const unsent = await entry();
    await undoEntry(unsent.entryId, db);
    expect(await db.entries.get(unsent.entryId)).toBeUndefined();

    const sentOne = await entry();
    const fake = server(() => recorded);
    await sendQueuedEntries(fake, db, signedIn);
    await undoEntry(sentOne.entryId, db);
    expect((await db.entries.get(sentOne.entryId))?.status).toBe('removing');
    expect(await sendQueuedEntries(fake, db, signedIn)).toMatchObject({ removed: 1 });
    expect(fake.removed).toEqual([sentOne.entryId]);
    expect(await db.entries.get(sentOne.entryId)).toBeUndefined();

    // Tried without an answer: it may be at the server, so the server is asked (404 there: gone either way).
    const maybe = await entry();
    await sendQueuedEntries(
      server(() => noAnswer),
      db,
      signedIn,
    );
    await undoEntry(maybe.entryId, db);
    const notThere = { ...server(() => recorded), remove: async () => ({ status: 404, body: {} }) };
    await sendQueuedEntries(notThere, db, signedIn);
    expect(notThere.sent).toHaveLength(0);
    expect(await db.entries.get(maybe.entryId)).toBeUndefined();
  });

  it('sends only the signed-in counter’s entries (the server records an entry under whoever sends it)', async () => {
    await entry({ userId: 99 });
    const mine = await entry();
    const fake = server(() => recorded);
    await sendQueuedEntries(fake, db, signedIn);
    expect(fake.sent.map((e) => e.entryId)).toEqual([mine.entryId]);
  });
});
