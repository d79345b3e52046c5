// Store Insights (issue 19, item 6): the bare address opens the dashboard; a sale made through the
// API shows in net sales and in recent sales; someone whose role holds the dashboard but not the
// sales reports sees no sales cards. The page passes the accessibility check.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { expectNoSeriousViolations } from './support/axe';
import { apiClient, launchBrowser, newPage, newShop, open, shot, signIn, type ApiClient, type Shop } from './support/harness';
import { postSale, salePayload } from './support/sales';

let browser: Browser;
let shop: Shop;
let api: ApiClient;
const clerk = { email: 'counter@example.com', password: 'counter-secret-1' };

beforeAll(async () => {
  [browser, shop] = await Promise.all([launchBrowser(), newShop('dashboard')]);
  api = await apiClient(shop.url, shop.adminEmail, shop.adminPassword);
  // The seeded Cashier, and the dashboard: job orders and recent sales, no sales report.
  const cashierRole = (await api.get('rbac/roles?name[eq]=Cashier&relations=permissions')).body.data[0];
  const permissions = [...(cashierRole.permissions as string[]), 'access dashboard'];
  const role = await api.post('rbac/roles', { name: 'Counter with dashboard', permissions });
  expect(role.status, JSON.stringify(role.body)).toBe(201);
  const created = await api.post('masterfile/system-users', {
    firstname: 'Cora',
    lastname: 'Reyes',
    email: clerk.email,
    displayName: 'Cora',
    password: clerk.password,
    roles: ['Counter with dashboard'],
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
});
afterAll(async () => {
  await browser?.close();
});

const kpi = (page: Page, label: string) => page.getByTestId(`kpi-${label}`);

test('the bare address opens Store Insights; a sale shows in net sales and recent sales; a role without sales reports sees no sales cards', async () => {
  const page = await newPage(browser);
  await signIn(page, shop.url, shop.adminEmail, shop.adminPassword);
  await open(page, `${shop.url}/`);
  await page.waitForURL(`${shop.url}/dashboard`);
  await page.getByRole('heading', { name: 'Store Insights', level: 1 }).waitFor();
  const before = await kpi(page, 'Net Sales').innerText();

  // A sale rung up now through the API.
  const channel = (await api.get('sales/sales-channels')).body.data[0];
  const customer = (await api.get('sales/customers/default')).body.data;
  const types = (await api.get('masterfile/payment-types?pageSize=50')).body.data as { id: number; name: string }[];
  const units = (await api.get('masterfile/unit-classes?name=Count&relations=units')).body.data[0];
  const piece = units.units.find((u: { unit: string }) => u.unit === 'piece').id;
  const product = await api.post('inventory/products', {
    unitClassId: units.id,
    unitOfMeasureId: piece,
    type: 'SERVICE',
    sku: 'DASH-FIX',
    productName: 'Screen Repair',
    basePrice: 1234.5,
  });
  expect(product.status, JSON.stringify(product.body)).toBe(201);
  const sale = await postSale(
    shop.url,
    api.token,
    salePayload({
      salesChannelId: channel.id,
      customerId: customer.id,
      lines: [{ productId: product.body.data.id, orderedUomId: piece, orderedQuantity: 1, orderedUnitPrice: 1234.5 }],
      payments: [{ paymentType: types.find((t) => t.name === 'Cash')!.id }],
    }),
  );
  expect(sale.status, JSON.stringify(sale.body)).toBe(201);

  await page.reload();
  await page.getByRole('heading', { name: 'Store Insights', level: 1 }).waitFor();
  await expect.poll(() => kpi(page, 'Net Sales').innerText()).not.toBe(before);
  expect(await kpi(page, 'Net Sales').innerText()).toContain('1,234.50');
  expect(await kpi(page, 'Orders').innerText()).toMatch(/\n1\n/);
  const recent = page.getByRole('list', { name: 'Recent sales' });
  await recent.getByRole('link', { name: sale.body.data.salesOrderNumber }).waitFor();
  await page.getByRole('heading', { name: 'Sales by Hour Today' }).waitFor();
  await page.getByRole('heading', { name: 'Low Stock' }).waitFor();
  await expectNoSeriousViolations(page, { what: 'Store Insights' });
  await shot(page, 'dashboard-desktop');

  // On a phone: nothing runs off the side.
  await page.setViewportSize({ width: 390, height: 844 });
  await kpi(page, 'Net Sales').waitFor();
  // The charts follow the new width once their container is measured again.
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth))
    .toBeLessThanOrEqual(0);
  await shot(page, 'dashboard-phone');

  // The sale's number opens the sale.
  await recent.getByRole('link', { name: sale.body.data.salesOrderNumber }).click();
  await page.waitForURL(`${shop.url}/sales/sales-orders/${sale.body.data.id}`);
  await page.context().close();

  const counter = await newPage(browser);
  await signIn(counter, shop.url, clerk.email, clerk.password);
  await open(counter, `${shop.url}/dashboard`);
  await counter.getByRole('heading', { name: 'Store Insights', level: 1 }).waitFor();
  await counter.getByRole('list', { name: 'Recent sales' }).getByRole('link', { name: sale.body.data.salesOrderNumber }).waitFor();
  await counter.getByRole('heading', { name: 'Open Job Orders' }).waitFor();
  expect(await counter.getByTestId(/^kpi-/).count()).toBe(0);
  expect(await counter.getByRole('heading', { name: 'Sales by Hour Today' }).count()).toBe(0);
  expect(await counter.getByRole('heading', { name: 'Low Stock' }).count()).toBe(0);
  await counter.context().close();
});
