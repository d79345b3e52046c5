// Issue 4 items 7 and 12: an owner makes a 'Senior Cashier' in the role editor (every permission
// grouped by area) and gives it to a cashier in the user dialog; the cashier's navigation shows the
// new entry after a reload, since the shell reads the user's permissions on each page load.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { sideNavigationEntries } from './support/app';
import { apiClient, launchBrowser, newPage, newShop, open, shot, signIn, type ApiClient, type Shop } from './support/harness';

let browser: Browser;
let shop: Shop;
let api: ApiClient;
let owner: Page;
let cashierPage: Page;
const cashier = { email: 'lorna@example.com', password: 'cashier-secret-1' };

beforeAll(async () => {
  [browser, shop] = await Promise.all([launchBrowser(), newShop('roles')]);
  api = await apiClient(shop.url, shop.adminEmail, shop.adminPassword);
  const created = await api.post('masterfile/system-users', {
    firstname: 'Lorna',
    lastname: 'Reyes',
    email: cashier.email,
    displayName: 'Lorna',
    password: cashier.password,
    roles: ['Cashier'],
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  [owner, cashierPage] = await Promise.all([newPage(browser), newPage(browser)]);
  await signIn(owner, shop.url, shop.adminEmail, shop.adminPassword);
  await signIn(cashierPage, shop.url, cashier.email, cashier.password);
});
afterAll(async () => {
  await browser?.close();
});

const snackbar = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

test('the Administrator role is shown with every permission and cannot be edited', async () => {
  await open(owner, `${shop.url}/masterfile/roles`);
  await owner.getByRole('gridcell', { name: 'Administrator' }).click();
  const dialog = owner.getByRole('dialog', { name: 'Administrator' });
  await dialog.getByRole('group', { name: 'Sales' }).waitFor();
  expect(await dialog.getByText('The Administrator role always holds every permission and cannot be changed or deleted.').isVisible()).toBe(
    true,
  );
  const boxes = dialog.getByRole('checkbox');
  expect(await boxes.count()).toBeGreaterThan(100);
  expect(await boxes.evaluateAll((all) => all.every((b) => (b as HTMLInputElement).checked && (b as HTMLInputElement).disabled))).toBe(
    true,
  );
  expect(await dialog.getByRole('button', { name: 'Update Role' }).count()).toBe(0);
  await shot(owner, 'roles-administrator-locked');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await dialog.waitFor({ state: 'detached' });
});

test("an owner makes a Senior Cashier, gives it to a cashier, and the cashier's navigation changes after a reload", async () => {
  const before = await sideNavigationEntries(cashierPage);
  expect(before).toContain('Sales › Customers');
  expect(before).not.toContain('Purchasing › Suppliers');

  // The role editor: a whole group with its select-all, one permission on its own.
  await open(owner, `${shop.url}/masterfile/roles`);
  await owner.getByRole('button', { name: 'Add Role' }).click();
  const editor = owner.getByRole('dialog', { name: 'New Role' });
  await editor.getByRole('group', { name: 'Purchasing' }).waitFor();
  expect((await editor.boundingBox())?.width).toBe(780);
  await editor.getByRole('textbox', { name: 'Role Name' }).fill('Senior Cashier');
  await editor.getByRole('textbox', { name: 'Description' }).fill('Sells, and looks after suppliers');
  await editor.getByRole('checkbox', { name: 'Select all Customers' }).check();
  for (const permission of ['View Sales Orders', 'Create Sales Orders', 'View Channel', 'View Products', 'View Suppliers'])
    await editor.getByRole('checkbox', { name: permission, exact: true }).check();
  await editor.getByRole('group', { name: 'Purchasing' }).scrollIntoViewIfNeeded();
  await shot(owner, 'roles-senior-cashier-editor');
  await editor.getByRole('button', { name: 'Create Role' }).click();
  await snackbar(owner, 'Created successfully.').waitFor();
  await owner.getByRole('gridcell', { name: 'Senior Cashier' }).waitFor();

  const roles = await api.get('rbac/roles?name[eq]=Senior%20Cashier&relations=permissions');
  expect(roles.body.data[0].permissions).toEqual([
    'Create Customer',
    'Create Sales Orders',
    'Delete Customer',
    'Edit Customer',
    'View Channel',
    'View Customer',
    'View Products',
    'View Sales Orders',
    'View Suppliers',
  ]);

  // The user dialog: Cashier out, Senior Cashier in.
  await open(owner, `${shop.url}/masterfile/system-users`);
  await owner.getByRole('gridcell', { name: cashier.email }).click();
  const userDialog = owner.getByRole('dialog', { name: 'Update User' });
  const roleSelect = userDialog.getByRole('combobox', { name: 'Roles' });
  await userDialog
    .locator('.MuiChip-root', { hasText: /^Cashier$/ })
    .locator('.MuiChip-deleteIcon')
    .click();
  await roleSelect.click();
  await owner.getByRole('option', { name: 'Senior Cashier' }).click();
  await owner.keyboard.press('Escape');
  await shot(owner, 'roles-user-dialog-senior-cashier');
  await userDialog.getByRole('button', { name: 'Update User' }).click();
  await snackbar(owner, 'Updated successfully.').waitFor();
  await owner
    .getByRole('row', { name: new RegExp(cashier.email) })
    .getByText('Senior Cashier')
    .waitFor();
  await shot(owner, 'roles-users-list');

  // The cashier's open page changes on the next load.
  await cashierPage.reload();
  const after = await sideNavigationEntries(cashierPage);
  await shot(cashierPage, 'roles-cashier-navigation-after');
  expect(after).toContain('Purchasing › Suppliers');
  expect(after).toContain('Sales › Customers');
  // Senior Cashier has no View Stocks, which the Cashier role had.
  expect(before).toContain('Inventory › Stocks');
  expect(after).not.toContain('Inventory › Stocks');
});
