// VAT and the senior citizen / PWD discounts at the counter (issue 20, items 1 and 2): a VAT shop's
// sale stores its VATable, VAT, VAT-exempt and zero-rated figures and the discount's holder; the
// server refuses totals that do not add up and a discount the rules do not allow.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfPages } from './support/pdf';
import { salePayload, type Line } from './support/sales';
import { startTestApp, type Client, type TestApp } from './support/test-app';

let t: TestApp;
let admin: Client;
let adminToken: string;
let channel: number;
let walkIn: number;
let cash: number;
let piece: number;
const ids: Record<string, number> = {};
/** The terminal knows each product's VAT class from the catalogue. */
const vatClasses: Record<string, Line['vatClass']> = { rice: 'VAT_EXEMPT', export: 'ZERO_RATED' };

const line = (name: string, quantity: number, price: number, extra: Partial<Line> = {}): Line => ({
  productId: ids[name]!,
  orderedUomId: piece,
  orderedQuantity: quantity,
  orderedUnitPrice: price,
  vatClass: vatClasses[name] ?? 'VATABLE',
  ...extra,
});
const senior = {
  kind: 'SENIOR_CITIZEN' as const,
  holderName: 'Lola Remedios Cruz',
  holderId: 'OSCA-2024-0117',
  holderTin: '123-456-789-000',
};
const vatSale = (lines: Line[], special?: typeof senior) =>
  salePayload({
    salesChannelId: channel,
    customerId: walkIn,
    lines,
    payments: [{ paymentType: cash }],
    taxProfile: 'VAT',
    specialDiscount: special,
  });

beforeAll(async () => {
  t = await startTestApp();
  adminToken = (await t.login('demo')).token;
  admin = t.as('demo', adminToken);
  channel = (await admin.get('/api/sales/sales-channels')).body.data[0].id;
  walkIn = (await admin.get('/api/sales/customers/default')).body.data.id;
  const types = (await admin.get('/api/masterfile/payment-types')).body.data as { id: number; name: string }[];
  cash = types.find((p) => p.name === 'Cash')!.id;
  const count = (await admin.get('/api/masterfile/unit-classes?name=Count&relations=units')).body.data[0];
  piece = count.units.find((u: { unit: string }) => u.unit === 'piece').id;
  // Services: no stock to receive first.
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
  await make('meal', { sku: 'VAT-MEAL', productName: 'Meal', basePrice: 224, specialDiscountClass: 'FULL' });
  await make('drink', { sku: 'VAT-DRINK', productName: 'Drink', basePrice: 56, specialDiscountClass: 'FULL' });
  await make('rice', {
    sku: 'VAT-RICE',
    productName: 'Rice (per kilo)',
    basePrice: 50,
    vatClass: 'VAT_EXEMPT',
    specialDiscountClass: 'FULL',
  });
  await make('export', {
    sku: 'VAT-EXPORT',
    productName: 'Export service',
    basePrice: 30,
    vatClass: 'ZERO_RATED',
    specialDiscountClass: 'FULL',
  });
  await make('pandesal', { sku: 'VAT-PANDESAL', productName: 'Pandesal tray', basePrice: 64, specialDiscountClass: 'FULL' });
  await make('cigarettes', { sku: 'VAT-CIG', productName: 'Cigarettes', basePrice: 112 });
});
afterAll(async () => t?.close());

/**
 * A senior citizen / PWD line as the sale's PDF prints it: the figures after Gross, Less VAT 12%,
 * Less SC/PWD 20% and Line total, read back from the PDF's text.
 */
async function pdfSpecialLine(id: number) {
  const pdf = await t.app.inject({
    method: 'GET',
    url: `/api/sales/sales-orders/${id}/pdf`,
    headers: { host: 'localhost', authorization: `Bearer ${adminToken}` },
  });
  expect(pdf.statusCode).toBe(200);
  // The PDF's text breaks runs after a hyphen or a slash ('SC/ PWD').
  const text = (await pdfPages(pdf.rawPayload)).join(' ').replace(/([-/]) /g, '$1');
  const figure = (label: string) => {
    const found = [...text.matchAll(new RegExp(`${label.replace(/[()/]/g, '\\$&')} (-?)₱([\\d,]+\\.\\d{2})`, 'g'))];
    return found.map((m) => Math.round(Number(`${m[1]}${m[2]!.replace(/,/g, '')}`) * 100));
  };
  return {
    gross: figure('Gross'),
    vatRemoved: figure('Less VAT 12%'),
    special: figure('Less SC/PWD 20%'),
    lineTotal: figure('Line total'),
  };
}

/** Gross less what the paper lists under it is the line total (centavos). */
function addsUp(printed: Awaited<ReturnType<typeof pdfSpecialLine>>) {
  const sum = [...printed.gross, ...printed.vatRemoved, ...printed.special].reduce((a, b) => a + b, 0);
  expect(printed.lineTotal).toHaveLength(1);
  expect(sum).toBe(printed.lineTotal[0]);
}

describe('a NON_VAT shop (the default)', () => {
  it('stores no VAT figures, and a product is VATable with no special discount unless told otherwise', async () => {
    const product = (await admin.get(`/api/inventory/products/${ids.cigarettes}`)).body.data;
    expect(product).toMatchObject({ vatClass: 'VATABLE', specialDiscountClass: 'NONE' });
    const payload = salePayload({
      salesChannelId: channel,
      customerId: walkIn,
      lines: [line('drink', 2, 56)],
      payments: [{ paymentType: cash }],
    });
    const sold = await admin.post('/api/sales/pos-order', payload);
    expect(sold.status, JSON.stringify(sold.body)).toBe(201);
    expect(sold.body.data).toMatchObject({
      taxTotal: 0,
      netTotal: 112,
      vatableSales: 0,
      vatAmount: 0,
      vatExemptSales: 0,
      zeroRatedSales: 0,
    });
    expect(sold.body.data.specialDiscountKind).toBeNull();
  });

  it('takes 20% of the price off for a senior citizen (₱112.00 → 89.60)', async () => {
    const payload = salePayload({
      salesChannelId: channel,
      customerId: walkIn,
      lines: [line('cigarettes', 1, 112), line('drink', 2, 56, { specialDiscount: true })],
      payments: [{ paymentType: cash }],
      specialDiscount: { kind: 'PWD', holderName: 'Juan Dela Cruz', holderId: 'PWD-13-0001' },
    });
    const sold = await admin.post('/api/sales/pos-order', payload);
    expect(sold.status, JSON.stringify(sold.body)).toBe(201);
    expect(sold.body.data).toMatchObject({
      netTotal: 201.6,
      specialDiscountKind: 'PWD',
      specialDiscountTotal: 22.4,
      specialDiscountHolderName: 'Juan Dela Cruz',
      specialDiscountHolderTin: null,
      vatExemptSales: 0,
    });
  });

  it('prints a senior citizen line on the PDF as gross, the 20% and the line total, which add up (3 × ₱64.00)', async () => {
    const sold = await admin.post(
      '/api/sales/pos-order',
      salePayload({
        salesChannelId: channel,
        customerId: walkIn,
        lines: [line('pandesal', 3, 64, { specialDiscount: true })],
        payments: [{ paymentType: cash }],
        specialDiscount: senior,
      }),
    );
    expect(sold.status, JSON.stringify(sold.body)).toBe(201);
    const printed = await pdfSpecialLine(sold.body.data.id);
    expect(printed).toEqual({ gross: [19200], vatRemoved: [], special: [-3840], lineTotal: [15360] });
    addsUp(printed);
  });
});

describe('a VAT shop', () => {
  beforeAll(async () => {
    const saved = await admin.post('/api/setting/company-profiles', { settings: { tax_profile: 'VAT', tin: '000-123-456-000' } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  });

  it('refuses a tax profile it does not know', async () => {
    const answer = await admin.post('/api/setting/company-profiles', { settings: { tax_profile: 'vat-ish' } });
    expect(answer.status).toBe(422);
    expect(answer.body.errors['settings.tax_profile']).toEqual(['The tax profile must be NON_VAT or VAT.']);
  });

  it('stores a mixed cart with a senior citizen line, per sale and per line, and prints it on the receipt', async () => {
    // 2 × 56.00 VATable → VATable 100.00 + VAT 12.00; 50.00 VAT-exempt; 30.00 zero-rated;
    // 224.00 VATable for the senior citizen: 200.00 VAT-exclusive, 40.00 off, 160.00 VAT-exempt.
    const payload = vatSale(
      [line('drink', 2, 56), line('rice', 1, 50), line('export', 1, 30), line('meal', 1, 224, { specialDiscount: true })],
      senior,
    );
    expect(payload).toMatchObject({ netTotal: 352, taxTotal: 12, vatableSales: 100, vatExemptSales: 210 });
    const sold = await admin.post('/api/sales/pos-order', payload);
    expect(sold.status, JSON.stringify(sold.body)).toBe(201);
    const id = sold.body.data.id;
    const order = (await admin.get(`/api/sales/sales-orders/${id}?relations=salesOrderItems`)).body.data;
    expect(order).toMatchObject({
      grossTotal: 416,
      discountTotal: 64,
      taxTotal: 12,
      netTotal: 352,
      vatableSales: 100,
      vatAmount: 12,
      vatExemptSales: 210,
      zeroRatedSales: 30,
      specialDiscountKind: 'SENIOR_CITIZEN',
      specialDiscountTotal: 40,
      specialDiscountHolderName: 'Lola Remedios Cruz',
      specialDiscountHolderId: 'OSCA-2024-0117',
      specialDiscountHolderTin: '123-456-789-000',
    });
    const lines = (order.salesOrderItems as Record<string, unknown>[]).sort((a, b) => Number(a.lineNumber) - Number(b.lineNumber));
    expect(lines.map((l) => [l.vatClass, l.vatAmount, l.specialDiscountAmount, l.specialVatRemoved, l.lineTotal])).toEqual([
      ['VATABLE', 12, 0, 0, 112],
      ['VAT_EXEMPT', 0, 0, 0, 50],
      ['ZERO_RATED', 0, 0, 0, 30],
      ['VATABLE', 0, 40, 24, 160],
    ]);
    const receipt = (await admin.get(`/api/sales/sales-orders/${id}/receipt`)).body.data;
    expect(receipt.company.tax_profile).toBe('VAT');
    expect(receipt.order).toMatchObject({ vatableSales: 100, specialDiscountHolderName: 'Lola Remedios Cruz' });
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/sales/sales-orders/${id}/pdf`,
      headers: { host: 'localhost', authorization: `Bearer ${adminToken}` },
    });
    expect(pdf.statusCode).toBe(200);
    // The PDF's text breaks runs after a hyphen ('VAT- Exempt').
    const text = (await pdfPages(pdf.rawPayload)).join(' ').replace(/- /g, '-');
    for (const printed of [
      'VATable Sales ₱100.00',
      'VAT Amount (12%) ₱12.00',
      'VAT-Exempt Sales ₱210.00',
      'Zero-Rated Sales ₱30.00',
      'Senior Citizen Discount ₱40.00',
      'Name: Lola Remedios Cruz',
      'OSCA ID No.: OSCA-2024-0117',
      'TIN: 123-456-789-000',
      'Signature',
    ])
      expect(text).toContain(printed);
    expect(text).not.toContain('NON-VAT');
  });

  it('prints a senior citizen line on the PDF as gross, the VAT removed, the 20% and the line total, which add up (3 × ₱64.00)', async () => {
    const sold = await admin.post('/api/sales/pos-order', vatSale([line('pandesal', 3, 64, { specialDiscount: true })], senior));
    expect(sold.status, JSON.stringify(sold.body)).toBe(201);
    // 192.00 ÷ 1.12 = 171.43 (VAT 20.57 removed), 20% of it 34.29, due 137.14.
    const printed = await pdfSpecialLine(sold.body.data.id);
    expect(printed).toEqual({ gross: [19200], vatRemoved: [-2057], special: [-3429], lineTotal: [13714] });
    addsUp(printed);
  });

  it('keeps the figures right when the sale is edited, and keeps them on a void', async () => {
    const sold = await admin.post(
      '/api/sales/pos-order',
      vatSale([line('drink', 1, 56), line('meal', 1, 224, { specialDiscount: true })], senior),
    );
    expect(sold.status, JSON.stringify(sold.body)).toBe(201);
    const id = sold.body.data.id;
    // The senior citizen leaves; the meal is sold at full price: VATable 280.00 → VAT 30.00, VATable sales 250.00.
    const edited = await admin.put(`/api/sales/${id}`, vatSale([line('drink', 1, 56), line('meal', 1, 224)]));
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.data).toMatchObject({
      netTotal: 280,
      vatableSales: 250,
      vatAmount: 30,
      vatExemptSales: 0,
      specialDiscountKind: null,
      specialDiscountTotal: 0,
      specialDiscountHolderName: null,
    });
    const voided = await admin.delete(`/api/sales/${id}`);
    expect(voided.status).toBe(200);
    expect(voided.body.data).toMatchObject({ status: 'VOIDED', vatableSales: 250, vatAmount: 30 });
  });

  it('refuses VAT figures that do not add up (422), writing nothing', async () => {
    const payload = vatSale([line('drink', 2, 56)]);
    const wrongVat = await admin.post('/api/sales/pos-order', { ...payload, vatAmount: 11.99 });
    expect(wrongVat.status).toBe(422);
    expect(wrongVat.body.errors.vatAmount[0]).toMatch(/does not add up: the lines make 12\.00/);
    // A terminal that thinks the shop is NON_VAT sends a tax total of 0.
    const noVat = await admin.post('/api/sales/pos-order', { ...payload, taxTotal: 0, vatableSales: 0, vatAmount: 0 });
    expect(noVat.status).toBe(422);
    expect(Object.keys(noVat.body.errors).sort()).toEqual(['taxTotal', 'vatAmount', 'vatableSales']);
    const wrongSpecial = await admin.post('/api/sales/pos-order', {
      ...vatSale([line('meal', 1, 224, { specialDiscount: true })], senior),
      specialDiscountTotal: 44.8,
    });
    expect(wrongSpecial.status).toBe(422);
    expect(wrongSpecial.body.errors.specialDiscountTotal).toBeDefined();
  });

  it('refuses a senior citizen discount the rules do not allow', async () => {
    const refused = async (payload: Record<string, unknown>) => {
      const answer = await admin.post('/api/sales/pos-order', payload);
      expect(answer.status, JSON.stringify(answer.body)).toBe(422);
      return answer.body.errors as Record<string, string[]>;
    };
    // Combined with a regular discount on the same line.
    const combined = vatSale([line('meal', 1, 224)], senior);
    combined.orderItems[0] = {
      ...combined.orderItems[0]!,
      specialDiscount: true,
      appliedDiscounts: [
        {
          type: 'percentage',
          scope: 'sales_order_item',
          value: 10,
          code: null,
          discount_id: null,
          base_amount: 224,
          discount_amount: 22.4,
        },
      ],
    } as never;
    expect((await refused(combined))['orderItems.0.specialDiscount']![0]).toMatch(/never both/);
    // No holder name, no ID number, a blank name.
    const lines = [line('meal', 1, 224, { specialDiscount: true })];
    expect(
      (await refused({ ...vatSale(lines, senior), specialDiscount: { kind: 'SENIOR_CITIZEN', holderId: 'X' } }))[
        'specialDiscount.holderName'
      ],
    ).toEqual(['The name of the senior citizen or PWD is required.']);
    expect(
      (await refused({ ...vatSale(lines, senior), specialDiscount: { ...senior, holderName: '   ' } }))['specialDiscount.holderName'],
    ).toBeDefined();
    expect(
      (await refused({ ...vatSale(lines, senior), specialDiscount: { ...senior, holderId: '' } }))['specialDiscount.holderId'],
    ).toBeDefined();
    // A line flagged without the sale's discount; an ineligible product; a kind that is none.
    const { specialDiscount: _none, ...withoutHolder } = vatSale(lines, senior);
    expect((await refused(withoutHolder))['orderItems.0.specialDiscount']).toBeDefined();
    expect(
      (await refused(vatSale([line('cigarettes', 1, 112, { specialDiscount: true })], senior)))['orderItems.0.specialDiscount']![0],
    ).toMatch(/not eligible/);
    expect(
      (await refused({ ...vatSale(lines, senior), specialDiscount: { ...senior, kind: 'VETERAN' } }))['specialDiscount.kind'],
    ).toBeDefined();
    // With an order discount.
    const withOrderDiscount = salePayload({
      salesChannelId: channel,
      customerId: walkIn,
      lines: [line('drink', 1, 56), ...lines],
      payments: [{ paymentType: cash }],
      taxProfile: 'VAT',
      specialDiscount: senior,
      orderDiscounts: [{ type: 'fixed', scope: 'sales_order', value: 5 }],
    });
    expect((await refused(withOrderDiscount)).appliedDiscounts).toBeDefined();
  });

  it('answers hostile input with 422, never 500', async () => {
    const lines = [line('meal', 1, 224, { specialDiscount: true })];
    const hostile: unknown[] = [
      { ...senior, holderName: 'x'.repeat(10_000) },
      { ...senior, holderName: 'Nul\u0000Name' },
      { ...senior, holderName: 42 },
      { ...senior, holderTin: { $gt: '' } },
      'SENIOR_CITIZEN',
      [senior],
    ];
    for (const special of hostile) {
      const answer = await admin.post('/api/sales/pos-order', { ...vatSale(lines, senior), specialDiscount: special });
      expect(answer.status, JSON.stringify(special).slice(0, 80)).toBe(422);
    }
    for (const flag of ['yes', 1, { a: 1 }]) {
      const payload = vatSale(lines, senior);
      payload.orderItems[0] = { ...payload.orderItems[0]!, specialDiscount: flag } as never;
      expect((await admin.post('/api/sales/pos-order', payload)).status).toBe(422);
    }
    for (const vatAmount of ['12.001', 'NaN', 1e300, -1]) {
      const answer = await admin.post('/api/sales/pos-order', { ...vatSale([line('drink', 2, 56)]), vatAmount });
      expect(answer.status, String(vatAmount)).toBe(422);
    }
    const product = await admin.post('/api/inventory/products', {
      sku: 'VAT-BAD',
      productName: 'Bad',
      type: 'SERVICE',
      vatClass: 'MOSTLY',
      unitClassId: 1,
      unitOfMeasureId: piece,
    });
    expect(product.status).toBe(422);
    expect(product.body.errors.vatClass).toEqual(['The VAT class must be VATABLE, VAT_EXEMPT or ZERO_RATED.']);
  });
});
