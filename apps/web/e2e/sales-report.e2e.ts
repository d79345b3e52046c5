// Issue 19, item 1: an owner opens the sales report, narrows it to one customer and sees the
// figures follow, switches the sales chart from days to weeks, and downloads the spreadsheet.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { apiClient, launchBrowser, newPage, newShop, open, shot, signIn, type ApiClient, type Shop } from './support/harness';
import { postSale, salePayload } from './support/sales';

let browser: Browser;
let shop: Shop;
let page: Page;
let api: ApiClient;

const CUSTOMER = 'Maria Report Santos';

beforeAll(async () => {
  [browser, shop] = await Promise.all([launchBrowser(), newShop('sales-report')]);
  api = await apiClient(shop.url, shop.adminEmail, shop.adminPassword);
  const channel = (await api.get('sales/sales-channels')).body.data[0];
  const walkIn = (await api.get('sales/customers/default')).body.data.id;
  const types = (await api.get('masterfile/payment-types')).body.data as { id: number; name: string }[];
  const cash = types.find((t) => t.name === 'Cash')!.id;
  const maria = await api.post('sales/customers', { customerName: CUSTOMER, defaultPaymentTypeId: cash });
  expect(maria.status, JSON.stringify(maria.body)).toBe(201);
  const count = (await api.get('masterfile/unit-classes?name=Count&relations=units')).body.data[0];
  const piece = count.units.find((u: { unit: string }) => u.unit === 'piece').id;
  const service = await api.post('inventory/products', {
    type: 'SERVICE',
    sku: 'SR-E2E',
    productName: 'Report Tune-up',
    unitClassId: count.id,
    unitOfMeasureId: piece,
    basePrice: 250,
  });
  expect(service.status, JSON.stringify(service.body)).toBe(201);
  // ₱750 to the walk-in customer and ₱500 to Maria.
  for (const [customerId, quantity] of [
    [walkIn, 3],
    [maria.body.data.id, 2],
  ] as const) {
    const sale = await postSale(
      shop.url,
      api.token,
      salePayload({
        salesChannelId: channel.id,
        customerId,
        lines: [{ productId: service.body.data.id, orderedUomId: piece, orderedQuantity: quantity, orderedUnitPrice: 250 }],
        payments: [{ paymentType: cash }],
      }),
    );
    expect(sale.status, JSON.stringify(sale.body)).toBe(201);
  }
  page = await newPage(browser);
  await signIn(page, shop.url, shop.adminEmail, shop.adminPassword);
});
afterAll(async () => {
  await browser?.close();
});

/** The value shown on a figure card. */
const figure = (label: string) =>
  page.getByRole('region', { name: 'Sales figures' }).getByText(label, { exact: true }).locator('xpath=following-sibling::*[1]');

test('filter the sales report by customer, read the chart, and export it', async () => {
  await open(page, `${shop.url}/reports/sales-report`);
  await page.getByRole('heading', { name: 'Sales Report', level: 1 }).waitFor();
  await expect.poll(() => figure('Net Sales').innerText()).toContain('1,250.00');
  expect(await figure('Orders').innerText()).toBe('2');

  // The chart draws this month's days; the switch regroups it by week.
  const chart = page.getByTestId('sales-series');
  await chart.locator('svg').first().waitFor();
  await chart.getByRole('button', { name: 'Week' }).click();
  await expect.poll(() => chart.getByText(/^Wk /).count()).toBeGreaterThan(0);
  await page.getByText('Payment Type Breakdown').waitFor();
  await page.getByRole('heading', { name: 'Top Customers' }).waitFor();
  await shot(page, 'sales-report');

  // One customer: the figures and the order list follow.
  const customer = page.getByRole('combobox', { name: 'Customer' });
  await customer.click();
  await customer.pressSequentially('Maria');
  await page
    .getByRole('listbox')
    .getByRole('option', { name: new RegExp(CUSTOMER) })
    .first()
    .click();
  await expect.poll(() => figure('Net Sales').innerText()).toContain('500.00');
  expect(await figure('Orders').innerText()).toBe('1');
  await expect.poll(() => page.getByRole('row').filter({ hasText: CUSTOMER }).count()).toBe(1);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export Excel' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('sales-report.xlsx');
});
