import 'fake-indexeddb/auto';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { computeOrder } from '@oim/shared/pos/arithmetic';
import { lineFromProduct, withSpecialDiscount, type WorkingState } from '../lib/cart';
import { buildOrderPayload } from '../lib/save';
import {
  localCustomers,
  localTieredPrice,
  offlineReadiness,
  refreshLocalCatalogue,
  searchLocalCatalogue,
  type CatalogueEntry,
  type CataloguePage,
} from './local-catalogue';
import { OfflineDb } from './offline-db';
import { readinessLabel } from './use-offline-terminal';

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
  vatClass: 'VATABLE',
  specialDiscountClass: 'FULL',
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
        total: query.changedSince ? null : products.filter((p) => p.isActive).length,
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

it('totals a VAT shop’s senior citizen sale of exempt, zero-rated, VATable and ineligible products as the shared computation', async () => {
  const shop = catalogue(
    [
      entry(1, 'Meal', { basePrice: '224.00', prices: [] }),
      entry(2, 'Rice', { basePrice: '50.00', prices: [], vatClass: 'VAT_EXEMPT' }),
      entry(3, 'Export', { basePrice: '30.00', prices: [], vatClass: 'ZERO_RATED' }),
      entry(4, 'Cigarettes', { basePrice: '112.00', prices: [], specialDiscountClass: 'NONE' }),
    ],
    10,
  );
  await refreshLocalCatalogue(7, { db, fetchPage: shop.fetchPage, fetchReference: reference });
  const found = async (sku: string) => (await searchLocalCatalogue({ search: sku, filterType: 'sku', salesChannelId: 7 }, db))[0]!;
  const senior = {
    kind: 'SENIOR_CITIZEN' as const,
    holderName: 'Lola Remedios Cruz',
    holderId: 'OSCA-2024-0117',
    holderTin: null,
    bookletNumber: null,
  };
  const lines = [
    lineFromProduct(await found('SKU-1'), 1),
    lineFromProduct(await found('SKU-2'), 2),
    lineFromProduct(await found('SKU-3'), 1),
    lineFromProduct(await found('SKU-4'), 1),
  ].map((line) => withSpecialDiscount(line, senior, 'VAT'));
  expect(lines.map((l) => [l.vatClass, l.specialDiscount === true])).toEqual([
    ['VATABLE', true],
    ['VAT_EXEMPT', true],
    ['ZERO_RATED', true],
    ['VATABLE', false],
  ]);
  const state: WorkingState = {
    lines,
    orderDiscounts: [],
    payments: [],
    customer: { id: 1 },
    salesChannel: { id: 7 },
    publicNote: '',
    activeSalesOrderId: null,
    activeQuotationId: null,
    salesOrderNumber: null,
    salesOrderDate: null,
    quotationNumber: null,
    quotationDate: null,
    validUntilDate: null,
    taxProfile: 'VAT',
    specialDiscount: senior,
  };
  const payload = buildOrderPayload(state);
  // The same cart as the shared computation sees it from the products' classes (and the server recomputes it so).
  const shared = computeOrder({
    lines: [
      { orderedQuantity: 1, orderedUnitPrice: 224, appliedDiscounts: [], vatClass: 'VATABLE', specialDiscount: true },
      { orderedQuantity: 2, orderedUnitPrice: 50, appliedDiscounts: [], vatClass: 'VAT_EXEMPT', specialDiscount: true },
      { orderedQuantity: 1, orderedUnitPrice: 30, appliedDiscounts: [], vatClass: 'ZERO_RATED', specialDiscount: true },
      { orderedQuantity: 1, orderedUnitPrice: 112, appliedDiscounts: [], vatClass: 'VATABLE' },
    ],
    orderDiscounts: [],
    taxProfile: 'VAT',
  });
  expect(payload).toMatchObject({
    grossTotal: shared.subTotal,
    discountTotal: shared.discountTotal,
    netTotal: shared.netTotal,
    taxTotal: shared.taxTotal,
    vatableSales: shared.taxes.vatableSales,
    vatAmount: shared.taxes.vatAmount,
    vatExemptSales: shared.taxes.vatExemptSales,
    zeroRatedSales: shared.taxes.zeroRatedSales,
    specialDiscountTotal: shared.taxes.specialDiscountTotal,
  });
  // To the centavo: 376.00 due, 100.00 VATable + 12.00 VAT, 240.00 exempt, 24.00 zero-rated, 66.00 off for the senior.
  expect(payload).toMatchObject({
    netTotal: 376,
    vatableSales: 100,
    vatAmount: 12,
    vatExemptSales: 240,
    zeroRatedSales: 24,
    specialDiscountTotal: 66,
  });
});

it('offers the default and the channel’s recent customers offline, by the words of their names', async () => {
  await refreshLocalCatalogue(7, {
    db,
    fetchPage: catalogue([]).fetchPage,
    fetchReference: async () => ({
      ...(await reference()),
      defaultCustomer: { id: 1, customerName: 'Walk-in Customer', contactNumber: null, defaultPaymentTypeId: 1, isDefault: true },
      recentCustomers: [
        { id: 5, customerName: 'Maria Santos', contactNumber: '0917', defaultPaymentTypeId: 2, isDefault: false },
        { id: 6, customerName: 'Santos Hardware', contactNumber: null, defaultPaymentTypeId: 1, isDefault: false },
      ],
    }),
  });
  expect((await localCustomers(7, '', db)).map((c) => c.id)).toEqual([1, 5, 6]);
  expect((await localCustomers(7, 'sant', db)).map((c) => c.id)).toEqual([5, 6]);
  expect((await localCustomers(7, 'santos mar', db)).map((c) => c.id)).toEqual([5]);
  expect(await localCustomers(8, '', db)).toEqual([]);
});

it('works out tiered prices offline from the schedules kept with the reference, counting the pricing group', async () => {
  const shop = catalogue(
    [
      entry(1, 'Tile A', { basePrice: '37.45', prices: [{ uomId: 2, price: '420.00' }], pricingScheduleTemplateId: 9, pricingGroupId: 3 }),
      entry(2, 'Tile B', { basePrice: '20.00', prices: [], pricingGroupId: 3 }),
      entry(3, 'Glue', { basePrice: '40.00', prices: [] }),
    ],
    10,
  );
  await refreshLocalCatalogue(7, {
    db,
    fetchPage: shop.fetchPage,
    fetchReference: async () => ({
      unitsOfMeasure: [
        { id: 1, unit: 'pc', factor: '1', unitClassId: 1 },
        { id: 2, unit: 'box', factor: '12', unitClassId: 1 },
      ],
      pricingSchedules: [
        {
          id: 9,
          type: 'percentage_off',
          breaks: [
            { minQuantity: '4', value: '10' },
            { minQuantity: '10', value: '12.5' },
          ],
        },
      ],
      pricingGroups: true,
    }),
  });
  const piece = (productId: number, orderedQuantity: number) => ({ productId, orderedUomId: 1, orderedQuantity });
  expect(await localTieredPrice(7, piece(1, 1), [], db)).toEqual({ unitPrice: 37.45, appliedBreak: null });
  expect(await localTieredPrice(7, piece(1, 4), [], db)).toEqual({ unitPrice: 33.71, appliedBreak: { minQuantity: 4, value: 10 } });
  // Tile B is in the group (3 + 7 = 10 pieces); glue is not.
  expect((await localTieredPrice(7, piece(1, 3), [piece(2, 7)], db))?.unitPrice).toBe(32.77);
  expect((await localTieredPrice(7, piece(1, 3), [piece(3, 7)], db))?.unitPrice).toBe(37.45);
  // A box is 12 pieces and has its own price: 12.5% off 420.00.
  expect(await localTieredPrice(7, { productId: 1, orderedUomId: 2, orderedQuantity: 1 }, [], db)).toEqual({
    unitPrice: 367.5,
    appliedBreak: { minQuantity: 10, value: 12.5 },
  });
  // Not in the local catalogue: nothing to say (the list price stays).
  expect(await localTieredPrice(7, piece(99, 5), [], db)).toBeNull();
});

it('says whether the device can sell offline: "Preparing offline (n of N products)" while the catalogue loads, "Ready offline" once stored', async () => {
  const channel = { id: 7, name: 'Main Store', defaultPickingWarehouseId: 1 };
  const products = [1, 2, 3, 4, 5].map((id) => entry(id, `Product ${id}`));
  // Nothing stored yet: the device cannot sell offline, and does not know its channel.
  expect(await offlineReadiness(7, db)).toEqual({ ready: false, canSell: false, products: 0, total: null, channel: null });
  expect(readinessLabel({ readiness: await offlineReadiness(7, db), appKept: true })).toBe('Preparing offline (0 products)');

  // The line drops after the second page of a full load: what came is stored, and how many there are in all.
  const full = catalogue(products);
  let pages = 0;
  const cutAfterTwo = async (query: Record<string, string | number>) => {
    pages += 1;
    if (pages > 2) throw new TypeError('Failed to fetch');
    return full.fetchPage(query);
  };
  await expect(refreshLocalCatalogue(7, { fetchPage: cutAfterTwo, fetchReference: reference, db, channel })).rejects.toThrow();
  const partial = await offlineReadiness(7, db);
  expect(partial).toEqual({ ready: false, canSell: true, products: 4, total: 5, channel });
  expect(readinessLabel({ readiness: partial, appKept: true })).toBe('Preparing offline (4 of 5 products)');

  // The next refresh loads it whole: ready (once the app itself is kept by the service worker).
  await refreshLocalCatalogue(7, { fetchPage: catalogue(products).fetchPage, fetchReference: reference, db, channel });
  const ready = await offlineReadiness(7, db);
  expect(ready).toEqual({ ready: true, canSell: true, products: 5, total: 5, channel });
  expect(readinessLabel({ readiness: ready, appKept: true })).toBe('Ready offline');
  expect(readinessLabel({ readiness: ready, appKept: false })).toBe('Preparing offline (saving the app)');
  // Another channel of the same device is a channel of its own.
  expect((await offlineReadiness(8, db)).ready).toBe(false);
});

it('is ready on a channel without products once its reference data and channel are stored', async () => {
  const channel = { id: 3, name: 'Kiosk' };
  expect((await offlineReadiness(3, db)).canSell).toBe(false);
  await refreshLocalCatalogue(3, { fetchPage: catalogue([]).fetchPage, fetchReference: reference, db, channel });
  expect(await offlineReadiness(3, db)).toMatchObject({ ready: true, canSell: true, products: 0, total: 0 });
});
