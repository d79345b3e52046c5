import { create } from 'zustand';

/**
 * Whether the server can be reached, as this tab last saw it: the browser's own online flag, and
 * the last API request (a request that got no answer at all means the server is out of reach even
 * when the device's Wi-Fi is up, e.g. the shop's internet line dropped behind its router). Any
 * answer from the server, error or not, means it is reachable again.
 */
type Connectivity = { browserOnline: boolean; serverReachable: boolean };

export const useConnectivity = create<Connectivity>(() => ({
  browserOnline: typeof navigator === 'undefined' ? true : navigator.onLine,
  serverReachable: true,
}));

if (typeof window !== 'undefined') {
  window.addEventListener('online', () => useConnectivity.setState({ browserOnline: true, serverReachable: true }));
  window.addEventListener('offline', () => useConnectivity.setState({ browserOnline: false }));
}

/** Called by the API client after each request: true when the server answered, false when no answer came. */
export function reportServerReached(reached: boolean): void {
  if (useConnectivity.getState().serverReachable !== reached) useConnectivity.setState({ serverReachable: reached });
}

/** Whether a request to the server can be expected to get an answer now. */
export function isOnline(): boolean {
  const { browserOnline, serverReachable } = useConnectivity.getState();
  return browserOnline && serverReachable && (typeof navigator === 'undefined' || navigator.onLine);
}

export function useOnline(): boolean {
  return useConnectivity((s) => s.browserOnline && s.serverReachable);
}

/** A fetch that got no answer (offline, DNS, connection refused or reset) rejects with a TypeError; an aborted one is not that. */
export function isNetworkFailure(error: unknown): boolean {
  return error instanceof TypeError;
}
