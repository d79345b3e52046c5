// The job order board on a 1440 px screen: every column is in view without scrolling sideways, a
// card dragged across it lands on the column under the pointer (onto every column in turn), a
// column the flow refuses takes nothing, and dropping on Cancelled asks for the reason first,
// naming the order. A cancelled order is then reopened from its page.
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { SERVICE_ORDER_STATUSES } from '@oim/shared/schemas/service';
import { apiClient, launchBrowser, newPage, newShop, open, signIn, type ApiClient, type Shop } from './support/harness';
import { shopBasics } from './support/pos';

let browser: Browser;
let shop: Shop;
let page: Page;
let api: ApiClient;
const orders: { id: number; number: string }[] = [];

beforeAll(async () => {
  [browser, shop] = await Promise.all([launchBrowser(), newShop('board')]);
  api = await apiClient(shop.url, shop.adminEmail, shop.adminPassword);
  const basics = await shopBasics(api);
  const customer = await api.post('sales/customers', { customerName: 'Rosa Reyes', defaultPaymentTypeId: basics.paymentTypeIds.Cash });
  expect(customer.status, JSON.stringify(customer.body)).toBe(201);
  for (const item of ['Galaxy A12', 'Redmi Note 9']) {
    const made = await api.post('service/service-orders', {
      customerId: customer.body.data.id,
      itemDescription: item,
      problemReported: 'No display',
      deposit: 500,
      depositPaymentTypeId: basics.paymentTypeIds.Cash,
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    orders.push({ id: made.body.data.id, number: made.body.data.serviceOrderNumber });
  }
  page = await newPage(browser, { viewport: { width: 1440, height: 900 } });
  await signIn(page, shop.url, shop.adminEmail, shop.adminPassword);
});
afterAll(async () => {
  await browser?.close();
});

const column = (status: string) => page.getByTestId(`board-column-${status}`);
const statusOf = async (id: number) => (await api.get(`service/service-orders/${id}`)).body.data.status as string;

/** Drags a card with the mouse, in small steps as a hand would, and lets go over the middle of a column. */
async function dragCard(card: Locator, target: Locator) {
  const from = (await card.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height - 12);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 12, from.y + from.height - 4, { steps: 4 });
  const to = (await target.boundingBox())!;
  await page.mouse.move(to.x + to.width / 2, to.y + 60, { steps: 16 });
  // While lifted, the page and the board have not moved sideways: what is under the pointer is the target.
  expect(await page.evaluate(() => window.scrollX)).toBe(0);
  expect(await page.getByRole('region', { name: 'Job order board' }).evaluate((el) => el.scrollLeft)).toBe(0);
  await page.mouse.up();
}

test('at 1440 px every column shows, and a card lands on the column it is dropped on', async () => {
  await open(page, `${shop.url}/service/service-orders`);
  await page.getByRole('heading', { name: 'Service Orders', level: 1 }).waitFor();
  await page.getByRole('tab', { name: 'Board' }).click();
  const [first, second] = orders as [{ id: number; number: string }, { id: number; number: string }];
  const card = (number: string) => page.getByTestId(`job-card-${number}`);
  await column('RECEIVED').getByTestId(`job-card-${first.number}`).waitFor();

  // Every column is inside the window; the board does not scroll sideways.
  const board = page.getByRole('region', { name: 'Job order board' });
  const { scrollWidth, clientWidth } = await board.evaluate((el) => ({ scrollWidth: el.scrollWidth, clientWidth: el.clientWidth }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
  for (const status of SERVICE_ORDER_STATUSES) {
    const box = (await column(status).boundingBox())!;
    expect(box.x, status).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, status).toBeLessThanOrEqual(1440);
  }

  // Forward through the flow, one column at a time, then one step back.
  for (const status of ['DIAGNOSING', 'WAITING_FOR_APPROVAL', 'WAITING_FOR_PARTS', 'IN_PROGRESS', 'READY_FOR_PICKUP', 'IN_PROGRESS']) {
    await dragCard(card(first.number), column(status));
    await column(status).getByTestId(`job-card-${first.number}`).waitFor();
    await expect.poll(() => statusOf(first.id)).toBe(status);
  }
  // A skip forward, and back to Received.
  await dragCard(card(second.number), column('WAITING_FOR_PARTS'));
  await expect.poll(() => statusOf(second.id)).toBe('WAITING_FOR_PARTS');
  await dragCard(card(second.number), column('WAITING_FOR_APPROVAL'));
  await expect.poll(() => statusOf(second.id)).toBe('WAITING_FOR_APPROVAL');
  await dragCard(card(second.number), column('DIAGNOSING'));
  await expect.poll(() => statusOf(second.id)).toBe('DIAGNOSING');
  await dragCard(card(second.number), column('RECEIVED'));
  await column('RECEIVED').getByTestId(`job-card-${second.number}`).waitFor();
  await expect.poll(() => statusOf(second.id)).toBe('RECEIVED');

  // Columns the flow refuses take nothing: the card stays where it was (never in a neighbour, never Cancelled).
  for (const status of ['RECEIVED', 'RELEASED']) {
    await dragCard(card(first.number), column(status));
    await column('IN_PROGRESS').getByTestId(`job-card-${first.number}`).waitFor();
    expect(await statusOf(first.id)).toBe('IN_PROGRESS');
  }

  // Cancelled asks first, naming the order; keeping it changes nothing.
  await dragCard(card(first.number), column('CANCELLED'));
  let dialog = page.getByRole('dialog', { name: new RegExp(first.number) });
  await dialog.waitFor();
  await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
  expect(await statusOf(first.id)).toBe('IN_PROGRESS');
  await dragCard(card(first.number), column('CANCELLED'));
  dialog = page.getByRole('dialog', { name: new RegExp(first.number) });
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Customer will buy a new phone');
  await dialog.getByRole('button', { name: 'Update Status' }).click();
  await dialog.waitFor({ state: 'detached' });
  await expect.poll(() => statusOf(first.id)).toBe('CANCELLED');
  // The folded Cancelled column counts it.
  await column('CANCELLED').getByLabel('1 job orders').waitFor();

  // Its page refunds the deposit, and (once that refund is voided) reopens it where it was.
  await open(page, `${shop.url}/service/service-orders/${first.id}`);
  await page.getByRole('button', { name: 'Refund Deposit' }).click();
  const refund = page.getByRole('dialog', { name: `Refund Deposit of ${first.number}` });
  await refund.getByRole('button', { name: 'Refund Deposit' }).click();
  await refund.waitFor({ state: 'detached' });
  await page.getByText(/Deposit refunded \(PAY-\d{6}\)/).waitFor();
  const refunded = (await api.get(`service/service-orders/${first.id}`)).body.data;
  const [payment] = (await api.get(`finance/payments?paymentNumber=${refunded.depositRefundNumber}`)).body.data;
  expect(payment).toMatchObject({ direction: 'OUT', kind: 'DEPOSIT_REFUND', amount: 500 });
  expect((await api.delete(`finance/payments/${payment.id}`)).status).toBe(200);
  await page.reload();
  await page.getByRole('button', { name: 'Reopen Job Order' }).click();
  const reopen = page.getByRole('dialog', { name: `Reopen ${first.number}` });
  await reopen.getByRole('textbox', { name: 'Reason' }).fill('Customer changed their mind');
  await reopen.getByRole('button', { name: 'Reopen Job Order' }).click();
  await reopen.waitFor({ state: 'detached' });
  await expect.poll(() => statusOf(first.id)).toBe('IN_PROGRESS');
});
