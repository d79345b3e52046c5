// The daily sales report reads completed sales per hour (sales_by_hour), kept by a trigger on
// sales_orders. These tests hold it to the orders themselves: after any mix of sales, edits, voids,
// converted quotations and moved dates, the rollup is the aggregate of the orders, and the report
// answers what the query over the orders answers, in several time zones.
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { salesOrders } from '../src/db/schema/sales-documents';
import { tenants } from '../src/db/schema/tenancy';
import { asQuotation, salePayload, type Line } from './support/sales';
import { startTestApp, type Client, type TestApp } from './support/test-app';
import { dailyTotalsFromHours, dailyTotalsFromOrders, everyDay, type DailySalesQuery } from '../src/modules/reports/daily-sales';

let t: TestApp;
let admin: Client;
let demoId: number;
let channels: number[];
let walkIn: number;
let cash: number;
let piece: number;
let service: number;
const orders: number[] = [];

const line = (quantity: number, price: number): Line => ({
  productId: service,
  orderedUomId: piece,
  orderedQuantity: quantity,
  orderedUnitPrice: price,
});

function payload(channel: number, quantity: number, price: number, discount: number) {
  return salePayload({
    salesChannelId: channel,
    customerId: walkIn,
    lines: [line(quantity, price)],
    payments: [{ paymentType: cash }],
    orderDiscounts: discount > 0 ? [{ type: 'percentage', scope: 'sales_order', value: discount, code: null }] : [],
  });
}

async function sell(channel: number, quantity: number, price: number, discount = 0): Promise<number> {
  const answer = await admin.post('/api/sales/pos-order', payload(channel, quantity, price, discount));
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  orders.push(answer.body.data.id);
  return answer.body.data.id;
}

async function channelOf(id: number): Promise<number> {
  const [row] = await t.db.transaction(demoId, (tx) =>
    tx.select({ channel: salesOrders.salesChannelId }).from(salesOrders).where(eq(salesOrders.id, id)),
  );
  return row!.channel;
}

/** Moves an order to another instant (a sale is always rung up now). */
async function dateOrder(id: number, instant: Date) {
  await t.db.transaction(demoId, (tx) => tx.update(salesOrders).set({ salesOrderDate: instant }).where(eq(salesOrders.id, id)));
}

type HourRow = {
  tenant: string;
  hour: string;
  channel: string;
  orders: number;
  gross: string;
  discount: string;
  net: string;
  paid: string;
};

/** The shop's rollup as stored (hours whose sales were all voided or moved away left out), and as its orders say it should be. */
async function rollupAndOrders(): Promise<{ stored: HourRow[]; expected: HourRow[] }> {
  const answer = await t.db.transaction(demoId, async (db) => {
    const stored = await db.execute<HourRow>(sql`
      select tenant_id::text as tenant, to_char(sales_hour at time zone 'UTC', 'YYYY-MM-DD HH24') as hour, sales_channel_id::text as channel,
             order_count as orders, gross_total::text as gross, discount_total::text as discount, net_total::text as net, paid_total::text as paid
        from sales_by_hour
       where order_count <> 0 or gross_total <> 0 or discount_total <> 0 or net_total <> 0 or paid_total <> 0
       order by 1, 2, 3`);
    const expected = await db.execute<HourRow>(sql`
      select tenant_id::text as tenant, to_char(sales_order_date at time zone 'UTC', 'YYYY-MM-DD HH24') as hour, sales_channel_id::text as channel,
             count(*)::int as orders, sum(gross_total)::numeric(18, 2)::text as gross, sum(discount_total)::numeric(18, 2)::text as discount,
             sum(net_total)::numeric(18, 2)::text as net, sum(paid_amount_total)::numeric(18, 2)::text as paid
        from sales_orders
       where status = 'COMPLETED' and sales_order_number not like 'PENDING-%'
       group by 1, 2, 3
       order by 1, 2, 3`);
    return { stored: stored.rows, expected: expected.rows };
  });
  expect(answer.expected.length).toBeGreaterThan(0);
  return answer;
}

beforeAll(async () => {
  t = await startTestApp();
  const login = await t.login('demo');
  admin = t.as('demo', login.token);
  const [demo] = await t.db.transaction(null, (tx) => tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.slug, 'demo')));
  demoId = demo!.id;
  const first = (await admin.get('/api/sales/sales-channels')).body.data[0];
  const second = await admin.post('/api/sales/sales-channels', {
    name: 'Online Shop',
    defaultPickingWarehouseId: first.defaultPickingWarehouseId,
    userIds: [login.user.id],
  });
  expect(second.status, JSON.stringify(second.body)).toBe(201);
  channels = [first.id, second.body.data.id];
  walkIn = (await admin.get('/api/sales/customers/default')).body.data.id;
  const types = (await admin.get('/api/masterfile/payment-types')).body.data as { id: number; name: string }[];
  cash = types.find((p) => p.name === 'Cash')!.id;
  const count = (await admin.get('/api/masterfile/unit-classes?name=Count&relations=units')).body.data[0];
  piece = count.units.find((u: { unit: string }) => u.unit === 'piece').id;
  const product = await admin.post('/api/inventory/products', {
    unitClassId: count.id,
    unitOfMeasureId: piece,
    type: 'SERVICE',
    sku: 'HOUR-SVC',
    productName: 'Hourly Service',
    basePrice: 100,
  });
  expect(product.status, JSON.stringify(product.body)).toBe(201);
  service = product.body.data.id;
});

afterAll(async () => {
  await t?.close();
});

describe('sales_by_hour', () => {
  it('counts a sale once it has its number, not while it is pending', async () => {
    const [row] = await t.db.transaction(demoId, async (tx) => {
      const inserted = await tx.execute<{ id: number }>(sql`
        insert into sales_orders (tenant_id, sales_order_number, sales_order_date, sales_channel_id, customer_id, location_id, gross_total, discount_total, tax_total, net_total, paid_amount_total)
        select ${demoId}, 'PENDING-test', '2023-01-05T10:20:00Z', c.id, ${walkIn}, c.default_picking_warehouse_id, 50, 0, 0, 50, 50
          from sales_channels c where c.id = ${channels[0]!}
        returning id`);
      const hour = sql`select order_count from sales_by_hour where sales_hour = '2023-01-05T10:00:00Z' and sales_channel_id = ${channels[0]!}`;
      const pending = (await tx.execute<{ order_count: number }>(hour)).rows;
      await tx.execute(sql`update sales_orders set sales_order_number = 'SO-TEST-1' where id = ${inserted.rows[0]!.id}`);
      const numbered = (await tx.execute<{ order_count: number }>(hour)).rows;
      return [{ pending, numbered }];
    });
    expect(row!.pending).toEqual([]);
    expect(row!.numbered).toEqual([{ order_count: 1 }]);
    const { stored, expected } = await rollupAndOrders();
    expect(stored).toEqual(expected);
  });

  it('stays the aggregate of the orders through random sales, edits, voids and moved dates', async () => {
    const start = Date.parse('2023-06-01T00:00:00Z');
    const command = fc.oneof(
      fc.record({
        kind: fc.constant('sell' as const),
        channel: fc.nat(1),
        quantity: fc.integer({ min: 1, max: 5 }),
        price: fc.integer({ min: 1, max: 99_999 }),
        discount: fc.constantFrom(0, 0, 5, 12.5),
      }),
      fc.record({
        kind: fc.constant('edit' as const),
        pick: fc.nat(),
        quantity: fc.integer({ min: 1, max: 5 }),
        price: fc.integer({ min: 1, max: 99_999 }),
        discount: fc.constantFrom(0, 10),
      }),
      fc.record({ kind: fc.constant('void' as const), pick: fc.nat() }),
      // Within three days, so hours fill with several orders, across midnight in every zone.
      fc.record({ kind: fc.constant('move' as const), pick: fc.nat(), minutes: fc.integer({ min: 0, max: 3 * 24 * 60 }) }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 8 }), async (commands) => {
        for (const c of commands) {
          if (c.kind === 'sell') {
            await sell(channels[c.channel]!, c.quantity, c.price / 100, c.discount);
            continue;
          }
          if (orders.length === 0) continue;
          const id = orders[c.pick % orders.length]!;
          if (c.kind === 'edit') {
            const answer = await admin.put(`/api/sales/${id}`, payload(await channelOf(id), c.quantity, c.price / 100, c.discount));
            expect([200, 409]).toContain(answer.status);
          } else if (c.kind === 'void') {
            expect([200, 409]).toContain((await admin.delete(`/api/sales/${id}`)).status);
          } else {
            await dateOrder(id, new Date(start + c.minutes * 60_000 + (id % 60) * 1000));
          }
        }
        const { stored, expected } = await rollupAndOrders();
        expect(stored).toEqual(expected);
      }),
      { numRuns: 12 },
    );
  }, 600_000);

  it('adds up sales rung up at once on several terminals', async () => {
    await Promise.all(Array.from({ length: 12 }, (_, i) => sell(channels[i % 2]!, 1 + (i % 3), 12.5 + i)));
    const { stored, expected } = await rollupAndOrders();
    expect(stored).toEqual(expected);
  });

  it('counts a converted quotation', async () => {
    const body = asQuotation(payload(channels[1]!, 3, 41.25, 0));
    const saved = await admin.post('/api/sales/quotations', body);
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    expect((await admin.put(`/api/sales/quotations/${saved.body.data.id}/post`)).status).toBe(200);
    const converted = await admin.post(`/api/sales/quotations/${saved.body.data.id}/generate-sales-order`);
    expect(converted.status, JSON.stringify(converted.body)).toBe(201);
    const { stored, expected } = await rollupAndOrders();
    expect(stored).toEqual(expected);
    expect(expected.some((r) => r.channel === String(channels[1]!))).toBe(true);
  });
});

describe('the daily sales report from the hours', () => {
  const ZONES = ['Asia/Manila', 'UTC', 'America/New_York', 'Europe/London', 'Pacific/Kiritimati', 'Pacific/Honolulu'];

  beforeAll(async () => {
    // Sales around the days' edges of each zone, and across the 2024 daylight-saving changes
    // of New York (10 March, 3 November) and London (31 March, 27 October).
    const instants = [
      '2024-03-09T15:59:59Z',
      '2024-03-09T16:00:00Z',
      '2024-03-10T06:59:59Z',
      '2024-03-10T07:00:00Z',
      '2024-03-10T09:30:00Z',
      '2024-03-31T00:59:59Z',
      '2024-03-31T01:00:00Z',
      '2024-03-31T23:10:00Z',
      '2024-10-27T00:30:00Z',
      '2024-10-27T01:30:00Z',
      '2024-11-03T05:59:00Z',
      '2024-11-03T06:00:00Z',
      '2024-11-03T10:00:00Z',
      '2024-11-04T09:59:59Z',
      '2024-11-04T10:00:00Z',
      '2024-06-15T13:59:59Z',
      '2024-06-15T14:00:00Z',
      '2024-06-15T14:00:01Z',
      '2024-12-31T23:59:59.999Z',
      '2025-01-01T00:00:00Z',
    ];
    for (const [i, instant] of instants.entries()) {
      const id = await sell(channels[i % 2]!, 1 + (i % 3), (1000 + i * 735) / 100, i % 4 === 0 ? 10 : 0);
      await dateOrder(id, new Date(instant));
      if (i % 5 === 3) expect((await admin.delete(`/api/sales/${id}`)).status).toBe(200);
      if (i % 5 === 4) expect((await admin.put(`/api/sales/${id}`, payload(channels[i % 2]!, 2, 99.99, 0))).status).toBe(200);
    }
  });

  const both = (q: DailySalesQuery) =>
    t.db.transaction(demoId, async (tx) => ({ hours: await dailyTotalsFromHours(tx, q), orders: await dailyTotalsFromOrders(tx, q) }));

  it.each(ZONES)('answers what the orders answer in %s, for all channels and for each', async (timeZone) => {
    for (const salesChannelId of [undefined, ...channels]) {
      for (const [from, to] of [
        ['2024-01-01', '2025-01-31'],
        ['2024-03-10', '2024-03-10'],
        ['2024-11-03', '2024-11-04'],
      ] as const) {
        const q: DailySalesQuery = { from, to, timeZone, ...(salesChannelId === undefined ? {} : { salesChannelId }) };
        const { hours, orders: fromOrders } = await both(q);
        expect(hours, `${timeZone} ${from}..${to} channel ${salesChannelId}`).toBeDefined();
        expect(everyDay(q, hours!)).toEqual(everyDay(q, fromOrders));
      }
    }
    const year = await both({ from: '2024-01-01', to: '2025-01-31', timeZone });
    expect(everyDay({ from: '2024-01-01', to: '2025-01-31', timeZone }, year.orders).some((d) => d.orderCount > 0)).toBe(true);
  });

  it('leaves a zone whose days do not start on a whole hour to the orders', async () => {
    for (const timeZone of ['Asia/Kolkata', 'Asia/Kathmandu', 'Australia/Lord_Howe']) {
      const { hours } = await both({ from: '2024-01-01', to: '2025-01-31', timeZone });
      expect(hours, timeZone).toBeUndefined();
    }
  });

  it('answers through the route as from the orders (Manila)', async () => {
    const answer = await admin.get('/api/reports/sales-report/daily?salesOrderDate[between]=2024-03-01,2024-12-31');
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const q: DailySalesQuery = { from: '2024-03-01', to: '2024-12-31', timeZone: 'Asia/Manila' };
    const { orders: fromOrders } = await both(q);
    expect(answer.body.data).toEqual(everyDay(q, fromOrders));
  });
});
