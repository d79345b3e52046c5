// Issue 13 item 8: a new shop's administrator finds, where they land after signing in, the steps
// that make the first receipt the shop's own; each step leads to its screen, is ticked off from
// the shop's data, and the checklist stays hidden once they hide it.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { AFTER_LOGIN_PATH, launchBrowser, newPage, newShop, open, shot, signIn, type Shop } from './support/harness';

let browser: Browser;
let shop: Shop;
let page: Page;

beforeAll(async () => {
  [browser, shop] = await Promise.all([launchBrowser(), newShop('setup-checklist')]);
  page = await newPage(browser);
});
afterAll(async () => {
  await browser?.close();
});

const checklist = () => page.getByRole('region', { name: 'Set up your shop' });

test('the first sign-in shows the setup steps, which follow what the shop sets up', async () => {
  await signIn(page, shop.url, shop.adminEmail, shop.adminPassword);
  // The shop was created with its name; everything else is to do.
  await checklist().getByText('1 of 7 done', { exact: false }).waitFor();
  await shot(page, 'setup-checklist');

  await checklist()
    .getByRole('link', { name: /^Address/ })
    .click();
  await page.waitForURL(`${shop.url}/settings/company-profile`);
  await page.getByRole('textbox', { name: 'Address' }).fill('12 Mabini St, Quezon City');
  await page.getByRole('textbox', { name: 'TIN' }).fill('123-456-789-000');
  await page.getByRole('textbox', { name: 'Receipt Footer' }).fill('Salamat po!');
  await page.getByRole('button', { name: 'Save Company Profile' }).click();
  await page.getByText('Updated successfully.').waitFor();

  await open(page, `${shop.url}${AFTER_LOGIN_PATH}`);
  await checklist().getByText('4 of 7 done', { exact: false }).waitFor();
  expect(await checklist().getByRole('link', { name: /^TIN/ }).textContent()).toBe('TINDone');
  expect(await checklist().getByRole('link', { name: /^Logo/ }).textContent()).toBe('LogoTo do');
});

test('hidden, it stays hidden for that user, across a reload and a new sign-in', async () => {
  await checklist().getByRole('button', { name: 'Hide the setup checklist' }).click();
  await checklist().waitFor({ state: 'detached' });
  await page.reload();
  await page.getByRole('heading', { name: 'Sales Orders' }).first().waitFor();
  expect(await checklist().count()).toBe(0);
  await page.getByRole('button', { name: 'Open the user menu' }).click();
  // Signing out reloads the page at /login: wait for that page itself, not only the address (the
  // app shows /login before the reload), so the sign-in below does not race the reload.
  const reloaded = page.waitForResponse((r) => r.url() === `${shop.url}/login` && r.request().resourceType() === 'document');
  await page.getByRole('menuitem', { name: 'LOGOUT' }).click();
  await reloaded;
  await page.getByRole('button', { name: 'Login' }).waitFor();
  await signIn(page, shop.url, shop.adminEmail, shop.adminPassword);
  await page.getByRole('heading', { name: 'Sales Orders' }).first().waitFor();
  await page.waitForLoadState('networkidle');
  expect(await checklist().count()).toBe(0);
});
