// Issue 3 item 8: the JavaScript a browser downloads to show /login stays within 200 kB gzipped.
// Measured, not guessed: every script response while Chromium loads /login, gzipped here.
import { gzipSync } from 'node:zlib';
import type { Browser, Response } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { baseUrl, launchBrowser, newPage } from './support/harness';

/** 200 kB (1 kB = 1000 bytes), gzip at zlib's default level, as `vite build` reports sizes. */
const LOGIN_JS_LIMIT_BYTES = 200 * 1000;

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

test('the JavaScript needed to show /login is at most 200 kB gzipped', async () => {
  // A fresh context: empty cache, signed out.
  const page = await newPage(browser);
  const scripts: Response[] = [];
  page.on('response', (response) => {
    const isScript = response.request().resourceType() === 'script' || /javascript/.test(response.headers()['content-type'] ?? '');
    if (isScript && response.ok()) scripts.push(response);
  });

  await page.goto(`${baseUrl()}/login`, { waitUntil: 'load' });
  await page.getByRole('button', { name: 'Login' }).waitFor();
  // Whatever the page fetches once it shows (lazy chunks, preloads) counts too.
  await page.waitForLoadState('networkidle');

  const measured = await Promise.all(
    scripts.map(async (response) => {
      const body = await response.body();
      return { name: new URL(response.url()).pathname, raw: body.length, gzip: gzipSync(body).length };
    }),
  );
  const inline = await page.evaluate(() =>
    Array.from(document.scripts)
      .filter((script) => !script.src)
      .map((script) => script.textContent ?? '')
      .join('\n'),
  );
  if (inline.trim())
    measured.push({ name: '(inline scripts of index.html)', raw: Buffer.byteLength(inline), gzip: gzipSync(inline).length });
  await page.context().close();

  const total = measured.reduce((sum, file) => sum + file.gzip, 0);
  const lines = measured
    .sort((a, b) => b.gzip - a.gzip)
    .map((file) => `  ${kB(file.gzip).padStart(9)} gzip  ${kB(file.raw).padStart(9)} raw  ${file.name}`);
  console.log(
    [`JavaScript for /login: ${kB(total)} gzipped in ${measured.length} files (limit ${kB(LOGIN_JS_LIMIT_BYTES)})`, ...lines].join('\n'),
  );

  // The measurement saw the app itself: the entry chunk and the login page's own chunk.
  expect(measured.some((file) => /\/assets\/index-[\w-]+\.js$/.test(file.name))).toBe(true);
  expect(measured.some((file) => /\/assets\/login-page-[\w-]+\.js$/.test(file.name))).toBe(true);
  expect(total).toBeLessThanOrEqual(LOGIN_JS_LIMIT_BYTES);
});
