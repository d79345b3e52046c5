import Dexie, { type EntityTable } from 'dexie';
import type { StockCountEntryMode, StockCountStatus } from '@oim/shared/schemas/stock-counts';

/** A count as the phone keeps it, so the counting screen opens without a connection. */
export type CachedCount = {
  id: number;
  stockCountNumber: string;
  name: string;
  locationName: string | null;
  status: StockCountStatus;
  blind: boolean;
  startedAt: string | null;
  savedAt: number;
};

/** One product of a count, kept for the search (by SKU or name) and what the screen shows of it. */
export type CachedLine = {
  countId: number;
  productId: number;
  sku: string;
  productName: string;
  unit: string;
  isSerialized: boolean;
  /** What should be on the shelf, as last loaded; null for a blind count. */
  expected: string | null;
  /** Lower case, for the search. */
  skuLower: string;
  nameLower: string;
};

/**
 * One scan or typed count made on this device. It is written here first, with its entryId and
 * countedAt, and sent from here: the same entryId until the server answers, so a lost answer or a
 * reload never makes a second entry.
 *
 * - waiting: to be sent (again);
 * - sent: the server recorded it;
 * - parked: the server refused it (4xx: out of scope, unknown barcode, the count no longer counting);
 *   `lastError` says why, and it is not sent again;
 * - removing: undone after it may have reached the server: the server is asked to remove it.
 */
export type QueuedEntry = {
  entryId: string;
  countId: number;
  /** Who counted it: sent only while they are signed in here (the server records the entry under the sender). */
  userId: number;
  seq: number;
  productId: number | null;
  barcode: string | null;
  /** What the last scans show: the product's, once known (from the count's lines or the server's answer). */
  sku: string | null;
  productName: string | null;
  unit: string | null;
  quantity: string;
  mode: StockCountEntryMode;
  serialNumbers: string[];
  countedAt: string;
  status: 'waiting' | 'sent' | 'parked' | 'removing';
  attempts: number;
  lastError: string | null;
};

export class CountingDb extends Dexie {
  counts!: EntityTable<CachedCount, 'id'>;
  lines!: Dexie.Table<CachedLine, [number, number]>;
  entries!: EntityTable<QueuedEntry, 'entryId'>;

  constructor(name = 'stock-count-entries') {
    super(name);
    this.version(1).stores({
      counts: '&id',
      lines: '[countId+productId], countId',
      entries: '&entryId, countId, seq, status',
    });
  }
}

let shared: CountingDb | null = null;

/** The device's counting database (one per browser profile and origin, so per shop). */
export function countingDb(): CountingDb {
  shared ??= new CountingDb();
  return shared;
}

/** Tests use a database of their own. */
export function setCountingDb(db: CountingDb | null): void {
  shared = db;
}
