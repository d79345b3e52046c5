// The best sellers of a long period found from the tops of the rollups' pieces (rollup-top.ts, issue 19
// item 8): for random rollups — many products, two channels, skewed and even figures, ties, the odd
// negative figure, periods whose pieces take months and hours away — the products found are exactly
// those whose net sales reach the n-th best, and the per-product report's pages and top list (which
// use them) equal the same report summed over every product.
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { periodInstants } from '../src/modules/reports/report-period';
import { rollupRows } from '../src/modules/reports/rollup-spans';
import { topProductsByNet } from '../src/modules/reports/rollup-top';
import { readSalesReportQuery } from '../src/modules/reports/sales-report';
import { ok, shopBasics, type ShopBasics } from './support/finance';
import { startTestApp, type Client, type TestApp } from './support/test-app';

let t: TestApp;
let admin: Client;
let basics: ShopBasics;
let shopId: number;
let brand: number;
let channels: number[] = [];
const productIds: number[] = [];
const PRODUCTS = 240;
const BASE = '/api/reports/sales-report';

beforeAll(async () => {
  t = await startTestApp();
  admin = t.as('demo', (await t.login('demo')).token);
  shopId = (await t.db.asOwner((db) => db.execute<{ id: number }>(sql`select id::int from tenants where slug = 'demo'`))).rows[0]!.id;
  basics = await shopBasics(admin);
  brand = ok(await admin.post('/api/masterfile/product-brands', { brandName: 'Best Seller Brand' }), 201).id;
  await t.db.transaction(shopId, async (tx) => {
    await tx.execute(sql`insert into sales_channels (tenant_id, name) values (${shopId}, 'Best Seller Online')`);
    channels = (await tx.execute<{ id: number }>(sql`select id::int from sales_channels order by id`)).rows.map((r) => r.id);
    const made = await tx.execute<{ id: number }>(sql`
      insert into products (tenant_id, sku, product_name, type, brand_id, unit_class_id, unit_of_measure_id, base_price, cost)
      select ${shopId}, 'BS-' || lpad(g::text, 4, '0'), 'Best seller ' || lpad(((g * 37) % ${PRODUCTS})::text, 4, '0'), 'PRODUCT',
             case when g % 3 = 0 then ${brand}::bigint end, ${basics.unitClassId}, ${basics.piece}, 100, 50
        from generate_series(1, ${PRODUCTS}) g
      returning id::int`);
    productIds.push(...made.rows.map((r) => r.id));
  });
}, 120_000);

afterAll(async () => {
  await t?.close();
});

const HOUR = 3_600_000;
/** 2025-01-01 00:00 in Manila; the rows fall in the two years from there. */
const ORIGIN = Date.parse('2024-12-31T16:00:00Z');
const HOURS = 2 * 365 * 24;

const rowArbitrary = (even: boolean) =>
  fc.record({
    product: fc.integer({ min: 0, max: PRODUCTS - 1 }),
    hour: fc.integer({ min: 0, max: HOURS - 1 }),
    channel: fc.integer({ min: 0, max: 1 }),
    lines: fc.integer({ min: 1, max: 3 }),
    // Even figures tie a lot; skewed ones spread over four orders of magnitude; now and then a negative one.
    cents: even
      ? fc.constantFrom(10_000, 20_000, 30_000)
      : fc.oneof(
          { arbitrary: fc.integer({ min: 100, max: 5_000_000 }), weight: 6 },
          { arbitrary: fc.integer({ min: -4_000_000, max: -1 }), weight: 1 },
        ),
  });

/** Replaces the shop's product rollups with these rows by the hour, and their Manila months and years. */
async function loadRollups(rows: { product: number; hour: number; channel: number; lines: number; cents: number }[]) {
  await t.db.transaction(shopId, async (tx) => {
    await tx.execute(sql`delete from sales_by_product_span`);
    await tx.execute(sql`delete from sales_by_product_hour`);
    const values = rows.map(
      (r) =>
        sql`(${shopId}::bigint, ${new Date(ORIGIN + r.hour * HOUR).toISOString()}::timestamptz, ${channels[r.channel]!}::bigint, ${productIds[r.product]!}::bigint,
             ${r.lines}::int, ${(r.cents / 100).toFixed(2)}::numeric)`,
    );
    await tx.execute(sql`
      insert into sales_by_product_hour (tenant_id, sales_hour, sales_channel_id, product_id, line_count, quantity, gross_amount, line_total, net, cost)
      select v.t, v.h, v.c, v.p, sum(v.l), sum(v.l), sum(v.n), sum(v.n), sum(v.n), sum(v.n) / 2
        from (values ${sql.join(values, sql`, `)}) v(t, h, c, p, l, n) group by 1, 2, 3, 4`);
    for (const span of ['month', 'year'])
      await tx.execute(sql`
        insert into sales_by_product_span (tenant_id, span, span_start, sales_channel_id, product_id, line_count, quantity, gross_amount, line_total, net, cost)
        select tenant_id, ${span}, date_trunc(${span}, sales_hour, 'Asia/Manila'), sales_channel_id, product_id,
               sum(line_count), sum(quantity), sum(gross_amount), sum(line_total), sum(net), sum(cost)
          from sales_by_product_hour group by 1, 2, 3, 4, 5`);
  });
}

const manilaDay = (hour: number) => new Date(ORIGIN + hour * HOUR + 8 * HOUR).toISOString().slice(0, 10);

describe('best sellers from the tops of the pieces', () => {
  it('are exactly the products reaching the n-th best net, and the report pages built on them equal a full sum', async () => {
    let answered = 0;
    let cases = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.boolean().chain((even) =>
          fc.record({
            even: fc.constant(even),
            rows: fc.array(rowArbitrary(even), { minLength: 300, maxLength: 1500 }),
            from: fc.integer({ min: 0, max: HOURS / 2 }),
            days: fc.integer({ min: 45, max: 400 }),
            channel: fc.constantFrom<'all' | 0 | 1>('all', 0, 1),
            narrowed: fc.boolean(),
            n: fc.constantFrom(1, 5, 10, 15, 30, 70),
          }),
        ),
        async ({ rows: random, from, days, channel, narrowed, n }) => {
          cases++;
          // Every third case, by construction: n products (of the brand) far ahead of the rest in the
          // period, which the search must answer from the tops, whatever else was drawn.
          const dominant = cases % 3 === 1;
          const rows = dominant
            ? [
                ...random,
                ...Array.from({ length: n }, (_, i) => ({
                  product: 3 * i + 2,
                  hour: from,
                  channel: channel === 'all' ? 0 : channel,
                  lines: 1,
                  cents: 100_000_000_000,
                })),
              ]
            : random;
          await loadRollups(rows);
          const params: Record<string, string> = { 'salesOrderDate[between]': `${manilaDay(from)},${manilaDay(from + days * 24)}` };
          if (channel !== 'all') params.salesChannelId = String(channels[channel]);
          if (narrowed) params.productBrandId = String(brand);
          const query = new URLSearchParams({ ...params, timezone: 'Asia/Manila' });
          const period = periodInstants(readSalesReportQuery(Object.fromEntries(query)));

          const { found, totals } = await t.db.transaction(shopId, async (tx) => {
            const options = {
              shop: shopId,
              ...period,
              salesChannelId: channel === 'all' ? undefined : channels[channel],
              productFilter: narrowed ? sql`p.brand_id = ${brand}` : undefined,
              rows: n,
            };
            const all = await tx.execute<{ product_id: number; net: string }>(sql`
              select h.product_id::int, sum(h.net)::text as net
                from (${rollupRows('product', ['line_count', 'net'], { shop: shopId, ...period, salesChannelId: options.salesChannelId })}) h
                join products p on p.tenant_id = h.tenant_id and p.id = h.product_id ${narrowed ? sql`and p.brand_id = ${brand}` : sql``}
               group by h.product_id having sum(h.line_count) > 0`);
            return { found: await topProductsByNet(tx, options), totals: all.rows };
          });
          const cents = (v: string) => Math.round(Number(v) * 100);
          const sorted = totals.map((r) => ({ id: r.product_id, net: cents(r.net) })).sort((a, b) => b.net - a.net);
          if (dominant) expect(found, `${n} products far ahead are found from the tops`).toBeDefined();
          if (found !== undefined) {
            answered++;
            const last = sorted[n - 1]!.net;
            expect(last, 'the n-th best sold something').toBeGreaterThan(0);
            expect([...found].sort((a, b) => a - b)).toEqual(
              sorted
                .filter((r) => r.net >= last)
                .map((r) => r.id)
                .sort((a, b) => a - b),
            );
          }

          // The report built on them: the first pages by net sales, and the top list, equal the report summed over every product.
          const pageSize = Math.min(n, 15);
          for (const page of [1, 2]) {
            const fast = await admin.get(`${BASE}/product?${query}&pageSize=${pageSize}&page=${page}`);
            const full = await admin.get(`${BASE}/product?${query}&pageSize=${pageSize}&page=${page}&sort=netTotal,desc|productName,asc`);
            expect(ok(fast)).toEqual(ok(full));
            expect(fast.body.meta).toEqual(full.body.meta);
          }
          const top = ok(await admin.get(`${BASE}/top-products?${query}&limit=${n}`));
          const full = ok(await admin.get(`${BASE}/product?${query}&pageSize=${n}&sort=netTotal,desc|productName,asc`));
          expect(top).toEqual(full);
        },
      ),
      { numRuns: 24, endOnFailure: true },
    );
    // The search answers cases by itself (a third at least, by construction), not only ever falling back to the full sum.
    expect(answered, `${answered} of ${cases} answered from the tops`).toBeGreaterThan(cases / 4);
  }, 600_000);

  it('counts what a piece taken away gives back', async () => {
    // 2025-01-01–2025-12-20 is the year 2025 less 21–31 December. Product 0 sold ₱5,000 in June and
    // −₱9,000 on 25 December: last in the year's list, first in the period.
    const june = 160 * 24 + 4;
    const christmas = 358 * 24 + 4;
    await loadRollups([
      { product: 0, hour: june, channel: 0, lines: 1, cents: 500_000 },
      { product: 0, hour: christmas, channel: 0, lines: 1, cents: -900_000 },
      ...Array.from({ length: 100 }, (_, i) => ({ product: i + 1, hour: june + i, channel: 0, lines: 1, cents: 100_000 - i })),
    ]);
    const period = periodInstants(readSalesReportQuery({ 'salesOrderDate[between]': `${manilaDay(0)},2025-12-20` }));
    const found = await t.db.transaction(shopId, (tx) => topProductsByNet(tx, { shop: shopId, ...period, rows: 1 }));
    expect(found).toEqual([productIds[0]]);
  });
});
