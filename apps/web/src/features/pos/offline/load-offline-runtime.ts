import { isOnline } from '@/lib/offline/connectivity';
import type * as Runtime from './offline-runtime';

type OfflineRuntime = typeof Runtime;

let loading: Promise<OfflineRuntime> | null = null;

/** The terminal's offline side (IndexedDB through Dexie, the sync, the local search), loaded once. */
export function loadOfflineRuntime(): Promise<OfflineRuntime> {
  loading ??= import('./offline-runtime');
  return loading;
}

/**
 * How long after the terminal opens online its offline side loads: it is not needed for the first
 * scan, so it does not add to what opening the terminal downloads (apps/web/e2e/terminal-size.e2e.ts);
 * the service worker has it precached anyway. Opened offline, it loads at once.
 */
export const OFFLINE_RUNTIME_DELAY_MS = 2_000;

export function loadOfflineRuntimeSoon(): Promise<OfflineRuntime> {
  if (!isOnline()) return loadOfflineRuntime();
  return new Promise((resolve) => setTimeout(resolve, OFFLINE_RUNTIME_DELAY_MS)).then(loadOfflineRuntime);
}
