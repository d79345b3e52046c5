// Spec 4 and 7: an access token the server no longer accepts is renewed with exactly one refresh;
// the requests that failed wait for it, are sent again, and the user never notices.
import type { Browser, Page, Request, Response } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { storedSession, writeSession } from './support/app';
import { apiClient, launchBrowser, newPage, newShop, open, shot, signIn, type Shop } from './support/harness';

let browser: Browser;
let shop: Shop;
let page: Page;

beforeAll(async () => {
  [browser, shop] = await Promise.all([launchBrowser(), newShop('refresh')]);
  page = await newPage(browser);
});
afterAll(async () => {
  await browser?.close();
});

/** The same token with its expiry an hour in the past: it looks right but the server refuses it. */
function expiredCopyOf(token: string): string {
  const [header, payload, signature] = token.split('.') as [string, string, string];
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { iat: number; exp: number };
  const now = Math.floor(Date.now() / 1000);
  const expired = Buffer.from(JSON.stringify({ ...claims, iat: now - 3600 - 900, exp: now - 3600 })).toString('base64url');
  return `${header}.${expired}.${signature}`;
}

const isApi = (url: string) => new URL(url).pathname.startsWith('/api/');
const isRefresh = (request: Request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/refresh';
const customerRow = () => page.getByRole('row').filter({ has: page.getByRole('gridcell', { name: 'Walk-in Customer', exact: true }) });

test('an expired access token is refreshed once, the failed requests are retried, and the page keeps working', async () => {
  await signIn(page, shop.url, shop.adminEmail, shop.adminPassword);
  await open(page, `${shop.url}/sales/customers`);
  await customerRow().waitFor();
  const before = (await storedSession(page))!;
  const expired = expiredCopyOf(before.accessToken!);
  // The server itself turns it away.
  const api = await apiClient(shop.url, shop.adminEmail, shop.adminPassword);
  expect(api.token).not.toBe(expired);
  await writeSession(page, { accessToken: expired });

  const refreshes: Request[] = [];
  const refused: Response[] = [];
  const answered: Response[] = [];
  page.on('request', (request) => {
    if (isRefresh(request)) refreshes.push(request);
  });
  page.on('response', (response) => {
    if (!isApi(response.url())) return;
    answered.push(response);
    if (response.status() === 401) refused.push(response);
  });

  // The app starts again from the stored session, with the expired token.
  await page.reload();
  await customerRow().waitFor();
  await page.waitForLoadState('networkidle');

  expect(new URL(page.url()).pathname).toBe('/sales/customers');
  expect(refused.length).toBeGreaterThan(0);
  for (const response of refused) expect(await response.request().headerValue('authorization')).toBe(`Bearer ${expired}`);
  expect(refreshes).toHaveLength(1);
  expect((await refreshes[0]!.response())?.status()).toBe(200);

  const after = (await storedSession(page))!;
  expect(after.isLoggedIn).toBe(true);
  expect(after.accessToken).not.toBe(expired);
  expect(after.refreshToken).not.toBe(before.refreshToken);
  // Every refused request was sent again with the new token and answered.
  for (const response of refused) {
    const path = new URL(response.url()).pathname;
    const retried = answered.find(
      (r) =>
        new URL(r.url()).pathname === path && r.status() < 400 && r.request().headers().authorization === `Bearer ${after.accessToken}`,
    );
    expect(retried, `${path} was not retried with the new token`).toBeDefined();
  }
  await shot(page, 'session-refreshed');

  // Carrying on: the list reloads with the new token, and nothing more is refused or refreshed.
  const refusedSoFar = refused.length;
  const reloaded = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/sales/customers');
  await page.getByRole('button', { name: 'Reload' }).click();
  const list = await reloaded;
  expect(list.status()).toBe(200);
  expect(await list.request().headerValue('authorization')).toBe(`Bearer ${after.accessToken}`);
  expect(refused).toHaveLength(refusedSoFar);
  expect(refreshes).toHaveLength(1);
  console.log(`refused with the expired token: ${refused.map((r) => new URL(r.url()).pathname).join(', ')}`);
});

test('a page left open until its access token is about to run out renews it before asking, so nothing is refused', async () => {
  const idle = await newPage(browser);
  // Time in the page flows as usual until the test jumps it forward, as a laptop lid closed and opened.
  await idle.clock.install();
  const errors: string[] = [];
  idle.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await signIn(idle, shop.url, shop.adminEmail, shop.adminPassword);
  await open(idle, `${shop.url}/sales/customers`);
  const row = idle.getByRole('row').filter({ has: idle.getByRole('gridcell', { name: 'Walk-in Customer', exact: true }) });
  await row.waitFor();
  await idle.waitForLoadState('networkidle');
  const before = (await storedSession(idle))!;

  const sent: Request[] = [];
  const refused: Response[] = [];
  idle.on('request', (request) => {
    if (isApi(request.url())) sent.push(request);
  });
  idle.on('response', (response) => {
    if (isApi(response.url()) && response.status() === 401) refused.push(response);
  });
  await idle.clock.fastForward('14:30');
  const reloaded = idle.waitForResponse((r) => new URL(r.url()).pathname === '/api/sales/customers');
  await idle.getByRole('button', { name: 'Reload' }).click();
  const list = await reloaded;

  expect(list.status()).toBe(200);
  const after = (await storedSession(idle))!;
  expect(after.accessToken).not.toBe(before.accessToken);
  expect(await list.request().headerValue('authorization')).toBe(`Bearer ${after.accessToken}`);
  // One renewal, asked before the list, and nothing refused or logged as an error.
  const refreshes = sent.filter(isRefresh);
  expect(refreshes).toHaveLength(1);
  expect(sent.indexOf(refreshes[0]!)).toBeLessThan(sent.indexOf(list.request()));
  expect(refused).toEqual([]);
  expect(errors).toEqual([]);
  await idle.context().close();
});
