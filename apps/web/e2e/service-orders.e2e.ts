// Issue 17: a repair shop takes a phone in with a photo, moves it across the job order board by
// dragging its card (and once by the keyboard), adds the part and the labour, generates the sale and takes payment at the
// terminal; the job order is then RELEASED and the part's stock is down by what was used. The
// list, the board and the details page pass the accessibility check.
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { expectNoSeriousViolations } from './support/axe';
import { apiClient, launchBrowser, newPage, newShop, open, shot, signIn, type ApiClient, type Shop } from './support/harness';
import { checkerboardPng } from './support/png';
import { catchReceiptPrints, onHand, shopBasics, stockedProduct, terminal, type ShopBasics, type StockedProduct } from './support/pos';

let browser: Browser;
let shop: Shop;
let page: Page;
let api: ApiClient;
let basics: ShopBasics;
let part: StockedProduct;

const OPENING_STOCK = 10;
const CUSTOMER = 'Maria Santos';
const LABOUR = { sku: 'SVC-SCREEN', name: 'Screen replacement labour', price: '350.00' };

beforeAll(async () => {
  [browser, shop] = await Promise.all([launchBrowser(), newShop('service')]);
  api = await apiClient(shop.url, shop.adminEmail, shop.adminPassword);
  basics = await shopBasics(api);
  part = await stockedProduct(api, basics, { sku: 'LCD-A12', name: 'Galaxy A12 LCD screen', price: '1200.00' }, OPENING_STOCK);
  const labour = await api.post('inventory/products', {
    type: 'SERVICE',
    sku: LABOUR.sku,
    productName: LABOUR.name,
    unitClassId: basics.unitClassId,
    unitOfMeasureId: basics.pieceId,
    basePrice: LABOUR.price,
  });
  expect(labour.status, JSON.stringify(labour.body)).toBe(201);
  const customer = await api.post('sales/customers', { customerName: CUSTOMER, defaultPaymentTypeId: basics.paymentTypeIds.Cash });
  expect(customer.status, JSON.stringify(customer.body)).toBe(201);
  page = await newPage(browser);
  await catchReceiptPrints(page);
  await signIn(page, shop.url, shop.adminEmail, shop.adminPassword);
});
afterAll(async () => {
  await browser?.close();
});

/** Picks an option of a search-as-you-type picker after typing part of its name. */
async function pick(field: Locator, typed: string, option: string | RegExp) {
  await field.click();
  await field.pressSequentially(typed);
  await page.getByRole('listbox').getByRole('option', { name: option }).first().click();
}

/** Drags a board card onto a column with the mouse, in small steps as a hand would. */
async function dragCard(card: Locator, column: Locator) {
  // The board scrolls sideways: the later column comes in at the right edge, the card stays in view.
  await column.evaluate((el) => el.scrollIntoView({ inline: 'end', block: 'nearest' }));
  const from = (await card.boundingBox())!;
  const to = (await column.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height - 12);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 12, from.y + from.height - 4, { steps: 4 });
  await page.mouse.move(to.x + to.width / 2, to.y + 120, { steps: 12 });
  await page.mouse.up();
}

test('take a phone in with a photo, move it across the board, add a part and labour, sell it, and see it released', async () => {
  await open(page, `${shop.url}/service/service-orders`);
  await page.getByRole('heading', { name: 'Service Orders', level: 1 }).waitFor();
  await page.getByRole('tab', { name: 'List' }).click();
  await expectNoSeriousViolations(page, { what: 'the job order list' });

  // Intake: the customer, the item, its problem and a photo of it.
  await page.getByRole('button', { name: 'New Job Order' }).click();
  const form = page.getByRole('dialog', { name: 'New Job Order' });
  await pick(form.getByRole('combobox', { name: 'Customer' }), 'Maria', CUSTOMER);
  await form.getByRole('textbox', { name: 'Item Description' }).fill('Samsung Galaxy A12');
  await form.getByRole('textbox', { name: 'Brand' }).fill('Samsung');
  await form.getByRole('textbox', { name: 'Problem Reported' }).fill('Cracked screen, touch not working');
  await form
    .getByLabel('Choose photos (Item Photos)')
    .setInputFiles({ name: 'a12-front.png', mimeType: 'image/png', buffer: checkerboardPng() });
  await form.getByRole('img', { name: 'a12-front.png' }).waitFor();
  await form.getByRole('button', { name: 'Create Job Order' }).click();
  await form.waitFor({ state: 'detached' });
  const row = page.getByRole('row').filter({ hasText: 'JO-000001' });
  await row.waitFor();
  expect(await row.innerText()).toContain(CUSTOMER);
  const [saved] = (await api.get('service/service-orders')).body.data;
  expect(saved).toMatchObject({ serviceOrderNumber: 'JO-000001', status: 'RECEIVED' });
  const photos = (await api.get(`media/service-orders/${saved.id}/presigned?collection=service_order_images`)).body.data.files;
  expect(photos.map((f: { fileName: string }) => f.fileName)).toEqual(['a12-front.png']);

  // The board: the card is Received; dragged to Diagnosing, then on to In Progress.
  await page.getByRole('tab', { name: 'Board' }).click();
  const column = (status: string) => page.getByTestId(`board-column-${status}`);
  const card = page.getByTestId('job-card-JO-000001');
  await column('RECEIVED').getByTestId('job-card-JO-000001').waitFor();
  await expectNoSeriousViolations(page, { what: 'the job order board' });
  await dragCard(card, column('DIAGNOSING'));
  await column('DIAGNOSING').getByTestId('job-card-JO-000001').waitFor();
  await expect.poll(async () => (await api.get(`service/service-orders/${saved.id}`)).body.data.status).toBe('DIAGNOSING');
  await dragCard(card, column('IN_PROGRESS'));
  await column('IN_PROGRESS').getByTestId('job-card-JO-000001').waitFor();
  await expect.poll(async () => (await api.get(`service/service-orders/${saved.id}`)).body.data.status).toBe('IN_PROGRESS');
  // From the keyboard too: Space lifts the card by its handle, the arrow takes it to the next column, Space drops it.
  await card.getByRole('button', { name: 'Move JO-000001' }).focus();
  await page.keyboard.press('Space');
  // Lifted: the columns it may go to are marked (In Progress goes forward, back one step, or to Cancelled).
  await page.locator('[data-testid="board-column-READY_FOR_PICKUP"][data-drop-allowed="true"]').waitFor();
  expect(await column('DIAGNOSING').getAttribute('data-drop-allowed')).toBe('false');
  await page.keyboard.press('ArrowRight');
  // What a screen reader says once the card has arrived.
  await page.getByText('JO-000001 is over Ready for Pickup.').waitFor();
  await page.keyboard.press('Space');
  await column('READY_FOR_PICKUP').getByTestId('job-card-JO-000001').waitFor();
  await expect.poll(async () => (await api.get(`service/service-orders/${saved.id}`)).body.data.status).toBe('READY_FOR_PICKUP');
  await shot(page, 'service-orders-board');

  // The details page: add the part (two screens, one spoiled in fitting) and the labour.
  await card.getByRole('link', { name: 'JO-000001' }).click();
  await page.getByRole('heading', { name: 'JO-000001', level: 1 }).waitFor();
  await page.getByRole('img', { name: 'a12-front.png' }).first().waitFor();
  await page.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Job Order JO-000001' });
  await edit.getByRole('button', { name: 'Add Line' }).click();
  await pick(edit.getByRole('combobox', { name: 'Product of line 1' }), 'LCD-A12', /Galaxy A12 LCD screen/);
  await expect.poll(() => edit.getByRole('textbox', { name: 'Price' }).first().inputValue()).toBe('1200');
  await edit.getByRole('textbox', { name: 'Quantity' }).first().fill('2');
  await edit.getByRole('button', { name: 'Add Line' }).click();
  await pick(edit.getByRole('combobox', { name: 'Product of line 2' }), 'SVC-SCREEN', /Screen replacement labour/);
  await edit.getByText('Estimate: ₱2,750.00').waitFor();
  await edit.getByRole('button', { name: 'Save Job Order' }).click();
  await edit.waitFor({ state: 'detached' });
  await page.getByRole('table', { name: 'Parts and labour' }).getByText('₱2,750.00').waitFor();
  await expectNoSeriousViolations(page, { what: 'the job order details' });
  await shot(page, 'service-order-details');

  // Generate the sale: no channel on the order, so the cashier picks one; the terminal opens the draft.
  await page.getByRole('button', { name: 'Generate Sale' }).click();
  await page
    .getByRole('dialog', { name: 'Select Sales Channel' })
    .getByRole('list', { name: 'Sales channels' })
    .getByRole('button')
    .first()
    .click();
  const pos = terminal(page);
  // The chip says which job order the sale completes (the draft's public note says it too).
  await page.locator('.MuiChip-label', { hasText: 'Job order JO-000001' }).waitFor();
  await page.getByRole('button', { name: CUSTOMER }).waitFor();
  await expect.poll(() => pos.lines.count()).toBe(2);
  await expect.poll(() => pos.total.innerText()).toBe('₱2,750.00');
  await page.getByRole('button', { name: /Save Sale/ }).click();
  await page.getByRole('dialog', { name: 'Confirm Sales' }).getByRole('button', { name: 'Confirm' }).click();
  await pos.savedDialog.filter({ hasText: 'Sale Saved' }).waitFor();

  // Released with its sale, and the two screens left the shelf.
  await open(page, `${shop.url}/service/service-orders/${saved.id}`);
  await page.getByRole('heading', { name: 'JO-000001', level: 1 }).waitFor();
  await page.getByText('Released', { exact: true }).first().waitFor();
  const released = (await api.get(`service/service-orders/${saved.id}?relations=salesOrder`)).body.data;
  expect(released.status).toBe('RELEASED');
  expect(released.salesOrder.salesOrderNumber).toMatch(/^SO-/);
  await page.getByRole('link', { name: released.salesOrder.salesOrderNumber }).waitFor();
  expect(await onHand(api, part.id, basics.locationId)).toBe(OPENING_STOCK - 2);
});
