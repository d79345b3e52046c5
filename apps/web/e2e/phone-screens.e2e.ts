// A shop's first hour on a phone: every screen of the side navigation, opened by its owner on a
// 390 × 844 screen with a product and a sale in the shop, fits the screen's width (a wide table
// scrolls sideways within itself, never the page). One walk through every link.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { NAVIGATION_ITEMS } from '../src/app/navigation/navigation-items';
import type { NavigationItem } from '../src/app/navigation/navigation-types';
import { apiClient, launchBrowser, newPage, newShop, open, shot, signIn, type Shop } from './support/harness';
import { PHONE_VIEWPORT, sidewaysOverflow } from './support/phone';
import { NOODLES, shopBasics, stockedProduct } from './support/pos';
import { postSale, salePayload } from './support/sales';

let browser: Browser;
let shop: Shop;
let page: Page;

/** Every route the side navigation links to. */
function routesOf(items: readonly NavigationItem[]): string[] {
  return items.flatMap((item) => ('route' in item && item.route ? [item.route] : 'children' in item ? routesOf(item.children) : []));
}

beforeAll(async () => {
  [browser, shop] = await Promise.all([launchBrowser(), newShop('phone-screens')]);
  const api = await apiClient(shop.url, shop.adminEmail, shop.adminPassword);
  const basics = await shopBasics(api);
  const noodles = await stockedProduct(api, basics, NOODLES, 20);
  const sale = await postSale(
    shop.url,
    api.token,
    salePayload({
      salesChannelId: basics.channelId,
      customerId: basics.walkInId,
      lines: [{ productId: noodles.id, orderedUomId: basics.pieceId, orderedQuantity: 2, orderedUnitPrice: noodles.price }],
      payments: [{ paymentType: basics.paymentTypeIds.Cash! }],
    }),
  );
  expect(sale.status, JSON.stringify(sale.body)).toBe(201);
  page = await newPage(browser, { viewport: PHONE_VIEWPORT, hasTouch: true });
  await signIn(page, shop.url, shop.adminEmail, shop.adminPassword);
});

afterAll(async () => {
  await browser?.close();
});

test('every screen of the side navigation fits a phone’s width', async () => {
  const routes = routesOf(NAVIGATION_ITEMS);
  expect(routes.length).toBeGreaterThan(20);
  const wide: string[] = [];
  for (const route of routes) {
    await open(page, `${shop.url}${route}`);
    await page.waitForLoadState('networkidle');
    const overflow = await sidewaysOverflow(page);
    if (overflow > 0) {
      wide.push(`${route} (+${overflow} px)`);
      await shot(page, `phone-wide${route.replaceAll('/', '-')}`);
    }
  }
  expect(wide).toEqual([]);
});
