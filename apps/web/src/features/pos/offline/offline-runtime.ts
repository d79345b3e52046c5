/**
 * What the open terminal needs of its offline side, in one chunk of its own (Dexie with it), loaded
 * by load-offline-runtime.ts a moment after the terminal is ready, or at once when it opens offline.
 */
import { liveQuery } from 'dexie';
import { offlineDb } from './offline-db';
import { offlineReadiness, type OfflineReadiness } from './local-catalogue';
import { isFailing } from './sync-queue';

export {
  localCustomers,
  localReference,
  offlineReadiness,
  localTieredPrice,
  refreshLocalCatalogue,
  searchLocalCatalogue,
} from './local-catalogue';
export { enqueueOfflineSale } from './offline-sales';
export { offlineReceipt } from './offline-receipt';
export { syncNow } from './sync-queue';

/** Waiting sales (failing ones included), the failing among them, and the parked ones. */
export type QueueCounts = { waiting: number; parked: number; failing: number };

/** Calls `next` with the numbers of waiting, failing and parked sales now and whenever they change (in any tab). */
export function watchQueueCounts(next: (counts: QueueCounts) => void): () => void {
  const db = offlineDb();
  const subscription = liveQuery(async () => {
    const waiting = await db.sales.where('status').equals('waiting').toArray();
    return {
      waiting: waiting.length,
      parked: await db.sales.where('status').equals('parked').count(),
      failing: waiting.filter(isFailing).length,
    };
  }).subscribe({ next, error: (error: unknown) => console.error('Could not read the offline queue', error) });
  return () => subscription.unsubscribe();
}

/** Calls `next` with whether this device can sell offline on the channel, now and whenever what is stored changes. */
export function watchOfflineReadiness(channelId: number, next: (readiness: OfflineReadiness) => void): () => void {
  const subscription = liveQuery(() => offlineReadiness(channelId)).subscribe({
    next,
    error: (error: unknown) => console.error('Could not read what this device keeps for offline', error),
  });
  return () => subscription.unsubscribe();
}
