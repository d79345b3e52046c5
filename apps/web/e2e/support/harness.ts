// What every browser test builds on: Chromium, a shop of the test file's own, signing in through
// the real form, an HTTP client for setup, and screenshots.
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { ARTIFACTS_DIR, httpRequest, type HttpAnswer } from './http';

export { ARTIFACTS_DIR, type HttpAnswer };
export { CHROMIUM_ARGS, CHROMIUM_PATH, DESKTOP_VIEWPORT } from './chromium';
import { CHROMIUM_ARGS, CHROMIUM_PATH, DESKTOP_VIEWPORT } from './chromium';

/** Where the app sends a user after login (spec 2.1). */
export const AFTER_LOGIN_PATH = '/sales/sales-orders';

/** The demo shop's address (http://localhost:<port>); it has admin@demo.shop / demo12345. */
export function baseUrl(): string {
  return inject('baseUrl');
}

/** A headless Chromium, with any further command-line switches; close it in afterAll. */
export function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: [...CHROMIUM_ARGS, ...extraArgs] });
}

/**
 * The zone of the shops' users, the browser's and the tests' own (TZ in e2e/vitest.config.ts). The
 * lists ask for days in the browser's zone while documents are dated on the shop's calendar
 * (Manila); a browser left in the machine's UTC sees another day than the shop between 00:00 and
 * 08:00 Manila time, and a test run then would fail by the clock.
 */
export const BROWSER_TIME_ZONE = 'Asia/Manila';

/** A page in a context of its own (empty local storage, no cookies) at desktop size, in the shops' zone. */
export async function newPage(browser: Browser, options: BrowserContextOptions = {}): Promise<Page> {
  const context: BrowserContext = await browser.newContext({ viewport: DESKTOP_VIEWPORT, timezoneId: BROWSER_TIME_ZONE, ...options });
  return context.newPage();
}

export type Shop = { slug: string; url: string; adminEmail: string; adminPassword: string };

/**
 * A new shop through the platform API, reachable at http://<slug>.localhost:<port>, with the seeded
 * roles, payment types, Main Store, walk-in customer and its administrator. One per test file, so
 * no file depends on another's data.
 */
export async function newShop(prefix: string): Promise<Shop> {
  const base = new URL(baseUrl());
  const clean =
    prefix
      .toLowerCase()
      .replace(/[^a-z0-9-]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 40) || 'shop';
  const slug = `${clean}-${randomBytes(3).toString('hex')}`;
  const adminEmail = `owner@${slug}.example.com`;
  const adminPassword = `pw-${randomBytes(8).toString('hex')}`;
  const answer = await httpRequest(`${base.origin}/api/platform/tenants`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${inject('platformToken')}` },
    body: { slug, name: `E2E ${clean}`, adminEmail, adminPassword },
  });
  if (answer.status !== 201) throw new Error(`Could not create the shop ${slug}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return { slug, url: `${base.protocol}//${slug}.localhost:${base.port}`, adminEmail, adminPassword };
}

/** Waits until the app has started: index.html's splash screen has faded out and is removed. */
export async function waitForApp(page: Page): Promise<void> {
  await page.locator('#splash-screen').waitFor({ state: 'detached' });
}

/** page.goto, then waitForApp. */
export async function open(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await waitForApp(page);
}

/** Signs in through the login form and waits for the full page load at /sales/sales-orders. */
export async function signIn(page: Page, shopUrl: string, email: string, password: string): Promise<void> {
  await open(page, `${shopUrl}/login`);
  await page.getByLabel('E-Mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(`${shopUrl}${AFTER_LOGIN_PATH}`, { waitUntil: 'load' });
  await waitForApp(page);
}

export type ApiClient = {
  /** Paths are under /api: 'customers' and '/api/customers' are the same. */
  get: <T = any>(path: string) => Promise<HttpAnswer<T>>;
  post: <T = any>(path: string, body?: unknown) => Promise<HttpAnswer<T>>;
  put: <T = any>(path: string, body?: unknown) => Promise<HttpAnswer<T>>;
  delete: <T = any>(path: string) => Promise<HttpAnswer<T>>;
  /** The access token it signed in with. */
  token: string;
};

/** Signs in with POST /api/login and answers a client for test setup through the HTTP API. */
export async function apiClient(shopUrl: string, email: string, password: string): Promise<ApiClient> {
  const origin = new URL(shopUrl).origin;
  const urlOf = (path: string) => `${origin}/api/${path.replace(/^\/?(api\/)?/, '')}`;
  const login = await httpRequest<{ data?: { token?: string } }>(urlOf('login'), { method: 'POST', body: { email, password } });
  const token = login.body?.data?.token;
  if (login.status !== 200 || !token)
    throw new Error(`Could not sign in as ${email} at ${origin}: ${login.status} ${JSON.stringify(login.body)}`);
  const call = <T>(method: string, path: string, body?: unknown) =>
    httpRequest<T>(urlOf(path), {
      method,
      headers: { Authorization: `Bearer ${token}`, 'X-Requested-With': 'XMLHttpRequest' },
      // The API takes a JSON body on every write, an empty one included.
      body: body ?? (method === 'GET' ? undefined : {}),
    });
  return {
    get: (path) => call('GET', path),
    post: (path, body) => call('POST', path, body),
    put: (path, body) => call('PUT', path, body),
    delete: (path) => call('DELETE', path),
    token,
  };
}

/** A full-page PNG at apps/web/e2e/artifacts/<name>.png (git-ignored), once the splash is gone; answers its path. */
export async function shot(page: Page, name: string): Promise<string> {
  await waitForApp(page);
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  const path = join(ARTIFACTS_DIR, `${name}.png`);
  // Transitions are finished first, so a snackbar or dialog is shown as it settles, not half faded in.
  await page.screenshot({ path, fullPage: true, animations: 'disabled', caret: 'hide' });
  return path;
}
