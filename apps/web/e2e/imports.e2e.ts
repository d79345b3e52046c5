// Issue 34 item 7, moving in: the shop's owner imports products from a CSV file on disk whose
// product name column the auto-mapping cannot know ("Item Desc"), maps it on the screen, imports
// the valid rows skipping the invalid one, and finds an imported product at the terminal by its
// barcode. Then the upload and the result at 390 px, without sideways scrolling.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { followNavigationLink } from './support/app';
import { expectNoSeriousViolations } from './support/axe';
import { apiClient, launchBrowser, newPage, newShop, open, shot, signIn, type ApiClient, type Shop } from './support/harness';
import { PHONE_VIEWPORT, sidewaysOverflow } from './support/phone';
import { onHand, openTerminal, scan, shopBasics, terminal, type ShopBasics } from './support/pos';

let browser: Browser;
let shop: Shop;
let page: Page;
let api: ApiClient;
let basics: ShopBasics;
let folder: string;
let csvPath: string;
let importPath: string;

const COFFEE = { sku: 'KAPE-3IN1', name: 'Nescafe 3in1 Original 28 g', price: '8.50', barcode: '4800999123454', stock: 120 };
const SOAP = { sku: 'SABON-90', name: 'Safeguard Soap 90 g', price: '42.00', barcode: '4800999123461', stock: 36 };

// As an old POS exports it: its own header names, a peso sign and a thousands separator, quotes,
// and one row whose price has 3 decimals (an error, never a rounding).
const CSV = [
  'SKU,Item Desc,SRP,Barcode,Unit,Stock: Main Store',
  `${COFFEE.sku},${COFFEE.name},₱${COFFEE.price},${COFFEE.barcode},piece,${COFFEE.stock}`,
  `${SOAP.sku},"${SOAP.name}",${SOAP.price},${SOAP.barcode},piece,${SOAP.stock}`,
  'ASIN-500,Rock Salt 500 g,"1,012.125",,piece,10',
].join('\r\n');

/** The numbers of a group of figures (a definition list) by their names. */
async function figures(group: Locator): Promise<Record<string, string>> {
  const names = await group.locator('dt').allTextContents();
  const values = await group.locator('dd').allTextContents();
  return Object.fromEntries(names.map((name, i) => [name, values[i] ?? '']));
}

beforeAll(async () => {
  [browser, shop] = await Promise.all([launchBrowser(), newShop('imports')]);
  api = await apiClient(shop.url, shop.adminEmail, shop.adminPassword);
  basics = await shopBasics(api);
  folder = mkdtempSync(join(tmpdir(), 'oim-import-'));
  csvPath = join(folder, 'old-pos-items.csv');
  writeFileSync(csvPath, CSV, 'utf8');
  page = await newPage(browser);
  await signIn(page, shop.url, shop.adminEmail, shop.adminPassword);
});
afterAll(async () => {
  await browser?.close();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

test('a CSV from the old POS: a mapping fixed on the screen, the valid rows imported, a product found at the terminal by its barcode', async () => {
  // Settings › Import Data, from the side navigation.
  await followNavigationLink(page, {
    entry: 'Settings › Import Data',
    group: 'Settings',
    label: 'Import Data',
    path: '/settings/import-data',
  });
  await page.getByRole('heading', { name: 'Import Data', level: 1 }).waitFor();
  await page.getByRole('radio', { name: /^Products/ }).check();
  await page
    .getByRole('table', { name: 'Past Imports' })
    .or(page.getByRole('grid', { name: 'Past Imports' }))
    .waitFor();
  await shot(page, 'imports-upload');
  await expectNoSeriousViolations(page, { what: 'the import upload' });

  // The template of the kind, as a download.
  const [template] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download Template' }).click()]);
  expect(template.suggestedFilename()).toBe('products-import-template.xlsx');
  expect((await readFile((await template.path())!)).subarray(0, 2).toString()).toBe('PK');

  // The file from disk, through the file picker.
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.getByRole('button', { name: 'Choose File' }).click()]);
  await chooser.setFiles(csvPath);
  await page.waitForURL(/\/settings\/import-data\/\d+$/);
  importPath = new URL(page.url()).pathname;

  // The auto-mapping knew SKU, SRP, Barcode, Unit and the stock column, not "Item Desc".
  const itemDesc = page.getByRole('combobox', { name: 'Import Item Desc as' });
  await itemDesc.waitFor();
  expect(await itemDesc.inputValue()).toBe('');
  expect(await page.getByRole('combobox', { name: 'Import SRP as' }).inputValue()).toBe('basePrice');
  expect(await page.getByRole('combobox', { name: 'Import Barcode as' }).inputValue()).toBe('barcodes');
  expect(await page.getByRole('combobox', { name: 'Import Stock: Main Store as' }).inputValue()).toBe(`stock:${basics.locationId}`);

  await itemDesc.selectOption('productName');
  const preview = page.getByRole('table', { name: 'Preview' });
  await preview.getByRole('cell', { name: COFFEE.name }).waitFor();
  const counts = page.getByRole('group', { name: 'Rows in the file' });
  expect(await figures(counts)).toEqual({ Rows: '3', Valid: '2', Invalid: '1' });

  // The 3-decimal price is highlighted on its row (row 4: the header is row 1), its message as the tooltip.
  const badPrice = preview.locator('tr[data-row="4"] td[data-invalid="true"]');
  expect(await badPrice.count()).toBeGreaterThan(0);
  expect(await badPrice.first().getAttribute('title')).toMatch(/decimal/i);
  // It shows what the file said (struck through), not a blank: the price is refused, never rounded.
  expect(await badPrice.locator('s').allTextContents()).toEqual(['1,012.125']);
  expect(await preview.locator('tr[data-row="2"] td[data-invalid="true"]').count()).toBe(0);
  await expectNoSeriousViolations(page, { what: 'the import preview' });
  const [errorsFile] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download errors' }).click()]);
  expect(errorsFile.suggestedFilename()).toMatch(/^IMP-\d{6}-errors\.xlsx$/);
  await shot(page, 'imports-preview');

  // Two valid rows of three: import them, skipping the invalid one.
  await page.getByRole('button', { name: 'Import 2 rows' }).click();
  await page.getByRole('dialog', { name: 'Some Rows Have Errors' }).getByRole('button', { name: 'Skip Invalid Rows' }).click();
  await page.getByRole('heading', { name: 'Import finished' }).waitFor();
  const result = page.getByRole('group', { name: 'Result' });
  expect(await figures(result)).toEqual({ Created: '2', Updated: '0', Skipped: '1' });
  expect(await page.getByRole('button', { name: 'Undo import' }).isVisible()).toBe(true);
  await shot(page, 'imports-result');
  await expectNoSeriousViolations(page, { what: 'the import result' });

  // What the shop now has: the products with their barcodes, and their opening stock at Main Store.
  const found = await api.get(`inventory/products?globalFilter=${COFFEE.sku}`);
  const coffee = (found.body.data as { id: number; sku: string; productName: string }[]).find((p) => p.sku === COFFEE.sku);
  expect(coffee?.productName).toBe(COFFEE.name);
  expect(await onHand(api, coffee!.id, basics.locationId)).toBe(COFFEE.stock);

  // At the terminal, the imported barcode scanned finds the product and puts it in the cart.
  const pos = terminal(page);
  await openTerminal(page, `${shop.url}/pos/${basics.channelId}/terminal`);
  await pos.search.click();
  await scan(page, COFFEE.barcode);
  await pos.lines.filter({ hasText: COFFEE.name }).waitFor();
  expect(await pos.lines.filter({ hasText: COFFEE.name }).textContent()).toContain('8.50');
  await shot(page, 'imports-terminal');
});

test('at 390 px the kind picker, the upload and the result fit the screen', async () => {
  const phone = await newPage(browser, { viewport: PHONE_VIEWPORT, hasTouch: true });
  await signIn(phone, shop.url, shop.adminEmail, shop.adminPassword);
  await open(phone, `${shop.url}/settings/import-data`);
  await phone.getByRole('button', { name: 'Choose File' }).waitFor();
  await phone.getByRole('button', { name: 'Download Template' }).waitFor();
  expect(await sidewaysOverflow(phone)).toBe(0);
  await shot(phone, 'imports-upload-phone');

  await open(phone, `${shop.url}${importPath}`);
  await phone.getByRole('heading', { name: 'Import finished' }).waitFor();
  expect(await sidewaysOverflow(phone)).toBe(0);
  await shot(phone, 'imports-result-phone');
  await phone.context().close();
});

test('Undo import takes the imported products back out', async () => {
  await open(page, `${shop.url}${importPath}`);
  await page.getByRole('heading', { name: 'Import finished' }).waitFor();
  await page.getByRole('button', { name: 'Undo import' }).click();
  const confirm = page.getByRole('dialog', { name: 'Undo Import' });
  await confirm.getByRole('button', { name: 'Undo import' }).click();
  await page.getByRole('heading', { name: 'Import undone' }).waitFor();
  expect(await page.getByRole('button', { name: 'Undo import' }).count()).toBe(0);
  const found = await api.get(`inventory/products?globalFilter=${COFFEE.sku}`);
  expect((found.body.data as { sku: string }[]).filter((p) => p.sku === COFFEE.sku)).toEqual([]);
  await shot(page, 'imports-undone');
});
