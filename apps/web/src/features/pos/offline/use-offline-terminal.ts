import { useEffect, useRef, useState } from 'react';
import { fetchCsrfCookie } from '@/lib/csrf';
import { isOnline, useConnectivity, useOnline } from '@/lib/offline/connectivity';
import { loadOfflineRuntime, loadOfflineRuntimeSoon } from './load-offline-runtime';
import type { QueueCounts } from './offline-runtime';

/** While sales wait (or the server is out of reach), the sync is tried this often. */
export const SYNC_EVERY_MS = 5_000;
/** The local catalogue is brought up to date this often while online (changes only). */
const CATALOGUE_EVERY_MS = 5 * 60_000;
/** The first catalogue refresh waits for the terminal's own first requests. */
const CATALOGUE_FIRST_MS = 3_000;

export type OfflineTerminalStatus = { online: boolean } & QueueCounts;

/**
 * The terminal's offline side while it is open: keeps the channel's local catalogue and reference
 * data current, sends waiting sales when the connection is back and every few seconds while any
 * wait (one tab of the device leads), and checks whether an unreachable server answers again.
 */
export function useOfflineTerminal(channelId: number | null): OfflineTerminalStatus {
  const online = useOnline();
  const [counts, setCounts] = useState<QueueCounts>({ waiting: 0, parked: 0 });
  const { waiting } = counts;

  useEffect(() => {
    let stop: (() => void) | null = null;
    let cancelled = false;
    void loadOfflineRuntimeSoon().then((runtime) => {
      if (!cancelled) stop = runtime.watchQueueCounts(setCounts);
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, []);

  useEffect(() => {
    if (!channelId || !online) return;
    const refresh = () =>
      void loadOfflineRuntime()
        .then((runtime) => runtime.refreshLocalCatalogue(channelId))
        .catch((error: unknown) => console.error('Could not refresh the local catalogue', error));
    const first = setTimeout(refresh, CATALOGUE_FIRST_MS);
    const every = setInterval(refresh, CATALOGUE_EVERY_MS);
    return () => {
      clearTimeout(first);
      clearInterval(every);
    };
  }, [channelId, online]);

  useEffect(() => {
    if (online && waiting > 0) void loadOfflineRuntime().then((runtime) => runtime.syncNow());
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
      else if (isOnline() && waitingRef.current > 0) void loadOfflineRuntime().then((runtime) => runtime.syncNow());
    };
    const every = setInterval(tick, SYNC_EVERY_MS);
    return () => clearInterval(every);
  }, []);

  return { online, ...counts };
}
