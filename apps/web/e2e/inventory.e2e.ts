// Issue 5 item 9: a product with two units (piece, and a box of 12 pieces) and an image is created
// in the browser, 2 boxes are adjusted in at the Main Store, 7 pieces are transferred to the
// Warehouse, and its stock and ledger read in the base unit: 24 in, 17 + 7 after the transfer.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { expectNoSeriousViolations } from './support/axe';
import { checkerboardPng } from './support/png';
import { apiClient, launchBrowser, newPage, newShop, open, shot, signIn, type ApiClient, type Shop } from './support/harness';

let browser: Browser;
let shop: Shop;
let page: Page;
let api: ApiClient;
let mainStoreId: number;
let warehouseId: number;
let productId: number;

const product = { sku: 'SOAP-BX12', name: 'Tawas Bath Soap 90 g', basePrice: '15.00', boxPrice: '170.00' };
const unitClassName = 'Boxed Count';

beforeAll(async () => {
  [browser, shop] = await Promise.all([launchBrowser(), newShop('inventory')]);
  api = await apiClient(shop.url, shop.adminEmail, shop.adminPassword);
  // A class with exactly two units, and a second location to transfer to.
  const unitClass = await api.post('masterfile/unit-classes', {
    name: unitClassName,
    description: 'Sold by the piece or by the box of 12',
    units: [
      { unit: 'piece', factor: '1' },
      { unit: 'box', factor: '12' },
    ],
  });
  expect(unitClass.status, JSON.stringify(unitClass.body)).toBe(201);
  const warehouse = await api.post('masterfile/stock-locations', { name: 'Warehouse', code: 'WH' });
  expect(warehouse.status, JSON.stringify(warehouse.body)).toBe(201);
  warehouseId = warehouse.body.data.id;
  mainStoreId = (await api.get('masterfile/stock-locations?code=MAIN')).body.data[0].id;
  page = await newPage(browser);
  await signIn(page, shop.url, shop.adminEmail, shop.adminPassword);
});
afterAll(async () => {
  await browser?.close();
});

const snackbar = (text: string) => page.getByRole('alert').filter({ hasText: text });

/** Picks an option of a MUI select (a combobox that opens a listbox). */
async function choose(scope: Page | ReturnType<Page['locator']>, label: string, option: string) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
  await page.getByRole('listbox').waitFor({ state: 'detached' });
}

async function onHand(locationId: number): Promise<number> {
  const answer = await api.get(`inventory/stocks?productId=${productId}&locationId=${locationId}`);
  expect(answer.status).toBe(200);
  return answer.body.data[0]?.onHand ?? 0;
}

/** The visible text of each row of an MUI table body, cell by cell. */
async function tableRows(table: ReturnType<Page['locator']>): Promise<string[][]> {
  return table
    .locator('tbody tr, tfoot tr')
    .evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll('td, th')].map((cell) => (cell as HTMLElement).innerText.trim())));
}

test('a product with two units and an image is created from the Products screen', async () => {
  await open(page, `${shop.url}/inventory/products`);
  await page.getByRole('heading', { name: 'Products', level: 1 }).waitFor();
  await page.getByRole('button', { name: 'Add Product' }).click();
  await page.waitForURL(`${shop.url}/inventory/products/new`);
  await page.getByRole('heading', { name: 'New Product', level: 1 }).waitFor();

  await page.getByRole('textbox', { name: 'SKU' }).fill(product.sku);
  await page.getByRole('textbox', { name: 'Product Name' }).fill(product.name);
  await choose(page, 'Unit Class', unitClassName);
  // The class's base unit is chosen for it; the box is priced on its own.
  await page.getByRole('combobox', { name: 'Base Unit' }).filter({ hasText: 'piece' }).waitFor();
  await page.getByRole('textbox', { name: 'Base Price' }).fill(product.basePrice);
  const boxPrice = page.getByRole('textbox', { name: 'Price per box (12 piece)' });
  expect(await boxPrice.getAttribute('placeholder')).toBe('180.00');
  await boxPrice.fill(product.boxPrice);

  await page.getByLabel('Choose images').setInputFiles({ name: 'tawas-soap.png', mimeType: 'image/png', buffer: checkerboardPng() });
  await page.getByRole('img', { name: 'tawas-soap.png' }).waitFor();
  await expectNoSeriousViolations(page, { what: 'the new product form' });
  await shot(page, 'inventory-product-new');

  await page.getByRole('button', { name: 'Create Product' }).click();
  await snackbar('Created successfully.').waitFor();
  await page.waitForURL(/\/inventory\/products\/\d+$/);
  productId = Number(new URL(page.url()).pathname.split('/').pop());
  await page.getByRole('heading', { name: product.name, level: 1 }).waitFor();
  // The chosen image uploads once the product exists, and becomes its primary image.
  const images = page.getByRole('list', { name: 'Product images' });
  await images.getByRole('listitem').waitFor();
  expect(await images.getByRole('listitem').count()).toBe(1);
  await images.getByLabel('Primary image').waitFor();
  await shot(page, 'inventory-product-created');

  const saved = (await api.get(`inventory/products/${productId}`)).body.data;
  expect(saved).toMatchObject({ sku: product.sku, productName: product.name, type: 'PRODUCT', unit: 'piece', basePrice: 15, onHand: 0 });
  expect(saved.productPrices).toEqual([expect.objectContaining({ price: 170, uom: expect.objectContaining({ unit: 'box' }) })]);
  const media = await api.get(`media/products/${productId}?collection=product_images`);
  expect(media.status).toBe(200);
  expect(media.body.data.files).toHaveLength(1);
  expect(media.body.data.files[0]).toMatchObject({ collectionName: 'product_images' });
});

test('Adjust Stock: 2 boxes in at the Main Store are 24 pieces', async () => {
  await page.getByRole('link', { name: 'Adjust Stock', exact: true }).click();
  await page.waitForURL(`${shop.url}/inventory/inventory-adjustments/new?productId=${productId}`);
  await page.getByRole('heading', { name: 'New Adjustment', level: 1 }).waitFor();
  const line = page.getByRole('listitem', { name: 'Line 1' });
  // The product's page filled the first line with it, in its base unit.
  expect(await line.getByRole('combobox', { name: 'Product 1' }).inputValue()).toBe(product.name);
  await line.getByRole('combobox', { name: 'Unit' }).filter({ hasText: 'piece' }).waitFor();

  await choose(page, 'Location', 'Main Store');
  await page.getByRole('combobox', { name: 'Reason' }).fill('Initial stock');
  await choose(line, 'Unit', 'box (12 piece)');
  await line.getByRole('textbox', { name: 'Quantity of line 1' }).fill('2');
  await line.getByText('On hand here: 0 piece → 24 piece (+24)').waitFor();
  await shot(page, 'inventory-adjustment-form');

  await page.getByRole('button', { name: 'Post Adjustment' }).click();
  const confirm = page.getByRole('dialog', { name: 'Post Adjustment' });
  await confirm.waitFor();
  await confirm.getByRole('button', { name: 'Post' }).click();
  await snackbar('Adjustment posted successfully.').waitFor();
  await page.waitForURL(/\/inventory\/inventory-adjustments\/\d+$/);
  const items = page.getByRole('table', { name: 'Items' });
  await items.waitFor();
  expect(await tableRows(items)).toEqual([[product.sku, product.name, 'Stock In', '2 box', '0', '+24 piece', '—']]);
  await expectNoSeriousViolations(page, { what: 'the posted adjustment' });
  await shot(page, 'inventory-adjustment-posted');

  expect(await onHand(mainStoreId)).toBe(24);
  expect(await onHand(warehouseId)).toBe(0);
});

test('Transfer: 7 pieces leave the Main Store for the Warehouse', async () => {
  await open(page, `${shop.url}/inventory/products/${productId}`);
  await page.getByRole('link', { name: 'Transfer', exact: true }).click();
  await page.waitForURL(`${shop.url}/inventory/stock-transfers/new?productId=${productId}`);
  await page.getByRole('heading', { name: 'New Transfer', level: 1 }).waitFor();
  const line = page.getByRole('listitem', { name: 'Line 1' });
  expect(await line.getByRole('combobox', { name: 'Product 1' }).inputValue()).toBe(product.name);
  await line.getByRole('combobox', { name: 'Unit' }).filter({ hasText: 'piece' }).waitFor();

  await choose(page, 'From Location', 'Main Store');
  await choose(page, 'To Location', 'Warehouse');
  await line.getByText('Available at the source: 24 piece').waitFor();
  await line.getByRole('textbox', { name: 'Quantity of line 1' }).fill('7');
  await shot(page, 'inventory-transfer-form');

  await page.getByRole('button', { name: 'Post Transfer' }).click();
  const confirm = page.getByRole('dialog', { name: 'Post Transfer' });
  await confirm.waitFor();
  await confirm.getByRole('button', { name: 'Post' }).click();
  await snackbar('Transfer posted successfully.').waitFor();
  await page.waitForURL(/\/inventory\/stock-transfers\/\d+$/);
  const items = page.getByRole('table', { name: 'Items' });
  await items.waitFor();
  expect(await tableRows(items)).toEqual([[product.sku, product.name, '7 piece', '7 piece', '—']]);
  await shot(page, 'inventory-transfer-posted');

  expect(await onHand(mainStoreId)).toBe(17);
  expect(await onHand(warehouseId)).toBe(7);
});

test("the product's Stock and Ledger tabs read in pieces: 17 + 7 = 24", async () => {
  await open(page, `${shop.url}/inventory/products/${productId}?tab=stock`);
  const perLocation = page.getByRole('table', { name: 'Stock per location' });
  await perLocation.waitFor();
  expect(await tableRows(perLocation)).toEqual([
    ['Main Store', '17 piece', 'In stock'],
    ['Warehouse', '7 piece', 'In stock'],
    ['Total', '24 piece', ''],
  ]);
  await shot(page, 'inventory-product-stock');

  await page.getByRole('tab', { name: 'Ledger' }).click();
  await page.getByRole('heading', { name: 'Stock Ledger' }).waitFor();
  const grid = page.getByRole('grid');
  const ledgerRows = grid.getByRole('row').filter({ has: page.getByRole('gridcell') });
  await ledgerRows.nth(2).waitFor();
  const cells = await ledgerRows.evaluateAll((rows) =>
    rows.map((row) => {
      const text = (field: string) => (row.querySelector(`[data-field="${field}"]`) as HTMLElement | null)?.innerText.trim() ?? '';
      return [text('sourceType'), text('location'), text('uomQuantity'), text('quantity'), text('balanceAfter')];
    }),
  );
  // Newest first; each balance is at its own location. The adjustment shows the 2 boxes it was entered in.
  expect(cells).toHaveLength(3);
  expect(cells).toEqual(
    expect.arrayContaining([
      ['Adjustment', 'Main Store', '+2 box', '+24', '24'],
      ['Transfer Out', 'Main Store', '−7 piece', '−7', '17'],
      ['Transfer In', 'Warehouse', '+7 piece', '+7', '7'],
    ]),
  );
  expect(cells[2]).toEqual(['Adjustment', 'Main Store', '+2 box', '+24', '24']);
  expect(await grid.getByRole('columnheader', { name: 'Change (piece)' }).count()).toBe(1);
  await shot(page, 'inventory-product-ledger');

  const ledger = (await api.get(`inventory/products/${productId}/ledger?sort=id,asc`)).body.data as {
    sourceType: string;
    quantity: number;
    balanceAfter: number;
    uomQuantity: number;
    uom: { unit: string };
  }[];
  expect(ledger.map((m) => [m.sourceType, m.quantity, m.balanceAfter, m.uomQuantity, m.uom.unit])).toEqual([
    ['ADJUSTMENT', 24, 24, 2, 'box'],
    ['TRANSFER_OUT', -7, 17, -7, 'piece'],
    ['TRANSFER_IN', 7, 7, 7, 'piece'],
  ]);
});

test('the Stocks screen lists the product at both locations in pieces', async () => {
  await open(page, `${shop.url}/inventory/stocks`);
  await page.getByRole('heading', { name: 'Stocks', level: 1 }).waitFor();
  await page.getByRole('textbox', { name: 'Search SKU or product name' }).fill(product.sku);
  const rows = page.getByRole('row').filter({ has: page.getByRole('gridcell', { name: product.sku, exact: true }) });
  await rows.nth(1).waitFor();
  const seen = await rows.evaluateAll((all) =>
    all.map((row) =>
      ['locationName', 'onHand', 'baseUnit'].map((f) => (row.querySelector(`[data-field="${f}"]`) as HTMLElement).innerText.trim()),
    ),
  );
  expect(seen.sort()).toEqual([
    ['Main Store', '17', 'piece'],
    ['Warehouse', '7', 'piece'],
  ]);
  await shot(page, 'inventory-stocks');
});

test('a second product with the same SKU: the refusal puts the focus on SKU, and the form with its errors passes axe, dark too', async () => {
  await open(page, `${shop.url}/inventory/products/new?style=dark`);
  await page.getByRole('heading', { name: 'New Product', level: 1 }).waitFor();
  // Nothing filled in: the form's own rules, and the first field to fix has the focus.
  await page.getByRole('button', { name: 'Create Product' }).click();
  await snackbar('Please correct the errors before saving.').waitFor();
  const sku = page.getByRole('textbox', { name: 'SKU' });
  expect(await sku.evaluate((input) => input === document.activeElement)).toBe(true);
  await expectNoSeriousViolations(page, { what: 'the new product form with its errors, dark' });
  await shot(page, 'inventory-product-invalid-dark');

  await sku.fill(product.sku);
  await page.getByRole('textbox', { name: 'Product Name' }).fill('Another soap');
  await choose(page, 'Unit Class', unitClassName);
  await page.getByRole('combobox', { name: 'Base Unit' }).filter({ hasText: 'piece' }).waitFor();
  const create = page.getByRole('button', { name: 'Create Product' });
  await create.focus();
  await page.keyboard.press('Enter');
  // The server's refusal (422) lands on its field, and so does the focus, not the disabled button.
  await page.getByText('The sku has already been taken.', { exact: true }).first().waitFor();
  await page.waitForFunction(() => (document.activeElement as HTMLInputElement | null)?.name === 'sku');
  expect(await sku.getAttribute('aria-invalid')).toBe('true');
  await open(page, `${shop.url}/inventory/products?style=light`);
});
