// Issue 20, a cashier's day at a BIR terminal of a VAT-registered shop: the terminal set up, a
// shift opened with a float, sales rung up (one for a senior citizen: the 20% on a medicine, the
// 5% on a basic necessity with the purchase booklet), cash out, the X reading printed, the shift
// closed short (over/short shown), and the day's Z reading made.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { apiClient, launchBrowser, newPage, newShop, shot, signIn, type ApiClient, type Shop } from './support/harness';
import {
  catchReceiptPrints,
  COLA,
  openTerminal,
  printedReceipts,
  scan,
  shopBasics,
  stockedProduct,
  terminal,
  waitForFocus,
} from './support/pos';

let browser: Browser;
let shop: Shop;
let page: Page;
let api: ApiClient;
let channelId: number;
let terminalId: number;

/** A medicine: what the law gives the senior citizen / PWD 20% on (VAT-exempt). */
const PARACETAMOL = {
  sku: 'MED-PARA-BOX',
  name: 'Paracetamol 500 mg (box of 20)',
  price: '85.00',
  barcode: '4809990003123',
  specialDiscountClass: 'FULL' as const,
};

beforeAll(async () => {
  [browser, shop] = await Promise.all([launchBrowser(), newShop('bir-day')]);
  api = await apiClient(shop.url, shop.adminEmail, shop.adminPassword);
  const basics = await shopBasics(api);
  channelId = basics.channelId;
  // A grocery among basic necessities and prime commodities: the 5%, VAT kept, with a purchase booklet.
  await stockedProduct(api, basics, { ...COLA, specialDiscountClass: 'BASIC_NECESSITY' }, 20);
  await stockedProduct(api, basics, PARACETAMOL, 20);
  const profile = await api.post('setting/company-profiles', {
    settings: {
      registered_name: 'Tindahan ni Aling Nena Corp.',
      tin: '123-456-789-000',
      tax_profile: 'VAT',
      receipt_wording: 'SALES_INVOICE',
    },
  });
  expect(profile.status, JSON.stringify(profile.body)).toBe(200);
  const made = await api.post('pos/terminals', {
    salesChannelId: channelId,
    terminalName: 'Counter 1',
    machineIdentificationNumber: '22010203040506070',
    serialNumber: 'SN-0001',
    permitToUseNumber: 'FP012023-001-0000001-00000',
    accreditationNumber: '044-0000000001-000001',
    invoicePrefix: 'C1-',
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  terminalId = made.body.data.id;
  page = await newPage(browser);
  await catchReceiptPrints(page);
  await signIn(page, shop.url, shop.adminEmail, shop.adminPassword);
});
afterAll(async () => {
  await browser?.close();
});

/** Rings up one cola (scanned), or, for a senior citizen, a paracetamol box and a cola with the discount, paid in cash. */
async function sell(seniorCitizen: boolean): Promise<void> {
  const pos = terminal(page);
  await pos.search.click();
  await waitForFocus(pos.search);
  for (const product of seniorCitizen ? [PARACETAMOL, COLA] : [COLA]) {
    await scan(page, product.barcode);
    await pos.lines.filter({ hasText: product.name }).waitFor();
  }
  if (seniorCitizen) {
    await page.getByRole('button', { name: 'Senior citizen / PWD' }).click();
    const dialog = page.getByRole('dialog', { name: 'Senior citizen / PWD discount' });
    await dialog.getByLabel('Name').fill('Lola Remedios Cruz');
    await dialog.getByLabel('ID number').fill('OSCA-2024-00123');
    await dialog.getByLabel('Purchase booklet No.').fill('PB-2024-0456');
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await dialog.waitFor({ state: 'detached' });
    await pos.total.filter({ hasText: '₱141.46' }).waitFor();
  }
  await page.keyboard.press('F9');
  const confirm = page.getByRole('dialog', { name: 'Confirm Sales' });
  await waitForFocus(confirm.getByRole('button', { name: 'Confirm' }));
  await page.keyboard.press('Enter');
  await pos.savedDialog.filter({ hasText: 'Sale Saved' }).waitFor();
  await pos.savedDialog.getByRole('button', { name: 'Next Sale' }).click();
  await pos.savedDialog.waitFor({ state: 'detached' });
}

async function readingsPage(): Promise<void> {
  await page.goto(`${shop.url}/reports/readings`);
  await page.getByRole('heading', { name: 'Readings', level: 1 }).waitFor();
}

async function bothWidths(name: string): Promise<void> {
  await shot(page, `${name}-1440`);
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, `${name}-390`);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1440, height: 900 });
}

test("a cashier's day: float, sales with a senior citizen's 20% and 5%, cash out, X reading, a short close, Z reading", async () => {
  // The terminal: this device's terminal chosen, then it asks for the shift's opening float.
  await openTerminal(page, `${shop.url}/pos/${channelId}/terminal`);
  const bar = page.getByLabel('Terminal and shift');
  await bar.getByRole('combobox', { name: 'Terminal' }).click();
  await page.getByRole('option', { name: 'Counter 1' }).click();
  const opening = page.getByRole('dialog', { name: 'Open Shift' });
  await opening.getByLabel('Opening Float').fill('1000.00');
  await opening.getByRole('button', { name: 'Open Shift' }).click();
  await bar.getByText('Shift open · float ₱1,000.00').waitFor();

  // ₱85 cola; then for a senior citizen a ₱85 paracetamol box: 85 ÷ 1.12 = 75.89, less 20% (15.18)
  // = 60.71, VAT-exempt; and a ₱85 cola (a basic necessity): less 5% (4.25) = 80.75, VAT kept.
  await sell(false);
  await sell(true);

  // Petty cash out of the drawer.
  await bar.getByRole('button', { name: 'Cash In/Out' }).click();
  const cashDialog = page.getByRole('dialog', { name: 'Cash In / Out' });
  await cashDialog.getByRole('combobox', { name: 'Kind' }).click();
  await page.getByRole('option', { name: 'Cash Out (petty cash)' }).click();
  await cashDialog.getByLabel('Amount').fill('50');
  await cashDialog.getByLabel('Reason').fill('Ice for the cooler');
  await cashDialog.getByRole('button', { name: 'Record' }).click();
  await cashDialog.waitFor({ state: 'detached' });

  // The X reading of the open shift: the day so far, printed (and journaled).
  await readingsPage();
  const x = page.getByLabel('X reading as printed');
  await x.filter({ hasText: 'X READING' }).waitFor();
  const xText = await x.innerText();
  expect(xText).toMatch(/Transactions\s+2/);
  expect(xText).toMatch(/Gross sales\s+255\.00/);
  expect(xText).toMatch(/Less: SC discount\s+19\.43/);
  expect(xText).toMatch(/SC\/PWD 20%\s+15\.18/);
  expect(xText).toMatch(/SC\/PWD 5% \(BNPC\)\s+4\.25/);
  expect(xText).toMatch(/NET SALES\s+226\.46/);
  expect(xText).toMatch(/VAT-exempt sales\s+60\.71/);
  expect(xText).toMatch(/Expected cash\s+1,176\.46/);
  await page.getByRole('region', { name: 'X reading' }).getByRole('button', { name: 'Print' }).click();
  await expect.poll(async () => (await printedReceipts(page)).filter((p) => p.includes('X READING')).length).toBe(1);
  await bothWidths('bir-day-x-reading');

  // Closing short: ₱1000 + 100 + 50 + 20 + 5 = 1175.00 counted for 1176.46 expected.
  await openTerminal(page, `${shop.url}/pos/${channelId}/terminal`);
  await bar.getByRole('button', { name: 'Close Shift' }).click();
  const closing = page.getByRole('dialog', { name: 'Close Shift' });
  for (const [label, pieces] of [
    ['₱1000', '1'],
    ['₱100', '1'],
    ['₱50', '1'],
    ['₱20', '1'],
    ['₱5', '1'],
  ] as const)
    await closing.getByLabel(`Pieces of ${label}`, { exact: true }).fill(pieces);
  await closing.getByRole('button', { name: 'Close Shift' }).click();
  const closed = page.getByRole('dialog', { name: 'Shift Closed' });
  await closed.getByText(/short/i).first().waitFor();
  expect(await closed.innerText()).toContain('1.46');
  // (At 390 px the terminal is the phone layout, a journey of its own: pos-phone.)
  await shot(page, 'bir-day-shift-closed-1440');
  await closed.getByRole('button', { name: 'Done' }).click();

  // The Z reading ends the day: every sale in it, the grand total grown by the sales amount.
  await readingsPage();
  await page.getByRole('button', { name: 'Make Z Reading' }).click();
  await page
    .getByRole('dialog', { name: /Make the Z reading/ })
    .getByRole('button', { name: 'Make Z Reading' })
    .click();
  const z = page.getByLabel('Z reading as printed');
  await z.filter({ hasText: 'Z READING' }).waitFor();
  const zText = await z.innerText();
  expect(zText).toMatch(/Z counter\s+1/);
  expect(zText).toMatch(/Beginning invoice\s+C1-00000001/);
  expect(zText).toMatch(/Ending invoice\s+C1-00000002/);
  expect(zText).toMatch(/SHORT\s+-1\.46/);
  expect(zText).toMatch(/Previous grand total\s+0\.00/);
  expect(zText).toMatch(/Present grand total\s+226\.46/);
  expect(zText).toMatch(/SC\/PWD 5% \(BNPC\)\s+4\.25/);
  await page.getByLabel('Past Z readings').getByText('Z #1').waitFor();
  await page.getByRole('button', { name: '58 mm' }).first().click();
  await bothWidths('bir-day-z-reading');
  // Once a day: a second one is refused.
  const again = await api.post(`pos/terminals/${terminalId}/z-reading`);
  expect(again.status).toBe(409);
});
