// What a shop types to find things: the shell's search box finds a product (a typo forgiven), a
// customer and a sales order by its number, and Enter opens the record; the terminal's default
// search finds a product by the SKU a cashier knows.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { apiClient, launchBrowser, newPage, newShop, shot, signIn, type ApiClient, type Shop } from './support/harness';
import { openTerminal, shopBasics, stockedProduct, terminal, type ShopBasics, type StockedProduct } from './support/pos';
import { postSale, salePayload } from './support/sales';

let browser: Browser;
let shop: Shop;
let page: Page;
let api: ApiClient;
let basics: ShopBasics;
let juice: StockedProduct;
let orderNumber: string;
let orderId: number;

beforeAll(async () => {
  [browser, shop] = await Promise.all([launchBrowser(), newShop('search')]);
  api = await apiClient(shop.url, shop.adminEmail, shop.adminPassword);
  basics = await shopBasics(api);
  juice = await stockedProduct(api, basics, { sku: 'KAL-1L', name: 'Kalamansi Juice 1 L', price: '55.00' }, 20);
  const customer = await api.post('sales/customers', {
    customerName: 'Aling Rosing Sari-Sari',
    defaultPaymentTypeId: basics.paymentTypeIds.Cash,
  });
  expect(customer.status).toBe(201);
  const sale = await postSale(
    shop.url,
    api.token,
    salePayload({
      salesChannelId: basics.channelId,
      customerId: customer.body.data.id,
      lines: [{ productId: juice.id, orderedUomId: basics.pieceId, orderedQuantity: 2, orderedUnitPrice: '55.00' }],
      payments: [{ paymentType: basics.paymentTypeIds.Cash! }],
    }),
  );
  expect(sale.status, JSON.stringify(sale.body)).toBe(201);
  orderId = sale.body.data.id;
  orderNumber = sale.body.data.salesOrderNumber;
  page = await newPage(browser);
  await signIn(page, shop.url, shop.adminEmail, shop.adminPassword);
});
afterAll(async () => {
  await browser?.close();
});

const searchDialog = () => page.getByRole('dialog', { name: 'Search' });

async function search(text: string) {
  await page.getByRole('button', { name: 'Search', exact: true }).first().click();
  await searchDialog().getByRole('combobox', { name: 'Search' }).fill(text);
  await searchDialog().getByRole('listbox', { name: 'Search results' }).getByRole('option').first().waitFor();
}

test('the shell search finds a product despite a typo, and Enter opens it', async () => {
  await search('kalamansy');
  const results = searchDialog().getByRole('listbox', { name: 'Search results' });
  expect(await results.getByRole('group', { name: 'Products' }).innerText()).toContain('Kalamansi Juice 1 L');
  await shot(page, 'shell-search-products');
  await page.keyboard.press('Enter');
  await page.waitForURL(`${shop.url}/inventory/products/${juice.id}`);
  await searchDialog().waitFor({ state: 'detached' });
});

test('it finds a customer by name and a sales order by the digits of its number, arrows choosing', async () => {
  await search('rosing');
  expect(await searchDialog().getByRole('group', { name: 'Customers' }).innerText()).toContain('Aling Rosing Sari-Sari');
  await page.keyboard.press('Escape');
  await searchDialog().waitFor({ state: 'detached' });

  await search(String(Number(orderNumber.replace(/\D/g, ''))));
  const order = searchDialog().getByRole('group', { name: 'Sales Orders' }).getByRole('option');
  expect(await order.innerText()).toContain(orderNumber);
  // The order is the only record found: the first option, chosen with the arrows all the same.
  await page.keyboard.press('ArrowDown');
  expect(await order.getAttribute('aria-selected')).toBe('true');
  await page.keyboard.press('Enter');
  await page.waitForURL(`${shop.url}/sales/sales-orders/${orderId}`);
});

test('the terminal’s default search finds the product by the start of its SKU', async () => {
  await openTerminal(page, `${shop.url}/pos/${basics.channelId}/terminal`);
  const pos = terminal(page);
  await pos.search.fill('kal-');
  const found = page.getByRole('listbox', { name: 'Products found' }).getByRole('option');
  await found.first().waitFor();
  expect(await found.first().innerText()).toContain('Kalamansi Juice 1 L');
});
