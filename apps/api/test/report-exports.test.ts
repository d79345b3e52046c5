import { Readable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenants } from '../src/db/schema/tenancy';
import { hostOf, startTestApp, type TestApp } from './support/test-app';

// The sales report's spreadsheet export, read back with exceljs's streaming reader: the rows are read
// from the database a page at a time and written to the client as they come. 100,000 sales on
// PostgreSQL; 20,000 (ten cursor pages) on the embedded database, where seeding and reading them
// take several times longer; `npm run bench -- --reports` times 100,000 and the server's memory.
const SALES = process.env.TEST_DATABASE_URL ? 100_000 : 20_000;
const PERIOD = 'salesOrderDate[between]=2023-03-01,2023-03-31&timezone=Asia/Manila';

let t: TestApp;
let token: string;

/** Inserts `count` completed sales in March 2023 (Manila), one every 20 seconds from the 1st, net = 100 + i % 1000 − i % 7. */
async function seedSales(shop: 'demo' | 'other', count: number, prefix: string) {
  const [tenant] = await t.db.transaction(null, (tx) => tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.slug, shop)));
  // The reports' rollups are counted once for the whole batch afterwards (as seed:large does), not
  // sale by sale at commit: 100,000 single-row recounts would take minutes.
  const marking = ['sales_orders_mark_sales_report'];
  await t.db.asOwner((db) => db.execute(sql.raw(marking.map((m) => `alter table sales_orders disable trigger ${m}`).join(';'))));
  await t.db.transaction(tenant!.id, (tx) =>
    tx.execute(sql`
      insert into sales_orders (tenant_id, sales_order_number, sales_order_date, sales_channel_id, customer_id, location_id,
                                gross_total, discount_total, tax_total, net_total, paid_amount_total)
      select ${tenant!.id}, ${prefix} || lpad(g::text, 6, '0'), timestamptz '2023-03-01 00:00:00+08' + g * interval '20 seconds',
             ch.id, cu.id, ch.default_picking_warehouse_id,
             100 + g % 1000, g % 7, 0, 100 + g % 1000 - g % 7, 100 + g % 1000 - g % 7
        from generate_series(0, ${count - 1}) g,
             (select id, default_picking_warehouse_id from sales_channels order by id limit 1) ch,
             (select id from customers order by id limit 1) cu`),
  );
  await t.db.asOwner((db) => db.execute(sql.raw(marking.map((m) => `alter table sales_orders enable trigger ${m}`).join(';'))));
  // As the owner, under the shop's setting: row-level security is forced on the owner too.
  await t.db.asOwner((db) =>
    db.execute(
      sql`select sales_report_rebuild(${tenant!.id}::bigint) from (select set_config('app.tenant_id', ${String(tenant!.id)}, true)) as shop`,
    ),
  );
}

async function readWorkbook(file: Buffer) {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(file), {
    worksheets: 'emit',
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    entries: 'emit',
  });
  let rows = 0;
  const sampled = new Map<number, unknown[]>();
  for await (const sheet of reader) {
    for await (const row of sheet) {
      rows += 1;
      if ([1, 2, 3, SALES + 1].includes(row.number)) sampled.set(row.number, (row.values as unknown[]).slice(1));
    }
  }
  return { rows, sampled };
}

beforeAll(async () => {
  t = await startTestApp();
  token = (await t.login('demo')).token;
  await seedSales('demo', SALES, 'SO-X');
  // Another shop's sales in the same days never reach this shop's file.
  await seedSales('other', 50, 'SO-OTHER');
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('streamed report exports', () => {
  it('streams every sale as one worksheet: numbers as numbers, dates as dates, only this shop’s rows', async () => {
    const answer = await t.app.inject({
      method: 'GET',
      url: `/api/reports/sales-report/sales-report/export-excel?${PERIOD}`,
      headers: { host: hostOf('demo'), authorization: `Bearer ${token}` },
    });
    expect(answer.statusCode, answer.body.slice(0, 300)).toBe(200);
    expect(answer.headers['content-type']).toContain('spreadsheetml');
    expect(answer.headers['content-disposition']).toContain('sales-report-2023-03-01-to-2023-03-31.xlsx');
    const { rows, sampled } = await readWorkbook(answer.rawPayload);
    expect(rows).toBe(SALES + 1);
    expect(sampled.get(1)!.slice(0, 3)).toEqual(['Sales Order #', 'Date', 'Customer']);
    // g = 0 at midnight of March 1st in Manila; g = 1 twenty seconds later (dates as wall-clock in the zone).
    const [first, second, last] = [sampled.get(2)!, sampled.get(3)!, sampled.get(SALES + 1)!];
    expect(first[0]).toBe('SO-X000000');
    expect(first[1]).toEqual(new Date('2023-03-01T00:00:00Z'));
    expect(second[1]).toEqual(new Date('2023-03-01T00:00:20Z'));
    expect(first.slice(4, 7)).toEqual([100, 0, 100]);
    const g = SALES - 1;
    expect(last[0]).toBe(`SO-X${String(g).padStart(6, '0')}`);
    expect(last[1]).toBeInstanceOf(Date);
    expect(last.slice(4, 7)).toEqual([100 + (g % 1000), g % 7, 100 + (g % 1000) - (g % 7)]);
    for (const value of last.slice(4)) expect(typeof value).toBe('number');
  }, 60_000);

  it('answers a bad period as JSON before any byte of the file, and refuses a caller without the permission', async () => {
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/reports/sales-report/sales-report/export-excel?salesOrderDate[between]=2023-03-31,2023-03-01',
      headers: { host: hostOf('demo'), authorization: `Bearer ${token}` },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.headers['content-type']).toContain('application/json');
    const anonymous = await t.app.inject({
      method: 'GET',
      url: `/api/reports/sales-report/sales-report/export-excel?${PERIOD}`,
      headers: { host: hostOf('demo') },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('prints every sale of the period in the PDF, laid out as the rows are read', async () => {
    // Two days: 8,640 sales, five cursor pages, about 220 printed pages.
    const twoDays = 'salesOrderDate[between]=2023-03-01,2023-03-02&timezone=Asia/Manila';
    const answer = await t.app.inject({
      method: 'GET',
      url: `/api/reports/sales-report/sales-report/export-pdf?${twoDays}`,
      headers: { host: hostOf('demo'), authorization: `Bearer ${token}` },
    });
    expect(answer.statusCode, answer.body.slice(0, 300)).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    const document = await getDocument({ data: new Uint8Array(answer.rawPayload), disableFontFace: true, verbosity: 0 }).promise;
    const textOf = async (n: number) =>
      (await (await document.getPage(n)).getTextContent()).items.map((item) => ('str' in item ? item.str : '')).join(' ');
    const first = await textOf(1);
    for (const expected of ['Sales Report', '2023-03-01 to 2023-03-02', 'Orders', '8,640', 'Sales Order #', 'SO-X000000']) {
      expect(first).toContain(expected);
    }
    const last = await textOf(document.numPages);
    expect(last).toContain('Sales Order #'); // the header row on every page
    expect(last).toContain('SO-X008639'); // the period's last sale (g = 2 × 4,320 − 1)
    expect(last).not.toContain('SO-X008640');
    expect(document.numPages).toBeGreaterThan(200);
    await document.destroy();
  }, 120_000);
});
