// Spec 2.3 and 4: LOGOUT ends the session on the server, clears the stored session, menu settings
// and log level, and starts the app afresh at /login.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { storedSession } from './support/app';
import { launchBrowser, newPage, newShop, open, shot, signIn, type Shop } from './support/harness';
import { httpRequest } from './support/http';

let browser: Browser;
let shop: Shop;

beforeAll(async () => {
  [browser, shop] = await Promise.all([launchBrowser(), newShop('logout')]);
});
afterAll(async () => {
  await browser?.close();
});

test('LOGOUT goes back to /login with a page load, clears the session, and the old tokens stop working', async () => {
  const page = await newPage(browser);
  await signIn(page, shop.url, shop.adminEmail, shop.adminPassword);
  await page.getByRole('navigation', { name: 'Main navigation' }).waitFor();
  const session = (await storedSession(page))!;
  expect(session.isLoggedIn).toBe(true);
  await page.evaluate(() => {
    localStorage.setItem('oim-log-level', 'debug');
    Object.assign(window, { e2eSameDocument: true });
  });

  await page.getByRole('button', { name: 'Open the user menu' }).click();
  const loggedOut = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/logout');
  await page.getByRole('menuitem', { name: 'LOGOUT' }).click();
  expect((await loggedOut).status()).toBe(200);

  await page.waitForURL(`${shop.url}/login`);
  await page.getByRole('button', { name: 'Login' }).waitFor();
  expect(await page.evaluate(() => 'e2eSameDocument' in window)).toBe(false);
  const after = await storedSession(page);
  expect([after?.isLoggedIn ?? false, after?.user ?? null, after?.accessToken ?? null, after?.refreshToken ?? null]).toEqual([
    false,
    null,
    null,
    null,
  ]);
  expect(await page.evaluate(() => [localStorage.getItem('oim-menu-settings'), localStorage.getItem('oim-log-level')])).toEqual([
    null,
    null,
  ]);
  await shot(page, 'logged-out');

  // The server ended the session: neither token is good any more.
  const origin = new URL(shop.url).origin;
  expect((await httpRequest(`${origin}/api/me`, { headers: { Authorization: `Bearer ${session.accessToken}` } })).status).toBe(401);
  expect((await httpRequest(`${origin}/api/refresh`, { method: 'POST', body: { refresh_token: session.refreshToken } })).status).toBe(401);

  // And the app's pages need signing in again.
  await open(page, `${shop.url}/sales/customers`);
  await page.waitForURL(`${shop.url}/login`);
  await page.context().close();
});
