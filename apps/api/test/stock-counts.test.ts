// The stocks list counts its total, and the summary its totals, on the stock rows joined only with
// what the filters read (products, locations, units), not on the whole stock_overview view. Every
// stock row has its product and location, so the answers must be the view's, whatever the filters.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stockOverview } from '../src/db/schema/inventory';
import { tenants } from '../src/db/schema/tenancy';
import { planList, readListQuery } from '../src/platform/resource/list';
import { startTestApp, type Client, type TestApp } from './support/test-app';
import { stockResource } from '../src/modules/inventory/stocks.resource';

let t: TestApp;
let admin: Client;
let demoId: number;
let locations: number[];
let category: number;

beforeAll(async () => {
  t = await startTestApp();
  admin = t.as('demo', (await t.login('demo')).token);
  const [demo] = await t.db.transaction(null, (tx) => tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.slug, 'demo')));
  demoId = demo!.id;
  locations = ((await admin.get('/api/masterfile/stock-locations')).body.data as { id: number }[]).map((l) => l.id);
  locations.push((await admin.post('/api/masterfile/stock-locations', { name: 'Counting Shelf', code: 'CS' })).body.data.id);
  category = (await admin.post('/api/masterfile/product-categories', { categoryName: 'Counted Goods' })).body.data.id;
  const count = (await admin.get('/api/masterfile/unit-classes?name=Count&relations=units')).body.data[0];
  const piece = count.units.find((u: { unit: string }) => u.unit === 'piece').id;
  // Stocked, unstocked, below and above their reorder point, one inactive, in a category of their own.
  for (const [i, onHand, reorderPoint, isActive] of [
    [1, 12, 20, true],
    [2, 30, 20, true],
    [3, 0, 5, true],
    [4, 7, null, true],
    [5, 3, 10, false],
  ] as const) {
    const product = await admin.post('/api/inventory/products', {
      sku: `CNT-${i}`,
      productName: `Counted Hammer ${i}`,
      type: 'PRODUCT',
      unitClassId: count.id,
      unitOfMeasureId: piece,
      productCategoryId: category,
      reorderPoint,
      isActive,
    });
    expect(product.status, JSON.stringify(product.body)).toBe(201);
    if (onHand > 0) {
      const adjusted = await admin.post('/api/inventory/adjustments', {
        locationId: locations[i % locations.length],
        reason: 'Opening stock',
        items: [{ productId: product.body.data.id, uomId: piece, quantity: onHand }],
      });
      expect(adjusted.status, JSON.stringify(adjusted.body)).toBe(201);
    }
  }
});

afterAll(async () => {
  await t?.close();
});

function queries(): Record<string, string>[] {
  const [a, b] = locations as [number, number];
  return [
    {},
    { stocksFilter: 'with_stocks' },
    { stocksFilter: 'without_stocks' },
    { locationId: String(a) },
    { stocksFilter: 'with_stocks', locationId: String(a) },
    { 'locationId[in]': `${a},${b}`, 'onHand[gt]': '5' },
    { 'productName[like]': 'hammer' },
    { 'productName[like]': 'hammer', stocksFilter: 'without_stocks' },
    { 'locationName[like]': 'shelf' },
    { globalFilter: 'cnt' },
    { globalFilter: 'counting' },
    { baseUnit: 'piece', locationId: String(b) },
    { isActive: 'false' },
    { 'reorderPoint[gte]': '10', stocksFilter: 'with_stocks' },
    { productCategoryId: String(category) },
    { productCategoryId: String(category), locationId: String(a), type: 'PRODUCT' },
  ];
}

/**
 * What the whole view answers: the list's total and the summary as plain statements over
 * stock_overview. Out of stock: at the one location filtered on, the rows it carries with none on
 * hand; otherwise the products with no stock at any location.
 */
function fromView(params: Record<string, string>) {
  const list = readListQuery(params);
  const { where } = planList(stockResource, list);
  const oneLocation = list.filters.filter((f) => f.column === 'locationId').length === 1 && !params['locationId[in]'];
  return t.db.transaction(demoId, async (tx) => {
    const [row] = await tx
      .select({
        products: sql<number>`count(distinct ${stockOverview.productId})::int`,
        rows: sql<number>`count(*)::int`,
        totalOnHand: sql<string>`coalesce(sum(${stockOverview.onHand}), 0)`,
        belowReorderPoint: sql<number>`count(*) filter (where ${stockOverview.carried} and ${stockOverview.reorderPoint} is not null and ${stockOverview.onHand} <= ${stockOverview.reorderPoint})::int`,
        outOfStockHere: sql<number>`count(*) filter (where ${stockOverview.carried} and ${stockOverview.onHand} <= 0)::int`,
        outOfStockEverywhere: sql<number>`count(distinct ${stockOverview.productId}) filter (where (select max(s.on_hand) from stock_levels s where s.product_id = "stock_overview"."product_id") <= 0)::int`,
      })
      .from(stockOverview)
      .where(where);
    const { outOfStockHere, outOfStockEverywhere, ...rest } = row!;
    return {
      ...rest,
      totalOnHand: Number(row!.totalOnHand),
      outOfStock: oneLocation ? outOfStockHere : outOfStockEverywhere,
      outOfStockScope: oneLocation ? 'location' : 'everywhere',
    };
  });
}

describe('stock counts', () => {
  it('the list total and the summary are the whole view’s, for filters on stock rows, products, locations and units', async () => {
    let somethingCounted = false;
    for (const params of queries()) {
      const expected = await fromView(params);
      somethingCounted ||= expected.rows > 0 && expected.belowReorderPoint > 0 && expected.outOfStock > 0;
      const list = await admin.get(`/api/inventory/stocks?${new URLSearchParams({ ...params, pageSize: '1' })}`);
      expect(list.status, JSON.stringify(list.body)).toBe(200);
      expect(list.body.meta.total, JSON.stringify(params)).toBe(expected.rows);
      const summary = await admin.get(`/api/inventory/stocks/summary?${new URLSearchParams(params)}`);
      expect(summary.status, JSON.stringify(summary.body)).toBe(200);
      expect(summary.body.data, JSON.stringify(params)).toEqual(expected);
    }
    expect(somethingCounted).toBe(true);
  });

  it('counts on the stock rows alone when the filters read nothing else, and joins only what they read', async () => {
    const countOf = async (params: Record<string, string>) => {
      const { statements } = await t.statementsOf(() => admin.get(`/api/inventory/stocks?${new URLSearchParams(params)}`));
      return statements.find((s) => s.startsWith('select count(*)'))!;
    };
    const levels = await countOf({ stocksFilter: 'with_stocks', locationId: String(locations[0]) });
    expect(levels).toMatch(/from stock_levels s where s\.tenant_id = \$\d+\)/);
    expect(levels).not.toContain('products');
    const byName = await countOf({ 'productName[like]': 'hammer' });
    expect(byName).toContain('join products p');
    expect(byName).not.toContain('stock_locations');
  });

  it('counts a product out of stock only where its location carries it, or over all locations when none has any', async () => {
    const [main, warehouse] = locations as [number, number];
    const shelf = (await admin.post('/api/masterfile/product-categories', { categoryName: 'Shelf Check' })).body.data.id;
    const count = (await admin.get('/api/masterfile/unit-classes?name=Count&relations=units')).body.data[0];
    const piece = count.units.find((u: { unit: string }) => u.unit === 'piece').id;
    const product = async (sku: string) =>
      (
        await admin.post('/api/inventory/products', {
          sku,
          productName: sku,
          type: 'PRODUCT',
          unitClassId: count.id,
          unitOfMeasureId: piece,
          productCategoryId: shelf,
        })
      ).body.data.id as number;
    const adjust = async (productId: number, locationId: number, quantity: number) =>
      expect(
        (await admin.post('/api/inventory/adjustments', { locationId, reason: 'Count', items: [{ productId, uomId: piece, quantity }] }))
          .status,
      ).toBe(201);
    // Stocked at the main store only; sold out at the main store; never stocked anywhere.
    const stocked = await product('SHELF-1');
    const soldOut = await product('SHELF-2');
    await product('SHELF-3');
    await adjust(stocked, main, 5);
    await adjust(soldOut, main, 3);
    await adjust(soldOut, main, -3);

    const summary = async (params: Record<string, string>) =>
      (await admin.get(`/api/inventory/stocks/summary?${new URLSearchParams({ productCategoryId: String(shelf), ...params })}`)).body.data;
    // The main store carries both: one is out there. The warehouse carries neither: nothing is out there.
    expect(await summary({ locationId: String(main) })).toMatchObject({ outOfStock: 1, outOfStockScope: 'location' });
    expect(await summary({ locationId: String(warehouse) })).toMatchObject({ outOfStock: 0, outOfStockScope: 'location' });
    // Over all locations: the two products with stock nowhere, once each (not one per empty row).
    expect(await summary({})).toMatchObject({ outOfStock: 2, outOfStockScope: 'everywhere' });
    expect(await summary({ stocksFilter: 'without_stocks' })).toMatchObject({ outOfStock: 2 });
    // The list says which rows a location carries.
    const rows = (await admin.get(`/api/inventory/stocks?productCategoryId=${shelf}&locationId=${warehouse}`)).body.data;
    expect(rows.map((r: { carried: boolean }) => r.carried)).toEqual([false, false, false]);
  });
});
