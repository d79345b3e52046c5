// Spec 2.1 and 8: any unknown path shows the 404 screen, signed in or not.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { launchBrowser, newPage, newShop, open, shot, signIn, type Shop } from './support/harness';

let browser: Browser;
let shop: Shop;

beforeAll(async () => {
  [browser, shop] = await Promise.all([launchBrowser(), newShop('not-found')]);
});
afterAll(async () => {
  await browser?.close();
});

async function expectNotFoundScreen(page: Page, path: string) {
  await page.getByRole('heading', { name: 'Page not found', level: 1 }).waitFor();
  expect(await page.getByText('404', { exact: true }).isVisible()).toBe(true);
  expect(await page.getByText(`There is no page at ${path}.`).isVisible()).toBe(true);
  // The 404 screen stands alone: no shell around it.
  expect(await page.getByRole('navigation', { name: 'Main navigation' }).count()).toBe(0);
}

test('an unknown path shows the 404 screen with a way back', async () => {
  const page = await newPage(browser);
  await open(page, `${shop.url}/no/such/page`);
  await expectNotFoundScreen(page, '/no/such/page');
  expect(new URL(page.url()).pathname).toBe('/no/such/page');
  await shot(page, 'not-found');
  await page.context().close();
});

test('a signed-in user gets the 404 screen too, under an area and at the top level, and its button leads home', async () => {
  const page = await newPage(browser);
  await signIn(page, shop.url, shop.adminEmail, shop.adminPassword);
  for (const path of ['/sales/no-such-screen', '/nothing-here']) {
    await open(page, `${shop.url}${path}`);
    await expectNotFoundScreen(page, path);
  }
  await page.getByRole('link', { name: 'Go to the dashboard' }).click();
  await page.waitForURL((url) => url.pathname !== '/nothing-here');
  await page.getByRole('navigation', { name: 'Main navigation' }).waitFor();
  await page.context().close();
});
