// Accessibility (WCAG 2.2 AA): the keyboard path from sign-in to a new sale (skip link, focus
// ring, a few Tabs), Alt+T and the keyboard help, and axe-core on the shell in every theme colour,
// light and dark, left to right and right to left.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { expectNoSeriousViolations } from './support/axe';
import { AFTER_LOGIN_PATH, launchBrowser, newPage, newShop, open, shot, signIn, type Shop } from './support/harness';

let browser: Browser;
let shop: Shop;
let page: Page;

beforeAll(async () => {
  [browser, shop] = await Promise.all([launchBrowser(), newShop('a11y')]);
  page = await newPage(browser);
  // axe must run under the app's real content security policy, without tripping it.
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { cspViolations: seen });
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  await signIn(page, shop.url, shop.adminEmail, shop.adminPassword);
});
afterAll(async () => {
  await browser?.close();
});

/** What has the keyboard focus: its role-ish tag and its accessible text. */
const focused = () =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    return { tag: element?.tagName ?? '', id: element?.id ?? '', text: (element?.innerText ?? '').trim() };
  });

/** The outline the focused element is drawn with. */
const focusOutline = () =>
  page.evaluate(() => {
    const style = getComputedStyle(document.activeElement!);
    return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
  });

test('after sign-in the first Tab is the skip link, and NEW SALES ORDER is Tab, Enter, Tab away', async () => {
  await page.getByRole('button', { name: 'New Sales Order' }).waitFor();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  expect((await focused()).text).toBe('Skip to main content');
  // Out of sight until focused, then on screen.
  const box = await skip.boundingBox();
  expect(box && box.y >= 0 && box.x >= 0).toBe(true);
  expect((await focusOutline()).style).toBe('solid');
  await shot(page, 'a11y-skip-link');

  await page.keyboard.press('Enter');
  expect(await focused()).toMatchObject({ tag: 'MAIN', id: 'main-content' });
  expect(new URL(page.url()).pathname).toBe(AFTER_LOGIN_PATH);
  // A new shop's administrator finds its setup checklist first in the page: one Tab to its Hide
  // button; Enter hides it for good and leaves the focus on the page, as the skip link does.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Hide the setup checklist');
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Hide the setup checklist' }).waitFor({ state: 'detached' });
  expect(await focused()).toMatchObject({ tag: 'MAIN', id: 'main-content' });
  let tabs = 0;
  const onNewSalesOrder = async () => {
    const now = await focused();
    return now.tag === 'BUTTON' && /^new sales order$/i.test(now.text);
  };
  while (!(await onNewSalesOrder()) && tabs < 10) {
    await page.keyboard.press('Tab');
    tabs++;
  }
  // Then Tab (skip link), Enter, Tab: not the 34 Tabs through the menu, the toolbar and the filters.
  expect(tabs).toBe(1);
  const ring = await focusOutline();
  expect(ring.style).toBe('solid');
  expect(ring.width).toBeGreaterThanOrEqual(2);
  await shot(page, 'a11y-new-sales-order-focused');

  await page.keyboard.press('Enter');
  await page.waitForURL(/\/pos\/\d+\/terminal$/);
});

test('everything focusable shows a ring: a menu entry, a menu item, a text field, a cell of a list', async () => {
  await open(page, `${shop.url}/sales/customers`);
  await page.getByRole('gridcell', { name: 'Walk-in Customer' }).waitFor();

  const entry = page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Quotations' });
  await entry.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  expect((await focused()).text).toBe('Quotations');
  expect(await focusOutline()).toMatchObject({ style: 'solid', width: 2 });

  await page.getByRole('button', { name: 'Open the user menu' }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('menuitem', { name: 'My Profile' }).waitFor();
  expect((await focused()).text).toBe('My Profile');
  expect(await focusOutline()).toMatchObject({ style: 'solid', width: 2 });
  await shot(page, 'a11y-menu-item-focused');
  await page.keyboard.press('Escape');

  // A text field shows its focus with its 2px frame in the theme colour.
  const search = page.getByRole('textbox', { name: 'Search customer name' });
  await search.focus();
  const frame = await search.evaluate((input) => {
    const outline = input.closest('.MuiInputBase-root')!.querySelector('fieldset')!;
    return { width: parseFloat(getComputedStyle(outline).borderTopWidth), color: getComputedStyle(outline).borderTopColor };
  });
  expect(frame.width).toBe(2);
  expect(frame.color).toBe('rgb(79, 70, 229)');

  // Into the list by keyboard: its first header (the select-all box), across to Customer Name, down to the first row.
  const grid = page.getByRole('grid');
  for (let tabs = 0; tabs < 10 && !(await grid.evaluate((element) => element.contains(document.activeElement))); tabs++) {
    await page.keyboard.press('Tab');
  }
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowDown');
  const cell = page.getByRole('gridcell', { name: 'Walk-in Customer' });
  expect(await cell.evaluate((element) => element === document.activeElement)).toBe(true);
  expect(await focusOutline()).toMatchObject({ style: 'solid', width: 2 });
  // Enter opens the row's record, as a click does.
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/sales\/customers\/\d+$/);
});

test('? opens the keyboard help with the terminal’s keys, and Alt+T starts a sale from any page', async () => {
  await open(page, `${shop.url}/inventory/products`);
  await page.getByRole('heading', { name: 'Products', level: 1 }).waitFor();
  await page.keyboard.press('?');
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await help.waitFor();
  expect(await help.getByRole('table', { name: 'Terminal' }).getByRole('rowheader', { name: 'F9' }).count()).toBe(1);
  expect(await help.getByRole('table', { name: 'Anywhere' }).getByRole('rowheader', { name: 'Alt+T' }).count()).toBe(1);
  await expectNoSeriousViolations(page, { what: 'the keyboard help', include: '[role="dialog"]' });
  await shot(page, 'a11y-keyboard-help');
  await page.keyboard.press('Escape');
  await help.waitFor({ state: 'detached' });

  // From a text field too: Alt+T is not typing.
  await page.getByRole('textbox', { name: /search/i }).focus();
  await page.keyboard.press('Alt+T');
  await page.waitForURL(/\/pos\/\d+\/terminal$/);
});

test('axe-core finds nothing serious on the shell in every theme colour, light and dark, and right to left', async () => {
  for (const theme of ['default', 'teal', 'green', 'purple', 'red', 'orange']) {
    for (const style of ['light', 'dark']) {
      const answer = await page.goto(`${shop.url}${AFTER_LOGIN_PATH}?theme=${theme}&style=${style}`);
      expect(answer?.headers()['content-security-policy']).toContain("script-src 'self'");
      await page.getByRole('button', { name: 'New Sales Order' }).waitFor();
      await page.waitForLoadState('networkidle');
      await expectNoSeriousViolations(page, { what: `the sales orders list, ${theme} ${style}` });
      expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
    }
  }
  await shot(page, 'a11y-orange-dark');
  await open(page, `${shop.url}/sales/customers?theme=default&style=light&rtl=true`);
  await page.getByRole('gridcell', { name: 'Walk-in Customer' }).waitFor();
  expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
  await expectNoSeriousViolations(page, { what: 'the customers list, right to left' });
  await page.getByRole('button', { name: 'Open the configuration panel' }).click();
  await page.getByRole('region', { name: 'Configuration' }).waitFor();
  await expectNoSeriousViolations(page, { what: 'the configuration panel, right to left' });
  await shot(page, 'a11y-rtl-config-panel');
  await open(page, `${shop.url}/sales/customers?rtl=false`);
});
