// Issue 13 item 2: the shop on a 390 × 844 phone. Signing in, finding an earlier sale in the Sales
// Orders list, and ringing up a sale of two items paid in cash on the terminal's phone layout: one
// found by typing, one read by the phone's camera (Chromium's fake camera films a QR code of the
// product's barcode; Chromium on Linux has no BarcodeDetector, so ZXing reads it). No screen
// scrolls sideways, every control is finger-sized, and axe-core finds nothing serious on the terminal.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { apiClient, launchBrowser, newPage, newShop, open, shot, signIn, type ApiClient, type Shop } from './support/harness';
import { expectNoSeriousViolations } from './support/axe';
import { PHONE_VIEWPORT, sidewaysOverflow, smallTapTargets, writeQrCodeVideo } from './support/phone';
import {
  COLA,
  NOODLES,
  onHand,
  openTerminal,
  shopBasics,
  stockedProduct,
  terminal,
  type ShopBasics,
  type StockedProduct,
} from './support/pos';
import { postSale, salePayload } from './support/sales';

let browser: Browser;
let shop: Shop;
let page: Page;
let api: ApiClient;
let basics: ShopBasics;
let noodles: StockedProduct;
let cola: StockedProduct;
/** The earlier sale the cashier looks up. */
let deliverySale: { id: number; salesOrderNumber: string };

const OPENING_STOCK = 30;

/** The page fits the phone's width; `screen` names it when it does not. */
async function expectNoSidewaysScroll(screen: string) {
  expect(await sidewaysOverflow(page), `${screen} scrolls sideways by`).toBe(0);
}

beforeAll(async () => {
  const video = join(mkdtempSync(join(tmpdir(), 'oim-camera-')), 'qr-code.y4m');
  writeQrCodeVideo(video, COLA.barcode);
  [browser, shop] = await Promise.all([
    launchBrowser(['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream', `--use-file-for-fake-video-capture=${video}`]),
    newShop('pos-phone'),
  ]);
  api = await apiClient(shop.url, shop.adminEmail, shop.adminPassword);
  basics = await shopBasics(api);
  noodles = await stockedProduct(api, basics, NOODLES, OPENING_STOCK);
  cola = await stockedProduct(api, basics, COLA, OPENING_STOCK);
  // Two earlier sales; the one for a delivery is looked up by its note.
  const sell = async (publicNote: string) => {
    const body = salePayload({
      salesChannelId: basics.channelId,
      customerId: basics.walkInId,
      lines: [{ productId: noodles.id, orderedUomId: basics.pieceId, orderedQuantity: 1, orderedUnitPrice: noodles.price }],
      payments: [{ paymentType: basics.paymentTypeIds.Cash! }],
      publicNote,
    });
    const answer = await postSale(shop.url, api.token, body);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return answer.body.data as { id: number; salesOrderNumber: string };
  };
  deliverySale = await sell('Deliver to Aling Nena, Purok 3');
  await sell('Counter sale');

  page = await newPage(browser, { viewport: PHONE_VIEWPORT, hasTouch: true });
});
afterAll(async () => {
  await browser?.close();
});

test('signs in and finds an earlier sale in the Sales Orders list', async () => {
  await open(page, `${shop.url}/login`);
  await expectNoSidewaysScroll('the sign-in screen');
  await signIn(page, shop.url, shop.adminEmail, shop.adminPassword);

  // Today's sales, with the Payment Type Breakdown of them above the list.
  await page.getByRole('table', { name: 'Payment type breakdown' }).getByText('Cash').waitFor();
  // On a phone the orders are cards, not the wide table.
  const cards = page.getByRole('list', { name: 'Sales Orders' }).getByRole('listitem');
  await cards.filter({ hasText: deliverySale.salesOrderNumber }).waitFor();
  await expectNoSidewaysScroll('the Sales Orders list');
  await shot(page, 'pos-phone-sales-orders');

  await page.getByRole('textbox', { name: 'Search order # or note' }).fill('Aling Nena');
  await expect.poll(() => cards.count(), { timeout: 10_000 }).toBe(1);
  await cards.filter({ hasText: deliverySale.salesOrderNumber }).getByRole('button').first().tap();
  await page.waitForURL(`${shop.url}/sales/sales-orders/${deliverySale.id}`);
  await page.getByRole('heading', { name: deliverySale.salesOrderNumber }).waitFor();
  await page.getByText('Deliver to Aling Nena, Purok 3').waitFor();
  await expectNoSidewaysScroll("the sale's page");
});

test('rings up two items paid in cash, one typed and one read by the camera', async () => {
  const pos = terminal(page);
  const cart = page.getByRole('list', { name: 'Cart' }).getByRole('listitem');
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });

  await openTerminal(page, `${shop.url}/pos/${basics.channelId}/terminal`);
  await page.getByText('Scan a barcode or search for a product to start a sale.').waitFor();
  await expectNoSidewaysScroll('the empty terminal');
  expect(await smallTapTargets(page)).toEqual([]);
  await expectNoSeriousViolations(page, { what: 'the empty terminal on a phone' });
  await shot(page, 'pos-phone-empty');

  // Typed: a result tapped, the quantity asked (2).
  await pos.search.tap();
  await pos.search.fill('pancit');
  await pos.results.getByRole('option', { name: /Lucky Me Pancit Canton 80 g/ }).tap();
  await pos.quantityDialog.getByRole('spinbutton', { name: 'Quantity' }).fill('2');
  await pos.quantityDialog.getByRole('button', { name: 'Confirm' }).tap();
  await cart.filter({ hasText: noodles.name }).filter({ hasText: '2 piece × ₱15.00' }).waitFor();

  // The camera: ZXing loads only now, reads the code, and the product goes straight in (1 piece).
  expect(scripts.filter((path) => path.includes('zxing'))).toEqual([]);
  await page.getByRole('button', { name: 'Scan with the camera' }).tap();
  await cart.filter({ hasText: cola.name }).filter({ hasText: '1 piece × ₱85.00' }).waitFor({ timeout: 20_000 });
  expect(scripts.some((path) => /\/zxing-reader-[\w-]+\.js$/.test(path))).toBe(true);
  await page.getByRole('dialog', { name: 'Scan with the Camera' }).waitFor({ state: 'detached' });
  expect(await pos.quantityDialog.count()).toBe(0);

  await expectNoSidewaysScroll('the terminal with two lines');
  expect(await smallTapTargets(page)).toEqual([]);
  await expectNoSeriousViolations(page, { what: 'the terminal with two lines on a phone' });
  await shot(page, 'pos-phone-cart');

  // A tap on a line opens it in a sheet: 2 bottles instead of 1.
  await cart.filter({ hasText: cola.name }).getByRole('button').tap();
  const lineSheet = page.getByRole('dialog', { name: cola.name });
  await lineSheet.getByRole('spinbutton', { name: 'Quantity' }).fill('2');
  expect(await smallTapTargets(page, '[role="dialog"]')).toEqual([]);
  await shot(page, 'pos-phone-line');
  await lineSheet.getByRole('button', { name: 'Done' }).tap();
  await lineSheet.waitFor({ state: 'detached' });
  await cart.filter({ hasText: cola.name }).filter({ hasText: '2 piece × ₱85.00' }).waitFor();
  await page.getByText('₱200.00').waitFor();

  // Checkout: the totals and the cash payment in the sheet; ₱500 tendered for ₱200.
  await page.getByRole('button', { name: 'Checkout' }).tap();
  const checkout = page.getByRole('dialog', { name: 'Checkout' });
  await checkout.getByLabel('Total', { exact: true }).filter({ hasText: '₱200.00' }).waitFor();
  expect(await checkout.getByLabel('Payment 1 type').inputValue()).toBe(String(basics.paymentTypeIds.Cash));
  await checkout.getByLabel('Tendered').fill('500');
  await checkout.getByLabel('Change 1').filter({ hasText: '₱300.00' }).waitFor();
  await expectNoSidewaysScroll('the checkout sheet');
  expect(await smallTapTargets(page, '[role="dialog"]')).toEqual([]);
  await expectNoSeriousViolations(page, { what: 'the checkout sheet on a phone' });
  await shot(page, 'pos-phone-checkout');

  const posted = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/sales/pos-order' && r.request().method() === 'POST');
  await checkout.getByRole('button', { name: 'Save Sale' }).tap();
  await page.getByRole('dialog', { name: 'Confirm Sales' }).getByRole('button', { name: 'Confirm' }).tap();
  await pos.savedDialog.filter({ hasText: 'Sale Saved' }).waitFor();
  const number = (await pos.savedDialog.getByLabel('Sales order number').innerText()).trim();
  await expectNoSidewaysScroll('the saved sale');
  await shot(page, 'pos-phone-saved');

  const { id } = ((await (await posted).json()) as { data: { id: number } }).data;
  const order = (await api.get(`sales/sales-orders/${id}?relations=paymentTerms.paymentType`)).body.data;
  expect(order).toMatchObject({ salesOrderNumber: number, status: 'COMPLETED' });
  expect(Number(order.netTotal)).toBe(200);
  expect(
    (order.paymentTerms as { paymentType: { name: string }; paidAmount: string; tenderedAmount: string; change: string }[]).map((p) => ({
      type: p.paymentType.name,
      paid: Number(p.paidAmount),
      tendered: Number(p.tenderedAmount),
      change: Number(p.change),
    })),
  ).toEqual([{ type: 'Cash', paid: 200, tendered: 500, change: 300 }]);
  // Two noodles went with the earlier sales too.
  expect(await onHand(api, noodles.id, basics.locationId)).toBe(OPENING_STOCK - 2 - 2);
  expect(await onHand(api, cola.id, basics.locationId)).toBe(OPENING_STOCK - 2);
});
