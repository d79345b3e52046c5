// Issue 18 through the screens: a phone sold with a 1-year warranty comes back faulty and is
// replaced from the warranty register, an accessory from the same sale is refunded in cash from the
// sales list's Create RMA, and the refund shows in the sales list's payment type breakdown, the
// replacement in the warranty register and both returns on the sale (which can then no longer be
// voided). Another case comes back for store credit, which the customer's page lists and applies to
// a later sale on charge. Every screen passes axe.
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { expectNoSeriousViolations } from './support/axe';
import { apiClient, launchBrowser, newPage, newShop, open, shot, signIn, type ApiClient, type Shop } from './support/harness';
import { shopBasics, stockedProduct, type ShopBasics } from './support/pos';
import { postSale, salePayload } from './support/sales';

let browser: Browser;
let shop: Shop;
let page: Page;
let api: ApiClient;
let basics: ShopBasics;
let sale: { id: number; salesOrderNumber: string };
let buyerId: number;
let accessoryId: number;

const customer = { customerName: 'Maria Santos', contactNumber: '09171234567' };
const phone = { sku: 'PHN-A15', name: 'Galaxy A15 128 GB', price: '8999.00' };
const caseAccessory = { sku: 'CASE-A15', name: 'Galaxy A15 Clear Case', price: '350.00' };
const SOLD = 'IMEI-350001';
const REPLACEMENT = 'IMEI-350002';

beforeAll(async () => {
  [browser, shop] = await Promise.all([launchBrowser(), newShop('rma')]);
  api = await apiClient(shop.url, shop.adminEmail, shop.adminPassword);
  // The module is on in a new shop; a shop that turned it off turns it on again here.
  const flags = await api.get('setting/feature-flags/client-flags');
  if (flags.body.data.rma_warranty_module !== true)
    expect((await api.put('setting/feature-flags/rma_warranty_module/toggle')).status).toBe(200);
  basics = await shopBasics(api);

  const template = await api.post('masterfile/warranty-templates', {
    name: '1 Year Phone Warranty',
    duration: 12,
    durationUnit: 'months',
    terms: 'Factory defects only.',
  });
  expect(template.status, JSON.stringify(template.body)).toBe(201);
  const madePhone = await api.post('inventory/products', {
    type: 'PRODUCT',
    sku: phone.sku,
    productName: phone.name,
    unitClassId: basics.unitClassId,
    unitOfMeasureId: basics.pieceId,
    basePrice: phone.price,
    isSerialized: true,
  });
  expect(madePhone.status, JSON.stringify(madePhone.body)).toBe(201);
  const phoneId: number = madePhone.body.data.id;
  const covered = await api.put(`inventory/products/${phoneId}/warranty-template/${template.body.data.id}`);
  expect(covered.status, JSON.stringify(covered.body)).toBe(200);
  const stocked = await api.post('inventory/adjustments', {
    locationId: basics.locationId,
    reason: 'Initial stock',
    items: [{ productId: phoneId, uomId: basics.pieceId, quantity: 2, serialNumbers: [SOLD, REPLACEMENT] }],
  });
  expect(stocked.status, JSON.stringify(stocked.body)).toBe(201);
  const accessory = await stockedProduct(api, basics, caseAccessory, 10);
  accessoryId = accessory.id;

  const buyer = await api.post('sales/customers', { ...customer, defaultPaymentTypeId: basics.paymentTypeIds.Cash });
  expect(buyer.status, JSON.stringify(buyer.body)).toBe(201);
  buyerId = buyer.body.data.id;
  const body = salePayload({
    salesChannelId: basics.channelId,
    customerId: buyer.body.data.id,
    lines: [
      { productId: phoneId, orderedUomId: basics.pieceId, orderedQuantity: 1, orderedUnitPrice: phone.price },
      { productId: accessory.id, orderedUomId: basics.pieceId, orderedQuantity: 1, orderedUnitPrice: caseAccessory.price },
    ],
    payments: [{ paymentType: basics.paymentTypeIds.Cash! }],
  });
  body.orderItems[0]!.serialNumbers = [{ serialNumber: SOLD }] as never[];
  const posted = await postSale(shop.url, api.token, body);
  expect(posted.status, JSON.stringify(posted.body)).toBe(201);
  sale = posted.body.data;

  page = await newPage(browser);
  await signIn(page, shop.url, shop.adminEmail, shop.adminPassword);
});
afterAll(async () => {
  await browser?.close();
});

const heading = (name: string) => page.getByRole('heading', { name, level: 1 });
/** The RMA page's status chip once it reads `status`. */
const statusChip = (status: string) => page.getByRole('main').locator('.MuiChip-label').getByText(status, { exact: true });
const gridRow = (text: string) => page.getByRole('grid').getByRole('row').filter({ hasText: text });

async function rowAction(row: Locator, action: string) {
  await row.getByRole('button', { name: 'Actions' }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

/** Picks an option of a MUI select (a combobox that opens a listbox). */
async function choose(scope: Page | Locator, label: string, option: string) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
  await page.getByRole('listbox').waitFor({ state: 'detached' });
}

/** Sells the customer one more case through the API, paid with the payment type named. */
function sellCase(paymentType: 'Cash' | 'Charge') {
  return postSale(
    shop.url,
    api.token,
    salePayload({
      salesChannelId: basics.channelId,
      customerId: buyerId,
      lines: [{ productId: accessoryId, orderedUomId: basics.pieceId, orderedQuantity: 1, orderedUnitPrice: caseAccessory.price }],
      payments: [{ paymentType: basics.paymentTypeIds[paymentType]! }],
    }),
  );
}

/** On an RMA's page: resolve it through the dialog and wait for Resolved. */
async function resolve(rmaNumber: string, fill: (dialog: Locator) => Promise<void> = async () => {}) {
  await page.getByRole('button', { name: 'Resolve', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Resolve ${rmaNumber}` });
  await fill(dialog);
  await expectNoSeriousViolations(page, { what: 'the resolve dialog', include: '[role="dialog"]' });
  await dialog.getByRole('button', { name: 'Resolve RMA' }).click();
  await dialog.waitFor({ state: 'detached' });
  await statusChip('Resolved').waitFor();
}

test('replace a phone under warranty, refund its case, and see both in the breakdown, the register and the sale', async () => {
  // The warranty register finds the phone by the customer's number: one year, still running.
  await open(page, `${shop.url}/rma-warranty/product-warranties`);
  await heading('Product Warranties').waitFor();
  await page.getByPlaceholder(/Search serial/).fill(customer.contactNumber);
  const sold = gridRow(SOLD);
  await sold.waitFor();
  expect(await sold.innerText()).toMatch(/Active/);
  expect(await sold.innerText()).toMatch(/\d{3} days left/);
  expect(await sold.innerText()).toContain(sale.salesOrderNumber);
  await expectNoSeriousViolations(page, { what: 'the warranty register' });

  // Create RMA from its row: the sale's phone line comes ticked with that unit, for a replacement.
  await rowAction(sold, 'Create RMA');
  await heading(`Return from ${sale.salesOrderNumber}`).waitFor();
  const phoneLine = page.getByRole('region', { name: phone.name });
  expect(await phoneLine.getByRole('checkbox', { name: new RegExp(SOLD) }).isChecked()).toBe(true);
  expect(await phoneLine.getByRole('combobox', { name: 'Resolution' }).innerText()).toBe('Replace');
  await phoneLine.getByRole('textbox', { name: 'Reason' }).fill('Screen flickers');
  await phoneLine.getByRole('textbox', { name: 'Replacement Serial Numbers' }).fill(REPLACEMENT);
  await expectNoSeriousViolations(page, { what: 'the new RMA form' });
  await shot(page, 'rma-new-replacement');
  await page.getByRole('button', { name: 'Create RMA' }).click();
  await heading('RMA-000001').waitFor();
  await statusChip('Requested').waitFor();

  // Received at the counter, then resolved: the new unit goes out.
  await page.getByRole('button', { name: 'Receive', exact: true }).click();
  await statusChip('Received').waitFor();
  await resolve('RMA-000001');
  const items = page.getByRole('table', { name: 'Returned items' });
  expect(await items.innerText()).toContain(REPLACEMENT);
  await expectNoSeriousViolations(page, { what: 'a resolved replacement' });
  await shot(page, 'rma-resolved-replacement');

  // The case: Create RMA from the sales list's row, refunded in cash.
  await open(page, `${shop.url}/sales/sales-orders`);
  await rowAction(gridRow(sale.salesOrderNumber), 'Create RMA');
  await heading(`Return from ${sale.salesOrderNumber}`).waitFor();
  const caseLine = page.getByRole('region', { name: caseAccessory.name });
  await caseLine.getByRole('checkbox').check();
  await caseLine.getByRole('textbox', { name: /^Quantity/ }).fill('1');
  await caseLine.getByRole('textbox', { name: 'Reason' }).fill('Wrong model');
  await choose(caseLine, 'Condition', 'Good');
  await choose(page, 'Refund Payment Type', 'Cash');
  await page.getByRole('button', { name: 'Create RMA' }).click();
  await heading('RMA-000002').waitFor();
  await resolve('RMA-000002');
  await page.getByRole('table', { name: 'Refunds and credits' }).getByText('₱350.00').waitFor();

  // The list of returns, and the refund in today's breakdown.
  await open(page, `${shop.url}/rma-warranty/rma`);
  await gridRow('RMA-000002').waitFor();
  expect(await gridRow('RMA-000001').innerText()).toMatch(/Replace/);
  await expectNoSeriousViolations(page, { what: 'the RMA list' });
  await shot(page, 'rma-list');
  await open(page, `${shop.url}/sales/sales-orders`);
  const cash = page.getByRole('table', { name: 'Payment type breakdown' }).getByRole('row').filter({ hasText: 'Cash' });
  await expect.poll(() => cash.innerText()).toMatch(/₱350\.00/);

  // The register: the old unit claimed by RMA-000001, the new one covered until the same day.
  await open(page, `${shop.url}/rma-warranty/product-warranties`);
  await page.getByPlaceholder(/Search serial/).fill(customer.contactNumber);
  await gridRow(REPLACEMENT).waitFor();
  expect(await gridRow(REPLACEMENT).innerText()).toMatch(/Active/);
  await expect.poll(() => gridRow(SOLD).innerText()).toMatch(/Claimed[\s\S]*RMA-000001/);
  await shot(page, 'rma-warranty-register');

  // The sale lists both returns and the refund.
  await open(page, `${shop.url}/sales/sales-orders/${sale.id}`);
  const returns = page.getByRole('table', { name: 'Returns' });
  await returns.getByText('RMA-000002').waitFor();
  expect(await returns.innerText()).toContain('RMA-000001');
  await page.getByRole('table', { name: 'Refunds' }).getByText('₱350.00').waitFor();
  // A sale with returns is neither voided nor changed at the terminal any more.
  expect(await page.getByRole('button', { name: 'Void' }).count()).toBe(0);
  expect(await page.getByRole('button', { name: 'Open at Terminal' }).count()).toBe(0);
  await expectNoSeriousViolations(page, { what: 'a sale with returns' });
  await shot(page, 'rma-sale-returns');

  // Another case, bought in cash and brought back for store credit: nothing is owed, so it is kept.
  const second = await sellCase('Cash');
  expect(second.status, JSON.stringify(second.body)).toBe(201);
  await open(page, `${shop.url}/sales/sales-orders`);
  await rowAction(gridRow(second.body.data.salesOrderNumber), 'Create RMA');
  await heading(`Return from ${second.body.data.salesOrderNumber}`).waitFor();
  const secondCase = page.getByRole('region', { name: caseAccessory.name });
  await secondCase.getByRole('checkbox').check();
  await secondCase.getByRole('textbox', { name: /^Quantity/ }).fill('1');
  await secondCase.getByRole('textbox', { name: 'Reason' }).fill('Changed mind');
  await choose(secondCase, 'Condition', 'Good');
  await choose(secondCase, 'Resolution', 'Store credit');
  await page.getByRole('button', { name: 'Create RMA' }).click();
  await heading('RMA-000003').waitFor();
  await resolve('RMA-000003');

  // The customer's page lists it; a later sale on charge is paid with it from there.
  const charged = await sellCase('Charge');
  expect(charged.status, JSON.stringify(charged.body)).toBe(201);
  await open(page, `${shop.url}/sales/customers/${buyerId}`);
  const credits = page.getByRole('region', { name: 'Store credit' });
  const credit = credits.getByRole('row').filter({ hasText: 'RMA-000003' });
  await credit.waitFor();
  expect(await credit.innerText()).toMatch(/₱350\.00[\s\S]*₱350\.00[\s\S]*Open/);
  await expectNoSeriousViolations(page, { what: "the customer's store credit" });
  await credit.getByRole('button', { name: 'Apply Credit' }).click();
  await expect.poll(() => credit.innerText()).toMatch(/₱0\.00[\s\S]*Used/);
  expect(await credit.getByRole('button', { name: 'Apply Credit' }).count()).toBe(0);
  const [receivable] = (await api.get(`finance/receivables?salesOrderId=${charged.body.data.id}`)).body.data;
  expect(receivable).toMatchObject({ balance: 0, status: 'PAID' });
  await shot(page, 'rma-customer-store-credit');
});
