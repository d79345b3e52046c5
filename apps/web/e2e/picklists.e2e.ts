// Issue 6 item 6 through the screens: a picklist made from a sales order's details page, listed on
// Picklists, one item's picking location changed, the items picked; the stock moved at the sale only.
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { apiClient, launchBrowser, newPage, newShop, open, shot, signIn, type ApiClient, type Shop } from './support/harness';
import { postSale, salePayload } from './support/sales';

let browser: Browser;
let shop: Shop;
let page: Page;
let api: ApiClient;

let mainStoreId: number;
let warehouseId: number;
let order: { id: number; salesOrderNumber: string };
let picklistId: number;
let picklistNumber: string;
const productIds: Record<'sardines' | 'noodles', number> = { sardines: 0, noodles: 0 };

const sardines = { sku: 'SARD-155', name: 'Ligo Sardines 155 g', price: '25.00' };
const noodles = { sku: 'PCNT-60', name: 'Lucky Me Pancit Canton 60 g', price: '16.50' };

async function onHand(productId: number, locationId: number): Promise<number> {
  const answer = await api.get(`inventory/stocks?productId=${productId}&locationId=${locationId}`);
  expect(answer.status).toBe(200);
  return answer.body.data[0]?.onHand ?? 0;
}

beforeAll(async () => {
  [browser, shop] = await Promise.all([launchBrowser(), newShop('picklists')]);
  api = await apiClient(shop.url, shop.adminEmail, shop.adminPassword);
  const channel = (await api.get('sales/sales-channels')).body.data[0];
  mainStoreId = channel.defaultPickingWarehouseId;
  const warehouse = await api.post('masterfile/stock-locations', { name: 'Warehouse', code: 'WH' });
  expect(warehouse.status, JSON.stringify(warehouse.body)).toBe(201);
  warehouseId = warehouse.body.data.id;
  const walkInId = (await api.get('sales/customers/default')).body.data.id;
  const cashId = ((await api.get('masterfile/payment-types')).body.data as { id: number; name: string }[]).find(
    (t) => t.name === 'Cash',
  )!.id;
  const count = (await api.get('masterfile/unit-classes?name=Count&relations=units')).body.data[0];
  const pieceId = count.units.find((u: { unit: string }) => u.unit === 'piece').id;
  for (const [key, p] of [
    ['sardines', sardines],
    ['noodles', noodles],
  ] as const) {
    const made = await api.post('inventory/products', {
      type: 'PRODUCT',
      sku: p.sku,
      productName: p.name,
      unitClassId: count.id,
      unitOfMeasureId: pieceId,
      basePrice: p.price,
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    productIds[key] = made.body.data.id;
  }
  for (const locationId of [mainStoreId, warehouseId]) {
    const stocked = await api.post('inventory/adjustments', {
      locationId,
      reason: 'Initial stock',
      items: Object.values(productIds).map((productId) => ({ productId, uomId: pieceId, quantity: 30 })),
    });
    expect(stocked.status, JSON.stringify(stocked.body)).toBe(201);
  }
  const sale = await postSale(
    shop.url,
    api.token,
    salePayload({
      salesChannelId: channel.id,
      customerId: walkInId,
      lines: [
        { productId: productIds.sardines, orderedUomId: pieceId, orderedQuantity: 6, orderedUnitPrice: sardines.price },
        { productId: productIds.noodles, orderedUomId: pieceId, orderedQuantity: 10, orderedUnitPrice: noodles.price },
      ],
      payments: [{ paymentType: cashId }],
    }),
  );
  expect(sale.status, JSON.stringify(sale.body)).toBe(201);
  order = sale.body.data;

  page = await newPage(browser);
  await signIn(page, shop.url, shop.adminEmail, shop.adminPassword);
});
afterAll(async () => {
  await browser?.close();
});

const snackbar = (text: string) => page.getByRole('alert').filter({ hasText: text });
const section = (name: string) => page.getByRole('region', { name });
const detail = (scope: Locator, label: string) => scope.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
const itemRow = (name: string) => page.getByRole('table', { name: 'Picklist items' }).getByRole('row').filter({ hasText: name });
const pickingLocation = (name: string) => page.getByRole('combobox', { name: `Picking location of ${name}` });

async function stocksNow() {
  return {
    sardines: [await onHand(productIds.sardines, mainStoreId), await onHand(productIds.sardines, warehouseId)],
    noodles: [await onHand(productIds.noodles, mainStoreId), await onHand(productIds.noodles, warehouseId)],
  };
}

test("Create Picklist on the order's details page makes a picklist of its lines, to pick at the order's location", async () => {
  // The sale took its stock from the Main Store.
  expect(await stocksNow()).toEqual({ sardines: [24, 30], noodles: [20, 30] });
  await open(page, `${shop.url}/sales/sales-orders/${order.id}`);
  await page.getByRole('heading', { name: order.salesOrderNumber, level: 1 }).waitFor();
  await shot(page, 'picklist-order-before');
  await page.getByRole('button', { name: 'Create Picklist' }).click();
  await snackbar('Picklist created successfully.').waitFor();
  await page.waitForURL(/\/sales\/picklists\/\d+$/);
  picklistId = Number(new URL(page.url()).pathname.split('/').pop());
  picklistNumber = (await api.get(`sales/picklists/${picklistId}`)).body.data.picklistNumber;
  await page.getByRole('heading', { name: picklistNumber, level: 1 }).waitFor();

  const header = section('Picklist');
  await header.getByText('Open', { exact: true }).waitFor();
  await detail(header, 'Sales Order').getByRole('link', { name: order.salesOrderNumber }).waitFor();
  expect(await detail(header, 'Customer').innerText()).toBe('Walk-in Customer');
  await section('Items to Pick').getByText('0 of 2 picked').waitFor();
  expect(await itemRow(sardines.name).innerText()).toContain('6 piece');
  expect(await itemRow(noodles.name).innerText()).toContain('10 piece');
  expect(await pickingLocation(sardines.name).innerText()).toBe('Main Store');
  expect(await pickingLocation(noodles.name).innerText()).toBe('Main Store');
  await shot(page, 'picklist-created');

  // One picklist per order: the button is gone and the order links to it.
  await open(page, `${shop.url}/sales/sales-orders/${order.id}`);
  await detail(section('Order'), 'Picklist').getByRole('link', { name: picklistNumber }).waitFor();
  expect(await page.getByRole('button', { name: 'Create Picklist' }).count()).toBe(0);
});

test('the picklist is listed on the Picklists screen and opens from there', async () => {
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  const sales = nav.getByRole('button', { name: 'Sales', exact: true });
  if ((await sales.getAttribute('aria-expanded')) !== 'true') await sales.click();
  await nav.getByRole('link', { name: 'Picklists' }).click();
  await page.waitForURL(`${shop.url}/sales/picklists`);
  await page.getByRole('heading', { name: 'Picklists', level: 1 }).waitFor();
  const row = page.getByRole('row').filter({ has: page.getByRole('gridcell', { name: picklistNumber, exact: true }) });
  await row.waitFor();
  const text = await row.innerText();
  expect(text).toContain(order.salesOrderNumber);
  expect(text).toContain('0 of 2');
  expect(text).toContain('Open');
  await shot(page, 'picklists-list');
  await row.getByRole('gridcell', { name: picklistNumber, exact: true }).click();
  await page.waitForURL(`${shop.url}/sales/picklists/${picklistId}`);
  await page.getByRole('heading', { name: picklistNumber, level: 1 }).waitFor();
});

test("an item's picking location is changed to the Warehouse, and the items are picked; no stock moves", async () => {
  const before = await stocksNow();
  await pickingLocation(sardines.name).click();
  await page.getByRole('listbox').getByRole('option', { name: 'Warehouse', exact: true }).click();
  await pickingLocation(sardines.name).filter({ hasText: 'Warehouse' }).waitFor();
  const saved = (await api.get(`sales/picklists/${picklistId}`)).body.data.items as {
    productId: number;
    pickingLocationId: number;
    isPicked: boolean;
  }[];
  expect(saved.find((i) => i.productId === productIds.sardines)?.pickingLocationId).toBe(warehouseId);
  expect(saved.find((i) => i.productId === productIds.noodles)?.pickingLocationId).toBe(mainStoreId);
  // It is kept: a reload shows it.
  await open(page, `${shop.url}/sales/picklists/${picklistId}`);
  await pickingLocation(sardines.name).filter({ hasText: 'Warehouse' }).waitFor();
  expect(await pickingLocation(noodles.name).innerText()).toBe('Main Store');
  await shot(page, 'picklist-location-changed');

  // The tick shows once the server has saved it (the box follows the picklist as saved).
  const picked = page.getByRole('checkbox', { name: `Picked ${sardines.name}` });
  await picked.click();
  await section('Items to Pick').getByText('1 of 2 picked').waitFor();
  expect(await picked.isChecked()).toBe(true);
  expect(await page.getByRole('checkbox', { name: `Picked ${noodles.name}` }).isChecked()).toBe(false);
  expect(await section('Picklist').getByText('Open', { exact: true }).isVisible()).toBe(true);
  await page.getByRole('button', { name: 'Mark All Picked' }).click();
  await section('Items to Pick').getByText('2 of 2 picked').waitFor();
  await section('Picklist').getByText('Picked', { exact: true }).waitFor();
  await page.getByRole('button', { name: 'Mark All Picked' }).waitFor({ state: 'detached' });
  await shot(page, 'picklist-picked');

  const done = (await api.get(`sales/picklists/${picklistId}`)).body.data;
  expect(done.status).toBe('PICKED');
  expect(done.items.every((i: { isPicked: boolean }) => i.isPicked)).toBe(true);
  // Picking is paperwork: the stock left the Main Store at the sale, and stays where it is.
  expect(await stocksNow()).toEqual(before);
});
