// Issue 14 item 7: a buyer orders two products from a supplier, sends the order and prints its PDF,
// receives part of it, then the rest, and sees the stock on the Stocks screen and what the shop
// owes on the supplier's page; then (issue 18 item 5) sends one unit back to the supplier and sees
// the stock and what is owed go down. One journey, as a buyer walks it.
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { expectNoSeriousViolations } from './support/axe';
import {
  apiClient,
  DESKTOP_VIEWPORT,
  launchBrowser,
  newPage,
  newShop,
  open,
  shot,
  signIn,
  type ApiClient,
  type Shop,
} from './support/harness';
import { httpRequest } from './support/http';
import { PHONE_VIEWPORT, sidewaysOverflow } from './support/phone';
import { onHand, shopBasics, type ShopBasics } from './support/pos';

let browser: Browser;
let shop: Shop;
let page: Page;
let api: ApiClient;
let basics: ShopBasics;

const supplier = { supplierName: 'Pacific Hardware Trading', paymentTermsDays: 30 };
const nails = { sku: 'NAIL-2IN', name: 'Common Nails 2 in (1 kg)', price: '95.00', cost: '62.50', ordered: '10', firstReceipt: '4' };
const paint = { sku: 'PAINT-WHT-4L', name: 'Flat Latex Paint White 4 L', price: '650.00', cost: '480.00', ordered: '6' };
const productIds: Record<string, number> = {};

beforeAll(async () => {
  [browser, shop] = await Promise.all([launchBrowser(), newShop('purchasing')]);
  api = await apiClient(shop.url, shop.adminEmail, shop.adminPassword);
  basics = await shopBasics(api);
  const made = await api.post('masterfile/suppliers', supplier);
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  for (const product of [nails, paint]) {
    const created = await api.post('inventory/products', {
      type: 'PRODUCT',
      sku: product.sku,
      productName: product.name,
      unitClassId: basics.unitClassId,
      unitOfMeasureId: basics.pieceId,
      basePrice: product.price,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    productIds[product.sku] = created.body.data.id;
  }
  page = await newPage(browser);
  await signIn(page, shop.url, shop.adminEmail, shop.adminPassword);
});
afterAll(async () => {
  await browser?.close();
});

const snackbar = (text: string) => page.getByRole('alert').filter({ hasText: text });

/** Picks an option of a MUI select (a combobox that opens a listbox). */
async function choose(scope: Page | Locator, label: string, option: string) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
  await page.getByRole('listbox').waitFor({ state: 'detached' });
}

/** Types into a search-as-you-type picker and picks the option holding `text`. */
async function pick(scope: Page | Locator, label: string, typed: string, text: string) {
  const field = scope.getByRole('combobox', { name: label });
  await field.click();
  await field.pressSequentially(typed);
  await page.getByRole('listbox').getByRole('option').filter({ hasText: text }).first().click();
  await page.getByRole('listbox').waitFor({ state: 'detached' });
}

/** The visible text of each row of an MUI table body, cell by cell, its lines joined by spaces. */
function tableRows(table: Locator): Promise<string[][]> {
  return table
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) => [...row.querySelectorAll('td, th')].map((cell) => (cell as HTMLElement).innerText.replace(/\s+/g, ' ').trim())),
    );
}

async function orderStatus(): Promise<string> {
  return (
    await page
      .locator('dt', { hasText: /^Status$/ })
      .locator('xpath=following-sibling::dd[1]')
      .innerText()
  ).trim();
}

/** Posts the receipt form as it stands, through its confirmation; answers the receipt's number. */
async function postReceipt(): Promise<string> {
  await page.getByRole('button', { name: 'Post Purchase Receipt' }).click();
  const confirm = page.getByRole('dialog', { name: 'Post Purchase Receipt' });
  await confirm.getByRole('button', { name: 'Post' }).click();
  await snackbar('Purchase receipt posted successfully.').waitFor();
  await page.waitForURL(/\/purchasing\/purchase-receipts\/\d+$/);
  const heading = page.getByRole('heading', { level: 1, name: /^PR-\d{6}$/ });
  await heading.waitFor();
  return (await heading.innerText()).trim();
}

test('order two products, send and print the order, receive it in two parts, see the stock and what is owed, then send one back', async () => {
  // A new purchase order, from the list.
  await open(page, `${shop.url}/purchasing/purchase-orders`);
  await page.getByRole('heading', { name: 'Purchase Orders', level: 1 }).waitFor();
  await page.getByRole('button', { name: 'New Purchase Order' }).click();
  await page.waitForURL(`${shop.url}/purchasing/purchase-orders/new`);
  // The address changes before the new page is drawn: on a busy machine the list, whose filters are
  // named Supplier and Receiving Location too, is still on screen for a moment. Picks go to the form.
  const form = page.getByRole('form', { name: 'New purchase order' });
  await pick(form, 'Supplier', 'Pacific', supplier.supplierName);
  await choose(form, 'Receiving Location', 'Main Store');
  const first = page.getByRole('listitem', { name: 'Line 1' });
  await pick(first, 'Product 1', nails.sku, nails.name);
  await first.getByRole('combobox', { name: 'Unit' }).filter({ hasText: 'piece' }).waitFor();
  await first.getByRole('textbox', { name: 'Quantity of line 1' }).fill(nails.ordered);
  await first.getByRole('textbox', { name: 'Unit cost of line 1' }).fill(nails.cost);
  await page.getByRole('button', { name: 'Add Item' }).click();
  const second = page.getByRole('listitem', { name: 'Line 2' });
  await pick(second, 'Product 2', paint.sku, paint.name);
  await second.getByRole('combobox', { name: 'Unit' }).filter({ hasText: 'piece' }).waitFor();
  await second.getByRole('textbox', { name: 'Quantity of line 2' }).fill(paint.ordered);
  await second.getByRole('textbox', { name: 'Unit cost of line 2' }).fill(paint.cost);
  // 10 × 62.50 + 6 × 480.00
  await page.getByRole('status', { name: 'Total' }).filter({ hasText: '₱3,505.00' }).waitFor();
  await shot(page, 'purchasing-order-form');
  await page.getByRole('button', { name: 'Save Purchase Order' }).click();
  await snackbar('Purchase order created successfully.').waitFor();
  await page.waitForURL(/\/purchasing\/purchase-orders\/\d+$/);
  const orderUrl = page.url();
  await page.getByRole('heading', { level: 1, name: 'PO-000001' }).waitFor();
  expect(await orderStatus()).toBe('Draft');
  // A draft is not received against yet: it is sent first.
  expect(await page.getByRole('button', { name: 'Receive' }).count()).toBe(0);

  await page.getByRole('button', { name: 'Send' }).click();
  await snackbar('Purchase order sent.').waitFor();
  await page.getByRole('button', { name: 'Receive' }).waitFor();
  expect(await orderStatus()).toBe('Sent');
  expect(await page.getByRole('button', { name: 'Send' }).count()).toBe(0);
  await expectNoSeriousViolations(page, { what: 'the sent purchase order' });
  await shot(page, 'purchasing-order-sent');

  // Print: the order's PDF for the supplier, in a tab of its own.
  const pdfAnswer = page.waitForResponse((r) => r.url().includes('/export-pdf'));
  const tab = page.context().waitForEvent('page');
  await page.getByRole('button', { name: 'Print' }).click();
  const pdf = await pdfAnswer;
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect(Number(pdf.headers()['content-length'])).toBeGreaterThan(1000);
  // Its bytes (which the browser hands to the tab, not to the test) are a PDF's: the same request again.
  const file = await httpRequest<string>(pdf.url(), { headers: { Authorization: `Bearer ${api.token}` } });
  expect([file.status, file.headers['content-type'], file.body.slice(0, 5)]).toEqual([200, 'application/pdf', '%PDF-']);
  const pdfTab = await tab;
  await pdfTab.close();

  // On a phone, the order and the list fit the screen's width.
  await page.setViewportSize(PHONE_VIEWPORT);
  await page.getByRole('table', { name: 'Lines' }).waitFor();
  // Polled: the page reflows to the new width a moment after the resize.
  await expect.poll(() => sidewaysOverflow(page)).toBe(0);
  await shot(page, 'purchasing-order-phone');
  await open(page, `${shop.url}/purchasing/purchase-orders`);
  await page.getByRole('gridcell', { name: 'PO-000001' }).waitFor();
  await expect.poll(() => sidewaysOverflow(page)).toBe(0);
  await shot(page, 'purchasing-orders-phone');
  await page.setViewportSize(DESKTOP_VIEWPORT);
  await shot(page, 'purchasing-orders-list');

  // The first delivery: 4 of the 10 nails and all the paint.
  await open(page, orderUrl);
  await page.getByRole('button', { name: 'Receive' }).click();
  await page.waitForURL(/\/purchasing\/purchase-receipts\/new\?purchaseOrderId=\d+$/);
  const receiving = page.getByRole('listitem', { name: 'Line 1' });
  // The lines start with what the order still expects, at the ordered cost.
  expect(await receiving.getByRole('textbox', { name: 'Quantity of line 1' }).inputValue()).toBe(nails.ordered);
  expect(await page.getByRole('listitem', { name: 'Line 2' }).getByRole('textbox', { name: 'Quantity of line 2' }).inputValue()).toBe(
    paint.ordered,
  );
  await receiving.getByRole('textbox', { name: 'Quantity of line 1' }).fill(nails.firstReceipt);
  await page.getByRole('textbox', { name: 'Supplier Invoice #' }).fill('SI-20431');
  await expectNoSeriousViolations(page, { what: 'the purchase receipt form' });
  await shot(page, 'purchasing-receipt-form');
  const firstReceipt = await postReceipt();
  expect(await tableRows(page.getByRole('table', { name: 'Lines' }))).toEqual([
    [`${nails.name} ${nails.sku}`, '4 piece', '₱62.50', '₱250.00', '—'],
    [`${paint.name} ${paint.sku}`, '6 piece', '₱480.00', '₱2,880.00', '—'],
    ['Total', '₱3,130.00', ''],
  ]);
  await expectNoSeriousViolations(page, { what: 'the posted purchase receipt' });
  await shot(page, 'purchasing-receipt-posted');

  await page.getByRole('link', { name: 'PO-000001' }).click();
  await page.waitForURL(orderUrl);
  await page.getByRole('link', { name: firstReceipt }).waitFor();
  expect(await orderStatus()).toBe('Partially Received');

  // The rest: only the 6 nails still expected are offered.
  await page.getByRole('button', { name: 'Receive' }).click();
  await page.waitForURL(/\/purchasing\/purchase-receipts\/new\?purchaseOrderId=\d+$/);
  expect(await page.getByRole('listitem', { name: 'Line 1' }).getByRole('textbox', { name: 'Quantity of line 1' }).inputValue()).toBe('6');
  expect(await page.getByRole('listitem', { name: 'Line 2' }).count()).toBe(0);
  await postReceipt();
  await page.getByRole('link', { name: 'PO-000001' }).click();
  await page.waitForURL(orderUrl);
  await page.getByRole('table', { name: 'Receipts' }).getByRole('row').nth(2).waitFor();
  expect(await orderStatus()).toBe('Received');
  expect(await tableRows(page.getByRole('table', { name: 'Lines' }))).toEqual([
    [`${nails.name} ${nails.sku}`, '10 piece', '10 piece', '0 piece', '₱62.50', '₱625.00'],
    [`${paint.name} ${paint.sku}`, '6 piece', '6 piece', '0 piece', '₱480.00', '₱2,880.00'],
    ['Total', '₱3,505.00'],
  ]);
  await shot(page, 'purchasing-order-received');

  // The goods are on the Stocks screen at the Main Store.
  await open(page, `${shop.url}/inventory/stocks`);
  await page.getByRole('textbox', { name: 'Search SKU or product name' }).fill('NAIL-2IN');
  const nailRow = page.getByRole('row').filter({ has: page.getByRole('gridcell', { name: nails.sku, exact: true }) });
  await nailRow.filter({ hasText: 'Main Store' }).locator('[data-field="onHand"]').filter({ hasText: /^10$/ }).waitFor();
  expect(await onHand(api, productIds[nails.sku]!, basics.locationId)).toBe(10);
  expect(await onHand(api, productIds[paint.sku]!, basics.locationId)).toBe(6);

  // And what the shop owes on the supplier's page: both receipts, due after its 30 days.
  await open(page, `${shop.url}/purchasing/suppliers`);
  await page.getByRole('gridcell', { name: supplier.supplierName }).click();
  await page.getByRole('heading', { name: supplier.supplierName, level: 1 }).waitFor();
  await page.getByText('Open payables: ₱3,505.00').waitFor();
  const payables = await tableRows(page.getByRole('table', { name: 'Open payables' }));
  expect(payables.map((row) => [row[0], row[1], row[5]])).toEqual(
    expect.arrayContaining([
      [firstReceipt, 'SI-20431', '₱3,130.00'],
      [expect.stringMatching(/^PR-\d{6}$/), '', '₱375.00'],
    ]),
  );
  expect(await page.getByText('No open purchase orders.').count()).toBe(1);
  await expectNoSeriousViolations(page, { what: "the supplier's page" });
  await shot(page, 'purchasing-supplier');

  // One bag of nails of the first delivery goes back: its value comes off that receipt's payable.
  await page.getByRole('table', { name: 'Open payables' }).getByRole('link', { name: firstReceipt }).click();
  await page.getByRole('heading', { level: 1, name: firstReceipt }).waitFor();
  await page.getByRole('button', { name: 'Return to Supplier' }).click();
  const dialog = page.getByRole('dialog', { name: 'Return to Supplier' });
  const nailLine = dialog.getByRole('region', { name: nails.name });
  await nailLine.getByText('Received 4 piece · returned 0 piece').waitFor();
  await nailLine.getByRole('checkbox', { name: `Return ${nails.name}` }).check();
  await nailLine.getByRole('textbox', { name: `Quantity to return of ${nails.name}` }).fill('1');
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Torn bag');
  await expectNoSeriousViolations(page, { what: 'the return to supplier dialog' });
  await shot(page, 'purchasing-return-to-supplier');
  await page.setViewportSize(PHONE_VIEWPORT);
  await expect.poll(() => sidewaysOverflow(page)).toBe(0);
  await shot(page, 'purchasing-return-to-supplier-phone');
  await page.setViewportSize(DESKTOP_VIEWPORT);
  await dialog.getByRole('button', { name: 'Return Goods' }).click();
  await snackbar('SR-000001').waitFor();
  await dialog.waitFor({ state: 'detached' });
  const returnRows = page.getByRole('table', { name: 'Supplier returns' });
  await returnRows.getByRole('cell', { name: 'SR-000001' }).waitFor();
  expect((await tableRows(returnRows)).map((row) => [row[0], row[2], row[3], row[4], row[5], row[6]])).toEqual([
    ['SR-000001', `1 × ${nails.name}`, 'Torn bag', '₱62.50', '₱62.50', '₱0.00'],
  ]);
  // The receipt has goods sent back: it can no longer be voided, so it offers no Void.
  expect(await page.getByRole('button', { name: 'Void' }).count()).toBe(0);
  await shot(page, 'purchasing-receipt-returned');
  expect(await onHand(api, productIds[nails.sku]!, basics.locationId)).toBe(9);

  await page.getByRole('link', { name: supplier.supplierName }).click();
  await page.getByRole('heading', { name: supplier.supplierName, level: 1 }).waitFor();
  await page.getByText('Open payables: ₱3,442.50').waitFor();
  await page.getByLabel('Supplier Credit ₱0.00').waitFor();
  await shot(page, 'purchasing-supplier-returned');
});
