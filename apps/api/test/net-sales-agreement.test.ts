// One "Net Sales" everywhere: the sales report, its series and PDF, Store Insights and the daily sales
// report give the same net sales (after refunds), gross profit on it and refunds as their own line,
// for the same documents and filter: a month with an order discount and a refund.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeProduct, ok, shopBasics, type ShopBasics } from './support/finance';
import { pdfPages } from './support/pdf';
import { salePayload, type Line } from './support/sales';
import { hostOf, startTestApp, type Client, type TestApp } from './support/test-app';

const MARCH = 'salesOrderDate[between]=2024-03-01,2024-03-31&timezone=Asia/Manila';

let t: TestApp;
let admin: Client;
let token: string;
let basics: ShopBasics;
let shopId: number;
let cheap: number;
let dear: number;
let customer: number;
const sold: number[] = [];

const run = (statement: ReturnType<typeof sql>) => t.db.transaction(shopId, (tx) => tx.execute(statement));
const line = (productId: number, quantity: number, price: number): Line => ({
  productId,
  orderedUomId: basics.piece,
  orderedQuantity: quantity,
  orderedUnitPrice: price,
});
const cents = (pesos: number) => Math.round(pesos * 100);

/** Σ round(base quantity × stored unit cost, 2) of a sale's lines, in centavos. */
async function costOf(id: number): Promise<number> {
  const order = ok(await admin.get(`/api/sales/sales-orders/${id}?relations=salesOrderItems`));
  return order.salesOrderItems.reduce(
    (total: number, i: { baseQuantity: number; unitCost: number | null }) => total + Math.round(i.baseQuantity * (i.unitCost ?? 0) * 100),
    0,
  );
}

beforeAll(async () => {
  t = await startTestApp();
  token = (await t.login('demo')).token;
  admin = t.as('demo', token);
  shopId = (await t.db.asOwner((db) => db.execute<{ id: number }>(sql`select id::int from tenants where slug = 'demo'`))).rows[0]!.id;
  basics = await shopBasics(admin);
  customer = ok(await admin.post('/api/sales/customers', { customerName: 'Net Sales Buyer', defaultPaymentTypeId: basics.cash }), 201).id;
  cheap = await makeProduct(admin, basics, { type: 'PRODUCT', sku: 'NSA-CHEAP', productName: 'Net Cheap', basePrice: 100, cost: 60 });
  dear = await makeProduct(admin, basics, { type: 'PRODUCT', sku: 'NSA-DEAR', productName: 'Net Dear', basePrice: 300, cost: 120 });
  ok(
    await admin.post('/api/inventory/adjustments', {
      locationId: basics.location,
      reason: 'Delivery',
      items: [
        { productId: cheap, uomId: basics.piece, quantity: 50, mode: 'delta' },
        { productId: dear, uomId: basics.piece, quantity: 50, mode: 'delta' },
      ],
    }),
    201,
  );
  // Before order discounts the dear product sold more (1,200 vs 1,000); after the sale's 50% order
  // discount it sold less (600 vs 1,000): the top products must rank by net sales after discounts.
  const sell = async (lines: Line[], orderDiscounts = [] as { type: 'percentage'; scope: 'sales_order'; value: number }[]) =>
    ok(
      await admin.post(
        '/api/sales/pos-order',
        salePayload({
          salesChannelId: basics.channel,
          customerId: customer,
          lines,
          payments: [{ paymentType: basics.cash }],
          orderDiscounts,
        }),
      ),
      201,
    ).id as number;
  sold.push(await sell([line(dear, 4, 300)], [{ type: 'percentage', scope: 'sales_order', value: 50 }]));
  sold.push(await sell([line(cheap, 10, 100)]));
  await run(sql`update sales_orders set sales_order_date = '2024-03-05T03:00:00Z' where id = ${sold[0]!}`);
  await run(sql`update sales_orders set sales_order_date = '2024-03-12T03:00:00Z' where id = ${sold[1]!}`);
  // One cheap item refunded in cash on 20 March: ₱100.
  const order = ok(await admin.get(`/api/sales/sales-orders/${sold[1]!}?relations=salesOrderItems`));
  const rma = ok(
    await admin.post('/api/rma-warranty/rmas', {
      salesOrderId: sold[1]!,
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
  await run(sql`update payments set payment_date = '2024-03-20' where kind = 'REFUND' and sales_order_id = ${sold[1]!}`);
});

afterAll(async () => {
  await t?.close();
});

describe('net sales, one definition', () => {
  it('is the same figure, after refunds and with gross profit on it, on every screen and export of the month', async () => {
    // From the documents: 600 + 1,000 of sales, 100 refunded.
    const net = 60_000 + 100_000;
    const refunds = 10_000;
    const cost = (await costOf(sold[0]!)) + (await costOf(sold[1]!));
    expect(cost).toBe(4 * 12_000 + 10 * 6_000);
    const netSales = net - refunds;
    const grossProfit = netSales - cost;

    const totals = ok(await admin.get(`/api/reports/sales-report/sales-totals?${MARCH}`));
    expect(totals).toMatchObject({
      orderCount: 2,
      netTotal: net / 100,
      refundTotal: refunds / 100,
      netSales: netSales / 100,
      costTotal: cost / 100,
      grossProfit: grossProfit / 100,
      margin: Math.round((grossProfit * 10_000) / netSales) / 100,
    });
    expect(totals).not.toHaveProperty('netAfterRefunds');

    const dashboard = await admin.get(`/api/reports/dashboard?${MARCH}`);
    expect(dashboard.status, JSON.stringify(dashboard.body)).toBe(200);
    const insights = dashboard.body;
    expect(insights.sales.netSales.current).toBe(totals.netSales);
    expect(insights.sales.grossProfit.current).toBe(totals.grossProfit);
    expect(insights.sales.refunds.current).toBe(totals.refundTotal);
    const byDay = insights.salesByDay as { date: string; netTotal: number; netSales: number }[];
    expect(byDay.reduce((s, d) => s + cents(d.netSales), 0)).toBe(netSales);
    expect(byDay.find((d) => d.date === '2024-03-20')).toMatchObject({ netTotal: 0, netSales: -100 });

    const daily = ok(await admin.get(`/api/reports/sales-report/daily?${MARCH}`)) as {
      date: string;
      netTotal: number;
      refundTotal: number;
      netSales: number;
    }[];
    expect(daily.reduce((s, d) => s + cents(d.netSales), 0)).toBe(netSales);
    expect(daily.reduce((s, d) => s + cents(d.refundTotal), 0)).toBe(refunds);
    expect(daily.map((d) => ({ date: d.date, netSales: d.netSales }))).toEqual(byDay.map((d) => ({ date: d.date, netSales: d.netSales })));

    for (const unit of ['daily', 'weekly', 'monthly']) {
      const series = ok(await admin.get(`/api/reports/sales-report/sales-orders/${unit}?${MARCH}`)) as {
        netSales: number;
        refundTotal: number;
        grossProfit: number;
      }[];
      expect(
        series.reduce((s, p) => s + cents(p.netSales), 0),
        unit,
      ).toBe(netSales);
      expect(
        series.reduce((s, p) => s + cents(p.refundTotal), 0),
        unit,
      ).toBe(refunds);
      expect(
        series.reduce((s, p) => s + cents(p.grossProfit), 0),
        unit,
      ).toBe(grossProfit);
    }

    // Top products by net sales after the order discount, the same on both screens.
    const top = ok(await admin.get(`/api/reports/sales-report/top-products?${MARCH}&limit=5`)) as { productId: number; netTotal: number }[];
    expect(top.map((p) => p.productId)).toEqual([cheap, dear]);
    expect(insights.topProducts.map((p: { productId: number; netSales: number }) => [p.productId, p.netSales])).toEqual(
      top.map((p) => [p.productId, p.netTotal]),
    );
    expect(insights.topProducts[1].netSales).toBe(600);

    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/reports/sales-report/sales-report/export-pdf?${MARCH}`,
      headers: { host: hostOf('demo'), authorization: `Bearer ${token}` },
    });
    expect(pdf.statusCode, pdf.body.slice(0, 300)).toBe(200);
    const text = (await pdfPages(pdf.rawPayload))[0]!;
    const peso = (c: number) => `₱${(c / 100).toLocaleString('en-PH', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
    expect(text).toContain(`Net Sales ${peso(netSales)}`);
    expect(text).toContain(`Refunds ${peso(refunds)}`);
    expect(text).toContain(`Gross Profit ${peso(grossProfit)}`);
    expect(text).not.toContain('Net after Refunds');
  });
});
