// Issue 6 item 9, the terminal: a quotation saved from the terminal (F10), reopened at the terminal
// by its id (the quotation page's Open at Terminal: ?quotation={id}), changed and saved again as
// the same quotation, then turned into a sales order with Generate Sales Order on the quotation
// page. Stock moves only then (spec 4 and issue 6 item 5).
import type { Browser, Page } from 'playwright-core';
import { addDays, format } from 'date-fns';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { apiClient, launchBrowser, newPage, newShop, open, shot, signIn, type ApiClient, type Shop } from './support/harness';
import {
  onHand,
  openTerminal,
  recordWrites,
  shopBasics,
  stockedProduct,
  terminal,
  typeByHand,
  waitForFocus,
  type ShopBasics,
  type StockedProduct,
} from './support/pos';

let browser: Browser;
let shop: Shop;
let page: Page;
let api: ApiClient;
let basics: ShopBasics;
let paint: StockedProduct;

const OPENING_STOCK = 20;

beforeAll(async () => {
  [browser, shop] = await Promise.all([launchBrowser(), newShop('pos-quotation')]);
  api = await apiClient(shop.url, shop.adminEmail, shop.adminPassword);
  basics = await shopBasics(api);
  paint = await stockedProduct(api, basics, { sku: 'BOYSEN-4L', name: 'Boysen Permacoat Latex 4 L', price: '850.00' }, OPENING_STOCK);

  page = await newPage(browser);
  await signIn(page, shop.url, shop.adminEmail, shop.adminPassword);
});
afterAll(async () => {
  await browser?.close();
});

type Quotation = {
  id: number;
  quotationNumber: string;
  status: string;
  validUntilDate: string;
  netTotal: string | number;
  salesOrderId?: number | null;
  quotationItems: { productId: number; orderedQuantity: string | number }[];
};

const quotationOf = async (id: number): Promise<Quotation> => (await api.get(`sales/quotations/${id}?relations=quotationItems`)).body.data;
const snackbar = (text: string) => page.getByRole('alert').filter({ hasText: text });

test('a quotation saved at the terminal, reopened there by its id, and converted into a sales order', async () => {
  const pos = terminal(page);
  const writes = recordWrites(page);
  await openTerminal(page, `${shop.url}/pos/${basics.channelId}/terminal`);

  // 4 cans, then F10: the confirmation, Enter on Confirm.
  await page.keyboard.press('F4');
  await page.keyboard.type('4');
  await page.keyboard.press('Enter');
  await typeByHand(page, 'permacoat');
  await pos.results.getByRole('option', { name: /Boysen Permacoat Latex 4 L/ }).waitFor();
  await page.keyboard.press('Enter');
  await pos.lines.filter({ hasText: paint.name }).filter({ hasText: '4 piece' }).waitFor();
  await pos.total.filter({ hasText: '₱3,400.00' }).waitFor();

  const saved = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/sales/quotations' && r.request().method() === 'POST');
  await page.keyboard.press('F10');
  const confirm = page.getByRole('dialog', { name: 'Confirm Quotation' });
  await confirm.getByText('Confirm and Save as Quotation?', { exact: true }).waitFor();
  await waitForFocus(confirm.getByRole('button', { name: 'Confirm' }));
  await page.keyboard.press('Enter');
  const answer = await saved;
  expect(answer.status()).toBe(201);
  const { id, quotationNumber } = ((await answer.json()) as { data: { id: number; quotationNumber: string } }).data;
  await pos.savedDialog.filter({ hasText: 'Quotation Saved' }).waitFor();
  expect(await pos.savedDialog.getByLabel('Quotation number').innerText()).toBe(quotationNumber);
  // A quotation has no receipt to print.
  expect(await pos.savedDialog.getByRole('button', { name: 'Print Receipt' }).count()).toBe(0);
  await shot(page, 'pos-quotation-saved');
  await pos.savedDialog.getByRole('button', { name: 'Next Sale' }).click();
  await pos.savedDialog.waitFor({ state: 'detached' });
  await pos.total.filter({ hasText: '₱0.00' }).waitFor();

  // Saved as a draft for 30 days; no stock has moved, no sale was made.
  const first = await quotationOf(id);
  expect(first).toMatchObject({ quotationNumber, status: 'DRAFT', validUntilDate: format(addDays(new Date(), 30), 'yyyy-MM-dd') });
  expect(Number(first.netTotal)).toBe(3400);
  expect(first.quotationItems.map((i) => [i.productId, Number(i.orderedQuantity)])).toEqual([[paint.id, 4]]);
  expect(await onHand(api, paint.id, basics.locationId)).toBe(OPENING_STOCK);
  expect(writes.some((w) => w.path === '/api/sales/pos-order')).toBe(false);

  // Reopened from its page: the terminal at ?quotation={id}, filled from the record.
  await open(page, `${shop.url}/sales/quotations/${id}`);
  await page.getByRole('heading', { name: quotationNumber, level: 1 }).waitFor();
  await page.getByRole('button', { name: 'Open at Terminal' }).click();
  await page.waitForURL(`${shop.url}/pos/${basics.channelId}/terminal?quotation=${id}`);
  await page.getByText(`Quotation ${quotationNumber}`, { exact: true }).waitFor();
  const line = pos.lines.filter({ hasText: paint.name });
  await line.filter({ hasText: '4 piece' }).waitFor();
  await pos.total.filter({ hasText: '₱3,400.00' }).waitFor();
  await page.getByRole('button', { name: 'Walk-in Customer' }).waitFor();
  await shot(page, 'pos-quotation-reopened');

  // One can more (Alt+↓ selects the line, Alt+Q its quantity), saved again: the same quotation.
  await page.keyboard.press('Alt+ArrowDown');
  await pos.selectedLine.filter({ hasText: paint.name }).waitFor();
  await page.keyboard.press('Alt+KeyQ');
  await waitForFocus(pos.selectedLine.getByLabel('Quantity (Alt+Q)'));
  await page.keyboard.type('5');
  await page.keyboard.press('Enter');
  await line.filter({ hasText: '5 piece' }).waitFor();
  await pos.total.filter({ hasText: '₱4,250.00' }).waitFor();
  await page.keyboard.press('F10');
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await pos.savedDialog.filter({ hasText: 'Quotation Updated' }).waitFor();
  expect(await pos.savedDialog.getByLabel('Quotation number').innerText()).toBe(quotationNumber);
  // The terminal leaves the quotation: back to a plain, empty terminal.
  await page.waitForURL(`${shop.url}/pos/${basics.channelId}/terminal`);
  await pos.savedDialog.getByRole('button', { name: 'Next Sale' }).click();
  await pos.total.filter({ hasText: '₱0.00' }).waitFor();
  expect(await page.getByText(`Quotation ${quotationNumber}`, { exact: true }).count()).toBe(0);

  const updated = await quotationOf(id);
  expect(Number(updated.netTotal)).toBe(4250);
  expect(updated.quotationItems.map((i) => [i.productId, Number(i.orderedQuantity)])).toEqual([[paint.id, 5]]);
  expect((await api.get('sales/quotations')).body.data).toHaveLength(1);
  expect(await onHand(api, paint.id, basics.locationId)).toBe(OPENING_STOCK);

  // Generate Sales Order on the quotation page: now the 5 cans leave the store.
  await open(page, `${shop.url}/sales/quotations/${id}`);
  await page.getByRole('heading', { name: quotationNumber, level: 1 }).waitFor();
  await page.getByRole('button', { name: 'Generate Sales Order' }).click();
  const generate = page.getByRole('dialog', { name: 'Generate Sales Order' });
  await generate.waitFor();
  expect(await onHand(api, paint.id, basics.locationId)).toBe(OPENING_STOCK);
  await generate.getByRole('button', { name: 'Generate' }).click();
  await snackbar('Sales order created successfully.').waitFor();
  await page.waitForURL(/\/sales\/sales-orders\/\d+$/);
  const converted = (await api.get(`sales/quotations/${id}`)).body.data;
  expect(converted.status).toBe('CONVERTED');
  const orderId = converted.salesOrder.id as number;
  expect(page.url()).toBe(`${shop.url}/sales/sales-orders/${orderId}`);
  await page.getByRole('heading', { name: converted.salesOrder.salesOrderNumber, level: 1 }).waitFor();
  await shot(page, 'pos-quotation-converted');

  const items = (await api.get(`sales/sales-orders/${orderId}/items`)).body.data as { productId: number; orderedQuantity: string }[];
  expect(items.map((i) => [i.productId, Number(i.orderedQuantity)])).toEqual([[paint.id, 5]]);
  expect(Number((await api.get(`sales/sales-orders/${orderId}`)).body.data.netTotal)).toBe(4250);
  expect(await onHand(api, paint.id, basics.locationId)).toBe(OPENING_STOCK - 5);
});
