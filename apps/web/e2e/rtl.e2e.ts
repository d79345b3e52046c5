// Spec 2.3 and 9: the RTL switch of the configuration panel lays the app out right to left, and
// the choice is kept across a reload.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { openConfigPanel } from './support/app';
import { DESKTOP_VIEWPORT, launchBrowser, newPage, newShop, shot, signIn, waitForApp, type Shop } from './support/harness';

let browser: Browser;
let shop: Shop;
let page: Page;

beforeAll(async () => {
  [browser, shop] = await Promise.all([launchBrowser(), newShop('rtl')]);
  page = await newPage(browser);
});
afterAll(async () => {
  await browser?.close();
});

const direction = () => page.evaluate(() => document.documentElement.dir);
/** Where the side navigation sits: its middle, left or right of the window's middle. */
async function sidenavSide(): Promise<'left' | 'right'> {
  const box = await page.getByRole('complementary', { name: 'Sidenav' }).boundingBox();
  if (!box) throw new Error('The side navigation is not shown');
  return box.x + box.width / 2 < DESKTOP_VIEWPORT.width / 2 ? 'left' : 'right';
}

test('RTL sets dir="rtl" on the document and moves the side navigation right, also after a reload', async () => {
  await signIn(page, shop.url, shop.adminEmail, shop.adminPassword);
  expect(await direction()).toBe('ltr');
  expect(await sidenavSide()).toBe('left');

  const panel = await openConfigPanel(page);
  await panel.getByRole('switch', { name: 'RTL' }).check();
  await page.waitForFunction(() => document.documentElement.dir === 'rtl');
  await panel.getByRole('button', { name: 'Close the configuration panel' }).click();
  await panel.waitFor({ state: 'detached' });
  expect(await sidenavSide()).toBe('right');

  await page.reload();
  await waitForApp(page);
  await page.getByRole('heading', { name: 'Sales Orders', level: 1 }).waitFor();
  expect(await direction()).toBe('rtl');
  expect(await sidenavSide()).toBe('right');
  await shot(page, 'rtl-after-reload');

  // And back.
  await (await openConfigPanel(page)).getByRole('switch', { name: 'RTL' }).uncheck();
  await page.waitForFunction(() => document.documentElement.dir === 'ltr');
});
