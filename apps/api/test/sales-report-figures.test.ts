// The sales report and sales by product (issue 19, items 1, 2 and 9): every figure equals a
// recomputation from the stored documents (sales, their lines with the cost kept at sale, refunds,
// returns) for random sales spread over several days, read in a zone without DST (Asia/Manila) and
// one with it (America/New_York) so that sales near midnight fall on different days; and 403s.
import fc from 'fast-check';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../src/db/schema/finance';
import { products } from '../src/db/schema/inventory';
import { rmaItems, rmas } from '../src/db/schema/rma';
import { salesOrderItems, salesOrders } from '../src/db/schema/sales-documents';
import { makeProduct, ok, shopBasics, type ShopBasics } from './support/finance';
import { salePayload, type Line } from './support/sales';
import { signInAs, startTestApp, type Client, type TestApp } from './support/test-app';

const BASE = '/api/reports/sales-report';
const ZONES = ['Asia/Manila', 'America/New_York'] as const;
const DAY_MS = 86_400_000;

let t: TestApp;
let admin: Client;
let basics: ShopBasics;
let shopId: number;
let walkIn: number;
let juan: number;
let brand: number;
let category: number;
const productIds: number[] = [];

/** A local day (YYYY-MM-DD) of an instant in a zone. */
const localDay = (instant: Date, zone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);
const cents = (v: string | number | null) => Math.round(Number(v ?? 0) * 100);
/** An exact amount with 10 decimals (quantity 4 × unit cost 6) as a bigint. */
const exact = (v: string | null) => {
  if (v === null) return 0n;
  const [whole, frac = ''] = v.split('.');
  const sign = whole!.startsWith('-') ? -1n : 1n;
  return sign * (BigInt(whole!.replace('-', '')) * 10n ** 10n + BigInt(frac.padEnd(10, '0').slice(0, 10)));
};
const mul = (a: string, b: string | null) => (b === null ? 0n : (exact(a) * exact(b)) / 10n ** 10n);
/** Rounds 10-decimal bigints to centavos, half away from zero (as PostgreSQL's round). */
const toCents = (v: bigint) => Number((v + (v >= 0n ? 5n * 10n ** 7n : -5n * 10n ** 7n)) / 10n ** 8n);
const shareOf = (net: number, lineTotal: number, topSum: number) => (topSum === 0 ? 0 : Math.round((net * lineTotal) / topSum));

type Filter = { zone: string; from: string; to: string; customerId?: number; productBrandId?: number };

function params(f: Filter): string {
  const p = new URLSearchParams({ 'salesOrderDate[between]': `${f.from},${f.to}`, timezone: f.zone });
  if (f.customerId !== undefined) p.set('customerId', String(f.customerId));
  if (f.productBrandId !== undefined) p.set('productBrandId', String(f.productBrandId));
  return p.toString();
}

/** The documents as stored: completed sales, their lines, products' brands, refunds and returns. */
async function readDocuments() {
  return t.db.transaction(shopId, async (tx) => ({
    orders: await tx.select().from(salesOrders).where(eq(salesOrders.status, 'COMPLETED')),
    lines: await tx.select().from(salesOrderItems),
    products: await tx.select({ id: products.id, brandId: products.brandId }).from(products),
    refunds: await tx
      .select()
      .from(payments)
      .where(and(eq(payments.kind, 'REFUND'), eq(payments.status, 'POSTED'))),
    returned: await tx
      .select({
        productId: rmaItems.productId,
        baseQuantity: rmaItems.baseQuantity,
        rmaDate: rmas.rmaDate,
        status: rmas.status,
        customerId: rmas.customerId,
      })
      .from(rmaItems)
      .innerJoin(rmas, and(eq(rmas.tenantId, rmaItems.tenantId), eq(rmas.id, rmaItems.rmaId))),
  }));
}

type Documents = Awaited<ReturnType<typeof readDocuments>>;

/** The report recomputed in the test from the documents (the rules of docs/architecture.md "Sales reports"). */
function recompute(docs: Documents, f: Filter) {
  const brandOf = new Map(docs.products.map((p) => [p.id, p.brandId]));
  const orders = docs.orders.filter((o) => {
    const day = localDay(o.salesOrderDate, f.zone);
    return day >= f.from && day <= f.to && (f.customerId === undefined || o.customerId === f.customerId);
  });
  const costOfLine = (id: number) => {
    const line = docs.lines.find((l) => l.id === id)!;
    const parts = docs.lines.filter((l) => l.bundleParentId === id);
    return [line, ...parts].reduce((s, l) => s + mul(l.baseQuantity, l.unitCost), 0n);
  };
  let count = 0;
  let gross = 0;
  let net = 0;
  let cost = 0n;
  const perProduct = new Map<number, { quantity: number; net: number; cost: bigint }>();
  const perDay = new Map<string, number>();
  for (const o of orders) {
    const top = docs.lines.filter((l) => l.salesOrderId === o.id && l.bundleParentId === null);
    const topSum = top.reduce((s, l) => s + cents(l.lineTotal), 0);
    const kept = top.filter((l) => f.productBrandId === undefined || brandOf.get(l.productId) === f.productBrandId);
    if (f.productBrandId !== undefined && kept.length === 0) continue;
    // Each line's share of the sale's net: the share up to it less the share before it, in line order.
    const shares = new Map<number, number>();
    let before = 0;
    for (const l of [...top].sort((a, b) => a.id - b.id)) {
      const upTo = before + cents(l.lineTotal);
      shares.set(l.id, shareOf(cents(o.netTotal), upTo, topSum) - shareOf(cents(o.netTotal), before, topSum));
      before = upTo;
    }
    let orderNet = 0;
    for (const l of kept) {
      const lineNet = shares.get(l.id)!;
      const lineCost = costOfLine(l.id);
      const p = perProduct.get(l.productId) ?? { quantity: 0, net: 0, cost: 0n };
      perProduct.set(l.productId, { quantity: p.quantity + Number(l.baseQuantity), net: p.net + lineNet, cost: p.cost + lineCost });
      cost += lineCost;
      orderNet += lineNet;
    }
    count += 1;
    gross += f.productBrandId === undefined ? cents(o.grossTotal) : kept.reduce((s, l) => s + cents(l.grossAmount), 0);
    const thisNet = f.productBrandId === undefined ? cents(o.netTotal) : orderNet;
    net += thisNet;
    const day = localDay(o.salesOrderDate, f.zone);
    perDay.set(day, (perDay.get(day) ?? 0) + thisNet);
  }
  const refunds = docs.refunds
    .filter((p) => p.paymentDate >= f.from && p.paymentDate <= f.to && (f.customerId === undefined || p.customerId === f.customerId))
    .reduce((s, p) => s + cents(p.amount), 0);
  const returned = new Map<number, number>();
  for (const r of docs.returned)
    if (
      r.status !== 'REJECTED' &&
      r.rmaDate >= f.from &&
      r.rmaDate <= f.to &&
      (f.customerId === undefined || r.customerId === f.customerId)
    )
      returned.set(r.productId, (returned.get(r.productId) ?? 0) + Number(r.baseQuantity));
  return { count, gross, net, cost: toCents(cost), refunds, perProduct, perDay, returned };
}

async function sellAt(lines: Line[], customerId: number, instant: Date, orderDiscount: number) {
  const sale = ok(
    await admin.post(
      '/api/sales/pos-order',
      salePayload({
        salesChannelId: basics.channel,
        customerId,
        lines,
        payments: [{ paymentType: basics.cash }],
        orderDiscounts: orderDiscount > 0 ? [{ type: 'percentage', scope: 'sales_order', value: orderDiscount }] : [],
      }),
    ),
    201,
  );
  await t.db.transaction(shopId, (tx) => tx.update(salesOrders).set({ salesOrderDate: instant }).where(eq(salesOrders.id, sale.id)));
  return sale as { id: number };
}

beforeAll(async () => {
  t = await startTestApp();
  admin = t.as('demo', (await t.login('demo')).token);
  shopId = (await t.db.asOwner((db) => db.execute<{ id: number }>(sql`select id::int from tenants where slug = 'demo'`))).rows[0]!.id;
  basics = await shopBasics(admin);
  walkIn = ok(await admin.get('/api/sales/customers/default')).id;
  juan = ok(await admin.post('/api/sales/customers', { customerName: 'Juan Report', defaultPaymentTypeId: basics.cash }), 201).id;
  brand = ok(await admin.post('/api/masterfile/product-brands', { brandName: 'Report Brand' }), 201).id;
  category = ok(await admin.post('/api/masterfile/product-categories', { categoryName: 'Report Category' }), 201).id;
  productIds.push(
    await makeProduct(admin, basics, {
      type: 'PRODUCT',
      sku: 'SR-A',
      productName: 'Report A',
      cost: 37.5,
      productBrandId: brand,
      productCategoryId: category,
    }),
    await makeProduct(admin, basics, { type: 'PRODUCT', sku: 'SR-B', productName: 'Report B', cost: 12.13 }),
  );
  for (const productId of productIds)
    ok(
      await admin.post('/api/inventory/adjustments', {
        locationId: basics.location,
        reason: 'Delivery',
        items: [{ productId, uomId: basics.piece, quantity: 10_000, mode: 'delta', serialNumbers: [] }],
      }),
      201,
    );
}, 120_000);

afterAll(async () => {
  await t?.close();
});

const saleArbitrary = fc.record({
  lines: fc.array(
    fc.record({
      product: fc.integer({ min: 0, max: 1 }),
      quantity: fc.integer({ min: 1, max: 4 }),
      cents: fc.integer({ min: 100, max: 90_000 }),
    }),
    { minLength: 1, maxLength: 3 },
  ),
  juan: fc.boolean(),
  // Hours before now: sales from now to four days back, many near a midnight of one zone or the other.
  hoursBack: fc.integer({ min: 0, max: 96 }),
  orderDiscount: fc.constantFrom(0, 0, 5, 12.5),
});

describe('sales report figures', () => {
  it('equal a recomputation from the documents, in Manila and New York days, with refunds counted', async () => {
    const now = Date.now();
    let round = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(saleArbitrary, { minLength: 2, maxLength: 5 }), async (sales) => {
        round += 1;
        let last: { id: number } | undefined;
        for (const s of sales) {
          const lines: Line[] = s.lines.map((l) => ({
            productId: productIds[l.product]!,
            orderedUomId: basics.piece,
            orderedQuantity: l.quantity,
            orderedUnitPrice: l.cents / 100,
          }));
          last = await sellAt(lines, s.juan ? juan : walkIn, new Date(now - s.hoursBack * 3_600_000 - round * 60_000), s.orderDiscount);
        }
        // One return with a refund per round: paid out today.
        const sale = ok(await admin.get(`/api/sales/sales-orders/${last!.id}?relations=salesOrderItems`));
        const line = sale.salesOrderItems[0];
        const rma = ok(
          await admin.post('/api/rma-warranty/rmas', {
            salesOrderId: last!.id,
            refundPaymentTypeId: basics.cash,
            lines: [
              {
                salesOrderLineId: line.id,
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
        ok(await admin.post(`/api/rma-warranty/rmas/${rma.id}/resolve`, {}));

        const docs = await readDocuments();
        const today = new Date(now);
        for (const zone of ZONES) {
          const to = localDay(new Date(now + DAY_MS), zone);
          const from = localDay(new Date(now - 4 * DAY_MS), zone);
          const yesterday = localDay(new Date(now - DAY_MS), zone);
          const filters: Filter[] = [
            { zone, from, to },
            { zone, from: yesterday, to: yesterday },
            { zone, from, to, customerId: juan },
            { zone, from, to, productBrandId: brand },
            { zone, from: localDay(today, zone), to: localDay(today, zone), productBrandId: brand },
            // Long periods: read from whole years and months of the span rollups less what lies outside, hours at the edges.
            { zone, from: localDay(new Date(now - 400 * DAY_MS), zone), to },
            {
              zone,
              from: localDay(new Date(now - 40 * DAY_MS), zone),
              to: localDay(new Date(now + 30 * DAY_MS), zone),
              productBrandId: brand,
            },
            // Ending two days ago: the recent sales lie in the part of a span taken away again.
            { zone, from: localDay(new Date(now - 300 * DAY_MS), zone), to: localDay(new Date(now - 2 * DAY_MS), zone) },
          ];
          for (const f of filters) {
            const expected = recompute(docs, f);
            const totals = ok(await admin.get(`${BASE}/sales-totals?${params(f)}`));
            const why = JSON.stringify(f);
            expect(cents(totals.orderCount), why).toBe(expected.count * 100);
            expect(cents(totals.grossTotal), why).toBe(expected.gross);
            expect(cents(totals.netTotal), why).toBe(expected.net);
            expect(cents(totals.discountTotal), why).toBe(expected.gross - expected.net);
            expect(cents(totals.costTotal), why).toBe(expected.cost);
            // Net sales are after refunds, and gross profit is taken on them (a brand's refunds are its shares, read back).
            const refunded = f.productBrandId === undefined ? expected.refunds : cents(totals.refundTotal);
            expect(cents(totals.netSales), why).toBe(expected.net - refunded);
            expect(cents(totals.grossProfit), why).toBe(expected.net - refunded - expected.cost);
            if (f.productBrandId === undefined) expect(cents(totals.refundTotal), why).toBe(expected.refunds);
            expect(totals.averageBasket, why).toBe(expected.count === 0 ? 0 : Math.round(expected.net / expected.count) / 100);

            const daily = ok(await admin.get(`${BASE}/sales-orders/daily?${params(f)}`)) as { period: string; netTotal: number }[];
            expect(daily[0]!.period).toBe(f.from);
            expect(daily.at(-1)!.period).toBe(f.to);
            for (const d of daily) expect(cents(d.netTotal), `${why} ${d.period}`).toBe(expected.perDay.get(d.period) ?? 0);
            const monthly = ok(await admin.get(`${BASE}/sales-orders/monthly?${params(f)}`)) as { netTotal: number; netSales: number }[];
            expect(monthly.reduce((s, m) => s + cents(m.netTotal), 0)).toBe(expected.net);
            expect(
              monthly.reduce((s, m) => s + cents(m.netSales), 0),
              why,
            ).toBe(cents(totals.netSales));

            const list = await admin.get(`${BASE}/sales-orders?${params(f)}&pageSize=1`);
            expect(list.body.meta.total, why).toBe(expected.count);

            const byProduct = await admin.get(`${BASE}/product?${params(f)}&pageSize=100&sort=productName,asc`);
            const rows = ok(byProduct) as {
              productId: number;
              quantity: number;
              netTotal: number;
              costTotal: number;
              returnedQuantity: number;
            }[];
            for (const productId of productIds) {
              const row = rows.find((r) => r.productId === productId);
              const want = expected.perProduct.get(productId);
              const returned = f.productBrandId !== undefined && productId !== productIds[0] ? 0 : (expected.returned.get(productId) ?? 0);
              if (!want && returned === 0) {
                expect(row, why).toBeUndefined();
                continue;
              }
              expect(row, why).toBeDefined();
              expect(row!.quantity, why).toBe(want?.quantity ?? 0);
              expect(cents(row!.netTotal), why).toBe(want?.net ?? 0);
              expect(cents(row!.costTotal), why).toBe(want ? toCents(want.cost) : 0);
              expect(row!.returnedQuantity, why).toBe(returned);
            }
            const productTotals = ok(await admin.get(`${BASE}/product-totals?${params(f)}`));
            if (f.customerId === undefined) expect(cents(productTotals.netTotal), why).toBe(expected.net);
          }
        }
      }),
      { numRuns: 3 },
    );
  }, 600_000);

  it('lists top customers and products, per customer, and sorts by any column', async () => {
    const f: Filter = {
      zone: 'Asia/Manila',
      from: localDay(new Date(Date.now() - 5 * DAY_MS), 'Asia/Manila'),
      to: localDay(new Date(), 'Asia/Manila'),
    };
    const top = ok(await admin.get(`${BASE}/top-customers?${params(f)}&limit=1`));
    expect(top).toHaveLength(1);
    const customers = ok(await admin.get(`${BASE}/customer?${params(f)}&sort=netTotal,desc`));
    expect(top[0].customerId).toBe(customers[0].customerId);
    const products = ok(await admin.get(`${BASE}/top-products?${params(f)}`));
    const byMargin = ok(await admin.get(`${BASE}/product?${params(f)}&sort=margin,asc`)) as { margin: number }[];
    expect(byMargin.map((r) => r.margin)).toEqual([...byMargin.map((r) => r.margin)].sort((a, b) => a - b));
    expect(products.length).toBeGreaterThan(0);
    // A page sorted by one figure is found among the figures first: the same rows, ties broken by name, as the full order.
    type Row = { productId: number; productName: string; quantity: number; netTotal: number };
    const all = ok(await admin.get(`${BASE}/product?${params(f)}&sort=productName,asc&pageSize=100`)) as Row[];
    for (const [sort, key, desc] of [
      ['netTotal,desc', 'netTotal', true],
      ['quantity,asc', 'quantity', false],
    ] as const) {
      const want = [...all].sort(
        (a, b) =>
          (desc ? b[key] - a[key] : a[key] - b[key]) ||
          (a.productName < b.productName ? -1 : a.productName > b.productName ? 1 : a.productId - b.productId),
      );
      for (let page = 1; page <= all.length; page++) {
        const got = await admin.get(`${BASE}/product?${params(f)}&sort=${sort}&pageSize=1&page=${page}`);
        expect(
          ok(got).map((r: Row) => r.productId),
          `${sort} page ${page}`,
        ).toEqual([want[page - 1]!.productId]);
        expect(got.body.meta.total).toBe(all.length);
      }
    }
    expect((await admin.get(`${BASE}/product?${params(f)}&sort=secret,asc`)).status).toBe(400);
    expect((await admin.get(`${BASE}/top-products?${params(f)}&limit=0`)).status).toBe(422);
    expect((await admin.get(`${BASE}/sales-totals?salesOrderDate[between]=2026-02-30,2026-03-01`)).status).toBe(422);
    expect((await admin.get(`${BASE}/sales-totals?productBrandId=1;drop`)).status).toBe(422);
    expect((await admin.get(`${BASE}/sales-totals?secret=1`)).status).toBe(400);
    const breakdown = await admin.get(`/api${BASE.slice(4)}/payment-type-breakdown?${params({ ...f, productBrandId: brand })}`);
    expect(breakdown.status, JSON.stringify(breakdown.body)).toBe(200);
  });

  it('exports xlsx and a PDF with the company header', async () => {
    const f: Filter = {
      zone: 'Asia/Manila',
      from: localDay(new Date(Date.now() - 5 * DAY_MS), 'Asia/Manila'),
      to: localDay(new Date(), 'Asia/Manila'),
    };
    const xlsx = await admin.get(`${BASE}/sales-report/export-excel?${params(f)}`);
    expect(xlsx.status).toBe(200);
    expect(String(xlsx.headers['content-type'])).toContain('spreadsheetml');
    const pdf = await admin.get(`${BASE}/sales-report/export-pdf?${params(f)}`);
    expect(pdf.status).toBe(200);
    expect(String(pdf.headers['content-type'])).toContain('application/pdf');
    const products = await admin.get(`${BASE}/product/export?${params(f)}`);
    expect(products.status).toBe(200);
    expect(String(products.headers['content-disposition'])).toContain('sales-by-product-');
  });

  it('answers 403 without each permission and 401 anonymous', async () => {
    ok(await admin.post('/api/rbac/roles', { name: 'Sales report reader', permissions: ['View Sales Reports'] }), 201);
    const reader = await signInAs(t, admin, 'demo', ['Sales report reader']);
    const cashier = await signInAs(t, admin, 'demo', ['Cashier']);
    for (const path of [
      'sales-totals',
      'sales-orders',
      'sales-orders/daily',
      'top-customers',
      'top-products',
      'customer',
      'product',
      'product-totals',
    ])
      expect((await cashier.get(`${BASE}/${path}`)).status, path).toBe(403);
    expect((await reader.get(`${BASE}/sales-totals`)).status).toBe(200);
    for (const path of ['sales-report/export-excel', 'sales-report/export-pdf', 'product', 'product-totals', 'product/export'])
      expect((await reader.get(`${BASE}/${path}`)).status, path).toBe(403);
    expect((await t.as('demo', '').get(`${BASE}/sales-totals`)).status).toBe(401);
  });
});
