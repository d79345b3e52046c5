import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAVE_MESSAGES } from '@oim/shared/schemas/sales';
import { asQuotation, salePayload, type Line, type Payment } from './support/sales';
import { signInAs, startTestApp, type Client, type TestApp } from './support/test-app';

let t: TestApp;
let admin: Client;
let cashier: Client;
let other: Client;
let channel: number;
let location: number;
let walkIn: number;
let cash: number;
let gcash: number;
let charge: number;
let piece: number;
let dozen: number;
const ids: Record<string, number> = {};
const m = SAVE_MESSAGES.order;

const line = (name: string, quantity: number | string, price: number | string, extra: Partial<Line> = {}): Line => ({
  productId: ids[name]!,
  orderedUomId: piece,
  orderedQuantity: quantity,
  orderedUnitPrice: price,
  ...extra,
});

async function onHand(name: string): Promise<number> {
  return (await admin.get(`/api/inventory/stocks?productId=${ids[name]}&locationId=${location}`)).body.data[0]?.onHand ?? 0;
}

function saleBody(lines: Line[], payments: Payment[] = [{ paymentType: cash }]) {
  return salePayload({ salesChannelId: channel, customerId: walkIn, lines, payments });
}

async function post(client: Client, body: unknown, key?: string) {
  const token = (client as Client & { token?: string }).token ?? tokens.admin;
  const answer = await t.request('POST', '/api/sales/pos-order', { token, body, headers: key ? { 'idempotency-key': key } : {} });
  // A sale is answered from what it wrote, not read back: it must be the order as stored (whose
  // updatedAt moved when the number was given).
  if (answer.status === 201 && !answer.headers['idempotent-replayed']) {
    const stored = await t.request('GET', `/api/sales/sales-orders/${answer.body.data.id}`, { token });
    expect({ ...answer.body.data, updatedAt: null }).toEqual({ ...stored.body.data, updatedAt: null });
  }
  return answer;
}

async function sell(client: Client, lines: Line[], payments: Payment[] = [{ paymentType: cash }], key?: string) {
  return post(client, saleBody(lines, payments), key);
}

const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await startTestApp();
  tokens.admin = (await t.login('demo')).token;
  admin = Object.assign(t.as('demo', tokens.admin), { token: tokens.admin });
  other = t.as('other', (await t.login('other')).token);
  const c = await signInAs(t, admin, 'demo', ['Cashier'], 'till@demo.shop');
  tokens.cashier = (await t.login('demo', 'till@demo.shop', 'test-password')).token;
  cashier = Object.assign(c, { token: tokens.cashier });

  const channelRow = (await admin.get('/api/sales/sales-channels?relations=users')).body.data[0];
  channel = channelRow.id;
  location = channelRow.defaultPickingWarehouseId;
  await admin.put(`/api/sales/sales-channels/${channel}`, { userIds: [...channelRow.users.map((u: { id: number }) => u.id), c.id] });
  walkIn = (await admin.get('/api/sales/customers/default')).body.data.id;
  const types = (await admin.get('/api/masterfile/payment-types')).body.data as { id: number; name: string }[];
  cash = types.find((p) => p.name === 'Cash')!.id;
  gcash = types.find((p) => p.name === 'GCash')!.id;
  charge = types.find((p) => p.name === 'Charge')!.id;
  const count = (await admin.get('/api/masterfile/unit-classes?name=Count&relations=units')).body.data[0];
  piece = count.units.find((u: { unit: string }) => u.unit === 'piece').id;
  dozen = count.units.find((u: { unit: string }) => u.unit === 'dozen').id;

  const make = async (key: string, body: Record<string, unknown>) => {
    const answer = await admin.post('/api/inventory/products', { unitClassId: count.id, unitOfMeasureId: piece, type: 'PRODUCT', ...body });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    ids[key] = answer.body.data.id;
  };
  await make('nail', { sku: 'NAIL', productName: 'Common Nail', basePrice: '2.50', barcodes: ['4800000000017'] });
  await make('hammer', { sku: 'HAM', productName: 'Claw Hammer', basePrice: 350 });
  await make('phone', { sku: 'PHN', productName: 'Phone', basePrice: 9999, isSerialized: true });
  const template = (await admin.post('/api/masterfile/commission-templates', { name: 'Install 10%', type: 'percentage', value: 10 })).body
    .data.id;
  await make('install', { sku: 'SVC-INST', productName: 'Installation', basePrice: 500, type: 'SERVICE', commissionTemplateId: template });
  ids.template = template;
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

  await admin.post('/api/inventory/adjustments', {
    locationId: location,
    reason: 'Opening stock',
    items: [
      { productId: ids.nail, uomId: piece, quantity: 100 },
      { productId: ids.hammer, uomId: piece, quantity: 30 },
      { productId: ids.phone, uomId: piece, quantity: 3, serialNumbers: ['IMEI-1', 'IMEI-2', 'IMEI-3'] },
    ],
  });
});
afterAll(async () => t.close());

describe('ringing up a sale', () => {
  it('posts the order with server-checked totals, takes stock through the ledger and numbers it', async () => {
    const answer = await sell(
      cashier,
      [line('nail', 10, '2.50', { appliedDiscounts: [] }), line('hammer', 1, 350)],
      [{ paymentType: cash, tenderedAmount: 500 }],
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const order = answer.body.data;
    expect(order).toMatchObject({
      salesOrderNumber: 'SO-000001',
      status: 'COMPLETED',
      grossTotal: 375,
      netTotal: 375,
      paidAmountTotal: 375,
      taxed: false,
    });
    expect(order.paymentTerms[0]).toMatchObject({ paidAmount: 375, tenderedAmount: 500, change: 125, paymentType: { name: 'Cash' } });
    expect(await onHand('nail')).toBe(90);
    expect(await onHand('hammer')).toBe(29);
    const ledger = (await admin.get(`/api/inventory/products/${ids.nail}/ledger?sourceType=SALE`)).body.data;
    expect(ledger[0]).toMatchObject({ quantity: -10, sourceNumber: 'SO-000001' });
  });

  it('refuses with the spec messages, in the spec order', async () => {
    const base = salePayload({
      salesChannelId: channel,
      customerId: walkIn,
      lines: [line('nail', 1, '2.50')],
      payments: [{ paymentType: cash }],
    });
    const post = (body: unknown) => t.request('POST', '/api/sales/pos-order', { token: tokens.cashier, body });
    const message = async (body: unknown) => (await post(body)).body.message;
    expect(await message({ ...base, orderItems: [], customerId: null })).toMatch(new RegExp(`^${m.items}`));
    expect(await message({ ...base, customerId: null })).toBe(m.customer);
    expect(await message({ ...base, customerId: 999999 })).toBe(m.customer);
    expect(await message({ ...base, salesChannelId: null })).toBe(m.noChannelId);
    expect(await message({ ...base, orderPayments: [] })).toBe(m.payments);
    expect(await message({ ...base, orderPayments: [{ ...base.orderPayments[0], paymentType: 999999 }] })).toBe(m.paymentTypes);
    expect(await message({ ...base, orderPayments: [{ ...base.orderPayments[0], paidAmount: 1 }], paidAmountTotal: 1 })).toBe(m.notEnough);
    const otherChannel = (await admin.post('/api/sales/sales-channels', { name: 'Branch 2', defaultPickingWarehouseId: location })).body
      .data.id;
    expect(await message({ ...base, salesChannelId: otherChannel })).toBe(m.channel);
  });

  it('refuses totals that do not add up (422) and writes nothing', async () => {
    const base = salePayload({
      salesChannelId: channel,
      customerId: walkIn,
      lines: [line('nail', 2, '2.50')],
      payments: [{ paymentType: cash }],
    });
    const before = await onHand('nail');
    const cheat = await t.request('POST', '/api/sales/pos-order', {
      token: tokens.cashier,
      body: { ...base, netTotal: 1, orderPayments: [{ ...base.orderPayments[0], paidAmount: 1 }], paidAmountTotal: 1 },
    });
    expect(cheat.status).toBe(422);
    expect(cheat.body.errors.netTotal[0]).toMatch(/does not add up/);
    const wrongLine = await t.request('POST', '/api/sales/pos-order', {
      token: tokens.cashier,
      body: { ...base, orderItems: [{ ...base.orderItems[0], lineTotal: 4 }] },
    });
    expect(wrongLine.status).toBe(422);
    expect(await onHand('nail')).toBe(before);
  });

  it('refuses to oversell with 409 naming the product, writing nothing, and keeps numbers gap-free', async () => {
    const answer = await sell(cashier, [line('hammer', 50, 350)]);
    expect(answer.status).toBe(409);
    expect(answer.body.message).toMatch(/^Not enough stock of Claw Hammer \(HAM\) at Main Store: 29 on hand, 50 needed\.$/);
    expect(await onHand('hammer')).toBe(29);
    const next = await sell(cashier, [line('nail', 1, '2.50')]);
    expect(next.body.data.salesOrderNumber).toBe('SO-000002');
  });

  it('applies the shop’s discounts as the server knows them', async () => {
    const senior = (
      await admin.post('/api/masterfile/discounts', { name: 'Senior', code: 'SC', type: 'percentage', scope: 'sales_order', value: 20 })
    ).body.data;
    const lineOff = (
      await admin.post('/api/masterfile/discounts', { name: 'Promo', code: 'P5', type: 'fixed', scope: 'sales_order_item', value: 5 })
    ).body.data;
    const lines = [
      line('nail', 10, '2.50', {
        appliedDiscounts: [{ type: 'fixed', scope: 'sales_order_item', value: 5, discount_id: lineOff.id, code: 'P5' }],
      }),
    ];
    const orderDiscounts = [{ type: 'percentage' as const, scope: 'sales_order' as const, value: 20, discount_id: senior.id, code: 'SC' }];
    const body = salePayload({ salesChannelId: channel, customerId: walkIn, lines, payments: [{ paymentType: cash }], orderDiscounts });
    const answer = await t.request('POST', '/api/sales/pos-order', { token: tokens.cashier, body });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body.data).toMatchObject({ grossTotal: 25, discountTotal: 9, netTotal: 16 });
    expect(answer.body.data.appliedDiscounts).toEqual([
      expect.objectContaining({ base_amount: 20, discount_amount: 4, value: 20, code: 'SC' }),
    ]);
    // A made-up discount, or the shop's with another value, is refused for a cashier.
    const made = salePayload({
      salesChannelId: channel,
      customerId: walkIn,
      lines: [line('nail', 10, '2.50', { appliedDiscounts: [{ type: 'percentage', scope: 'sales_order_item', value: 90 }] })],
      payments: [{ paymentType: cash }],
    });
    expect((await t.request('POST', '/api/sales/pos-order', { token: tokens.cashier, body: made })).status).toBe(422);
    const changed = salePayload({
      salesChannelId: channel,
      customerId: walkIn,
      lines: [line('nail', 10, '2.50')],
      payments: [{ paymentType: cash }],
      orderDiscounts: [{ ...orderDiscounts[0]!, value: 90 }],
    });
    expect((await t.request('POST', '/api/sales/pos-order', { token: tokens.cashier, body: changed })).status).toBe(422);
  });

  it('turns credit and installment payments into receivables, and mixes payments', async () => {
    const answer = await sell(
      cashier,
      [line('hammer', 2, 350)],
      [
        { paymentType: gcash, paidAmount: 200, referenceNumber: 'GC-123' },
        { paymentType: charge, paidAmount: 500 },
      ],
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body.data).toMatchObject({ netTotal: 700, paidAmountTotal: 700, taxed: true });
    expect(answer.body.data.receivables).toEqual([
      expect.objectContaining({ amount: 500, balance: 500, status: 'OPEN', paymentCategory: 'TRADE_CREDIT' }),
    ]);
    expect((await admin.get(`/api/finance/receivables?salesOrderId=${answer.body.data.id}`)).body.meta.total).toBe(1);
  });

  it('sells serial-tracked units by their serial numbers', async () => {
    const missing = await sell(cashier, [line('phone', 1, 9999)]);
    expect(missing.status).toBe(422);
    const wrong = await sell(cashier, [line('phone', 1, 9999, { serialNumbers: ['IMEI-404'] })]);
    expect(wrong.status).toBe(422);
    const sold = await sell(cashier, [line('phone', 1, 9999, { serialNumbers: ['IMEI-2'] })]);
    expect(sold.status, JSON.stringify(sold.body)).toBe(201);
    const serials = (await admin.get(`/api/sales/sales-orders/${sold.body.data.id}/serial-numbers`)).body.data;
    expect(serials).toEqual([expect.objectContaining({ serialNumber: 'IMEI-2', currentStatus: 'SOLD' })]);
    expect((await sell(cashier, [line('phone', 1, 9999, { serialNumbers: ['IMEI-2'] })])).status).toBe(422);
  });

  it('takes a bundle’s stock from its components', async () => {
    const [nails, hammers] = [await onHand('nail'), await onHand('hammer')];
    const answer = await sell(cashier, [line('kit', 2, 380, { productType: 'BUNDLE' })]);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect([await onHand('nail'), await onHand('hammer')]).toEqual([nails - 24, hammers - 2]);
    const items = (await admin.get(`/api/sales/sales-orders/${answer.body.data.id}/items`)).body.data;
    expect(
      items.map((i: { sku: string; bundleParentId: number | null; orderedQuantity: number }) => [
        i.sku,
        i.bundleParentId === null,
        i.orderedQuantity,
      ]),
    ).toEqual([
      ['KIT', true, 2],
      ['HAM', false, 2],
      ['NAIL', false, 2],
    ]);
  });

  it('writes one ledger row per line for a product sold twice in a sale, each with the balance after it', async () => {
    const hammers = await onHand('hammer');
    const answer = await sell(cashier, [line('kit', 1, 380, { productType: 'BUNDLE' }), line('hammer', 2, 350)]);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(await onHand('hammer')).toBe(hammers - 3);
    const ledger = (
      await admin.get(
        `/api/inventory/products/${ids.hammer}/ledger?sourceType=SALE&sourceNumber=${answer.body.data.salesOrderNumber}&sort=id,asc`,
      )
    ).body.data;
    expect(ledger.map((m: { quantity: number; balanceAfter: number }) => [m.quantity, m.balanceAfter])).toEqual([
      [-1, hammers - 1],
      [-2, hammers - 3],
    ]);
  });

  it('records a commission on services when the channel asks for it', async () => {
    const staff = (await admin.get('/api/me')).body.data.id;
    await admin.post('/api/setting/commission-settings/sales-channel', { sales_channel_id: channel, is_enabled: true });
    const answer = await sell(cashier, [
      line('install', 1, 500, { productType: 'SERVICE', commissionData: { commissionTemplateId: ids.template!, commissionUserId: staff } }),
    ]);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body.data.salesOrderItems[0]).toMatchObject({ commissionUserId: staff, commissionAmount: 50 });
    await admin.post('/api/setting/commission-settings/sales-channel', { sales_channel_id: channel, is_enabled: false });
  });
});

describe('idempotency', () => {
  it('answers a retry with the first result and sells once', async () => {
    const before = await onHand('nail');
    const body = saleBody([line('nail', 3, '2.50')]);
    const first = await post(cashier, body, 'sale-key-1');
    const again = await post(cashier, body, 'sale-key-1');
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body.data.id).toBe(first.body.data.id);
    expect(await onHand('nail')).toBe(before - 3);
  });

  it('refuses the same key with a different body', async () => {
    const answer = await sell(cashier, [line('nail', 4, '2.50')], undefined, 'sale-key-1');
    expect(answer.status).toBe(422);
    expect(answer.body.errors['Idempotency-Key']).toBeDefined();
  });

  it('takes a key over after 24 hours: a new request with it is a new sale', async () => {
    const first = await sell(cashier, [line('nail', 1, '2.50')], undefined, 'sale-key-old');
    expect(first.status).toBe(201);
    const [shop] = (
      await t.db.transaction(null, (tx) => tx.execute<{ id: number }>(sql`select id::int as id from tenants where slug = 'demo'`))
    ).rows;
    await t.db.transaction(shop!.id, (tx) =>
      tx.execute(sql`update idempotency_keys set created_at = now() - interval '25 hours' where key = 'sale-key-old'`),
    );
    const body = saleBody([line('nail', 2, '2.50')]);
    const later = await post(cashier, body, 'sale-key-old');
    expect(later.status, JSON.stringify(later.body)).toBe(201);
    expect(later.headers['idempotent-replayed']).toBeUndefined();
    expect(later.body.data.id).not.toBe(first.body.data.id);
    const replay = await post(cashier, body, 'sale-key-old');
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.body.data.id).toBe(later.body.data.id);
  });

  it('keeps keys apart per shop, and a failed sale does not use up its key', async () => {
    const short = await sell(cashier, [line('hammer', 999, 350)], undefined, 'sale-key-2');
    expect(short.status).toBe(409);
    const retried = await sell(cashier, [line('hammer', 1, 350)], undefined, 'sale-key-2');
    expect(retried.status).toBe(201);
  });

  it('makes one order of a burst of identical requests', async () => {
    const before = (await admin.get('/api/sales/sales-orders')).body.meta.total;
    const body = saleBody([line('nail', 1, '2.50')]);
    const answers = await Promise.all(Array.from({ length: 8 }, () => post(cashier, body, 'burst-key')));
    expect(answers.every((a) => a.status === 201 || a.status === 409)).toBe(true);
    const ids = new Set(answers.filter((a) => a.status === 201).map((a) => a.body.data.id));
    expect(ids.size).toBe(1);
    expect((await admin.get('/api/sales/sales-orders')).body.meta.total).toBe(before + 1);
  });
});

describe('signing in to ring up a sale (the look-up signs the caller in)', () => {
  it('refuses a signed-out session (401), a user without Create Sales Orders (403), and uses up no key either way', async () => {
    const body = saleBody([line('nail', 1, '2.50')]);
    const { token } = await t.login('demo');
    expect((await t.as('demo', token).post('/api/logout')).status).toBe(200);
    const signedOut = await t.request('POST', '/api/sales/pos-order', { token, body, headers: { 'idempotency-key': 'sign-in-key' } });
    expect(signedOut.status).toBe(401);
    // Bad input from a signed-out session is still a 401, not a 422.
    expect((await t.request('POST', '/api/sales/pos-order', { token, body: { ...body, orderItems: [] } })).status).toBe(401);
    expect((await t.request('POST', '/api/sales/pos-order', { token: 'not-a-token', body })).status).toBe(401);

    const role = await admin.post('/api/rbac/roles', { name: 'Looks Only', permissions: ['View Sales Orders'] });
    expect(role.status, JSON.stringify(role.body)).toBe(201);
    await signInAs(t, admin, 'demo', ['Looks Only'], 'looks@demo.shop');
    const viewerToken = (await t.login('demo', 'looks@demo.shop', 'test-password')).token;
    const refused = await t.request('POST', '/api/sales/pos-order', {
      token: viewerToken,
      body,
      headers: { 'idempotency-key': 'sign-in-key' },
    });
    expect(refused.status).toBe(403);
    // A malformed key is a 422 only for a caller who may sell.
    expect(
      (await t.request('POST', '/api/sales/pos-order', { token: viewerToken, body, headers: { 'idempotency-key': 'bad key' } })).status,
    ).toBe(403);
    expect((await post(cashier, body, 'bad key')).status).toBe(422);

    const before = await onHand('nail');
    const sold = await post(cashier, body, 'sign-in-key');
    expect(sold.status, JSON.stringify(sold.body)).toBe(201);
    expect(sold.headers['idempotent-replayed']).toBeUndefined();
    expect(await onHand('nail')).toBe(before - 1);
  });
});

describe('changing and voiding a sale', () => {
  it('edits a sale: stock moves by the difference', async () => {
    const sale = await sell(cashier, [line('hammer', 2, 350)]);
    const id = sale.body.data.id;
    const before = await onHand('hammer');
    const body = {
      ...salePayload({
        salesChannelId: channel,
        customerId: walkIn,
        lines: [line('hammer', 1, 350), line('nail', 5, '2.50')],
        payments: [{ paymentType: cash }],
      }),
    };
    expect((await cashier.put(`/api/sales/${id}`, body)).status).toBe(403);
    const edited = await admin.put(`/api/sales/${id}`, body);
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.data).toMatchObject({ salesOrderNumber: sale.body.data.salesOrderNumber, netTotal: 362.5 });
    expect(await onHand('hammer')).toBe(before + 1);
  });

  it('voids a sale: stock and serials come back, the order stays VOIDED with who and when', async () => {
    const sale = await sell(
      cashier,
      [line('phone', 1, 9999, { serialNumbers: ['IMEI-3'] }), line('hammer', 1, 350)],
      [{ paymentType: charge }],
    );
    const id = sale.body.data.id;
    const hammers = await onHand('hammer');
    expect((await cashier.delete(`/api/sales/${id}`)).status).toBe(403);
    const voided = await admin.delete(`/api/sales/${id}`);
    expect(voided.status, JSON.stringify(voided.body)).toBe(200);
    expect(voided.body.data).toMatchObject({ status: 'VOIDED', voidedByUser: { email: 'admin@demo.shop' } });
    expect(voided.body.data.voidedAt).toEqual(expect.any(String));
    expect(voided.body.data.receivables[0]).toMatchObject({ status: 'VOIDED', balance: 0 });
    expect(await onHand('hammer')).toBe(hammers + 1);
    const serial = (await admin.get(`/api/inventory/serial-numbers?serialNumber=IMEI-3`)).body.data[0];
    expect(serial).toMatchObject({ currentStatus: 'IN_STOCK', locationId: location });
    expect((await admin.delete(`/api/sales/${id}`)).status).toBe(409);
    expect(
      (
        await admin.put(
          `/api/sales/${id}`,
          salePayload({ salesChannelId: channel, customerId: walkIn, lines: [line('nail', 1, '2.50')], payments: [{ paymentType: cash }] }),
        )
      ).status,
    ).toBe(409);
  });
});

describe('quotations', () => {
  it('are saved without moving stock, posted, given a new date and turned into a sale', async () => {
    const before = await onHand('hammer');
    const body = asQuotation(
      salePayload({ salesChannelId: channel, customerId: walkIn, lines: [line('hammer', 2, 340)], payments: [{ paymentType: cash }] }),
    );
    const saved = await t.request('POST', '/api/sales/quotations', { token: tokens.cashier, body });
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    const quotation = saved.body.data;
    expect(quotation).toMatchObject({ quotationNumber: 'QT-000001', status: 'DRAFT', netTotal: 680 });
    const in30 = new Date(Date.now() + 30 * 86_400_000);
    expect(Math.abs(Date.parse(quotation.validUntilDate) - in30.getTime())).toBeLessThan(2 * 86_400_000);
    expect(await onHand('hammer')).toBe(before);

    expect((await admin.put(`/api/sales/quotations/${quotation.id}/post`)).body.data.status).toBe('POSTED');
    expect(
      (await admin.put(`/api/sales/quotations/${quotation.id}/valid-until-date`, { validUntilDate: '2099-12-31' })).body.data
        .validUntilDate,
    ).toBe('2099-12-31');
    const converted = await t.request('POST', `/api/sales/quotations/${quotation.id}/generate-sales-order`, { token: tokens.cashier });
    expect(converted.status, JSON.stringify(converted.body)).toBe(201);
    expect(converted.body.data).toMatchObject({ netTotal: 680, quotationId: quotation.id });
    expect(await onHand('hammer')).toBe(before - 2);
    const after = (await admin.get(`/api/sales/quotations/${quotation.id}`)).body.data;
    expect(after).toMatchObject({ status: 'CONVERTED', salesOrderId: converted.body.data.id });
    expect((await t.request('POST', `/api/sales/quotations/${quotation.id}/generate-sales-order`, { token: tokens.cashier })).status).toBe(
      409,
    );
    expect((await admin.delete(`/api/sales/quotations/${quotation.id}`)).status).toBe(409);
  });

  it('read as EXPIRED after their date, and cannot be converted then', async () => {
    const body = asQuotation(
      salePayload({ salesChannelId: channel, customerId: walkIn, lines: [line('nail', 1, '2.50')], payments: [{ paymentType: cash }] }),
      '2020-01-01',
    );
    const saved = await t.request('POST', '/api/sales/quotations', { token: tokens.cashier, body });
    expect(saved.body.data.status).toBe('EXPIRED');
    expect((await admin.get('/api/sales/quotations?status=EXPIRED')).body.meta.total).toBe(1);
    expect((await admin.post(`/api/sales/quotations/${saved.body.data.id}/generate-sales-order`)).status).toBe(409);
  });

  it('use the quotation wording of the save messages', async () => {
    const body = asQuotation(
      salePayload({ salesChannelId: channel, customerId: walkIn, lines: [line('nail', 1, '2.50')], payments: [{ paymentType: cash }] }),
    );
    const answer = await t.request('POST', '/api/sales/quotations', { token: tokens.cashier, body: { ...body, quotationItems: [] } });
    expect(answer.body.message).toBe(SAVE_MESSAGES.quotation.items);
  });
});

describe('sales order screens, picklists, receipts', () => {
  it('lists orders with the spec’s relations and shows one', async () => {
    const list = await cashier.get(
      '/api/sales/sales-orders?sort=salesOrderDate,desc&relations=customer|salesChannel|salesOrderItems|paymentTerms.paymentType',
    );
    expect(list.status).toBe(200);
    expect(list.body.data[0]).toHaveProperty('customer.customerName');
    expect(list.body.data[0]).toHaveProperty('paymentTerms.0.paymentType.name');
    expect((await other.get(`/api/sales/sales-orders/${list.body.data[0].id}`)).status).toBe(404);
    expect((await other.get('/api/sales/sales-orders')).body.meta.total).toBe(0);
    const mine = await admin.get(`/api/sales/customers/${walkIn}/orders`);
    expect(mine.body.meta.total).toBeGreaterThan(5);
  });

  it('breaks the payments down by type', async () => {
    const rows = (await admin.get('/api/reports/sales-report/payment-type-breakdown')).body.data;
    expect(rows.map((r: { paymentTypeName: string }) => r.paymentTypeName)).toContain('Cash');
    expect(rows[0].totalAmount).toBeGreaterThanOrEqual(rows[rows.length - 1].totalAmount);
    expect(Math.round(rows.reduce((s: number, r: { percentage: number }) => s + r.percentage, 0))).toBe(100);
    expect((await cashier.get('/api/reports/sales-report/payment-type-breakdown')).status).toBe(403);
  });

  it('makes one picklist per order and records picking locations', async () => {
    const order = (await sell(cashier, [line('nail', 2, '2.50'), line('install', 1, 500, { productType: 'SERVICE' })])).body.data;
    const picklist = await admin.put(`/api/sales/sales-orders/${order.id}/picklist`);
    expect(picklist.status, JSON.stringify(picklist.body)).toBe(201);
    expect(picklist.body.data.items.map((i: { product: { sku: string }; quantity: number }) => [i.product.sku, i.quantity])).toEqual([
      ['NAIL', 2],
    ]);
    expect((await admin.put(`/api/sales/sales-orders/${order.id}/picklist`)).status).toBe(409);
    const done = await admin.put(`/api/sales/picklists/${picklist.body.data.id}/picking-locations`, {
      items: [{ id: picklist.body.data.items[0].id, isPicked: true }],
    });
    expect(done.body.data.status).toBe('PICKED');
    await admin.put('/api/setting/feature-flags/picklist_module/toggle');
    expect((await admin.get('/api/sales/picklists')).status).toBe(403);
    await admin.put('/api/setting/feature-flags/picklist_module/toggle');
  });

  it('gives the receipt’s contents, counts prints for REPRINT, and renders the order as a PDF', async () => {
    await admin.post('/api/setting/company-profiles', {
      settings: { company_name: 'Demo Hardware', tin: '123-456-789-000', receipt_footer: 'Salamat po!' },
    });
    const order = (await sell(cashier, [line('nail', 4, '2.50')], [{ paymentType: cash, tenderedAmount: 20 }])).body.data;
    const receipt = (await cashier.get(`/api/sales/sales-orders/${order.id}/receipt`)).body.data;
    expect(receipt).toMatchObject({
      company: { company_name: 'Demo Hardware', tin: '123-456-789-000', receipt_footer: 'Salamat po!' },
      printer: { receiptWidth: 58 },
      cashier: 'Test User',
      isReprint: false,
    });
    expect((await cashier.post(`/api/sales/sales-orders/${order.id}/receipt/printed`)).body.data.receiptPrints).toBe(1);
    expect((await cashier.get(`/api/sales/sales-orders/${order.id}/receipt`)).body.data.isReprint).toBe(true);
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/sales/sales-orders/${order.id}/pdf`,
      headers: { host: 'localhost', authorization: `Bearer ${tokens.admin}` },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});

describe('terminal product search', () => {
  it('finds by name fragment, SKU prefix and barcode, with stock at the channel', async () => {
    const byName = (await cashier.get(`/api/sales/pos-products?search=ammer&salesChannelId=${channel}`)).body.data;
    expect(byName.map((p: { sku: string }) => p.sku)).toEqual(['HAM', 'KIT']);
    expect(byName[0].availableAtChannel).toBe(await onHand('hammer'));
    expect(byName[1].bundleProducts).toHaveLength(2);
    expect((await cashier.get('/api/sales/pos-products?filterType=sku&search=na')).body.data.map((p: { sku: string }) => p.sku)).toEqual([
      'NAIL',
    ]);
    expect(
      (await cashier.get('/api/sales/pos-products?filterType=barcode&search=4800000000017')).body.data.map((p: { sku: string }) => p.sku),
    ).toEqual(['NAIL']);
    expect(
      (await cashier.get('/api/sales/pos-products?filterType=barcode&search=phn')).body.data.map((p: { sku: string }) => p.sku),
    ).toEqual(['PHN']);
    expect((await cashier.get('/api/sales/pos-products?search=%25')).body.data).toEqual([]);
    expect((await other.get('/api/sales/pos-products?search=ammer')).body.data).toEqual([]);
  });
});

describe('selling the last units from many terminals at once', () => {
  it('lets exactly as many sales through as there are units, the rest 409, never below zero', async () => {
    await admin.post('/api/inventory/adjustments', {
      locationId: location,
      reason: 'Last five',
      items: [{ productId: ids.hammer, uomId: piece, quantity: 5, mode: 'count' }],
    });
    const answers = await Promise.all(Array.from({ length: 12 }, () => sell(cashier, [line('hammer', 1, 350)])));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(5);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(7);
    expect(await onHand('hammer')).toBe(0);
    const numbers = answers.filter((a) => a.status === 201).map((a) => Number(a.body.data.salesOrderNumber.slice(3)));
    expect(new Set(numbers).size).toBe(5);
  });
});

describe('commission staff list', () => {
  it('lists active staff for whoever sells, and only this shop’s', async () => {
    const staff = (await cashier.get('/api/sales/commission-users')).body.data;
    expect(staff.map((s: { displayName: string }) => s.displayName)).toEqual(expect.arrayContaining(['Administrator', 'Test User']));
    expect(JSON.stringify(staff)).not.toMatch(/email|password/);
    expect((await other.get('/api/sales/commission-users')).body.data.map((s: { displayName: string }) => s.displayName)).toEqual([
      'Administrator',
    ]);
  });
});
