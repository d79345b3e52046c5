import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { salesOrders } from '../src/db/schema/sales-documents';
import { tenants } from '../src/db/schema/tenancy';
import { salePayload, type Line, type Payment } from './support/sales';
import { signInAs, startTestApp, type Client, type TestApp } from './support/test-app';
import { readDailySalesQuery } from '../src/modules/reports/daily-sales';

const URL = '/api/reports/sales-report/daily';

let t: TestApp;
let admin: Client;
let other: Client;
let cashier: Client;
let channel: number;
let walkIn: number;
let cash: number;
let gcash: number;
let charge: number;
let regular: number;
let piece: number;
let demoId: number;
const ids: Record<string, number> = {};

async function sell(
  lines: Line[],
  payments: Payment[] = [{ paymentType: cash }],
  orderDiscounts: Parameters<typeof salePayload>[0]['orderDiscounts'] = [],
) {
  const answer = await admin.post(
    '/api/sales/pos-order',
    salePayload({ salesChannelId: channel, customerId: walkIn, lines, payments, orderDiscounts }),
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data.id as number;
}

/** Moves an order to another instant (a sale is always rung up now). */
async function dateOrder(id: number, instant: string) {
  await t.db.transaction(demoId, (tx) =>
    tx
      .update(salesOrders)
      .set({ salesOrderDate: new Date(instant) })
      .where(eq(salesOrders.id, id)),
  );
}

type Day = { date: string; orderCount: number };
const day = (body: { data: Day[] }, date: string) => body.data.find((d) => d.date === date);

beforeAll(async () => {
  t = await startTestApp();
  admin = t.as('demo', (await t.login('demo')).token);
  other = t.as('other', (await t.login('other')).token);
  cashier = await signInAs(t, admin, 'demo', ['Cashier']);
  const [demo] = await t.db.transaction(null, (tx) => tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.slug, 'demo')));
  demoId = demo!.id;

  const channelRow = (await admin.get('/api/sales/sales-channels')).body.data[0];
  channel = channelRow.id;
  walkIn = (await admin.get('/api/sales/customers/default')).body.data.id;
  const types = (await admin.get('/api/masterfile/payment-types?pageSize=50')).body.data as { id: number; name: string }[];
  cash = types.find((p) => p.name === 'Cash')!.id;
  gcash = types.find((p) => p.name === 'GCash')!.id;
  charge = types.find((p) => p.name === 'Charge')!.id;
  const count = (await admin.get('/api/masterfile/unit-classes?name=Count&relations=units')).body.data[0];
  piece = count.units.find((u: { unit: string }) => u.unit === 'piece').id;
  const product = await admin.post('/api/inventory/products', {
    unitClassId: count.id,
    unitOfMeasureId: piece,
    type: 'SERVICE',
    sku: 'RPT-SVC',
    productName: 'Report Service',
    basePrice: 100,
  });
  expect(product.status, JSON.stringify(product.body)).toBe(201);
  ids.service = product.body.data.id;

  const line = (quantity: number, price: number): Line => ({
    productId: ids.service!,
    orderedUomId: piece,
    orderedQuantity: quantity,
    orderedUnitPrice: price,
  });
  // 10 March (Manila): 250.00 cash, and 2 × 100.00 less 10% = 180.00 in cash and GCash.
  ids.a = await sell([line(1, 250)]);
  ids.b = await sell(
    [line(2, 100)],
    [
      { paymentType: cash, paidAmount: 80 },
      { paymentType: gcash, paidAmount: 100, referenceNumber: 'GC-100' },
    ],
    [{ type: 'percentage', scope: 'sales_order', value: 10, code: null }],
  );
  // 00:30 on 11 March in Manila is still 10 March in UTC: it counts on the 11th.
  ids.c = await sell([line(1, 99.99)]);
  // Voided the same day: left out.
  ids.d = await sell([line(3, 1000)]);
  expect((await admin.delete(`/api/sales/${ids.d}`)).status).toBe(200);

  await dateOrder(ids.a, '2024-03-10T02:00:00Z');
  await dateOrder(ids.b, '2024-03-10T15:59:59Z');
  await dateOrder(ids.c, '2024-03-10T16:30:00Z');
  await dateOrder(ids.d, '2024-03-10T03:00:00Z');

  // A regular customer bought 500.00 on credit in February and paid on account in March: 150.00
  // cash on the 10th, 40.00 by GCash on the 11th; a 60.00 collection on the 10th was voided.
  const customer = await admin.post('/api/sales/customers', { customerName: 'Suki Hardware', defaultPaymentTypeId: charge });
  regular = customer.body.data.id;
  const credit = await admin.post(
    '/api/sales/pos-order',
    salePayload({ salesChannelId: channel, customerId: regular, lines: [line(5, 100)], payments: [{ paymentType: charge }] }),
  );
  expect(credit.status, JSON.stringify(credit.body)).toBe(201);
  await dateOrder(credit.body.data.id, '2024-02-01T02:00:00Z');
  const collect = async (body: Record<string, unknown>) => {
    const answer = await admin.post('/api/finance/payments', { direction: 'IN', customerId: regular, paymentTypeId: cash, ...body });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return answer.body.data.id as number;
  };
  await collect({ amount: 150, paymentDate: '2024-03-10' });
  await collect({ amount: 40, paymentDate: '2024-03-11', paymentTypeId: gcash, referenceNumber: 'GC-77' });
  const voided = await collect({ amount: 60, paymentDate: '2024-03-10' });
  expect((await admin.delete(`/api/finance/payments/${voided}`)).status).toBe(200);
});

afterAll(async () => {
  await t?.close();
});

describe('GET reports/sales-report/daily', () => {
  it('answers completed sales per Manila day, every day of the range, voided orders left out', async () => {
    const answer = await admin.get(`${URL}?salesOrderDate[between]=2024-03-09,2024-03-12`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.meta).toEqual({ from: '2024-03-09', to: '2024-03-12', timezone: 'Asia/Manila', salesChannelId: null });
    expect(answer.body.data).toEqual([
      {
        date: '2024-03-09',
        orderCount: 0,
        grossTotal: 0,
        discountTotal: 0,
        netTotal: 0,
        paidTotal: 0,
        collectedTotal: 0,
        refundTotal: 0,
        netSales: 0,
        netOfRefunds: 0,
      },
      {
        date: '2024-03-10',
        orderCount: 2,
        grossTotal: 450,
        discountTotal: 20,
        netTotal: 430,
        paidTotal: 430,
        collectedTotal: 150,
        refundTotal: 0,
        netSales: 430,
        netOfRefunds: 580,
      },
      {
        date: '2024-03-11',
        orderCount: 1,
        grossTotal: 99.99,
        discountTotal: 0,
        netTotal: 99.99,
        paidTotal: 99.99,
        collectedTotal: 40,
        refundTotal: 0,
        netSales: 99.99,
        netOfRefunds: 139.99,
      },
      {
        date: '2024-03-12',
        orderCount: 0,
        grossTotal: 0,
        discountTotal: 0,
        netTotal: 0,
        paidTotal: 0,
        collectedTotal: 0,
        refundTotal: 0,
        netSales: 0,
        netOfRefunds: 0,
      },
    ]);
  });

  it('reads gte, lte and a single day like the list protocol, and filters by sales channel', async () => {
    const gte = await admin.get(`${URL}?salesOrderDate[gte]=2024-03-11&salesOrderDate[lte]=2024-03-11`);
    expect(gte.body.data).toEqual([
      {
        date: '2024-03-11',
        orderCount: 1,
        grossTotal: 99.99,
        discountTotal: 0,
        netTotal: 99.99,
        paidTotal: 99.99,
        collectedTotal: 40,
        refundTotal: 0,
        netSales: 99.99,
        netOfRefunds: 139.99,
      },
    ]);
    const one = await admin.get(`${URL}?salesOrderDate=2024-03-10&salesChannelId=${channel}`);
    expect(one.body.data).toHaveLength(1);
    expect(day(one.body, '2024-03-10')).toMatchObject({ orderCount: 2, collectedTotal: 150 });
    // A channel's collections are what was collected on its sales.
    const elsewhere = await admin.get(`${URL}?salesOrderDate=2024-03-10&salesChannelId=${channel + 1000}`);
    expect(elsewhere.status).toBe(200);
    expect(day(elsewhere.body, '2024-03-10')).toMatchObject({ orderCount: 0, collectedTotal: 0 });
  });

  it('counts the days of the zone the request names (timezone, or timezoneOffset as the list protocol reads it)', async () => {
    const period = 'salesOrderDate[between]=2024-03-10,2024-03-11';
    const counts = (body: { data: Day[] }) => body.data.map((d) => d.orderCount);
    // The sale at 16:30 UTC on 10 March is on the 10th in UTC, the 11th in Manila; the one at 02:00 UTC is on the 9th in New York.
    const utc = await admin.get(`${URL}?${period}&timezone=UTC`);
    expect(utc.body.meta.timezone).toBe('UTC');
    expect(counts(utc.body)).toEqual([3, 0]);
    expect(counts((await admin.get(`${URL}?${period}&timezone=America/New_York`)).body)).toEqual([2, 0]);
    const javascriptOffset = await admin.get(`${URL}?${period}&timezoneOffset=0`);
    expect(javascriptOffset.body.meta.timezone).toBe('+00:00');
    expect(counts(javascriptOffset.body)).toEqual([3, 0]);
    const manila = await admin.get(`${URL}?${period}&timezoneOffset=-480`);
    expect(manila.body.meta.timezone).toBe('+08:00');
    expect(counts(manila.body)).toEqual([2, 1]);
    expect(counts((await admin.get(`${URL}?${period}&timezoneOffset=%2B08:00`)).body)).toEqual([2, 1]);
    // Half-hour zones are read from the orders: 16:30 UTC is 22:00 on the 10th in Kolkata.
    expect(counts((await admin.get(`${URL}?${period}&timezoneOffset=%2B05:30`)).body)).toEqual([3, 0]);

    const bad = await admin.get(`${URL}?${period}&timezone=Mars/Olympus`);
    expect(bad.status).toBe(422);
    expect(bad.body.errors.timezone).toEqual(["The timezone 'Mars/Olympus' is not a known time zone."]);
  });

  it('defaults to the current month', async () => {
    const answer = await admin.get(URL);
    expect(answer.status).toBe(200);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Manila' }).format(new Date());
    expect(answer.body.meta.from).toBe(`${today.slice(0, 8)}01`);
    expect(answer.body.meta.to.slice(0, 7)).toBe(today.slice(0, 7));
    expect(answer.body.data.length).toBe(Number(answer.body.meta.to.slice(8)));
    expect(answer.body.data.every((d: { orderCount: number }) => d.orderCount === 0)).toBe(true);
  });

  it('refuses a period that ends before it starts, is over two years long, or is not dates (422)', async () => {
    const reversed = await admin.get(`${URL}?salesOrderDate[between]=2024-03-12,2024-03-10`);
    expect(reversed.status).toBe(422);
    expect(reversed.body.errors.salesOrderDate).toEqual(['The start of the period must not be after its end.']);
    const long = await admin.get(`${URL}?salesOrderDate[between]=2022-03-10,2024-03-10`);
    expect(long.status).toBe(422);
    expect(long.body.errors.salesOrderDate).toEqual(['The period may be at most 2 years long.']);
    const twoYears = await admin.get(`${URL}?salesOrderDate[between]=2022-03-11,2024-03-10`);
    expect(twoYears.status).toBe(200);
    expect(twoYears.body.data).toHaveLength(731);
    const notDate = await admin.get(`${URL}?salesOrderDate[between]=2024-02-30,2024-03-10`);
    expect(notDate.status).toBe(422);
    expect((await admin.get(`${URL}?salesChannelId=abc`)).status).toBe(422);
  });

  it('refuses filters it does not know (400)', async () => {
    const answer = await admin.get(`${URL}?customerId=1`);
    expect(answer.status).toBe(400);
    expect(answer.body.errors.customerId).toBeDefined();
  });

  it("shows a shop only its own sales, and needs 'View Sales Reports'", async () => {
    const theirs = await other.get(`${URL}?salesOrderDate[between]=2024-03-10,2024-03-11`);
    expect(theirs.status).toBe(200);
    expect(theirs.body.data.map((d: { orderCount: number }) => d.orderCount)).toEqual([0, 0]);
    expect(theirs.body.data.map((d: { collectedTotal: number }) => d.collectedTotal)).toEqual([0, 0]);
    expect((await cashier.get(URL)).status).toBe(403);
    expect((await t.request('GET', URL)).status).toBe(401);
  });

  it('counts two calendar years from any start, 29 February included', () => {
    const now = new Date('2024-03-15T00:00:00Z');
    expect(readDailySalesQuery({ 'salesOrderDate[between]': '2024-02-29,2026-02-27' }, now).to).toBe('2026-02-27');
    expect(() => readDailySalesQuery({ 'salesOrderDate[between]': '2024-02-29,2026-02-28' }, now)).toThrow(/at most 2 years/);
    expect(readDailySalesQuery({}, now)).toEqual({ from: '2024-03-01', to: '2024-03-31', timeZone: 'Asia/Manila' });
  });

  it('is answered from the completed sales per hour, not by reading the orders', async () => {
    const { result, statements } = await t.statementsOf(() => admin.get(`${URL}?salesOrderDate[between]=2024-03-09,2024-03-12`));
    expect(result.status).toBe(200);
    const report = statements.filter((s) => /sales_by_hour|sales_orders/.test(s));
    expect(report).toHaveLength(1);
    expect(report[0]).toContain('"sales_by_hour"');
  });
});

describe('GET reports/sales-report/payment-type-breakdown', () => {
  const BREAKDOWN = '/api/reports/sales-report/payment-type-breakdown';
  type Row = {
    paymentTypeName: string;
    kind: string;
    orderCount: number;
    totalAmount: number;
    percentage: number;
    paymentTypeCategory: string;
  };
  const rowsOf = async (query: string) => {
    const answer = await admin.get(`${BREAKDOWN}?${query}`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.data as Row[];
  };
  const brief = (rows: Row[]) => rows.map((r) => [r.kind, r.paymentTypeName, r.orderCount, r.totalAmount]);

  it('adds what was collected on the days of the sales list’s period, per payment type, labelled as collections', async () => {
    const rows = await rowsOf('salesOrderDate[between]=2024-03-10,2024-03-11');
    expect(brief(rows)).toEqual([
      ['SALE', 'Cash', 3, 429.99],
      ['COLLECTION', 'Cash (collections)', 1, 150],
      ['SALE', 'GCash', 1, 100],
      ['COLLECTION', 'GCash (collections)', 1, 40],
    ]);
    expect(rows.find((r) => r.kind === 'COLLECTION')!.paymentTypeCategory).toBe('IMMEDIATE');
    // Shares are of sales and collections together: 429.99 of 719.99.
    expect(rows[0]!.percentage).toBe(59.72);
    expect(rows.reduce((sum, r) => sum + r.percentage, 0)).toBeCloseTo(100, 1);
  });

  it('reads the period as the sales list does: one day, gte/lte, instants in the list’s zone; the customer filter too', async () => {
    expect(brief((await rowsOf('salesOrderDate=2024-03-10')).filter((r) => r.kind === 'COLLECTION'))).toEqual([
      ['COLLECTION', 'Cash (collections)', 1, 150],
    ]);
    const fromEleventh = await rowsOf('salesOrderDate[gte]=2024-03-11&salesOrderDate[lte]=2024-03-31');
    expect(brief(fromEleventh.filter((r) => r.kind === 'COLLECTION'))).toEqual([['COLLECTION', 'GCash (collections)', 1, 40]]);
    // 2024-03-10T16:30Z is the 11th in Manila, the 10th in UTC.
    const manila = await rowsOf(`salesOrderDate[gte]=${encodeURIComponent('2024-03-10T16:30:00Z')}&salesOrderDate[lte]=2024-03-11`);
    expect(manila.filter((r) => r.kind === 'COLLECTION').map((r) => r.totalAmount)).toEqual([40]);
    const utc = await rowsOf(
      `salesOrderDate[gte]=${encodeURIComponent('2024-03-10T16:30:00Z')}&salesOrderDate[lte]=2024-03-11&timezone=UTC`,
    );
    expect(utc.filter((r) => r.kind === 'COLLECTION').map((r) => r.totalAmount)).toEqual([150, 40]);
    // The walk-in customer paid nothing on account; the regular one's collections show without any sale in the period.
    expect((await rowsOf(`salesOrderDate[between]=2024-03-10,2024-03-11&customerId=${walkIn}`)).every((r) => r.kind === 'SALE')).toBe(true);
    expect(brief(await rowsOf(`salesOrderDate[between]=2024-03-10,2024-03-11&customerId=${regular}`))).toEqual([
      ['COLLECTION', 'Cash (collections)', 1, 150],
      ['COLLECTION', 'GCash (collections)', 1, 40],
    ]);
    // Without a period: every collection ever posted (the voided one left out).
    const all = await rowsOf(`customerId=${regular}`);
    expect(all.filter((r) => r.kind === 'COLLECTION').reduce((sum, r) => sum + r.totalAmount, 0)).toBe(190);
  });

  it('reads the sales from the hourly payment rollup for days and a channel, and the sales themselves otherwise, with equal figures', async () => {
    const sourceOf = async (query: string) => {
      const { result, statements } = await t.statementsOf(() => admin.get(`${BREAKDOWN}?${query}`));
      expect(result.status, JSON.stringify(result.body)).toBe(200);
      const sales = statements.filter((s) => /sales_by_payment_hour|sales_order_payments/.test(s));
      expect(sales).toHaveLength(1);
      const rows = (result.body.data as Row[]).filter((r) => r.kind === 'SALE');
      return { rollup: sales[0]!.includes('sales_by_payment_hour'), rows: brief(rows) };
    };
    const days = await sourceOf('salesOrderDate[between]=2024-03-10,2024-03-11');
    expect(days.rollup).toBe(true);
    // The same days as instants: read from the sales, the same figures.
    const instants = await sourceOf(
      `salesOrderDate[gte]=${encodeURIComponent('2024-03-09T16:00:00Z')}&salesOrderDate[lte]=${encodeURIComponent('2024-03-11T15:59:59.999Z')}`,
    );
    expect(instants).toEqual({ rollup: false, rows: days.rows });
    expect((await sourceOf('salesOrderDate[gte]=2024-03-10&salesOrderDate[lte]=2024-03-11&timezone=America/New_York')).rollup).toBe(true);
    // Half-hour zones, a customer or a search read the sales.
    expect((await sourceOf('salesOrderDate[between]=2024-03-10,2024-03-11&timezoneOffset=%2B05:30')).rollup).toBe(false);
    expect((await sourceOf(`salesOrderDate[between]=2024-03-10,2024-03-11&customerId=${walkIn}`)).rollup).toBe(false);
    const ofChannel = await sourceOf(`salesOrderDate[between]=2024-03-10,2024-03-11&salesChannelId=${channel}`);
    expect(ofChannel).toEqual({ rollup: true, rows: days.rows });
  });

  it('refuses a bad period as the list does, and shows a shop only its own collections', async () => {
    expect((await admin.get(`${BREAKDOWN}?salesOrderDate[between]=2024-02-30,2024-03-10`)).status).toBe(400);
    expect((await admin.get(`${BREAKDOWN}?salesOrderDate[gte]=${encodeURIComponent("2024' or '1'='1")}`)).status).toBe(400);
    const theirs = (await other.get(`${BREAKDOWN}?salesOrderDate[between]=2024-03-10,2024-03-11`)).body.data as Row[];
    expect(theirs.filter((r) => r.kind === 'COLLECTION')).toEqual([]);
  });
});
