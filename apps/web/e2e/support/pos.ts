// The point-of-sale terminal in browser tests: a shop's basics and stocked products through the
// API, the terminal's screen parts by role and label, and receipts caught at window.print.
import type { Locator, Page, Request } from 'playwright-core';
import { expect } from 'vitest';
import type { ApiClient } from './harness';

export type ShopBasics = {
  channelId: number;
  locationId: number;
  walkInId: number;
  paymentTypeIds: Record<string, number>;
  unitClassId: number;
  pieceId: number;
};

/** The seeded Main Store channel and location, walk-in customer, payment types and Count unit class. */
export async function shopBasics(api: ApiClient): Promise<ShopBasics> {
  const channel = (await api.get('sales/sales-channels')).body.data[0];
  const walkIn = (await api.get('sales/customers/default')).body.data;
  const types = (await api.get('masterfile/payment-types')).body.data as { id: number; name: string }[];
  const count = (await api.get('masterfile/unit-classes?name=Count&relations=units')).body.data[0];
  return {
    channelId: channel.id,
    locationId: channel.defaultPickingWarehouseId,
    walkInId: walkIn.id,
    paymentTypeIds: Object.fromEntries(types.map((t) => [t.name, t.id])),
    unitClassId: count.id,
    pieceId: count.units.find((u: { unit: string }) => u.unit === 'piece').id,
  };
}

export type StockedProduct = { id: number; sku: string; name: string; price: string; barcode?: string };

/** Two products a sari-sari store sells: one found by name, one with a barcode to scan. */
export const NOODLES = { sku: 'PCANTON-80', name: 'Lucky Me Pancit Canton 80 g', price: '15.00' };
export const COLA = { sku: 'COKE-1500', name: 'Coca-Cola 1.5 L', price: '85.00', barcode: '4801981116218' };

/** A PRODUCT sold by the piece, with its opening stock at the location. */
export async function stockedProduct(
  api: ApiClient,
  basics: ShopBasics,
  product: { sku: string; name: string; price: string; barcode?: string; specialDiscountClass?: 'NONE' | 'BASIC_NECESSITY' | 'FULL' },
  stock: number,
): Promise<StockedProduct> {
  const made = await api.post('inventory/products', {
    type: 'PRODUCT',
    sku: product.sku,
    productName: product.name,
    unitClassId: basics.unitClassId,
    unitOfMeasureId: basics.pieceId,
    basePrice: product.price,
    ...(product.barcode ? { barcodes: [product.barcode] } : {}),
    ...(product.specialDiscountClass ? { specialDiscountClass: product.specialDiscountClass } : {}),
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  const stocked = await api.post('inventory/adjustments', {
    locationId: basics.locationId,
    reason: 'Initial stock',
    items: [{ productId: made.body.data.id, uomId: basics.pieceId, quantity: stock }],
  });
  expect(stocked.status, JSON.stringify(stocked.body)).toBe(201);
  return { id: made.body.data.id, ...product };
}

/** One of the shop's discounts (masterfile), offered at the terminal. */
export async function shopDiscount(
  api: ApiClient,
  discount: { name: string; code: string; type: 'percentage' | 'fixed'; scope: 'sales_order' | 'sales_order_item'; value: string },
): Promise<number> {
  const made = await api.post('masterfile/discounts', discount);
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return made.body.data.id;
}

/** Units on hand of a product at a location. */
export async function onHand(api: ApiClient, productId: number, locationId: number): Promise<number> {
  const answer = await api.get(`inventory/stocks?productId=${productId}&locationId=${locationId}`);
  expect(answer.status).toBe(200);
  return Number(answer.body.data[0]?.onHand ?? 0);
}

/** The terminal's parts, by the roles and labels a cashier's screen reader would use. */
export function terminal(page: Page) {
  return {
    search: page.getByRole('combobox', { name: 'Search products' }),
    results: page.getByRole('listbox', { name: 'Products found' }),
    cart: page.getByRole('table', { name: 'Cart' }),
    /** The cart's lines (the header row is left out). */
    lines: page.getByRole('table', { name: 'Cart' }).getByRole('rowgroup').getByRole('row'),
    selectedLine: page.locator('[aria-label="Selected line"]'),
    total: page.getByLabel('Total', { exact: true }),
    subtotal: page.getByLabel('Subtotal', { exact: true }),
    discount: page.getByLabel('Discount', { exact: true }),
    payments: page.locator('section[aria-label="Payments"]'),
    errorDialog: page.getByRole('dialog', { name: 'Error!' }),
    quantityDialog: page.getByRole('dialog', { name: 'Enter Quantity' }),
    savedDialog: page.getByRole('dialog', { name: /^(Sale|Quotation) (Saved|Updated)$/ }),
  };
}

/** Opens a terminal URL and waits until it can take a sale: the search box and the customer are there. */
export async function openTerminal(page: Page, url: string, customerName: string | null = 'Walk-in Customer'): Promise<void> {
  await page.goto(url);
  await page.locator('#splash-screen').waitFor({ state: 'detached' });
  await terminal(page).search.waitFor();
  // The desktop bar's customer button, or the customer named under the channel in a phone's one-line bar.
  const name = customerName ?? 'Select Customer';
  await page
    .getByRole('button', { name })
    .or(page.getByRole('group', { name: 'Terminal bar' }).getByText(name))
    .waitFor();
}

/** Types like a person (keys 100 ms apart), so the terminal does not take it for a scanner's burst. */
export async function typeByHand(page: Page, text: string): Promise<void> {
  await page.keyboard.type(text, { delay: 100 });
}

/** A barcode scanner: the code as one burst of keys, then Enter. */
export async function scan(page: Page, code: string): Promise<void> {
  await page.keyboard.type(code);
  await page.keyboard.press('Enter');
}

/** Every request the page sends to the API that writes (not GET), as method and path. */
export function recordWrites(page: Page): { method: string; path: string }[] {
  const writes: { method: string; path: string }[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (request.method() !== 'GET' && url.pathname.startsWith('/api/')) writes.push({ method: request.method(), path: url.pathname });
  });
  return writes;
}

/**
 * Headless Chromium's window.print does nothing: this replaces it in each receipt frame
 * (iframe[data-receipt-frame]) with one that keeps the printed text in window.__printedReceipts
 * and then fires afterprint, as a desktop browser does when its print dialog closes.
 */
export async function catchReceiptPrints(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const printed: string[] = [];
    const documents: string[] = [];
    Object.assign(window, { __printedReceipts: printed, __printedReceiptDocuments: documents });
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes) {
          if (!(node instanceof HTMLIFrameElement) || !node.hasAttribute('data-receipt-frame')) continue;
          const win = node.contentWindow;
          if (!win) continue;
          // As in a browser whose print() blocks until the dialog closes: afterprint before it returns.
          win.print = () => {
            printed.push(win.document.body.innerText);
            documents.push(win.document.documentElement.outerHTML);
            win.dispatchEvent(new Event('afterprint'));
          };
        }
    }).observe(document, { childList: true, subtree: true });
  });
}

/** The texts of the receipts printed so far in this page. */
export function printedReceipts(page: Page): Promise<string[]> {
  return page.evaluate(() => [...((window as unknown as { __printedReceipts?: string[] }).__printedReceipts ?? [])]);
}

/** The last receipt printed in this page, as its own page at the paper's width, for a screenshot. */
export async function showLastReceipt(from: Page, on: Page): Promise<void> {
  const html = await from.evaluate(() => (window as unknown as { __printedReceiptDocuments: string[] }).__printedReceiptDocuments.at(-1));
  if (!html) throw new Error('No receipt was printed');
  await on.setViewportSize({ width: 260, height: 600 });
  await on.setContent(html);
}

/** Waits until the element has the keyboard focus (the terminal moves it a tick after a key). */
export async function waitForFocus(locator: Locator): Promise<void> {
  const element = await locator.elementHandle();
  await locator.page().waitForFunction((el) => el === document.activeElement, element);
}
