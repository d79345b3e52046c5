// Issue 16: an owner records an expense with a photo of its receipt, under a category made on the
// spot from the picker's Add New, finds it in the expenses list and reads it in the expenses
// report's totals per category. The three cash-outflow screens pass the accessibility check.
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { expectNoSeriousViolations } from './support/axe';
import { apiClient, launchBrowser, newPage, newShop, open, shot, signIn, type ApiClient, type Shop } from './support/harness';
import { checkerboardPng } from './support/png';

let browser: Browser;
let shop: Shop;
let page: Page;
let api: ApiClient;

const expense = { category: 'Internet Service', amount: '1234.50', shown: '1,234.50', payee: 'PLDT Home Fiber', notes: 'November bill' };

beforeAll(async () => {
  [browser, shop] = await Promise.all([launchBrowser(), newShop('expenses')]);
  api = await apiClient(shop.url, shop.adminEmail, shop.adminPassword);
  page = await newPage(browser);
  await signIn(page, shop.url, shop.adminEmail, shop.adminPassword);
});
afterAll(async () => {
  await browser?.close();
});

/** Picks an option of a MUI select (a combobox that opens a listbox). */
async function choose(scope: Page | Locator, label: string, option: string) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
  await page.getByRole('listbox').waitFor({ state: 'detached' });
}

test('record an expense with a receipt photo under a new category, then find it in the list and the report', async () => {
  // A new shop starts with the common categories.
  await open(page, `${shop.url}/expenses/expense-categories`);
  await page.getByRole('heading', { name: 'Expense Categories', level: 1 }).waitFor();
  await page.getByRole('gridcell', { name: 'Salaries and Wages' }).waitFor();
  await expectNoSeriousViolations(page, { what: 'the expense categories list' });

  await open(page, `${shop.url}/expenses/expenses`);
  await page.getByRole('heading', { name: 'Expenses', level: 1 }).waitFor();
  await page.getByRole('button', { name: 'New Expense' }).click();
  const form = page.getByRole('dialog', { name: 'New Expense' });

  // A category nobody made yet: the picker's Add New opens the category dialog with the typed name.
  const category = form.getByRole('combobox', { name: 'Expense Category' });
  await category.click();
  await category.pressSequentially(expense.category);
  await page.getByRole('listbox').getByRole('option', { name: 'Add New' }).click();
  const categoryDialog = page.getByRole('dialog', { name: 'New Expense Category' });
  await expect.poll(() => categoryDialog.getByRole('textbox', { name: 'Expense Name' }).inputValue()).toBe(expense.category);
  await categoryDialog.getByRole('button', { name: 'Create Expense Category' }).click();
  await categoryDialog.waitFor({ state: 'detached' });
  await expect.poll(() => category.inputValue()).toBe(expense.category);

  await form.getByRole('textbox', { name: 'Amount' }).fill(expense.amount);
  await choose(form, 'Payment Type', 'Cash');
  await form.getByRole('textbox', { name: 'Payee' }).fill(expense.payee);
  await form.getByRole('textbox', { name: 'Notes' }).fill(expense.notes);
  await form
    .getByLabel('Choose receipt photos')
    .setInputFiles({ name: 'pldt-receipt.png', mimeType: 'image/png', buffer: checkerboardPng() });
  await form.getByRole('img', { name: 'pldt-receipt.png' }).waitFor();
  await expectNoSeriousViolations(page, { what: 'the new expense form', include: '[role="dialog"]' });
  await shot(page, 'expenses-new-expense');
  await form.getByRole('button', { name: 'Create Expense' }).click();
  await form.waitFor({ state: 'detached' });

  // The list shows it, numbered, with its photo kept on the server.
  const row = page.getByRole('row').filter({ hasText: expense.payee });
  await row.waitFor();
  await expect.poll(() => row.innerText()).toMatch(/EX-000001/);
  expect(await row.innerText()).toContain(expense.shown);
  expect(await row.innerText()).toContain(expense.category);
  const saved = (await api.get(`expenses/expenses?globalFilter=${encodeURIComponent(expense.payee)}`)).body.data;
  expect(saved).toHaveLength(1);
  expect(saved[0]).toMatchObject({ amount: 1234.5, payee: expense.payee, status: 'POSTED' });
  const media = await api.get(`media/expenses/${saved[0].id}/presigned?collection=expense_receipts`);
  expect(media.status, JSON.stringify(media.body)).toBe(200);
  expect(media.body.data.files).toHaveLength(1);
  await expectNoSeriousViolations(page, { what: 'the expenses list' });
  await shot(page, 'expenses-list');

  // The report of this month totals it under its category.
  await open(page, `${shop.url}/reports/expenses-report`);
  await page.getByRole('heading', { name: 'Expenses Report', level: 1 }).waitFor();
  const totals = page.getByRole('table', { name: 'Totals per category' });
  const totalRow = totals.getByRole('row').filter({ hasText: expense.category });
  await totalRow.waitFor();
  expect(await totalRow.innerText()).toContain(expense.shown);
  await page.getByRole('row').filter({ hasText: expense.payee }).waitFor();
  await expectNoSeriousViolations(page, { what: 'the expenses report' });
  await shot(page, 'expenses-report');
});
