// Issue 6 item 9, the terminal: an existing sales order opened at the terminal (the order page's
// Open at Terminal: /pos/{channel}/terminal/{salesOrderId}), its quantities changed and saved with
// PUT sales/{id}; the stock moves by the difference only, and the order keeps its number.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { apiClient, launchBrowser, newPage, newShop, open, shot, signIn, type ApiClient, type Shop } from './support/harness';
import {
  catchReceiptPrints,
  onHand,
  printedReceipts,
  recordWrites,
  shopBasics,
  stockedProduct,
  terminal,
  waitForFocus,
  type ShopBasics,
  type StockedProduct,
} from './support/pos';
import { postSale, salePayload } from './support/sales';

let browser: Browser;
let shop: Shop;
let page: Page;
let api: ApiClient;
let basics: ShopBasics;
let soap: StockedProduct;
let shampoo: StockedProduct;
let order: { id: number; salesOrderNumber: string };

const OPENING_STOCK = 30;

beforeAll(async () => {
  [browser, shop] = await Promise.all([launchBrowser(), newShop('pos-edit-order')]);
  api = await apiClient(shop.url, shop.adminEmail, shop.adminPassword);
  basics = await shopBasics(api);
  soap = await stockedProduct(api, basics, { sku: 'SAFEGUARD-130', name: 'Safeguard Soap 130 g', price: '45.00' }, OPENING_STOCK);
  shampoo = await stockedProduct(api, basics, { sku: 'PALMOLIVE-180', name: 'Palmolive Shampoo 180 ml', price: '120.00' }, OPENING_STOCK);
  // Receipts print after every sale here: an edited sale must not print one by itself.
  const printer = await api.put('setting/printer-settings', { receiptWidth: 80, copies: 1, printAutomatically: true, showLogo: false });
  expect(printer.status, JSON.stringify(printer.body)).toBe(200);

  // 4 soaps (180) and 3 shampoos (360), ₱540 in cash.
  const sale = salePayload({
    salesChannelId: basics.channelId,
    customerId: basics.walkInId,
    lines: [
      { productId: soap.id, orderedUomId: basics.pieceId, orderedQuantity: 4, orderedUnitPrice: soap.price },
      { productId: shampoo.id, orderedUomId: basics.pieceId, orderedQuantity: 3, orderedUnitPrice: shampoo.price },
    ],
    payments: [{ paymentType: basics.paymentTypeIds.Cash! }],
  });
  const posted = await postSale(shop.url, api.token, sale);
  expect(posted.status, JSON.stringify(posted.body)).toBe(201);
  order = posted.body.data;

  page = await newPage(browser);
  await catchReceiptPrints(page);
  await signIn(page, shop.url, shop.adminEmail, shop.adminPassword);
});
afterAll(async () => {
  await browser?.close();
});

const quantities = async () =>
  ((await api.get(`sales/sales-orders/${order.id}/items`)).body.data as { productId: number; orderedQuantity: string }[])
    .map((i) => [i.productId, Number(i.orderedQuantity)])
    .sort((a, b) => a[0]! - b[0]!);

test('an order opened at the terminal, its quantities changed and saved: stock moves by the difference', async () => {
  const pos = terminal(page);
  expect(await onHand(api, soap.id, basics.locationId)).toBe(OPENING_STOCK - 4);
  expect(await onHand(api, shampoo.id, basics.locationId)).toBe(OPENING_STOCK - 3);
  const writes = recordWrites(page);

  await open(page, `${shop.url}/sales/sales-orders/${order.id}`);
  await page.getByRole('heading', { name: order.salesOrderNumber, level: 1 }).waitFor();
  await page.getByRole('button', { name: 'Open at Terminal' }).click();
  await page.waitForURL(`${shop.url}/pos/${basics.channelId}/terminal/${order.id}`);
  await page.getByText(`Editing ${order.salesOrderNumber}`, { exact: true }).waitFor();
  const soapLine = pos.lines.filter({ hasText: soap.name });
  const shampooLine = pos.lines.filter({ hasText: shampoo.name });
  await soapLine.filter({ hasText: '4 piece' }).waitFor();
  await shampooLine.filter({ hasText: '3 piece' }).waitFor();
  await pos.total.filter({ hasText: '₱540.00' }).waitFor();
  await page.getByRole('button', { name: /Update Sale/ }).waitFor();
  await shot(page, 'pos-edit-order-opened');

  // Soap 4 → 6 (Alt+↓ to the first line, Alt+Q), shampoo 3 → 1 (a click on its row, Alt+Q).
  await page.keyboard.press('Alt+ArrowDown');
  await pos.selectedLine.filter({ hasText: soap.name }).waitFor();
  await page.keyboard.press('Alt+KeyQ');
  await waitForFocus(pos.selectedLine.getByLabel('Quantity (Alt+Q)'));
  await page.keyboard.type('6');
  await page.keyboard.press('Enter');
  await soapLine.filter({ hasText: '6 piece' }).waitFor();
  await shampooLine.click();
  await pos.selectedLine.filter({ hasText: shampoo.name }).waitFor();
  await page.keyboard.press('Alt+KeyQ');
  await waitForFocus(pos.selectedLine.getByLabel('Quantity (Alt+Q)'));
  await page.keyboard.type('1');
  await page.keyboard.press('Enter');
  await shampooLine.filter({ hasText: '1 piece' }).waitFor();
  // 6 × 45 + 1 × 120 = 390; the single cash payment follows the total.
  await pos.total.filter({ hasText: '₱390.00' }).waitFor();
  expect(await pos.payments.getByLabel('Amount').inputValue()).toBe('₱390.00');

  await page.keyboard.press('F9');
  const confirm = page.getByRole('dialog', { name: 'Confirm Sales' });
  await confirm.getByText('Confirm and Save Sale?', { exact: true }).waitFor();
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await pos.savedDialog.filter({ hasText: 'Sale Updated' }).waitFor();
  expect(await pos.savedDialog.getByLabel('Sales order number').innerText()).toBe(order.salesOrderNumber);
  await shot(page, 'pos-edit-order-updated');
  // Saved with PUT sales/{id}, not as a new sale; the terminal leaves the order.
  expect(writes.filter((w) => w.path.startsWith('/api/sales/'))).toEqual([{ method: 'PUT', path: `/api/sales/${order.id}` }]);
  await page.waitForURL(`${shop.url}/pos/${basics.channelId}/terminal`);
  await pos.savedDialog.getByRole('button', { name: 'Next Sale' }).click();
  await pos.total.filter({ hasText: '₱0.00' }).waitFor();
  expect(await page.getByText(`Editing ${order.salesOrderNumber}`, { exact: true }).count()).toBe(0);

  // The same order, changed; stock by the difference: 2 more soaps out, 2 shampoos back.
  const changed = (await api.get(`sales/sales-orders/${order.id}?relations=paymentTerms`)).body.data;
  expect(changed).toMatchObject({ salesOrderNumber: order.salesOrderNumber, status: 'COMPLETED' });
  expect(Number(changed.netTotal)).toBe(390);
  expect((changed.paymentTerms as { paidAmount: string }[]).map((p) => Number(p.paidAmount))).toEqual([390]);
  expect(await quantities()).toEqual(
    [
      [soap.id, 6],
      [shampoo.id, 1],
    ].sort((a, b) => a[0]! - b[0]!),
  );
  expect(await onHand(api, soap.id, basics.locationId)).toBe(OPENING_STOCK - 6);
  expect(await onHand(api, shampoo.id, basics.locationId)).toBe(OPENING_STOCK - 1);
  expect((await api.get('sales/sales-orders')).body.data).toHaveLength(1);
  // An edited sale prints no receipt by itself.
  expect(await printedReceipts(page)).toEqual([]);
  expect((await api.get(`sales/sales-orders/${order.id}/receipt`)).body.data.order.receiptPrints).toBe(0);

  // The order's page shows the new quantities.
  await open(page, `${shop.url}/sales/sales-orders/${order.id}`);
  await page.getByRole('heading', { name: order.salesOrderNumber, level: 1 }).waitFor();
  await page.getByText('₱390.00').first().waitFor();
  await shot(page, 'pos-edit-order-details');
});
