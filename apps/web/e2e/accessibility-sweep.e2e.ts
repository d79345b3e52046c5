// Accessibility sweep (WCAG 2.2 AA): the demo shop's administrator at desktop width follows every
// link of the side navigation, and axe-core reads each screen once it has its content, then the
// dialog or form that the screen's Add/New button opens. Every critical or serious violation is
// collected, and the test fails once at the end with the whole list (screen → rule → element).
import type { Page } from 'playwright-core';
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
  await signIn(page, baseUrl(), DEMO_ADMIN.email, DEMO_ADMIN.password);
});
afterAll(async () => {
  await browser?.close();
});

/**
 * Waits until the screen (or the dialog named) shows its content: a heading, no spinner or
 * skeleton (a progress bar with a value, e.g. the setup checklist's, is content), and each list
 * either with rows or with its empty notice.
 */
async function contentShown(page: Page, within = 'main'): Promise<void> {
  if (within === 'main') await page.locator('main h1').first().waitFor();
  await page.waitForFunction((scope) => {
    const root = document.querySelector(scope);
    if (!root || root.querySelector('[role="progressbar"]:not([aria-valuenow]), .MuiSkeleton-root')) return false;
    return [...root.querySelectorAll<HTMLElement>('[role="grid"]')].every(
      (grid) => grid.querySelector('[role="gridcell"]') !== null || grid.innerText.includes('No records found'),
    );
  }, within);
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

/** Opens the screen's Add/New dialog or form, reads it with axe, and closes it (or comes back). */
async function sweepAddButton(screen: NavigationLink): Promise<void> {
  const found = await addButtonOf(page);
  if (!found) return;
  const dialog = page.getByRole('dialog');
  await found.button.click();
  const opened = await Promise.race([
    dialog.waitFor().then(() => 'dialog' as const),
    page.waitForURL((url) => url.pathname !== screen.path).then(() => 'page' as const),
  ]);
  if (opened === 'dialog') {
    await contentShown(page, '[role="dialog"]');
    await sweep(`${screen.entry} › ${found.name} (dialog)`, '[role="dialog"]');
    const close = dialog.getByRole('button', { name: /^(Cancel|Close)$/ }).first();
    if (await close.count()) await close.click();
    else await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  } else {
    await contentShown(page);
    await sweep(`${screen.entry} › ${found.name} (${new URL(page.url()).pathname})`);
  }
}

test('axe-core finds nothing serious on any screen of the navigation, nor in the dialogs and forms their Add/New buttons open', async () => {
  const links = await sideNavigationLinks(page);
  // The administrator sees every area of the product.
  for (const area of ['Masterfile ›', 'Settings ›', 'Inventory ›', 'Sales ›', 'Purchasing ›']) {
    expect(
      links.some((link) => link.entry.startsWith(area)),
      area,
    ).toBe(true);
  }
  const swept: string[] = [];
  let placeholderSwept = false;
  for (const link of links) {
    await followNavigationLink(page, link);
    await contentShown(page);
    // The notice of an area still being built is one screen, whichever link shows it.
    const placeholder = await page.getByText(/ is not available yet$/).count();
    if (placeholder > 0 && placeholderSwept) continue;
    placeholderSwept ||= placeholder > 0;
    await sweep(link.entry);
    swept.push(link.entry);
    if (placeholder === 0) await sweepAddButton(link);
  }
  await shot(page, 'accessibility-sweep-last-screen');
  console.info(`axe-core read ${swept.length} screens: ${swept.join(', ')}`);
  expect(report(findings)).toBe('');
}, 300_000);
