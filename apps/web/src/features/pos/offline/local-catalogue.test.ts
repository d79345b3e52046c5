import 'fake-indexeddb/auto';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { lineFromProduct } from '../lib/cart';
import { refreshLocalCatalogue, searchLocalCatalogue, type CatalogueEntry, type CataloguePage } from './local-catalogue';
import { OfflineDb } from './offline-db';

let db: OfflineDb;
let n = 0;
beforeEach(() => {
  n += 1;
  db = new OfflineDb(`catalogue-test-${n}`);
});
afterEach(async () => {
  db.close();
  await db.delete();
});

const entry = (id: number, name: string, more: Partial<CatalogueEntry> = {}): CatalogueEntry => ({
  id,
  sku: `SKU-${id}`,
  productName: name,
  type: 'PRODUCT',
  isActive: true,
  isSerialized: false,
  basePrice: '10.00',
  minimumPrice: null,
  unitClassId: 1,
  unitOfMeasureId: 1,
  pricingScheduleTemplateId: null,
  commissionTemplateId: null,
  prices: [{ uomId: 2, price: '110.00' }],
  barcodes: [`480000000${id}`],
  bundleItems: [],
  ...more,
});

const reference = async () => ({
  unitsOfMeasure: [
    { id: 1, unit: 'pc', factor: '1' },
    { id: 2, unit: 'box', factor: '12' },
  ],
});

function catalogue(products: CatalogueEntry[], pageSize = 2) {
  const asked: Record<string, string | number>[] = [];
  const fetchPage = async (query: Record<string, string | number>): Promise<CataloguePage> => {
    asked.push(query);
    const after = Number(query.cursor ?? 0);
    const rest = products.filter((p) => p.id > after);
    const page = rest.slice(0, pageSize);
    return {
      data: page,
      meta: {
        nextCursor: rest.length > pageSize ? page.at(-1)!.id : null,
        changedSinceNext: `T${asked.length}`,
        cap: 50_000,
        capped: false,
      },
    };
  };
  return { fetchPage, asked };
}

it('loads the channel catalogue page by page, then only what changed since, and searches it offline', async () => {
  const full = catalogue([
    entry(1, 'Coca-Cola 1.5L'),
    entry(2, 'Coke Zero can'),
    entry(3, 'Pancit Canton'),
    entry(4, 'Snack Pack', { type: 'BUNDLE', bundleItems: [{ id: 40, itemId: 3, uomId: 1, quantity: '2' }] }),
  ]);
  expect(await refreshLocalCatalogue(7, { db, fetchPage: full.fetchPage, fetchReference: reference })).toEqual({ products: 4, full: true });
  expect(full.asked.map((q) => q.cursor ?? 0)).toEqual([0, 2]);
  expect(full.asked.every((q) => q.changedSince === undefined && q.salesChannelId === 7)).toBe(true);

  // Barcode, SKU and name-word prefixes, as the terminal's search.
  expect((await searchLocalCatalogue({ search: '4800000003', filterType: 'name', salesChannelId: 7 }, db)).map((p) => p.id)).toEqual([3]);
  expect((await searchLocalCatalogue({ search: 'sku-2', filterType: 'sku', salesChannelId: 7 }, db))[0]).toMatchObject({
    id: 2,
    match: 'sku',
  });
  expect((await searchLocalCatalogue({ search: 'co', filterType: 'name', salesChannelId: 7 }, db)).map((p) => p.id).sort()).toEqual([1, 2]);
  expect((await searchLocalCatalogue({ search: 'pancit can', filterType: 'name', salesChannelId: 7 }, db)).map((p) => p.id)).toEqual([3]);
  // Another channel's terminal sees nothing of this one.
  expect(await searchLocalCatalogue({ search: 'co', filterType: 'name', salesChannelId: 8 }, db)).toEqual([]);

  // A found product makes the same cart line as one the server answered: units, prices, bundle parts.
  const [bundle] = await searchLocalCatalogue({ search: 'snack', filterType: 'name', salesChannelId: 7 }, db);
  const line = lineFromProduct(bundle!, 2);
  expect(line.bundleModifications).toEqual([expect.objectContaining({ productId: 3, productName: 'Pancit Canton', quantity: 4 })]);
  const [cola] = await searchLocalCatalogue({ search: 'coca', filterType: 'name', salesChannelId: 7 }, db);
  expect(lineFromProduct(cola!, 1)).toMatchObject({ orderedUnit: 'pc', orderedUnitPrice: 10 });
  expect(lineFromProduct(cola!, 1).unitOptions).toEqual([
    { uomId: 1, unit: 'pc', factor: 1, price: 10 },
    { uomId: 2, unit: 'box', factor: 12, price: 110 },
  ]);

  // Next time only changes: a price changed, a product deactivated.
  const changes = catalogue([entry(1, 'Coca-Cola 1.5L', { basePrice: '12.00' }), entry(2, 'Coke Zero can', { isActive: false })]);
  expect(await refreshLocalCatalogue(7, { db, fetchPage: changes.fetchPage, fetchReference: reference })).toEqual({
    products: 2,
    full: false,
  });
  expect(changes.asked[0]?.changedSince).toBe('T1');
  expect((await searchLocalCatalogue({ search: 'co', filterType: 'name', salesChannelId: 7 }, db)).map((p) => [p.id, p.basePrice])).toEqual(
    [[1, '12.00']],
  );
});
