// Issue 13 item 1: showing /login to a new browser (an empty cache) costs at most 200 kB over the
// network: every answer the page receives, headers included, as Chromium received them (compressed
// where the server compressed them), until the page has settled.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { baseUrl, launchBrowser, newPage } from './support/harness';
import { countTransfer, totalBytes, transferReport } from './support/transfer';

/** 200 kB (1 kB = 1000 bytes) received. */
const LOGIN_LIMIT_BYTES = 200 * 1000;

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

test('showing /login to a new browser takes at most 200 kB over the network', async () => {
  const page = await newPage(browser);
  const transfers = countTransfer(page);

  await page.goto(`${baseUrl()}/login`, { waitUntil: 'load' });
  await page.getByRole('button', { name: 'Login' }).waitFor();
  // Whatever the page fetches once it shows (lazy chunks, preloads) counts too.
  await page.waitForLoadState('networkidle');
  const received = await transfers();
  await page.context().close();
  console.log(transferReport('/login', received, LOGIN_LIMIT_BYTES));

  // The measurement saw the app itself, compressed: the page, the entry chunk and the login page's chunk.
  const entry = received.find((t) => /^\/assets\/index-[\w-]+\.js$/.test(t.path));
  expect(entry?.encoding).toMatch(/^(br|gzip)$/);
  expect(received.find((t) => /^\/assets\/login-page-[\w-]+\.js$/.test(t.path))).toBeDefined();
  expect(received.find((t) => t.type === 'document')?.encoding).toMatch(/^(br|gzip)$/);
  expect(totalBytes(received)).toBeLessThanOrEqual(LOGIN_LIMIT_BYTES);
});
