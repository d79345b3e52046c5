// Reading the app's own state in the browser: the stored session, the side navigation, the look.
import type { Page } from 'playwright-core';

/** Local-storage key of the session (apps/web/src/lib/session-store.ts). */
export const SESSION_KEY = 'oim-auth-session';
/** Local-storage key of the appearance config (apps/web/src/lib/appearance-store.ts). */
export const APPEARANCE_KEY = 'oim-appearance-config';

export type StoredSession = {
  isLoggedIn: boolean;
  user: { id: number; email: string; roleNames?: string[] } | null;
  accessToken: string | null;
  refreshToken: string | null;
};

/** The session as persisted in local storage, or null when there is none. */
export async function storedSession(page: Page): Promise<StoredSession | null> {
  const raw = await page.evaluate((key) => localStorage.getItem(key), SESSION_KEY);
  return raw ? (JSON.parse(raw) as { state: StoredSession }).state : null;
}

/** Rewrites the persisted session (the app reads it on the next page load). */
export async function writeSession(page: Page, change: Partial<StoredSession>): Promise<void> {
  await page.evaluate(
    ({ key, change }) => {
      const stored = JSON.parse(localStorage.getItem(key) ?? '{"state":{},"version":0}') as { state: Record<string, unknown> };
      stored.state = { ...stored.state, ...change };
      localStorage.setItem(key, JSON.stringify(stored));
    },
    { key: SESSION_KEY, change },
  );
}

/** One link of the side navigation: 'Group › Link' (or the link alone at the top level), and where it goes. */
export type NavigationLink = { entry: string; group: string | null; label: string; path: string };

/**
 * Every link of the side navigation this user sees, once its permissions, feature flags and menu
 * settings have loaded: top-level links by label, each group's links as 'Group › Link'. Groups are
 * opened one by one (opening one closes its siblings).
 */
export async function sideNavigationLinks(page: Page): Promise<NavigationLink[]> {
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await nav.waitFor();
  await page.waitForLoadState('networkidle');
  const read = (links: Element[]) =>
    links.map((a) => ({ label: (a as HTMLElement).innerText.trim(), path: new URL((a as HTMLAnchorElement).href).pathname }));
  const topLevel = await nav
    .getByRole('link')
    .evaluateAll((links) =>
      links
        .filter((a) => !a.closest('[id^="nav-group-"]'))
        .map((a) => ({ label: (a as HTMLElement).innerText.trim(), path: new URL((a as HTMLAnchorElement).href).pathname })),
    );
  const found: NavigationLink[] = topLevel.map((link) => ({ ...link, entry: link.label, group: null }));
  const groups = nav.locator('[aria-controls^="nav-group-"]');
  const count = await groups.count();
  for (let i = 0; i < count; i++) {
    const group = groups.nth(i);
    const label = (await group.innerText()).trim();
    const listId = await group.getAttribute('aria-controls');
    if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click();
    const list = page.locator(`[id="${listId}"]`);
    await list.waitFor({ state: 'attached' });
    // A dropdown outside the menu-settings sections shows even when empty (spec 2.2): an empty list is never visible.
    if ((await list.getByRole('link').count()) > 0) await list.waitFor();
    for (const link of await list.getByRole('link').evaluateAll(read))
      found.push({ ...link, entry: `${label} › ${link.label}`, group: label });
  }
  return found;
}

/** Every entry of the side navigation this user sees ('Link' or 'Group › Link'); see sideNavigationLinks. */
export async function sideNavigationEntries(page: Page): Promise<string[]> {
  return (await sideNavigationLinks(page)).map((link) => link.entry);
}

/** Follows a link of the side navigation as a user does: its group opened first, then the link clicked. */
export async function followNavigationLink(page: Page, link: NavigationLink): Promise<void> {
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  if (link.group !== null) {
    const group = nav.getByRole('button', { name: link.group, exact: true });
    if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click();
    const list = page.locator(`[id="${await group.getAttribute('aria-controls')}"]`);
    await list.getByRole('link', { name: link.label, exact: true }).click();
  } else {
    await nav.getByRole('link', { name: link.label, exact: true }).click();
  }
  await page.waitForURL((url) => url.pathname === link.path);
}

/** Opens the configuration panel from its floating button. */
export async function openConfigPanel(page: Page) {
  await page.getByRole('button', { name: 'Open the configuration panel' }).click();
  const panel = page.getByRole('region', { name: 'Configuration' });
  await panel.waitFor();
  return panel;
}

/** Relative luminance (0 black … 1 white) of the page's background as painted. */
export async function backgroundLuminance(page: Page, selector = 'body'): Promise<number> {
  return page.locator(selector).evaluate((el) => {
    const [r, g, b] = (getComputedStyle(el).backgroundColor.match(/[\d.]+/g) ?? ['0', '0', '0']).map(Number) as [number, number, number];
    const linear = (c: number) => {
      const s = c / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
  });
}
