// The terminal says whether this device can sell offline. A terminal that loses the line in the
// first seconds after it opened (the service worker in place, its catalogue and reference data not
// stored yet) says so plainly on a reload, never that the channel is not the cashier's; one whose
// bar said "Ready offline" opens again offline after a reload and sells, though the answers it
// first opened with were never kept by the service worker.
//
// Chromium's offline emulation does not reach a service worker's own requests, so those are cut
// too, through Playwright's service worker network events (turned on before the browser starts).
process.env.PW_EXPERIMENTAL_SERVICE_WORKER_NETWORK_EVENTS = '1';

import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { apiClient, launchBrowser, newPage, newShop, shot, signIn, type ApiClient, type Shop } from './support/harness';
import { COLA, NOODLES, openTerminal, scan, shopBasics, stockedProduct, terminal, waitForFocus, type ShopBasics } from './support/pos';

let browser: Browser;
let shop: Shop;
let api: ApiClient;
let basics: ShopBasics;
let cola: { barcode?: string };

beforeAll(async () => {
  [browser, shop] = await Promise.all([launchBrowser(), newShop('offline-ready')]);
  api = await apiClient(shop.url, shop.adminEmail, shop.adminPassword);
  basics = await shopBasics(api);
  await stockedProduct(api, basics, NOODLES, 50);
  cola = await stockedProduct(api, basics, COLA, 50);
});
afterAll(async () => {
  await browser?.close();
});

const cutServiceWorker = (route: Route) => (route.request().serviceWorker() ? route.abort('internetdisconnected') : route.continue());

async function goOffline(context: BrowserContext): Promise<void> {
  await context.route('**', cutServiceWorker);
  await context.setOffline(true);
}

/** The readiness chip in the terminal's bar. */
const readiness = (page: Page) => page.getByRole('status').filter({ hasText: /Ready offline|Preparing offline/ });

/** Signs in and opens the terminal until its service worker controls the page (the app is kept for a reload offline). */
async function openUnderWorker(page: Page, url: string): Promise<void> {
  await signIn(page, shop.url, shop.adminEmail, shop.adminPassword);
  await openTerminal(page, url);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 15_000 }).toBe(true);
}

test('a terminal that lost the line before its offline data was stored says so on a reload, and what to do', async () => {
  const page = await newPage(browser);
  const context = page.context();
  // The offline data never arrives before the line drops (it would take a few seconds on a real line).
  await context.route('**/api/sales/offline-sync/**', (route) => route.abort('connectionreset'));
  const url = `${shop.url}/pos/${basics.channelId}/terminal`;
  await openUnderWorker(page, url);
  await readiness(page).filter({ hasText: 'Preparing offline' }).waitFor();

  await goOffline(context);
  await page.reload();
  await page.getByText('This device cannot sell offline yet').waitFor({ timeout: 30_000 });
  await page.getByText(/Connect this device to the internet and keep the terminal open until its bar says “Ready offline”/).waitFor();
  expect(await page.getByText(/is not one of your sales channels/).count()).toBe(0);
  await shot(page, 'offline-ready-not-ready');
  await context.close();
});

test('a terminal whose bar said "Ready offline" opens again offline after a reload and sells', async () => {
  const page = await newPage(browser);
  const context = page.context();
  const url = `${shop.url}/pos/${basics.channelId}/terminal`;
  await openUnderWorker(page, url);
  // The catalogue's first refresh comes 3 s after the terminal opens; a busy machine takes longer.
  await readiness(page).filter({ hasText: 'Ready offline' }).waitFor({ timeout: 45_000 });
  await shot(page, 'offline-ready-ready');

  await goOffline(context);
  await page.reload();
  const pos = terminal(page);
  await pos.search.waitFor({ timeout: 30_000 });
  await readiness(page).filter({ hasText: 'Ready offline' }).waitFor();
  await waitForFocus(pos.search);
  await scan(page, cola.barcode!);
  await expect.poll(() => pos.lines.count(), { timeout: 10_000 }).toBe(1);
  await page.keyboard.press('F9');
  const confirm = page.getByRole('dialog', { name: 'Confirm Sales' });
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await pos.savedDialog.filter({ hasText: 'OFFLINE — provisional' }).waitFor();
  await context.close();
});
