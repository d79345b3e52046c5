// The built app runs under the server's content security policy: no violation and no console
// error on the screens a shop uses every day, the splash's colour script included.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { launchBrowser, newPage, newShop, open, signIn, waitForApp, type Shop } from './support/harness';

let browser: Browser;
let shop: Shop;
let page: Page;
const problems: string[] = [];

beforeAll(async () => {
  [browser, shop] = await Promise.all([launchBrowser(), newShop('csp')]);
  page = await newPage(browser);
  // A violation is reported to the page as an event, whether or not the console shows it.
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`);
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
});
afterAll(async () => {
  await browser?.close();
});

test('the app runs under its content security policy with no violation or console error', async () => {
  const login = await page.goto(`${shop.url}/login`);
  const policy = login?.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("script-src 'self'");
  expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
  await waitForApp(page);
  await signIn(page, shop.url, shop.adminEmail, shop.adminPassword);
  for (const path of [
    '/sales/sales-orders',
    '/inventory/products',
    '/inventory/products/new',
    '/masterfile/system-users',
    '/masterfile/roles',
    '/settings/company-profile',
    '/pos',
  ]) {
    await open(page, `${shop.url}${path}`);
    await page.waitForLoadState('networkidle');
  }
  expect(problems).toEqual([]);
});
