// The Chromium every browser test and browser bench runs (no test runner needed: the benches are plain scripts).

/** Debian's Chromium unless CHROMIUM_PATH names another. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
/** Desktop width (≥1280 px): the vertical layout opens the side navigation in side mode. */
export const DESKTOP_VIEWPORT = { width: 1440, height: 900 };
