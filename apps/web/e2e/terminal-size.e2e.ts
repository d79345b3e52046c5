// Issue 7 item 4: the JavaScript a browser downloads to open the point-of-sale terminal, cold (an
// empty cache, a signed-in session), stays within 300 kB gzipped. Measured as /login is: every
// script response until the terminal is ready for the first scan, gzipped here.
import { gzipSync } from 'node:zlib';
import type { Browser, Response } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { SESSION_KEY } from './support/app';
import { apiClient, launchBrowser, newPage, newShop, signIn, type Shop } from './support/harness';

/** 300 kB (1 kB = 1000 bytes), gzip at zlib's default level, as `vite build` reports sizes. */
const TERMINAL_JS_LIMIT_BYTES = 300 * 1000;

let browser: Browser;
let shop: Shop;

beforeAll(async () => {
  [browser, shop] = await Promise.all([launchBrowser(), newShop('terminal-size')]);
});
afterAll(async () => {
  await browser?.close();
});

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

test('the JavaScript needed to open the terminal is at most 300 kB gzipped', async () => {
  // Sign in once, then carry only the stored session into a fresh context (nothing cached).
  const first = await newPage(browser);
  await signIn(first, shop.url, shop.adminEmail, shop.adminPassword);
  const session = await first.evaluate((key) => localStorage.getItem(key), SESSION_KEY);
  await first.context().close();
  expect(session).toBeTruthy();
  const api = await apiClient(shop.url, shop.adminEmail, shop.adminPassword);
  const channel = (await api.get<{ data: { id: number }[] }>('sales/sales-channels')).body.data[0]!.id;

  const page = await newPage(browser);
  await page.context().addInitScript(
    ({ key, value }) => {
      if (!localStorage.getItem(key)) localStorage.setItem(key, value);
    },
    { key: SESSION_KEY, value: session! },
  );
  const scripts: Response[] = [];
  page.on('response', (response) => {
    const isScript = response.request().resourceType() === 'script' || /javascript/.test(response.headers()['content-type'] ?? '');
    if (isScript && response.ok()) scripts.push(response);
  });

  await page.goto(`${shop.url}/pos/${channel}/terminal`, { waitUntil: 'load' });
  await page.getByRole('combobox', { name: 'Search products' }).waitFor();
  await page.waitForLoadState('networkidle');

  const measured = await Promise.all(
    scripts.map(async (response) => {
      const body = await response.body();
      return { name: new URL(response.url()).pathname, raw: body.length, gzip: gzipSync(body).length };
    }),
  );
  await page.context().close();

  const total = measured.reduce((sum, file) => sum + file.gzip, 0);
  const lines = measured
    .sort((a, b) => b.gzip - a.gzip)
    .map((file) => `  ${kB(file.gzip).padStart(9)} gzip  ${kB(file.raw).padStart(9)} raw  ${file.name}`);
  console.log(
    [
      `JavaScript for /pos/${channel}/terminal: ${kB(total)} gzipped in ${measured.length} files (limit ${kB(TERMINAL_JS_LIMIT_BYTES)})`,
      ...lines,
    ].join('\n'),
  );

  // The measurement saw the app itself: the entry chunk and the terminal's own chunk.
  expect(measured.some((file) => /\/assets\/index-[\w-]+\.js$/.test(file.name))).toBe(true);
  expect(measured.some((file) => /\/assets\/pos-terminal-page-[\w-]+\.js$/.test(file.name))).toBe(true);
  expect(total).toBeLessThanOrEqual(TERMINAL_JS_LIMIT_BYTES);
});
