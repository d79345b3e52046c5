// The owner's phone (390 × 844): the terminal's bar is one line (back, the channel, the connection,
// a menu) with the search right under it, every action of the desktop bar reachable through the
// menu; and the lists a shop opens most (products, sales orders, customers, job orders) are cards
// that fit the screen, a tap opening the record.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { apiClient, launchBrowser, newPage, newShop, open, shot, signIn, type ApiClient, type Shop } from './support/harness';
import { expectNoSeriousViolations } from './support/axe';
import { PHONE_VIEWPORT, sidewaysOverflow } from './support/phone';
import { NOODLES, openTerminal, shopBasics, stockedProduct, terminal, type ShopBasics, type StockedProduct } from './support/pos';
import { postSale, salePayload } from './support/sales';

let browser: Browser;
let shop: Shop;
let page: Page;
let api: ApiClient;
let basics: ShopBasics;
let noodles: StockedProduct;
let sale: { id: number; salesOrderNumber: string };
let jobOrder: { id: number; serviceOrderNumber: string };
let customerId: number;

beforeAll(async () => {
  [browser, shop] = await Promise.all([launchBrowser(), newShop('phone-cards')]);
  api = await apiClient(shop.url, shop.adminEmail, shop.adminPassword);
  basics = await shopBasics(api);
  noodles = await stockedProduct(api, basics, NOODLES, 20);
  const customer = await api.post('sales/customers', {
    customerName: 'Rosa Reyes',
    contactNumber: '0917 555 0101',
    defaultPaymentTypeId: basics.paymentTypeIds.Cash,
  });
  expect(customer.status, JSON.stringify(customer.body)).toBe(201);
  customerId = customer.body.data.id;
  const sold = await postSale(
    shop.url,
    api.token,
    salePayload({
      salesChannelId: basics.channelId,
      customerId: basics.walkInId,
      lines: [{ productId: noodles.id, orderedUomId: basics.pieceId, orderedQuantity: 2, orderedUnitPrice: noodles.price }],
      payments: [{ paymentType: basics.paymentTypeIds.Cash! }],
    }),
  );
  expect(sold.status, JSON.stringify(sold.body)).toBe(201);
  sale = sold.body.data;
  const job = await api.post('service/service-orders', { customerId, itemDescription: 'Galaxy A12', problemReported: 'No display' });
  expect(job.status, JSON.stringify(job.body)).toBe(201);
  jobOrder = job.body.data;
  const made = await api.post('pos/terminals', {
    salesChannelId: basics.channelId,
    terminalName: 'Counter 1',
    machineIdentificationNumber: '22010203040506071',
    serialNumber: 'SN-0002',
    permitToUseNumber: 'FP012023-001-0000001-00001',
    accreditationNumber: '044-0000000001-000002',
    invoicePrefix: 'C1-',
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  page = await newPage(browser, { viewport: PHONE_VIEWPORT, hasTouch: true });
  await signIn(page, shop.url, shop.adminEmail, shop.adminPassword);
});
afterAll(async () => {
  await browser?.close();
});

test("folds the terminal's bar into one line, with every action of the desktop bar in its menu", async () => {
  await openTerminal(page, `${shop.url}/pos/${basics.channelId}/terminal`);
  const bar = page.getByRole('group', { name: 'Terminal bar' });
  const menuButton = bar.getByRole('button', { name: 'Terminal menu' });
  const menu = page.getByRole('menu', { name: 'Terminal menu' });
  const openMenu = async () => {
    await menuButton.tap();
    await menu.waitFor();
  };
  const choose = async (item: string | RegExp) => {
    await openMenu();
    await menu.getByRole('menuitem', { name: item }).tap();
    await menu.waitFor({ state: 'detached' });
  };

  // One line, about an app bar high, and the search right under it.
  await bar.getByRole('link', { name: /^Connection: Online/ }).waitFor();
  const barBox = (await bar.boundingBox())!;
  expect(barBox.height).toBeLessThanOrEqual(64);
  const searchBox = (await terminal(page).search.boundingBox())!;
  expect(searchBox.y - (barBox.y + barBox.height)).toBeLessThan(24);
  expect(await sidewaysOverflow(page)).toBe(0);
  await expectNoSeriousViolations(page, { what: "the terminal's one-line bar on a phone" });
  await shot(page, 'phone-terminal-bar');

  // This device's terminal, then the shift it asks for.
  await openMenu();
  await menu.getByRole('menuitem', { name: /Choose this device.s terminal/ }).waitFor();
  await shot(page, 'phone-terminal-menu');
  await menu.getByRole('menuitem', { name: /^Terminal Counter 1/ }).tap();
  const opening = page.getByRole('dialog', { name: 'Open Shift' });
  await opening.getByLabel('Opening Float').fill('1000.00');
  await opening.getByRole('button', { name: 'Open Shift' }).tap();
  await opening.waitFor({ state: 'detached' });
  await bar.getByText('Counter 1 · Walk-in Customer').waitFor();
  expect((await bar.boundingBox())!.height).toBeLessThanOrEqual(64);

  await openMenu();
  await menu.getByRole('menuitem', { name: /Shift open · float ₱1,000\.00/ }).waitFor();
  await menu.getByRole('menuitem', { name: /Ready offline|Preparing offline/ }).waitFor();
  await shot(page, 'phone-terminal-menu-shift');
  await page.keyboard.press('Escape');
  await menu.waitFor({ state: 'detached' });

  // Cash in/out and Close Shift open their dialogs.
  await choose('Cash In/Out');
  const cash = page.getByRole('dialog', { name: 'Cash In / Out' });
  await cash.getByRole('button', { name: 'Cancel' }).tap();
  await cash.waitFor({ state: 'detached' });
  await choose('Close Shift');
  const closing = page.getByRole('dialog', { name: 'Close Shift' });
  await closing.getByRole('button', { name: 'Cancel' }).tap();
  await closing.waitFor({ state: 'detached' });

  // The customer, Reset and New Sale.
  await choose(/^Customer/);
  const lookup = page.getByRole('dialog', { name: /customer/i });
  await lookup.getByRole('button', { name: 'Close' }).tap();
  await lookup.waitFor({ state: 'detached' });
  await choose('Reset');
  await choose('New Sale');
  await bar.getByText('Counter 1 · Walk-in Customer').waitFor();

  // Sales waiting, from the menu and from the connection icon.
  await choose(/^Sales waiting/);
  await page.waitForURL(`${shop.url}/pos/sales-waiting`);
});

test('shows products, sales orders, customers and job orders as cards that fit the screen and open their record', async () => {
  const lists = [
    { route: '/inventory/products', label: 'Products', card: NOODLES.name, opens: `/inventory/products/${noodles.id}` },
    { route: '/sales/sales-orders', label: 'Sales Orders', card: sale.salesOrderNumber, opens: `/sales/sales-orders/${sale.id}` },
    { route: '/sales/customers', label: 'Customers', card: 'Rosa Reyes', opens: `/sales/customers/${customerId}` },
    { route: '/service/service-orders', label: null, card: jobOrder.serviceOrderNumber, opens: `/service/service-orders/${jobOrder.id}` },
  ];
  for (const list of lists) {
    await open(page, `${shop.url}${list.route}`);
    if (list.label === null) await page.getByRole('tab', { name: 'List' }).tap();
    const cards = (list.label ? page.getByRole('list', { name: list.label }) : page.locator('ul:has(> [data-list-card])')).getByRole(
      'listitem',
    );
    const card = cards.filter({ hasText: list.card });
    await card.waitFor();
    expect(await page.getByRole('grid').count(), `${list.route} shows a table`).toBe(0);
    await page.waitForLoadState('networkidle');
    expect(await sidewaysOverflow(page), `${list.route} scrolls sideways by`).toBe(0);
    const box = (await card.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE_VIEWPORT.width);
    // The cards and their paging (the pages' other panels have their own tests).
    await expectNoSeriousViolations(page, { what: `the cards of ${list.route} on a phone`, include: '[data-list-cards]' });
    await shot(page, `phone-cards${list.route.replaceAll('/', '-')}`);
    await card.getByRole('button', { name: new RegExp(list.card) }).tap();
    await page.waitForURL(`${shop.url}${list.opens}`);
  }
});
