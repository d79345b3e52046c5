// A cashier may still change a line's price (spec 4), but the line keeps its list price and who
// changed it, and a shop may require Override Prices for a price below the minimum or a large discount.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { salePayload, type Line } from './support/sales';
import { signInAs, startTestApp, type Client, type TestApp } from './support/test-app';

let t: TestApp;
let admin: Client;
let cashier: Client & { id: number };
let channel: number;
let walkIn: number;
let cash: number;
let piece: number;
let dozen: number;
const ids: Record<string, number> = {};

const line = (name: string, quantity: number, price: number, extra: Partial<Line> = {}): Line => ({
  productId: ids[name]!,
  orderedUomId: piece,
  orderedQuantity: quantity,
  orderedUnitPrice: price,
  ...extra,
});
const sale = (lines: Line[], orderDiscounts: Parameters<typeof salePayload>[0]['orderDiscounts'] = []) =>
  salePayload({ salesChannelId: channel, customerId: walkIn, lines, payments: [{ paymentType: cash }], orderDiscounts });
const rules = (body: { requirePriceOverride: boolean; maxDiscountPercent: number | string | null }) =>
  admin.put('/api/setting/sales-settings', body);

beforeAll(async () => {
  t = await startTestApp();
  admin = t.as('demo', (await t.login('demo')).token);
  cashier = await signInAs(t, admin, 'demo', ['Cashier']);
  const channelRow = (await admin.get('/api/sales/sales-channels?relations=users')).body.data[0];
  channel = channelRow.id;
  await admin.put(`/api/sales/sales-channels/${channel}`, { userIds: [...channelRow.users.map((u: { id: number }) => u.id), cashier.id] });
  walkIn = (await admin.get('/api/sales/customers/default')).body.data.id;
  cash = (await admin.get('/api/masterfile/payment-types?name=Cash')).body.data[0].id;
  const count = (await admin.get('/api/masterfile/unit-classes?name=Count&relations=units')).body.data[0];
  piece = count.units.find((u: { unit: string }) => u.unit === 'piece').id;
  dozen = count.units.find((u: { unit: string }) => u.unit === 'dozen').id;
  const make = async (key: string, body: Record<string, unknown>) => {
    const answer = await admin.post('/api/inventory/products', { unitClassId: count.id, unitOfMeasureId: piece, type: 'SERVICE', ...body });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    ids[key] = answer.body.data.id;
  };
  await make('cut', { sku: 'CUT', productName: 'Key Cutting', basePrice: 100, minimumPrice: 80 });
  await make('repair', { sku: 'FIX', productName: 'Repair', basePrice: 500, productPrices: [{ uomId: dozen, price: 5400 }] });
});

afterAll(async () => {
  await t.close();
});

describe('the price a line was sold at', () => {
  it('keeps the list price of the ordered unit and who changed the price, or no one when it was not changed', async () => {
    const posted = await cashier.post(
      '/api/sales/pos-order',
      sale([line('cut', 1, 100), line('cut', 2, 0.01), line('repair', 1, 5000, { orderedUomId: dozen })]),
    );
    expect(posted.status, JSON.stringify(posted.body)).toBe(201);
    const order = (await admin.get(`/api/sales/sales-orders/${posted.body.data.id}?relations=salesOrderItems.priceChangedByUser`)).body
      .data;
    const lines = order.salesOrderItems.map((i: Record<string, unknown>) => [i.orderedUnitPrice, i.listUnitPrice, i.priceChangedBy]);
    expect(lines).toEqual([
      [100, 100, null],
      [0.01, 100, cashier.id],
      // The dozen's own price is its list price, not twelve pieces.
      [5000, 5400, cashier.id],
    ]);
    expect(order.salesOrderItems[1].priceChangedByUser.id).toBe(cashier.id);
  });

  it('needs no permission while the shop does not require one', async () => {
    expect((await admin.get('/api/setting/sales-settings')).body.data).toEqual({
      requirePriceOverride: false,
      maxDiscountPercent: null,
      basicNecessityWeeklyCap: 2500,
    });
    expect((await cashier.post('/api/sales/pos-order', sale([line('cut', 1, 1)]))).status).toBe(201);
  });
});

describe('Override Prices, when the shop requires it', () => {
  it('is refused to a cashier below the minimum price (403 naming it), and nothing is written', async () => {
    expect((await rules({ requirePriceOverride: true, maxDiscountPercent: 10 })).status).toBe(200);
    const before = (await admin.get('/api/sales/sales-orders')).body.meta.total;
    const refused = await cashier.post('/api/sales/pos-order', sale([line('cut', 1, 79.99)]));
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(
      'This action is unauthorized: selling Key Cutting at 79.99, below its minimum price of 80.00, needs the Override Prices permission.',
    );
    expect((await admin.get('/api/sales/sales-orders')).body.meta.total).toBe(before);
    // At the minimum it sells, and the change is kept.
    expect((await cashier.post('/api/sales/pos-order', sale([line('cut', 1, 80)]))).status).toBe(201);
  });

  it('takes the regular price as the minimum of a product without one, converted to the ordered unit', async () => {
    const refused = await cashier.post('/api/sales/pos-order', sale([line('repair', 1, 5399.99, { orderedUomId: dozen })]));
    expect(refused.status).toBe(403);
    expect(refused.body.message).toContain('below its minimum price of 5400.00');
  });

  it('caps line and order discounts at the shop percentage', async () => {
    const tooMuch = await cashier.post(
      '/api/sales/pos-order',
      sale([line('cut', 1, 100, { appliedDiscounts: [{ type: 'percentage', scope: 'sales_order_item', value: 15, code: null }] })]),
    );
    // A cashier may only apply the shop's own discounts, so a typed one is refused before the cap.
    expect(tooMuch.status).toBe(422);
    const discount = (
      await admin.post('/api/masterfile/discounts', {
        name: 'Suki 15',
        code: 'SUKI15',
        type: 'percentage',
        scope: 'sales_order',
        value: 15,
      })
    ).body.data;
    const order = await cashier.post(
      '/api/sales/pos-order',
      sale([line('cut', 1, 100)], [{ type: 'percentage', scope: 'sales_order', value: 15, code: 'SUKI15', discount_id: discount.id }]),
    );
    expect(order.status).toBe(403);
    expect(order.body.message).toBe(
      'This action is unauthorized: an order discount of more than 10% needs the Override Prices permission.',
    );
    await rules({ requirePriceOverride: true, maxDiscountPercent: 15 });
    expect(
      (
        await cashier.post(
          '/api/sales/pos-order',
          sale([line('cut', 1, 100)], [{ type: 'percentage', scope: 'sales_order', value: 15, code: 'SUKI15', discount_id: discount.id }]),
        )
      ).status,
    ).toBe(201);
  });

  it('lets a holder of Override Prices through, and still records the change', async () => {
    const posted = await admin.post('/api/sales/pos-order', sale([line('cut', 1, 1)]));
    expect(posted.status).toBe(201);
    const items = (await admin.get(`/api/sales/sales-orders/${posted.body.data.id}?relations=salesOrderItems`)).body.data.salesOrderItems;
    expect(items[0].priceChangedBy).not.toBeNull();
  });

  it('does not stop a quotation, which only offers a price', async () => {
    const { orderItems, orderPayments, ...rest } = sale([line('cut', 1, 1)]);
    const quoted = await cashier.post('/api/sales/quotations', { ...rest, quotationItems: orderItems, payments: orderPayments });
    expect(quoted.status, JSON.stringify(quoted.body)).toBe(201);
  });
});

describe('the selling rules', () => {
  it('are changed only with Edit Sales Settings, within 0–100% at 2 decimals', async () => {
    expect((await cashier.put('/api/setting/sales-settings', { requirePriceOverride: false, maxDiscountPercent: null })).status).toBe(403);
    expect((await rules({ requirePriceOverride: true, maxDiscountPercent: 100.5 })).status).toBe(422);
    expect((await rules({ requirePriceOverride: true, maxDiscountPercent: '12.345' })).status).toBe(422);
    expect((await rules({ requirePriceOverride: true, maxDiscountPercent: '1e2' })).status).toBe(422);
    const saved = await rules({ requirePriceOverride: false, maxDiscountPercent: '12.5' });
    expect(saved.body.data).toEqual({ requirePriceOverride: false, maxDiscountPercent: 12.5, basicNecessityWeeklyCap: 2500 });
  });

  it('keep a minimum price at 2 decimals and not below zero', async () => {
    const bad = await admin.put(`/api/inventory/products/${ids.cut}`, { minimumPrice: -1 });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(['minimumPrice']);
    expect((await admin.put(`/api/inventory/products/${ids.cut}`, { minimumPrice: '80.001' })).status).toBe(422);
  });
});
