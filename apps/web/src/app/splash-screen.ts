/** Spec 9: the splash screen fades out over 400 ms. */
export const SPLASH_FADE_MS = 400;

let hidden = false;

/** Fades out and removes the splash screen of index.html; later calls do nothing. */
export function hideSplashScreen(): void {
  if (hidden) return;
  hidden = true;
  const splash = document.getElementById('splash-screen');
  if (!splash) return;
  splash.style.transition = `opacity ${SPLASH_FADE_MS}ms ease`;
  splash.style.opacity = '0';
  splash.style.pointerEvents = 'none';
  window.setTimeout(() => splash.remove(), SPLASH_FADE_MS);
}
