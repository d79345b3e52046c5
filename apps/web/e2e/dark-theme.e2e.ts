// Spec 2.3 and 9: dark mode, turned on in the configuration panel, is kept across a reload.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { backgroundLuminance, openConfigPanel } from './support/app';
import { launchBrowser, newPage, newShop, shot, signIn, waitForApp, type Shop } from './support/harness';

let browser: Browser;
let shop: Shop;
let page: Page;

beforeAll(async () => {
  [browser, shop] = await Promise.all([launchBrowser(), newShop('dark-theme')]);
  page = await newPage(browser);
});
afterAll(async () => {
  await browser?.close();
});

const scheme = () => page.evaluate(() => document.documentElement.dataset.colorScheme);

test('Dark Mode turns the app dark, and it stays dark after a reload', async () => {
  await signIn(page, shop.url, shop.adminEmail, shop.adminPassword);
  expect(await scheme()).toBe('light');
  expect(await backgroundLuminance(page)).toBeGreaterThan(0.5);

  const panel = await openConfigPanel(page);
  const darkMode = panel.getByRole('switch', { name: 'Dark Mode' });
  expect(await darkMode.isChecked()).toBe(false);
  await darkMode.check();
  await page.waitForFunction(() => document.documentElement.dataset.colorScheme === 'dark');
  expect(await backgroundLuminance(page)).toBeLessThan(0.1);
  await shot(page, 'dark-theme-panel');
  await panel.getByRole('button', { name: 'Close the configuration panel' }).click();
  await panel.waitFor({ state: 'detached' });

  await page.reload();
  await waitForApp(page);
  await page.getByRole('heading', { name: 'Sales Orders', level: 1 }).waitFor();
  expect(await scheme()).toBe('dark');
  expect(await backgroundLuminance(page)).toBeLessThan(0.1);
  // The page's own surfaces are dark too, not only the body behind them.
  expect(await backgroundLuminance(page, 'header')).toBeLessThan(0.1);
  await shot(page, 'dark-theme-after-reload');
  expect(await (await openConfigPanel(page)).getByRole('switch', { name: 'Dark Mode' }).isChecked()).toBe(true);
});
