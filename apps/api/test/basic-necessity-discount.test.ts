// Which special discount a senior citizen or PWD gets depends on the goods: a product's
// special_discount_class is NONE (the default: nothing), BASIC_NECESSITY (the 5%, VAT kept, up to
// a weekly cap of purchases per purchase booklet) or FULL (the 20%, VAT-exempt on a VAT shop).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfPages } from './support/pdf';
import { salePayload, type Line } from './support/sales';
import { startTestApp, type Client, type TestApp } from './support/test-app';

let t: TestApp;
let admin: Client;
let adminToken: string;
let shopId: number;
let channel: number;
let walkIn: number;
let cash: number;
let piece: number;
const ids: Record<string, number> = {};
const classes: Record<string, Line['specialDiscountClass']> = { milk: 'BASIC_NECESSITY', rice: 'BASIC_NECESSITY', medicine: 'FULL' };

const line = (name: string, quantity: number, price: number, special = true): Line => ({
  productId: ids[name]!,
  orderedUomId: piece,
  orderedQuantity: quantity,
  orderedUnitPrice: price,
  vatClass: 'VATABLE',
  specialDiscount: special,
  specialDiscountClass: classes[name],
});
const senior = (bookletNumber: string | null) => ({
  kind: 'SENIOR_CITIZEN' as const,
  holderName: 'Lolo Andres Bautista',
  holderId: 'OSCA-2023-0456',
  bookletNumber,
});
const sale = (lines: Line[], booklet: string | null, allowance?: number) =>
  salePayload({
    salesChannelId: channel,
    customerId: walkIn,
    lines,
    payments: [{ paymentType: cash }],
    taxProfile: 'VAT',
    specialDiscount: senior(booklet),
    basicNecessityAllowance: allowance ?? null,
  });
const allowance = async (booklet: string) => {
  const answer = await admin.get(`/api/sales/special-discount/basic-necessity-allowance?bookletNumber=${encodeURIComponent(booklet)}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data as { cap: number; used: number; remaining: number };
};
const post = async (payload: unknown, status = 201) => {
  const answer = await admin.post('/api/sales/pos-order', payload);
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  return answer.body;
};

beforeAll(async () => {
  t = await startTestApp();
  adminToken = (await t.login('demo')).token;
  admin = t.as('demo', adminToken);
  shopId = (await t.db.asOwner((db) => db.execute<{ id: number }>(sql`select id::int from tenants where slug = 'demo'`))).rows[0]!.id;
  channel = (await admin.get('/api/sales/sales-channels')).body.data[0].id;
  walkIn = (await admin.get('/api/sales/customers/default')).body.data.id;
  const types = (await admin.get('/api/masterfile/payment-types')).body.data as { id: number; name: string }[];
  cash = types.find((p) => p.name === 'Cash')!.id;
  const count = (await admin.get('/api/masterfile/unit-classes?name=Count&relations=units')).body.data[0];
  piece = count.units.find((u: { unit: string }) => u.unit === 'piece').id;
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
  await make('milk', { sku: 'BN-MILK', productName: 'Powdered Milk', basePrice: 112, specialDiscountClass: 'BASIC_NECESSITY' });
  await make('rice', { sku: 'BN-RICE', productName: 'Rice sack', basePrice: 1000, specialDiscountClass: 'BASIC_NECESSITY' });
  await make('medicine', { sku: 'BN-MED', productName: 'Maintenance tablets', basePrice: 112, specialDiscountClass: 'FULL' });
  await make('nails', { sku: 'BN-NAILS', productName: 'Nails 1 kg', basePrice: 112 });
  const vat = await admin.post('/api/setting/company-profiles', { settings: { tax_profile: 'VAT', tin: '000-123-456-000' } });
  expect(vat.status, JSON.stringify(vat.body)).toBe(200);
});
afterAll(async () => t?.close());

describe('the class of a product', () => {
  it('is NONE unless told otherwise, and a NONE product gets no special discount', async () => {
    expect((await admin.get(`/api/inventory/products/${ids.nails}`)).body.data.specialDiscountClass).toBe('NONE');
    const refused = await post(sale([line('nails', 1, 112)], 'BK-NONE'), 422);
    expect(refused.errors['orderItems.0.specialDiscount'][0]).toMatch(/not eligible/);
    // Unflagged beside a 20% line, it sells at its price with its VAT.
    const sold = await post(sale([line('nails', 1, 112, false), line('medicine', 1, 112)], null));
    const items = (sold.data.salesOrderItems as Record<string, unknown>[]).sort((a, b) => Number(a.lineNumber) - Number(b.lineNumber));
    expect(items.map((i) => [i.specialDiscountClass, i.specialDiscountAmount, i.lineTotal, i.vatAmount])).toEqual([
      [null, 0, 112, 12],
      ['FULL', 20, 80, 0],
    ]);
  });

  it('refuses a class it does not know (422 with the field)', async () => {
    const answer = await admin.post('/api/inventory/products', {
      sku: 'BN-BAD',
      productName: 'Bad',
      type: 'SERVICE',
      specialDiscountClass: 'HALF',
      unitOfMeasureId: piece,
    });
    expect(answer.status).toBe(422);
    expect(answer.body.errors.specialDiscountClass).toBeDefined();
  });
});

describe('the 5% on basic necessities', () => {
  it('needs the purchase booklet number (422 on the field, nothing written)', async () => {
    const before = (await admin.get('/api/sales/sales-orders?pageSize=1')).body.meta?.total;
    const refused = await post(sale([line('milk', 1, 112)], null), 422);
    expect(refused.errors['specialDiscount.bookletNumber']).toHaveLength(1);
    expect((await admin.get('/api/sales/sales-orders?pageSize=1')).body.meta?.total).toBe(before);
  });

  it('keeps the line VATable: 5% off ₱112.00 is 106.40, of which VAT 11.40; the 20% line beside it is VAT-exempt', async () => {
    const sold = await post(sale([line('milk', 1, 112), line('medicine', 1, 112)], 'BK-VAT-1'));
    expect(sold.data).toMatchObject({
      netTotal: 186.4,
      vatableSales: 95,
      vatAmount: 11.4,
      vatExemptSales: 80,
      specialDiscountTotal: 25.6,
      basicNecessityDiscountTotal: 5.6,
      specialDiscountBookletNo: 'BK-VAT-1',
    });
    const items = (sold.data.salesOrderItems as Record<string, unknown>[]).sort((a, b) => Number(a.lineNumber) - Number(b.lineNumber));
    expect(
      items.map((i) => [i.specialDiscountClass, i.vatClass, i.specialDiscountAmount, i.specialVatRemoved, i.vatAmount, i.lineTotal]),
    ).toEqual([
      ['BASIC_NECESSITY', 'VATABLE', 5.6, 0, 11.4, 106.4],
      ['FULL', 'VATABLE', 20, 12, 0, 80],
    ]);
    // The PDF prints the 5% under its own label, gross less it is the line total, and the booklet.
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/sales/sales-orders/${sold.data.id}/pdf`,
      headers: { host: 'localhost', authorization: `Bearer ${adminToken}` },
    });
    expect(pdf.statusCode).toBe(200);
    const text = (await pdfPages(pdf.rawPayload)).join(' ').replace(/([-/]) /g, '$1');
    expect(text).toMatch(/Gross ₱112\.00 Less SC\/PWD 5% \(BNPC\) -₱5\.60 Line total ₱106\.40/);
    expect(text).toContain('Purchase Booklet No.: BK-VAT-1');
  });

  it('counts the weekly cap over two sales of one booklet, discounts only the part under it, and a new week starts afresh', async () => {
    const booklet = 'BK-CAP-7';
    expect(await allowance(booklet)).toMatchObject({ cap: 2500, used: 0, remaining: 2500 });
    // First sale: ₱2,000.00 of rice, all under the cap (5% = 100.00).
    const first = await post(sale([line('rice', 2, 1000)], booklet, 2500));
    expect(first.data).toMatchObject({ specialDiscountTotal: 100, basicNecessityDiscountTotal: 100, netTotal: 1900 });
    expect(await allowance(booklet)).toMatchObject({ used: 2000, remaining: 500 });
    // Second sale, same week and booklet (any case): ₱1,000.00 + ₱112.00; only ₱500.00 is under the
    // cap, so the first line takes 5% of 500 (25.00) and the second none.
    const full = sale([line('rice', 1, 1000), line('milk', 1, 112)], 'bk-cap-7', 2500);
    const refused = await post(full, 422);
    expect(refused.errors.netTotal ?? refused.errors['orderItems.0.lineTotal']).toBeDefined();
    const second = await post(sale([line('rice', 1, 1000), line('milk', 1, 112)], 'bk-cap-7', 500));
    expect(second.data).toMatchObject({ specialDiscountTotal: 25, basicNecessityDiscountTotal: 25, netTotal: 1087 });
    expect(await allowance(booklet)).toMatchObject({ used: 3112, remaining: 0 });
    // Another booklet has its own cap.
    expect(await allowance('BK-OTHER')).toMatchObject({ remaining: 2500 });
    // A void gives the cap back.
    expect((await admin.delete(`/api/sales/${second.data.id}`)).status).toBe(200);
    expect(await allowance(booklet)).toMatchObject({ used: 2000, remaining: 500 });
    // Moved to last week, the first sale no longer counts.
    await t.db.transaction(shopId, (tx) =>
      tx.execute(sql`update sales_orders set sales_order_date = sales_order_date - interval '7 days' where id = ${first.data.id}`),
    );
    expect(await allowance(booklet)).toMatchObject({ used: 0, remaining: 2500 });
    const third = await post(sale([line('rice', 1, 1000)], booklet, 2500));
    expect(third.data).toMatchObject({ basicNecessityDiscountTotal: 50, netTotal: 950 });
  });

  it("follows the shop's cap setting", async () => {
    const settings = (await admin.get('/api/setting/sales-settings')).body.data;
    const saved = await admin.put('/api/setting/sales-settings', { ...settings, basicNecessityWeeklyCap: 100 });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    try {
      expect(await allowance('BK-SMALL')).toMatchObject({ cap: 100, remaining: 100 });
      const sold = await post(sale([line('milk', 1, 112)], 'BK-SMALL', 100));
      expect(sold.data).toMatchObject({ basicNecessityDiscountTotal: 5, netTotal: 107 });
      const bad = await admin.put('/api/setting/sales-settings', { ...settings, basicNecessityWeeklyCap: -1 });
      expect(bad.status).toBe(422);
      expect(bad.body.errors.basicNecessityWeeklyCap).toBeDefined();
    } finally {
      await admin.put('/api/setting/sales-settings', { ...settings, basicNecessityWeeklyCap: 2500 });
    }
  });
});
