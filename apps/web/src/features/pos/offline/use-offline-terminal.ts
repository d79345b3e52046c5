import { useEffect, useRef, useState } from 'react';
import { fetchCsrfCookie } from '@/lib/csrf';
import { isOnline, useConnectivity, useOnline } from '@/lib/offline/connectivity';
import { appKeptOffline } from '@/lib/offline/register-service-worker';
import { offlineUnavailableReason, onSecureAddress } from '@/lib/secure-address';
import { loadOfflineRuntime, loadOfflineRuntimeSoon } from './load-offline-runtime';
import type { OfflineReadiness, StoredChannel } from './local-catalogue';
import type { QueueCounts } from './offline-runtime';

/** While sales wait (or the server is out of reach), the sync is tried this often. */
export const SYNC_EVERY_MS = 5_000;
/** The local catalogue is brought up to date this often while online (changes only). */
const CATALOGUE_EVERY_MS = 5 * 60_000;
/** The first catalogue refresh waits for the terminal's own first requests. */
const CATALOGUE_FIRST_MS = 3_000;
/** Until the device is ready to sell offline, a refresh that failed is tried again this soon. */
const CATALOGUE_UNTIL_READY_MS = 30_000;

export type OfflineTerminalStatus = {
  online: boolean;
  /** What this device keeps to sell offline on the channel (null until read). */
  readiness: OfflineReadiness | null;
  /** Whether a reload without a connection still opens the app (the service worker controls the page). */
  appKept: boolean;
} & QueueCounts;

/**
 * The terminal bar's words for the readiness: "Ready offline", or "Preparing offline (n of N
 * products)" before; where this device cannot be kept for selling offline (a plain http address,
 * a browser without service workers), why (offlineUnavailableReason has the whole sentence).
 */
export function readinessLabel(status: Pick<OfflineTerminalStatus, 'readiness' | 'appKept'>): string | null {
  const { readiness, appKept } = status;
  if (offlineUnavailableReason() !== null)
    return onSecureAddress() ? 'Not ready offline: this browser cannot keep the app' : 'Not ready offline: needs the secure address';
  if (!readiness) return null;
  if (readiness.ready && appKept) return 'Ready offline';
  if (readiness.ready) return 'Preparing offline (saving the app)';
  const total = readiness.total ?? null;
  return total === null
    ? `Preparing offline (${readiness.products.toLocaleString('en-PH')} products)`
    : `Preparing offline (${readiness.products.toLocaleString('en-PH')} of ${total.toLocaleString('en-PH')} products)`;
}

/**
 * The terminal's offline side while it is open: keeps the channel's local catalogue and reference
 * data current (with the channel as the server answered it, `channel`), says whether the device can
 * sell offline, sends waiting sales when the connection is back and every few seconds while any
 * wait (one tab of the device leads), and checks whether an unreachable server answers again.
 */
export function useOfflineTerminal(channelId: number | null, channel: StoredChannel | null = null): OfflineTerminalStatus {
  const online = useOnline();
  const [counts, setCounts] = useState<QueueCounts>({ waiting: 0, parked: 0, failing: 0 });
  const { waiting } = counts;
  const [readiness, setReadiness] = useState<OfflineReadiness | null>(null);
  const [appKept, setAppKept] = useState(appKeptOffline);
  const channelRef = useRef(channel);
  useEffect(() => {
    channelRef.current = channel;
  }, [channel]);
  const readyRef = useRef(false);
  useEffect(() => {
    readyRef.current = readiness?.ready ?? false;
  }, [readiness]);

  useEffect(() => {
    if (!channelId) return;
    let stop: (() => void) | null = null;
    let cancelled = false;
    setReadiness(null);
    void loadOfflineRuntimeSoon().then((runtime) => {
      if (!cancelled) stop = runtime.watchOfflineReadiness(channelId, setReadiness);
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [channelId]);

  useEffect(() => {
    const worker = typeof navigator !== 'undefined' ? navigator.serviceWorker : undefined;
    if (!worker) return;
    const update = () => setAppKept(appKeptOffline());
    update();
    worker.addEventListener('controllerchange', update);
    return () => worker.removeEventListener('controllerchange', update);
  }, []);

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

  // Refreshed only for a channel the server answered (its record is kept for a terminal opened offline).
  const serverChannelId = channel?.id ?? null;
  useEffect(() => {
    if (!serverChannelId || !online) return;
    let refreshing = false;
    let lastTry = 0;
    const refresh = () => {
      if (refreshing) return;
      refreshing = true;
      lastTry = Date.now();
      void loadOfflineRuntime()
        .then((runtime) => runtime.refreshLocalCatalogue(serverChannelId, { channel: channelRef.current }))
        .catch((error: unknown) => console.error('Could not refresh the local catalogue', error))
        .finally(() => {
          refreshing = false;
        });
    };
    const first = setTimeout(refresh, CATALOGUE_FIRST_MS);
    // Every 5 minutes once ready; until then a failed or cut-short load is tried again sooner.
    const every = setInterval(() => {
      if (Date.now() - lastTry >= (readyRef.current ? CATALOGUE_EVERY_MS : CATALOGUE_UNTIL_READY_MS)) refresh();
    }, CATALOGUE_UNTIL_READY_MS);
    return () => {
      clearTimeout(first);
      clearInterval(every);
    };
  }, [serverChannelId, online]);

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

  return { online, ...counts, readiness, appKept };
}
