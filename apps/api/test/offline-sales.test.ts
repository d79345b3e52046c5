import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tieredPriceOf } from '@oim/shared/pos/tiered-price';
import { offlineSyncOutcome } from '@oim/shared/schemas/offline-sync';
import { salePayload, type Line } from './support/sales';
import { signInAs, startTestApp, type Answer, type Client, type TestApp } from './support/test-app';

// Issue 21 item 4: the server accepts sales that already happened offline, exactly once.

let t: TestApp;
let admin: Client;
let cashier: Client & { id: number };
let channel: number;
let location: number;
let walkIn: number;
let cash: number;
let piece: number;
let countClass: number;
const ids: Record<string, number> = {};

const ok = (answer: Answer, status = 200) => {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  return answer.body;
};
const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();
const offlineSale = (lines: Line[], offline: Record<string, unknown> = {}, extra: Record<string, unknown> = {}) => ({
  ...salePayload({ salesChannelId: channel, customerId: walkIn, lines, payments: [{ paymentType: cash }] }),
  offline: { clientSaleId: randomUUID(), deviceId: 'device-A', provisionalNumber: 'OFF-A-000001', madeAt: minutesAgo(30), ...offline },
  ...extra,
});
const post = (client: Client, body: unknown) => client.post('/api/sales/offline-sync/sales', body);
const line = (product: string, quantity: number, price: number | string, more: Partial<Line> = {}): Line => ({
  productId: ids[product]!,
  orderedUomId: piece,
  orderedQuantity: quantity,
  orderedUnitPrice: price,
  ...more,
});
const onHand = async (product: string) =>
  Number(ok(await admin.get(`/api/inventory/stocks?productId=${ids[product]}&locationId=${location}`)).data[0].onHand);
const ordersOf = async (clientSaleId: string) =>
  (await t.db.transaction(1, (tx) => tx.execute(sql`select id from sales_orders where client_sale_id = ${clientSaleId}`))).rows.length;
const make = async (key: string, body: Record<string, unknown>) => {
  ids[key] = ok(
    await admin.post('/api/inventory/products', { unitClassId: countClass, unitOfMeasureId: piece, type: 'PRODUCT', ...body }),
    201,
  ).data.id;
};

beforeAll(async () => {
  t = await startTestApp();
  admin = t.as('demo', (await t.login('demo')).token);
  cashier = await signInAs(t, admin, 'demo', ['Cashier'], 'offline@demo.shop');
  const channelRow = (await admin.get('/api/sales/sales-channels?relations=users')).body.data[0];
  channel = channelRow.id;
  location = channelRow.defaultPickingWarehouseId;
  ok(
    await admin.put(`/api/sales/sales-channels/${channel}`, {
      userIds: [...channelRow.users.map((u: { id: number }) => u.id), cashier.id],
    }),
  );
  walkIn = (await admin.get('/api/sales/customers/default')).body.data.id;
  cash = (await admin.get('/api/masterfile/payment-types')).body.data.find((p: { name: string }) => p.name === 'Cash').id;
  const count = (await admin.get('/api/masterfile/unit-classes?name=Count&relations=units')).body.data[0];
  countClass = count.id;
  piece = count.units.find((u: { unit: string }) => u.unit === 'piece').id;
  await make('nail', { sku: 'OFF-NAIL', productName: 'Offline Nail', basePrice: '2.50', barcodes: ['4800000000011'] });
  await make('glue', { sku: 'OFF-GLUE', productName: 'Offline Glue', basePrice: '40.00' });
  await make('radio', { sku: 'OFF-RADIO', productName: 'Offline Radio', basePrice: '900.00', isSerialized: true });
  await make('gone', { sku: 'OFF-GONE', productName: 'Offline Discontinued', basePrice: '10.00' });
  ok(
    await admin.post('/api/inventory/adjustments', {
      locationId: location,
      reason: 'Opening stock',
      items: [
        { productId: ids.nail, uomId: piece, quantity: 10 },
        { productId: ids.glue, uomId: piece, quantity: 100 },
        { productId: ids.gone, uomId: piece, quantity: 5 },
        { productId: ids.radio, uomId: piece, quantity: 2, serialNumbers: ['RAD-1', 'RAD-2'] },
      ],
    }),
    201,
  );
});
afterAll(async () => t.close());

describe('posting a sale made offline', () => {
  it('is dated when it was made, keeps its device and provisional number, and shows them on the receipt', async () => {
    const madeAt = minutesAgo(90);
    const body = offlineSale([line('glue', 1, '40.00')], { madeAt, provisionalNumber: 'OFF-A-000007' });
    const sale = ok(await post(cashier, body), 201).data;
    expect(sale).toMatchObject({
      clientSaleId: body.offline.clientSaleId,
      offlineDeviceId: 'device-A',
      offlineProvisionalNumber: 'OFF-A-000007',
      priceChangedOffline: false,
      status: 'COMPLETED',
    });
    expect(new Date(sale.salesOrderDate).getTime()).toBe(new Date(madeAt).getTime());
    expect(sale.salesOrderNumber).not.toMatch(/^PENDING/);
    const receipt = ok(await cashier.get(`/api/sales/sales-orders/${sale.id}/receipt`)).data;
    expect(receipt.order.offlineProvisionalNumber).toBe('OFF-A-000007');
  });

  it('posted again with the same clientSaleId answers the first sale (200), even with another body, never a second sale', async () => {
    const body = offlineSale([line('glue', 2, '40.00')]);
    const first = ok(await post(cashier, body), 201).data;
    const again = await post(cashier, body);
    expect(again.status).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body.data.id).toBe(first.id);
    const changed = { ...offlineSale([line('glue', 5, '40.00')]), offline: body.offline };
    expect(ok(await post(cashier, changed)).data.id).toBe(first.id);
    expect(await ordersOf(body.offline.clientSaleId)).toBe(1);
  });

  it('sent 8 times at once makes one sale and takes the stock once', async () => {
    const before = await onHand('glue');
    const body = offlineSale([line('glue', 3, '40.00')]);
    const answers = await Promise.all(Array.from({ length: 8 }, () => post(cashier, body)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 201]);
    expect(new Set(answers.map((a) => a.body.data.id)).size).toBe(1);
    expect(await ordersOf(body.offline.clientSaleId)).toBe(1);
    expect(await onHand('glue')).toBe(before - 3);
  });

  it('is not refused for stock that went short: it goes below zero, and the shortage is listed', async () => {
    // Negative stock is off (the default): an online sale of 15 is refused.
    const online = salePayload({
      salesChannelId: channel,
      customerId: walkIn,
      lines: [line('nail', 15, '2.50')],
      payments: [{ paymentType: cash }],
    });
    expect((await cashier.post('/api/sales/pos-order', online)).status).toBe(409);
    ok(await post(cashier, offlineSale([line('nail', 15, '2.50')])), 201);
    expect(await onHand('nail')).toBe(-5);
    const stocks = ok(await admin.get(`/api/inventory/stocks?soldOfflineWhileShort=true`)).data;
    expect(stocks.map((s: { productId: number; onHand: string }) => [s.productId, Number(s.onHand)])).toEqual([[ids.nail, -5]]);
    const report = ok(await admin.get(`/api/reports/low-stock-report?productId=${ids.nail}`)).data;
    expect(report).toMatchObject([{ productId: ids.nail, onHand: -5, soldOfflineWhileShort: true, suggestedQuantity: 5 }]);
    // Still short for online sales afterwards.
    expect((await cashier.post('/api/sales/pos-order', { ...online, orderItems: online.orderItems })).status).toBe(409);
  });

  it('keeps the price the customer paid when the price changed meanwhile, and flags the sale and line', async () => {
    ok(await admin.put(`/api/inventory/products/${ids.glue}`, { basePrice: '45.00' }));
    const sale = ok(await post(cashier, offlineSale([line('glue', 1, '40.00'), line('nail', 1, '2.50')])), 201).data;
    expect(sale.priceChangedOffline).toBe(true);
    const lines = ok(await admin.get(`/api/sales/sales-orders/${sale.id}/items`)).data;
    expect(
      lines.map((l: { priceChangedOffline: boolean; orderedUnitPrice: string }) => [l.priceChangedOffline, Number(l.orderedUnitPrice)]),
    ).toEqual([
      [true, 40],
      [false, 2.5],
    ]);
    const flagged = ok(await admin.get('/api/sales/sales-orders?priceChangedOffline=true')).data.map((o: { id: number }) => o.id);
    expect(flagged).toContain(sale.id);
    // Totals that do not agree with the shared arithmetic on the prices sent are still refused.
    const wrong = offlineSale([line('glue', 1, '40.00')]);
    expect((await post(cashier, { ...wrong, netTotal: 45, paidAmountTotal: 45 })).status).toBe(422);
  });

  it('keeps a discount as the customer got it when the shop changed or ended it meanwhile', async () => {
    const discount = ok(
      await admin.post('/api/masterfile/discounts', {
        name: 'Offline promo',
        code: 'OFFP',
        type: 'percentage',
        scope: 'sales_order',
        value: 10,
      }),
      201,
    ).data;
    const rule = { type: 'percentage' as const, scope: 'sales_order' as const, value: 10, code: 'OFFP', discount_id: discount.id };
    ok(await admin.put(`/api/masterfile/discounts/${discount.id}`, { value: 5, isActive: false }));
    const body = {
      ...salePayload({
        salesChannelId: channel,
        customerId: walkIn,
        lines: [line('glue', 1, '45.00')],
        payments: [{ paymentType: cash }],
        orderDiscounts: [rule],
      }),
      offline: { clientSaleId: randomUUID(), deviceId: 'device-A', provisionalNumber: 'OFF-A-000020', madeAt: minutesAgo(5) },
    };
    const sale = ok(await post(cashier, body), 201).data;
    expect(Number(sale.netTotal)).toBe(40.5);
    expect(sale.priceChangedOffline).toBe(true);
  });

  it('refuses a serial number sold twice offline with 409 SERIAL_ALREADY_SOLD, naming it (the terminal parks it)', async () => {
    ok(await post(cashier, offlineSale([line('radio', 1, '900.00', { serialNumbers: ['RAD-1'] })])), 201);
    const second = await post(cashier, offlineSale([line('radio', 1, '900.00', { serialNumbers: ['rad-1'] })], { deviceId: 'device-B' }));
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({ code: 'SERIAL_ALREADY_SOLD', serialNumber: 'RAD-1', productId: ids.radio });
    expect(offlineSyncOutcome(second.status, second.body)).toBe('park');
  });

  it('takes a serial number typed offline; one sold online meanwhile is SERIAL_ALREADY_SOLD, one the shop never had is parked', async () => {
    const online = salePayload({
      salesChannelId: channel,
      customerId: walkIn,
      lines: [line('radio', 1, '900.00', { serialNumbers: ['RAD-2'] })],
      payments: [{ paymentType: cash }],
    });
    ok(await cashier.post('/api/sales/pos-order', online), 201);
    const typed = await post(cashier, offlineSale([line('radio', 1, '900.00', { serialNumbers: [' rad-2 '] })]));
    expect(typed.status).toBe(409);
    expect(typed.body).toMatchObject({ code: 'SERIAL_ALREADY_SOLD', serialNumber: 'RAD-2' });
    const unknown = await post(cashier, offlineSale([line('radio', 1, '900.00', { serialNumbers: ['NO-SUCH-RADIO'] })]));
    expect(unknown.status, JSON.stringify(unknown.body)).toBeGreaterThanOrEqual(400);
    expect(unknown.status).toBeLessThan(500);
    expect(offlineSyncOutcome(unknown.status, unknown.body)).toBe('park');
  });

  it('refuses a product deactivated or deleted meanwhile with 422 PRODUCT_UNAVAILABLE', async () => {
    ok(await admin.put(`/api/inventory/products/${ids.gone}`, { isActive: false }));
    const refused = await post(cashier, offlineSale([line('gone', 1, '10.00')]));
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ code: 'PRODUCT_UNAVAILABLE', productIds: [ids.gone] });
    const missing = await post(cashier, offlineSale([{ ...line('glue', 1, '45.00'), productId: 987654321 }]));
    expect(missing.status).toBe(422);
    expect(missing.body.code).toBe('PRODUCT_UNAVAILABLE');
  });

  it('bounds madeAt: not in the future beyond the clock skew, not older than 30 days', async () => {
    for (const madeAt of [new Date(Date.now() + 3_600_000).toISOString(), minutesAgo(31 * 24 * 60)]) {
      const refused = await post(cashier, offlineSale([line('glue', 1, '45.00')], { madeAt }));
      expect(refused.status).toBe(422);
      expect(refused.body.code).toBe('MADE_AT_OUT_OF_RANGE');
      expect(refused.body.errors['offline.madeAt']).toBeDefined();
    }
    ok(await post(cashier, offlineSale([line('glue', 1, '45.00')], { madeAt: new Date(Date.now() + 60_000).toISOString() })), 201);
  });

  it('needs Create Sales Orders now (403 parks it), a signed-in user (401) and this shop', async () => {
    const viewer = await signInAs(t, admin, 'demo', ['Viewer'], 'offline-viewer@demo.shop').catch(async () => {
      ok(await admin.post('/api/rbac/roles', { name: 'Offline viewer', permissions: ['View Sales Orders'] }), 201);
      return signInAs(t, admin, 'demo', ['Offline viewer'], 'offline-viewer2@demo.shop');
    });
    expect((await post(viewer, offlineSale([line('glue', 1, '45.00')]))).status).toBe(403);
    expect((await t.request('POST', '/api/sales/offline-sync/sales', { body: offlineSale([line('glue', 1, '45.00')]) })).status).toBe(401);
    const other = t.as('other', (await t.login('other')).token);
    expect((await post(other, offlineSale([line('glue', 1, '45.00')]))).status).toBe(422);
  });

  it('answers hostile input with 422 field errors, never 500', async () => {
    const good = offlineSale([line('glue', 1, '45.00')]);
    const cases: [unknown, string][] = [
      [{ ...good, offline: { ...good.offline, clientSaleId: "1' or 1=1 --" } }, 'offline.clientSaleId'],
      [{ ...good, offline: { ...good.offline, madeAt: 'yesterday' } }, 'offline.madeAt'],
      [{ ...good, offline: { ...good.offline, deviceId: '' } }, 'offline.deviceId'],
      [{ ...good, offline: { ...good.offline, provisionalNumber: 'x'.repeat(51) } }, 'offline.provisionalNumber'],
      [{ ...good, offline: undefined }, 'offline'],
      [{ ...good, offline: 'now' }, 'offline'],
    ];
    for (const [body, field] of cases) {
      const answer = await post(cashier, body);
      expect(answer.status, JSON.stringify(answer.body)).toBe(422);
      expect(
        Object.keys(answer.body.errors ?? {}).some((k) => k.startsWith(field)),
        JSON.stringify(answer.body),
      ).toBe(true);
    }
    // Odd but valid text is kept as text.
    const odd = ok(
      await post(cashier, { ...good, offline: { ...good.offline, deviceId: "dev'); drop table sales_orders; --" } }),
      201,
    ).data;
    expect(odd.offlineDeviceId).toBe("dev'); drop table sales_orders; --");
  });
});

describe('what the terminal must do with each answer', () => {
  it('done, retry, sign in again or park', () => {
    expect(offlineSyncOutcome(201)).toBe('done');
    expect(offlineSyncOutcome(200)).toBe('done');
    expect(offlineSyncOutcome(null)).toBe('retry');
    expect(offlineSyncOutcome(503)).toBe('retry');
    expect(offlineSyncOutcome(429)).toBe('retry');
    expect(offlineSyncOutcome(409, { message: 'still being processed' } as never)).toBe('retry');
    expect(offlineSyncOutcome(401)).toBe('signIn');
    expect(offlineSyncOutcome(403)).toBe('park');
    expect(offlineSyncOutcome(422, { code: 'PRODUCT_UNAVAILABLE' })).toBe('park');
    expect(offlineSyncOutcome(409, { code: 'NO_SHIFT' })).toBe('park');
  });
});

describe('the offline catalogue and reference data', () => {
  it('pages the channel’s products by id with prices, barcodes and bundles, and sends only what changed since', async () => {
    const pages: { id: number; isActive: boolean; barcodes: string[] }[][] = [];
    const pagesTotals: unknown[] = [];
    let cursor: number | null = 0;
    while (cursor !== null) {
      const page = ok(await cashier.get(`/api/sales/offline-sync/catalogue?salesChannelId=${channel}&limit=3&cursor=${cursor}`));
      pages.push(page.data);
      pagesTotals.push(page.meta.total);
      cursor = page.meta.nextCursor;
      expect(page.meta.cap).toBe(50000);
    }
    const all = pages.flat();
    expect(pages.slice(0, -1).every((p) => p.length === 3)).toBe(true);
    expect(new Set(all.map((p) => p.id)).size).toBe(all.length);
    expect(all.every((p) => p.isActive)).toBe(true);
    expect(all.find((p) => p.id === ids.nail)?.barcodes).toEqual(['4800000000011']);
    expect(all.some((p) => p.id === ids.gone)).toBe(false);
    // Every page of a full load says how many products it answers in all (the terminal's "n of N").
    expect(new Set(pagesTotals)).toEqual(new Set([all.length]));

    const first = ok(await cashier.get(`/api/sales/offline-sync/catalogue?salesChannelId=${channel}&limit=5000`));
    // Products changed just before (a deactivation above) are not "since".
    await new Promise((resolve) => setTimeout(resolve, 20));
    const since = new Date().toISOString();
    ok(await admin.put(`/api/inventory/products/${ids.nail}`, { basePrice: '2.75' }));
    const changed = ok(
      await cashier.get(`/api/sales/offline-sync/catalogue?salesChannelId=${channel}&changedSince=${encodeURIComponent(since)}`),
    );
    expect(changed.data.map((p: { id: number }) => p.id)).toEqual([ids.nail]);
    expect(changed.data[0].basePrice).toBe('2.75');
    expect(changed.meta.total).toBeNull();
    expect(typeof first.meta.changedSinceNext).toBe('string');
  });

  it('refuses bad queries with 422 and another shop’s channel', async () => {
    expect((await cashier.get('/api/sales/offline-sync/catalogue')).status).toBe(422);
    expect((await cashier.get(`/api/sales/offline-sync/catalogue?salesChannelId=${channel}&limit=0`)).status).toBe(422);
    expect((await cashier.get(`/api/sales/offline-sync/catalogue?salesChannelId=${channel}&changedSince=1%27--`)).status).toBe(422);
    const other = t.as('other', (await t.login('other')).token);
    expect((await other.get(`/api/sales/offline-sync/catalogue?salesChannelId=${channel}`)).status).toBe(422);
  });

  it('answers payment types, discounts, units, customers, rules, company and terminals', async () => {
    const ref = ok(await cashier.get(`/api/sales/offline-sync/reference?salesChannelId=${channel}`)).data;
    expect(ref.paymentTypes.some((p: { id: number }) => p.id === cash)).toBe(true);
    expect(ref.defaultCustomer.id).toBe(walkIn);
    expect(ref.unitsOfMeasure.some((u: { id: number }) => u.id === piece)).toBe(true);
    expect(ref.offline).toEqual({ maxAgeDays: 30, clockSkewMinutes: 5 });
    expect(Array.isArray(ref.recentCustomers)).toBe(true);
  });
});

describe('a VAT shop’s senior citizen sale made offline', () => {
  const senior = { kind: 'SENIOR_CITIZEN' as const, holderName: 'Lola Remedios Cruz', holderId: 'OSCA-2024-0117' };
  beforeAll(async () => {
    ok(await admin.post('/api/setting/company-profiles', { settings: { tax_profile: 'VAT' } }));
    await make('vatMeal', {
      sku: 'OFF-VAT-MEAL',
      productName: 'Offline Meal',
      basePrice: '224.00',
      type: 'SERVICE',
      specialDiscountClass: 'FULL',
    });
    await make('vatRice', {
      sku: 'OFF-VAT-RICE',
      productName: 'Offline Rice',
      basePrice: '50.00',
      type: 'SERVICE',
      vatClass: 'VAT_EXEMPT',
      specialDiscountClass: 'FULL',
    });
    await make('vatExport', {
      sku: 'OFF-VAT-EXP',
      productName: 'Offline Export',
      basePrice: '30.00',
      type: 'SERVICE',
      vatClass: 'ZERO_RATED',
      specialDiscountClass: 'FULL',
    });
    await make('vatCigs', {
      sku: 'OFF-VAT-CIG',
      productName: 'Offline Cigarettes',
      basePrice: '112.00',
      type: 'SERVICE',
    });
  });
  afterAll(async () => {
    ok(await admin.post('/api/setting/company-profiles', { settings: { tax_profile: 'NON_VAT' } }));
  });

  it('the catalogue and reference carry what the totals need; posted offline it equals the same sale online, to the centavo', async () => {
    const catalogue = ok(await cashier.get(`/api/sales/offline-sync/catalogue?salesChannelId=${channel}&limit=5000`)).data as {
      id: number;
      vatClass: Line['vatClass'];
      specialDiscountClass: string;
    }[];
    const known = (key: string) => catalogue.find((p) => p.id === ids[key])!;
    expect(known('vatRice')).toMatchObject({ vatClass: 'VAT_EXEMPT', specialDiscountClass: 'FULL' });
    expect(known('vatExport')).toMatchObject({ vatClass: 'ZERO_RATED', specialDiscountClass: 'FULL' });
    expect(known('vatCigs')).toMatchObject({ vatClass: 'VATABLE', specialDiscountClass: 'NONE' });
    expect(known('vatMeal')).toMatchObject({ vatClass: 'VATABLE', specialDiscountClass: 'FULL' });
    const reference = ok(await cashier.get(`/api/sales/offline-sync/reference?salesChannelId=${channel}`)).data;
    expect(reference.taxProfile).toBe('VAT');

    // The terminal builds the lines from what the catalogue says (the senior citizen's 20% on the eligible ones).
    const cart = (): Line[] =>
      [
        ['vatMeal', 1, '224.00'],
        ['vatRice', 2, '50.00'],
        ['vatExport', 1, '30.00'],
        ['vatCigs', 1, '112.00'],
      ].map(([key, quantity, price]) => {
        const product = known(key as string);
        return line(key as string, quantity as number, price as string, {
          productType: 'SERVICE',
          vatClass: product.vatClass,
          specialDiscount: product.specialDiscountClass !== 'NONE',
        });
      });
    const payload = () =>
      salePayload({
        salesChannelId: channel,
        customerId: walkIn,
        lines: cart(),
        payments: [{ paymentType: cash }],
        taxProfile: 'VAT',
        specialDiscount: senior,
      });
    const online = ok(await cashier.post('/api/sales/pos-order', payload()), 201).data;
    const offline = ok(
      await post(cashier, {
        ...payload(),
        offline: { clientSaleId: randomUUID(), deviceId: 'device-A', provisionalNumber: 'OFF-A-000300', madeAt: minutesAgo(3) },
      }),
      201,
    ).data;
    // Meal 224.00 → 200.00 VAT-exclusive, 40.00 off, 160.00 exempt; rice 2 × 50.00 exempt → 80.00; export
    // 30.00 zero-rated → 24.00; cigarettes 112.00 VATable, no discount → 100.00 + VAT 12.00.
    const figures = (o: Record<string, unknown>) =>
      Object.fromEntries(
        [
          'grossTotal',
          'discountTotal',
          'netTotal',
          'taxTotal',
          'vatableSales',
          'vatAmount',
          'vatExemptSales',
          'zeroRatedSales',
          'specialDiscountTotal',
        ].map((k) => [k, Number(o[k]).toFixed(2)]),
      );
    expect(figures(offline)).toEqual({
      grossTotal: '466.00',
      discountTotal: '90.00',
      netTotal: '376.00',
      taxTotal: '12.00',
      vatableSales: '100.00',
      vatAmount: '12.00',
      vatExemptSales: '240.00',
      zeroRatedSales: '24.00',
      specialDiscountTotal: '66.00',
    });
    expect(figures(offline)).toEqual(figures(online));
    expect(offline).toMatchObject({ specialDiscountKind: 'SENIOR_CITIZEN', priceChangedOffline: false });
    const items = async (id: number) =>
      ok(await admin.get(`/api/sales/sales-orders/${id}/items`)).data.map((i: Record<string, unknown>) => [
        i.productId,
        i.vatClass,
        Number(i.vatAmount).toFixed(2),
        Number(i.specialDiscountAmount).toFixed(2),
        Number(i.specialVatRemoved).toFixed(2),
        Number(i.lineTotal).toFixed(2),
      ]);
    expect(await items(offline.id)).toEqual(await items(online.id));

    // Sent as VATable (what a terminal without the classes did), the exempt line does not add up: 422, parked.
    const stale = salePayload({
      salesChannelId: channel,
      customerId: walkIn,
      lines: [line('vatRice', 1, '50.00', { productType: 'SERVICE', vatClass: 'VATABLE' })],
      payments: [{ paymentType: cash }],
      taxProfile: 'VAT',
    });
    const refused = await post(cashier, {
      ...stale,
      offline: { clientSaleId: randomUUID(), deviceId: 'device-A', provisionalNumber: 'OFF-A-000301', madeAt: minutesAgo(2) },
    });
    expect(refused.status).toBe(422);
  });

  it('keeps the 5% on basic necessities as the offline terminal gave it (it could not see the week), and counts it for the week', async () => {
    await make('vatGrocery', {
      sku: 'OFF-VAT-GROC',
      productName: 'Offline Groceries',
      basePrice: '1000.00',
      type: 'SERVICE',
      specialDiscountClass: 'BASIC_NECESSITY',
    });
    const booklet = { ...senior, bookletNumber: 'OFF-PB-9' };
    const sale = (allowance: number | null) =>
      salePayload({
        salesChannelId: channel,
        customerId: walkIn,
        lines: [
          line('vatGrocery', 3, '1000.00', { productType: 'SERVICE', specialDiscount: true, specialDiscountClass: 'BASIC_NECESSITY' }),
        ],
        payments: [{ paymentType: cash }],
        taxProfile: 'VAT',
        specialDiscount: booklet,
        basicNecessityAllowance: allowance,
      });
    // ₱3,000.00 of groceries, over the ₱2,500.00 cap: offline, 5% on all of it (150.00), kept as given.
    const first = ok(
      await post(cashier, {
        ...sale(null),
        offline: { clientSaleId: randomUUID(), deviceId: 'device-A', provisionalNumber: 'OFF-A-000310', madeAt: minutesAgo(4) },
      }),
      201,
    ).data;
    expect(Number(first.specialDiscountTotal)).toBe(150);
    const left = ok(await cashier.get('/api/sales/special-discount/basic-necessity-allowance?bookletNumber=OFF-PB-9')).data;
    expect(left).toMatchObject({ used: 3000, remaining: 0 });
    // A terminal that knew the cap was spent gave none: kept as given too.
    const second = ok(
      await post(cashier, {
        ...sale(0),
        offline: { clientSaleId: randomUUID(), deviceId: 'device-A', provisionalNumber: 'OFF-A-000311', madeAt: minutesAgo(3) },
      }),
      201,
    ).data;
    expect(Number(second.specialDiscountTotal)).toBe(0);
    expect(Number(second.netTotal)).toBe(3000);
  });
});

describe('a sale first sent online that got no answer, then saved offline', () => {
  const countSales = async () =>
    Number((await t.db.transaction(1, (tx) => tx.execute<{ n: number }>(sql`select count(*)::int as n from sales_orders`))).rows[0]!.n);
  const onlineBody = (quantity: number) =>
    salePayload({
      salesChannelId: channel,
      customerId: walkIn,
      lines: [line('glue', quantity, '45.00')],
      payments: [{ paymentType: cash }],
    });
  let token: string;
  beforeAll(async () => {
    token = (await t.login('demo', 'offline@demo.shop', 'test-password')).token;
  });
  const keyed = (path: string, body: unknown, key: string) =>
    t.request('POST', `/api/${path}`, { shop: 'demo', token, body, headers: { 'Idempotency-Key': key } });

  it('answers the sale the online route already posted under the key (200, the same sale), never a second', async () => {
    const key = randomUUID();
    const before = await onHand('glue');
    const online = ok(await keyed('sales/pos-order', onlineBody(2), key), 201).data;
    const sales = await countSales();
    const queued = {
      ...onlineBody(2),
      offline: { clientSaleId: randomUUID(), deviceId: 'device-A', provisionalNumber: 'OFF-A-000400', madeAt: minutesAgo(1) },
    };
    const synced = await keyed('sales/offline-sync/sales', queued, key);
    expect(synced.status, JSON.stringify(synced.body)).toBe(200);
    expect(synced.headers['idempotent-replayed']).toBe('true');
    expect(synced.body.data.id).toBe(online.id);
    // From now on its clientSaleId names it too, with or without the key.
    expect(ok(await post(cashier, queued)).data.id).toBe(online.id);
    expect(await ordersOf(queued.offline.clientSaleId)).toBe(1);
    expect(await countSales()).toBe(sales);
    expect(await onHand('glue')).toBe(before - 2);
  });

  it('posts it once when the online request arrives late, after the offline sync, or both come at once', async () => {
    const key = randomUUID();
    const sales = await countSales();
    const queued = {
      ...onlineBody(1),
      offline: { clientSaleId: randomUUID(), deviceId: 'device-A', provisionalNumber: 'OFF-A-000401', madeAt: minutesAgo(1) },
    };
    const synced = ok(await keyed('sales/offline-sync/sales', queued, key), 201).data;
    const late = await keyed('sales/pos-order', onlineBody(1), key);
    expect(late.status).not.toBe(201);
    expect(late.status).toBeLessThan(500);
    expect(await countSales()).toBe(sales + 1);
    expect(ok(await post(cashier, queued)).data.id).toBe(synced.id);

    // At once (in parallel on PostgreSQL): whichever commits first is the one sale.
    const together = randomUUID();
    const both = await Promise.all([
      keyed('sales/pos-order', onlineBody(1), together),
      keyed(
        'sales/offline-sync/sales',
        {
          ...onlineBody(1),
          offline: { clientSaleId: randomUUID(), deviceId: 'device-A', provisionalNumber: 'OFF-A-000402', madeAt: minutesAgo(1) },
        },
        together,
      ),
    ]);
    expect(both.filter((a) => a.status === 201)).toHaveLength(1);
    expect(both.every((a) => a.status < 500)).toBe(true);
    expect(await countSales()).toBe(sales + 2);
  });

  it('refuses a malformed key with 422', async () => {
    const queued = {
      ...onlineBody(1),
      offline: { clientSaleId: randomUUID(), deviceId: 'device-A', provisionalNumber: 'OFF-A-000403', madeAt: minutesAgo(1) },
    };
    const bad = await keyed('sales/offline-sync/sales', queued, 'bad key\u0001');
    expect(bad.status).toBe(422);
    expect(bad.body.errors['Idempotency-Key']).toBeDefined();
  });
});

describe('tiered prices offline', () => {
  it('the reference carries the schedules and the catalogue the groups: the shared computation answers what the server does', async () => {
    const schedule = ok(
      await admin.post('/api/pricing-schedules/templates', {
        name: 'Offline volume',
        type: 'percentage_off',
        breaks: [
          { minQuantity: 4, value: 10 },
          { minQuantity: 10, value: 12.5 },
        ],
      }),
      201,
    ).data;
    const perUnit = ok(
      await admin.post('/api/pricing-schedules/templates', {
        name: 'Offline wholesale',
        type: 'unit_price',
        breaks: [{ minQuantity: 6, value: 33.33 }],
      }),
      201,
    ).data;
    const group = ok(await admin.post('/api/masterfile/product-pricing-groups', { name: 'Offline tiles' }), 201).data;
    await make('tileA', {
      sku: 'OFF-TILE-A',
      productName: 'Offline Tile A',
      basePrice: '37.45',
      type: 'SERVICE',
      pricingGroupId: group.id,
      pricingScheduleTemplateId: schedule.id,
    });
    await make('tileB', {
      sku: 'OFF-TILE-B',
      productName: 'Offline Tile B',
      basePrice: '20.00',
      type: 'SERVICE',
      pricingGroupId: group.id,
    });
    await make('bulk', {
      sku: 'OFF-BULK',
      productName: 'Offline Bulk',
      basePrice: '40.00',
      type: 'SERVICE',
      pricingScheduleTemplateId: perUnit.id,
    });

    const reference = ok(await cashier.get(`/api/sales/offline-sync/reference?salesChannelId=${channel}`)).data;
    const catalogue = ok(await cashier.get(`/api/sales/offline-sync/catalogue?salesChannelId=${channel}&limit=5000`)).data as {
      id: number;
      basePrice: string;
      pricingScheduleTemplateId: number | null;
      pricingGroupId: number | null;
    }[];
    const product = (key: string) => catalogue.find((p) => p.id === ids[key])!;
    expect(product('tileA')).toMatchObject({ pricingGroupId: group.id, pricingScheduleTemplateId: schedule.id });
    expect(reference.pricingGroups).toBe(true);
    const offline = (key: string, quantity: number, others: { productId: number; orderedQuantity: number }[] = []) => {
      const p = product(key);
      const grouped = others
        .filter((o) => p.pricingGroupId !== null && catalogue.find((c) => c.id === o.productId)?.pricingGroupId === p.pricingGroupId)
        .reduce((sum, o) => sum + o.orderedQuantity, 0);
      return tieredPriceOf({
        regularPrice: p.basePrice,
        orderedFactor: 1,
        baseQuantity: quantity + grouped,
        schedule: reference.pricingSchedules.find((s: { id: number }) => s.id === p.pricingScheduleTemplateId),
      });
    };
    const online = async (key: string, quantity: number, others: { productId: number; orderedQuantity: number }[] = []) => {
      const data = ok(
        await cashier.put('/api/inventory/product-prices/tiered-price', {
          productId: ids[key],
          orderedUomId: piece,
          orderedQuantity: quantity,
          orderedPricingGroupProducts: others.map((o) => ({ ...o, orderedUomId: piece })),
        }),
      ).data;
      return { unitPrice: data.unitPrice, appliedBreak: data.appliedBreak };
    };
    const cases: [string, number, { productId: number; orderedQuantity: number }[]][] = [
      ['tileA', 1, []],
      ['tileA', 4, []],
      ['tileA', 3, [{ productId: ids.tileB!, orderedQuantity: 7 }]],
      ['tileA', 2.5, [{ productId: ids.glue!, orderedQuantity: 50 }]],
      ['bulk', 5, []],
      ['bulk', 6, []],
      ['glue', 20, []],
    ];
    for (const [key, quantity, others] of cases)
      expect(offline(key, quantity, others), `${key} × ${quantity}`).toEqual(await online(key, quantity, others));
    // 37.45 less 12.5% = 32.77 (rounded to the centavo); 40.00 at the wholesale break = 33.33.
    expect(offline('tileA', 3, [{ productId: ids.tileB!, orderedQuantity: 7 }]).unitPrice).toBe(32.77);
    expect(offline('bulk', 6).unitPrice).toBe(33.33);
  });
});

describe('offline sales at a terminal', () => {
  it('join the shift that was open when they were made, even if it closed since; none is 409 NO_SHIFT', async () => {
    // A terminal without a shift first, so that the next terminal's id is not its first shift's.
    ok(await admin.post('/api/pos/terminals', { salesChannelId: channel, terminalName: 'Spare Counter', invoicePrefix: 'SC-' }), 201);
    const terminal = ok(
      await admin.post('/api/pos/terminals', { salesChannelId: channel, terminalName: 'Offline Counter', invoicePrefix: 'OC-' }),
      201,
    ).data.id;
    const before = minutesAgo(10);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const shift = ok(await admin.post(`/api/pos/terminals/${terminal}/shifts`, { openingFloat: 0 }), 201).data;
    // The reference names each terminal's open shift (the terminal's own, whatever the ids).
    const { terminals } = ok(await cashier.get(`/api/sales/offline-sync/reference?salesChannelId=${channel}`)).data;
    expect(terminals.find((x: { id: number }) => x.id === terminal)).toMatchObject({ openShiftId: shift.id });
    const during = new Date(Date.now() + 10).toISOString();
    await new Promise((resolve) => setTimeout(resolve, 50));
    ok(await admin.post(`/api/pos/terminals/${terminal}/shift/close`, { denominationCounts: {} }));

    const sale = ok(await post(cashier, offlineSale([line('glue', 1, '45.00')], { madeAt: during }, { terminalId: terminal })), 201).data;
    expect(sale).toMatchObject({ terminalId: terminal, shiftId: shift.id });
    expect(sale.invoiceNumber).toMatch(/^OC-/);
    const early = await post(cashier, offlineSale([line('glue', 1, '45.00')], { madeAt: before }, { terminalId: terminal }));
    expect(early.status).toBe(409);
    expect(early.body.code).toBe('NO_SHIFT');
    // The channel now has a terminal: an offline sale must name it, as an online one must.
    expect((await post(cashier, offlineSale([line('glue', 1, '45.00')]))).status).toBe(422);
  });
});
