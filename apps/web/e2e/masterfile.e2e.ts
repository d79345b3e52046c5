// Issue 4 item 12: a product brand created from the brand picker's 'Add New' (spec 4, 5) in the
// 480px Product Brand dialog of spec 2.5, picked in the form, and listed on the Product Brands screen.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { apiClient, launchBrowser, newPage, newShop, open, shot, signIn, type ApiClient, type Shop } from './support/harness';

let browser: Browser;
let shop: Shop;
let page: Page;
let api: ApiClient;

const brandName = 'Lotus Power Tools';
const description = 'Drills and grinders from the Binondo supplier';

beforeAll(async () => {
  [browser, shop] = await Promise.all([launchBrowser(), newShop('masterfile')]);
  api = await apiClient(shop.url, shop.adminEmail, shop.adminPassword);
  page = await newPage(browser);
  await signIn(page, shop.url, shop.adminEmail, shop.adminPassword);
});
afterAll(async () => {
  await browser?.close();
});

const snackbar = (text: string) => page.getByRole('alert').filter({ hasText: text });

async function brandsNamed(name: string): Promise<{ id: number; brandName: string; description: string | null }[]> {
  const answer = await api.get(`masterfile/product-brands?brandName[eq]=${encodeURIComponent(name)}`);
  expect(answer.status).toBe(200);
  return answer.body.data;
}

test("a brand that does not exist is created from the picker's Add New in the 480px dialog and picked", async () => {
  expect(await brandsNamed(brandName)).toEqual([]);
  // The new-product form has the product-brand picker.
  await open(page, `${shop.url}/inventory/products/new`);
  const picker = page.getByRole('combobox', { name: 'Product Brand' });
  await picker.fill(brandName);
  const addNew = page.getByRole('option', { name: 'Add New' });
  await addNew.waitFor();
  await shot(page, 'masterfile-brand-add-new-option');
  await addNew.click();

  const dialog = page.getByRole('dialog', { name: 'New Product Brand' });
  await dialog.waitFor();
  expect((await dialog.boundingBox())?.width).toBe(480);
  // The typed term is the new brand's name.
  expect(await dialog.getByRole('textbox', { name: 'Brand Name' }).inputValue()).toBe(brandName);

  // brandName is required (spec 5).
  await dialog.getByRole('textbox', { name: 'Brand Name' }).fill('');
  await dialog.getByRole('button', { name: 'Create Product Brand' }).click();
  const correct = snackbar('Please correct the errors before saving.');
  await correct.waitFor();
  expect(await dialog.getByText('The brand name field is required.').isVisible()).toBe(true);
  await shot(page, 'masterfile-brand-dialog-invalid');
  await correct.getByRole('button', { name: 'Close' }).click();
  await correct.waitFor({ state: 'detached' });

  await dialog.getByRole('textbox', { name: 'Brand Name' }).fill(brandName);
  await dialog.getByRole('textbox', { name: 'Description' }).fill(description);
  await dialog.getByRole('button', { name: 'Create Product Brand' }).click();
  await snackbar('Created successfully.').waitFor();
  await dialog.waitFor({ state: 'detached' });

  // The new brand is the picker's value, and the product form was not submitted with it.
  expect(await picker.inputValue()).toBe(brandName);
  await shot(page, 'masterfile-brand-picked');
  const [saved] = await brandsNamed(brandName);
  expect(saved).toMatchObject({ brandName, description });
  const products = await api.get('inventory/products');
  expect(products.body.meta.total).toBe(0);
});

test('the new brand is listed on the Product Brands screen, opened from the side navigation', async () => {
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  const masterfile = nav.getByRole('button', { name: 'Masterfile' });
  if ((await masterfile.getAttribute('aria-expanded')) !== 'true') await masterfile.click();
  await nav.getByRole('link', { name: 'Product Brands' }).click();
  await page.waitForURL(`${shop.url}/masterfile/product-brands`);
  await page.getByRole('heading', { name: 'Product Brands', level: 1 }).waitFor();
  const row = page.getByRole('row').filter({ has: page.getByRole('gridcell', { name: brandName, exact: true }) });
  await row.waitFor();
  expect(await row.innerText()).toContain(description);
  await shot(page, 'masterfile-brand-listed');
});
