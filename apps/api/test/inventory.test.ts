import ExcelJS from 'exceljs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenants } from '../src/db/schema/tenancy';
import { productLedgerPdf } from '../src/modules/inventory/ledger-pdf';
import { signInAs, startTestApp, type Client, type TestApp } from './support/test-app';

let t: TestApp;
let admin: Client;
let other: Client;
let cashier: Client;
let piece: number;
let dozen: number;
let box: number;
let countClass: number;
let main: number;
let warehouse: number;

async function makeProduct(body: Record<string, unknown>) {
  const answer = await admin.post('/api/inventory/products', { type: 'PRODUCT', unitClassId: countClass, unitOfMeasureId: piece, ...body });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data;
}

async function adjust(
  productId: number,
  quantity: number | string,
  options: { locationId?: number; uomId?: number; mode?: string; serialNumbers?: string[] } = {},
) {
  return admin.post('/api/inventory/adjustments', {
    locationId: options.locationId ?? main,
    reason: 'Test',
    items: [
      { productId, uomId: options.uomId ?? piece, quantity, mode: options.mode ?? 'delta', serialNumbers: options.serialNumbers ?? [] },
    ],
  });
}

async function onHand(productId: number, locationId = main): Promise<number> {
  const rows = (await admin.get(`/api/inventory/stocks?productId=${productId}&locationId=${locationId}`)).body.data;
  return rows[0]?.onHand ?? 0;
}

beforeAll(async () => {
  t = await startTestApp();
  admin = t.as('demo', (await t.login('demo')).token);
  other = t.as('other', (await t.login('other')).token);
  cashier = await signInAs(t, admin, 'demo', ['Cashier']);
  const count = (await admin.get('/api/masterfile/unit-classes?name=Count&relations=units')).body.data[0];
  countClass = count.id;
  piece = count.units.find((u: { unit: string }) => u.unit === 'piece').id;
  dozen = count.units.find((u: { unit: string }) => u.unit === 'dozen').id;
  box = (await admin.post(`/api/masterfile/unit-classes/${countClass}/unit-of-measures`, { unit: 'box', factor: 24 })).body.data.id;
  main = (await admin.get('/api/masterfile/stock-locations?code=MAIN')).body.data[0].id;
  warehouse = (await admin.post('/api/masterfile/stock-locations', { name: 'Warehouse', code: 'WH' })).body.data.id;
});
afterAll(async () => t.close());

describe('products', () => {
  it('creates a product with two units, prices, barcodes, and stock rows at every location', async () => {
    const category = (await admin.post('/api/masterfile/product-categories', { categoryName: 'Hardware' })).body.data.id;
    const product = await makeProduct({
      sku: 'NAIL-1',
      productName: 'Common Nail 1"',
      productCategoryId: category,
      basePrice: '2.50',
      cost: '1.75',
      reorderPoint: 100,
      barcodes: ['4800016000011', '4800016000028'],
      productPrices: [{ uomId: box, price: '55.00' }],
    });
    expect(product).toMatchObject({
      sku: 'NAIL-1',
      type: 'PRODUCT',
      unit: 'piece',
      basePrice: 2.5,
      price: 2.5,
      cost: 1.75,
      markup: 42.86,
      onHand: 0,
      barcodes: ['4800016000011', '4800016000028'],
      productCategory: { categoryName: 'Hardware' },
    });
    expect(product.productPrices).toEqual([
      expect.objectContaining({ uomId: box, price: 55, uom: expect.objectContaining({ unit: 'box' }) }),
    ]);
    const stocks = (await admin.get(`/api/inventory/stocks?productId=${product.id}`)).body.data;
    expect(stocks.map((s: { locationName: string; onHand: number }) => [s.locationName, s.onHand]).sort()).toEqual([
      ['Main Store', 0],
      ['Warehouse', 0],
    ]);
  });

  it('shows cost and markup only with their permissions, and refuses filtering on them otherwise', async () => {
    const list = await cashier.get('/api/inventory/products?sku=NAIL-1');
    expect(list.status).toBe(200);
    expect(list.body.data[0]).not.toHaveProperty('cost');
    expect(list.body.data[0]).not.toHaveProperty('markup');
    expect((await cashier.get('/api/inventory/products?cost[gt]=0')).status).toBe(400);
    expect((await cashier.get('/api/inventory/products?sort=cost,asc')).status).toBe(400);
    expect((await admin.get('/api/inventory/products?cost[gt]=1')).body.meta.total).toBe(1);
  });

  it('refuses a duplicate sku or barcode, a unit of another class, and setting cost without Add Product Cost', async () => {
    const dup = await admin.post('/api/inventory/products', {
      sku: 'nail-1',
      productName: 'X',
      type: 'PRODUCT',
      unitClassId: countClass,
      unitOfMeasureId: piece,
    });
    expect(dup.status).toBe(422);
    expect(dup.body.errors.sku).toEqual(['The sku has already been taken.']);
    const code = await admin.post('/api/inventory/products', {
      sku: 'X-1',
      productName: 'X',
      type: 'PRODUCT',
      unitClassId: countClass,
      unitOfMeasureId: piece,
      barcodes: ['4800016000011'],
    });
    expect(code.status).toBe(422);
    expect(code.body.errors.barcodes).toBeDefined();
    const weight = (
      await admin.post('/api/masterfile/unit-classes', {
        name: 'Weight',
        units: [
          { unit: 'g', factor: 1 },
          { unit: 'kg', factor: 1000 },
        ],
      })
    ).body.data;
    const wrongUnit = await admin.post('/api/inventory/products', {
      sku: 'X-2',
      productName: 'X',
      type: 'PRODUCT',
      unitClassId: countClass,
      unitOfMeasureId: weight.units[0].id,
    });
    expect(wrongUnit.status).toBe(422);
    expect(wrongUnit.body.errors.unitOfMeasureId).toBeDefined();
    const manager = await signInAs(t, admin, 'demo', ['Cashier']);
    await admin.put(`/api/rbac/roles/${(await admin.get('/api/rbac/roles?name=Cashier')).body.data[0].id}`, {});
    expect(
      (
        await manager.post('/api/inventory/products', {
          sku: 'X-3',
          productName: 'X',
          type: 'PRODUCT',
          unitClassId: countClass,
          unitOfMeasureId: piece,
          cost: 1,
        })
      ).status,
    ).toBe(403);
    expect((await admin.get('/api/inventory/products?sku[like]=X-')).body.meta.total).toBe(0);
  });

  it('moves a priced product without stock to another unit class only with prices in the new class’s units', async () => {
    const weight = (
      await admin.post('/api/masterfile/unit-classes', {
        name: 'Mass',
        units: [
          { unit: 'gram', factor: 1 },
          { unit: 'kilo', factor: 1000 },
        ],
      })
    ).body.data;
    const [gram, kilo] = [weight.units[0].id, weight.units[1].id];
    const sugar = await makeProduct({
      sku: 'SUGAR-1',
      productName: 'Washed Sugar',
      basePrice: 80,
      productPrices: [
        { uomId: piece, price: 80 },
        { uomId: dozen, price: 900 },
      ],
    });
    const bare = await admin.put(`/api/inventory/products/${sugar.id}`, { unitClassId: weight.id, unitOfMeasureId: gram });
    expect(bare.status, JSON.stringify(bare.body)).toBe(422);
    expect(bare.body.errors.productPrices).toBeDefined();
    const stored = (await admin.get(`/api/inventory/products/${sugar.id}?relations=productPrices`)).body.data;
    expect(stored.unitClassId).toBe(countClass);
    expect(stored.productPrices.map((p: { uomId: number }) => p.uomId).sort()).toEqual([piece, dozen].sort());
    const moved = await admin.put(`/api/inventory/products/${sugar.id}`, {
      unitClassId: weight.id,
      unitOfMeasureId: gram,
      productPrices: [{ uomId: kilo, price: 85 }],
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const after = (await admin.get(`/api/inventory/products/${sugar.id}?relations=productPrices`)).body.data;
    expect(after.productPrices.map((p: { uomId: number }) => p.uomId)).toEqual([kilo]);
  });

  it('keeps bundles to bundle rules and counts how many whole bundles the components make', async () => {
    const hammer = await makeProduct({ sku: 'HAM-1', productName: 'Claw Hammer', basePrice: 350 });
    const nails = (await admin.get('/api/inventory/products?sku=NAIL-1')).body.data[0];
    const noItems = await admin.post('/api/inventory/products', {
      sku: 'KIT-0',
      productName: 'Empty kit',
      type: 'BUNDLE',
      unitClassId: countClass,
      unitOfMeasureId: piece,
    });
    expect(noItems.status).toBe(422);
    const kit = await admin.post('/api/inventory/products', {
      sku: 'KIT-1',
      productName: 'Carpentry Kit',
      type: 'BUNDLE',
      unitClassId: countClass,
      unitOfMeasureId: piece,
      basePrice: 399,
      bundleProducts: [
        { bundleItemId: hammer.id, bundleQuantity: 1, bundleUomId: piece },
        { bundleItemId: nails.id, bundleQuantity: 1, bundleUomId: dozen },
      ],
    });
    expect(kit.status).toBe(201);
    expect(
      kit.body.data.bundleProducts.map((b: { bundleItem: { sku: string }; bundleQuantity: number; bundleUom: { unit: string } }) => [
        b.bundleItem.sku,
        b.bundleQuantity,
        b.bundleUom.unit,
      ]),
    ).toEqual([
      ['HAM-1', 1, 'piece'],
      ['NAIL-1', 1, 'dozen'],
    ]);
    expect(kit.body.data.onHand).toBe(0);
    await adjust(hammer.id, 3);
    await adjust(nails.id, 30);
    // 3 hammers but only 30 nails = 2 dozen: two whole kits.
    expect((await admin.get(`/api/inventory/products/${kit.body.data.id}`)).body.data.onHand).toBe(2);
    const nested = await admin.post('/api/inventory/products', {
      sku: 'KIT-2',
      productName: 'Kit of kits',
      type: 'BUNDLE',
      unitClassId: countClass,
      unitOfMeasureId: piece,
      bundleProducts: [{ bundleItemId: kit.body.data.id, bundleQuantity: 1, bundleUomId: piece }],
    });
    expect(nested.status).toBe(422);
    expect((await adjust(kit.body.data.id, 1)).status).toBe(422);
  });

  it('counts a bundle’s whole kits at each location and adds them up: parts at different locations make no kit', async () => {
    const frame = await makeProduct({ sku: 'FRM-1', productName: 'Frame' });
    const wheel = await makeProduct({ sku: 'WHL-1', productName: 'Wheel' });
    const service = (
      await admin.post('/api/inventory/products', {
        sku: 'ASM-1',
        productName: 'Assembly',
        type: 'SERVICE',
        unitClassId: countClass,
        unitOfMeasureId: piece,
      })
    ).body.data;
    const bike = await admin.post('/api/inventory/products', {
      sku: 'BIKE-1',
      productName: 'Bike kit',
      type: 'BUNDLE',
      unitClassId: countClass,
      unitOfMeasureId: piece,
      bundleProducts: [
        { bundleItemId: frame.id, bundleQuantity: 1, bundleUomId: piece },
        { bundleItemId: wheel.id, bundleQuantity: 2, bundleUomId: piece },
        // A service has no stock and does not limit the kits.
        { bundleItemId: service.id, bundleQuantity: 1, bundleUomId: piece },
      ],
    });
    expect(bike.status).toBe(201);
    const kits = async () => (await admin.get(`/api/inventory/products/${bike.body.data.id}`)).body.data.onHand;
    const withStock = async () => (await admin.get('/api/inventory/products?stocksFilter=with_stocks&sku=BIKE-1')).body.meta.total;
    const branch = (await admin.post('/api/masterfile/stock-locations', { name: 'Bike Branch', code: 'BB' })).body.data.id;
    // The frame at the store, the wheels at the branch: nothing to sell as a kit anywhere.
    await adjust(frame.id, 1);
    await adjust(wheel.id, 2, { locationId: branch });
    expect(await kits()).toBe(0);
    expect(await withStock()).toBe(0);
    expect((await admin.get('/api/inventory/products?stocksFilter=without_stocks&sku=BIKE-1')).body.meta.total).toBe(1);
    // Main: 3 frames, 5 wheels → 2 kits; branch: 1 frame, 2 wheels → 1 kit.
    await adjust(frame.id, 2);
    await adjust(wheel.id, 5);
    await adjust(frame.id, 1, { locationId: branch });
    expect(await kits()).toBe(3);
    expect((await admin.get('/api/inventory/products?sku=BIKE-1')).body.data[0].onHand).toBe(3);
    // The Stocks filter of the products list counts kits too.
    expect(await withStock()).toBe(1);
    expect((await admin.get('/api/inventory/products?stocksFilter=without_stocks&sku=BIKE-1')).body.meta.total).toBe(0);
  });

  it('finds products by many filters, prices and stocks', async () => {
    await makeProduct({ sku: 'SVC-X', productName: 'No price yet' });
    expect((await admin.get('/api/inventory/products?priceFilter=without_price&sku=SVC-X')).body.meta.total).toBe(1);
    expect((await admin.get('/api/inventory/products?priceFilter=with_price&sku=SVC-X')).body.meta.total).toBe(0);
    expect((await admin.get('/api/inventory/products?stocksFilter=with_stocks&sku=HAM-1')).body.meta.total).toBe(1);
    expect((await admin.get('/api/inventory/products?stocksFilter=without_stocks&sku=SVC-X')).body.meta.total).toBe(1);
    expect((await admin.get('/api/inventory/products?globalFilter=hammer')).body.data.map((p: { sku: string }) => p.sku)).toEqual([
      'HAM-1',
    ]);
    const batch = await cashier.get(
      `/api/masterfile/products/batch?product_ids=${(await admin.get('/api/inventory/products?sku=HAM-1')).body.data[0].id},999999&relations=productPrices`,
    );
    expect(batch.status, JSON.stringify(batch.body)).toBe(200);
    expect(batch.body.data.map((p: { sku: string }) => p.sku)).toEqual(['HAM-1']);
  });

  it('refuses changes that would break the ledger once stock has moved', async () => {
    const hammer = (await admin.get('/api/inventory/products?sku=HAM-1')).body.data[0];
    expect((await admin.put(`/api/inventory/products/${hammer.id}`, { type: 'SERVICE' })).status).toBe(422);
    expect((await admin.put(`/api/inventory/products/${hammer.id}`, { isSerialized: true })).status).toBe(422);
    const deleted = await admin.delete(`/api/inventory/products/${hammer.id}`);
    expect(deleted.status).toBe(409);
    expect(deleted.body.message).toMatch(/still used by/);
    const unused = await makeProduct({ sku: 'GONE-1', productName: 'Never stocked' });
    expect((await admin.delete(`/api/inventory/products/${unused.id}`)).status).toBe(200);
  });

  it("deletes a product with 'Delete Products', which 'Edit Products' alone does not give", async () => {
    for (const [name, permissions] of [
      ['Product Reviser', ['View Products', 'Edit Products']],
      ['Product Remover', ['View Products', 'Delete Products']],
    ] as const) {
      expect((await admin.post('/api/rbac/roles', { name, permissions })).status).toBe(201);
    }
    const editor = await signInAs(t, admin, 'demo', ['Product Reviser']);
    const remover = await signInAs(t, admin, 'demo', ['Product Remover']);
    const unused = await makeProduct({ sku: 'GONE-2', productName: 'Never stocked either' });
    expect((await editor.put(`/api/inventory/products/${unused.id}`, { productName: 'Renamed' })).status).toBe(200);
    expect((await editor.delete(`/api/inventory/products/${unused.id}`)).status).toBe(403);
    expect((await remover.delete(`/api/inventory/products/${unused.id}`)).status).toBe(200);
  });

  it('is another shop’s business not at all', async () => {
    const hammer = (await admin.get('/api/inventory/products?sku=HAM-1')).body.data[0];
    expect((await other.get(`/api/inventory/products/${hammer.id}`)).status).toBe(404);
    expect((await other.get(`/api/inventory/products/${hammer.id}/ledger`)).status).toBe(404);
    expect((await other.get('/api/inventory/stocks')).body.data.every((s: { productId: number }) => s.productId !== hammer.id)).toBe(true);
    const theirs = (await other.get('/api/masterfile/stock-locations')).body.data[0].id;
    expect(
      (
        await admin.post('/api/inventory/adjustments', {
          locationId: theirs,
          reason: 'x',
          items: [{ productId: hammer.id, uomId: piece, quantity: 1 }],
        })
      ).status,
    ).toBe(422);
  });
});

describe('the stock ledger', () => {
  it('converts units: 2 boxes of 24 in is 48 pieces; 1 dozen out leaves 36', async () => {
    const screws = await makeProduct({ sku: 'SCR-1', productName: 'Wood Screw', basePrice: 1 });
    expect((await adjust(screws.id, 2, { uomId: box })).status).toBe(201);
    expect(await onHand(screws.id)).toBe(48);
    expect((await adjust(screws.id, -1, { uomId: dozen })).status).toBe(201);
    expect(await onHand(screws.id)).toBe(36);
    const ledger = (await admin.get(`/api/inventory/products/${screws.id}/ledger?sort=id,asc`)).body.data;
    expect(
      ledger.map((m: { quantity: number; balanceAfter: number; uomQuantity: number; uom: { unit: string } }) => [
        m.quantity,
        m.balanceAfter,
        m.uomQuantity,
        m.uom.unit,
      ]),
    ).toEqual([
      [48, 48, 2, 'box'],
      [-12, 36, -1, 'dozen'],
    ]);
  });

  it('sets a counted quantity as the difference', async () => {
    const screws = (await admin.get('/api/inventory/products?sku=SCR-1')).body.data[0];
    const counted = await adjust(screws.id, 40, { mode: 'count' });
    expect(counted.status).toBe(201);
    expect(counted.body.data.items[0]).toMatchObject({ mode: 'count', quantity: 40, previousOnHand: 36, baseDelta: 4 });
    expect(await onHand(screws.id)).toBe(40);
    expect(counted.body.data.adjustmentNumber).toMatch(/^ADJ-\d{6}$/);
  });

  it('refuses to go below zero with 409 naming the product and location, and writes nothing', async () => {
    const screws = (await admin.get('/api/inventory/products?sku=SCR-1')).body.data[0];
    const before = (await admin.get(`/api/inventory/products/${screws.id}/ledger`)).body.meta.total;
    const adjustments = (await admin.get('/api/inventory/adjustments')).body.meta.total;
    const answer = await adjust(screws.id, -41);
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe('Not enough stock of Wood Screw (SCR-1) at Main Store: 40 on hand, 41 needed.');
    expect(await onHand(screws.id)).toBe(40);
    expect((await admin.get(`/api/inventory/products/${screws.id}/ledger`)).body.meta.total).toBe(before);
    expect((await admin.get('/api/inventory/adjustments')).body.meta.total).toBe(adjustments);
  });

  it('allows negative stock when the shop says so', async () => {
    const screws = (await admin.get('/api/inventory/products?sku=SCR-1')).body.data[0];
    expect((await cashier.put('/api/setting/inventory-settings', { allowNegativeStock: true })).status).toBe(403);
    await admin.put('/api/setting/inventory-settings', { allowNegativeStock: true });
    expect((await adjust(screws.id, -45)).status).toBe(201);
    expect(await onHand(screws.id)).toBe(-5);
    await admin.put('/api/setting/inventory-settings', { allowNegativeStock: false });
    expect((await adjust(screws.id, 5)).status).toBe(201);
    expect((await other.get('/api/setting/inventory-settings')).body.data.allowNegativeStock).toBe(false);
  });

  it('transfers between locations in one go, and refuses more than the source has', async () => {
    const screws = (await admin.get('/api/inventory/products?sku=SCR-1')).body.data[0];
    await adjust(screws.id, 10);
    const moved = await admin.post('/api/inventory/stock-transfers', {
      sourceWarehouseId: main,
      destinationWarehouseId: warehouse,
      items: [{ productId: screws.id, uomId: piece, quantity: 6 }],
    });
    expect(moved.status).toBe(201);
    expect(moved.body.data).toMatchObject({
      transferNumber: expect.stringMatching(/^TRF-/),
      sourceWarehouse: { code: 'MAIN' },
      destinationWarehouse: { code: 'WH' },
    });
    expect([await onHand(screws.id, main), await onHand(screws.id, warehouse)]).toEqual([4, 6]);
    const tooMuch = await admin.post('/api/inventory/stock-transfers', {
      sourceWarehouseId: main,
      destinationWarehouseId: warehouse,
      items: [{ productId: screws.id, uomId: piece, quantity: 5 }],
    });
    expect(tooMuch.status).toBe(409);
    expect([await onHand(screws.id, main), await onHand(screws.id, warehouse)]).toEqual([4, 6]);
    expect(
      (
        await admin.post('/api/inventory/stock-transfers', {
          sourceWarehouseId: main,
          destinationWarehouseId: main,
          items: [{ productId: screws.id, uomId: piece, quantity: 1 }],
        })
      ).status,
    ).toBe(422);
    expect(
      (
        await cashier.post('/api/inventory/stock-transfers', {
          sourceWarehouseId: main,
          destinationWarehouseId: warehouse,
          items: [{ productId: screws.id, uomId: piece, quantity: 1 }],
        })
      ).status,
    ).toBe(403);
  });

  it('answers the stock list with filters, a summary and an xlsx export', async () => {
    expect(
      (await admin.get(`/api/inventory/stocks?locationId=${warehouse}&stocksFilter=with_stocks`)).body.data.map(
        (s: { sku: string }) => s.sku,
      ),
    ).toEqual(['SCR-1']);
    const summary = (await admin.get(`/api/inventory/stocks/summary?locationId=${warehouse}`)).body.data;
    expect(summary).toMatchObject({ totalOnHand: 6 });
    const file = await t.request('GET', `/api/inventory/stocks/export?locationId=${warehouse}&stocksFilter=with_stocks`, {
      token: (await t.login('demo')).token,
    });
    expect(file.headers['content-type']).toMatch(/spreadsheetml/);
    const raw = await t.app.inject({
      method: 'GET',
      url: `/api/inventory/stocks/export?locationId=${warehouse}&stocksFilter=with_stocks`,
      // As a browser asks: an export is sent as it is, never compressed again.
      headers: { host: 'localhost', authorization: `Bearer ${(await t.login('demo')).token}`, 'accept-encoding': 'gzip, br' },
    });
    expect(raw.headers['content-encoding']).toBeUndefined();
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(raw.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Stocks')!;
    expect(sheet.getRow(1).values).toEqual([undefined, 'SKU', 'Product', 'Location', 'On Hand', 'Unit', 'Reorder Point']);
    expect(sheet.getRow(2).values).toEqual([undefined, 'SCR-1', 'Wood Screw', 'Warehouse', 6, 'piece']);
  });

  it('exports the ledger as a PDF and answers a day-by-day stock history', async () => {
    const screws = (await admin.get('/api/inventory/products?sku=SCR-1')).body.data[0];
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/inventory/products/${screws.id}/ledger/export-pdf`,
      headers: { host: 'localhost', authorization: `Bearer ${(await t.login('demo')).token}`, 'accept-encoding': 'gzip, br' },
    });
    expect(pdf.headers['content-encoding']).toBeUndefined();
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const token = (await t.login('demo')).token;
    const pdfWith = (query: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/inventory/products/${screws.id}/ledger/export-pdf?${query}`,
        headers: { host: 'localhost', authorization: `Bearer ${token}` },
      });
    expect((await pdfWith('timezoneOffset=-480')).statusCode).toBe(200);
    expect((await pdfWith('timezone=Mars/Olympus')).statusCode).toBe(400);
    // What the PDF holds: times in the request's zone (Manila when it names none), and a line when rows were cut.
    const [demo] = await t.db.transaction(null, (tx) => tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.slug, 'demo')));
    const ledger = (await admin.get(`/api/inventory/products/${screws.id}/ledger?sort=id,asc&pageSize=1000`)).body.data as {
      createdAt: string;
    }[];
    const content = (query: Record<string, string>, limit?: number) =>
      t.db.transaction(demo!.id, async (tx) => JSON.stringify(await productLedgerPdf(tx, screws.id, query, limit)));
    const inNewYork = await content({ timezone: 'America/New_York', sort: 'id,asc' }, 2);
    expect(inNewYork).toContain('Times in America/New_York');
    expect(inNewYork).toContain(new Date(ledger[0]!.createdAt).toLocaleString('en-PH', { timeZone: 'America/New_York' }));
    expect(inNewYork).toContain(`Only the first 2 of ${ledger.length} movements are listed; narrow the filters to print the rest.`);
    const inManila = await content({});
    expect(inManila).toContain('Times in Asia/Manila');
    expect(inManila).toContain(new Date(ledger[0]!.createdAt).toLocaleString('en-PH', { timeZone: 'Asia/Manila' }));
    expect(inManila).not.toContain('Only the first');
    const history = (await admin.get(`/api/reports/stock-history/${screws.id}`)).body.data;
    const mainToday = history.filter((h: { locationName: string }) => h.locationName === 'Main Store');
    expect(mainToday).toHaveLength(1);
    expect(mainToday[0]).toMatchObject({ closingBalance: 4 });
  });

  it('keeps on hand equal to the ledger sum for every product and location', async () => {
    const drift = await t.db.transaction(1, (tx) =>
      tx.execute(sql`
        select s.product_id, s.location_id, s.on_hand, coalesce(sum(m.quantity), 0) as ledger
          from stock_levels s left join stock_movements m on m.product_id = s.product_id and m.location_id = s.location_id
         group by s.product_id, s.location_id, s.on_hand
        having s.on_hand <> coalesce(sum(m.quantity), 0)`),
    );
    expect(drift.rows).toEqual([]);
  });
});

describe('adjustment items', () => {
  it('lists the items of adjustments by the list protocol, behind View Adjustments, for this shop only', async () => {
    const glue = await makeProduct({ sku: 'GLU-1', productName: 'Wood Glue' });
    const tape = await makeProduct({ sku: 'TAP-1', productName: 'Masking Tape' });
    await adjust(tape.id, 5);
    const posted = await admin.post('/api/inventory/adjustments', {
      locationId: main,
      reason: 'Stock count',
      items: [
        { productId: glue.id, uomId: dozen, quantity: 2 },
        { productId: tape.id, uomId: piece, quantity: 3, mode: 'count' },
      ],
    });
    expect(posted.status).toBe(201);
    const id = posted.body.data.id;

    const items = await admin.get(`/api/inventory/adjustments/items?adjustmentId=${id}&relations=product|uom|adjustment&sort=id,asc`);
    expect(items.status).toBe(200);
    expect(items.body.meta).toMatchObject({ current_page: 1, total: 2, last_page: 1 });
    expect(
      items.body.data.map((i: Record<string, any>) => [
        i.product.sku,
        i.uom.unit,
        i.mode,
        i.quantity,
        i.previousOnHand,
        i.baseDelta,
        i.adjustment.adjustmentNumber,
      ]),
    ).toEqual([
      ['GLU-1', 'dozen', 'delta', 2, 0, 24, posted.body.data.adjustmentNumber],
      ['TAP-1', 'piece', 'count', 3, 5, -2, posted.body.data.adjustmentNumber],
    ]);
    // Filters, comparisons, sorting and paging as every list.
    expect(
      (await admin.get(`/api/inventory/adjustments/items?adjustmentId=${id}&baseDelta[lt]=0`)).body.data.map(
        (i: { productId: number }) => i.productId,
      ),
    ).toEqual([tape.id]);
    expect((await admin.get(`/api/inventory/adjustments/items?productId=${glue.id}&mode=delta`)).body.meta.total).toBe(1);
    const page2 = await admin.get(`/api/inventory/adjustments/items?adjustmentId=${id}&sort=id,desc&pageSize=1&page=2`);
    expect(page2.body.data.map((i: { productId: number }) => i.productId)).toEqual([glue.id]);
    expect(page2.body.meta).toMatchObject({ current_page: 2, per_page: 1, total: 2, last_page: 2 });
    const unknown = await admin.get('/api/inventory/adjustments/items?reason=x');
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors.reason).toEqual(["Unknown filter column 'reason'."]);
    expect((await admin.get(`/api/inventory/adjustments/items/${items.body.data[0].id}`)).body.data).toMatchObject({
      adjustmentId: id,
      productId: glue.id,
    });

    expect((await cashier.get('/api/inventory/adjustments/items')).status).toBe(403);
    const theirs = await other.get('/api/inventory/adjustments/items');
    expect(theirs.status).toBe(200);
    expect(theirs.body.data.every((i: { adjustmentId: number }) => i.adjustmentId !== id)).toBe(true);
    expect((await other.get(`/api/inventory/adjustments/items?adjustmentId=${id}`)).body.meta.total).toBe(0);
    expect((await other.get(`/api/inventory/adjustments/items/${items.body.data[0].id}`)).status).toBe(404);
  });
});

describe('serial numbers', () => {
  it('need one serial per unit in and out, follow transfers, and cannot be in stock twice', async () => {
    const phone = await makeProduct({ sku: 'PHN-1', productName: 'Phone', isSerialized: true, basePrice: 9999 });
    expect((await adjust(phone.id, 2, { serialNumbers: ['SN-1'] })).status).toBe(422);
    expect((await adjust(phone.id, 2, { serialNumbers: ['SN-1', 'sn-1'] })).status).toBe(422);
    expect((await adjust(phone.id, 2, { serialNumbers: ['SN-1', 'SN-2'] })).status).toBe(201);
    const again = await adjust(phone.id, 1, { serialNumbers: ['sn-2'] });
    expect(again.status).toBe(422);
    expect(again.body.message).toMatch(/already in stock/);
    expect((await adjust(phone.id, 1, { mode: 'count' })).status).toBe(422);

    const wrongPlace = await admin.post('/api/inventory/stock-transfers', {
      sourceWarehouseId: warehouse,
      destinationWarehouseId: main,
      items: [{ productId: phone.id, uomId: piece, quantity: 1, serialNumbers: ['SN-1'] }],
    });
    expect(wrongPlace.status).toBe(422);
    const moved = await admin.post('/api/inventory/stock-transfers', {
      sourceWarehouseId: main,
      destinationWarehouseId: warehouse,
      items: [{ productId: phone.id, uomId: piece, quantity: 1, serialNumbers: ['SN-1'] }],
    });
    expect(moved.status).toBe(201);
    // SN-1 is now at the warehouse: writing it off at the main store is refused.
    expect((await adjust(phone.id, -1, { serialNumbers: ['SN-1'] })).status).toBe(422);
    expect((await adjust(phone.id, -1, { serialNumbers: ['SN-1'], locationId: warehouse })).status).toBe(201);
    // A written-off unit may come back in.
    expect((await adjust(phone.id, 1, { serialNumbers: ['SN-1'] })).status).toBe(201);
    const ledger = (await admin.get(`/api/inventory/products/${phone.id}/ledger?sort=id,asc`)).body.data;
    expect(ledger.map((m: { serialNumbers: string[] }) => m.serialNumbers)).toEqual([
      ['SN-1', 'SN-2'],
      ['SN-1'],
      ['SN-1'],
      ['SN-1'],
      ['SN-1'],
    ]);
  });
});

describe('prices', () => {
  it('sets, lists and removes unit prices, and updates many at once', async () => {
    const nails = (await admin.get('/api/inventory/products?sku=NAIL-1')).body.data[0];
    const saved = await admin.post(`/api/inventory/products/${nails.id}/prices`, { uomId: dozen, price: 28 });
    expect(saved.body.data).toMatchObject({ uomId: dozen, price: 28 });
    expect((await cashier.post(`/api/inventory/products/${nails.id}/prices`, { uomId: dozen, price: 1 })).status).toBe(403);
    const bulk = await admin.post('/api/inventory/products/bulk-prices', {
      productPrices: [
        { productId: nails.id, price: '2.75' },
        { productId: nails.id, uomId: box, price: '60' },
      ],
    });
    expect(bulk.status).toBe(200);
    const table = (await admin.get(`/api/inventory/price-table?sku=NAIL-1`)).body.data[0];
    expect(table.basePrice).toBe(2.75);
    expect(table.productPrices.map((p: { uom: { unit: string }; price: number }) => [p.uom.unit, p.price]).sort()).toEqual([
      ['box', 60],
      ['dozen', 28],
    ]);
    const bad = await admin.post('/api/inventory/products/bulk-prices', {
      productPrices: [
        { productId: nails.id, price: '1' },
        { productId: 999999, price: '1' },
      ],
    });
    expect(bad.status).toBe(422);
    expect((await admin.get(`/api/inventory/products/${nails.id}`)).body.data.basePrice).toBe(2.75);
    const dozenPrice = table.productPrices.find((p: { uom: { unit: string } }) => p.uom.unit === 'dozen');
    expect((await admin.delete(`/api/inventory/products/${nails.id}/prices/${dozenPrice.id}`)).status).toBe(200);
  });

  it('answers tiered prices from the pricing schedule, counting the pricing group’s other lines', async () => {
    const schedule = (
      await admin.post('/api/pricing-schedules/templates', {
        name: 'Paint volume',
        type: 'percentage_off',
        breaks: [
          { minQuantity: 4, value: 10 },
          { minQuantity: 10, value: 20 },
        ],
      })
    ).body.data;
    const group = (await admin.post('/api/masterfile/product-pricing-groups', { name: 'Paint 4L' })).body.data;
    const white = await makeProduct({
      sku: 'PNT-W',
      productName: 'Paint White 4L',
      basePrice: 800,
      pricingGroupId: group.id,
      pricingScheduleTemplateId: schedule.id,
    });
    const blue = await makeProduct({ sku: 'PNT-B', productName: 'Paint Blue 4L', basePrice: 800, pricingGroupId: group.id });
    const price = async (quantity: number, others: { productId: number; orderedUomId: number; orderedQuantity: number }[] = []) => {
      const answer = await cashier.put('/api/inventory/product-prices/tiered-price', {
        productId: white.id,
        orderedUomId: piece,
        orderedQuantity: quantity,
        orderedPricingGroupProducts: others,
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return answer.body.data;
    };
    expect(await price(1)).toMatchObject({ unitPrice: 800, appliedBreak: null });
    expect(await price(4)).toMatchObject({ unitPrice: 720, appliedBreak: { minQuantity: 4, value: 10 } });
    expect(await price(2, [{ productId: blue.id, orderedUomId: piece, orderedQuantity: 8 }])).toMatchObject({ unitPrice: 640 });
    // One dozen is 12 pieces: the 20% break, on the price of a dozen.
    expect(
      (await cashier.put('/api/inventory/product-prices/tiered-price', { productId: white.id, orderedUomId: dozen, orderedQuantity: 1 }))
        .body.data,
    ).toMatchObject({ regularPrice: 9600, unitPrice: 7680 });
    await admin.put('/api/setting/feature-flags/pricing_groups_module/toggle');
    expect(await price(2, [{ productId: blue.id, orderedUomId: piece, orderedQuantity: 8 }])).toMatchObject({ unitPrice: 800 });
    await admin.put('/api/setting/feature-flags/pricing_groups_module/toggle');
    expect(
      (await cashier.put('/api/inventory/product-prices/tiered-price', { productId: white.id, orderedUomId: 999999, orderedQuantity: 1 }))
        .status,
    ).toBe(422);
  });

  it('assigns and clears warranty and pricing-schedule templates with their permissions', async () => {
    const nails = (await admin.get('/api/inventory/products?sku=NAIL-1')).body.data[0];
    const warranty = (await admin.post('/api/masterfile/warranty-templates', { name: '7 days', duration: 7, durationUnit: 'days' })).body
      .data;
    const put = await admin.put(`/api/inventory/products/${nails.id}/warranty-template/${warranty.id}`);
    expect(put.body.data.warrantyTemplateId).toBe(warranty.id);
    expect((await cashier.put(`/api/inventory/products/${nails.id}/warranty-template/${warranty.id}`)).status).toBe(403);
    expect((await admin.put(`/api/inventory/products/${nails.id}/warranty-template/999999`)).status).toBe(422);
    expect((await admin.delete(`/api/inventory/products/${nails.id}/warranty-template`)).body.data.warrantyTemplateId).toBeNull();
  });
});

describe('unit prices sent with a product update', () => {
  it('need Save Product Price to add or change and Delete Product Price to remove, like their own calls', async () => {
    const product = await makeProduct({
      sku: 'PRC-1',
      productName: 'Priced by the box',
      basePrice: 10,
      productPrices: [{ uomId: box, price: '200' }],
    });
    const role = async (name: string, permissions: string[]) => {
      expect((await admin.post('/api/rbac/roles', { name, permissions: ['View Products', 'Edit Products', ...permissions] })).status).toBe(
        201,
      );
      return signInAs(t, admin, 'demo', [name]);
    };
    const editor = await role('Product Editor', []);
    const pricer = await role('Product Pricer', ['Save Product Price']);
    const remover = await role('Price Remover', ['Delete Product Price']);
    const prices = async () =>
      ((await admin.get(`/api/inventory/products/${product.id}`)).body.data.productPrices as { uomId: number; price: number }[])
        .map((p) => [p.uomId, p.price])
        .sort();

    // Edit Products alone: other fields yes, prices no (neither changed, added nor removed).
    expect((await editor.put(`/api/inventory/products/${product.id}`, { productName: 'Priced by the box (new)' })).status).toBe(200);
    const changed = await editor.put(`/api/inventory/products/${product.id}`, { productPrices: [{ uomId: box, price: '1' }] });
    expect(changed.status).toBe(403);
    expect(changed.body.message).toBe('This action is unauthorized: changing unit prices needs the Save Product Price permission.');
    const added = await editor.put(`/api/inventory/products/${product.id}`, {
      productPrices: [
        { uomId: box, price: '200.00' },
        { uomId: dozen, price: '100' },
      ],
    });
    expect(added.status).toBe(403);
    const removed = await editor.put(`/api/inventory/products/${product.id}`, { productPrices: [] });
    expect(removed.status).toBe(403);
    expect(removed.body.message).toBe('This action is unauthorized: removing unit prices needs the Delete Product Price permission.');
    expect(await prices()).toEqual([[box, 200]]);
    // The stored prices sent back unchanged are no change at all.
    expect((await editor.put(`/api/inventory/products/${product.id}`, { productPrices: [{ uomId: box, price: '200.00' }] })).status).toBe(
      200,
    );

    // Save Product Price changes and adds, but cannot drop the box price on the way.
    expect((await pricer.put(`/api/inventory/products/${product.id}`, { productPrices: [{ uomId: dozen, price: '100' }] })).status).toBe(
      403,
    );
    expect(
      (
        await pricer.put(`/api/inventory/products/${product.id}`, {
          productPrices: [
            { uomId: box, price: '210' },
            { uomId: dozen, price: '100' },
          ],
        })
      ).status,
    ).toBe(200);
    expect(await prices()).toEqual(
      [
        [box, 210],
        [dozen, 100],
      ].sort(),
    );
    // Delete Product Price removes, but cannot change what stays.
    expect((await remover.put(`/api/inventory/products/${product.id}`, { productPrices: [{ uomId: box, price: '1' }] })).status).toBe(403);
    expect((await remover.put(`/api/inventory/products/${product.id}`, { productPrices: [{ uomId: box, price: '210' }] })).status).toBe(
      200,
    );
    expect(await prices()).toEqual([[box, 210]]);
    // An Administrator has both.
    expect((await admin.put(`/api/inventory/products/${product.id}`, { productPrices: [{ uomId: dozen, price: '99.50' }] })).status).toBe(
      200,
    );
    expect(await prices()).toEqual([[dozen, 99.5]]);
  });
});

describe('serial-tracked products and bundles', () => {
  it('refuses a serial-tracked product as a bundle part, and serial tracking for a bundle part', async () => {
    const phone = await makeProduct({ sku: 'PHN-B', productName: 'Bundle Phone', isSerialized: true });
    const charger = await makeProduct({ sku: 'CHG-B', productName: 'Charger' });
    const bundle = (items: { bundleItemId: number }[]) => ({
      sku: 'PHN-KIT',
      productName: 'Phone kit',
      type: 'BUNDLE',
      unitClassId: countClass,
      unitOfMeasureId: piece,
      bundleProducts: items.map((i) => ({ ...i, bundleQuantity: 1, bundleUomId: piece })),
    });
    const refused = await admin.post('/api/inventory/products', bundle([{ bundleItemId: charger.id }, { bundleItemId: phone.id }]));
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({
      'bundleProducts.1.bundleItemId': [
        'Bundle Phone is serial-tracked and cannot be part of a bundle: sell it on its own line with its serial numbers.',
      ],
    });
    expect((await admin.get('/api/inventory/products?sku=PHN-KIT')).body.meta.total).toBe(0);

    const kit = await admin.post('/api/inventory/products', bundle([{ bundleItemId: charger.id }]));
    expect(kit.status).toBe(201);
    const update = await admin.put(`/api/inventory/products/${kit.body.data.id}`, {
      bundleProducts: [{ bundleItemId: phone.id, bundleQuantity: 1, bundleUomId: piece }],
    });
    expect(update.status).toBe(422);
    expect(Object.keys(update.body.errors)).toEqual(['bundleProducts.0.bundleItemId']);
    // Nor may a part become serial-tracked while it is in a bundle.
    const tracked = await admin.put(`/api/inventory/products/${charger.id}`, { isSerialized: true });
    expect(tracked.status).toBe(422);
    expect(tracked.body.errors.isSerialized).toEqual([
      'The product is part of a bundle: a serial-tracked product cannot be. Take it out of its bundles first.',
    ]);
    expect(
      (await admin.get(`/api/inventory/products/${kit.body.data.id}`)).body.data.bundleProducts.map(
        (b: { bundleItemId: number }) => b.bundleItemId,
      ),
    ).toEqual([charger.id]);
  });
});

describe('locations with stock', () => {
  it('cannot be deleted while they hold stock; an empty one can', async () => {
    const answer = await admin.delete(`/api/masterfile/stock-locations/${warehouse}`);
    expect(answer.status).toBe(409);
    expect(answer.body.message, answer.body.message).toMatch(
      /still used by (stock on hand|the stock ledger|inventory adjustments|stock transfers)\./,
    );
    const empty = (await admin.post('/api/masterfile/stock-locations', { name: 'Popup', code: 'POP' })).body.data.id;
    expect((await admin.delete(`/api/masterfile/stock-locations/${empty}`)).status).toBe(200);
  });
});

describe('serial number lookup', () => {
  it('lists a product’s serial numbers in stock at a location', async () => {
    const phone = (await admin.get('/api/inventory/products?sku=PHN-1')).body.data[0];
    const inStock = await cashier.get(`/api/inventory/serial-numbers?productId=${phone.id}&currentStatus=IN_STOCK&locationId=${main}`);
    expect(inStock.status).toBe(200);
    expect(inStock.body.data.map((s: { serialNumber: string }) => s.serialNumber)).toEqual(['SN-1', 'SN-2']);
    expect((await other.get(`/api/inventory/serial-numbers?productId=${phone.id}`)).body.data).toEqual([]);
  });
});
