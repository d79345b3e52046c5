import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyTenantIsolation } from '../src/db/security';
import { asQuotation, salePayload, type Line } from './support/sales';
import { signInAs, startTestApp, type Answer, type Client, type TestApp } from './support/test-app';

// A unit that is not the product's is a 422 on the line, never a 500; an offline sale that breaks
// the price rules the online route refuses is posted for a price review, listed under Price
// exceptions until a holder of Override Prices approves it, and counted apart by the readings.

let t: TestApp;
let admin: Client;
let other: Client;
let cashier: Client & { id: number };
let reviewer: Client & { id: number };
let channel: number;
let walkIn: number;
let cash: number;
let piece: number;
let kilo: number;
let otherShopUnit: number;
let otherShopDiscount: number;
const ids: Record<string, number> = {};

const ok = (answer: Answer, status = 200) => {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  return answer.body;
};
const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();
const line = (name: string, quantity: number, price: number | string, extra: Partial<Line> = {}): Line => ({
  productId: ids[name]!,
  orderedUomId: piece,
  orderedQuantity: quantity,
  orderedUnitPrice: price,
  productType: 'SERVICE',
  ...extra,
});
type OrderDiscounts = Parameters<typeof salePayload>[0]['orderDiscounts'];
const sale = (lines: Line[], orderDiscounts: OrderDiscounts = []) =>
  salePayload({ salesChannelId: channel, customerId: walkIn, lines, payments: [{ paymentType: cash }], orderDiscounts });
const offline = (body: ReturnType<typeof sale>, madeAt = minutesAgo(5), extra: Record<string, unknown> = {}) => ({
  ...body,
  offline: { clientSaleId: randomUUID(), deviceId: 'device-P', provisionalNumber: 'OFF-P-000001', madeAt },
  ...extra,
});
const sync = (client: Client, body: unknown) => client.post('/api/sales/offline-sync/sales', body);
const percentOff = (value: number, discountId: number | null, code: string | null = null) => ({
  type: 'percentage' as const,
  scope: 'sales_order' as const,
  value,
  code,
  discount_id: discountId,
});

beforeAll(async () => {
  t = await startTestApp();
  admin = t.as('demo', (await t.login('demo')).token);
  other = t.as('other', (await t.login('other')).token);
  cashier = await signInAs(t, admin, 'demo', ['Cashier'], 'px-cashier@demo.shop');
  ok(await admin.post('/api/rbac/roles', { name: 'Price reviewer', permissions: ['View Price Exceptions'] }), 201);
  reviewer = await signInAs(t, admin, 'demo', ['Price reviewer'], 'px-reviewer@demo.shop');
  const channelRow = (await admin.get('/api/sales/sales-channels?relations=users')).body.data[0];
  channel = channelRow.id;
  ok(
    await admin.put(`/api/sales/sales-channels/${channel}`, {
      userIds: [...channelRow.users.map((u: { id: number }) => u.id), cashier.id],
    }),
  );
  walkIn = (await admin.get('/api/sales/customers/default')).body.data.id;
  cash = (await admin.get('/api/masterfile/payment-types?name=Cash')).body.data[0].id;
  const count = (await admin.get('/api/masterfile/unit-classes?name=Count&relations=units')).body.data[0];
  piece = count.units.find((u: { unit: string }) => u.unit === 'piece').id;
  const weight = ok(
    await admin.post('/api/masterfile/unit-classes', { name: 'PX Weight', units: [{ unit: 'kilo', factor: 1 }] }),
    201,
  ).data;
  kilo = weight.units[0].id;
  otherShopUnit = (await other.get('/api/masterfile/unit-classes?relations=units')).body.data[0].units[0].id;
  otherShopDiscount = ok(
    await other.post('/api/masterfile/discounts', {
      name: 'Other 100',
      code: 'OTH100',
      type: 'percentage',
      scope: 'sales_order',
      value: 100,
    }),
    201,
  ).data.id;
  const make = async (key: string, body: Record<string, unknown>) => {
    ids[key] = ok(
      await admin.post('/api/inventory/products', { unitClassId: count.id, unitOfMeasureId: piece, type: 'SERVICE', ...body }),
      201,
    ).data.id;
  };
  await make('cut', { sku: 'PX-CUT', productName: 'PX Key Cutting', basePrice: 100, minimumPrice: 80 });
  await make('fix', { sku: 'PX-FIX', productName: 'PX Repair', basePrice: 500 });
});
afterAll(async () => t.close());

describe('a unit that is not the product’s', () => {
  it('is 422 on orderItems.n.orderedUomId for a sale, a quotation and an offline sale: unknown, another shop’s, another class', async () => {
    for (const unit of [987654321, otherShopUnit, kilo]) {
      const body = sale([line('cut', 1, 100), line('fix', 1, 500, { orderedUomId: unit })]);
      const online = await admin.post('/api/sales/pos-order', body);
      expect(online.status, JSON.stringify(online.body)).toBe(422);
      expect(online.body.errors['orderItems.1.orderedUomId']).toEqual(['The unit is not one of PX Repair’s units.']);
      const synced = await sync(cashier, offline(body));
      expect(synced.status, JSON.stringify(synced.body)).toBe(422);
      expect(synced.body.errors['orderItems.1.orderedUomId']).toBeDefined();
      const quoted = await admin.post('/api/sales/quotations', asQuotation(body));
      expect(quoted.status, JSON.stringify(quoted.body)).toBe(422);
      expect(quoted.body.errors['quotationItems.1.orderedUomId']).toBeDefined();
    }
  });
});

describe('an offline sale against the price rules', () => {
  const exceptions: number[] = [];

  beforeAll(async () => {
    ok(await admin.put('/api/setting/sales-settings', { requirePriceOverride: true, maxDiscountPercent: 10 }));
    ids.suki = ok(
      await admin.post('/api/masterfile/discounts', {
        name: 'PX Suki 15',
        code: 'PXSUKI',
        type: 'percentage',
        scope: 'sales_order',
        value: 15,
      }),
      201,
    ).data.id;
  });

  it('is refused online as before, but posted offline with priceReviewRequired and its reasons', async () => {
    const cases: [ReturnType<typeof sale>, number, string[]][] = [
      [sale([line('cut', 1, 0.01)]), 403, ['BELOW_MINIMUM_PRICE']],
      [sale([line('fix', 1, 499)]), 403, ['PRICE_OVERRIDE_WITHOUT_PERMISSION']],
      [sale([line('cut', 1, 100)], [percentOff(15, ids.suki!, 'PXSUKI')]), 403, ['DISCOUNT_ABOVE_CAP']],
      [sale([line('cut', 1, 100)], [percentOff(100, 987654, 'FREE')]), 422, ['DISCOUNT_ABOVE_CAP', 'UNKNOWN_DISCOUNT']],
      [sale([line('cut', 1, 100)], [percentOff(100, otherShopDiscount, 'OTH100')]), 422, ['DISCOUNT_ABOVE_CAP', 'UNKNOWN_DISCOUNT']],
    ];
    for (const [body, refused, reasons] of cases) {
      const before = (await admin.get('/api/sales/sales-orders')).body.meta.total;
      expect((await cashier.post('/api/sales/pos-order', body)).status).toBe(refused);
      expect((await admin.get('/api/sales/sales-orders')).body.meta.total).toBe(before);
      const posted = ok(await sync(cashier, offline(body)), 201).data;
      expect(posted).toMatchObject({ priceReviewRequired: true, priceReviewReasons: reasons, priceApprovedAt: null, status: 'COMPLETED' });
      exceptions.push(posted.id);
    }
  });

  it('keeps a discount the shop does not have as the text the device sent, never as a reference', async () => {
    for (const [id, sent] of [
      [exceptions[3]!, '987654'],
      [exceptions[4]!, String(otherShopDiscount)],
    ] as const) {
      const order = ok(await admin.get(`/api/sales/sales-orders/${id}`)).data;
      expect(order.appliedDiscounts).toEqual([
        expect.objectContaining({ discount_id: null, sent_discount_id: sent, discount_amount: 100, base_amount: 100 }),
      ]);
      expect(Number(order.netTotal)).toBe(0);
    }
  });

  it('is an ordinary sale for a holder of Override Prices, except for a discount the shop does not have', async () => {
    const low = ok(await sync(admin, offline(sale([line('cut', 1, 1)]))), 201).data;
    expect(low).toMatchObject({ priceReviewRequired: false, priceReviewReasons: [] });
    const unknown = ok(await sync(admin, offline(sale([line('cut', 1, 100)], [percentOff(5, 555555, 'X5')]))), 201).data;
    expect(unknown).toMatchObject({ priceReviewRequired: true, priceReviewReasons: ['UNKNOWN_DISCOUNT'] });
    exceptions.push(unknown.id);
  });

  it('refuses hostile input with 422, never 500', async () => {
    const nul = sale([line('cut', 1, 100)], [percentOff(100, 987654, 'FR\u0000EE')]);
    expect((await sync(cashier, offline(nul))).status).toBe(422);
    const fine = offline(sale([line('cut', 1, 0.01)]));
    const threePlaces = { ...fine, orderItems: [{ ...fine.orderItems[0]!, orderedUnitPrice: '0.011' }] };
    expect((await sync(cashier, threePlaces)).status).toBe(422);
    expect((await sync(cashier, { ...fine, appliedDiscounts: [{ ...percentOff(100, 1), discount_id: 'x' }] })).status).toBe(422);
  });

  it('is listed under Price exceptions (View Price Exceptions), with the list protocol', async () => {
    expect((await t.request('GET', '/api/sales/price-exceptions')).status).toBe(401);
    expect((await cashier.get('/api/sales/price-exceptions')).status).toBe(403);
    const listed = ok(await reviewer.get('/api/sales/price-exceptions?pageSize=100'));
    expect(listed.data.map((o: { id: number }) => o.id).sort((a: number, b: number) => a - b)).toEqual(exceptions);
    expect(listed.meta.total).toBe(exceptions.length);
    expect(listed.data.every((o: { priceReviewReasons: string[] }) => o.priceReviewReasons.length > 0)).toBe(true);
    expect(ok(await reviewer.get('/api/sales/price-exceptions?pageSize=2&sort=id,desc')).data.map((o: { id: number }) => o.id)).toEqual(
      [...exceptions].reverse().slice(0, 2),
    );
    expect((await reviewer.get('/api/sales/price-exceptions?nope=1')).status).toBe(400);
    expect(ok(await other.get('/api/sales/price-exceptions')).meta.total).toBe(0);
  });

  it('is approved with Override Prices and a reason (who and when kept), once: twice is 409', async () => {
    const id = exceptions[0]!;
    const approve = (client: Client, body: unknown, which = id) => client.put(`/api/sales/sales-orders/${which}/approve-price`, body);
    expect((await t.request('PUT', `/api/sales/sales-orders/${id}/approve-price`, { body: { reason: 'ok' } })).status).toBe(401);
    expect((await reviewer.put(`/api/sales/sales-orders/${id}/approve-price`, { reason: 'ok' })).status).toBe(403);
    expect((await approve(cashier, { reason: 'ok' })).status).toBe(403);
    for (const body of [{}, { reason: '   ' }, { reason: 'a\u0000b' }, { reason: 'x'.repeat(501) }]) {
      const refused = await approve(admin, body);
      expect(refused.status, JSON.stringify(refused.body)).toBe(422);
      expect(refused.body.errors.reason).toBeDefined();
    }
    const approved = ok(await approve(admin, { reason: 'Suki since 2019, owner agreed' })).data;
    expect(approved).toMatchObject({ priceReviewRequired: true, priceApprovalReason: 'Suki since 2019, owner agreed' });
    expect(approved.priceApprovedBy).toBe(approved.priceApprovedByUser.id);
    expect(Date.now() - new Date(approved.priceApprovedAt).getTime()).toBeLessThan(60_000);
    const twice = await approve(admin, { reason: 'again' });
    expect(twice.status).toBe(409);
    const listed = ok(await reviewer.get('/api/sales/price-exceptions?pageSize=100')).data.map((o: { id: number }) => o.id);
    expect(listed).not.toContain(id);
    // A sale without an exception is 409; another shop's or no sale is 404.
    const plain = ok(await admin.post('/api/sales/pos-order', sale([line('cut', 1, 100)])), 201).data.id;
    expect((await approve(admin, { reason: 'ok' }, plain)).status).toBe(409);
    expect((await other.put(`/api/sales/sales-orders/${exceptions[1]}/approve-price`, { reason: 'ok' })).status).toBe(404);
    expect((await approve(admin, { reason: 'ok' }, 987654321)).status).toBe(404);
    // Two approvals at once: one is 200, the other 409.
    const both = await Promise.all([approve(admin, { reason: 'one' }, exceptions[1]), approve(admin, { reason: 'two' }, exceptions[1])]);
    expect(both.map((a) => a.status).sort()).toEqual([200, 409]);
  });
});

describe('readings and offline sales', () => {
  it('count price exceptions apart; a sale made before the last Z reading is late and counted in the next', async () => {
    ok(await admin.put('/api/setting/sales-settings', { requirePriceOverride: true, maxDiscountPercent: 10 }));
    const terminal = ok(
      await admin.post('/api/pos/terminals', { salesChannelId: channel, terminalName: 'PX Counter', invoicePrefix: 'PX-' }),
      201,
    ).data.id;
    const shift = ok(await cashier.post(`/api/pos/terminals/${terminal}/shifts`, { openingFloat: 0 }), 201).data.id;
    const during = new Date(Date.now() + 5).toISOString();
    await new Promise((resolve) => setTimeout(resolve, 30));
    ok(await cashier.post('/api/sales/pos-order', { ...sale([line('cut', 1, 100)]), terminalId: terminal }), 201);
    const low = ok(await sync(cashier, offline(sale([line('cut', 1, 50)]), during, { terminalId: terminal })), 201).data;
    expect(low).toMatchObject({ priceReviewRequired: true, lateForReading: false, shiftId: shift });
    const x = ok(await admin.get(`/api/pos/terminals/${terminal}/x-reading?shiftId=${shift}`)).data;
    expect(x.figures.priceExceptions).toEqual({ count: 1, amount: '50.00' });
    expect(x.figures.lateSales).toEqual({ count: 0, amount: '0.00' });
    expect(x.content).toContain('Price exceptions (1)');
    ok(await cashier.post(`/api/pos/terminals/${terminal}/shift/close`, { denominationCounts: {} }));
    const z = ok(await admin.post(`/api/pos/terminals/${terminal}/z-reading`), 201).data;
    expect(z.figures.priceExceptions).toEqual({ count: 1, amount: '50.00' });
    expect(z.figures.salesAmount).toBe('150.00');

    // Synced after the Z reading, made before it: late, and the next reading counts it.
    const late = ok(await sync(cashier, offline(sale([line('cut', 1, 100)]), during, { terminalId: terminal })), 201).data;
    expect(late).toMatchObject({ lateForReading: true, priceReviewRequired: false, shiftId: shift });
    const listedLate = ok(await admin.get('/api/sales/sales-orders?lateForReading=true')).data.map((o: { id: number }) => o.id);
    expect(listedLate).toEqual([late.id]);
    // One Z reading a day: the first is moved to yesterday, its guards lifted for that alone (the table is
    // append-only, and row-level security binds its owner too on PostgreSQL); the start-up step forces RLS again.
    await t.db.asOwner(async (db) => {
      await db.execute(sql`alter table pos_z_readings disable trigger pos_z_readings_append_only`);
      await db.execute(sql`alter table pos_z_readings no force row level security`);
      try {
        await db.execute(sql`update pos_z_readings set business_date = business_date - 1 where id = ${z.id}`);
      } finally {
        await db.execute(sql`alter table pos_z_readings enable trigger pos_z_readings_append_only`);
        await applyTenantIsolation(db);
      }
    });
    const next = ok(await admin.post(`/api/pos/terminals/${terminal}/z-reading`), 201).data;
    expect(next.figures.lateSales).toEqual({ count: 1, amount: '100.00' });
    expect(next.figures.priceExceptions).toEqual({ count: 0, amount: '0.00' });
    expect(next.figures.salesAmount).toBe('100.00');
    expect(next.content).toContain('Late sales (1)');
  });
});
