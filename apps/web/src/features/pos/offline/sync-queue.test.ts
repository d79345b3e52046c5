import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OfflineDb } from './offline-db';
import { discardParkedSale, enqueueOfflineSale, makeWaitingSalesDue, queuedSales, retryParkedSale } from './offline-sales';
import {
  asSyncLeader,
  backoffMs,
  FAILING_AFTER_TRIES,
  MAX_BACKOFF_MS,
  isFailing,
  syncOutcome,
  syncQueue,
  type PostAnswer,
  type PostSale,
} from './sync-queue';

let db: OfflineDb;
let n = 0;
beforeEach(() => {
  n += 1;
  db = new OfflineDb(`offline-test-${n}`);
});
afterEach(async () => {
  db.close();
  await db.delete();
});

const sale = (netTotal: number) => ({ salesChannelId: 1, payload: { salesChannelId: 1, netTotal }, netTotal, customerName: null });

/** A fake server: answers from a script per call, recording what it was sent. */
function server(script: (body: Record<string, unknown>, call: number) => PostAnswer) {
  const sent: Record<string, unknown>[] = [];
  const post: PostSale = async (queued) => {
    sent.push(queued.body);
    return script(queued.body, sent.length);
  };
  return { post, sent };
}

const created = (body: Record<string, unknown>): PostAnswer => ({
  status: 201,
  body: { data: { id: 1, salesOrderNumber: `SO-${String((body.offline as { provisionalNumber: string }).provisionalNumber)}` } },
});

describe('the offline sales queue', () => {
  it('numbers sales from the device series and keeps each with its client id and key before confirming', async () => {
    const first = await enqueueOfflineSale(sale(10), db);
    const second = await enqueueOfflineSale(sale(20), db);
    expect(first.provisionalNumber).toMatch(/^OFF-[0-9A-F]{4}-000001$/);
    expect(second.provisionalNumber.endsWith('-000002')).toBe(true);
    expect(first.clientSaleId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(first.idempotencyKey).not.toBe(second.idempotencyKey);
    expect(first.body.offline).toEqual({
      clientSaleId: first.clientSaleId,
      deviceId: expect.any(String),
      provisionalNumber: first.provisionalNumber,
      madeAt: first.madeAt,
    });
    expect((await queuedSales(db)).map((s) => s.netTotal)).toEqual([10, 20]);
  });

  it('sends waiting sales in the order they were made and drops each only once acknowledged', async () => {
    await enqueueOfflineSale(sale(1), db);
    await enqueueOfflineSale(sale(2), db);
    await enqueueOfflineSale(sale(3), db);
    const fake = server(created);
    const report = await syncQueue(fake.post, db, () => 1000);
    expect(fake.sent.map((b) => b.netTotal)).toEqual([1, 2, 3]);
    expect(report).toEqual({ sent: 3, parked: 0, retrying: false, waiting: 0 });
    expect(await db.sales.count()).toBe(0);
    // The server's numbers are kept beside the provisional ones.
    expect((await db.synced.toArray()).map((s) => s.salesOrderNumber).sort()).toHaveLength(3);
  });

  it('sends only the signed-in cashier’s sales: another cashier’s wait until they sign in on the device', async () => {
    const ana = { id: 7, name: 'Ana' };
    const ben = { id: 9, name: 'Ben' };
    await enqueueOfflineSale({ ...sale(1), madeBy: ana }, db);
    await enqueueOfflineSale({ ...sale(2), madeBy: ben }, db);
    await enqueueOfflineSale({ ...sale(3), madeBy: ana }, db);
    const fake = server(created);
    // Ben signed in after Ana's session ended: only his sale goes, under him.
    expect(
      await syncQueue(
        fake.post,
        db,
        () => 1000,
        () => ben.id,
      ),
    ).toEqual({ sent: 1, parked: 0, retrying: false, waiting: 2 });
    expect(fake.sent.map((b) => b.netTotal)).toEqual([2]);
    // Nobody signed in: nothing is sent.
    expect(
      (
        await syncQueue(
          fake.post,
          db,
          () => 1000,
          () => null,
        )
      ).sent,
    ).toBe(0);
    // Ana signs in again: hers go, in the order she made them.
    expect(
      (
        await syncQueue(
          fake.post,
          db,
          () => 1000,
          () => ana.id,
        )
      ).sent,
    ).toBe(2);
    expect(fake.sent.map((b) => b.netTotal)).toEqual([2, 1, 3]);
  });

  it('treats the server answering an earlier post of the same sale (200) as acknowledged', async () => {
    await enqueueOfflineSale(sale(5), db);
    const fake = server(() => ({
      status: 200,
      body: { message: 'This sale was already posted.', data: { id: 9, salesOrderNumber: 'SO-9' } },
    }));
    expect((await syncQueue(fake.post, db, () => 0)).sent).toBe(1);
    expect(await db.sales.count()).toBe(0);
    expect((await db.synced.toArray())[0]?.salesOrderNumber).toBe('SO-9');
  });

  it('keeps a sale and every later one when no answer or a 5xx comes, and backs off before sending it again', async () => {
    const first = await enqueueOfflineSale(sale(1), db);
    await enqueueOfflineSale(sale(2), db);
    let clock = 10_000;
    const fake = server((_, call) => (call === 1 ? { status: null, body: null } : call === 2 ? { status: 503, body: {} } : created(_)));
    expect(await syncQueue(fake.post, db, () => clock)).toMatchObject({ sent: 0, retrying: true, waiting: 2 });
    expect(fake.sent).toHaveLength(1);
    const stored = await db.sales.get(first.clientSaleId);
    expect(stored).toMatchObject({ attempts: 1, nextAttemptAt: clock + backoffMs(1), lastError: 'The server could not be reached.' });

    // Before the backoff is over nothing is sent.
    expect(await syncQueue(fake.post, db, () => clock + 1)).toMatchObject({ sent: 0, retrying: true });
    expect(fake.sent).toHaveLength(1);

    clock += backoffMs(1);
    expect(await syncQueue(fake.post, db, () => clock)).toMatchObject({ sent: 0, retrying: true });
    expect((await db.sales.get(first.clientSaleId))?.attempts).toBe(2);
    expect((await db.sales.get(first.clientSaleId))?.nextAttemptAt).toBe(clock + backoffMs(2));

    clock += backoffMs(2);
    expect(await syncQueue(fake.post, db, () => clock)).toMatchObject({ sent: 2, waiting: 0 });
    // The same sale went three times, with its one clientSaleId: the server answers the first post.
    expect(fake.sent.slice(0, 3).map((b) => (b.offline as { clientSaleId: string }).clientSaleId)).toEqual([
      first.clientSaleId,
      first.clientSaleId,
      first.clientSaleId,
    ]);
  });

  it('parks a sale the server will never take, with its reason, and goes on with the next', async () => {
    const serial = await enqueueOfflineSale(sale(1), db);
    const forbidden = await enqueueOfflineSale(sale(2), db);
    await enqueueOfflineSale(sale(3), db);
    const fake = server((body, call) =>
      call === 1
        ? { status: 409, body: { message: 'Serial number SN-1 was already sold.', code: 'SERIAL_ALREADY_SOLD' } }
        : call === 2
          ? { status: 403, body: { message: 'Not permitted.' } }
          : created(body),
    );
    expect(await syncQueue(fake.post, db, () => 0)).toEqual({ sent: 1, parked: 2, retrying: false, waiting: 0 });
    expect(await db.sales.get(serial.clientSaleId)).toMatchObject({
      status: 'parked',
      parkedStatus: 409,
      parkedCode: 'SERIAL_ALREADY_SOLD',
      lastError: 'Serial number SN-1 was already sold.',
    });
    expect(await db.sales.get(forbidden.clientSaleId)).toMatchObject({ status: 'parked', parkedStatus: 403, parkedCode: null });

    // A parked sale is not sent again until a manager retries it; then it goes like any other.
    expect((await syncQueue(fake.post, db, () => 0)).sent).toBe(0);
    await retryParkedSale(serial.clientSaleId, db);
    expect((await syncQueue(server(created).post, db, () => 0)).sent).toBe(1);
    // Discarding takes only a parked sale.
    expect(await discardParkedSale(forbidden.clientSaleId, db)).toBe(true);
    expect(await db.sales.count()).toBe(0);
  });

  it('parks a sale the server refuses as invalid (a unit not the product’s: 422 on orderItems.0.orderedUomId), with the field’s message', async () => {
    const foreign = await enqueueOfflineSale(sale(1), db);
    await enqueueOfflineSale(sale(2), db);
    const fake = server((body, call) =>
      call === 1
        ? {
            status: 422,
            body: {
              message: 'The given data was invalid.',
              errors: { 'orderItems.0.orderedUomId': ['The unit is not one of the product’s units.'] },
            },
          }
        : created(body),
    );
    expect(await syncQueue(fake.post, db, () => 0)).toEqual({ sent: 1, parked: 1, retrying: false, waiting: 0 });
    expect(await db.sales.get(foreign.clientSaleId)).toMatchObject({
      status: 'parked',
      parkedStatus: 422,
      attempts: 0,
      lastError: 'The given data was invalid. The unit is not one of the product’s units.',
    });
    // Sent once: an answer that will not change is never tried again on its own.
    await syncQueue(fake.post, db, () => 1_000_000);
    expect(fake.sent).toHaveLength(2);
  });

  it('never parks a sale on 401, 408 or 429: it waits and is sent again', async () => {
    for (const status of [401, 408, 429]) {
      const queued = await enqueueOfflineSale(sale(status), db);
      const fake = server(() => ({ status, body: { message: `HTTP answer ${status}` } }));
      expect(await syncQueue(fake.post, db, () => 0)).toMatchObject({ sent: 0, parked: 0, retrying: true, waiting: 1 });
      expect(await db.sales.get(queued.clientSaleId)).toMatchObject({ status: 'waiting', attempts: 1, parkedStatus: null });
      await db.sales.clear();
    }
  });

  it('backs off on 5xx, shows the sale as failing with the server’s message after 5 tries, and keeps trying it every minute', async () => {
    const first = await enqueueOfflineSale(sale(1), db);
    await enqueueOfflineSale(sale(2), db);
    let clock = 0;
    let down = true;
    const fake = server((body) => (down ? { status: 500, body: { message: 'The server had a problem.' } } : created(body)));
    const waits: number[] = [];
    for (let tries = 1; tries <= FAILING_AFTER_TRIES; tries += 1) {
      expect(isFailing((await db.sales.get(first.clientSaleId))!)).toBe(false);
      const before = fake.sent.length;
      expect(await syncQueue(fake.post, db, () => clock)).toMatchObject({ sent: 0, parked: 0, retrying: true, waiting: 2 });
      // One post per sync: the later sale waits behind the first, in order.
      expect(fake.sent.length).toBe(before + 1);
      const stored = (await db.sales.get(first.clientSaleId))!;
      expect(stored).toMatchObject({ status: 'waiting', attempts: tries, lastError: 'The server had a problem.' });
      waits.push(stored.nextAttemptAt - clock);
      // Nothing is sent before the backoff is over.
      await syncQueue(fake.post, db, () => stored.nextAttemptAt - 1);
      expect(fake.sent.length).toBe(before + 1);
      clock = stored.nextAttemptAt;
    }
    expect(waits).toEqual([2_000, 4_000, 8_000, 16_000, 32_000]);
    expect(backoffMs(FAILING_AFTER_TRIES + 1)).toBe(MAX_BACKOFF_MS);
    const failing = (await db.sales.get(first.clientSaleId))!;
    expect(isFailing(failing)).toBe(true);
    expect(fake.sent.every((b) => (b.offline as { clientSaleId: string }).clientSaleId === first.clientSaleId)).toBe(true);

    // Send now makes it due at once; it stays failing (and keeps its count) until the server takes it.
    await makeWaitingSalesDue(db);
    await syncQueue(fake.post, db, () => clock - 1);
    expect((await db.sales.get(first.clientSaleId))!).toMatchObject({ attempts: FAILING_AFTER_TRIES + 1 });
    down = false;
    await makeWaitingSalesDue(db);
    expect(await syncQueue(fake.post, db, () => clock)).toMatchObject({ sent: 2, waiting: 0 });
  });

  it('classifies answers: retry without an answer, on 5xx, 408, 429, 401 and a 409 without a code; park other 4xx', () => {
    expect(syncOutcome(null)).toBe('retry');
    expect(syncOutcome(502)).toBe('retry');
    expect(syncOutcome(429)).toBe('retry');
    expect(syncOutcome(401)).toBe('retry');
    expect(syncOutcome(409, { message: 'still being processed' })).toBe('retry');
    expect(syncOutcome(201)).toBe('done');
    expect(syncOutcome(200)).toBe('done');
    expect(syncOutcome(409, { code: 'NO_SHIFT' })).toBe('park');
    expect(syncOutcome(422, { code: 'PRODUCT_UNAVAILABLE' })).toBe('park');
    expect(syncOutcome(422, { errors: { netTotal: ['x'] } })).toBe('park');
    expect(syncOutcome(403)).toBe('park');
    expect(backoffMs(1)).toBeLessThan(backoffMs(2));
    expect(backoffMs(4)).toBe(16_000);
    expect(backoffMs(50)).toBe(MAX_BACKOFF_MS);
  });
});

describe('one sync leader', () => {
  it('lets one tab lead at a time through the IndexedDB lease when the browser has no Web Locks', async () => {
    expect(navigator.locks).toBeUndefined();
    let release!: () => void;
    const held = new Promise<void>((done) => (release = done));
    let leading = false;
    const leader = asSyncLeader(async () => {
      leading = true;
      await held;
      return 'first';
    }, db);
    // While the first leads, a second (another tab's lease would look the same) is turned away at once.
    await vi.waitFor(() => expect(leading).toBe(true));
    await db.meta.put({ key: 'syncLease', value: { tab: 'another-tab', until: Date.now() + 30_000 } });
    expect(await asSyncLeader(async () => 'second', db)).toBeNull();
    release();
    expect(await leader).toBe('first');
    // The lease is given up when the leader is done, so the next may lead.
    expect(await asSyncLeader(async () => 'third', db)).toBe('third');
  });

  it('uses the Web Locks API where there is one, without waiting for the lock', async () => {
    const requests: { name: string; options: unknown }[] = [];
    let taken = false;
    const locks = {
      request: async (name: string, options: unknown, work: (lock: object | null) => Promise<unknown>) => {
        requests.push({ name, options });
        if (taken) return work(null);
        taken = true;
        try {
          return await work({});
        } finally {
          taken = false;
        }
      },
    };
    Object.defineProperty(navigator, 'locks', { value: locks, configurable: true });
    try {
      let release!: () => void;
      const first = asSyncLeader(() => new Promise<string>((done) => (release = () => done('first'))), db);
      expect(await asSyncLeader(async () => 'second', db)).toBeNull();
      release();
      expect(await first).toBe('first');
      expect(requests[0]).toEqual({ name: 'oim-pos-offline-sync', options: { ifAvailable: true } });
    } finally {
      Object.defineProperty(navigator, 'locks', { value: undefined, configurable: true });
    }
  });
});
