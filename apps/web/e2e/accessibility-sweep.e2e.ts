// Accessibility sweep (WCAG 2.2 AA): the demo shop's administrator at desktop width follows every
// link of the side navigation (read from the menu as shown), and axe-core reads each screen once it
// has its content; then what the screen's Add/New button opens (its dialog, also after Save with
// nothing filled in, or its form), what a click on its first row opens, a list while it loads, the
// list's row and column menus, and the shell's search, quick panel and user menu. Every critical or
// serious violation is collected, and the test fails once at the end with the whole list
// (screen → rule → element), so one run shows everything.
import type { Page, Request } from 'playwright-core';
import type { Result } from 'axe-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { followNavigationLink, sideNavigationLinks, type NavigationLink } from './support/app';
import { seriousViolations } from './support/axe';
import { baseUrl, launchBrowser, newPage, shot, signIn } from './support/harness';

/** The demo shop's administrator (global-setup.ts sets its password; ADMIN_EMAIL's default). */
const DEMO_ADMIN = { email: 'admin@demo.shop', password: 'demo12345' };

/**
 * Header buttons that are not opened: they start a new sale or quotation on the terminal (a
 * document is created), and the terminal is read by the POS browser tests.
 */
const NOT_OPENED = /^New (Sales Order|Quotation)$/;

let browser: Awaited<ReturnType<typeof launchBrowser>>;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await newPage(browser);
  const isApi = (request: Request) => new URL(request.url()).pathname.startsWith('/api/');
  page.on('request', (request) => void (isApi(request) && inFlight.add(request)));
  page.on('requestfinished', answered);
  page.on('requestfailed', answered);
  await signIn(page, baseUrl(), DEMO_ADMIN.email, DEMO_ADMIN.password);
});
afterAll(async () => {
  await browser?.close();
});

/** Requests to the API the page has sent and not yet had answered. */
const inFlight = new Set<Request>();
const waitingForAnswers: (() => void)[] = [];

function answered(request: Request): void {
  inFlight.delete(request);
  for (const wake of waitingForAnswers.splice(0)) wake();
}

/** Waits until no API request is open. */
async function settled(): Promise<void> {
  while (inFlight.size > 0) await new Promise<void>((wake) => waitingForAnswers.push(wake));
}

/**
 * Waits until the screen (or the dialog named) shows its content: a heading, no spinner or
 * skeleton (a progress bar with a value, e.g. the setup checklist's, is content), and each list
 * either with rows or with its empty notice.
 */
async function contentShown(page: Page, within = 'main'): Promise<void> {
  if (within === 'main') await page.locator('main h1').first().waitFor();
  // Until the DOM shows content with no request open, two frames after: a screen may mount its
  // list (and send its request) a moment after its heading.
  for (;;) {
    await settled();
    await page.waitForFunction((scope) => {
      const root = document.querySelector(scope);
      if (!root || root.querySelector('[role="progressbar"]:not([aria-valuenow]), .MuiSkeleton-root')) return false;
      return [...root.querySelectorAll<HTMLElement>('[role="grid"]')].every(
        (grid) => grid.querySelector('[role="gridcell"]') !== null || grid.innerText.includes('No records found'),
      );
    }, within);
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    if (inFlight.size === 0) return;
  }
}

type Finding = { where: string; violations: Result[] };
const findings: Finding[] = [];

async function sweep(where: string, include?: string): Promise<void> {
  const violations = await seriousViolations(page, include ? { include } : {});
  if (violations.length > 0) findings.push({ where, violations });
}

/** page → [impact] rule: help, then one line per element (its selector and markup). */
function report(list: Finding[]): string {
  return list
    .flatMap(({ where, violations }) =>
      violations.map(
        (v) =>
          `${where} → [${v.impact}] ${v.id}: ${v.help}\n` +
          v.nodes.map((node) => `      at ${node.target.join(' ')}  ${node.html.replace(/\s+/g, ' ').slice(0, 140)}`).join('\n'),
      ),
    )
    .join('\n');
}

/** The screen's own Add/New button beside its title, when it has one that opens a dialog or a form. */
async function addButtonOf(page: Page) {
  const header = page.locator('main h1').first().locator('xpath=../..');
  const buttons = header.getByRole('button', { name: /^(Add|New)\b/ });
  for (const button of await buttons.all()) {
    const name = ((await button.textContent()) ?? '').trim();
    if (!NOT_OPENED.test(name)) return { button, name };
  }
  return null;
}

/**
 * Clicks what opens a dialog or another screen, waits for its content and reads it with axe; a
 * dialog is closed again, another screen is left (answers which it was). A new record's dialog is
 * also read after Save with nothing filled in, showing its field errors.
 */
async function openAndSweep(
  screen: NavigationLink,
  what: string,
  open: () => Promise<void>,
  { saveEmpty = false } = {},
): Promise<'dialog' | 'page'> {
  const dialog = page.getByRole('dialog');
  await open();
  // The waiter that loses the race is left to end on its own, its failure unheard.
  const opened = await Promise.race([
    dialog.waitFor().then(
      () => 'dialog' as const,
      () => 'page' as const,
    ),
    page
      .waitForURL((url) => url.pathname !== screen.path)
      .then(
        () => 'page' as const,
        () => 'dialog' as const,
      ),
  ]);
  if (opened === 'page') {
    await contentShown(page);
    await sweep(`${screen.entry} › ${what} (${new URL(page.url()).pathname})`);
    return opened;
  }
  await contentShown(page, '[role="dialog"]');
  await sweep(`${screen.entry} › ${what} (dialog)`, '[role="dialog"]');
  const save = dialog.locator('button[type="submit"]');
  if (saveEmpty && (await save.count()) === 1 && (await save.isEnabled())) {
    await save.click();
    // Field errors, or the error dialog over it.
    await page.waitForFunction(() => {
      const dialogs = document.querySelectorAll('[role="dialog"]');
      return dialogs.length !== 1 || dialogs[0]!.querySelector('[aria-invalid="true"]') !== null;
    });
    await contentShown(page, '[role="dialog"]');
    await sweep(`${screen.entry} › ${what} (dialog, saved empty)`, '[role="dialog"]');
    if ((await dialog.count()) > 1) await page.getByRole('button', { name: 'OK', exact: true }).click();
  }
  const close = dialog.getByRole('button', { name: /^(Cancel|Close)$/ }).first();
  if (await close.count()) await close.click();
  else await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  return opened;
}

/** A menu a button of the list opens (row actions, columns): read with axe, then closed with Escape. */
async function sweepMenu(screen: NavigationLink, what: string, button: ReturnType<Page['getByRole']>): Promise<void> {
  await button.click();
  const menu = page.getByRole('menu');
  await menu.waitFor();
  await sweep(`${screen.entry} › ${what}`, '[role="menu"]');
  await page.keyboard.press('Escape');
  await menu.waitFor({ state: 'detached' });
}

test('axe-core finds nothing serious on any screen of the navigation, nor in what its Add/New button or first row opens', async () => {
  const links = await sideNavigationLinks(page);
  // The administrator sees every area of the product.
  for (const area of ['Masterfile ›', 'Settings ›', 'Inventory ›', 'Sales ›', 'Purchasing ›']) {
    expect(
      links.some((link) => link.entry.startsWith(area)),
      area,
    ).toBe(true);
  }
  // A list while it loads (its spinner over the empty grid), held until axe has read it.
  const firstList = links.find((link) => link.entry.startsWith('Masterfile ›'))!;
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const holdLists = (url: URL) => url.pathname.startsWith('/api/') && url.searchParams.has('pageSize');
  await page.route(holdLists, async (route) => {
    await held;
    await route.fallback();
  });
  await followNavigationLink(page, firstList);
  await page.locator('main [role="grid"] [role="progressbar"]').waitFor();
  await sweep(`${firstList.entry}, while its list loads`);
  release();
  await page.unroute(holdLists);

  const swept: string[] = [];
  let placeholderSwept = false;
  let menusSwept = false;
  const navigation = page.getByRole('navigation', { name: 'Main navigation' });
  for (const followed of links) {
    // The terminal and its queue are screens of their own, outside the shell: back to the last one in it.
    while (!(await navigation.isVisible())) {
      await page.goBack();
      await contentShown(page);
    }
    await followNavigationLink(page, followed);
    // Where the link settles: /pos opens the terminal of the shop's only channel.
    await page.waitForURL((url) => url.pathname !== '/pos');
    await contentShown(page);
    const link: NavigationLink = { ...followed, path: new URL(page.url()).pathname };
    // The notice of an area still being built is one screen, whichever link shows it.
    const placeholder = (await page.getByText(/ is not available yet$/).count()) > 0;
    if (placeholder && placeholderSwept) continue;
    placeholderSwept ||= placeholder;
    await sweep(link.entry);
    swept.push(link.entry);
    // The terminal and its queue (outside the shell) are read as they open; their buttons are the POS tests'.
    if (placeholder || !(await navigation.isVisible())) continue;

    // The list's own menus are the same on every list: read once, where a row has actions.
    const rowActions = page.getByRole('main').getByRole('button', { name: 'Actions', exact: true }).first();
    if (!menusSwept && (await rowActions.count()) > 0) {
      await sweepMenu(link, 'row actions', rowActions);
      await sweepMenu(link, 'columns', page.getByRole('main').getByRole('button', { name: 'Columns', exact: true }).first());
      menusSwept = true;
    }
    const add = await addButtonOf(page);
    if (add && (await openAndSweep(link, add.name, () => add.button.click(), { saveEmpty: true })) === 'page') {
      await page.goBack();
      await page.waitForURL((url) => url.pathname === link.path);
      await contentShown(page);
    }
    // The first record, as a click on its row opens it: its details screen or its edit dialog.
    const firstRow = page.locator('main .list-table-clickable [role="gridcell"]:not([data-field="__check__"]):not([data-field="actions"])');
    if ((await firstRow.count()) > 0) await openAndSweep(link, 'first record', () => firstRow.first().click());
  }

  // The shell's own panels, once: the search with its answers, the quick panel, the user menu.
  const shell: NavigationLink = { entry: 'Shell', group: null, label: 'Shell', path: new URL(page.url()).pathname };
  await page.getByRole('banner').getByRole('button', { name: 'Search', exact: true }).click();
  const search = page.getByRole('dialog');
  await search.getByRole('combobox', { name: 'Search' }).fill('a');
  await search.locator('[role="option"], [role="status"]').first().waitFor();
  await contentShown(page, '[role="dialog"]');
  await sweep('Shell › search, with answers', '[role="dialog"]');
  await page.keyboard.press('Escape');
  await search.waitFor({ state: 'detached' });
  await page.getByRole('button', { name: 'Open the quick panel' }).click();
  const quickPanel = page.getByRole('region', { name: 'Quick panel' });
  await quickPanel.waitFor();
  await sweep('Shell › quick panel', '.MuiDrawer-paper[aria-label="Quick panel"]');
  await quickPanel.getByRole('button', { name: 'Close the quick panel' }).click();
  await quickPanel.waitFor({ state: 'detached' });
  await sweepMenu(shell, 'user menu', page.getByRole('button', { name: 'Open the user menu' }));

  await shot(page, 'accessibility-sweep-last-screen');
  console.info(`axe-core read ${swept.length} screens: ${swept.join(', ')}`);
  expect(report(findings)).toBe('');
}, 300_000);
