// Stock counts (issue 35): the count sheet PDF (DRAFT and started, shelf order, blind) and the
// variance report (xlsx and PDF: figures, "Not counted", totals exact, stable after posting), and who
// may have them.
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instantText } from '../src/platform/time-zone';
import { makeProduct, ok, shopBasics, type ShopBasics } from './support/finance';
import { pdfPages } from './support/pdf';
import { salePayload } from './support/sales';
import { createCount, postCount, startCount } from './support/stock-counts';
import { hostOf, signInAs, startTestApp, type Client, type TestApp } from './support/test-app';

const URL = '/api/inventory/stock-counts';

let t: TestApp;
let admin: Client;
let adminToken: string;
let other: Client;
let cashier: Client;
let basics: ShopBasics;
let customer: number;
let aisleA: number;
let aisleB: number;
let shopName: string;

async function adjust(productId: number, quantity: number) {
  ok(
    await admin.post('/api/inventory/adjustments', {
      locationId: basics.location,
      reason: 'Opening stock',
      items: [{ productId, uomId: basics.piece, quantity, mode: 'delta' }],
    }),
    201,
  );
}

async function sell(productId: number, quantity: number) {
  ok(
    await admin.post(
      '/api/sales/pos-order',
      salePayload({
        salesChannelId: basics.channel,
        customerId: customer,
        lines: [{ productId, orderedUomId: basics.piece, orderedQuantity: quantity, orderedUnitPrice: 100 }],
        payments: [{ paymentType: basics.cash }],
      }),
    ),
    201,
  );
}

async function enter(id: number, productId: number, quantity: number) {
  const answer = await admin.post(`${URL}/${id}/entries`, {
    entryId: randomUUID(),
    productId,
    quantity,
    mode: 'SET',
    countedAt: new Date().toISOString(),
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
}

/** A download as the shop's admin: status, headers and the bytes. */
async function download(url: string) {
  const answer = await t.app.inject({ method: 'GET', url, headers: { host: hostOf('demo'), authorization: `Bearer ${adminToken}` } });
  expect(answer.statusCode, answer.body.slice(0, 300)).toBe(200);
  return { headers: answer.headers, bytes: answer.rawPayload };
}

async function pdfText(url: string) {
  const { headers, bytes } = await download(url);
  expect(headers['content-type']).toBe('application/pdf');
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  return { headers, text: (await pdfPages(bytes)).join(' ') };
}

/** Four products on shelves: two in aisle A, one in aisle B, one without a category; named so shelf order is not id order. */
let seq = 0;
async function shelf(tag: string) {
  seq += 1;
  const make = (name: string, cost: number, category?: number) =>
    makeProduct(admin, basics, {
      type: 'PRODUCT',
      sku: `SCD-${seq}-${name.slice(0, 3).toUpperCase()}`,
      productName: `${name} ${tag}`,
      cost,
      ...(category ? { productCategoryId: category } : {}),
    });
  // Made out of shelf order on purpose.
  const date = await make('Date Jar', 2);
  const cherry = await make('Cherry Tin', 7, aisleB);
  const banana = await make('Banana Box', 12.5, aisleA);
  const apple = await make('Apple Crate', 40, aisleA);
  await adjust(apple, 10);
  await adjust(banana, 5);
  await adjust(cherry, 3);
  await adjust(date, 1);
  return { apple, banana, cherry, date, ids: [date, cherry, banana, apple] };
}

/** The positions of the names in the text, which must all be there. */
const positions = (text: string, names: string[]) =>
  names.map((name) => {
    const at = text.indexOf(name);
    expect(at, `${name} in the text`).toBeGreaterThanOrEqual(0);
    return at;
  });
const ascending = (values: number[]) => expect([...values].sort((a, b) => a - b)).toEqual(values);

beforeAll(async () => {
  t = await startTestApp();
  adminToken = (await t.login('demo')).token;
  admin = t.as('demo', adminToken);
  other = t.as('other', (await t.login('other')).token);
  cashier = await signInAs(t, admin, 'demo', ['Cashier']);
  basics = await shopBasics(admin);
  customer = ok(await admin.post('/api/sales/customers', { customerName: 'Sheet Buyer', defaultPaymentTypeId: basics.cash }), 201).id;
  aisleA = ok(await admin.post('/api/masterfile/product-categories', { categoryName: 'Docs Aisle A' }), 201).id;
  aisleB = ok(await admin.post('/api/masterfile/product-categories', { categoryName: 'Docs Aisle B' }), 201).id;
  shopName = (ok(await admin.get('/api/setting/company-profiles/value')) as Record<string, string>).company_name!;
  ok(await admin.post('/api/setting/company-profiles', { settings: { time_zone: 'Asia/Tokyo' } }));
});
afterAll(async () => t?.close());

describe('count sheet', () => {
  it('a DRAFT prints the products its scope takes in shelf order, at their on-hand now, with its heading', async () => {
    const s = await shelf('draft');
    const id = await createCount(admin, { locationId: basics.location, name: 'Front shelves', scope: 'FILTER', productIds: s.ids });
    const count = ok(await admin.get(`${URL}/${id}`));
    const { headers, text } = await pdfText(`${URL}/${id}/sheet`);
    expect(headers['content-disposition']).toBe(`attachment; filename="${count.stockCountNumber}-sheet.pdf"`);
    for (const words of [shopName, count.stockCountNumber, 'Front shelves', 'Status: Draft', 'Not started', 'Not blind']) {
      expect(text).toContain(words);
    }
    for (const header of ['SKU', 'Product', 'Unit', 'Expected', 'Counted', 'Notes']) expect(text).toContain(header);
    // Category, then name; the uncategorised last.
    ascending(
      positions(text, [
        'Docs Aisle A',
        'Apple Crate draft',
        'Banana Box draft',
        'Docs Aisle B',
        'Cherry Tin draft',
        'No category',
        'Date Jar draft',
      ]),
    );
    expect(text).toMatch(/Apple Crate draft \S+ 10 /);
    expect(text).toMatch(/Banana Box draft \S+ 5 /);
    // The on-hand now: a sale before the count starts is already out.
    await sell(s.apple, 2);
    expect((await pdfText(`${URL}/${id}/sheet`)).text).toMatch(/Apple Crate draft \S+ 8 /);
  });

  it("a started count prints its lines in shelf order, with the start in the shop's time zone; a blind one has no Expected", async () => {
    const s = await shelf('open');
    const id = await createCount(admin, { locationId: basics.location, name: 'Open count', scope: 'FILTER', productIds: s.ids });
    const started = await startCount(admin, id);
    const { text } = await pdfText(`${URL}/${id}/sheet`);
    expect(text).toContain('Status: Counting');
    expect(text).toContain(`Started ${instantText(started.startedAt, 'Asia/Tokyo')} (Asia/Tokyo)`);
    expect(text).toContain('Expected');
    ascending(positions(text, ['Apple Crate open', 'Banana Box open', 'Cherry Tin open', 'Date Jar open']));
    expect(text).toMatch(/Cherry Tin open \S+ 3 /);

    const blind = await createCount(admin, {
      locationId: basics.location,
      name: 'Blind one',
      scope: 'FILTER',
      productIds: s.ids,
      blind: true,
    });
    await startCount(admin, blind);
    // Its counters print it too (View Stock Counts); nobody's sheet shows what is expected.
    expect((await cashier.get(`${URL}/${blind}/sheet`)).status).toBe(200);
    const blindText = (await pdfText(`${URL}/${blind}/sheet`)).text;
    expect(blindText).not.toContain('Expected');
    expect(blindText).toContain('Blind count');
    expect(blindText).toMatch(/Cherry Tin open \S+ No category \S+ Date Jar open \S+ 4 products/);
  });
});

describe('variance report', () => {
  /** A started count of a shelf: a sale of Apple after the start, then Apple 8 (of 9), Banana 7 (of 5), Date 1 (of 1), Cherry not counted. */
  async function countedShelf(tag: string, extra: Record<string, unknown> = {}) {
    const s = await shelf(tag);
    const id = await createCount(admin, {
      locationId: basics.location,
      name: `Variance ${tag}`,
      scope: 'FILTER',
      productIds: s.ids,
      ...extra,
    });
    await startCount(admin, id);
    await sell(s.apple, 1);
    await enter(id, s.apple, 8);
    await enter(id, s.banana, 7);
    await enter(id, s.date, 1);
    return { ...s, id };
  }

  async function workbookRows(id: number) {
    const { headers, bytes } = await download(`${URL}/${id}/variance/export`);
    expect(headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Variance')!;
    const rows: unknown[][] = [];
    sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    return { headers, rows };
  }

  const expectedRows = (tag: string) => [
    [
      'SKU',
      'Product',
      'Category',
      'Unit',
      'On Hand at Start',
      'Movements Since Start',
      'Expected',
      'Counted',
      'Difference',
      'Unit Cost',
      'Value at Cost',
    ],
    [expect.any(String), `Apple Crate ${tag}`, 'Docs Aisle A', expect.any(String), 10, -1, 9, 8, -1, 40, -40],
    [expect.any(String), `Banana Box ${tag}`, 'Docs Aisle A', expect.any(String), 5, 0, 5, 7, 2, 12.5, 25],
    [expect.any(String), `Cherry Tin ${tag}`, 'Docs Aisle B', expect.any(String), 3, 0, 3, 'Not counted', undefined, 7, undefined],
    [expect.any(String), `Date Jar ${tag}`, undefined, expect.any(String), 1, 0, 1, 1, 0, 2, 0],
  ];
  const totals = [
    [undefined, 'Total shortage at cost', undefined, undefined, undefined, undefined, undefined, undefined, undefined, undefined, 40],
    [undefined, 'Total overage at cost', undefined, undefined, undefined, undefined, undefined, undefined, undefined, undefined, 25],
    [undefined, 'Net', undefined, undefined, undefined, undefined, undefined, undefined, undefined, undefined, -15],
  ];
  const padded = (rows: unknown[][]) => rows.map((row) => Array.from({ length: 11 }, (_, i) => row[i]));

  it('xlsx: each line with its movements, expected, counted, difference and value at cost in shelf order, then the totals; the same after posting', async () => {
    const c = await countedShelf('xlsx');
    const count = ok(await admin.get(`${URL}/${c.id}`));
    const { headers, rows } = await workbookRows(c.id);
    expect(headers['content-disposition']).toBe(`attachment; filename="${count.stockCountNumber}-variance.xlsx"`);
    expect(padded(rows)).toEqual([...expectedRows('xlsx'), ...totals]);
    // The same figures as the count's lines answer.
    const lines = ok(await admin.get(`${URL}/${c.id}/lines?pageSize=100`)) as Record<string, unknown>[];
    expect(lines.map((l) => l.differenceValue).sort()).toEqual(['-40.00', '0.00', '25.00', null].sort());

    // Posted: what the post kept (a sale after posting changes nothing).
    const posted = await postCount(admin, c.id);
    expect(posted).toMatchObject({ shortageValue: '40.00', overageValue: '25.00' });
    await sell(c.banana, 1);
    expect(padded((await workbookRows(c.id)).rows)).toEqual([...expectedRows('xlsx'), ...totals]);
  });

  it('PDF: the heading, the lines in shelf order with "Not counted", the totals exact', async () => {
    const c = await countedShelf('pdf');
    const count = ok(await admin.get(`${URL}/${c.id}`));
    const { headers, text } = await pdfText(`${URL}/${c.id}/variance/export-pdf`);
    expect(headers['content-disposition']).toBe(`attachment; filename="${count.stockCountNumber}-variance.pdf"`);
    for (const words of [shopName, `Stock Count Variance ${count.stockCountNumber}`, 'Variance pdf', 'Status: Counting', '(Asia/Tokyo)']) {
      expect(text).toContain(words);
    }
    ascending(
      positions(text, [
        'Apple Crate pdf',
        'Banana Box pdf',
        'Cherry Tin pdf',
        'Date Jar pdf',
        'Total shortage at cost',
        'Total overage at cost',
        'Net',
      ]),
    );
    expect(text).toMatch(/Apple Crate pdf Docs Aisle A \S+ 10 -1 9 8 -1 40\.00 -40\.00/);
    expect(text).toMatch(/Banana Box pdf Docs Aisle A \S+ 5 0 5 7 2 12\.50 25\.00/);
    expect(text).toMatch(/Cherry Tin pdf Docs Aisle B \S+ 3 0 3 Not counted 7\.00/);
    expect(text).toMatch(/Total shortage at cost 40\.00 Total overage at cost 25\.00 Net -15\.00/);
  });

  it('401 before anything, 403 without View Stock Counts, 404 for another shop, 409 for a DRAFT or CANCELLED count', async () => {
    const c = await countedShelf('access');
    const urls = (id: number) => [`${URL}/${id}/sheet`, `${URL}/${id}/variance/export`, `${URL}/${id}/variance/export-pdf`];
    for (const url of urls(c.id)) {
      expect((await t.request('GET', url, { shop: 'demo' })).status).toBe(401);
      expect((await other.get(url)).status).toBe(404);
    }
    ok(await admin.post('/api/rbac/roles', { name: 'No counting', permissions: ['access dashboard'] }), 201);
    const outsider = await signInAs(t, admin, 'demo', ['No counting']);
    for (const url of urls(c.id)) expect((await outsider.get(url)).status).toBe(403);
    // A counter of a count that is not blind sees its variance.
    expect((await cashier.get(`${URL}/${c.id}/variance/export`)).status).toBe(200);

    const draft = await createCount(admin, { locationId: basics.location, name: 'Not yet', scope: 'FILTER', productIds: [c.apple] });
    for (const url of urls(draft).slice(1)) {
      const answer = await admin.get(url);
      expect(answer.status).toBe(409);
      expect(answer.body.message).toContain('draft');
    }
    ok(await admin.put(`${URL}/${draft}/cancel`, { reason: 'Not needed' }));
    for (const url of urls(draft)) expect((await admin.get(url)).status).toBe(409);
  });

  it("a blind count's variance is for holders of Post or Create Stock Counts, never its counters", async () => {
    const c = await countedShelf('blind', { blind: true });
    for (const url of [`${URL}/${c.id}/variance/export`, `${URL}/${c.id}/variance/export-pdf`]) {
      expect((await cashier.get(url)).status).toBe(403);
      expect((await admin.get(url)).status).toBe(200);
    }
    ok(await admin.post('/api/rbac/roles', { name: 'Count poster', permissions: ['View Stock Counts', 'Post Stock Counts'] }), 201);
    const poster = await signInAs(t, admin, 'demo', ['Count poster']);
    expect((await poster.get(`${URL}/${c.id}/variance/export`)).status).toBe(200);
    // Their sheet still prints, without expected quantities.
    expect((await cashier.get(`${URL}/${c.id}/sheet`)).status).toBe(200);
  });
});

describe('a large count', () => {
  it('prints and exports 5,000 products a cursor page at a time, every one in order', async () => {
    const PRODUCTS = 5_000;
    const shopId = Number(
      (await t.db.asOwner((db) => db.execute<{ id: number }>(sql`select id from tenants where slug = 'demo'`))).rows[0]!.id,
    );
    const brand = ok(await admin.post('/api/masterfile/product-brands', { brandName: 'Bulk Counted' }), 201).id;
    await t.db.transaction(shopId, (tx) =>
      tx.execute(sql`
        insert into products (tenant_id, sku, product_name, type, brand_id, category_id, unit_class_id, unit_of_measure_id, base_price, cost)
        select ${shopId}, 'BULKSC-' || lpad(g::text, 5, '0'), 'Bulk counted ' || lpad(g::text, 5, '0'), 'PRODUCT', ${brand},
               ${aisleB}, ${basics.unitClassId}, ${basics.piece}, 10, 1.25
          from generate_series(1, ${PRODUCTS}) g`),
    );
    const id = await createCount(admin, { locationId: basics.location, name: 'Everything bulk', scope: 'FILTER', brandIds: [brand] });
    const first = 'Bulk counted 00001';
    const last = `Bulk counted ${String(PRODUCTS).padStart(5, '0')}`;

    const draft = await download(`${URL}/${id}/sheet`);
    const pages = await pdfPages(draft.bytes);
    expect(pages.length).toBeGreaterThan(100);
    expect(pages[0]).toContain(first);
    expect(pages.at(-1)).toContain(last);
    expect(pages.at(-1)).toContain(`${PRODUCTS.toLocaleString('en-PH')} products`);
    // The header row on every page.
    expect(pages.every((page) => page.includes('SKU Product Unit Expected Counted Notes'))).toBe(true);

    await startCount(admin, id);
    const { bytes } = await download(`${URL}/${id}/variance/export`);
    const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(bytes), { worksheets: 'emit', sharedStrings: 'cache' });
    const rows: unknown[][] = [];
    for await (const sheet of reader) for await (const row of sheet) rows.push((row.values as unknown[]).slice(1));
    expect(rows).toHaveLength(1 + PRODUCTS + 3);
    expect(rows[1]!.slice(0, 2)).toEqual(['BULKSC-00001', first]);
    expect(rows[PRODUCTS]!.slice(0, 2)).toEqual([`BULKSC-${String(PRODUCTS).padStart(5, '0')}`, last]);
    expect(rows[PRODUCTS]![7]).toBe('Not counted');
    expect(rows.at(-1)!.slice(1, 2)).toEqual(['Net']);
    expect(rows.at(-1)![10]).toBe(0);
  }, 300_000);
});
