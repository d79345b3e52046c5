/**
 * Registers the offline terminal's service worker (built by vite-plugin-pwa, docs/architecture.md
 * "The terminal offline"): production builds only (the dev server has none), and only where the
 * browser allows one (https, or localhost). It installs after the page has loaded, so precaching
 * never competes with the page's own first download.
 */
/** Whether this page gets the offline service worker: a production build, in a browser that allows one here. */
export function serviceWorkerExpected(): boolean {
  return import.meta.env.PROD && typeof navigator !== 'undefined' && 'serviceWorker' in navigator && window.isSecureContext;
}

/**
 * Whether a reload without a connection still opens the app: the service worker controls the page
 * (it precached the app before it took it over). Where there is none to have, the answer is yes: a
 * reload offline cannot be helped there, and the open page still sells.
 */
export function appKeptOffline(): boolean {
  return !serviceWorkerExpected() || navigator.serviceWorker.controller !== null;
}

export function registerServiceWorker(): void {
  if (!serviceWorkerExpected()) return;
  const register = () =>
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((error: unknown) => {
      console.error('The offline service worker could not be registered', error);
    });
  if (document.readyState === 'complete') void register();
  else window.addEventListener('load', () => void register(), { once: true });
}
