// Customers (spec 2.6, 5, 8): create, edit and delete through the list screen and its dialogs.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { expectNoSeriousViolations } from './support/axe';
import { apiClient, launchBrowser, newPage, newShop, shot, signIn, type ApiClient, type Shop } from './support/harness';

let browser: Browser;
let shop: Shop;
let page: Page;
let api: ApiClient;

const original = { name: 'Aling Nena Sari-Sari Store', contact: '0917 123 4567', address: 'Purok 3, Barangay San Isidro' };
const renamed = 'Aling Nena General Merchandise';

beforeAll(async () => {
  [browser, shop] = await Promise.all([launchBrowser(), newShop('customers')]);
  api = await apiClient(shop.url, shop.adminEmail, shop.adminPassword);
  page = await newPage(browser);
  await signIn(page, shop.url, shop.adminEmail, shop.adminPassword);
});
afterAll(async () => {
  await browser?.close();
});

const dialog = (title: string) => page.getByRole('dialog', { name: title });
const snackbar = (text: string) => page.getByRole('alert').filter({ hasText: text });
const row = (name: string) => page.getByRole('row').filter({ has: page.getByRole('gridcell', { name, exact: true }) });

async function customersNamed(name: string): Promise<{ id: number; customerName: string; contactNumber: string | null }[]> {
  const answer = await api.get(`sales/customers?customerName[eq]=${encodeURIComponent(name)}`);
  expect(answer.status).toBe(200);
  return answer.body.data;
}

async function rowAction(name: string, action: 'Edit' | 'Delete') {
  await row(name).getByRole('button', { name: 'Actions' }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

test('the list opens from the side navigation with the walk-in customer', async () => {
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Customers' }).click();
  await page.waitForURL(`${shop.url}/sales/customers`);
  await page.getByRole('heading', { name: 'Customers', level: 1 }).waitFor();
  await row('Walk-in Customer').waitFor();
  await expectNoSeriousViolations(page, { what: 'the customers list' });
  await shot(page, 'customers-list');
});

test('New Customer: 780px wide, starts with the shop’s payment type, refuses an empty name, then creates the customer', async () => {
  await page.getByRole('button', { name: 'Add Customer' }).click();
  const form = dialog('New Customer');
  await form.waitFor();
  expect((await form.boundingBox())?.width).toBe(780);
  // The walk-in customer's payment type (Cash) is the shop's default.
  await expect.poll(() => form.getByRole('combobox', { name: 'Default Payment Type' }).innerText()).toContain('Cash');

  await form.getByRole('button', { name: 'Create Customer' }).click();
  const correct = snackbar('Please correct the errors before saving.');
  await correct.waitFor();
  expect(await form.getByText('The customer name field is required.').isVisible()).toBe(true);
  expect(await form.getByText('The default payment type field is required.').count()).toBe(0);
  // The focus is on the first field to fix, and the dialog with its messages passes axe.
  expect(await form.getByRole('textbox', { name: 'Customer' }).evaluate((input) => input === document.activeElement)).toBe(true);
  await expectNoSeriousViolations(page, { what: 'the New Customer dialog with its errors', include: '[role="dialog"]' });
  await shot(page, 'customer-new-invalid');
  await correct.getByRole('button', { name: 'Close' }).click();
  await correct.waitFor({ state: 'detached' });
  expect(await customersNamed(original.name)).toEqual([]);

  await form.getByRole('textbox', { name: 'Customer' }).fill(original.name);
  await form.getByRole('textbox', { name: 'Contact Number' }).fill(original.contact);
  await form.getByRole('combobox', { name: 'Default Payment Type' }).click();
  await page.getByRole('option', { name: 'GCash', exact: true }).click();
  await form.getByRole('textbox', { name: 'Address' }).fill(original.address);
  await form.getByRole('textbox', { name: 'Contact Person' }).fill('Nena Reyes');
  await form.getByRole('textbox', { name: 'TIN' }).fill('123456789000');
  await form.getByRole('button', { name: 'Create Customer' }).click();

  await snackbar('Created successfully.').waitFor();
  await form.waitFor({ state: 'detached' });
  await row(original.name).waitFor();
  expect(await row(original.name).innerText()).toContain(original.contact);
  const [saved] = await customersNamed(original.name);
  expect(saved).toMatchObject({
    customerName: original.name,
    contactNumber: original.contact,
    contactPerson: 'Nena Reyes',
    tin: '123-456-789-000',
  });
  // The list's Contact Person column shows what the form took.
  expect(await row(original.name).innerText()).toContain('Nena Reyes');
  await shot(page, 'customer-created');
});

test('Update Customer: starts from the saved values, refuses a blank name, then saves the new one', async () => {
  await rowAction(original.name, 'Edit');
  const form = dialog('Update Customer');
  await form.waitFor();
  const name = form.getByRole('textbox', { name: 'Customer' });
  expect(await name.inputValue()).toBe(original.name);
  expect(await form.getByRole('textbox', { name: 'Contact Number' }).inputValue()).toBe(original.contact);
  expect(await form.getByRole('combobox', { name: 'Default Payment Type' }).innerText()).toContain('GCash');

  await name.fill('');
  await form.getByRole('button', { name: 'Update Customer' }).click();
  await snackbar('Please correct the errors before saving.').waitFor();
  expect(await form.getByText('The customer name field is required.').isVisible()).toBe(true);

  await name.fill(renamed);
  await form.getByRole('button', { name: 'Update Customer' }).click();
  await snackbar('Updated successfully.').waitFor();
  await form.waitFor({ state: 'detached' });
  await row(renamed).waitFor();
  expect(await row(original.name).count()).toBe(0);
  const [saved] = await customersNamed(renamed);
  // What the form did not change stays.
  expect(saved).toMatchObject({ customerName: renamed, contactNumber: original.contact });
  await shot(page, 'customer-updated');
});

test('Delete asks first: Cancel keeps the customer, Confirm deletes it', async () => {
  const [customer] = await customersNamed(renamed);
  await rowAction(renamed, 'Delete');
  const confirm = dialog('Confirm Delete');
  await confirm.waitFor();
  expect(await confirm.getByText('Are you sure you want to delete this record?').isVisible()).toBe(true);
  await shot(page, 'customer-delete-confirm');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await confirm.waitFor({ state: 'detached' });
  expect(await row(renamed).count()).toBe(1);
  expect((await api.get(`sales/customers/${customer!.id}`)).status).toBe(200);

  await rowAction(renamed, 'Delete');
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await snackbar('Deleted successfully.').waitFor();
  await row(renamed).waitFor({ state: 'detached' });
  expect((await api.get(`sales/customers/${customer!.id}`)).status).toBe(404);
  await row('Walk-in Customer').waitFor();
});
