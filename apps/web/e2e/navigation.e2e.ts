// The side navigation follows the user's permissions (spec 2.2, 6): an Administrator sees the
// administration areas, a Cashier does not.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { sideNavigationEntries } from './support/app';
import { apiClient, launchBrowser, newPage, newShop, shot, signIn, type Shop } from './support/harness';

let browser: Browser;
let shop: Shop;
const cashier = { email: 'cashier@example.com', password: 'cashier-secret-1' };

beforeAll(async () => {
  [browser, shop] = await Promise.all([launchBrowser(), newShop('navigation')]);
  const admin = await apiClient(shop.url, shop.adminEmail, shop.adminPassword);
  const created = await admin.post('masterfile/system-users', {
    firstname: 'Carla',
    lastname: 'Santos',
    email: cashier.email,
    displayName: 'Carla',
    password: cashier.password,
    roles: ['Cashier'],
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
});
afterAll(async () => {
  await browser?.close();
});

async function entriesSeenBy(email: string, password: string, screenshot: string): Promise<string[]> {
  const page = await newPage(browser);
  try {
    await signIn(page, shop.url, email, password);
    const entries = await sideNavigationEntries(page);
    await shot(page, screenshot);
    return entries;
  } finally {
    await page.context().close();
  }
}

test('an Administrator sees System Users and Settings; a Cashier sees neither, and nothing the Administrator does not', async () => {
  const admin = await entriesSeenBy(shop.adminEmail, shop.adminPassword, 'navigation-administrator');
  const seller = await entriesSeenBy(cashier.email, cashier.password, 'navigation-cashier');

  expect(admin).toContain('Masterfile › System Users');
  expect(admin).toContain('Masterfile › Roles');
  expect(admin).toEqual(expect.arrayContaining(['Settings › Company Profile', 'Settings › Menu Settings', 'Settings › Feature Flags']));

  expect(seller).not.toContain('Masterfile › System Users');
  expect(seller.filter((entry) => entry.startsWith('Settings'))).toEqual([]);
  expect(seller).toEqual(expect.arrayContaining(['Sales › Sales Orders', 'Sales › Customers', 'Inventory › Products']));
  // The Cashier's menu is a part of the Administrator's, never more.
  expect(seller.filter((entry) => !admin.includes(entry))).toEqual([]);
  expect(seller.length).toBeLessThan(admin.length);
});
