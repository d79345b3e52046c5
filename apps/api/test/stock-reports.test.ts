import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inventoryLedger, readInventoryLedgerQuery } from '../src/modules/reports/inventory-ledger';
import { makeProduct, ok, shopBasics, type ShopBasics } from './support/finance';
import { pdfPages } from './support/pdf';
import { salePayload } from './support/sales';
import { stockTotalsDrift } from './support/stock-totals';
import { hostOf, signInAs, startTestApp, type Answer, type Client, type TestApp } from './support/test-app';

/**
 * The inventory ledger and the low stock report, against movements placed on known days: opening
 * before the period, movements inside it, and one after it, so every column is a figure one can
 * recompute by hand.
 */
let t: TestApp;
let admin: Client;
let basics: ShopBasics;
let demoId: number;
let branch: number;
let widget: number;
let cable: number;
let supplier: number;
let customer: number;

const asShop = (statement: ReturnType<typeof sql>) => t.db.transaction(demoId, (tx) => tx.execute(statement));
/** Every movement so far moves this many days back (the ones made later stay at now). */
const shiftMovements = (days: number) =>
  asShop(
    sql`update stock_movements set created_at = created_at - make_interval(days => ${days}) where created_at > now() - interval '1 day'`,
  );

const manilaDay = (daysAgo: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Manila' }).format(new Date(Date.now() - daysAgo * 86_400_000));

const adjust = async (locationId: number, productId: number, quantity: string) =>
  ok(
    await admin.post('/api/inventory/adjustments', {
      locationId,
      reason: 'Count',
      items: [{ productId, uomId: basics.piece, quantity, mode: 'delta' }],
    }),
    201,
  );

const sell = async (productId: number, quantity: number) =>
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

const ledger = async (query: string, client = admin) => client.get(`/api/reports/inventory-with-ledger?${query}`);
type LedgerRow = Record<string, number | string | null>;
const rowOf = (rows: LedgerRow[], productId: number, locationId: number) =>
  rows.find((r) => r.productId === productId && r.locationId === locationId);

beforeAll(async () => {
  t = await startTestApp();
  admin = t.as('demo', (await t.login('demo')).token);
  demoId = Number((await t.db.asOwner((db) => db.execute<{ id: number }>(sql`select id from tenants where slug = 'demo'`))).rows[0]!.id);
  basics = await shopBasics(admin);
  customer = ok(await admin.get('/api/sales/customers/default')).id;
  branch = ok(await admin.post('/api/masterfile/stock-locations', { name: 'Branch Warehouse', code: 'BW' }), 201).id;
  supplier = ok(await admin.post('/api/masterfile/suppliers', { supplierName: 'Cebu Wire Trading' }), 201).id;
  widget = await makeProduct(admin, basics, {
    sku: 'WID-1',
    productName: 'Wall socket',
    type: 'PRODUCT',
    cost: 50,
    reorderPoint: 10,
    preferredSupplierId: supplier,
  });
  cable = await makeProduct(admin, basics, { sku: 'CAB-1', productName: 'Cable 2m', type: 'PRODUCT', cost: 20, reorderPoint: 3 });

  // 40 days ago: the opening stock.
  await adjust(basics.location, widget, '30');
  await adjust(basics.location, cable, '10');
  await shiftMovements(40);
  // 10 days ago, inside the period: a sale, a transfer to the branch, a count down and one up, a voided sale.
  await sell(widget, 5);
  ok(
    await admin.post('/api/inventory/stock-transfers', {
      sourceWarehouseId: basics.location,
      destinationWarehouseId: branch,
      items: [{ productId: widget, uomId: basics.piece, quantity: 8 }],
    }),
    201,
  );
  await adjust(basics.location, widget, '-2');
  await adjust(basics.location, widget, '4');
  const voided = await sell(widget, 1);
  ok(await admin.delete(`/api/sales/${voided.id}`));
  await shiftMovements(10);
  // Today, after the period: another sale.
  await sell(widget, 12);
});
afterAll(async () => t.close());

describe('the inventory with ledger', () => {
  const period = () => `date[between]=${manilaDay(20)},${manilaDay(5)}`;

  it('opens with what stood before the period, counts each source on its side, and closes at opening + in − out', async () => {
    const answer = await ledger(`${period()}&pageSize=100`);
    const body = answer.body;
    expect(answer.status, JSON.stringify(body)).toBe(200);
    const store = rowOf(body.data, widget, basics.location)!;
    expect(store).toMatchObject({
      sku: 'WID-1',
      productName: 'Wall socket',
      baseUnit: 'piece',
      opening: 30,
      purchaseReceiptsIn: 0,
      transfersIn: 0,
      adjustmentsIn: 4,
      returnsIn: 0,
      voidedSalesIn: 1,
      otherIn: 0,
      salesOut: 6,
      transfersOut: 8,
      adjustmentsOut: 2,
      otherOut: 0,
      totalIn: 5,
      totalOut: 16,
      closing: 19,
      unitCost: 50,
      closingValue: 950,
    });
    expect(rowOf(body.data, widget, branch)).toMatchObject({ opening: 0, transfersIn: 8, totalIn: 8, totalOut: 0, closing: 8 });
    // The cable did not move in the period: it is listed at what it held.
    expect(rowOf(body.data, cable, basics.location)).toMatchObject({
      opening: 10,
      totalIn: 0,
      totalOut: 0,
      closing: 10,
      closingValue: 200,
    });
    for (const row of body.data as LedgerRow[])
      expect(Number(row.opening) + Number(row.totalIn) - Number(row.totalOut), String(row.sku)).toBeCloseTo(Number(row.closing), 4);
    expect(body.totals).toMatchObject({ rows: body.data.length, closingValue: 950 + 8 * 50 + 200 });
    expect(body.period).toEqual({ from: manilaDay(20), to: manilaDay(5), timeZone: 'Asia/Manila' });

    // Today's sale is after the period; a period that ends today counts it, and closes at today's on hand.
    const toToday = (await ledger(`date[between]=${manilaDay(20)},${manilaDay(0)}&locationId=${basics.location}&productId=${widget}`)).body;
    expect(toToday.data).toHaveLength(1);
    expect(toToday.data[0]).toMatchObject({ opening: 30, salesOut: 18, closing: 7 });
    const stock = ok(await admin.get(`/api/inventory/stocks?productId=${widget}&locationId=${basics.location}`))[0];
    expect(stock.onHand).toBe(7);
    // Before anything moved, nothing is listed.
    expect((await ledger(`date[between]=${manilaDay(60)},${manilaDay(50)}&productId=${widget}`)).body.data).toEqual([]);
  });

  it('counts a movement on the day of the caller’s time zone', async () => {
    await asShop(sql`update stock_movements set created_at = '2026-03-01T16:30:00Z' where product_id = ${cable}`);
    // 00:30 on 2 March in Manila is still 1 March in New York.
    const manila = (await ledger(`date=2026-03-02&productId=${cable}`)).body.data;
    expect(manila).toMatchObject([{ opening: 0, adjustmentsIn: 10, closing: 10 }]);
    const newYork = (await ledger(`date=2026-03-02&productId=${cable}&timezone=America/New_York`)).body.data;
    expect(newYork).toMatchObject([{ opening: 10, totalIn: 0, closing: 10 }]);
    expect((await ledger(`date=2026-03-01&productId=${cable}&timezone=America/New_York`)).body.data).toMatchObject([
      { opening: 0, adjustmentsIn: 10 },
    ]);
  });

  it('filters, searches, sorts and pages', async () => {
    const byLocation = (await ledger(`${period()}&locationId=${branch}`)).body;
    expect(byLocation.data.map((r: LedgerRow) => r.productId)).toEqual([widget]);
    expect((await ledger(`${period()}&globalFilter=cable`)).body.data.map((r: LedgerRow) => r.sku)).toEqual(['CAB-1']);
    const sorted = (await ledger(`${period()}&sort=closing,desc&pageSize=1`)).body;
    expect(sorted.data).toHaveLength(1);
    expect(sorted.meta.total).toBeGreaterThanOrEqual(3);
    expect(sorted.data[0].closing).toBe(
      Math.max(...((await ledger(`${period()}&pageSize=100`)).body.data as LedgerRow[]).map((r) => Number(r.closing))),
    );
  });

  it('exports the same rows as a spreadsheet (numbers as numbers) and a PDF with the shop’s name', async () => {
    const xlsx = await t.app.inject({
      method: 'GET',
      url: `/api/reports/inventory-with-ledger/export?${period()}&productId=${widget}`,
      headers: { host: hostOf('demo'), authorization: `Bearer ${(await t.login('demo')).token}` },
    });
    expect(xlsx.statusCode, xlsx.body).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Inventory Ledger')!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    const rows = [2, 3].map((n) => (sheet.getRow(n).values as unknown[]).slice(1));
    expect(sheet.rowCount).toBe(3);
    const store = rows.find((r) => r[header.indexOf('Location')] !== 'Branch Warehouse')!;
    expect(store[header.indexOf('Product')]).toBe('Wall socket');
    expect(store[header.indexOf('Closing')]).toBe(19);
    expect(store[header.indexOf('Closing Value')]).toBe(950);

    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/reports/inventory-with-ledger/export-pdf?${period()}`,
      headers: { host: hostOf('demo'), authorization: `Bearer ${(await t.login('demo')).token}` },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = (await pdfPages(pdf.rawPayload)).join(' ');
    for (const expected of ['Inventory with Ledger', 'Wall socket', 'Branch Warehouse', 'Closing Value']) expect(text).toContain(expected);
  });

  it('refuses a bad period, unknown filters and sorts, hostile text, and callers without the permission', async () => {
    const refused = (a: Answer, status: number) => expect(a.status, JSON.stringify(a.body)).toBe(status);
    refused(await ledger('date[between]=2026-02-30,2026-03-01'), 422);
    refused(await ledger('date[between]=2026-03-02,2026-03-01'), 422);
    refused(await ledger('date[between]=2020-01-01,2026-03-01'), 422);
    refused(await ledger('locationId=1e3'), 422);
    refused(await ledger('supplierId=1'), 400);
    refused(await ledger('sort=unitCost,asc'), 400);
    refused(await ledger(`sort=${encodeURIComponent('closing; drop table products,asc')}`), 400);
    refused(await ledger('timezone=Mars/Olympus'), 422);
    // Names of JavaScript built-ins are names like any other.
    refused(await ledger('sort=toString,asc'), 400);
    refused(await ledger('constructor=1'), 400);
    const hostile = await ledger(`${period()}&globalFilter=${encodeURIComponent("%' or 1=1 --\u0000")}`);
    expect([200, 400, 422]).toContain(hostile.status);
    if (hostile.status === 200) expect(hostile.body.data).toEqual([]);
    // Another shop's location is simply not in this shop's ledger.
    const outsider = t.as('other', (await t.login('other')).token);
    const theirs = ok(await outsider.get('/api/masterfile/stock-locations'))[0].id;
    expect((await ledger(`${period()}&locationId=${theirs}`)).body.data).toEqual([]);
    const nobody = await signInAs(t, admin, 'demo', []);
    refused(await ledger(period(), nobody), 403);
    refused(await nobody.get('/api/reports/inventory-with-ledger/export'), 403);
    refused(await t.request('GET', '/api/reports/inventory-with-ledger'), 401);
  });
});

describe('the low stock report', () => {
  const low = (query = '', client = admin) => client.get(`/api/reports/low-stock-report?${query}`);

  it('lists what is at or below its reorder point where carried, with what a suggested purchase order would order', async () => {
    const body = (await low('pageSize=100')).body;
    const store = body.data.find((r: LedgerRow) => r.productId === widget && r.locationId === basics.location);
    expect(store).toEqual({
      id: `${widget}-${basics.location}`,
      productId: widget,
      sku: 'WID-1',
      productName: 'Wall socket',
      locationId: basics.location,
      locationName: expect.any(String),
      baseUnit: 'piece',
      onHand: 7,
      reorderPoint: 10,
      suggestedQuantity: 13,
      preferredSupplierId: supplier,
      preferredSupplierName: 'Cebu Wire Trading',
      lastCost: 50,
      suggestedCost: 650,
      soldOfflineWhileShort: false,
    });
    expect(body.data.find((r: LedgerRow) => r.productId === widget && r.locationId === branch)).toMatchObject({
      onHand: 8,
      suggestedQuantity: 12,
    });
    // The cable (10 on hand, reorder point 3) is not low.
    expect(body.data.some((r: LedgerRow) => r.productId === cable)).toBe(false);
    expect(body.totals.rows).toBe(body.data.length);

    expect((await low(`locationId=${branch}`)).body.data.map((r: LedgerRow) => r.productId)).toEqual([widget]);
    expect((await low(`preferredSupplierId=${supplier}&sort=onHand,asc`)).body.data.map((r: LedgerRow) => r.onHand)).toEqual([7, 8]);
    expect((await low('globalFilter=cebu wire')).body.data).toHaveLength(2);

    // What the report suggests is what the suggested purchase orders draft.
    const drafted = ok(await admin.post('/api/purchasing/purchase-orders/suggest', { locationId: basics.location, supplierId: supplier }));
    const order = ok(await admin.get(`/api/purchasing/purchase-orders/${drafted.orderIds[0]}?relations=items`));
    expect(order.items.map((i: { productId: number; quantity: number }) => [i.productId, Number(i.quantity)])).toEqual([[widget, 13]]);
  });

  it('exports an .xlsx, and refuses unknown filters (400), bad ids (422) and callers without the permission (403)', async () => {
    const xlsx = await t.app.inject({
      method: 'GET',
      url: '/api/reports/low-stock-report/export',
      headers: { host: hostOf('demo'), authorization: `Bearer ${(await t.login('demo')).token}` },
    });
    expect(xlsx.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Low Stock')!;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toContain('Suggested Order');
    expect(sheet.rowCount).toBeGreaterThanOrEqual(3);
    expect((await low('status=LOW')).status).toBe(400);
    expect((await low('locationId=abc')).status).toBe(422);
    expect((await low('sort=unknown,asc')).status).toBe(400);
    expect((await low('sort=constructor,desc')).status).toBe(400);
    expect((await low('toString=1')).status).toBe(400);
    expect((await low('', await signInAs(t, admin, 'demo', []))).status).toBe(403);
  });
});

describe('the inventory ledger on random movements', () => {
  /** A small seeded generator, so a failure repeats. */
  const random = (() => {
    let seed = 19_08;
    return () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
  })();
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
  const whole = (answer: Answer) => {
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body;
  };
  type Movement = { product_id: number; location_id: number; quantity: string; created_at: Date };

  it('lists in name order page by page the rows and figures of the grouped statement, and both equal a recomputation from the movements', async () => {
    const products: number[] = [];
    const cost: Record<number, number> = {};
    for (const [i, c] of [12.35, 7.1, 0.33, 99.99].entries()) {
      const id = await makeProduct(admin, basics, { sku: `RND-${i}`, productName: `Random part ${'DCBA'[i]}`, type: 'PRODUCT', cost: c });
      products.push(id);
      cost[id] = c;
    }
    const locations = [basics.location, branch];
    // What each product holds where, so no movement takes a location below zero.
    const held = new Map<string, number>();
    const at = (location: number, product: number) => held.get(`${product}-${location}`) ?? 0;
    const move = async (location: number, product: number, delta: number) => {
      await adjust(location, product, delta.toFixed(2));
      held.set(`${product}-${location}`, Math.round((at(location, product) + delta) * 100) / 100);
    };
    for (const product of products.slice(0, 3)) await move(basics.location, product, 40.5);
    for (let i = 0; i < 24; i++) {
      const product = pick(products.slice(0, 3));
      if (i % 6 === 5) {
        const quantity = 1 + Math.floor(random() * 3);
        ok(
          await admin.post('/api/inventory/stock-transfers', {
            sourceWarehouseId: basics.location,
            destinationWarehouseId: branch,
            items: [{ productId: product, uomId: basics.piece, quantity }],
          }),
          201,
        );
        held.set(`${product}-${basics.location}`, at(basics.location, product) - quantity);
        held.set(`${product}-${branch}`, at(branch, product) + quantity);
      } else {
        const location = pick(locations);
        const delta = Math.max(Math.round((random() * 9 - 3) * 100) / 100, -at(location, product));
        if (delta !== 0) await move(location, product, delta);
      }
    }
    // Spread the movements over the last 60 days, one instant each.
    const ids = (
      await asShop(sql`select id from stock_movements where product_id in (${sql.join(products, sql`, `)}) order by id`)
    ).rows.map((r) => Number((r as { id: unknown }).id));
    const now = Date.now();
    const instants = ids.map(() => new Date(now - Math.floor(random() * 60 * 86_400_000)).toISOString());
    await asShop(
      sql`update stock_movements m set created_at = v.at::timestamptz
            from unnest(${`{${ids.join(',')}}`}::bigint[], ${`{${instants.join(',')}}`}::text[]) as v(id, at) where m.id = v.id`,
    );
    const movements = (
      await asShop(
        sql`select product_id, location_id, quantity, created_at from stock_movements where product_id in (${sql.join(products, sql`, `)})`,
      )
    ).rows as Movement[];

    const periods = [
      [manilaDay(30), manilaDay(0)],
      [manilaDay(45), manilaDay(20)],
      [manilaDay(7), manilaDay(7)],
      ...Array.from({ length: 3 }, () => {
        const a = Math.floor(random() * 60);
        const b = Math.floor(random() * 60);
        return [manilaDay(Math.max(a, b)), manilaDay(Math.min(a, b))];
      }),
    ];
    for (const [from, to] of periods) {
      const query = `date[between]=${from},${to}&globalFilter=RND-`;
      // Recomputed: the day's bounds in Manila (UTC+8).
      const start = new Date(`${from}T00:00:00+08:00`).getTime();
      const end = new Date(`${to}T23:59:59.999+08:00`).getTime();
      const expected = new Map<string, { opening: number; totalIn: number; totalOut: number; closing: number; closingValue: number }>();
      for (const product of products)
        for (const location of locations) {
          const own = movements.filter((m) => Number(m.product_id) === product && Number(m.location_id) === location);
          if (own.length === 0) continue;
          const at = (m: Movement) => new Date(m.created_at).getTime();
          const sum = (list: Movement[]) => list.reduce((s, m) => s + Number(m.quantity), 0);
          const inPeriod = own.filter((m) => at(m) >= start && at(m) <= end);
          const opening = sum(own.filter((m) => at(m) < start));
          if (Math.abs(opening) < 1e-9 && inPeriod.length === 0) continue;
          const closing = sum(own.filter((m) => at(m) <= end));
          expected.set(`${product}-${location}`, {
            opening,
            totalIn: sum(inPeriod.filter((m) => Number(m.quantity) > 0)),
            totalOut: -sum(inPeriod.filter((m) => Number(m.quantity) < 0)),
            closing,
            closingValue: Math.round(closing * cost[product]! * 100) / 100,
          });
        }

      const inNameOrder = whole(await ledger(`${query}&pageSize=100`));
      const grouped = whole(await ledger(`${query}&pageSize=100&sort=closing,desc`));
      const byId = (rows: LedgerRow[]) => [...rows].sort((a, b) => String(a.id).localeCompare(String(b.id)));
      expect(byId(inNameOrder.data), `${from}..${to}`).toEqual(byId(grouped.data));
      expect(inNameOrder.totals).toEqual(grouped.totals);
      expect(inNameOrder.data.map((r: LedgerRow) => r.productName)).toEqual(
        [...inNameOrder.data.map((r: LedgerRow) => r.productName)].sort((a, b) => String(a).localeCompare(String(b), 'en')),
      );
      // Page by page in name order: the same rows, in the same order.
      const paged: LedgerRow[] = [];
      for (let page = 1; page <= Math.max(1, Math.ceil(inNameOrder.meta.total / 3)); page++)
        paged.push(...whole(await ledger(`${query}&pageSize=3&page=${page}`)).data);
      expect(paged).toEqual(inNameOrder.data);
      // Each way of finding the page, forced, gives the same page.
      for (const oneByOne of [true, false])
        for (const [page, sort] of [
          [1, ''],
          [2, 'sku,desc'],
          [1, 'closing,asc'],
        ] as const) {
          const params = {
            'date[between]': `${from},${to}`,
            globalFilter: 'RND-',
            pageSize: '2',
            page: String(page),
            ...(sort ? { sort } : {}),
          };
          const forced = await t.db.transaction(demoId, (tx) => inventoryLedger(tx, readInventoryLedgerQuery(params), { oneByOne }));
          const chosen = whole(await ledger(new URLSearchParams(params).toString()));
          expect(JSON.parse(JSON.stringify(forced)), `${oneByOne} ${page} ${sort}`).toEqual(chosen);
        }
      const bySku = whole(await ledger(`${query}&pageSize=100&sort=sku,desc`)).data as LedgerRow[];
      expect(bySku.map((r) => r.sku)).toEqual([...bySku.map((r) => String(r.sku))].sort().reverse());

      expect(inNameOrder.data.map((r: LedgerRow) => r.id).sort(), `${from}..${to}`).toEqual([...expected.keys()].sort());
      for (const row of inNameOrder.data as LedgerRow[]) {
        const want = expected.get(String(row.id))!;
        for (const key of ['opening', 'totalIn', 'totalOut', 'closing', 'closingValue'] as const)
          expect(Number(row[key]), `${row.id} ${key} ${from}..${to}`).toBeCloseTo(want[key], 4);
      }
      const all = [...expected.values()];
      expect(inNameOrder.totals.rows).toBe(all.length);
      for (const key of ['opening', 'totalIn', 'totalOut', 'closing', 'closingValue'] as const)
        expect(inNameOrder.totals[key], `${key} ${from}..${to}`).toBeCloseTo(
          all.reduce((s, r) => s + r[key], 0),
          4,
        );
    }
  });
});

describe('the stock totals the triggers keep', () => {
  /** stock_totals summed per location (to see that folding them changes no sum). */
  const kept = async () =>
    (
      await asShop(sql`select location_id::text, sum(row_count)::text as rows, sum(stocked_count)::text as stocked,
                              sum(on_hand)::text as on_hand, sum(value)::text as value
                         from stock_totals group by location_id order by location_id`)
    ).rows;
  const drift = () => stockTotalsDrift(t, demoId);
  const ledgerTotals = async (params: Record<string, string>, summedTotals: boolean) =>
    JSON.parse(
      JSON.stringify(await t.db.transaction(demoId, (tx) => inventoryLedger(tx, readInventoryLedgerQuery(params), { summedTotals }))),
    ) as { totals: Record<string, number>; data: LedgerRow[] };

  it('equal the stock rows recounted after random postings, cost changes, new locations and products, and answer the ledger’s totals', async () => {
    const random = (() => {
      let seed = 31;
      return () => {
        seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
        return seed / 2_147_483_648;
      };
    })();
    const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
    const products: number[] = [];
    for (const [i, c] of [3.33, 0.07, 145.5].entries())
      products.push(await makeProduct(admin, basics, { sku: `TOT-${i}`, productName: `Totals part ${i}`, type: 'PRODUCT', cost: c }));
    const locations = [basics.location, branch];
    const held = new Map<string, number>();
    const at = (location: number, product: number) => held.get(`${product}-${location}`) ?? 0;
    const move = async (location: number, product: number, delta: number) => {
      await adjust(location, product, delta.toFixed(4));
      held.set(`${product}-${location}`, Math.round((at(location, product) + delta) * 10_000) / 10_000);
    };
    for (let step = 0; step < 80; step++) {
      const product = pick(products);
      const choice = random();
      if (choice < 0.5) {
        const location = pick(locations);
        // Quantities of up to 4 places, and now and then the whole stock out (a row back at zero).
        const delta =
          random() < 0.15 ? -at(location, product) : Math.max(Math.round((random() * 12 - 4) * 10_000) / 10_000, -at(location, product));
        if (delta !== 0) await move(location, product, delta);
      } else if (choice < 0.65 && at(basics.location, product) >= 1) {
        await sell(product, 1);
        held.set(`${product}-${basics.location}`, at(basics.location, product) - 1);
      } else if (choice < 0.8) {
        // A new cost (up to 2 places) revalues the product's stock at every location.
        const cost = Math.round(random() * 20_000) / 100;
        ok(await admin.put(`/api/inventory/products/${product}`, { cost }));
      } else if (choice < 0.85) {
        // A new location gets a stock row (at zero, not carried) for every product.
        locations.push(
          ok(await admin.post('/api/masterfile/stock-locations', { name: `Totals shelf ${step}`, code: `TS${step}` }), 201).id,
        );
      } else if (choice < 0.9) {
        // A product made, turned into a service (its empty rows dropped), and one made and deleted.
        const made = await makeProduct(admin, basics, {
          sku: `TOT-X${step}`,
          productName: `Passing part ${step}`,
          type: 'PRODUCT',
          cost: 9.99,
        });
        ok(await admin.put(`/api/inventory/products/${made}`, { type: 'SERVICE' }));
        const gone = await makeProduct(admin, basics, { sku: `TOT-Y${step}`, productName: `Gone part ${step}`, type: 'PRODUCT', cost: 1 });
        ok(await admin.delete(`/api/inventory/products/${gone}`));
      } else if (at(basics.location, product) >= 1) {
        ok(
          await admin.post('/api/inventory/stock-transfers', {
            sourceWarehouseId: basics.location,
            destinationWarehouseId: pick(locations.slice(1)),
            items: [{ productId: product, uomId: basics.piece, quantity: 1 }],
          }),
          201,
        );
        held.set(`${product}-${basics.location}`, at(basics.location, product) - 1);
      }
      if (step % 8 === 7) expect(await drift(), `after step ${step}`).toEqual([]);
    }
    expect(await drift()).toEqual([]);

    // The ledger's totals from them equal the totals summed over every stock row: this month, the last
    // 30 days, today, at one location; a period before a later movement sums the rows (nothing to compare).
    // Movements spread over the last 40 days (moved by hand: the hourly sums follow), so the periods cut through them.
    await asShop(sql`update stock_movements set created_at = created_at - make_interval(secs => (id * 7919) % (40 * 86400))
                      where product_id in (${sql.join(products, sql`, `)})`);
    expect(await drift()).toEqual([]);
    const periods = [
      `${manilaDay(0).slice(0, 8)}01,${manilaDay(0)}`,
      `${manilaDay(30)},${manilaDay(0)}`,
      `${manilaDay(0)},${manilaDay(0)}`,
    ];
    // Manila and New York days start on a whole hour; Kolkata's (+05:30) and Kathmandu's (+05:45) do not:
    // a movement a minute into each period there lies in an hour the period has only part of.
    const zones = ['Asia/Manila', 'America/New_York', 'Asia/Kolkata', 'Asia/Kathmandu'];
    const partHours = periods.flatMap((between) =>
      ['+05:30', '+05:45'].map((offset) =>
        new Date(new Date(`${between.slice(0, 10)}T00:00:00${offset}`).getTime() + 60_000).toISOString(),
      ),
    );
    const ours = (
      await asShop(
        sql`select id from stock_movements where product_id in (${sql.join(products, sql`, `)}) order by id limit ${partHours.length}`,
      )
    ).rows.map((r) => Number((r as { id: unknown }).id));
    expect(ours).toHaveLength(partHours.length);
    await asShop(
      sql`update stock_movements m set created_at = v.at::timestamptz
            from unnest(${`{${ours.join(',')}}`}::bigint[], ${`{${partHours.join(',')}}`}::text[]) as v(id, at) where m.id = v.id`,
    );
    expect(await drift()).toEqual([]);
    for (const between of periods)
      for (const timezone of zones)
        for (const location of [undefined, basics.location, locations.at(-1)!]) {
          const params = {
            'date[between]': between,
            pageSize: '5',
            timezone,
            ...(location === undefined ? {} : { locationId: String(location) }),
          };
          const fromTotals = await ledgerTotals(params, false);
          const summed = await ledgerTotals(params, true);
          expect(fromTotals, `${between} in ${timezone} at ${location}`).toEqual(summed);
        }

    // They are what the report reads: a row added by hand shows in its totals (and is taken away again).
    const month = { 'date[between]': periods[0]! };
    const before = (await ledgerTotals(month, false)).totals;
    await asShop(sql`insert into stock_totals (tenant_id, location_id, row_count, stocked_count, on_hand, value)
                     values (${demoId}, ${basics.location}, 0, 0, 2.5, 10.01)`);
    const altered = (await ledgerTotals(month, false)).totals;
    expect(altered.closing).toBeCloseTo(before.closing! + 2.5, 4);
    expect(altered.closingValue).toBeCloseTo(before.closingValue! + 10.01, 2);
    await asShop(sql`insert into stock_totals (tenant_id, location_id, row_count, stocked_count, on_hand, value)
                     values (${demoId}, ${basics.location}, 0, 0, -2.5, -10.01)`);

    // Rows piled up (one per statement) are folded into one per location when read, and add up the same.
    await asShop(sql`insert into stock_totals (tenant_id, location_id, row_count, stocked_count, on_hand, value)
                     select ${demoId}, ${branch}, 0, 0, 0, 0 from generate_series(1, 300)`);
    const unfolded = await kept();
    expect((await ledgerTotals(month, false)).totals).toEqual(before);
    const parts = (await asShop(sql`select location_id, count(*)::int as parts from stock_totals group by location_id`)).rows as {
      parts: number;
    }[];
    expect(parts.every((p) => p.parts === 1)).toBe(true);
    expect(await kept()).toEqual(unfolded);
    expect(await drift()).toEqual([]);

    // The triggers fold a shop's rows too, at every 512th row they add (for a shop whose report nobody opens).
    await asShop(sql`insert into stock_totals (tenant_id, location_id, row_count, stocked_count, on_hand, value)
                     select ${demoId}, ${branch}, 0, 0, 0, 0 from generate_series(1, 300)`);
    await t.db.asOwner((db) => db.execute(sql`select setval('stock_totals_id_seq', (nextval('stock_totals_id_seq') / 512 + 1) * 512 - 1)`));
    await move(basics.location, products[0]!, 1);
    const folded = (await asShop(sql`select count(*)::int as parts from stock_totals`)).rows[0] as { parts: number };
    expect(folded.parts).toBe(parts.length);
    expect(await drift()).toEqual([]);

    // So are the hourly sums of the movements: an hour's rows at a location merged into one.
    await asShop(sql`insert into stock_moves_by_hour (tenant_id, moved_hour, location_id, units_in, units_out)
                     select ${demoId}, date_trunc('hour', now(), 'UTC'), ${branch}, 0, 0 from generate_series(1, 20)`);
    await t.db.asOwner((db) =>
      db.execute(sql`select setval('stock_moves_by_hour_id_seq', (nextval('stock_moves_by_hour_id_seq') / 512 + 1) * 512 - 1)`),
    );
    await move(basics.location, products[0]!, 1);
    const doubled = await asShop(sql`select moved_hour from stock_moves_by_hour group by moved_hour, location_id having count(*) > 1`);
    expect(doubled.rows).toEqual([]);
    expect(await drift()).toEqual([]);
  });
});
