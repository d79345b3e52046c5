import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { baseUrl, launchBrowser, newPage, open, shot } from './support/harness';

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await newPage(browser);
});
afterAll(async () => {
  await browser?.close();
});

test('the login page renders its form', async () => {
  await open(page, `${baseUrl()}/login`);
  await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
  expect(await page.getByLabel('E-Mail').isVisible()).toBe(true);
  expect(await page.getByLabel('Password', { exact: true }).isVisible()).toBe(true);
  expect(await page.getByRole('button', { name: 'Login' }).isVisible()).toBe(true);
  await shot(page, 'login');
});
