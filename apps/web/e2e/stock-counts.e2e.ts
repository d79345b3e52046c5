// Issue 35: a stock count on two phones while the shop keeps selling. A count of three products at
// Main Store is started through the API; the owner and a cashier open its counting screen on
// 390 × 844 phones and count Coca-Cola in ADD mode (the owner by typing its barcode and Enter, the
// cashier by searching), with a sale of it made between their entries and another after them; the
// cashier counts the noodles (SET) with the connection gone, and the entry is sent when it is back;
// the owner undoes a mistaken scan. Then the owner posts the count on the desktop count page: the
// sale made mid-count is no shortage, and what was sold after the last entry still leaves stock.
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { expectNoSeriousViolations } from './support/axe';
import { apiClient, launchBrowser, newPage, newShop, open, shot, signIn, type ApiClient, type Shop } from './support/harness';
import { PHONE_VIEWPORT, sidewaysOverflow } from './support/phone';
import { COLA, NOODLES, onHand, shopBasics, stockedProduct, type ShopBasics, type StockedProduct } from './support/pos';
import { postSale, salePayload } from './support/sales';

let browser: Browser;
let shop: Shop;
let api: ApiClient;
let basics: ShopBasics;
let cola: StockedProduct;
let noodles: StockedProduct;
let soap: StockedProduct;
let owner: Page;
let cashier: Page;
let count: { id: number; stockCountNumber: string };

const CASHIER = { email: 'nena@example.com', password: 'cashier-secret-35' };
const COLA_STOCK = 30;
const NOODLES_STOCK = 40;
const SOAP_STOCK = 10;

/** A sale of the product at the terminal's channel (Main Store), paid in cash. */
async function sell(product: StockedProduct, quantity: number) {
  const body = salePayload({
    salesChannelId: basics.channelId,
    customerId: basics.walkInId,
    lines: [{ productId: product.id, orderedUomId: basics.pieceId, orderedQuantity: quantity, orderedUnitPrice: product.price }],
    payments: [{ paymentType: basics.paymentTypeIds.Cash! }],
  });
  const answer = await postSale(shop.url, api.token, body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
}

/** The counting screen's parts, by role and name. */
function screenOf(page: Page) {
  return {
    scan: page.getByRole('combobox', { name: 'Scan or search' }),
    found: page.getByRole('listbox', { name: 'Products found' }),
    counted: page.getByRole('region', { name: 'Product counted' }),
    quantity: page.getByRole('textbox', { name: 'Quantity' }),
    count: page.getByRole('button', { name: 'Count', exact: true }),
    lastScans: page.getByRole('list', { name: 'Last scans' }),
    connection: page.getByRole('status', { name: /^Connection:/ }),
  };
}

/** Taps the pad's keys for a whole number. */
async function typeQuantity(page: Page, quantity: string) {
  for (const key of quantity) await page.getByRole('button', { name: key, exact: true }).click();
}

/** The newest of the last scans (they are newest first). */
const newestScan = (page: Page): Locator => screenOf(page).lastScans.getByRole('listitem').first();

async function openCounting(page: Page) {
  await open(page, `${shop.url}/count/${count.id}`);
  await page.getByRole('heading', { name: `${count.stockCountNumber} · Shelf count` }).waitFor();
  await screenOf(page).scan.waitFor();
}

beforeAll(async () => {
  [browser, shop] = await Promise.all([launchBrowser(), newShop('stock-counts')]);
  api = await apiClient(shop.url, shop.adminEmail, shop.adminPassword);
  basics = await shopBasics(api);
  cola = await stockedProduct(api, basics, COLA, COLA_STOCK);
  noodles = await stockedProduct(api, basics, NOODLES, NOODLES_STOCK);
  soap = await stockedProduct(api, basics, { sku: 'SAFEGUARD-135', name: 'Safeguard Soap 135 g', price: '45.00' }, SOAP_STOCK);

  // The seeded Cashier role holds Count Stock.
  const made = await api.post('masterfile/system-users', {
    firstname: 'Nena',
    lastname: 'Cruz',
    email: CASHIER.email,
    displayName: 'Nena',
    password: CASHIER.password,
    roles: ['Cashier'],
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);

  const created = await api.post('inventory/stock-counts', {
    locationId: basics.locationId,
    name: 'Shelf count',
    scope: 'FILTER',
    productIds: [cola.id, noodles.id, soap.id],
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const started = await api.put(`inventory/stock-counts/${created.body.data.id}/start`);
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  expect(started.body.data).toMatchObject({ status: 'COUNTING', lineCount: 3 });
  count = started.body.data;

  [owner, cashier] = await Promise.all([
    newPage(browser, { viewport: PHONE_VIEWPORT, hasTouch: true }),
    newPage(browser, { viewport: PHONE_VIEWPORT, hasTouch: true }),
  ]);
  await signIn(owner, shop.url, shop.adminEmail, shop.adminPassword);
  await signIn(cashier, shop.url, CASHIER.email, CASHIER.password);
});
afterAll(async () => {
  await browser?.close();
});

test('two phones count the same product while it sells, one of them offline for a while, and the post leaves what was sold after', async () => {
  // The owner scans Coca-Cola's barcode (a scanner types it and Enter) and adds 12.
  await openCounting(owner);
  const ownerScreen = screenOf(owner);
  await expect.poll(() => ownerScreen.connection.getAttribute('aria-label')).toBe('Connection: Online');
  await expectNoSeriousViolations(owner, { what: 'the counting screen on a phone' });
  await ownerScreen.scan.fill(COLA.barcode!);
  await ownerScreen.scan.press('Enter');
  await ownerScreen.counted.getByRole('heading', { name: `Barcode ${COLA.barcode}` }).waitFor();
  await typeQuantity(owner, '12');
  expect(await ownerScreen.quantity.inputValue()).toBe('12');
  await expectNoSeriousViolations(owner, { what: 'the counting screen’s keys on a phone' });
  await shot(owner, 'stock-count-phone-keys');
  await ownerScreen.count.click();
  // The server names the product the barcode is of.
  await newestScan(owner).getByText('Coca-Cola 1.5 L').waitFor();
  await newestScan(owner).getByText('Sent').waitFor();
  expect(await newestScan(owner).textContent()).toContain('+12 piece');

  // A mistaken scan of the soap (by its SKU and Enter), undone.
  await ownerScreen.scan.fill(soap.sku);
  await ownerScreen.scan.press('Enter');
  await ownerScreen.counted.getByRole('heading', { name: soap.name }).waitFor();
  await owner.getByRole('button', { name: '+1', exact: true }).click();
  await ownerScreen.count.click();
  await newestScan(owner).getByText(soap.name).waitFor();
  await newestScan(owner).getByText('Sent').waitFor();
  await newestScan(owner)
    .getByRole('button', { name: `Undo ${soap.name} +1 piece` })
    .click();
  await ownerScreen.lastScans.getByText(soap.name).waitFor({ state: 'detached' });
  await expect
    .poll(async () => (await api.get(`inventory/stock-counts/${count.id}/entries?productId=${soap.id}`)).body.data.length)
    .toBe(0);

  // Three sold at the counter between the two counts of it.
  await sell(cola, 3);

  // The cashier finds Coca-Cola by name and adds the 15 on the other shelf.
  await openCounting(cashier);
  const cashierScreen = screenOf(cashier);
  await cashierScreen.scan.fill('coca');
  await cashierScreen.found.getByRole('option', { name: /Coca-Cola 1\.5 L/ }).click();
  // What was expected when it was last counted (the owner's count, before the sale): the server's figure.
  await cashierScreen.counted.getByText('Expected: 30 piece').waitFor();
  await typeQuantity(cashier, '15');
  await cashierScreen.count.click();
  await newestScan(cashier).getByText('Sent').waitFor();

  // Two more sold after its last count: not a shortage.
  await sell(cola, 2);

  // The connection drops: the cashier sets the noodles at 38 all the same; it waits on the phone.
  await cashier.context().setOffline(true);
  await expect.poll(() => cashierScreen.connection.getAttribute('aria-label')).toBe('Connection: Offline');
  await cashierScreen.scan.fill('canton');
  await cashierScreen.found.getByRole('option', { name: /Pancit Canton/ }).click();
  await cashierScreen.counted.getByRole('button', { name: 'Set' }).click();
  await typeQuantity(cashier, '38');
  await cashierScreen.count.click();
  await newestScan(cashier).getByText('Waiting').waitFor();
  await expect.poll(() => cashierScreen.connection.getAttribute('aria-label')).toBe('Connection: Offline · 1 entry waiting');
  expect(await newestScan(cashier).textContent()).toContain('= 38 piece');
  expect(await sidewaysOverflow(cashier), 'the counting screen scrolls sideways by').toBe(0);
  await shot(cashier, 'stock-count-phone-offline');
  const noodleEntries = async () => (await api.get(`inventory/stock-counts/${count.id}/entries?productId=${noodles.id}`)).body.data.length;
  expect(await noodleEntries()).toBe(0);

  // Back online: the entry goes by itself, once.
  await cashier.context().setOffline(false);
  await newestScan(cashier).getByText('Sent').waitFor();
  await expect.poll(() => cashierScreen.connection.getAttribute('aria-label')).toBe('Connection: Online');
  expect(await noodleEntries()).toBe(1);
  await shot(cashier, 'stock-count-phone-last-scans');

  const lines = (await api.get(`inventory/stock-counts/${count.id}/lines?pageSize=10&sort=sku,asc`)).body.data as {
    productId: number;
    counted: string | null;
    expected: string;
    difference: string | null;
    entryCount: number;
  }[];
  const lineOf = (id: number) => lines.find((l) => l.productId === id)!;
  // Both phones' entries add up; the sale between them is in what was expected, the one after is not.
  expect(lineOf(cola.id)).toMatchObject({ counted: '27', expected: '27', difference: '0', entryCount: 2 });
  expect(lineOf(noodles.id)).toMatchObject({ counted: '38', expected: '40', difference: '-2' });
  expect(lineOf(soap.id)).toMatchObject({ counted: null, entryCount: 0 });

  // The counting screen on a desktop: the same screen, centred.
  await owner.setViewportSize({ width: 1440, height: 900 });
  await openCounting(owner);
  expect(await sidewaysOverflow(owner), 'the counting screen at 1440 px scrolls sideways by').toBe(0);
  await shot(owner, 'stock-count-desktop');

  // The owner posts it on the desktop count page, leaving the uncounted soap as it is.
  await open(owner, `${shop.url}/inventory/stock-counts/${count.id}`);
  await owner.getByRole('button', { name: 'Post Count' }).click();
  const dialog = owner.getByRole('dialog', { name: `Post ${count.stockCountNumber}` });
  expect(await dialog.getByRole('checkbox', { name: 'Set uncounted products to zero' }).isChecked()).toBe(false);
  await dialog.getByRole('button', { name: 'Post', exact: true }).click();
  await owner.getByText(`${count.stockCountNumber} posted.`).waitFor();
  expect((await api.get(`inventory/stock-counts/${count.id}`)).body.data.status).toBe('POSTED');

  // On hand = counted + what moved after the last entry: 27 − 2 sold after; the noodles 38; the soap untouched.
  expect(await onHand(api, cola.id, basics.locationId)).toBe(25);
  expect(await onHand(api, noodles.id, basics.locationId)).toBe(38);
  expect(await onHand(api, soap.id, basics.locationId)).toBe(SOAP_STOCK);

  // A phone still on the count hears that it is over.
  await open(cashier, `${shop.url}/count/${count.id}`);
  await cashier.getByText(`${count.stockCountNumber} is posted: it cannot be counted now.`).waitFor();
});
