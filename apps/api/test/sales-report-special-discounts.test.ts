// The sales report shows the senior citizen / PWD discounts apart: the 20% (FULL products) and the
// 5% on basic necessities and prime commodities (BASIC_NECESSITY), in its totals, its PDF and its
// spreadsheet; a voided sale counts in neither.
import ExcelJS from 'exceljs';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfPages } from './support/pdf';
import { salePayload, type Line } from './support/sales';
import { hostOf, startTestApp, type Client, type TestApp } from './support/test-app';

const BASE = '/api/reports/sales-report';

let t: TestApp;
let admin: Client;
let token: string;
let channel: number;
let walkIn: number;
let cash: number;
let piece: number;
const ids: Record<string, number> = {};
const numbers: string[] = [];

const line = (product: string, quantity: number, price: number, specialDiscountClass: Line['specialDiscountClass'] = undefined): Line => ({
  productId: ids[product]!,
  orderedUomId: piece,
  orderedQuantity: quantity,
  orderedUnitPrice: price,
  productType: 'SERVICE',
  specialDiscount: specialDiscountClass !== undefined,
  specialDiscountClass,
});

async function sell(lines: Line[], booklet: string) {
  const answer = await admin.post(
    '/api/sales/pos-order',
    salePayload({
      salesChannelId: channel,
      customerId: walkIn,
      lines,
      payments: [{ paymentType: cash }],
      specialDiscount: { kind: 'SENIOR_CITIZEN', holderName: 'Lola Remedios Cruz', holderId: 'OSCA-7788', bookletNumber: booklet },
      basicNecessityAllowance: 2500,
    }),
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  numbers.push(answer.body.data.salesOrderNumber);
  return answer.body.data.id as number;
}

const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Manila' }).format(new Date());
const period = () => `salesOrderDate[between]=${today()},${today()}&timezone=Asia/Manila`;

beforeAll(async () => {
  t = await startTestApp();
  token = (await t.login('demo')).token;
  admin = t.as('demo', token);
  channel = (await admin.get('/api/sales/sales-channels')).body.data[0].id;
  walkIn = (await admin.get('/api/sales/customers/default')).body.data.id;
  const types = (await admin.get('/api/masterfile/payment-types?pageSize=50')).body.data as { id: number; name: string }[];
  cash = types.find((p) => p.name === 'Cash')!.id;
  const count = (await admin.get('/api/masterfile/unit-classes?name=Count&relations=units')).body.data[0];
  piece = count.units.find((u: { unit: string }) => u.unit === 'piece').id;
  const brand = await admin.post('/api/masterfile/product-brands', { brandName: 'Botika Brand' });
  expect(brand.status, JSON.stringify(brand.body)).toBe(201);
  ids.brand = brand.body.data.id;
  const make = async (key: string, product: Record<string, unknown>) => {
    const answer = await admin.post('/api/inventory/products', {
      unitClassId: count.id,
      unitOfMeasureId: piece,
      type: 'SERVICE',
      ...product,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    ids[key] = answer.body.data.id;
  };
  await make('medicine', {
    sku: 'SD-MED',
    productName: 'Paracetamol box',
    basePrice: 100,
    specialDiscountClass: 'FULL',
    productBrandId: ids.brand,
  });
  await make('milk', { sku: 'SD-MILK', productName: 'Powdered milk', basePrice: 200, specialDiscountClass: 'BASIC_NECESSITY' });
  await make('nails', { sku: 'SD-NAILS', productName: 'Nails 1 kg', basePrice: 90 });

  // 20% of ₱100 = 20.00 and 5% of ₱200 = 10.00; then 20% of 2 × ₱100 = 40.00 and 5% of ₱200 = 10.00,
  // a voided sale (20% of ₱100, 5% of ₱200) that counts in nothing, and a plain sale.
  await sell([line('medicine', 1, 100, 'FULL'), line('milk', 1, 200, 'BASIC_NECESSITY'), line('nails', 1, 90)], 'PB-101');
  await sell([line('medicine', 2, 100, 'FULL'), line('milk', 1, 200, 'BASIC_NECESSITY')], 'PB-102');
  const voided = await sell([line('medicine', 1, 100, 'FULL'), line('milk', 1, 200, 'BASIC_NECESSITY')], 'PB-103');
  expect((await admin.delete(`/api/sales/${voided}`)).status).toBe(200);
  numbers.pop();
  const plain = await admin.post(
    '/api/sales/pos-order',
    salePayload({ salesChannelId: channel, customerId: walkIn, lines: [line('nails', 1, 90)], payments: [{ paymentType: cash }] }),
  );
  expect(plain.status, JSON.stringify(plain.body)).toBe(201);
});
afterAll(async () => t?.close());

describe('the sales report’s senior citizen / PWD discounts', () => {
  it('totals the 20% and the 5% apart, beside the discounts they are part of', async () => {
    const totals = (await admin.get(`${BASE}/sales-totals?${period()}`)).body.data;
    expect(totals).toMatchObject({ orderCount: 3, discountTotal: 80, specialDiscount20: 60, specialDiscount5: 20 });
    // For one customer (the counted sales, not the hourly rollups): the same.
    const customer = (await admin.get(`${BASE}/sales-totals?${period()}&customerId=${walkIn}`)).body.data;
    expect(customer).toMatchObject({ specialDiscount20: 60, specialDiscount5: 20 });
    // Narrowed to a brand: only those lines' discounts (the medicine's 20%).
    const branded = (await admin.get(`${BASE}/sales-totals?${period()}&productBrandId=${ids.brand}`)).body.data;
    expect(branded).toMatchObject({ discountTotal: 60, specialDiscount20: 60, specialDiscount5: 0 });
  });

  it('prints both figures on the PDF and lists them per sale in the spreadsheet', async () => {
    const pdf = await t.app.inject({
      method: 'GET',
      url: `${BASE}/sales-report/export-pdf?${period()}`,
      headers: { host: hostOf('demo'), authorization: `Bearer ${token}` },
    });
    expect(pdf.statusCode).toBe(200);
    const text = (await pdfPages(pdf.rawPayload)).join('\n');
    expect(text).toMatch(/of which SC\/PWD 20%\s*₱\s*60\.00/);
    expect(text).toMatch(/of which SC\/PWD 5% \(BNPC\)\s*₱\s*20\.00/);

    const xlsx = await t.app.inject({
      method: 'GET',
      url: `${BASE}/sales-report/export-excel?${period()}`,
      headers: { host: hostOf('demo'), authorization: `Bearer ${token}` },
    });
    expect(xlsx.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.read(Readable.from(xlsx.rawPayload));
    const rows = (book.worksheets[0]!.getSheetValues() as unknown[][]).filter(Boolean).map((r) => r.slice(1));
    const header = rows[0] as string[];
    const at = (name: string) => header.indexOf(name);
    expect(at('SC/PWD 20%')).toBeGreaterThan(at('Discounts'));
    const bySale = new Map(rows.slice(1).map((r) => [r[0], [r[at('SC/PWD 20%')], r[at('SC/PWD 5% (BNPC)')]]]));
    expect(bySale.get(numbers[0])).toEqual([20, 10]);
    expect(bySale.get(numbers[1])).toEqual([40, 10]);
    expect(bySale.size).toBe(3);
  });
});
