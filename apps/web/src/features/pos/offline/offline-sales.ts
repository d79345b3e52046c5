import { newIdempotencyKey } from '@/lib/idempotency-key';
import { useSession } from '@/lib/session-store';
import { offlineDb, type OfflineDb, type QueuedSale } from './offline-db';

const DEVICE_KEY = 'deviceId';
const COUNTER_KEY = 'offlineCounter';

/** A v4 UUID: crypto.randomUUID where the page is a secure context, else from getRandomValues (a shop's LAN address over http). */
export function newClientSaleId(): string {
  const random: Crypto = globalThis.crypto;
  if (typeof random.randomUUID === 'function') return random.randomUUID();
  const bytes = random.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The device id once read: it never changes, and a sale confirmed offline should wait for one IndexedDB transaction only. */
const knownDeviceIds = new WeakMap<OfflineDb, Promise<string>>();

/** This device's id, made once and kept in IndexedDB with its offline series. */
export async function deviceId(db: OfflineDb = offlineDb()): Promise<string> {
  const known = knownDeviceIds.get(db);
  if (known) return known;
  const reading = db.transaction('rw', db.meta, async () => {
    const row = await db.meta.get(DEVICE_KEY);
    if (typeof row?.value === 'string') return row.value;
    const id = newClientSaleId();
    await db.meta.put({ key: DEVICE_KEY, value: id });
    return id;
  });
  knownDeviceIds.set(db, reading);
  reading.catch(() => knownDeviceIds.delete(db));
  return reading;
}

/** "OFF-<first 4 of the device id>-<counter>": the device's own series, never shared with another device. */
export function provisionalNumberOf(device: string, counter: number): string {
  return `OFF-${device.replace(/-/g, '').slice(0, 4).toUpperCase()}-${String(counter).padStart(6, '0')}`;
}

/** Who is signed in on the device now, as a queued sale records its maker. */
export function signedInCashier(): { id: number; name: string } | null {
  const user = useSession.getState().user;
  return user ? { id: user.id, name: user.displayName } : null;
}

export type NewOfflineSale = {
  salesChannelId: number;
  /** The sale payload as it would be posted online (buildOrderPayload, plus the terminal). */
  payload: Record<string, unknown>;
  netTotal: number;
  customerName: string | null;
  /** An Idempotency-Key already used for this sale (an online attempt that got no answer). */
  idempotencyKey?: string;
  /** The cashier making it (default: the signed-in user). */
  madeBy?: { id: number; name: string } | null;
  now?: Date;
};

/**
 * Stores a sale made offline: the next number of the device's series and the sale, in one
 * IndexedDB transaction, before the cashier is told it is saved. Answers the stored sale.
 */
export async function enqueueOfflineSale(input: NewOfflineSale, db: OfflineDb = offlineDb()): Promise<QueuedSale> {
  const device = await deviceId(db);
  const madeAt = (input.now ?? new Date()).toISOString();
  return db.transaction('rw', db.meta, db.sales, async () => {
    const counter = Number((await db.meta.get(COUNTER_KEY))?.value ?? 0) + 1;
    await db.meta.put({ key: COUNTER_KEY, value: counter });
    const clientSaleId = newClientSaleId();
    const provisionalNumber = provisionalNumberOf(device, counter);
    const sale: QueuedSale = {
      clientSaleId,
      seq: counter,
      idempotencyKey: input.idempotencyKey ?? newIdempotencyKey(),
      salesChannelId: input.salesChannelId,
      body: { ...input.payload, offline: { clientSaleId, deviceId: device, provisionalNumber, madeAt } },
      provisionalNumber,
      madeAt,
      netTotal: input.netTotal,
      customerName: input.customerName,
      madeBy: input.madeBy !== undefined ? input.madeBy : signedInCashier(),
      status: 'waiting',
      attempts: 0,
      nextAttemptAt: 0,
      lastError: null,
      parkedStatus: null,
      parkedCode: null,
    };
    await db.sales.add(sale);
    return sale;
  });
}

/** The sales still to be sent and the parked ones, oldest first. */
export async function queuedSales(db: OfflineDb = offlineDb()): Promise<QueuedSale[]> {
  return db.sales.orderBy('seq').toArray();
}

/** Send now: the waiting sales are due at once, a failing one's slower retry included (its tries are still counted). */
export async function makeWaitingSalesDue(db: OfflineDb = offlineDb()): Promise<void> {
  await db.sales.where('status').equals('waiting').modify({ nextAttemptAt: 0 });
}

/** A parked sale goes back to the queue, to be sent on the next sync (after a manager resolved its cause). */
export async function retryParkedSale(clientSaleId: string, db: OfflineDb = offlineDb()): Promise<void> {
  await db.sales.update(clientSaleId, { status: 'waiting', nextAttemptAt: 0, attempts: 0, parkedStatus: null, parkedCode: null });
}

/** A parked sale is dropped for good (a manager's decision: the goods came back, or it was rung up again online). */
export async function discardParkedSale(clientSaleId: string, db: OfflineDb = offlineDb()): Promise<boolean> {
  return db.transaction('rw', db.sales, async () => {
    const sale = await db.sales.get(clientSaleId);
    if (sale?.status !== 'parked') return false;
    await db.sales.delete(clientSaleId);
    return true;
  });
}
