// Login (spec 2.4, 5, 8): validation, a failed sign-in, and landing on the sales orders.
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { storedSession } from './support/app';
import { expectNoSeriousViolations } from './support/axe';
import { AFTER_LOGIN_PATH, launchBrowser, newPage, newShop, open, shot, type Shop } from './support/harness';

let browser: Browser;
let shop: Shop;
let page: Page;

beforeAll(async () => {
  [browser, shop] = await Promise.all([launchBrowser(), newShop('login')]);
});
afterAll(async () => {
  await browser?.close();
});
afterEach(async () => {
  await page?.context().close();
});

const emailField = () => page.getByLabel('E-Mail');
const passwordField = () => page.getByLabel('Password', { exact: true });
const loginButton = () => page.getByRole('button', { name: 'Login' });

describe('login', () => {
  test('says what is missing and keeps Login disabled until both fields are filled', async () => {
    page = await newPage(browser);
    await open(page, `${shop.url}/login`);
    expect(await loginButton().isDisabled()).toBe(true);
    // Nothing is said before a field has been visited.
    expect(await page.getByText('We need an email address to log you in').count()).toBe(0);

    await emailField().focus();
    await passwordField().focus();
    await page.getByText('We need an email address to log you in').waitFor();
    await emailField().focus();
    await page.getByText('We need a password to log you in').waitFor();
    expect(await loginButton().isDisabled()).toBe(true);
    await expectNoSeriousViolations(page, { what: 'the sign-in page with both messages' });
    await shot(page, 'login-validation');

    await emailField().fill(shop.adminEmail);
    await page.getByText('We need an email address to log you in').waitFor({ state: 'detached' });
    expect(await loginButton().isDisabled()).toBe(true);

    await passwordField().fill('something');
    await page.getByText('We need a password to log you in').waitFor({ state: 'detached' });
    expect(await loginButton().isEnabled()).toBe(true);

    await emailField().fill('');
    await page.getByText('We need an email address to log you in').waitFor();
    expect(await loginButton().isDisabled()).toBe(true);
  });

  test('a wrong password shows the Error snackbar, stays on /login and stores no session', async () => {
    page = await newPage(browser);
    await open(page, `${shop.url}/login`);
    await emailField().fill(shop.adminEmail);
    await passwordField().fill('not-the-password');
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/login'));
    await loginButton().click();
    expect((await answer).status()).toBe(401);

    const snackbar = page.getByRole('alert').filter({ hasText: 'Invalid email or password.' });
    await snackbar.waitFor();
    expect(await snackbar.getByText('Error', { exact: true }).isVisible()).toBe(true);
    // The password is what to retype: it has the focus, selected.
    expect(
      await passwordField().evaluate(
        (input: HTMLInputElement) => input === document.activeElement && input.selectionEnd === input.value.length,
      ),
    ).toBe(true);
    await shot(page, 'login-failed');

    expect(new URL(page.url()).pathname).toBe('/login');
    expect((await storedSession(page))?.isLoggedIn ?? false).toBe(false);
    // The form can be used again, and the snackbar goes away by itself (3 s).
    expect(await loginButton().isEnabled()).toBe(true);
    await snackbar.waitFor({ state: 'detached', timeout: 10_000 });
  });

  test('axe-core finds nothing serious on the sign-in page, light or dark', async () => {
    page = await newPage(browser);
    for (const style of ['light', 'dark']) {
      await open(page, `${shop.url}/login?style=${style}`);
      await emailField().waitFor();
      await expectNoSeriousViolations(page, { what: `the sign-in page, ${style}` });
    }
    await shot(page, 'login-dark');
  });

  test('signing in with the keyboard lands on /sales/sales-orders with a full page load', async () => {
    page = await newPage(browser);
    await open(page, `${shop.url}/login`);
    // A mark on this document: a full page load replaces the window and loses it.
    await page.evaluate(() => Object.assign(window, { e2eSameDocument: true }));

    await emailField().fill(shop.adminEmail);
    await emailField().press('Enter');
    expect(await passwordField().evaluate((input) => input === document.activeElement)).toBe(true);
    await passwordField().fill(shop.adminPassword);
    await passwordField().press('Enter');

    await page.waitForURL(`${shop.url}${AFTER_LOGIN_PATH}`);
    await page.getByRole('heading', { name: 'Sales Orders', level: 1 }).waitFor();
    expect(await page.evaluate(() => 'e2eSameDocument' in window)).toBe(false);
    const session = await storedSession(page);
    expect(session).toMatchObject({ isLoggedIn: true, user: { email: shop.adminEmail } });
    expect(session?.accessToken).toBeTruthy();
    expect(session?.refreshToken).toBeTruthy();
    await shot(page, 'sales-orders');

    // Signed in, /login sends the user into the app.
    await open(page, `${shop.url}/login`);
    await page.waitForURL((url) => url.pathname !== '/login');
    await page.getByRole('navigation', { name: 'Main navigation' }).waitFor();
  });
});
