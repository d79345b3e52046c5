/**
 * Registers the offline terminal's service worker (built by vite-plugin-pwa, docs/architecture.md
 * "The terminal offline"): production builds only (the dev server has none), and only where the
 * browser allows one (https, or localhost). It installs after the page has loaded, so precaching
 * never competes with the page's own first download.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator) || !window.isSecureContext) return;
  const register = () =>
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((error: unknown) => {
      console.error('The offline service worker could not be registered', error);
    });
  if (document.readyState === 'complete') void register();
  else window.addEventListener('load', () => void register(), { once: true });
}
