/**
 * What the open terminal needs of its offline side, in one chunk of its own (Dexie with it), loaded
 * by load-offline-runtime.ts a moment after the terminal is ready, or at once when it opens offline.
 */
import { liveQuery } from 'dexie';
import { offlineDb } from './offline-db';

export { localCustomers, localReference, localTieredPrice, refreshLocalCatalogue, searchLocalCatalogue } from './local-catalogue';
export { enqueueOfflineSale } from './offline-sales';
export { offlineReceipt } from './offline-receipt';
export { syncNow } from './sync-queue';

export type QueueCounts = { waiting: number; parked: number };

/** Calls `next` with the numbers of waiting and parked sales now and whenever they change (in any tab). */
export function watchQueueCounts(next: (counts: QueueCounts) => void): () => void {
  const db = offlineDb();
  const subscription = liveQuery(async () => ({
    waiting: await db.sales.where('status').equals('waiting').count(),
    parked: await db.sales.where('status').equals('parked').count(),
  })).subscribe({ next, error: (error: unknown) => console.error('Could not read the offline queue', error) });
  return () => subscription.unsubscribe();
}
