// Store Insights (issue 19, item 6): GET reports/dashboard against the documents it sums.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIn } from '../src/platform/time-zone';
import { makeProduct, ok, shopBasics, type ShopBasics } from './support/finance';
import { salePayload, type Line, type Payment } from './support/sales';
import { signInAs, startTestApp, type Client, type TestApp } from './support/test-app';

const URL = '/api/reports/dashboard';
// March 2024 (31 days) against the 31 days before it: 30 January – 29 February.
const MARCH = `${URL}?salesOrderDate[between]=2024-03-01,2024-03-31`;

let t: TestApp;
let admin: Client;
let basics: ShopBasics;
let shopId: number;
let widget: number;
let service: number;
let customer: number;
const sales = { a: 0, b: 0, voided: 0, previous: 0 };

async function sell(lines: Line[], payments: Payment[] = [{ paymentType: basics.cash }]) {
  return ok(
    await admin.post('/api/sales/pos-order', salePayload({ salesChannelId: basics.channel, customerId: customer, lines, payments })),
    201,
  ).id as number;
}

/** The dashboard's answer, once it is a 200 (the body shown when it is not). */
async function insights(client: Client, url: string) {
  const answer = await client.get(url);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
}

const run = (statement: ReturnType<typeof sql>) => t.db.transaction(shopId, (tx) => tx.execute(statement));
const moveSale = (id: number, instant: string) => run(sql`update sales_orders set sales_order_date = ${instant} where id = ${id}`);
const line = (productId: number, quantity: number, price: number): Line => ({
  productId,
  orderedUomId: basics.piece,
  orderedQuantity: quantity,
  orderedUnitPrice: price,
});

/** Σ base quantity × stored unit cost of a sale's lines, to the centavo per line, as the sale's document shows them. */
async function costOf(id: number): Promise<number> {
  const order = ok(await admin.get(`/api/sales/sales-orders/${id}?relations=salesOrderItems`));
  return order.salesOrderItems.reduce(
    (total: number, i: { baseQuantity: number; unitCost: number | null }) => total + Math.round(i.baseQuantity * (i.unitCost ?? 0) * 100),
    0,
  );
}

beforeAll(async () => {
  t = await startTestApp();
  admin = t.as('demo', (await t.login('demo')).token);
  shopId = (await t.db.asOwner((db) => db.execute<{ id: number }>(sql`select id::int from tenants where slug = 'demo'`))).rows[0]!.id;
  basics = await shopBasics(admin);
  customer = ok(await admin.post('/api/sales/customers', { customerName: 'Dashboard Buyer', defaultPaymentTypeId: basics.cash }), 201).id;
  widget = await makeProduct(admin, basics, { type: 'PRODUCT', sku: 'DSH-WIDGET', productName: 'Dash Widget', basePrice: 500, cost: 300 });
  service = await makeProduct(admin, basics, { type: 'SERVICE', sku: 'DSH-SVC', productName: 'Dash Service', basePrice: 100 });
  ok(
    await admin.post('/api/inventory/adjustments', {
      locationId: basics.location,
      reason: 'Delivery',
      items: [{ productId: widget, uomId: basics.piece, quantity: 20, mode: 'delta' }],
    }),
    201,
  );
  // March: 3 widgets at 500 (cash), a service at 250 split cash/GCash; one voided sale; a refund of one widget.
  sales.a = await sell([line(widget, 3, 500)]);
  sales.b = await sell(
    [line(service, 1, 250)],
    [
      { paymentType: basics.cash, paidAmount: 100 },
      { paymentType: basics.gcash, paidAmount: 150, referenceNumber: 'GC-1' },
    ],
  );
  sales.voided = await sell([line(widget, 1, 500)]);
  ok(await admin.delete(`/api/sales/${sales.voided}`));
  // February (the previous period): one widget at 480.
  sales.previous = await sell([line(widget, 1, 480)]);
  await moveSale(sales.a, '2024-03-05T03:00:00Z');
  await moveSale(sales.b, '2024-03-20T05:30:00Z');
  await moveSale(sales.voided, '2024-03-06T03:00:00Z');
  await moveSale(sales.previous, '2024-02-10T03:00:00Z');
  const order = ok(await admin.get(`/api/sales/sales-orders/${sales.a}?relations=salesOrderItems`));
  const rma = ok(
    await admin.post('/api/rma-warranty/rmas', {
      salesOrderId: sales.a,
      refundPaymentTypeId: basics.cash,
      lines: [
        {
          salesOrderLineId: order.salesOrderItems[0].id,
          quantity: 1,
          reason: 'Changed mind',
          condition: 'GOOD',
          resolution: 'REFUND',
          restockTo: basics.location,
        },
      ],
    }),
    201,
  );
  ok(await admin.post(`/api/rma-warranty/rmas/${rma.id}/receive`, {}));
  ok(await admin.post(`/api/rma-warranty/rmas/${rma.id}/resolve`, {}));
  await run(sql`update payments set payment_date = '2024-03-21' where kind = 'REFUND' and sales_order_id = ${sales.a}`);
});

afterAll(async () => {
  await t?.close();
});

describe('GET reports/dashboard', () => {
  it('answers the period against the one before it, as the sales, their lines and the refund say', async () => {
    const answer = await insights(admin, MARCH);
    expect(answer.period).toMatchObject({
      from: '2024-03-01',
      to: '2024-03-31',
      previousFrom: '2024-01-30',
      previousTo: '2024-02-29',
      timezone: 'Asia/Manila',
      salesChannelId: null,
    });
    const costA = await costOf(sales.a);
    const costPrevious = await costOf(sales.previous);
    expect(costA).toBe(3 * 300 * 100);
    expect(answer.sales).toEqual({
      // 1500 + 250 − the 500 refunded.
      netSales: { current: 1250, previous: 480 },
      orders: { current: 2, previous: 1 },
      averageBasket: { current: 875, previous: 480 },
      // On net sales (after the refund), as the sales report's.
      grossProfit: { current: (125_000 - costA) / 100, previous: (48_000 - costPrevious) / 100 },
      refunds: { current: 500, previous: 0 },
    });
    expect(answer.salesByDay).toHaveLength(31);
    expect(answer.salesByDay[4]).toEqual({ date: '2024-03-05', orderCount: 1, netTotal: 1500, netSales: 1500 });
    expect(answer.salesByDay[19]).toEqual({ date: '2024-03-20', orderCount: 1, netTotal: 250, netSales: 250 });
    // The refund counts on the day it was paid.
    expect(answer.salesByDay[20]).toEqual({ date: '2024-03-21', orderCount: 0, netTotal: 0, netSales: -500 });
    expect(answer.salesByDay.reduce((s: number, d: { orderCount: number }) => s + d.orderCount, 0)).toBe(2);
    expect(answer.topProducts.slice(0, 2)).toEqual([
      { productId: widget, sku: 'DSH-WIDGET', productName: 'Dash Widget', quantity: 3, netSales: 1500 },
      { productId: service, sku: 'DSH-SVC', productName: 'Dash Service', quantity: 1, netSales: 250 },
    ]);
    expect(answer.paymentMix).toEqual([
      { paymentTypeName: 'Cash', category: 'IMMEDIATE', orderCount: 2, total: 1600 },
      { paymentTypeName: 'GCash', category: expect.any(String), orderCount: 1, total: 150 },
    ]);
    expect(answer.salesByHour).toHaveLength(24);
  });

  it('narrows to a sales channel, and a channel without sales answers zeros', async () => {
    const same = await insights(admin, `${MARCH}&salesChannelId=${basics.channel}`);
    expect(same.sales.netSales).toEqual({ current: 1250, previous: 480 });
    const none = await insights(admin, `${MARCH}&salesChannelId=999999`);
    expect(none.sales.orders).toEqual({ current: 0, previous: 0 });
    expect(none.sales.netSales).toEqual({ current: 0, previous: 0 });
    expect(none.recentSales).toEqual([]);
  });

  it("counts today's sales by hour and lists the latest sale first", async () => {
    const now = await sell([line(service, 1, 99.5)]);
    const answer = await insights(admin, URL);
    const hour = Number(
      new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Manila', hour: '2-digit', hourCycle: 'h23' }).format(new Date()),
    );
    expect(answer.period.today).toBe(todayIn());
    expect(answer.period.from).toBe(`${todayIn().slice(0, 8)}01`);
    // The sale was rung up a moment ago: in this hour, or the one before if the clock turned since.
    const counted = answer.salesByHour.filter((h: { hour: number }) => h.hour === hour || h.hour === (hour + 23) % 24);
    expect(counted.reduce((s: number, h: { netTotal: number }) => s + h.netTotal, 0)).toBeGreaterThanOrEqual(99.5);
    expect(answer.recentSales[0]).toMatchObject({ id: now, customerName: 'Dashboard Buyer', netTotal: 99.5 });
    expect(answer.recentSales.length).toBeLessThanOrEqual(10);
  });

  it('answers low stock, dues and open job orders as their own lists do', async () => {
    // A credit sale due in 30 days, then one of its dues moved to last week (overdue) and one to three days on.
    const credit = await sell([line(service, 1, 300)], [{ paymentType: basics.charge }]);
    const credit2 = await sell([line(service, 1, 120)], [{ paymentType: basics.charge }]);
    const today = todayIn();
    await run(sql`update receivables set due_date = ${addDays(today, -7)} where sales_order_id = ${credit}`);
    await run(sql`update receivables set due_date = ${addDays(today, 3)} where sales_order_id = ${credit2}`);
    ok(
      await admin.post('/api/service/service-orders', {
        customerId: customer,
        itemDescription: 'Laptop',
        problemReported: 'No power',
      }),
      201,
    );
    const answer = await insights(admin, URL);

    const receivables = ok(await admin.get('/api/finance/receivables?pageSize=500')) as {
      dueDate: string;
      balance: number;
      status: string;
    }[];
    const open = receivables.filter((r) => ['OPEN', 'PARTIAL'].includes(r.status) && r.balance > 0);
    const overdue = open.filter((r) => r.dueDate < today);
    const week = open.filter((r) => r.dueDate >= today && r.dueDate <= addDays(today, 6));
    const total = (rows: { balance: number }[]) => rows.reduce((s, r) => s + Math.round(r.balance * 100), 0) / 100;
    expect(answer.receivables).toEqual({
      overdueCount: overdue.length,
      overdueTotal: total(overdue),
      dueThisWeekCount: week.length,
      dueThisWeekTotal: total(week),
    });
    expect(answer.receivables.overdueTotal).toBeGreaterThanOrEqual(300);
    expect(answer.receivables.dueThisWeekTotal).toBeGreaterThanOrEqual(120);
    expect(answer.payables).toMatchObject({ overdueCount: expect.any(Number), dueThisWeekCount: expect.any(Number) });

    const lowStock = (await admin.get('/api/reports/low-stock-report?pageSize=1')).body;
    expect(answer.lowStock).toEqual({ count: lowStock.totals.rows });

    const jobs = ok(await admin.get('/api/service/service-orders?pageSize=500')) as { status: string }[];
    const openJobs = jobs.filter((j) => !['RELEASED', 'CANCELLED'].includes(j.status));
    expect(answer.jobOrders.open).toBe(openJobs.length);
    expect(answer.jobOrders.byStatus).toContainEqual({ status: 'RECEIVED', count: openJobs.filter((j) => j.status === 'RECEIVED').length });
  });

  it('leaves out each card whose report the caller may not see, and is 403 without access dashboard', async () => {
    ok(await admin.post('/api/rbac/roles', { name: 'Dashboard only', permissions: ['access dashboard'] }), 201);
    ok(
      await admin.post('/api/rbac/roles', {
        name: 'Dashboard and dues',
        permissions: ['access dashboard', 'View Receivables', 'View Job Order'],
      }),
      201,
    );
    const bare = await signInAs(t, admin, 'demo', ['Dashboard only']);
    const bareAnswer = await bare.get(MARCH);
    expect(bareAnswer.status).toBe(200);
    expect(Object.keys(bareAnswer.body)).toEqual(['period']);

    const dues = await signInAs(t, admin, 'demo', ['Dashboard and dues']);
    expect(Object.keys((await dues.get(MARCH)).body).sort()).toEqual(['jobOrders', 'period', 'receivables']);

    const cashier = await signInAs(t, admin, 'demo', ['Cashier']);
    expect((await cashier.get(MARCH)).status).toBe(403);
    expect((await t.request('GET', MARCH, { shop: 'demo' })).status).toBe(401);
  });

  it('refuses hostile query parameters with 400 or 422, never 500', async () => {
    const cases: [string, number][] = [
      ['?salesOrderDate[between]=2024-03-31,2024-03-01', 422],
      ['?salesOrderDate[between]=yesterday,today', 422],
      ['?salesOrderDate[between]=2020-01-01,2024-01-01', 422],
      ['?salesChannelId=1%20or%201=1', 422],
      ["?salesChannelId=1'--", 422],
      ['?salesChannelId=99999999999999999999', 422],
      ['?timezone=Mars/Olympus', 422],
      ["?timezone=Asia/Manila'%3B%20drop%20table%20sales_orders--", 422],
      ['?timezoneOffset=%2B99:99', 422],
      ['?netTotal[gt]=0', 400],
      ['?__proto__=1', 400],
      ['?toString=1', 400],
      ['?constructor[eq]=1', 400],
      ['?salesOrderDate[like]=2024', 400],
    ];
    for (const [query, status] of cases) {
      const answer = await admin.get(`${URL}${query}`);
      expect(answer.status, `${query}: ${JSON.stringify(answer.body)}`).toBe(status);
    }
  });
});
