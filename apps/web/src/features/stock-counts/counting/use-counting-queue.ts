import { useEffect, useState } from 'react';
import { liveQuery } from 'dexie';
import { useOnline } from '@/lib/offline/connectivity';
import { useSession } from '@/lib/session-store';
import { countingDb, type QueuedEntry } from './counting-db';
import { sendNow } from './entry-queue';

/** How many of this device's entries the last scans show. */
export const LAST_SCANS_SHOWN = 10;
/** While entries wait, how often sending is tried again (a server back up, a Wi-Fi that never said it was gone). */
export const RETRY_EVERY_MS = 15_000;

export type CountingQueue = {
  /** This device's newest entries of the count, newest first. */
  lastScans: QueuedEntry[];
  /** Entries (and undos) of the count not yet answered by the server. */
  waiting: number;
  online: boolean;
};

/**
 * The count's entries on this device, live from its database, and their sending: at once when the
 * screen opens, when the connection comes back, and every RETRY_EVERY_MS while some wait.
 */
export function useCountingQueue(countId: number): CountingQueue {
  const online = useOnline();
  const userId = useSession((s) => s.user?.id ?? null);
  const [state, setState] = useState<{ lastScans: QueuedEntry[]; waiting: number }>({ lastScans: [], waiting: 0 });

  useEffect(() => {
    const db = countingDb();
    const subscription = liveQuery(async () => {
      const mine = await db.entries.where('countId').equals(countId).toArray();
      mine.sort((a, b) => b.seq - a.seq);
      return {
        lastScans: mine.filter((e) => e.status !== 'removing').slice(0, LAST_SCANS_SHOWN),
        waiting: mine.filter((e) => e.status === 'waiting' || e.status === 'removing').length,
      };
    }).subscribe({
      next: setState,
      error: (error: unknown) => console.error('Could not read the counting queue', error),
    });
    return () => subscription.unsubscribe();
  }, [countId]);

  // On opening (entries left from before a reload) and whenever the connection comes back.
  useEffect(() => {
    if (online && userId !== null) void sendNow();
  }, [online, userId]);

  const hasWaiting = state.waiting > 0;
  useEffect(() => {
    if (!hasWaiting) return;
    const timer = setInterval(() => void sendNow(), RETRY_EVERY_MS);
    return () => clearInterval(timer);
  }, [hasWaiting]);

  return { ...state, online };
}
