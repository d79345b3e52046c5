// Issue 6 item 9, the back-office parts: a sale voided from its details page gives its stock back;
// a quotation gets a new valid-until date and becomes a sales order (stock moves only then); the
// Sales Orders list shows today's orders and the Payment Type Breakdown of the completed ones.
import type { Browser, Locator, Page } from 'playwright-core';
import { addDays, format } from 'date-fns';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { expectNoSeriousViolations } from './support/axe';
import { apiClient, launchBrowser, newPage, newShop, open, shot, signIn, type ApiClient, type Shop } from './support/harness';
import { postSale, quotationPayload, salePayload, type SaleLine, type SalePayment } from './support/sales';

let browser: Browser;
let shop: Shop;
let page: Page;
let api: ApiClient;

let channelId: number;
let locationId: number;
let walkInId: number;
let cashId: number;
let gcashId: number;
let pieceId: number;
let productId: number;
/** The sale voided on screen, and two that stay. */
const orders: Record<'voided' | 'cash' | 'gcash', { id: number; salesOrderNumber: string }> = {} as never;

const product = { sku: 'SARD-155', name: 'Ligo Sardines 155 g', price: '25.00' };
const OPENING_STOCK = 50;

async function onHand(): Promise<number> {
  const answer = await api.get(`inventory/stocks?productId=${productId}&locationId=${locationId}`);
  expect(answer.status).toBe(200);
  return answer.body.data[0]?.onHand ?? 0;
}

function saleOf(quantity: number, payment: SalePayment) {
  const lines: SaleLine[] = [{ productId, orderedUomId: pieceId, orderedQuantity: quantity, orderedUnitPrice: product.price }];
  return salePayload({ salesChannelId: channelId, customerId: walkInId, lines, payments: [payment] });
}

async function sell(quantity: number, payment: SalePayment) {
  const answer = await postSale(shop.url, api.token, saleOf(quantity, payment));
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data as { id: number; salesOrderNumber: string; netTotal: number };
}

beforeAll(async () => {
  [browser, shop] = await Promise.all([launchBrowser(), newShop('sales-orders')]);
  api = await apiClient(shop.url, shop.adminEmail, shop.adminPassword);
  const channel = (await api.get('sales/sales-channels')).body.data[0];
  channelId = channel.id;
  locationId = channel.defaultPickingWarehouseId;
  walkInId = (await api.get('sales/customers/default')).body.data.id;
  const types = (await api.get('masterfile/payment-types')).body.data as { id: number; name: string }[];
  cashId = types.find((t) => t.name === 'Cash')!.id;
  gcashId = types.find((t) => t.name === 'GCash')!.id;
  const count = (await api.get('masterfile/unit-classes?name=Count&relations=units')).body.data[0];
  pieceId = count.units.find((u: { unit: string }) => u.unit === 'piece').id;
  const made = await api.post('inventory/products', {
    type: 'PRODUCT',
    sku: product.sku,
    productName: product.name,
    unitClassId: count.id,
    unitOfMeasureId: pieceId,
    basePrice: product.price,
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  productId = made.body.data.id;
  const stocked = await api.post('inventory/adjustments', {
    locationId,
    reason: 'Initial stock',
    items: [{ productId, uomId: pieceId, quantity: OPENING_STOCK }],
  });
  expect(stocked.status, JSON.stringify(stocked.body)).toBe(201);

  // 4 × 25 = 100 in cash (to be voided), 2 × 25 = 50 in cash, 6 × 25 = 150 by GCash.
  orders.voided = await sell(4, { paymentType: cashId, tenderedAmount: 200 });
  orders.cash = await sell(2, { paymentType: cashId });
  orders.gcash = await sell(6, { paymentType: gcashId, referenceNumber: 'GC-0917-5550001' });
  expect(await onHand()).toBe(OPENING_STOCK - 12);

  page = await newPage(browser);
  await signIn(page, shop.url, shop.adminEmail, shop.adminPassword);
});
afterAll(async () => {
  await browser?.close();
});

const snackbar = (text: string) => page.getByRole('alert').filter({ hasText: text });
const section = (name: string) => page.getByRole('region', { name });
/** The value shown under a detail's label (a dt / dd pair). */
const detail = (scope: Locator, label: string) => scope.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');

test('a sale voided from its details page is marked Voided and its stock comes back', async () => {
  await open(page, `${shop.url}/sales/sales-orders/${orders.voided.id}`);
  await page.getByRole('heading', { name: orders.voided.salesOrderNumber, level: 1 }).waitFor();
  const order = section('Order');
  await order.getByText('Completed', { exact: true }).waitFor();
  expect(await section('Totals').innerText()).toContain('₱100.00');
  await shot(page, 'sales-order-before-void');

  await page.getByRole('button', { name: 'Void', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Void Sales Order' });
  await dialog.waitFor();
  expect((await dialog.boundingBox())?.width).toBe(440);
  expect(await dialog.innerText()).toContain(`Void ${orders.voided.salesOrderNumber} (₱100.00)?`);
  // A reason is required; nothing is voided without one.
  await dialog.getByRole('button', { name: 'Void Sale' }).click();
  await dialog.getByText('Please give a reason for voiding this sale.').waitFor();
  expect((await api.get(`sales/sales-orders/${orders.voided.id}`)).body.data.status).toBe('COMPLETED');
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Customer changed their mind');
  await shot(page, 'sales-order-void-dialog');
  await dialog.getByRole('button', { name: 'Void Sale' }).click();
  await snackbar('Sales order voided successfully.').waitFor();
  await dialog.waitFor({ state: 'detached' });

  await order.getByText('Voided', { exact: true }).waitFor();
  const notice = page.getByRole('status').filter({ hasText: 'Voided by' });
  await notice.waitFor();
  expect(await notice.innerText()).toContain('Reason: Customer changed their mind');
  expect(await page.getByRole('button', { name: 'Void', exact: true }).count()).toBe(0);
  await shot(page, 'sales-order-voided');

  const voided = (await api.get(`sales/sales-orders/${orders.voided.id}`)).body.data;
  expect(voided).toMatchObject({ status: 'VOIDED', voidReason: 'Customer changed their mind' });
  expect(voided.voidedAt).toBeTruthy();
  expect(await onHand()).toBe(OPENING_STOCK - 8);
  const ledger = (await api.get(`inventory/products/${productId}/ledger?sourceType=SALE_VOID`)).body.data;
  expect(ledger).toEqual([expect.objectContaining({ quantity: 4, sourceNumber: orders.voided.salesOrderNumber })]);

  // The product's stock on screen has the 4 pieces back.
  await open(page, `${shop.url}/inventory/products/${productId}?tab=stock`);
  const stock = page.getByRole('table', { name: 'Stock per location' });
  await stock.getByRole('row', { name: /Main Store/ }).waitFor();
  expect(await stock.getByRole('row', { name: /Main Store/ }).innerText()).toContain(`${OPENING_STOCK - 8} piece`);
});

let quotation: { id: number; quotationNumber: string };
let converted: { id: number; salesOrderNumber: string };

test('a quotation gets a new valid-until date on the Quotations screen and becomes a sales order; stock moves only then', async () => {
  const saved = await api.post('sales/quotations', quotationPayload(saleOf(2, { paymentType: cashId })));
  expect(saved.status, JSON.stringify(saved.body)).toBe(201);
  quotation = saved.body.data;
  const before = await onHand();
  expect(before).toBe(OPENING_STOCK - 8);

  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  const sales = nav.getByRole('button', { name: 'Sales', exact: true });
  if ((await sales.getAttribute('aria-expanded')) !== 'true') await sales.click();
  await nav.getByRole('link', { name: 'Quotations' }).click();
  await page.waitForURL(`${shop.url}/sales/quotations`);
  await page.getByRole('heading', { name: 'Quotations', level: 1 }).waitFor();
  const row = page.getByRole('row').filter({ has: page.getByRole('gridcell', { name: quotation.quotationNumber, exact: true }) });
  await row.waitFor();
  expect(await row.innerText()).toContain('Draft');
  await shot(page, 'quotations-list');
  // New Quotation opens the channel's terminal in quotation mode: it says so, and its primary save is the quotation's.
  await page.getByRole('button', { name: 'New Quotation' }).click();
  await page.waitForURL(`${shop.url}/pos/${channelId}/terminal?mode=quotation`);
  await page.getByText('New Quotation', { exact: true }).waitFor();
  const primarySave = page.getByRole('button', { name: /^Save Quotation/ });
  expect(await primarySave.getAttribute('class')).toContain('MuiButton-contained');
  await page.goBack();
  await page.getByRole('heading', { name: 'Quotations', level: 1 }).waitFor();
  await row.getByRole('gridcell', { name: quotation.quotationNumber, exact: true }).click();
  await page.waitForURL(`${shop.url}/sales/quotations/${quotation.id}`);
  await page.getByRole('heading', { name: quotation.quotationNumber, level: 1 }).waitFor();

  // A new valid-until date, 60 days out, typed into the date picker.
  const newDate = addDays(new Date(), 60);
  await page.getByRole('button', { name: 'Change Valid Until' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change Valid Until' });
  await dialog.waitFor();
  await dialog.getByRole('spinbutton', { name: 'Month' }).click();
  await page.keyboard.type(format(newDate, 'MMddyyyy'));
  await shot(page, 'quotation-valid-until-dialog');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await snackbar('Updated successfully.').waitFor();
  await dialog.waitFor({ state: 'detached' });
  await detail(section('Quotation'), 'Valid Until')
    .filter({ hasText: format(newDate, 'MMM d, yyyy') })
    .waitFor();
  expect((await api.get(`sales/quotations/${quotation.id}`)).body.data.validUntilDate).toBe(format(newDate, 'yyyy-MM-dd'));
  expect(await onHand()).toBe(before);

  await page.getByRole('button', { name: 'Generate Sales Order' }).click();
  const confirm = page.getByRole('dialog', { name: 'Generate Sales Order' });
  await confirm.waitFor();
  expect(await confirm.innerText()).toContain(`Turn ${quotation.quotationNumber} into a sales order?`);
  // Still no stock has moved while it asks.
  expect(await onHand()).toBe(before);
  await confirm.getByRole('button', { name: 'Generate' }).click();
  await snackbar('Sales order created successfully.').waitFor();
  await page.waitForURL(/\/sales\/sales-orders\/\d+$/);
  converted = (await api.get(`sales/quotations/${quotation.id}`)).body.data.salesOrder;
  expect(page.url()).toBe(`${shop.url}/sales/sales-orders/${converted.id}`);
  await page.getByRole('heading', { name: converted.salesOrderNumber, level: 1 }).waitFor();
  const order = section('Order');
  await detail(order, 'From Quotation').getByRole('link', { name: quotation.quotationNumber }).waitFor();
  await order.getByText('Completed', { exact: true }).waitFor();
  await shot(page, 'quotation-converted-order');

  expect(await onHand()).toBe(before - 2);
  expect((await api.get(`sales/quotations/${quotation.id}`)).body.data.status).toBe('CONVERTED');
});

test("the Sales Orders list shows today's orders with the Payment Type Breakdown of the completed ones", async () => {
  const listed = page.waitForRequest((request) => /\/api\/sales\/sales-orders\?/.test(request.url()));
  await open(page, `${shop.url}/sales/sales-orders`);
  await page.getByRole('heading', { name: 'Sales Orders', level: 1 }).waitFor();
  // The default filter is today's salesOrderDate range (spec 9), shown in the filter panel.
  const query = new URL((await listed).url()).searchParams;
  // Today is the shop's (its time zone, Asia/Manila by default), not this machine's.
  const [month, day, year] = new Intl.DateTimeFormat('en-US', {
    timeZone: 'Asia/Manila',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  })
    .format(new Date())
    .split('/');
  const today = `${year}-${month}-${day}`;
  expect(query.get('salesOrderDate[between]')).toMatch(new RegExp(`^${today}.*,${today}`));
  expect(query.get('sort')).toBe('salesOrderDate,desc');
  const todayShown = `${month}/${day}/${year}`;
  for (const name of ['Period From', 'Period To']) {
    // The field's sections (MM/, dd/, yyyy) are read as one text.
    expect((await page.getByRole('group', { name }).innerText()).replace(/\s+/g, '')).toMatch(new RegExp(`^${todayShown}`));
  }

  const numbers = [converted.salesOrderNumber, orders.gcash.salesOrderNumber, orders.cash.salesOrderNumber, orders.voided.salesOrderNumber];
  const grid = page.getByRole('grid');
  const rowOf = (number: string) => grid.getByRole('row').filter({ has: page.getByRole('gridcell', { name: number, exact: true }) });
  for (const number of numbers) await rowOf(number).waitFor();
  const shownNumbers = await grid.locator('[role="row"] [data-field="salesOrderNumber"][role="gridcell"]').allInnerTexts();
  expect(shownNumbers.map((n) => n.trim())).toEqual(numbers);
  expect(await rowOf(orders.voided.salesOrderNumber).innerText()).toContain('Voided');
  expect(await rowOf(orders.gcash.salesOrderNumber).innerText()).toContain('GCash');

  // Completed orders only: Cash 50 + 50 in 2 orders, GCash 150 in 1; the voided 100 is left out.
  const panel = section('Payment Type Breakdown');
  const table = panel.getByRole('table', { name: 'Payment type breakdown' });
  await table.waitFor();
  const rows = await table
    .locator('tbody tr')
    .evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => (td as HTMLElement).innerText.trim())));
  expect(rows).toEqual([
    ['GCash', '60.0%', '1', '₱0.00', '₱150.00'],
    ['Cash', '40.0%', '2', '₱0.00', '₱100.00'],
  ]);
  // With a voided order among them: its struck-through amounts are still readable (4.5:1).
  await expectNoSeriousViolations(page, { what: "today's sales orders with a voided one" });
  await shot(page, 'sales-orders-list-today');

  const breakdown = await api.get(`reports/sales-report/payment-type-breakdown?${query.toString()}`);
  expect(breakdown.body.data).toEqual([
    expect.objectContaining({ paymentTypeName: 'GCash', orderCount: 1, totalAmount: 150, percentage: 60 }),
    expect.objectContaining({ paymentTypeName: 'Cash', orderCount: 2, totalAmount: 100, percentage: 40 }),
  ]);

  // Yesterday had no sales: the list and the breakdown follow the period.
  const yesterday = format(addDays(new Date(), -1), 'MMddyyyy');
  for (const name of ['Period From', 'Period To']) {
    await page.getByRole('group', { name }).getByRole('spinbutton', { name: 'Month' }).click();
    await page.keyboard.type(yesterday);
  }
  await panel.getByText('No Payment Data').waitFor();
  expect(await panel.getByText('No payment type data available for the selected filters').isVisible()).toBe(true);
  await rowOf(orders.cash.salesOrderNumber).waitFor({ state: 'detached' });
  expect(await grid.locator('[role="row"] [data-field="salesOrderNumber"][role="gridcell"]').count()).toBe(0);
  await shot(page, 'sales-orders-list-yesterday');

  await page.getByRole('button', { name: 'Reset Filters' }).click();
  await table.waitFor();
  for (const number of numbers) await rowOf(number).waitFor();
});
