import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCount, postCount, startCount } from './support/stock-counts';
import { loadParser, unroutedTables } from './support/tenant-routing';
import { signInAs, startTestApp, type Client, type TestApp } from './support/test-app';

/**
 * Stock count entries (issue 35; docs/architecture/stock-counts.md): scans and typed counts by
 * several people, idempotent by the device's entryId, each recounting its product's line.
 */

let t: TestApp;
let admin: Client;
let other: Client;
let cashier: Client & { id: number };
let cashier2: Client & { id: number };
let manager: Client & { id: number };
let main: number;
let piece: number;
let box: number;
let countClass: number;
let seq = 0;

type Product = { id: number; sku: string; productName: string };

async function makeProduct(client: Client, body: Record<string, unknown>): Promise<Product> {
  seq += 1;
  const answer = await client.post('/api/inventory/products', {
    type: 'PRODUCT',
    unitClassId: countClass,
    unitOfMeasureId: piece,
    sku: `SCE-${seq}-${randomUUID().slice(0, 6)}`,
    productName: `Counted thing ${seq}`,
    basePrice: '10.00',
    ...body,
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data;
}

/** A started count of these products at MAIN → its id and start time. */
async function countingOf(products: Product[]): Promise<{ id: number; startedAt: string }> {
  const id = await createCount(admin, { locationId: main, scope: 'FILTER', productIds: products.map((p) => p.id) });
  const started = await startCount(admin, id);
  return { id, startedAt: started.startedAt };
}

const secondsFromNow = (s: number) => new Date(Date.now() + s * 1000).toISOString();
/** A device time s seconds after the count started (within the server's allowance for a clock ahead). */
const secondsAfter = (startedAt: string, s: number) => new Date(Date.parse(startedAt) + s * 1000).toISOString();

function entry(client: Client, countId: number, body: Record<string, unknown>) {
  return client.post(`/api/inventory/stock-counts/${countId}/entries`, {
    entryId: randomUUID(),
    quantity: 1,
    countedAt: new Date().toISOString(),
    ...body,
  });
}

beforeAll(async () => {
  t = await startTestApp();
  admin = t.as('demo', (await t.login('demo')).token);
  other = t.as('other', (await t.login('other')).token);
  cashier = await signInAs(t, admin, 'demo', ['Cashier']);
  cashier2 = await signInAs(t, admin, 'demo', ['Cashier']);
  manager = await signInAs(t, admin, 'demo', ['Manager']);
  const count = (await admin.get('/api/masterfile/unit-classes?name=Count&relations=units')).body.data[0];
  countClass = count.id;
  piece = count.units.find((u: { unit: string }) => u.unit === 'piece').id;
  box = (await admin.post(`/api/masterfile/unit-classes/${countClass}/unit-of-measures`, { unit: 'crate', factor: 24 })).body.data.id;
  main = (await admin.get('/api/masterfile/stock-locations?code=MAIN')).body.data[0].id;
});
afterAll(async () => t.close());

describe('counting entries', () => {
  it('adds up ADD and SET entries of two counters in the order their devices counted them', async () => {
    const nails = await makeProduct(admin, {});
    const { id, startedAt } = await countingOf([nails]);
    const at = (s: number) => secondsAfter(startedAt, s);

    const a1 = await entry(cashier, id, { productId: nails.id, quantity: 3, mode: 'ADD', countedAt: at(1) });
    expect(a1.status, JSON.stringify(a1.body)).toBe(201);
    expect(a1.body.data).toMatchObject({
      productId: nails.id,
      sku: nails.sku,
      productName: nails.productName,
      uomId: piece,
      unit: 'piece',
      quantity: '3',
      baseQuantity: '3',
      mode: 'ADD',
      serialNumbers: [],
      userId: cashier.id,
      userName: 'Test User',
      removedAt: null,
    });
    expect(a1.body.line).toMatchObject({ productId: nails.id, counted: '3', entryCount: 1 });

    // B's later SET arrives first; B's earlier SET (the device counted it before) arrives next and is replaced by the later one.
    expect((await entry(cashier2, id, { productId: nails.id, quantity: 6, mode: 'SET', countedAt: at(50) })).body.line.counted).toBe('9');
    const b1 = await entry(cashier2, id, { productId: nails.id, quantity: 4, mode: 'SET', countedAt: at(10) });
    expect(b1.status).toBe(201);
    expect(b1.body.line.counted).toBe('9');

    const a2 = await entry(cashier, id, { productId: nails.id, quantity: '2.0000', mode: 'ADD', countedAt: at(40) });
    expect(a2.status).toBe(201);
    expect(a2.body.line).toMatchObject({ counted: '11', entryCount: 4 });
    // The line's last entry is the latest device time, not the latest to arrive.
    expect(Date.parse(a2.body.line.lastCountedAt)).toBeGreaterThan(Date.parse(a2.body.data.countedAt));

    // A SET by A replaces only A's own total.
    const a3 = await entry(cashier, id, { productId: nails.id, quantity: 1, mode: 'SET', countedAt: at(60) });
    expect(a3.body.line.counted).toBe('7');
  });

  it('counts in another unit of the class, in the base unit', async () => {
    const screws = await makeProduct(admin, {});
    const { id } = await countingOf([screws]);
    const crates = await entry(cashier, id, { productId: screws.id, uomId: box, quantity: '1.5' });
    expect(crates.status, JSON.stringify(crates.body)).toBe(201);
    expect(crates.body.data).toMatchObject({ uomId: box, unit: 'crate', quantity: '1.5', baseQuantity: '36' });
    expect(crates.body.line.counted).toBe('36');
  });

  it('answers a replayed entryId with the entry recorded first and changes nothing', async () => {
    const bolts = await makeProduct(admin, { barcodes: [`48${Date.now()}`.slice(0, 13)] });
    const washers = await makeProduct(admin, {});
    const { id } = await countingOf([bolts, washers]);
    const body = { entryId: randomUUID(), productId: bolts.id, quantity: 5, countedAt: secondsFromNow(0) };
    const first = await entry(cashier, id, body);
    expect(first.status).toBe(201);

    const again = await entry(cashier, id, body);
    expect(again.status).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body.data).toEqual(first.body.data);
    expect(again.body.line).toEqual(first.body.line);

    // The same entryId with another body (another product, quantity, mode, user) is still the first entry.
    const changed = await entry(cashier2, id, { ...body, productId: washers.id, quantity: 99, mode: 'SET' });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toEqual(first.body.data);
    const washersEntries = await admin.get(`/api/inventory/stock-counts/${id}/entries?productId=${washers.id}`);
    expect(washersEntries.body.meta.total).toBe(0);
    const all = await admin.get(`/api/inventory/stock-counts/${id}/entries`);
    expect(all.body.meta.total).toBe(1);

    // Replays racing each other record one entry.
    const raced = { entryId: randomUUID(), productId: bolts.id, quantity: 2, countedAt: secondsFromNow(0) };
    const answers = await Promise.all(Array.from({ length: 8 }, () => entry(cashier, id, raced)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 201]);
    const last = await entry(cashier, id, raced);
    expect(last.body.line).toMatchObject({ counted: '7', entryCount: 2 });
  });

  it('adds up 30 entries sent at once on the same product', async () => {
    const tape = await makeProduct(admin, {});
    const { id } = await countingOf([tape]);
    const counters = [cashier, cashier2, manager];
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => entry(counters[i % 3]!, id, { productId: tape.id, quantity: `${i + 1}.0001`, mode: 'ADD' })),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(30).fill(201));
    const check = await entry(admin, id, { productId: tape.id, quantity: 0 });
    // Σ (i + 1.0001) for i = 0..29 = 465 + 0.003; plus the zero just added.
    expect(check.body.line).toMatchObject({ counted: '465.003', entryCount: 31 });
  });

  it('counts a serial-tracked product by its distinct serials', async () => {
    const phone = await makeProduct(admin, { isSerialized: true });
    const plain = await makeProduct(admin, {});
    const { id } = await countingOf([phone, plain]);
    const one = await entry(cashier, id, { productId: phone.id, quantity: 2, serialNumbers: ['SN-1', 'SN-2'] });
    expect(one.status, JSON.stringify(one.body)).toBe(201);
    expect(one.body.data.serialNumbers).toEqual(['SN-1', 'SN-2']);
    // The same phone scanned again by another counter is one phone.
    const two = await entry(cashier2, id, { productId: phone.id, quantity: 2, serialNumbers: ['sn-2', 'SN-3'] });
    expect(two.body.line).toMatchObject({ counted: '3', entryCount: 2 });

    const refusals = [
      { productId: phone.id, quantity: 2, serialNumbers: ['SN-9'] },
      { productId: phone.id, quantity: 1, serialNumbers: [] },
      { productId: phone.id, quantity: '1.5', serialNumbers: ['SN-8', 'SN-9'] },
      { productId: phone.id, quantity: 2, serialNumbers: ['SN-7', 'sn-7'] },
      { productId: plain.id, quantity: 1, serialNumbers: ['SN-6'] },
      { productId: phone.id, quantity: 10_001, serialNumbers: Array.from({ length: 10_001 }, (_, i) => `S${i}`) },
    ];
    for (const body of refusals) {
      const answer = await entry(cashier, id, body);
      expect(answer.status, JSON.stringify(body).slice(0, 200)).toBe(422);
      expect(Object.keys(answer.body.errors).some((k) => k.startsWith('serialNumbers'))).toBe(true);
    }
    const big = Array.from({ length: 2000 }, (_, i) => `BIG-${i}`);
    const many = await entry(cashier, id, { productId: phone.id, quantity: big.length, serialNumbers: big });
    expect(many.status).toBe(201);
    expect(many.body.line.counted).toBe('2003');
  });
});

describe('finding the product', () => {
  let inScope: Product;
  let outside: Product;
  let barcode: string;
  let outsideBarcode: string;
  let countId: number;

  beforeAll(async () => {
    barcode = `480${String(Date.now()).slice(-10)}`;
    outsideBarcode = `481${String(Date.now()).slice(-10)}`;
    inScope = await makeProduct(admin, { barcodes: [barcode] });
    outside = await makeProduct(admin, { barcodes: [outsideBarcode] });
    countId = (await countingOf([inScope])).id;
  });

  it('takes a barcode of the shop’s products', async () => {
    const answer = await entry(cashier, countId, { barcode, quantity: 4 });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body.data.productId).toBe(inScope.id);
  });

  it('answers 404 naming an unknown barcode, 422 for a product outside the scope', async () => {
    const unknown = await entry(cashier, countId, { barcode: '999000111222' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('No product has the barcode 999000111222.');

    const byBarcode = await entry(cashier, countId, { barcode: outsideBarcode });
    expect(byBarcode.status).toBe(422);
    expect(byBarcode.body.errors.barcode[0]).toMatch(/outside this count’s scope/);
    const byId = await entry(cashier, countId, { productId: outside.id });
    expect(byId.status).toBe(422);
    expect(byId.body.errors.productId[0]).toMatch(/outside this count’s scope/);
  });

  it('refuses hostile input with 422 on its field and records nothing', async () => {
    const foreign = await makeProduct(other, {
      unitClassId: (await other.get('/api/masterfile/unit-classes?name=Count&relations=units')).body.data[0].id,
      unitOfMeasureId: (await other.get('/api/masterfile/unit-classes?name=Count&relations=units')).body.data[0].units[0].id,
      barcodes: ['4809999000017'],
    });
    const started = (await admin.get(`/api/inventory/stock-counts/${countId}`)).body.data.startedAt as string;
    const cases: [Record<string, unknown>, string][] = [
      [{ productId: foreign.id }, 'productId'],
      [{ productId: 'x' }, 'productId'],
      [{ productId: inScope.id, barcode }, 'productId'],
      [{}, 'productId'],
      [{ barcode: 'abc\u0000def' }, 'barcode'],
      [{ barcode: "' or 1=1 --" }, ''],
      [{ barcode: 'x'.repeat(65) }, 'barcode'],
      [{ productId: inScope.id, quantity: 1e21 }, 'quantity'],
      [{ productId: inScope.id, quantity: '1e3' }, 'quantity'],
      [{ productId: inScope.id, quantity: '1.23456' }, 'quantity'],
      [{ productId: inScope.id, quantity: -1 }, 'quantity'],
      [{ productId: inScope.id, quantity: 'NaN' }, 'quantity'],
      [{ productId: inScope.id, uomId: box, quantity: '9999999999' }, 'quantity'],
      [{ productId: inScope.id, uomId: 999_999_999 }, 'uomId'],
      [{ productId: inScope.id, mode: 'REPLACE' }, 'mode'],
      [{ productId: inScope.id, countedAt: secondsFromNow(600) }, 'countedAt'],
      // More than the clock allowance (5 minutes) before the start.
      [{ productId: inScope.id, countedAt: new Date(Date.parse(started) - 6 * 60_000).toISOString() }, 'countedAt'],
      [{ productId: inScope.id, countedAt: new Date(Date.now() - 25 * 3_600_000).toISOString() }, 'countedAt'],
      [{ productId: inScope.id, countedAt: 'yesterday' }, 'countedAt'],
      [{ productId: inScope.id, entryId: 'not-a-uuid' }, 'entryId'],
      [{ productId: inScope.id, entryId: "1'; drop table stock_count_entries; --" }, 'entryId'],
    ];
    const before = (await admin.get(`/api/inventory/stock-counts/${countId}/entries?removed=true`)).body.meta.total;
    for (const [body, field] of cases) {
      const answer = await entry(cashier, countId, body);
      if (field === '') {
        expect(answer.status, JSON.stringify(body)).toBe(404);
        continue;
      }
      expect(answer.status, `${JSON.stringify(body)} → ${JSON.stringify(answer.body)}`).toBe(422);
      expect(Object.keys(answer.body.errors ?? {}), JSON.stringify(body)).toContain(field);
    }
    // A foreign barcode is no product of this shop.
    expect((await entry(cashier, countId, { barcode: '4809999000017' })).status).toBe(404);
    expect((await admin.get(`/api/inventory/stock-counts/${countId}/entries?removed=true`)).body.meta.total).toBe(before);

    // A phone whose clock runs a minute behind, scanning right after the start, counts at the start.
    const behind = await entry(cashier, countId, {
      productId: inScope.id,
      quantity: 1,
      countedAt: new Date(Date.parse(started) - 60_000).toISOString(),
    });
    expect(behind.status, JSON.stringify(behind.body)).toBe(201);
    expect(behind.body.data.countedAt).toBe(new Date(started).toISOString());
    await cashier.delete(`/api/inventory/stock-counts/${countId}/entries/${behind.body.data.entryId}`);
  });

  it('answers 401 to the anonymous and 404 for another shop’s count', async () => {
    const anonymous = await t.request('POST', `/api/inventory/stock-counts/${countId}/entries`, {
      shop: 'demo',
      body: { entryId: 'nonsense' },
    });
    expect(anonymous.status).toBe(401);
    expect((await t.request('GET', `/api/inventory/stock-counts/${countId}/entries`, { shop: 'demo' })).status).toBe(401);
    expect((await entry(other, countId, { productId: inScope.id })).status).toBe(404);
    expect((await other.get(`/api/inventory/stock-counts/${countId}/entries`)).status).toBe(404);
    expect((await entry(cashier, 999_999_999, { productId: inScope.id })).status).toBe(404);
  });
});

describe('the count’s status', () => {
  it('takes entries while counting only (409 on a draft, posted or cancelled count)', async () => {
    const glue = await makeProduct(admin, {});
    const draft = await createCount(admin, { locationId: main, scope: 'FILTER', productIds: [glue.id] });
    const onDraft = await entry(cashier, draft, { productId: glue.id });
    expect(onDraft.status).toBe(409);

    const { id } = await countingOf([glue]);
    const counted = await entry(cashier, id, { productId: glue.id, quantity: 2 });
    expect(counted.status).toBe(201);
    await postCount(admin, id);
    const onPosted = await entry(cashier, id, { productId: glue.id, quantity: 2 });
    expect(onPosted.status).toBe(409);
    expect(onPosted.body.message).toMatch(/posted/);
    // A phone retrying an entry the count already took is answered that entry, not a refusal.
    const retried = await cashier.post(`/api/inventory/stock-counts/${id}/entries`, {
      entryId: counted.body.data.entryId,
      productId: glue.id,
      quantity: 2,
      countedAt: counted.body.data.countedAt,
    });
    expect(retried.status).toBe(200);
    expect(retried.body.data.id).toBe(counted.body.data.id);
    // Removing is over too.
    expect((await cashier.delete(`/api/inventory/stock-counts/${id}/entries/${counted.body.data.id}`)).status).toBe(409);

    const { id: cancelled } = await countingOf([glue]);
    expect((await admin.put(`/api/inventory/stock-counts/${cancelled}/cancel`, { reason: 'Wrong aisle' })).status).toBe(200);
    expect((await entry(cashier, cancelled, { productId: glue.id })).status).toBe(409);
  });
});

describe('an entry racing the post', () => {
  it('is either counted before the post or refused after it, never lost or half written', async () => {
    for (let round = 0; round < 3; round++) {
      const caulk = await makeProduct(admin, {});
      const { id } = await countingOf([caulk]);
      await entry(cashier, id, { productId: caulk.id, quantity: 1 });
      const [late, posted] = await Promise.all([
        entry(cashier2, id, { productId: caulk.id, quantity: 2 }),
        admin.post(`/api/inventory/stock-counts/${id}/post`, { zeroUncounted: false }),
      ]);
      expect(posted.status, JSON.stringify(posted.body)).toBe(200);
      expect([201, 409], JSON.stringify(late.body)).toContain(late.status);
      const entries = await admin.get(`/api/inventory/stock-counts/${id}/entries`);
      expect(entries.body.meta.total).toBe(late.status === 201 ? 2 : 1);
      const lines = await admin.get(`/api/inventory/stock-counts/${id}/lines`);
      expect(lines.status, JSON.stringify(lines.body)).toBe(200);
      expect(lines.body.data[0].counted).toBe(late.status === 201 ? '3' : '1');
    }
  });
});

describe('listing and removing entries', () => {
  let tile: Product;
  let grout: Product;
  let countId: number;
  let startedAt: string;

  beforeAll(async () => {
    tile = await makeProduct(admin, {});
    grout = await makeProduct(admin, {});
    ({ id: countId, startedAt } = await countingOf([tile, grout]));
  });

  it('lists entries newest first, by product, user or mine, paged', async () => {
    const mine = [];
    for (let i = 1; i <= 3; i++)
      mine.push(await entry(cashier, countId, { productId: tile.id, quantity: i, countedAt: secondsAfter(startedAt, i + 10) }));
    await entry(cashier2, countId, { productId: grout.id, quantity: 7, countedAt: secondsAfter(startedAt, 5) });

    const all = await cashier.get(`/api/inventory/stock-counts/${countId}/entries`);
    expect(all.status).toBe(200);
    expect(all.body.data.map((e: { quantity: string }) => e.quantity)).toEqual(['3', '2', '1', '7']);
    expect(all.body.meta).toEqual({ current_page: 1, per_page: 50, total: 4, last_page: 1 });

    const ofMine = await cashier2.get(`/api/inventory/stock-counts/${countId}/entries?mine=true`);
    expect(ofMine.body.data.map((e: { productId: number }) => e.productId)).toEqual([grout.id]);
    const byUser = await admin.get(`/api/inventory/stock-counts/${countId}/entries?userId=${cashier.id}&pageSize=2&page=2`);
    expect(byUser.body.data.map((e: { quantity: string }) => e.quantity)).toEqual(['1']);
    expect(byUser.body.meta).toMatchObject({ total: 3, last_page: 2 });
    const byProduct = await admin.get(`/api/inventory/stock-counts/${countId}/entries?productId=${grout.id}`);
    expect(byProduct.body.meta.total).toBe(1);
    const farPage = await admin.get(`/api/inventory/stock-counts/${countId}/entries?page=999`);
    expect(farPage.body.data).toEqual([]);

    for (const bad of ['pageSize=1000000', 'pageSize=0', 'page=-1', 'productId=abc', 'mine=maybe', 'page=1e21'])
      expect((await admin.get(`/api/inventory/stock-counts/${countId}/entries?${bad}`)).status, bad).toBe(422);
  });

  it('removes an entry by its maker or a manager, never by another cashier', async () => {
    const made = await entry(cashier, countId, { productId: grout.id, quantity: 5, countedAt: secondsAfter(startedAt, 1) });
    expect(made.body.line.counted).toBe('12');
    const path = `/api/inventory/stock-counts/${countId}/entries/${made.body.data.id}`;

    const refused = await cashier2.delete(path);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/Create Stock Counts/);

    const removed = await cashier.delete(path);
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    expect(removed.body.data.removedBy).toBe(cashier.id);
    expect(removed.body.data.removedAt).not.toBeNull();
    expect(removed.body.line).toMatchObject({ counted: '7', entryCount: 1 });
    // Twice is 404: it is no longer one of the count's entries.
    expect((await cashier.delete(path)).status).toBe(404);

    const listed = await admin.get(`/api/inventory/stock-counts/${countId}/entries?productId=${grout.id}`);
    expect(listed.body.meta.total).toBe(1);
    const withRemoved = await admin.get(`/api/inventory/stock-counts/${countId}/entries?productId=${grout.id}&removed=true`);
    expect(withRemoved.body.meta.total).toBe(2);

    // A manager removes another's entry, by the device's entryId; the last one leaves the line uncounted.
    const theirs = withRemoved.body.data.find((e: { removedAt: string | null }) => e.removedAt === null);
    const byManager = await manager.delete(`/api/inventory/stock-counts/${countId}/entries/${theirs.entryId}`);
    expect(byManager.status, JSON.stringify(byManager.body)).toBe(200);
    expect(byManager.body.line).toMatchObject({ counted: null, entryCount: 0, lastCountedAt: null });

    expect((await other.delete(`/api/inventory/stock-counts/${countId}/entries/${theirs.id}`)).status).toBe(404);
    expect((await cashier.delete(`/api/inventory/stock-counts/${countId}/entries/not-an-entry`)).status).toBe(404);
    expect((await t.request('DELETE', `/api/inventory/stock-counts/${countId}/entries/${theirs.id}`, { shop: 'demo' })).status).toBe(401);
  });
});

describe('routing to one shop', () => {
  it('pins every statement of an entry, the list and a removal to the shop (tenant_id)', async () => {
    await loadParser();
    const sealant = await makeProduct(admin, { barcodes: [`482${String(Date.now()).slice(-10)}`] });
    const { id } = await countingOf([sealant]);
    const { result, statements } = await t.statementsOf(async () => {
      const made = await entry(cashier, id, { productId: sealant.id, quantity: 2 });
      await entry(cashier, id, { entryId: made.body.data.entryId, productId: sealant.id, quantity: 2 });
      await admin.get(`/api/inventory/stock-counts/${id}/entries?productId=${sealant.id}&mine=true`);
      return cashier.delete(`/api/inventory/stock-counts/${id}/entries/${made.body.data.id}`);
    });
    expect(result.status).toBe(200);
    const touching = statements.filter((s) => /stock_count_entries/.test(s));
    expect(touching.length).toBeGreaterThan(3);
    for (const statement of statements) expect(unroutedTables(statement), statement).toEqual([]);
  });
});
