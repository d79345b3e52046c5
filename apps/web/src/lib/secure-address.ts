/**
 * Why the camera scanner or selling offline cannot work on this page, in words a cashier can act
 * on. Browsers offer the camera and the offline service worker only on a secure address (https, or
 * localhost): a phone that opened the plain http://<LAN IP>:3000 is sent to the server's page that
 * shows the shop's secure address and how to trust it (GET /phone, served by the API).
 */

/** The server's page that sets a phone up for the secure address, on the address this page was opened at. */
export function phonePageUrl(): string {
  return typeof window === 'undefined' ? '/phone' : `${window.location.origin}/phone`;
}

/** Whether this page is on a secure address (https or localhost). */
export function onSecureAddress(): boolean {
  return typeof window !== 'undefined' && window.isSecureContext === true;
}

/** Why the camera scanner cannot open here, or null when the browser offers a camera API. */
export function cameraUnavailableReason(): string | null {
  if (!onSecureAddress()) return `The camera needs the secure address (https://…). Open ${phonePageUrl()} on this phone to set it up.`;
  const devices = typeof navigator === 'undefined' ? undefined : navigator.mediaDevices;
  if (!devices || typeof devices.getUserMedia !== 'function') return 'This browser offers no camera to web pages.';
  return null;
}

/**
 * Why this device cannot keep the terminal for selling offline, or null when it can (a production
 * build on a secure address in a browser with service workers; the dev server has none to offer).
 */
export function offlineUnavailableReason(): string | null {
  if (!import.meta.env.PROD) return null;
  if (!onSecureAddress())
    return `Selling offline needs the secure address (https://…): on this plain address a reload without a connection cannot open the terminal. Open ${phonePageUrl()} on this device to set it up.`;
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator))
    return 'This browser cannot keep the app for selling offline (it has no service workers, or they are turned off).';
  return null;
}
