// Issue 4 items 10 and 12: turning a feature flag off on the Feature Flags screen hides its menu
// entries at once (rma_warranty_module: the RMA & Warranty group and Masterfile › Warranty
// Templates), and turning it on again shows them.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { sideNavigationEntries } from './support/app';
import { apiClient, launchBrowser, newPage, newShop, open, shot, signIn, type Shop } from './support/harness';

let browser: Browser;
let shop: Shop;
let page: Page;

beforeAll(async () => {
  [browser, shop] = await Promise.all([launchBrowser(), newShop('feature-flags')]);
  page = await newPage(browser);
  await signIn(page, shop.url, shop.adminEmail, shop.adminPassword);
});
afterAll(async () => {
  await browser?.close();
});

const RMA_ENTRIES = ['RMA & Warranty › RMA', 'RMA & Warranty › Product Warranties', 'Masterfile › Warranty Templates'];

async function flipRmaWarranty(expected: boolean) {
  const toggle = page.getByRole('switch', { name: 'RMA & Warranty' });
  await toggle.click();
  await page
    .getByRole('alert')
    .filter({ hasText: `RMA & Warranty is now ${expected ? 'on' : 'off'}.` })
    .waitFor();
  expect(await toggle.isChecked()).toBe(expected);
}

test('turning RMA & Warranty off hides its menu entries at once and after a reload; on again shows them', async () => {
  await open(page, `${shop.url}/settings/feature-flags`);
  await page.getByRole('switch', { name: 'RMA & Warranty' }).waitFor();
  expect(await page.getByRole('switch', { name: 'RMA & Warranty' }).isChecked()).toBe(true);
  expect(await sideNavigationEntries(page)).toEqual(expect.arrayContaining(RMA_ENTRIES));
  await shot(page, 'feature-flags-on');

  await flipRmaWarranty(false);
  const off = await sideNavigationEntries(page);
  await shot(page, 'feature-flags-rma-off');
  expect(off.filter((entry) => RMA_ENTRIES.includes(entry))).toEqual([]);
  expect(off.some((entry) => entry.startsWith('RMA & Warranty'))).toBe(false);
  // Other flags' entries stay.
  expect(off).toContain('Masterfile › Commission Templates');

  const flags = await (await apiClient(shop.url, shop.adminEmail, shop.adminPassword)).get('setting/feature-flags/client-flags');
  expect(flags.body.data.rma_warranty_module).toBe(false);
  await page.reload();
  expect((await sideNavigationEntries(page)).filter((entry) => RMA_ENTRIES.includes(entry))).toEqual([]);

  await flipRmaWarranty(true);
  expect(await sideNavigationEntries(page)).toEqual(expect.arrayContaining(RMA_ENTRIES));
  await shot(page, 'feature-flags-rma-on-again');
});
