// Issue 21: the terminal keeps selling when the connection drops and every sale reaches the server
// exactly once. Opened online (the service worker caches the app, the terminal fills its local
// catalogue), then offline: 25 sales rung up with the keyboard and a scanner (cash, a split
// payment, an order discount, a bundle), the tab reloaded in the middle, then every page closed
// and the terminal opened again (from the service worker's cache, the waiting sales still there),
// a second tab opened; back online, both tabs sync at once, and the server drops out mid-sync (one
// sale posted whose answer never reaches the terminal, then no answer at all for a while) and comes
// back: the server has exactly 25 sales and stock down by exactly what was sold.
//
// Chromium's offline emulation does not reach a service worker's own requests, so those are cut
// too, through Playwright's service worker network events (turned on before the browser starts).
process.env.PW_EXPERIMENTAL_SERVICE_WORKER_NETWORK_EVENTS = '1';

import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { apiClient, DESKTOP_VIEWPORT, launchBrowser, newPage, newShop, shot, signIn, type ApiClient, type Shop } from './support/harness';
import { httpRequest } from './support/http';
import {
  catchReceiptPrints,
  COLA,
  NOODLES,
  onHand,
  openTerminal,
  printedReceipts,
  scan,
  shopBasics,
  shopDiscount,
  stockedProduct,
  terminal,
  waitForFocus,
  type ShopBasics,
  type StockedProduct,
} from './support/pos';

let browser: Browser;
let shop: Shop;
let api: ApiClient;
let basics: ShopBasics;
let noodles: StockedProduct;
let cola: StockedProduct;
let bundleId: number;

const OPENING_STOCK = 200;
const SALES = 25;
/** Sales the server takes (and the terminal hears about) before it drops out mid-sync. */
const SYNCED_BEFORE_OUTAGE = 5;
const OFFLINE_SALES_PATH = '/api/sales/offline-sync/sales';
const BUNDLE_BARCODE = '4800000000017';

beforeAll(async () => {
  [browser, shop] = await Promise.all([launchBrowser(), newShop('offline-pos')]);
  api = await apiClient(shop.url, shop.adminEmail, shop.adminPassword);
  basics = await shopBasics(api);
  noodles = await stockedProduct(api, basics, { ...NOODLES, barcode: '4807770270017' }, OPENING_STOCK);
  cola = await stockedProduct(api, basics, COLA, OPENING_STOCK);
  const bundle = await api.post('inventory/products', {
    type: 'BUNDLE',
    sku: 'MERIENDA-1',
    productName: 'Merienda Pack',
    unitClassId: basics.unitClassId,
    unitOfMeasureId: basics.pieceId,
    basePrice: '110.00',
    barcodes: [BUNDLE_BARCODE],
    bundleProducts: [
      { bundleItemId: noodles.id, bundleQuantity: 2, bundleUomId: basics.pieceId },
      { bundleItemId: cola.id, bundleQuantity: 1, bundleUomId: basics.pieceId },
    ],
  });
  expect(bundle.status, JSON.stringify(bundle.body)).toBe(201);
  bundleId = bundle.body.data.id;
  await shopDiscount(api, { name: 'Suki ₱20 off', code: 'SUKI20', type: 'fixed', scope: 'sales_order', value: '20' });
});
afterAll(async () => {
  await browser?.close();
});

const cutServiceWorker = (route: Route) => (route.request().serviceWorker() ? route.abort('internetdisconnected') : route.continue());

async function goOffline(context: BrowserContext): Promise<void> {
  await context.route('**', cutServiceWorker);
  await context.setOffline(true);
}

async function goOnline(context: BrowserContext): Promise<void> {
  await context.unroute('**', cutServiceWorker);
  await context.setOffline(false);
}

/** The connection chip in the terminal's bar. */
const connection = (page: Page) => page.getByRole('status').filter({ has: page.getByRole('link', { name: /^Connection:/ }) });

/** Products in the device's local catalogue (IndexedDB), read as the page sees it. */
function localProducts(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const open = indexedDB.open('oim-pos-offline');
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('products')) return resolve(0);
          const count = db.transaction('products').objectStore('products').count();
          count.onsuccess = () => resolve(count.result);
        };
        open.onerror = () => resolve(0);
      }),
  );
}

/** One sale: scan the codes, what `before` adds with the keyboard (a discount, a payment), F9, Confirm; the saved dialog's number. */
async function ringUp(page: Page, codes: string[], before?: () => Promise<void>): Promise<string> {
  const pos = terminal(page);
  await waitForFocus(pos.search);
  for (const [i, code] of codes.entries()) {
    await scan(page, code);
    await expect.poll(() => pos.lines.count(), { timeout: 10_000 }).toBeGreaterThanOrEqual(i + 1);
  }
  await before?.();
  await page.keyboard.press('F9');
  const confirm = page.getByRole('dialog', { name: 'Confirm Sales' });
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await pos.savedDialog.filter({ hasText: 'OFFLINE — provisional' }).waitFor();
  return (await pos.savedDialog.getByLabel('Offline receipt number').innerText()).trim();
}

async function nextSale(page: Page): Promise<void> {
  const pos = terminal(page);
  await pos.savedDialog.getByRole('button', { name: 'Next Sale' }).click();
  await pos.savedDialog.waitFor({ state: 'detached' });
}

test('25 sales rung up offline, through a reload, a closed terminal, a second tab and a server lost mid-sync, reach the server exactly once', async () => {
  let page = await newPage(browser);
  const context = page.context();
  await catchReceiptPrints(page);
  await signIn(page, shop.url, shop.adminEmail, shop.adminPassword);
  const url = `${shop.url}/pos/${basics.channelId}/terminal`;

  // Online: the terminal opens, its service worker installs and takes the page, the local catalogue fills.
  await openTerminal(page, url);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 15_000 }).toBe(true);
  // Opened once more under the worker, so the answers the terminal starts with are kept for offline.
  await openTerminal(page, url);
  // Its first refresh comes 3 s after it opens; on a busy machine the whole load takes a while longer.
  await expect.poll(() => localProducts(page), { timeout: 45_000 }).toBe(3);
  await connection(page).filter({ hasText: 'Online' }).waitFor();

  await goOffline(context);
  await connection(page).filter({ hasText: 'Offline' }).waitFor();

  const numbers: string[] = [];
  let colas = 0;
  let noodleCount = 0;
  let bundles = 0;
  const sell = async (kind: 'cash' | 'discount' | 'split' | 'bundle') => {
    if (kind === 'bundle') {
      numbers.push(await ringUp(page, [BUNDLE_BARCODE]));
      bundles += 1;
    } else if (kind === 'discount') {
      numbers.push(
        await ringUp(page, [cola.barcode!, noodles.barcode!], async () => {
          await page.keyboard.press('F7');
          const discounts = page.getByRole('dialog', { name: 'Order Discount' });
          await waitForFocus(discounts.getByRole('menuitem', { name: /Suki ₱20 off/ }));
          await page.keyboard.press('Enter');
          await discounts.waitFor({ state: 'detached' });
          await terminal(page).total.filter({ hasText: '₱80.00' }).waitFor();
        }),
      );
      colas += 1;
      noodleCount += 1;
    } else if (kind === 'split') {
      numbers.push(
        await ringUp(page, [cola.barcode!], async () => {
          await page.keyboard.press('Alt+KeyP');
          const second = terminal(page).payments.getByLabel('Payment 2 type');
          await waitForFocus(second);
          await page.keyboard.type('GCash');
          await page.keyboard.press('Tab');
          await page.keyboard.type('50');
          await page.keyboard.press('Tab');
          await page.keyboard.press('Tab');
          await page.keyboard.type('GC-0917-0000001');
          await expect.poll(() => terminal(page).payments.getByLabel('Amount').first().inputValue()).toBe('35.00');
        }),
      );
      colas += 1;
    } else {
      numbers.push(await ringUp(page, [cola.barcode!]));
      colas += 1;
    }
  };

  // The first twelve, then a reload of the tab while offline (the queue and the series survive it).
  await sell('discount');
  await shot(page, 'offline-pos-sale-saved');
  // The offline receipt prints from the device, marked provisional.
  await terminal(page).savedDialog.getByRole('button', { name: 'Print Receipt' }).click();
  await expect.poll(async () => (await printedReceipts(page)).length).toBe(1);
  const [receipt] = await printedReceipts(page);
  expect(receipt).toContain('OFFLINE — provisional');
  expect(receipt).toContain(numbers[0]!);
  await nextSale(page);
  await sell('split');
  await nextSale(page);
  await sell('bundle');
  await nextSale(page);
  for (let i = numbers.length; i < 12; i += 1) {
    await sell('cash');
    await nextSale(page);
  }
  await connection(page).filter({ hasText: '12 sales waiting' }).waitFor();
  await shot(page, 'offline-pos-waiting');

  await page.reload();
  await terminal(page).search.waitFor();
  await connection(page).filter({ hasText: 'Offline · 12 sales waiting' }).waitFor();
  for (let i = numbers.length; i < 18; i += 1) {
    await sell('cash');
    await nextSale(page);
  }

  // The terminal closed (every page of the browser profile) and opened again, still offline: the
  // service worker serves the app, IndexedDB still holds the queue and the device's series.
  for (const open of context.pages()) await open.close();
  page = await context.newPage();
  await catchReceiptPrints(page);
  await page.goto(url);
  await terminal(page).search.waitFor();
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await connection(page).filter({ hasText: 'Offline · 18 sales waiting' }).waitFor();
  for (let i = numbers.length; i < SALES; i += 1) {
    await sell('cash');
    await nextSale(page);
  }
  await connection(page)
    .filter({ hasText: `${SALES} sales waiting` })
    .waitFor();

  // Every provisional number is the device's own and none repeats.
  expect(new Set(numbers).size).toBe(SALES);
  expect(numbers.every((n) => /^OFF-[0-9A-F]{4}-\d{6}$/.test(n))).toBe(true);
  expect((await api.get('sales/sales-orders')).body.meta.total).toBe(0);

  // A second tab of the same device, opened offline: it sees the same queue.
  const second = await context.newPage();
  // First on a phone, at Sales waiting (offline, from the service worker): who made each sale and
  // the rest of its row stay within the screen, the table scrolling sideways on its own.
  await second.setViewportSize({ width: 390, height: 844 });
  await second.goto(`${shop.url}/pos/sales-waiting`);
  await second.getByRole('table', { name: 'Sales waiting' }).getByRole('columnheader', { name: 'Cashier' }).waitFor();
  expect(await second.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await shot(second, 'offline-pos-sales-waiting-phone');
  await second.setViewportSize(DESKTOP_VIEWPORT);
  await second.goto(url);
  await connection(second)
    .filter({ hasText: `${SALES} sales waiting` })
    .waitFor();

  // Online again, with a server that drops out mid-sync: the first sales go through; the next one
  // is posted but its answer never reaches the terminal (the connection breaks after the server
  // committed it); then nothing answers for a while. Both tabs try to sync; one leads.
  const origin = new URL(shop.url).origin;
  let serverDown = false;
  let syncPosts = 0;
  let refusedWhileDown = 0;
  let lostSaleId: string | null = null;
  let lostSaleResent = 0;
  const flakyServer = async (route: Route) => {
    const request = route.request();
    if (!request.url().startsWith(origin)) return route.fallback();
    if (serverDown) {
      refusedWhileDown += 1;
      return route.abort('connectionrefused');
    }
    if (request.method() !== 'POST' || new URL(request.url()).pathname !== OFFLINE_SALES_PATH) return route.fallback();
    syncPosts += 1;
    const clientSaleId = (request.postDataJSON() as { offline: { clientSaleId: string } }).offline.clientSaleId;
    if (lostSaleId !== null && clientSaleId === lostSaleId) lostSaleResent += 1;
    if (syncPosts <= SYNCED_BEFORE_OUTAGE || lostSaleId !== null) return route.fallback();
    lostSaleId = clientSaleId;
    // Posted through to the server from here (Node cannot resolve <shop>.localhost, so not route.fetch).
    const headers = await request.allHeaders();
    const posted = await httpRequest(`${origin}${OFFLINE_SALES_PATH}`, {
      method: 'POST',
      headers: {
        Authorization: headers.authorization!,
        'Idempotency-Key': headers['idempotency-key']!,
        'X-Requested-With': 'XMLHttpRequest',
      },
      body: request.postDataJSON(),
    });
    expect(posted.status, JSON.stringify(posted.body)).toBe(201);
    serverDown = true;
    return route.abort('connectionreset');
  };
  await context.route('**', flakyServer);
  await goOnline(context);
  await expect.poll(() => refusedWhileDown, { timeout: 60_000 }).toBeGreaterThanOrEqual(1);
  // The sale whose answer was lost is on the server, and still waiting on the device.
  expect((await api.get('sales/sales-orders?limit=100')).body.meta.total).toBe(SYNCED_BEFORE_OUTAGE + 1);
  await connection(page)
    .filter({ hasText: `${SALES - SYNCED_BEFORE_OUTAGE} sales waiting` })
    .waitFor();
  // Down for a while: the terminals keep probing (every 5 s) and get no answer.
  await expect.poll(() => refusedWhileDown, { timeout: 30_000 }).toBeGreaterThanOrEqual(3);
  await shot(page, 'offline-pos-server-down');
  // The server is back: the terminal sends the lost sale again (the server answers its first post) and the rest.
  serverDown = false;
  await connection(page)
    .filter({ hasText: /^Online$/ })
    .waitFor({ timeout: 60_000 });
  await connection(second)
    .filter({ hasText: /^Online$/ })
    .waitFor({ timeout: 15_000 });

  await context.unroute('**', flakyServer);
  // The lost sale went again with its clientSaleId, and the server answered the first post.
  expect(lostSaleResent).toBeGreaterThanOrEqual(1);

  const orders = await api.get('sales/sales-orders?limit=100');
  expect(orders.body.meta.total).toBe(SALES);
  const provisional = (orders.body.data as { offlineProvisionalNumber: string | null }[]).map((o) => o.offlineProvisionalNumber).sort();
  expect(provisional).toEqual([...numbers].sort());
  expect(await onHand(api, cola.id, basics.locationId)).toBe(OPENING_STOCK - colas - bundles);
  expect(await onHand(api, noodles.id, basics.locationId)).toBe(OPENING_STOCK - noodleCount - 2 * bundles);
  expect(bundleId).toBeGreaterThan(0);

  // The Sales waiting screen says every sale reached the server, with their numbers.
  await second.goto(`${shop.url}/pos/sales-waiting`);
  await second.getByText('Every sale made on this device has reached the server.').waitFor();
  await second.getByRole('table', { name: 'Recently sent' }).waitFor();
  await shot(second, 'offline-pos-sales-waiting');
  // One journey of about 80 s under a heavy load: more than the 90 s default leaves room for.
});
