// The sales reports' rollups (issue 19, item 8): after random sales (split payments, order discounts,
// moved to other hours), edits, voids and returns, every counted sale and line and every hourly rollup
// equals a recomputation from the documents themselves, and a rebuild from the documents changes nothing.
import fc from 'fast-check';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { salesOrderItems, salesOrderPayments, salesOrders } from '../src/db/schema/sales-documents';
import { makeProduct, ok, shopBasics, type ShopBasics } from './support/finance';
import { salePayload, type Line, type Payment } from './support/sales';
import { startTestApp, type Client, type TestApp } from './support/test-app';

let t: TestApp;
let admin: Client;
let basics: ShopBasics;
let shopId: number;
let walkIn: number;
let juan: number;
const productIds: number[] = [];
const sold: number[] = [];
const done = { sell: 0, edit: 0, void: 0, return: 0 };

const cents = (v: string | number | null) => Math.round(Number(v ?? 0) * 100);
/** An exact amount with 10 decimals as a bigint (quantity 4 × unit cost 6 decimals). */
const exact = (v: string | null) => {
  if (v === null) return 0n;
  const [whole, frac = ''] = v.split('.');
  const sign = whole!.startsWith('-') ? -1n : 1n;
  return sign * (BigInt(whole!.replace('-', '')) * 10n ** 10n + BigInt(frac.padEnd(10, '0').slice(0, 10)));
};
const mul = (a: string, b: string | null) => (b === null ? 0n : (exact(a) * exact(b)) / 10n ** 10n);
/** Rounds 10-decimal bigints to centavos, half away from zero (as PostgreSQL's round). */
const toCents = (v: bigint) => Number((v + (v >= 0n ? 5n * 10n ** 7n : -5n * 10n ** 7n)) / 10n ** 8n);
const shareOf = (net: number, upTo: number, topSum: number) => (topSum === 0 ? 0 : Math.round((net * upTo) / topSum));
const hourOf = (d: Date) => new Date(Math.floor(d.getTime() / 3_600_000) * 3_600_000).toISOString();

type Figures = Record<string, bigint>;
function add(map: Map<string, Figures>, key: string, figures: Figures) {
  const into = map.get(key) ?? {};
  for (const [k, v] of Object.entries(figures)) into[k] = (into[k] ?? 0n) + v;
  map.set(key, into);
}

/** What the rollups should hold, recomputed from the stored sales, lines and payments. */
async function expected() {
  const docs = await t.db.transaction(shopId, async (tx) => ({
    orders: await tx.select().from(salesOrders).where(eq(salesOrders.status, 'COMPLETED')),
    lines: await tx.select().from(salesOrderItems),
    payments: await tx.select().from(salesOrderPayments),
  }));
  const orders = new Map<string, Figures>();
  const lines = new Map<string, Figures>();
  const product = new Map<string, Figures>();
  const customer = new Map<string, Figures>();
  const cost = new Map<string, Figures>();
  const payment = new Map<string, Figures>();
  const productSpan = new Map<string, Figures>();
  const customerSpan = new Map<string, Figures>();
  for (const o of docs.orders) {
    const hour = hourOf(o.salesOrderDate);
    const spans = spansOf(o.salesOrderDate);
    const own = docs.lines.filter((l) => l.salesOrderId === o.id);
    const top = own.filter((l) => l.bundleParentId === null).sort((a, b) => a.id - b.id);
    const topSum = top.reduce((s, l) => s + cents(l.lineTotal), 0);
    let before = 0;
    let orderCost = 0n;
    for (const l of top) {
      const upTo = before + cents(l.lineTotal);
      const net = shareOf(cents(o.netTotal), upTo, topSum) - shareOf(cents(o.netTotal), before, topSum);
      before = upTo;
      const lineCost = [l, ...own.filter((c) => c.bundleParentId === l.id)].reduce((s, c) => s + mul(c.baseQuantity, c.unitCost), 0n);
      orderCost += lineCost;
      const figures = {
        quantity: exact(l.baseQuantity),
        gross: BigInt(cents(l.grossAmount)),
        lineTotal: BigInt(cents(l.lineTotal)),
        net: BigInt(net),
        cost: lineCost,
      };
      add(lines, `${l.id}|${o.id}|`, figures);
      add(product, `${hour}|${o.salesChannelId}|${l.productId}`, { count: 1n, ...figures });
      for (const span of spans) add(productSpan, `${span}|${o.salesChannelId}|${l.productId}`, { count: 1n, ...figures });
    }
    const roundedCost = own.filter((l) => l.unitCost !== null).reduce((s, l) => s + BigInt(toCents(mul(l.baseQuantity, l.unitCost))), 0n);
    const sale = { gross: BigInt(cents(o.grossTotal)), discount: BigInt(cents(o.discountTotal)), net: BigInt(cents(o.netTotal)) };
    add(orders, `${o.id}|${o.customerId}|${o.salesChannelId}`, { ...sale, cost: orderCost, roundedCost });
    add(customer, `${hour}|${o.salesChannelId}|${o.customerId}`, { count: 1n, ...sale, cost: orderCost });
    for (const span of spans) add(customerSpan, `${span}|${o.salesChannelId}|${o.customerId}`, { count: 1n, ...sale, cost: orderCost });
    add(cost, `${hour}|${o.salesChannelId}`, { cost: orderCost, roundedCost });
    const paid = new Map<number, number>();
    for (const p of docs.payments.filter((p) => p.salesOrderId === o.id))
      paid.set(p.paymentTypeId, (paid.get(p.paymentTypeId) ?? 0) + cents(p.paidAmount));
    for (const [type, amount] of paid) add(payment, `${hour}|${o.salesChannelId}|${type}`, { count: 1n, total: BigInt(amount) });
  }
  return { orders, lines, product, customer, cost, payment, productSpan, customerSpan };
}

/** The month and the year of Asia/Manila (UTC+08:00) a sale falls in, as the span rows key them. */
function spansOf(date: Date): string[] {
  const manila = 8 * 3_600_000;
  const local = new Date(date.getTime() + manila);
  const [y, m] = [local.getUTCFullYear(), local.getUTCMonth()];
  return [`month|${new Date(Date.UTC(y, m, 1) - manila).toISOString()}`, `year|${new Date(Date.UTC(y, 0, 1) - manila).toISOString()}`];
}

/** The rollups as stored: rows whose counts are zero must be zero throughout and are left out. */
async function stored() {
  const read = (query: ReturnType<typeof sql>) =>
    t.db.transaction(shopId, async (tx) => (await tx.execute<Record<string, string | number>>(query)).rows);
  const keyed = (
    rows: Record<string, string | number>[],
    key: (r: Record<string, string | number>) => string,
    fields: Record<string, string>,
  ) => {
    const map = new Map<string, Figures>();
    for (const r of rows) {
      const figures = Object.fromEntries(
        Object.entries(fields).map(([name, column]) => [name, name === 'count' ? BigInt(Number(r[column])) : exactOf(name, r[column])]),
      );
      if (figures.count === 0n || (figures.count === undefined && Object.values(figures).every((v) => v === 0n))) {
        expect(
          Object.values(figures).every((v) => v === 0n),
          `an empty rollup row holds figures: ${JSON.stringify(r)}`,
        ).toBe(true);
        continue;
      }
      map.set(key(r), figures);
    }
    return map;
  };
  const hour = (v: string | number | undefined) => new Date(String(v)).toISOString();
  return {
    orders: keyed(await read(sql`select * from sales_report_orders`), (r) => `${r.sales_order_id}|${r.customer_id}|${r.sales_channel_id}`, {
      gross: 'gross_total',
      discount: 'discount_total',
      net: 'net_total',
      cost: 'cost',
      roundedCost: 'rounded_cost',
    }),
    lines: keyed(await read(sql`select * from sales_report_lines`), (r) => `${r.sales_order_item_id}|${r.sales_order_id}|`, {
      quantity: 'quantity',
      gross: 'gross_amount',
      lineTotal: 'line_total',
      net: 'net',
      cost: 'cost',
    }),
    product: keyed(
      await read(sql`select * from sales_by_product_hour`),
      (r) => `${hour(r.sales_hour)}|${r.sales_channel_id}|${r.product_id}`,
      { count: 'line_count', quantity: 'quantity', gross: 'gross_amount', lineTotal: 'line_total', net: 'net', cost: 'cost' },
    ),
    customer: keyed(
      await read(sql`select * from sales_by_customer_hour`),
      (r) => `${hour(r.sales_hour)}|${r.sales_channel_id}|${r.customer_id}`,
      { count: 'order_count', gross: 'gross_total', discount: 'discount_total', net: 'net_total', cost: 'cost' },
    ),
    cost: keyed(await read(sql`select * from sales_cost_by_hour`), (r) => `${hour(r.sales_hour)}|${r.sales_channel_id}`, {
      cost: 'cost',
      roundedCost: 'rounded_cost',
    }),
    productSpan: keyed(
      await read(sql`select * from sales_by_product_span`),
      (r) => `${r.span}|${hour(r.span_start)}|${r.sales_channel_id}|${r.product_id}`,
      { count: 'line_count', quantity: 'quantity', gross: 'gross_amount', lineTotal: 'line_total', net: 'net', cost: 'cost' },
    ),
    customerSpan: keyed(
      await read(sql`select * from sales_by_customer_span`),
      (r) => `${r.span}|${hour(r.span_start)}|${r.sales_channel_id}|${r.customer_id}`,
      { count: 'order_count', gross: 'gross_total', discount: 'discount_total', net: 'net_total', cost: 'cost' },
    ),
    payment: keyed(
      await read(sql`select * from sales_by_payment_hour`),
      (r) => `${hour(r.sales_hour)}|${r.sales_channel_id}|${r.payment_type_id}`,
      { count: 'order_count', total: 'total' },
    ),
  };
}

/** Money columns compare in centavos, quantities and costs exactly. */
function exactOf(name: string, v: string | number | undefined): bigint {
  const text = String(v ?? '0');
  return ['quantity', 'cost'].includes(name) ? exact(text) : BigInt(cents(text));
}

const asObject = (m: Map<string, Figures>) =>
  Object.fromEntries(
    [...m]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([k, v]) => [k, Object.fromEntries(Object.entries(v).map(([f, n]) => [f, String(n)]))]),
  );

async function expectRollupsMatch() {
  const [want, have] = [await expected(), await stored()];
  for (const name of ['orders', 'lines', 'product', 'customer', 'cost', 'payment', 'productSpan', 'customerSpan'] as const)
    expect(asObject(have[name]), `${name} rollup`).toEqual(asObject(want[name]));
}

beforeAll(async () => {
  t = await startTestApp();
  admin = t.as('demo', (await t.login('demo')).token);
  shopId = (await t.db.asOwner((db) => db.execute<{ id: number }>(sql`select id::int from tenants where slug = 'demo'`))).rows[0]!.id;
  basics = await shopBasics(admin);
  walkIn = ok(await admin.get('/api/sales/customers/default')).id;
  juan = ok(await admin.post('/api/sales/customers', { customerName: 'Juan Rollup', defaultPaymentTypeId: basics.cash }), 201).id;
  productIds.push(
    await makeProduct(admin, basics, { type: 'PRODUCT', sku: 'RU-A', productName: 'Rollup A', cost: 37.5 }),
    await makeProduct(admin, basics, { type: 'PRODUCT', sku: 'RU-B', productName: 'Rollup B', cost: 12.13 }),
    await makeProduct(admin, basics, { type: 'PRODUCT', sku: 'RU-C', productName: 'Rollup C', cost: 0.33 }),
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
      product: fc.integer({ min: 0, max: 2 }),
      quantity: fc.integer({ min: 1, max: 3 }),
      cents: fc.integer({ min: 1, max: 90_000 }),
    }),
    { minLength: 1, maxLength: 3 },
  ),
  juan: fc.boolean(),
  split: fc.boolean(),
  orderDiscount: fc.constantFrom(0, 5, 12.5),
});

const actionArbitrary = fc.oneof(
  fc.record({ kind: fc.constant('sell' as const), sale: saleArbitrary, hoursBack: fc.integer({ min: 0, max: 30 }) }),
  fc.record({ kind: fc.constant('edit' as const), sale: saleArbitrary, pick: fc.nat() }),
  fc.record({ kind: fc.constant('void' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('return' as const), pick: fc.nat() }),
);

type SaleSpec = { lines: { product: number; quantity: number; cents: number }[]; juan: boolean; split: boolean; orderDiscount: number };

/** The sale as the terminal sends it; split: part cash, the rest GCash. */
function payload(s: SaleSpec) {
  const lines: Line[] = s.lines.map((l) => ({
    productId: productIds[l.product]!,
    orderedUomId: basics.piece,
    orderedQuantity: l.quantity,
    orderedUnitPrice: l.cents / 100,
  }));
  const orderDiscounts =
    s.orderDiscount > 0 ? [{ type: 'percentage' as const, scope: 'sales_order' as const, value: s.orderDiscount }] : [];
  const base = { salesChannelId: basics.channel, customerId: s.juan ? juan : walkIn, lines, orderDiscounts };
  const whole = salePayload({ ...base, payments: [{ paymentType: basics.cash }] });
  if (!s.split || cents(whole.netTotal) < 2) return whole;
  const half = Math.floor(cents(whole.netTotal) / 2);
  const payments: Payment[] = [
    { paymentType: basics.cash, paidAmount: half / 100 },
    { paymentType: basics.gcash, paidAmount: (cents(whole.netTotal) - half) / 100, referenceNumber: 'GC-1' },
  ];
  return salePayload({ ...base, payments });
}

/** Runs one action through the API (an edit, void or return of a sale that can no longer change is refused). */
async function runAction(
  a:
    | { kind: 'sell'; sale: SaleSpec; hoursBack: number }
    | { kind: 'edit'; sale: SaleSpec; pick: number }
    | { kind: 'void'; pick: number }
    | { kind: 'return'; pick: number },
  now: number,
) {
  if (a.kind === 'sell') {
    const sale = ok(await admin.post('/api/sales/pos-order', payload(a.sale)), 201) as { id: number };
    // Another hour (and so another row of each rollup), as a later correction would.
    await t.db.transaction(shopId, (tx) =>
      tx
        .update(salesOrders)
        .set({ salesOrderDate: new Date(now - a.hoursBack * 3_600_000) })
        .where(eq(salesOrders.id, sale.id)),
    );
    sold.push(sale.id);
    done.sell += 1;
  } else if (sold.length > 0) {
    const target = { id: sold[a.pick % sold.length]! };
    if (a.kind === 'edit') {
      const answer = await admin.put(`/api/sales/${target.id}`, payload(a.sale));
      expect([200, 409], JSON.stringify(answer.body)).toContain(answer.status);
      if (answer.status === 200) done.edit += 1;
    } else if (a.kind === 'void') {
      const answer = await admin.delete(`/api/sales/${target.id}`);
      expect([200, 409], JSON.stringify(answer.body)).toContain(answer.status);
      if (answer.status === 200) done.void += 1;
    } else {
      const sale = ok(await admin.get(`/api/sales/sales-orders/${target.id}?relations=salesOrderItems`));
      if (sale.status !== 'COMPLETED') return;
      const rma = await admin.post('/api/rma-warranty/rmas', {
        salesOrderId: target.id,
        refundPaymentTypeId: basics.cash,
        lines: [
          {
            salesOrderLineId: sale.salesOrderItems[0].id,
            quantity: 1,
            reason: 'Changed mind',
            condition: 'GOOD',
            resolution: 'REFUND',
            restockTo: basics.location,
          },
        ],
      });
      expect([201, 409, 422], JSON.stringify(rma.body)).toContain(rma.status);
      if (rma.status === 201) {
        ok(await admin.post(`/api/rma-warranty/rmas/${rma.body.data.id}/resolve`, {}));
        done.return += 1;
      }
    }
  }
}

describe('sales report rollups', () => {
  it('equal a recomputation from the documents after random sales, edits, voids and returns', async () => {
    const now = Date.now();
    // Each kind at least once whatever the random runs draw: a sale edited, one returned, one voided.
    const sale: SaleSpec = { lines: [{ product: 0, quantity: 2, cents: 12_345 }], juan: true, split: true, orderDiscount: 5 };
    await runAction({ kind: 'sell', sale, hoursBack: 2 }, now);
    await runAction({ kind: 'sell', sale: { ...sale, juan: false }, hoursBack: 5 }, now);
    await runAction({ kind: 'edit', sale: { ...sale, lines: [...sale.lines, { product: 1, quantity: 1, cents: 999 }] }, pick: 0 }, now);
    await runAction({ kind: 'return', pick: 0 }, now);
    await runAction({ kind: 'void', pick: 1 }, now);
    expect(done).toEqual({ sell: 2, edit: 1, void: 1, return: 1 });
    await expectRollupsMatch();
    await fc.assert(
      fc.asyncProperty(fc.array(actionArbitrary, { minLength: 3, maxLength: 8 }), async (actions) => {
        for (const a of actions) await runAction(a, now);
        await expectRollupsMatch();
      }),
      { numRuns: 6 },
    );
    // Recounting the shop from its documents gives the same rollups.
    await t.db.asOwner((db) => db.execute(sql`select sales_report_rebuild(${shopId}::bigint)`));
    await expectRollupsMatch();
  }, 600_000);
});
