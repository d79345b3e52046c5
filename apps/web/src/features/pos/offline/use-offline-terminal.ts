import { useEffect, useRef, useState } from 'react';
import { liveQuery } from 'dexie';
import { fetchCsrfCookie } from '@/lib/csrf';
import { isOnline, useConnectivity, useOnline } from '@/lib/offline/connectivity';
import { refreshLocalCatalogue } from './local-catalogue';
import { offlineDb } from './offline-db';
import { syncNow } from './sync-queue';

/** While sales wait (or the server is out of reach), the sync is tried this often. */
export const SYNC_EVERY_MS = 5_000;
/** The local catalogue is brought up to date this often while online (changes only). */
const CATALOGUE_EVERY_MS = 5 * 60_000;

export type OfflineTerminalStatus = { online: boolean; waiting: number; parked: number };

/** The number of sales waiting and parked on this device, kept current as the queue changes (in any tab). */
export function useQueueCounts(): { waiting: number; parked: number } {
  const [counts, setCounts] = useState({ waiting: 0, parked: 0 });
  useEffect(() => {
    const db = offlineDb();
    const subscription = liveQuery(async () => ({
      waiting: await db.sales.where('status').equals('waiting').count(),
      parked: await db.sales.where('status').equals('parked').count(),
    })).subscribe({ next: setCounts, error: (error: unknown) => console.error('Could not read the offline queue', error) });
    return () => subscription.unsubscribe();
  }, []);
  return counts;
}

/**
 * The terminal's offline side while it is open: keeps the channel's local catalogue and reference
 * data current, sends waiting sales when the connection is back and every few seconds while any
 * wait (one tab of the device leads), and checks whether an unreachable server answers again.
 */
export function useOfflineTerminal(channelId: number | null): OfflineTerminalStatus {
  const online = useOnline();
  const { waiting, parked } = useQueueCounts();

  useEffect(() => {
    if (!channelId || !online) return;
    const refresh = () =>
      void refreshLocalCatalogue(channelId).catch((error: unknown) => console.error('Could not refresh the local catalogue', error));
    // After the terminal's own first requests: the catalogue's pages are not part of opening it.
    const first = setTimeout(refresh, 3_000);
    const every = setInterval(refresh, CATALOGUE_EVERY_MS);
    return () => {
      clearTimeout(first);
      clearInterval(every);
    };
  }, [channelId, online]);

  useEffect(() => {
    if (online && waiting > 0) void syncNow();
  }, [online, waiting]);

  const waitingRef = useRef(waiting);
  useEffect(() => {
    waitingRef.current = waiting;
  }, [waiting]);

  useEffect(() => {
    const tick = () => {
      const { browserOnline, serverReachable } = useConnectivity.getState();
      if (!browserOnline) return;
      // Any answer makes the server reachable again (the API client reports it).
      if (!serverReachable) void fetchCsrfCookie().catch(() => undefined);
      else if (isOnline() && waitingRef.current > 0) void syncNow();
    };
    const every = setInterval(tick, SYNC_EVERY_MS);
    return () => clearInterval(every);
  }, []);

  return { online, waiting, parked };
}
