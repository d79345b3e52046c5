// Issue 6 item 9, the terminal: a whole sale rung up without the mouse. A product found by name
// (typed by hand) with a quantity set first, another scanned (a burst of keys and Enter) and its
// quantity changed on the line, a line discount, an order discount, cash and GCash with change,
// the confirmation, and the receipt printed automatically (the printer settings say so).
import type { Browser, Page } from 'playwright-core';
import { expectNoSeriousViolations } from './support/axe';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { apiClient, launchBrowser, newPage, newShop, shot, signIn, type ApiClient, type Shop } from './support/harness';
import {
  catchReceiptPrints,
  COLA,
  NOODLES,
  onHand,
  openTerminal,
  printedReceipts,
  recordWrites,
  scan,
  showLastReceipt,
  shopBasics,
  shopDiscount,
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
let noodles: StockedProduct;
let cola: StockedProduct;

const OPENING_STOCK = 40;
const TIN = '123-456-789-000';

beforeAll(async () => {
  [browser, shop] = await Promise.all([launchBrowser(), newShop('pos-keyboard-sale')]);
  api = await apiClient(shop.url, shop.adminEmail, shop.adminPassword);
  basics = await shopBasics(api);
  noodles = await stockedProduct(api, basics, NOODLES, OPENING_STOCK);
  cola = await stockedProduct(api, basics, COLA, OPENING_STOCK);
  await shopDiscount(api, { name: 'Promo 10% off', code: 'PROMO10', type: 'percentage', scope: 'sales_order_item', value: '10' });
  await shopDiscount(api, { name: 'Suki ₱20 off', code: 'SUKI20', type: 'fixed', scope: 'sales_order', value: '20' });
  const printer = await api.put('setting/printer-settings', { receiptWidth: 58, copies: 1, printAutomatically: true, showLogo: false });
  expect(printer.status, JSON.stringify(printer.body)).toBe(200);
  const profile = await api.post('setting/company-profiles', { settings: { tin: TIN, receipt_footer: 'Salamat po!' } });
  expect(profile.status, JSON.stringify(profile.body)).toBe(200);

  page = await newPage(browser);
  await catchReceiptPrints(page);
  await signIn(page, shop.url, shop.adminEmail, shop.adminPassword);
});
afterAll(async () => {
  await browser?.close();
});

test('a sale from search and scan to the printed receipt, with the keyboard only', async () => {
  const pos = terminal(page);
  const keys = page.keyboard;
  const writes = recordWrites(page);
  await openTerminal(page, `${shop.url}/pos/${basics.channelId}/terminal`);
  // The search box has the keyboard from the start.
  await waitForFocus(pos.search);
  await expectNoSeriousViolations(page, { what: 'the empty terminal' });

  // F4: the quantity first (3), Enter goes back to the search; the name typed by hand; Enter adds
  // the highlighted result at that quantity (no quantity prompt, since it is above 1).
  await keys.press('F4');
  await keys.type('3');
  await keys.press('Enter');
  await typeByHand(page, 'pancit');
  await pos.results.getByRole('option', { name: /Lucky Me Pancit Canton 80 g/ }).waitFor();
  await shot(page, 'pos-keyboard-search');
  await keys.press('Enter');
  await pos.lines.filter({ hasText: noodles.name }).filter({ hasText: '3 piece' }).waitFor();
  expect(await pos.quantityDialog.count()).toBe(0);
  expect(await page.getByLabel('Qty (F4)').inputValue()).toBe('1');

  // A scanner: the barcode as a burst, then Enter; it goes straight in (1 piece), no prompt.
  await scan(page, cola.barcode!);
  const colaLine = pos.lines.filter({ hasText: cola.name });
  await colaLine.filter({ hasText: '1 piece' }).waitFor();
  expect(await pos.quantityDialog.count()).toBe(0);
  expect(await pos.search.inputValue()).toBe('');

  // The scanned line is the selected one: Alt+Q to its quantity, 2, Enter.
  await pos.selectedLine.filter({ hasText: cola.name }).waitFor();
  await keys.press('Alt+KeyQ');
  await keys.type('2');
  await keys.press('Enter');
  await colaLine.filter({ hasText: '2 piece' }).waitFor();
  await pos.subtotal.filter({ hasText: '₱215.00' }).waitFor();
  await expectNoSeriousViolations(page, { what: 'the terminal with two lines' });

  // F6: a line discount on the selected line (10% of 170 = 17).
  await keys.press('F6');
  const lineDiscounts = page.getByRole('dialog', { name: 'Line Discount' });
  await waitForFocus(lineDiscounts.getByRole('menuitem', { name: /Promo 10% off/ }));
  await keys.press('Enter');
  await lineDiscounts.waitFor({ state: 'detached' });
  await colaLine.filter({ hasText: 'PROMO10 10%' }).waitFor();
  expect(await colaLine.innerText()).toContain('₱153.00');

  // F7: an order discount (₱20 off the 198 of discounted lines).
  await keys.press('F7');
  const orderDiscounts = page.getByRole('dialog', { name: 'Order Discount' });
  await waitForFocus(orderDiscounts.getByRole('menuitem', { name: /Suki ₱20 off/ }));
  await keys.press('Enter');
  await orderDiscounts.waitFor({ state: 'detached' });
  await pos.total.filter({ hasText: '₱178.00' }).waitFor();
  expect(await pos.discount.innerText()).toBe('₱37.00');
  expect(await page.getByLabel('Items', { exact: true }).innerText()).toBe('2 lines · 5 units');

  // The walk-in customer pays by their default type (Cash) the whole total. Alt+P adds a second
  // payment line and puts the keyboard on its type: GCash, Tab, ₱100, Tab, its reference.
  const payments = pos.payments;
  expect(await payments.getByLabel('Payment 1 type').inputValue()).toBe(String(basics.paymentTypeIds.Cash));
  await keys.press('Alt+KeyP');
  const secondType = payments.getByLabel('Payment 2 type');
  await secondType.waitFor();
  await waitForFocus(secondType);
  await keys.type('GCash');
  expect(await secondType.inputValue()).toBe(String(basics.paymentTypeIds.GCash));
  await keys.press('Tab');
  await keys.type('100');
  await keys.press('Tab');
  // Cash now covers what GCash does not: 178 − 100 = 78.
  await expect.poll(() => payments.getByLabel('Amount').first().inputValue(), { timeout: 10_000 }).toBe('78.00');
  await keys.press('Tab');
  await keys.type('GC-0917-5550001');

  // F8: the cash line's Tendered; ₱100 for the ₱78 gives ₱22 change.
  await keys.press('F8');
  const tendered = payments.getByLabel('Tendered');
  await waitForFocus(tendered);
  await keys.type('100');
  await payments.getByLabel('Change 1').filter({ hasText: '₱22.00' }).waitFor();
  await shot(page, 'pos-keyboard-before-save');

  // F9, then Enter on the confirmation's Confirm.
  const printed = page.waitForResponse((r) => /\/receipt\/printed$/.test(new URL(r.url()).pathname) && r.ok());
  await keys.press('F9');
  const confirm = page.getByRole('dialog', { name: 'Confirm Sales' });
  await confirm.getByText('Confirm and Save Sale?').waitFor();
  await waitForFocus(confirm.getByRole('button', { name: 'Confirm' }));
  await keys.press('Enter');
  await pos.savedDialog.filter({ hasText: 'Sale Saved' }).waitFor();
  const number = (await pos.savedDialog.getByLabel('Sales order number').innerText()).trim();
  expect(number).toMatch(/\S/);
  const orderId = Number(/sales-orders\/(\d+)\/receipt/.exec((await printed).url())![1]);
  await shot(page, 'pos-keyboard-sale-saved');

  // What was sent: one POST of the sale with its key, nothing else written but the print count.
  expect(writes.filter((w) => w.path === '/api/sales/pos-order')).toEqual([{ method: 'POST', path: '/api/sales/pos-order' }]);
  const order = (await api.get(`sales/sales-orders/${orderId}?relations=salesOrderItems|paymentTerms.paymentType`)).body.data;
  // Spec 3: taxed, since a payment carries a reference number.
  expect(order).toMatchObject({ salesOrderNumber: number, status: 'COMPLETED', taxed: true });
  expect(Number(order.grossTotal)).toBe(215);
  expect(Number(order.discountTotal)).toBe(37);
  expect(Number(order.netTotal)).toBe(178);
  const paid = (
    order.paymentTerms as {
      paymentType: { name: string };
      paidAmount: string;
      tenderedAmount: string | null;
      change: string | null;
      referenceNumber: string | null;
    }[]
  )
    .map((p) => ({
      type: p.paymentType.name,
      paid: Number(p.paidAmount),
      tendered: p.tenderedAmount === null ? null : Number(p.tenderedAmount),
      change: p.change === null ? null : Number(p.change),
      reference: p.referenceNumber,
    }))
    .sort((a, b) => a.type.localeCompare(b.type));
  expect(paid).toEqual([
    { type: 'Cash', paid: 78, tendered: 100, change: 22, reference: null },
    { type: 'GCash', paid: 100, tendered: null, change: null, reference: 'GC-0917-5550001' },
  ]);
  expect(await onHand(api, noodles.id, basics.locationId)).toBe(OPENING_STOCK - 3);
  expect(await onHand(api, cola.id, basics.locationId)).toBe(OPENING_STOCK - 2);

  // The receipt went to the printer once, and the print was counted.
  const receipts = await printedReceipts(page);
  expect(receipts).toHaveLength(1);
  const receipt = receipts[0]!;
  for (const text of [
    number,
    `TIN ${TIN}`,
    noodles.name,
    cola.name,
    'PROMO10',
    'SUKI20',
    '178.00',
    'Tendered',
    '100.00',
    'Change',
    '22.00',
    'GC-0917-5550001',
    'Salamat po!',
  ])
    expect(receipt, text).toContain(text);
  expect(receipt).not.toContain('REPRINT');
  const paper = await newPage(browser);
  await showLastReceipt(page, paper);
  await shot(paper, 'pos-keyboard-receipt');
  await paper.context().close();
  expect((await api.get(`sales/sales-orders/${orderId}/receipt`)).body.data.order.receiptPrints).toBe(1);

  // After the automatic print the keyboard is back on Next Sale, the dialog's default button.
  // Shift+Tab to Print Receipt and Enter: a reprint, marked so, and counted.
  const nextSale = pos.savedDialog.getByRole('button', { name: 'Next Sale' });
  await waitForFocus(nextSale);
  const reprinted = page.waitForResponse((r) => /\/receipt\/printed$/.test(new URL(r.url()).pathname) && r.ok());
  await keys.press('Shift+Tab');
  await waitForFocus(pos.savedDialog.getByRole('button', { name: 'Print Receipt' }));
  await keys.press('Enter');
  await reprinted;
  await expect.poll(() => printedReceipts(page).then((r) => r.length)).toBe(2);
  expect((await printedReceipts(page))[1]).toContain('REPRINT');
  expect((await api.get(`sales/sales-orders/${orderId}/receipt`)).body.data.order.receiptPrints).toBe(2);

  // Next Sale has the keyboard again after that print: Enter, and an empty terminal with the search
  // box ready for the next customer.
  await waitForFocus(nextSale);
  await keys.press('Enter');
  await pos.savedDialog.waitFor({ state: 'detached' });
  await page.getByText('Scan a barcode or search for a product to start a sale.').waitFor();
  await pos.total.filter({ hasText: '₱0.00' }).waitFor();
  await page.waitForFunction(() => document.activeElement?.getAttribute('aria-label') === 'Search products');
  await shot(page, 'pos-keyboard-next-sale');
});
