// Stock counts (issue 35): a count's lifecycle (create, start, lines, post, cancel), the mid-count
// sale, permissions, hostile input, two posts at once and a count of serials.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeProduct, ok, shopBasics, type ShopBasics } from './support/finance';
import { salePayload } from './support/sales';
import { createCount, postCount, startCount } from './support/stock-counts';
import { signInAs, startTestApp, type Client, type TestApp } from './support/test-app';
import { loadParser, unroutedTables } from './support/tenant-routing';

const URL = '/api/inventory/stock-counts';

let t: TestApp;
let admin: Client;
let other: Client;
let cashier: Client;
let basics: ShopBasics;
let customer: number;
let category: number;
let otherCategory: number;

async function adjust(productId: number, quantity: number, serialNumbers: string[] = []) {
  ok(
    await admin.post('/api/inventory/adjustments', {
      locationId: basics.location,
      reason: 'Opening stock',
      items: [{ productId, uomId: basics.piece, quantity, mode: 'delta', serialNumbers }],
    }),
    201,
  );
}

async function onHand(productId: number): Promise<number> {
  const rows = (await admin.get(`/api/inventory/stocks?productId=${productId}&locationId=${basics.location}`)).body.data;
  return Number(rows[0]?.onHand ?? 0);
}

async function sell(productId: number, quantity: number, serialNumbers?: string[]) {
  ok(
    await admin.post(
      '/api/sales/pos-order',
      salePayload({
        salesChannelId: basics.channel,
        customerId: customer,
        lines: [{ productId, orderedUomId: basics.piece, orderedQuantity: quantity, orderedUnitPrice: 100, serialNumbers }],
        payments: [{ paymentType: basics.cash }],
      }),
    ),
    201,
  );
}

async function enter(client: Client, id: number, productId: number, quantity: number, extra: Record<string, unknown> = {}) {
  const answer = await client.post(`${URL}/${id}/entries`, {
    entryId: randomUUID(),
    productId,
    quantity,
    mode: 'SET',
    countedAt: new Date().toISOString(),
    ...extra,
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body;
}

async function lines(client: Client, id: number, query = '') {
  const answer = await client.get(`${URL}/${id}/lines?pageSize=100${query}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data as Record<string, unknown>[];
}

/** A product's ledger rows of one count (its number). */
const ledgerOf = async (productId: number, number: string) =>
  ok(await admin.get(`/api/inventory/products/${productId}/ledger?sourceNumber=${number}&pageSize=100`)) as {
    productId: number;
    quantity: number;
    sourceType: string;
  }[];

let seq = 0;
async function product(body: Record<string, unknown> = {}) {
  seq += 1;
  return makeProduct(admin, basics, {
    type: 'PRODUCT',
    sku: `SCL-${seq}`,
    productName: `Count Thing ${seq}`,
    cost: 40,
    productCategoryId: category,
    ...body,
  });
}

beforeAll(async () => {
  t = await startTestApp();
  admin = t.as('demo', (await t.login('demo')).token);
  other = t.as('other', (await t.login('other')).token);
  cashier = await signInAs(t, admin, 'demo', ['Cashier']);
  basics = await shopBasics(admin);
  customer = ok(await admin.post('/api/sales/customers', { customerName: 'Count Buyer', defaultPaymentTypeId: basics.cash }), 201).id;
  category = ok(await admin.post('/api/masterfile/product-categories', { categoryName: 'Lifecycle Counted' }), 201).id;
  otherCategory = ok(await other.post('/api/masterfile/product-categories', { categoryName: 'Not Yours' }), 201).id;
});
afterAll(async () => t?.close());

describe('create, edit, start, show', () => {
  it('creates a DRAFT numbered SC-…, edits it, starts it with the products in scope at their on-hand', async () => {
    const a = await product();
    const b = await product();
    await adjust(a, 7);
    const created = ok(
      await admin.post(URL, { locationId: basics.location, name: 'Aisle 1', scope: 'FILTER', categoryIds: [category] }),
      201,
    );
    expect(created).toMatchObject({ status: 'DRAFT', scope: 'FILTER', categoryIds: [category], lineCount: 0, blind: false });
    expect(created.stockCountNumber).toMatch(/^SC-\d{6}$/);
    expect(created.countDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const edited = ok(
      await admin.put(`${URL}/${created.id}`, {
        locationId: basics.location,
        name: 'Aisle 1 (both)',
        scope: 'FILTER',
        productIds: [a, b, a],
      }),
    );
    expect(edited).toMatchObject({ name: 'Aisle 1 (both)', productIds: [a, b], categoryIds: [] });

    const started = await startCount(admin, created.id);
    expect(started).toMatchObject({ status: 'COUNTING', lineCount: 2, countedCount: 0 });
    expect(started.startedAt).not.toBeNull();
    const got = await lines(admin, created.id, '&sort=sku,asc');
    expect(got.map((l) => [l.productId, l.onHandAtStart, l.expected, l.counted, l.difference])).toEqual([
      [a, '7', '7', null, null],
      [b, '0', '0', null, null],
    ]);
    // Started again, edited again: 409.
    expect((await admin.put(`${URL}/${created.id}/start`, {})).status).toBe(409);
    expect((await admin.put(`${URL}/${created.id}`, { locationId: basics.location, name: 'X' })).status).toBe(409);
    const list = ok(await admin.get(`${URL}?globalFilter=${created.stockCountNumber}`));
    expect(list.map((c: { id: number }) => c.id)).toEqual([created.id]);
    expect(
      (await admin.get(`${URL}?status=COUNTING&locationId=${basics.location}`)).body.data.some((c: { id: number }) => c.id === created.id),
    ).toBe(true);
  });

  it('takes the intersection of the filters given; a scope without products is 422', async () => {
    const brand = ok(await admin.post('/api/masterfile/product-brands', { brandName: `Brand ${randomUUID().slice(0, 6)}` }), 201).id;
    const both = await product({ productBrandId: brand });
    await product(); // the category, not the brand
    const id = await createCount(admin, { locationId: basics.location, scope: 'FILTER', categoryIds: [category], brandIds: [brand] });
    await startCount(admin, id);
    expect((await lines(admin, id)).map((l) => l.productId)).toEqual([both]);

    const emptyBrand = ok(await admin.post('/api/masterfile/product-brands', { brandName: `Empty ${randomUUID().slice(0, 6)}` }), 201).id;
    const empty = await createCount(admin, { locationId: basics.location, scope: 'FILTER', brandIds: [emptyBrand] });
    const answer = await admin.put(`${URL}/${empty}/start`, {});
    expect(answer.status).toBe(422);
    expect(answer.body.errors.scope).toBeDefined();
    expect(ok(await admin.get(`${URL}/${empty}`)).status).toBe('DRAFT');
  });
});

describe('the list protocol of lines and entries', () => {
  it('searches by globalFilter, sorts entries oldest first, and refuses relations (none to load)', async () => {
    const first = await product({ productName: 'Pako Tatlo' });
    const second = await product({ productName: 'Turnilyo Apat' });
    const id = await createCount(admin, { locationId: basics.location, scope: 'FILTER', productIds: [first, second] });
    await startCount(admin, id);
    await enter(admin, id, first, 1, { mode: 'ADD' });
    await enter(admin, id, second, 2, { mode: 'ADD' });
    await enter(admin, id, first, 3, { mode: 'ADD' });
    const found = await lines(admin, id, '&globalFilter=pako');
    expect(found.map((l) => l.productId)).toEqual([first]);
    const oldest = ok(await admin.get(`${URL}/${id}/entries?sort=countedAt,asc&globalFilter=PAKO`)) as { quantity: string }[];
    expect(oldest.map((e) => Number(e.quantity))).toEqual([1, 3]);
    const newest = ok(await admin.get(`${URL}/${id}/entries`)) as { quantity: string }[];
    expect(newest.map((e) => Number(e.quantity))).toEqual([3, 2, 1]);
    expect((await admin.get(`${URL}/${id}/lines?relations=product`)).status).toBe(422);
    expect((await admin.get(`${URL}/${id}/entries?relations=user`)).status).toBe(422);
    expect((await admin.get(`${URL}/${id}/entries?sort=quantity,asc`)).status).toBe(422);
  });
});

describe('the difference under selling', () => {
  it('a sale during the count is expected, a sale after the last entry is not a difference', async () => {
    const p = await product({ basePrice: 100 });
    await adjust(p, 10);
    const id = await createCount(admin, { locationId: basics.location, scope: 'FILTER', productIds: [p] });
    await startCount(admin, id);
    await sell(p, 2); // during the count: 8 should be on the shelf
    await enter(admin, id, p, 7); // one missing
    await sell(p, 1); // after the last entry: not a difference
    const [line] = await lines(admin, id);
    expect(line).toMatchObject({
      onHandAtStart: '10',
      movementsSinceStart: '-2',
      expected: '8',
      counted: '7',
      difference: '-1',
      differenceValue: '-40.00',
    });

    const posted = await postCount(admin, id);
    expect(posted).toMatchObject({
      status: 'POSTED',
      zeroUncounted: false,
      postedLines: 1,
      shortageValue: '40.00',
      overageValue: '0.00',
      serialsFound: [],
    });
    expect(await onHand(p)).toBe(6); // counted 7 − the later sale of 1
    const [kept] = await lines(admin, id);
    expect(kept).toMatchObject({ expected: '8', counted: '7', difference: '-1' });
    const ledger = await ledgerOf(p, posted.stockCountNumber);
    expect(ledger.map((m) => [m.sourceType, Number(m.quantity)])).toEqual([['STOCK_COUNT', -1]]);
  });

  it('a product sold after its entry beyond what was counted goes below zero (oversold): the count still posts', async () => {
    const p = await product({ basePrice: 100 });
    await adjust(p, 5);
    const id = await createCount(admin, { locationId: basics.location, scope: 'FILTER', productIds: [p] });
    await startCount(admin, id);
    await enter(admin, id, p, 1); // the books say 5, the shelf has 1
    await sell(p, 3); // after the entry: the books allowed it
    const posted = await postCount(admin, id);
    expect(posted).toMatchObject({ status: 'POSTED', postedLines: 1 });
    expect(await onHand(p)).toBe(-2); // counted 1 − the later sale of 3: oversold by 2
    const ledger = await ledgerOf(p, posted.stockCountNumber);
    expect(ledger.map((m) => [m.sourceType, Number(m.quantity)])).toEqual([['STOCK_COUNT', -4]]);
  });

  it('zeroUncounted takes the uncounted products to zero; without it they are left alone', async () => {
    const counted = await product();
    const left = await product();
    await adjust(counted, 3);
    await adjust(left, 5);
    const a = await createCount(admin, { locationId: basics.location, scope: 'FILTER', productIds: [counted, left] });
    await startCount(admin, a);
    await enter(admin, a, counted, 4);
    expect((await lines(admin, a, '&state=UNCOUNTED')).map((l) => l.productId)).toEqual([left]);
    expect((await lines(admin, a, '&state=DIFFERENCE')).map((l) => l.productId)).toEqual([counted]);
    const first = await postCount(admin, a, false);
    expect(first).toMatchObject({ postedLines: 1, overageValue: '40.00' });
    expect([await onHand(counted), await onHand(left)]).toEqual([4, 5]);

    const b = await createCount(admin, { locationId: basics.location, scope: 'FILTER', productIds: [counted, left] });
    await startCount(admin, b);
    const second = await postCount(admin, b, true);
    expect(second).toMatchObject({ postedLines: 2, shortageValue: '360.00', zeroUncounted: true });
    expect([await onHand(counted), await onHand(left)]).toEqual([0, 0]);
    expect((await admin.post(`${URL}/${b}/post`, { zeroUncounted: true })).status).toBe(409);
  });

  it('two posts at once: one 200, one 409, and the ledger has the count once', async () => {
    const p = await product();
    await adjust(p, 4);
    const id = await createCount(admin, { locationId: basics.location, scope: 'FILTER', productIds: [p] });
    const count = await startCount(admin, id);
    await enter(admin, id, p, 1);
    const answers = await Promise.all([admin.post(`${URL}/${id}/post`, {}), admin.post(`${URL}/${id}/post`, {})]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect((await ledgerOf(p, count.stockCountNumber)).map((m) => Number(m.quantity))).toEqual([-3]);
    expect(await onHand(p)).toBe(1);
  });

  it('cancels a DRAFT or COUNTING count with a reason and leaves stock as it was', async () => {
    const p = await product();
    await adjust(p, 2);
    const id = await createCount(admin, { locationId: basics.location, scope: 'FILTER', productIds: [p] });
    await startCount(admin, id);
    await enter(admin, id, p, 9);
    expect((await admin.put(`${URL}/${id}/cancel`, {})).status).toBe(422);
    const cancelled = ok(await admin.put(`${URL}/${id}/cancel`, { reason: 'Wrong aisle' }));
    expect(cancelled).toMatchObject({ status: 'CANCELLED', cancelReason: 'Wrong aisle' });
    expect(await onHand(p)).toBe(2);
    expect((await admin.put(`${URL}/${id}/cancel`, { reason: 'Again' })).status).toBe(409);
    expect((await admin.post(`${URL}/${id}/post`, {})).status).toBe(409);
    expect((await admin.put(`${URL}/${id}/start`, {})).status).toBe(409);
  });
});

describe('in bulk', () => {
  it('starts, lists and posts 60 products in a few statements, each routed to one shop', async () => {
    await loadParser();
    const brand = ok(await admin.post('/api/masterfile/product-brands', { brandName: `Bulk ${randomUUID().slice(0, 6)}` }), 201).id;
    const ids: number[] = [];
    for (let i = 0; i < 60; i += 1) ids.push(await product({ productBrandId: brand }));
    await adjust(ids[0]!, 2);
    const id = await createCount(admin, { locationId: basics.location, scope: 'FILTER', brandIds: [brand] });
    const start = await t.statementsOf(() => startCount(admin, id));
    expect(start.result.lineCount).toBe(60);
    const list = await t.statementsOf(() => lines(admin, id, '&sort=difference,desc&state=ALL&search=count'));
    expect(list.result).toHaveLength(60);
    const post = await t.statementsOf(() => postCount(admin, id, true));
    expect(post.result.postedLines).toBe(1);
    for (const { statements } of [start, list, post]) {
      expect(statements.length).toBeGreaterThan(0);
      expect(statements.length).toBeLessThan(40);
      for (const statement of statements) expect(unroutedTables(statement), statement).toEqual([]);
    }
  });
});

describe('serials', () => {
  it('posts the unscanned serials ADJUSTED_OUT and reports scanned serials out of stock, never restoring them', async () => {
    const p = await product({ isSerialized: true });
    await adjust(p, 3, ['SN-A', 'SN-B', 'SN-C']);
    await adjust(p, 1, ['SN-SOLD']);
    await sell(p, 1, ['SN-SOLD']);
    const id = await createCount(admin, { locationId: basics.location, scope: 'FILTER', productIds: [p] });
    await startCount(admin, id);
    await enter(admin, id, p, 3, { mode: 'ADD', serialNumbers: ['SN-A', 'SN-B', 'SN-SOLD'] });
    const posted = await postCount(admin, id);
    expect(posted.serialsFound).toEqual([{ productId: p, serialNumber: 'SN-SOLD', status: 'SOLD' }]);
    expect(posted.postedLines).toBe(1);
    expect(await onHand(p)).toBe(2);
    const serials = (await admin.get(`/api/inventory/serial-numbers?productId=${p}&pageSize=10`)).body.data as {
      serialNumber: string;
      currentStatus: string;
    }[];
    expect(Object.fromEntries(serials.map((s) => [s.serialNumber, s.currentStatus]))).toEqual({
      'SN-A': 'IN_STOCK',
      'SN-B': 'IN_STOCK',
      'SN-C': 'ADJUSTED_OUT',
      'SN-SOLD': 'SOLD',
    });
  });
});

describe('access and hostile input', () => {
  it('401 before anything; a Cashier views and counts but cannot create, start, post or cancel; a blind count hides expected from them', async () => {
    expect((await t.request('GET', URL, { shop: 'demo' })).status).toBe(401);
    expect((await t.request('POST', `${URL}/1/post`, { shop: 'demo', body: {} })).status).toBe(401);
    const p = await product();
    await adjust(p, 5);
    const denied = await cashier.post(URL, { locationId: basics.location, name: 'Nope' });
    expect(denied.status).toBe(403);
    const id = await createCount(admin, { locationId: basics.location, scope: 'FILTER', productIds: [p], blind: true });
    expect((await cashier.put(`${URL}/${id}/start`, {})).status).toBe(403);
    await startCount(admin, id);
    expect((await cashier.get(`${URL}/${id}`)).status).toBe(200);
    await enter(cashier, id, p, 4);
    const [hidden] = await lines(cashier, id);
    expect(hidden).toMatchObject({
      counted: '4',
      onHandAtStart: null,
      movementsSinceStart: null,
      expected: null,
      difference: null,
      differenceValue: null,
    });
    const [shown] = await lines(admin, id);
    expect(shown).toMatchObject({ counted: '4', expected: '5', difference: '-1' });
    const post = await cashier.post(`${URL}/${id}/post`, {});
    expect(post.status).toBe(403);
    expect((await cashier.put(`${URL}/${id}/cancel`, { reason: 'x' })).status).toBe(403);
  });

  it("another shop's count is 404; its ids in a body are 422 naming the field", async () => {
    const p = await product();
    const id = await createCount(admin, { locationId: basics.location, scope: 'FILTER', productIds: [p] });
    for (const answer of [
      await other.get(`${URL}/${id}`),
      await other.get(`${URL}/${id}/lines`),
      await other.put(`${URL}/${id}/start`, {}),
      await other.post(`${URL}/${id}/post`, {}),
      await other.put(`${URL}/${id}/cancel`, { reason: 'x' }),
      await other.put(`${URL}/${id}`, { locationId: basics.location, name: 'x' }),
    ])
      expect(answer.status).toBe(404);
    const theirs = ok(await other.get('/api/masterfile/stock-locations')).at(0).id;
    const where = await admin.post(URL, { locationId: theirs, name: 'x' });
    expect(where.status).toBe(422);
    expect(Object.keys(where.body.errors)).toEqual(['locationId']);
    const bad = await admin.post(URL, {
      locationId: basics.location,
      name: 'x',
      scope: 'FILTER',
      categoryIds: [otherCategory],
      productIds: [p, 999999999],
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['categoryIds', 'productIds']);
    const service = await makeProduct(admin, basics, { type: 'SERVICE', sku: `SCL-SVC-${seq++}`, productName: 'A service' });
    expect((await admin.post(URL, { locationId: basics.location, name: 'x', scope: 'FILTER', productIds: [service] })).status).toBe(422);
  });

  it('answers 422 (never 500) to hostile bodies and queries', async () => {
    const bodies = [
      { locationId: basics.location, name: 'nul\u0000byte' },
      { locationId: 1e21, name: 'big' },
      { locationId: '1; drop table stock_counts', name: 'x' },
      { locationId: basics.location, name: '' },
      { locationId: basics.location, name: 'x', scope: 'FILTER' },
      { locationId: basics.location, name: 'x', scope: 'ALL', productIds: [1] },
      { locationId: basics.location, name: 'x', scope: 'FILTER', productIds: [1.5] },
      { locationId: basics.location, name: 'x', blind: 'yes' },
    ];
    for (const body of bodies) {
      const answer = await admin.post(URL, body);
      expect(answer.status, JSON.stringify([body, answer.body])).toBe(422);
    }
    const injected = ok(await admin.post(URL, { locationId: basics.location, name: "'); drop table stock_counts; --" }), 201);
    expect(injected.name).toBe("'); drop table stock_counts; --");
    for (const query of ['pageSize=100000', 'page=0', 'sort=onHand,asc', 'state=SOME', 'pageSize=1e21']) {
      const answer = await admin.get(`${URL}/${injected.id}/lines?${query}`);
      expect(answer.status, query).toBeGreaterThanOrEqual(400);
      expect(answer.status, query).toBeLessThan(500);
    }
    expect((await admin.get(`${URL}/${injected.id}/lines?search=%25'%20or%201=1%20--`)).body.data).toEqual([]);
    expect((await admin.get(`${URL}/${injected.id}/lines?search=a%00b`)).status).toBeLessThan(500);
    expect((await admin.post(`${URL}/${injected.id}/post`, { zeroUncounted: 'no' })).status).toBe(422);
    expect((await admin.post(`${URL}/${injected.id}/post`, {})).status).toBe(409);
    expect((await admin.get(`${URL}/99999999999999999999`)).status).toBeLessThan(500);
  });
});
