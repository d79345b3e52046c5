import Dexie, { type EntityTable } from 'dexie';
import type { PosProduct } from '../types';

/** What a sale made offline sends when it syncs: the terminal's sale payload and when and where it was made. */
export type OfflineSaleInfo = { clientSaleId: string; deviceId: string; provisionalNumber: string; madeAt: string };

/**
 * A sale waiting to reach the server. It is written before the cashier sees it confirmed, with
 * everything its posting needs (payload, Idempotency-Key, clientSaleId), so a reload or a closed
 * tab loses nothing and a sale sent twice is still one sale (the server answers the first).
 */
export type QueuedSale = {
  clientSaleId: string;
  /** The order the sales were made in; they are sent in this order. */
  seq: number;
  idempotencyKey: string;
  salesChannelId: number;
  body: Record<string, unknown> & { offline: OfflineSaleInfo };
  /** What the waiting list shows. */
  provisionalNumber: string;
  madeAt: string;
  netTotal: number;
  customerName: string | null;
  /**
   * The cashier signed in when it was made. It is sent only while they are signed in on the device,
   * so it is posted (shift, commission, journal) under them, never under whoever signs in next.
   * Absent on sales queued before this was kept: sent under the signed-in user.
   */
  madeBy?: { id: number; name: string } | null;
  status: 'waiting' | 'parked';
  attempts: number;
  /** Epoch ms before which it is not sent again (backoff after a failure). */
  nextAttemptAt: number;
  /** The last failure, or why it was parked: the server's message. */
  lastError: string | null;
  /** When parked: the HTTP status and the server's code (SERIAL_ALREADY_SOLD, PRODUCT_UNAVAILABLE, NO_SHIFT, ...). */
  parkedStatus: number | null;
  parkedCode: string | null;
};

/** A sale the server acknowledged: its server number beside the provisional one (the latest few are kept). */
export type SyncedSale = {
  clientSaleId: string;
  provisionalNumber: string;
  salesOrderId: number;
  salesOrderNumber: string;
  syncedAt: number;
};

/** A product of a channel's local catalogue, in the shape the terminal's search answers, with its search keys. */
export type LocalProduct = {
  channelId: number;
  id: number;
  skuLower: string;
  /** The name's words, lower case: a search finds words starting with what was typed. */
  words: string[];
  barcodes: string[];
  isActive: boolean;
  product: PosProduct;
};

export type MetaRow = { key: string; value: unknown };

export class OfflineDb extends Dexie {
  sales!: EntityTable<QueuedSale, 'clientSaleId'>;
  synced!: EntityTable<SyncedSale, 'clientSaleId'>;
  products!: Dexie.Table<LocalProduct, [number, number]>;
  meta!: EntityTable<MetaRow, 'key'>;

  constructor(name = 'oim-pos-offline') {
    super(name);
    this.version(1).stores({
      sales: '&clientSaleId, seq, status',
      synced: '&clientSaleId, syncedAt',
      products: '[channelId+id], channelId, skuLower, *words, *barcodes',
      meta: '&key',
    });
    // 2: products carry their VAT class and senior citizen / PWD eligibility. Products stored before
    // lack them (they would total as VATable), so the catalogue is dropped and loaded whole again.
    this.version(2)
      .stores({})
      .upgrade(async (tx) => {
        await tx.table('products').clear();
        await tx
          .table('meta')
          .filter((row: MetaRow) => row.key.startsWith('catalogueSince:') || row.key.startsWith('catalogueFullAt:'))
          .delete();
      });
  }
}

let shared: OfflineDb | null = null;

/** The device's offline database (one per browser profile and origin, so per shop). */
export function offlineDb(): OfflineDb {
  shared ??= new OfflineDb();
  return shared;
}

/** Tests use a database of their own. */
export function setOfflineDb(db: OfflineDb | null): void {
  shared = db;
}
