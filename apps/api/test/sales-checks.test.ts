// The sale checks an audit found missing: bundle components held to the bundle's definition,
// payment reference numbers required by their type, quotations with serial-tracked lines converted
// with serial numbers, edits that keep the order's channel and the receivables' collections, and
// the quotation list for whoever sees its screen.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { referenceNumberMessage, SAVE_MESSAGES } from '@oim/shared/schemas/sales';
import { bundleItems } from '../src/db/schema/inventory';
import { tenants } from '../src/db/schema/tenancy';
import { asQuotation, salePayload, type Line, type Payment } from './support/sales';
import { signInAs, startTestApp, type Client, type TestApp } from './support/test-app';

let t: TestApp;
let admin: Client;
let adminToken: string;
let demoId: number;
let channel: number;
let location: number;
let walkIn: number;
let cash: number;
let gcash: number;
let charge: number;
let piece: number;
let dozen: number;
const ids: Record<string, number> = {};

const line = (name: string, quantity: number | string, price: number | string, extra: Partial<Line> = {}): Line => ({
  productId: ids[name]!,
  orderedUomId: piece,
  orderedQuantity: quantity,
  orderedUnitPrice: price,
  ...extra,
});

const body = (lines: Line[], payments: Payment[] = [{ paymentType: cash }], extra: { salesChannelId?: number; customerId?: number } = {}) =>
  salePayload({ salesChannelId: extra.salesChannelId ?? channel, customerId: extra.customerId ?? walkIn, lines, payments });

const sell = (lines: Line[], payments?: Payment[]) => admin.post('/api/sales/pos-order', body(lines, payments));

async function onHand(name: string): Promise<number> {
  return (await admin.get(`/api/inventory/stocks?productId=${ids[name]}&locationId=${location}`)).body.data[0]?.onHand ?? 0;
}

beforeAll(async () => {
  t = await startTestApp();
  adminToken = (await t.login('demo')).token;
  admin = t.as('demo', adminToken);
  const [demo] = await t.db.transaction(null, (tx) => tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.slug, 'demo')));
  demoId = demo!.id;
  const channelRow = (await admin.get('/api/sales/sales-channels')).body.data[0];
  channel = channelRow.id;
  location = channelRow.defaultPickingWarehouseId;
  walkIn = (await admin.get('/api/sales/customers/default')).body.data.id;
  const types = (await admin.get('/api/masterfile/payment-types')).body.data as { id: number; name: string }[];
  cash = types.find((p) => p.name === 'Cash')!.id;
  gcash = types.find((p) => p.name === 'GCash')!.id;
  charge = types.find((p) => p.name === 'Charge')!.id;
  const count = (await admin.get('/api/masterfile/unit-classes?name=Count&relations=units')).body.data[0];
  piece = count.units.find((u: { unit: string }) => u.unit === 'piece').id;
  dozen = count.units.find((u: { unit: string }) => u.unit === 'dozen').id;

  const make = async (key: string, product: Record<string, unknown>) => {
    const answer = await admin.post('/api/inventory/products', {
      unitClassId: count.id,
      unitOfMeasureId: piece,
      type: 'PRODUCT',
      ...product,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    ids[key] = answer.body.data.id;
  };
  await make('nail', { sku: 'NAIL', productName: 'Common Nail', basePrice: '2.50' });
  await make('hammer', { sku: 'HAM', productName: 'Claw Hammer', basePrice: 350 });
  await make('phone', { sku: 'PHN', productName: 'Phone', basePrice: 9999, isSerialized: true });
  await make('kit', {
    sku: 'KIT',
    productName: 'Hammer and Nails Kit',
    basePrice: 380,
    type: 'BUNDLE',
    bundleProducts: [
      { bundleItemId: ids.hammer, bundleQuantity: 1, bundleUomId: piece },
      { bundleItemId: ids.nail, bundleQuantity: 1, bundleUomId: dozen },
    ],
  });
  await make('starter', {
    sku: 'STARTER',
    productName: 'Phone Starter Kit',
    basePrice: 10_500,
    type: 'BUNDLE',
    bundleProducts: [{ bundleItemId: ids.hammer, bundleQuantity: 1, bundleUomId: piece }],
  });
  // A bundle defined before serial-tracked parts were refused in definitions: only the database holds it now.
  await t.db.transaction(demoId, (tx) =>
    tx.insert(bundleItems).values({ tenantId: demoId, bundleId: ids.starter!, itemId: ids.phone!, quantity: '1', uomId: piece }),
  );

  const stocked = await admin.post('/api/inventory/adjustments', {
    locationId: location,
    reason: 'Opening stock',
    items: [
      { productId: ids.nail, uomId: piece, quantity: 500 },
      { productId: ids.hammer, uomId: piece, quantity: 50 },
      { productId: ids.phone, uomId: piece, quantity: 4, serialNumbers: ['IMEI-1', 'IMEI-2', 'IMEI-3', 'IMEI-4'] },
    ],
  });
  expect(stocked.status, JSON.stringify(stocked.body)).toBe(201);
});
afterAll(async () => t?.close());

describe('bundle components', () => {
  const kit = (bundles: number, parts: Line['bundleModifications']) =>
    line('kit', bundles, 380, { productType: 'BUNDLE', bundleModifications: parts });
  const asDefined = (bundles: number) => [
    { productId: ids.hammer!, unitOfMeasureId: piece, quantity: bundles, originalQuantityPerBundle: 1 },
    { productId: ids.nail!, unitOfMeasureId: dozen, quantity: bundles, originalQuantityPerBundle: 1 },
  ];

  it('sells a bundle whose components are its definition scaled by the quantity, taking their stock', async () => {
    const [nails, hammers] = [await onHand('nail'), await onHand('hammer')];
    const answer = await sell([kit(3, asDefined(3))]);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect([await onHand('nail'), await onHand('hammer')]).toEqual([nails - 36, hammers - 3]);
    const definition = await t.db.transaction(demoId, (tx) =>
      tx.select().from(bundleItems).where(eq(bundleItems.bundleId, ids.kit!)).orderBy(bundleItems.id),
    );
    expect(answer.body.data.salesOrderItems.find((i: { productId: number }) => i.productId === ids.kit).bundleModifications).toEqual([
      expect.objectContaining({
        bundleItemId: definition[0]!.id,
        productId: ids.hammer,
        quantity: 3,
        originalQuantityPerBundle: 1,
        isModified: false,
      }),
      expect.objectContaining({
        bundleItemId: definition[1]!.id,
        productId: ids.nail,
        quantity: 3,
        unitOfMeasureId: dozen,
        isModified: false,
      }),
    ]);
  });

  it('refuses components that are not the definition (422 on the component), writing nothing', async () => {
    const [nails, hammers] = [await onHand('nail'), await onHand('hammer')];
    const refused = async (parts: Line['bundleModifications']) => {
      const answer = await sell([kit(2, parts)]);
      expect(answer.status, JSON.stringify(answer.body)).toBe(422);
      return answer.body.errors as Record<string, string[]>;
    };
    // A component left out: the bundle would leave without its hammer.
    expect((await refused([{ productId: ids.nail!, unitOfMeasureId: dozen, quantity: 2 }]))['orderItems.0.bundleModifications']).toEqual([
      'Hammer and Nails Kit is sold with all of its components; missing: Claw Hammer.',
    ]);
    // A quantity of 0, or any other than per bundle × bundles.
    const zero = await refused([{ ...asDefined(2)[0]!, quantity: 0 }, asDefined(2)[1]!]);
    expect(zero['orderItems.0.bundleModifications.0.quantity']).toEqual([
      'Hammer and Nails Kit holds 1 piece of Claw Hammer per bundle: 2 for 2, not 0.',
    ]);
    expect(Object.keys(await refused([asDefined(2)[0]!, { ...asDefined(2)[1]!, quantity: 1 }]))).toEqual([
      'orderItems.0.bundleModifications.1.quantity',
    ]);
    // Another product in place of a component, or the component in another unit.
    const swapped = await refused([{ productId: ids.phone!, unitOfMeasureId: piece, quantity: 2 }, asDefined(2)[1]!]);
    expect(swapped['orderItems.0.bundleModifications.0.productId']).toEqual(['Phone is not a component of Hammer and Nails Kit.']);
    expect(swapped['orderItems.0.bundleModifications']).toEqual([
      'Hammer and Nails Kit is sold with all of its components; missing: Claw Hammer.',
    ]);
    const inPieces = await refused([asDefined(2)[0]!, { productId: ids.nail!, unitOfMeasureId: piece, quantity: 24 }]);
    expect(inPieces['orderItems.0.bundleModifications.1.unitOfMeasureId']).toEqual(['Hammer and Nails Kit holds Common Nail in dozen.']);
    // A component twice.
    expect(Object.keys(await refused([...asDefined(2), asDefined(2)[0]!]))).toEqual(['orderItems.0.bundleModifications.2.productId']);
    expect([await onHand('nail'), await onHand('hammer')]).toEqual([nails, hammers]);
  });

  it('takes the definition when no components are sent, whatever product type the client claims', async () => {
    const hammers = await onHand('hammer');
    const answer = await sell([line('kit', 1, 380, { productType: 'PRODUCT' })]);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(await onHand('hammer')).toBe(hammers - 1);
  });

  it('refuses a bundle with a serial-tracked component, for a sale and for a quotation', async () => {
    const answer = await sell([line('starter', 1, 10_500, { productType: 'BUNDLE' })]);
    expect(answer.status).toBe(422);
    expect(answer.body.errors['orderItems.0.bundleModifications']).toEqual([
      'Phone is serial-tracked and cannot be sold inside Phone Starter Kit: sell it on its own line with its serial numbers.',
    ]);
    const quoted = await admin.post('/api/sales/quotations', asQuotation(body([line('starter', 1, 10_500, { productType: 'BUNDLE' })])));
    expect(quoted.status).toBe(422);
    expect(quoted.body.errors['quotationItems.0.bundleModifications'][0]).toMatch(/serial-tracked/);
  });

  it('checks the components of a quotation the same way', async () => {
    const quoted = await admin.post(
      '/api/sales/quotations',
      asQuotation(body([kit(2, [{ ...asDefined(2)[0]!, quantity: 0 }, asDefined(2)[1]!])])),
    );
    expect(quoted.status).toBe(422);
    expect(Object.keys(quoted.body.errors)).toEqual(['quotationItems.0.bundleModifications.0.quantity']);
  });
});

describe('payment reference numbers', () => {
  it('are required by a payment type that asks for them (422 on the payment), after spec 5’s checks', async () => {
    const before = await onHand('hammer');
    for (const referenceNumber of [null, '', '   ']) {
      const answer = await sell(
        [line('hammer', 1, 350)],
        [
          { paymentType: cash, paidAmount: 250 },
          { paymentType: gcash, paidAmount: 100, referenceNumber },
        ],
      );
      expect(answer.status, JSON.stringify(answer.body)).toBe(422);
      expect(answer.body.errors).toEqual({ 'orderPayments.1.referenceNumber': [referenceNumberMessage('GCash')] });
      expect(answer.body.message).toBe('Please enter the reference number of the GCash payment before saving the order.');
    }
    // Not enough paid is still the message first, as the terminal shows it.
    const short = await sell(
      [line('hammer', 1, 350)],
      [
        { paymentType: cash, paidAmount: 100 },
        { paymentType: gcash, paidAmount: 100 },
      ],
    );
    expect(short.body.message).toBe(SAVE_MESSAGES.order.notEnough);
    expect(await onHand('hammer')).toBe(before);
    const paid = await sell(
      [line('hammer', 1, 350)],
      [
        { paymentType: cash, paidAmount: 250 },
        { paymentType: gcash, paidAmount: 100, referenceNumber: 'GC-1' },
      ],
    );
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
  });

  it('are not asked of a quotation’s planned payments', async () => {
    const quoted = await admin.post('/api/sales/quotations', asQuotation(body([line('hammer', 1, 350)], [{ paymentType: gcash }])));
    expect(quoted.status, JSON.stringify(quoted.body)).toBe(201);
  });
});

describe('generating a sales order from a quotation', () => {
  it('takes serial numbers per line and payment reference numbers in its body', async () => {
    const quoted = await admin.post(
      '/api/sales/quotations',
      asQuotation(body([line('hammer', 1, 350), line('phone', 2, 9999)], [{ paymentType: gcash }])),
    );
    expect(quoted.status, JSON.stringify(quoted.body)).toBe(201);
    const quotation = quoted.body.data;
    const phoneLine = quotation.quotationItems.find((i: { productId: number }) => i.productId === ids.phone).id;
    // What the quotation page reads to ask for them: which lines are serial-tracked, in which unit, at which location.
    const read = (
      await admin.get(`/api/sales/quotations/${quotation.id}?relations=salesChannel|quotationItems.product|quotationItems.orderedUom`)
    ).body.data;
    expect(read.salesChannel.defaultPickingWarehouseId).toBe(location);
    expect(read.quotationItems.map((i: any) => [i.product.isSerialized, Number(i.orderedUom.factor)])).toEqual([
      [false, 1],
      [true, 1],
    ]);
    const hammers = await onHand('hammer');
    const generate = (payload?: unknown) => admin.post(`/api/sales/quotations/${quotation.id}/generate-sales-order`, payload);

    // As it is, the GCash payment has no reference yet, and the phones no serial numbers.
    const bare = await generate();
    expect(bare.status).toBe(422);
    expect(bare.body.errors).toEqual({ 'orderPayments.0.referenceNumber': [referenceNumberMessage('GCash')] });
    const noSerials = await generate({ payments: [{ referenceNumber: 'GC-777' }] });
    expect(noSerials.status).toBe(422);
    expect(noSerials.body.errors['orderItems.1.serialNumbers'][0]).toMatch(/^Phone is serial-tracked: give 2 serial numbers/);
    // A line that is not the quotation's.
    const stray = await generate({ items: [{ id: 999_999, serialNumbers: ['IMEI-1'] }] });
    expect(stray.body.errors).toEqual({ 'items.0.id': ['This is not one of the quotation’s lines.'] });
    expect(await onHand('hammer')).toBe(hammers);
    expect((await admin.get(`/api/sales/quotations/${quotation.id}`)).body.data.status).toBe('DRAFT');

    const converted = await generate({
      items: [{ id: phoneLine, serialNumbers: ['IMEI-1', 'IMEI-2'] }],
      payments: [{ referenceNumber: 'GC-777' }],
    });
    expect(converted.status, JSON.stringify(converted.body)).toBe(201);
    expect(converted.body.data.paymentTerms[0]).toMatchObject({ referenceNumber: 'GC-777' });
    const sold = (await admin.get(`/api/sales/sales-orders/${converted.body.data.id}/serial-numbers`)).body.data;
    expect(sold.map((s: { serialNumber: string; currentStatus: string }) => [s.serialNumber, s.currentStatus]).sort()).toEqual([
      ['IMEI-1', 'SOLD'],
      ['IMEI-2', 'SOLD'],
    ]);
    expect(await onHand('hammer')).toBe(hammers - 1);
    expect((await admin.get(`/api/sales/quotations/${quotation.id}`)).body.data).toMatchObject({
      status: 'CONVERTED',
      salesOrderId: converted.body.data.id,
    });
  });

  it('still converts a quotation without serial-tracked lines with no body at all', async () => {
    const quoted = await admin.post('/api/sales/quotations', asQuotation(body([line('nail', 4, '2.50')])));
    const converted = await t.request('POST', `/api/sales/quotations/${quoted.body.data.id}/generate-sales-order`, { token: adminToken });
    expect(converted.status, JSON.stringify(converted.body)).toBe(201);
  });
});

describe('editing a sale', () => {
  it('refuses another sales channel (422): its stock left the order’s own location', async () => {
    const branch = (await admin.post('/api/masterfile/stock-locations', { name: 'Branch Store', code: 'BR' })).body.data.id;
    const other = await admin.post('/api/sales/sales-channels', { name: 'Branch', defaultPickingWarehouseId: branch });
    expect(other.status, JSON.stringify(other.body)).toBe(201);
    const sale = (await sell([line('hammer', 2, 350)])).body.data;
    const hammers = await onHand('hammer');
    const moved = await admin.put(
      `/api/sales/${sale.id}`,
      body([line('hammer', 1, 350)], [{ paymentType: cash }], { salesChannelId: other.body.data.id }),
    );
    expect(moved.status).toBe(422);
    expect(moved.body.errors.salesChannelId).toEqual([
      'The sales channel of a saved sales order cannot be changed: void it and ring the sale up again at the other channel.',
    ]);
    // Through the terminal's save of an opened order too.
    const again = await admin.post('/api/sales/pos-order', {
      ...body([line('hammer', 1, 350)], [{ paymentType: cash }], { salesChannelId: other.body.data.id }),
      activeSalesOrderId: sale.id,
    });
    expect(again.status).toBe(422);
    expect(await onHand('hammer')).toBe(hammers);
    expect((await admin.get(`/api/sales/sales-orders/${sale.id}`)).body.data).toMatchObject({ salesChannelId: channel, netTotal: 700 });
  });

  it('refuses to change or void a sale while a collection stands on it, and keeps the voided collection’s receivable', async () => {
    const sale = (
      await sell(
        [line('hammer', 2, 350)],
        [
          { paymentType: cash, paidAmount: 200 },
          { paymentType: charge, paidAmount: 500 },
        ],
      )
    ).body.data;
    const [receivable] = sale.receivables;
    expect(receivable).toMatchObject({ amount: 500, paid: 0, balance: 500, status: 'OPEN' });
    const collected = await admin.post('/api/finance/payments', {
      direction: 'IN',
      customerId: sale.customerId,
      paymentTypeId: cash,
      amount: 200,
      allocations: [{ receivableId: receivable.id, amount: 200 }],
    });
    expect(collected.status, JSON.stringify(collected.body)).toBe(201);
    const edit = () =>
      admin.put(
        `/api/sales/${sale.id}`,
        body(
          [line('hammer', 2, 350)],
          [
            { paymentType: cash, paidAmount: 400 },
            { paymentType: charge, paidAmount: 300 },
          ],
        ),
      );
    const hammers = await onHand('hammer');
    const refused = await edit();
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Payments have been collected on this sale: void those collections first.');
    expect((await admin.delete(`/api/sales/${sale.id}`)).status).toBe(409);
    expect(await onHand('hammer')).toBe(hammers);
    expect((await admin.get(`/api/sales/sales-orders/${sale.id}`)).body.data.receivables).toEqual([
      expect.objectContaining({ id: receivable.id, amount: 500, paid: 200, balance: 300, status: 'PARTIAL' }),
    ]);

    expect((await admin.delete(`/api/finance/payments/${collected.body.data.id}`)).status).toBe(200);
    const changed = await edit();
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    // The receivable the voided collection once paid stays, VOIDED, so the collection's history reads whole.
    expect(changed.body.data.receivables).toEqual([
      expect.objectContaining({ id: receivable.id, amount: 500, paid: 0, balance: 0, status: 'VOIDED', paymentId: null }),
      expect.objectContaining({ amount: 300, paid: 0, balance: 300, status: 'OPEN' }),
    ]);
    const history = (await admin.get(`/api/finance/payments/${collected.body.data.id}`)).body.data;
    expect(history).toMatchObject({
      status: 'VOIDED',
      allocations: [expect.objectContaining({ receivableId: receivable.id, amount: 200 })],
    });
  });

  it('drops a receivable nothing was collected on when the credit goes, and makes one when it comes', async () => {
    const sale = (await sell([line('hammer', 1, 350)], [{ paymentType: charge }])).body.data;
    expect(sale.receivables).toHaveLength(1);
    const cashOnly = await admin.put(`/api/sales/${sale.id}`, body([line('hammer', 1, 350)]));
    expect(cashOnly.status, JSON.stringify(cashOnly.body)).toBe(200);
    expect(cashOnly.body.data.receivables).toEqual([]);
    const credit = await admin.put(`/api/sales/${sale.id}`, body([line('hammer', 1, 350)], [{ paymentType: charge }]));
    expect(credit.body.data.receivables).toEqual([
      expect.objectContaining({ amount: 350, balance: 350, status: 'OPEN', paymentId: credit.body.data.paymentTerms[0].id }),
    ]);
  });
});

describe('the quotation list', () => {
  it('answers whoever the navigation shows the Quotations screen to (View Customer, spec 2.2)', async () => {
    await admin.post('/api/rbac/roles', { name: 'Customer Desk', permissions: ['View Customer'] });
    await admin.post('/api/rbac/roles', { name: 'Stock Only', permissions: ['View Stocks'] });
    const desk = await signInAs(t, admin, 'demo', ['Customer Desk']);
    const stock = await signInAs(t, admin, 'demo', ['Stock Only']);
    const list = await desk.get('/api/sales/quotations');
    expect(list.status).toBe(200);
    expect(list.body.meta.total).toBeGreaterThan(0);
    expect((await desk.get(`/api/sales/quotations/${list.body.data[0].id}`)).status).toBe(200);
    expect((await stock.get('/api/sales/quotations')).status).toBe(403);
  });
});
