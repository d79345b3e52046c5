// The demo shop as `npm start` creates it on an empty database: with the sample catalogue
// (DEMO_CATALOGUE, on by default) a visitor can ring up a sale at once; without it, it is bare.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase, type Database } from '../src/db/client';
import { DEMO_PRODUCTS } from '../src/seed/demo-catalogue';
import { seedDefaultShop } from '../src/seed/demo-shop';
import type { AppDeps } from '../src/platform/http/deps';
import { TokenService } from '../src/platform/auth/tokens';
import { createMediaStorage } from '../src/platform/storage/create-media-storage';
import { TenantDirectory } from '../src/platform/tenancy';
import { databaseUrl, dropTestDatabase } from './support/global-setup';
import { salePayload } from './support/sales';

const silent = { info: () => {} };

type Shop = {
  deps: AppDeps;
  app: FastifyInstance;
  tenantId: number;
  token: string;
  get: (url: string) => Promise<{ status: number; body: any }>;
  post: (url: string, body: unknown, headers?: Record<string, string>) => Promise<{ status: number; body: any }>;
  /** Runs SQL in the demo shop's tenant. */
  query: <T extends Record<string, unknown>>(statement: ReturnType<typeof sql>) => Promise<T[]>;
  close: () => Promise<void>;
};

/** An empty, migrated database of its own (not the seeded test snapshot, which has a demo shop already). */
async function emptyDatabase(): Promise<{ db: Database; drop: () => Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return { db: await openDatabase({ engine: 'pglite' }), drop: async () => {} };
  const name = `oim_demo_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  return {
    db: await openDatabase({ engine: 'postgres', url: databaseUrl(serverUrl, name), poolSize: 4 }),
    drop: () => dropTestDatabase(serverUrl, name, { withLogin: true }),
  };
}

/** Starts as main.ts does: the demo shop seeded on first start, then the app. */
async function startDemoShop(env: Record<string, string> = {}): Promise<Shop> {
  const { db, drop } = await emptyDatabase();
  const dataDir = await mkdtemp(join(tmpdir(), 'oim-demo-'));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, ...env });
  const deps: AppDeps = {
    config,
    db,
    tokens: await TokenService.create(db),
    tenants: new TenantDirectory(db),
    mediaStorage: await createMediaStorage(config, db),
  };
  await seedDefaultShop(deps, silent);
  const app = await buildApp(deps, { webDistDir: '/nonexistent' });
  const [tenant] = await db
    .transaction(null, (tx) => tx.execute<{ id: number }>(sql`select id::int as id from tenants where slug = 'demo'`))
    .then((r) => r.rows);

  const call = async (method: 'GET' | 'POST', url: string, token?: string, body?: unknown, headers: Record<string, string> = {}) => {
    const answer = await app.inject({
      method,
      url,
      headers: { host: 'localhost', ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
      ...(body !== undefined ? { payload: body as object } : {}),
    });
    return { status: answer.statusCode, body: answer.body ? JSON.parse(answer.body) : undefined };
  };
  const login = await call('POST', '/api/login', undefined, { email: 'admin@demo.shop', password: 'demo12345' });
  expect(login.status).toBe(200);
  const token = login.body.data.token as string;

  return {
    deps,
    app,
    tenantId: tenant!.id,
    token,
    get: (url) => call('GET', url, token),
    post: (url, body, headers) => call('POST', url, token, body, headers),
    query: async (statement) => (await db.transaction(tenant!.id, (tx) => tx.execute(statement))).rows as never,
    close: async () => {
      await app.close();
      await db.close();
      await drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** EAN-13: the check digit makes the weighted sum (1, 3, 1, 3 …) a multiple of ten. */
function validEan13(code: string): boolean {
  if (!/^\d{13}$/.test(code)) return false;
  const sum = [...code].reduce((s, d, i) => s + Number(d) * (i % 2 === 0 ? 1 : 3), 0);
  return sum % 10 === 0;
}

const counts = (shop: Shop) =>
  shop.query<Record<string, number>>(sql`
    select (select count(*)::int from products) as products,
           (select count(*)::int from product_prices) as prices,
           (select count(*)::int from product_barcodes) as barcodes,
           (select count(*)::int from product_categories) as categories,
           (select count(*)::int from product_brands) as brands,
           (select count(*)::int from stock_locations) as locations,
           (select count(*)::int from customers) as customers,
           (select count(*)::int from discounts) as discounts,
           (select count(*)::int from inventory_adjustments) as adjustments,
           (select count(*)::int from stock_movements) as movements,
           (select count(*)::int from serial_numbers) as serials,
           (select count(*)::int from users) as users`);

describe('the demo shop with its sample catalogue', () => {
  let shop: Shop;
  beforeAll(async () => {
    shop = await startDemoShop();
  }, 120_000);
  afterAll(async () => shop?.close());

  it('lists about thirty products, each with a price, in categories and brands, with valid 480 barcodes', async () => {
    const list = await shop.get(
      '/api/inventory/products?page=1&pageSize=100&relations=productCategory|productBrand|productPrices.uom|barcodes|bundleProducts',
    );
    expect(list.status).toBe(200);
    const products = list.body.data as any[];
    expect(products).toHaveLength(DEMO_PRODUCTS.length);
    expect(products.length).toBeGreaterThanOrEqual(28);
    expect(products.every((p) => Number(p.basePrice) > 0 && p.productCategory)).toBe(true);
    expect(new Set(products.map((p) => p.productCategory.categoryName)).size).toBeGreaterThanOrEqual(6);
    expect(new Set(products.filter((p) => p.productBrand).map((p) => p.productBrand.brandName)).size).toBeGreaterThanOrEqual(6);

    const stocked = products.filter((p) => p.type === 'PRODUCT');
    const codes = stocked.flatMap((p) => p.barcodes as string[]);
    expect(codes).toHaveLength(stocked.length);
    expect(codes.every((c) => c.startsWith('480') && validEan13(c))).toBe(true);

    const canton = products.find((p) => p.sku === 'LM-PCO-80');
    expect(canton).toMatchObject({ productName: 'Lucky Me! Pancit Canton 80 g', basePrice: 16 });
    expect(canton.productPrices).toEqual([
      expect.objectContaining({ price: 180, uom: expect.objectContaining({ unit: 'dozen', factor: 12 }) }),
    ]);
    expect(products.filter((p) => p.productPrices.length > 0).length).toBeGreaterThanOrEqual(3);

    const bundles = products.filter((p) => p.type === 'BUNDLE');
    expect(bundles).toHaveLength(1);
    expect(bundles[0].bundleProducts).toHaveLength(2);
    expect(products.filter((p) => p.type === 'SERVICE').length).toBeGreaterThanOrEqual(1);
    // Typed labour on a job order is sold as the Labour service.
    expect(products.find((p) => p.sku === 'LABOUR')).toMatchObject({ productName: 'Labour', type: 'SERVICE' });
  });

  it('holds opening stock at the Main Store and the Warehouse, on hand equal to the ledger, serial numbers in stock', async () => {
    const locations = (await shop.get('/api/masterfile/stock-locations')).body.data as { id: number; name: string; sellable: boolean }[];
    expect(locations.map((l) => l.name).sort()).toEqual(['Defective / Returns', 'Main Store', 'Warehouse']);
    // Damaged and defective returns wait off the shelf.
    expect(locations.filter((l) => !l.sellable).map((l) => l.name)).toEqual(['Defective / Returns']);
    const main = locations.find((l) => l.name === 'Main Store')!.id;
    const warehouse = locations.find((l) => l.name === 'Warehouse')!.id;

    const canton = (await shop.get('/api/inventory/products?sku=LM-PCO-80')).body.data[0];
    const stocks = (await shop.get(`/api/inventory/stocks?productId=${canton.id}`)).body.data as { locationId: number; onHand: number }[];
    expect(stocks.find((s) => s.locationId === main)?.onHand).toBe(120); // 10 dozen
    expect(stocks.find((s) => s.locationId === warehouse)?.onHand).toBe(240);

    const mismatched = await shop.query(sql`
      select s.product_id, s.location_id, s.on_hand, coalesce(sum(m.quantity), 0) as ledger
        from stock_levels s left join stock_movements m on m.product_id = s.product_id and m.location_id = s.location_id
       group by s.product_id, s.location_id, s.on_hand
      having s.on_hand <> coalesce(sum(m.quantity), 0)`);
    expect(mismatched).toEqual([]);
    const [stocked] = await shop.query<{ n: number }>(sql`select count(distinct product_id)::int as n from stock_levels where on_hand > 0`);
    expect(stocked!.n).toBe(DEMO_PRODUCTS.filter((p) => !p.type || p.type === 'PRODUCT').length);
    const adjustments = (await shop.get('/api/inventory/adjustments')).body.data as { reason: string }[];
    expect(adjustments.map((a) => a.reason)).toEqual(['Opening stock', 'Opening stock']);

    const phone = (await shop.get('/api/inventory/products?isSerialized=true')).body.data;
    expect(phone).toHaveLength(1);
    const serials = (await shop.get(`/api/inventory/serial-numbers?productId=${phone[0].id}`)).body.data as {
      currentStatus: string;
      locationId: number;
    }[];
    expect(serials.length).toBeGreaterThanOrEqual(3);
    expect(serials.every((s) => s.currentStatus === 'IN_STOCK' && s.locationId === main)).toBe(true);
    const phoneStock = (await shop.get(`/api/inventory/stocks?productId=${phone[0].id}&locationId=${main}`)).body.data[0];
    expect(phoneStock.onHand).toBe(serials.length);
  });

  it('has customers in Metro Manila besides the walk-in, one on Charge, and a promo discount (no ordinary senior citizen one)', async () => {
    const customers = (await shop.get('/api/sales/customers?relations=defaultPaymentType')).body.data as any[];
    expect(customers.length).toBeGreaterThanOrEqual(3);
    expect(customers.filter((c) => c.isDefault).map((c) => c.customerName)).toEqual(['Walk-in Customer']);
    const named = customers.filter((c) => !c.isDefault);
    expect(named.every((c) => c.state === 'Metro Manila' && c.addressText.includes('Metro Manila'))).toBe(true);
    expect(named.filter((c) => c.defaultPaymentType.name === 'Charge')).toHaveLength(1);
    const discounts = (await shop.get('/api/masterfile/discounts')).body.data as any[];
    expect(discounts.map((d) => [d.code, d.type, d.scope, d.value]).sort()).toEqual([['PROMO10', 'percentage', 'sales_order_item', 10]]);
    // The senior citizen / PWD discount is the sale's own (by each product's class), never one a cashier picks.
    expect(discounts.filter((d) => /senior|pwd/i.test(d.name))).toEqual([]);
  });

  it("sets each product's senior citizen / PWD class: medicines the 20%, groceries the 5%, hardware none", async () => {
    const products = (await shop.get('/api/inventory/products?page=1&pageSize=100&relations=productCategory')).body.data as any[];
    const classOf = (sku: string) => products.find((p) => p.sku === sku)?.specialDiscountClass;
    expect(classOf('MED-PARA-500')).toBe('FULL');
    for (const sku of ['RICE-SIN-1KG', 'RICE-DIN-1KG', 'LM-PCO-80', 'COKE-MISMO']) expect(classOf(sku)).toBe('BASIC_NECESSITY');
    expect(classOf('BND-MERIENDA')).toBe('NONE');
    const hardware = products.filter((p) => ['Hardware', 'Paint & Sundries', 'Mobile Phones'].includes(p.productCategory?.categoryName));
    expect(hardware.length).toBeGreaterThan(5);
    expect(hardware.every((p) => p.specialDiscountClass === 'NONE')).toBe(true);
  });

  it('rings up a sale of two sample products at the terminal, and the stock moves', async () => {
    const channel = (await shop.get('/api/sales/sales-channels')).body.data[0];
    const walkIn = (await shop.get('/api/sales/customers/default')).body.data;
    const cash = ((await shop.get('/api/masterfile/payment-types')).body.data as { id: number; name: string }[]).find(
      (p) => p.name === 'Cash',
    )!.id;
    const found = (await shop.get(`/api/sales/pos-products?search=pancit&salesChannelId=${channel.id}`)).body.data as any[];
    const canton = found.find((p) => p.sku === 'LM-PCO-80');
    expect(canton.availableAtChannel).toBe(120);
    const [coke] = (await shop.get(`/api/sales/pos-products?search=4809990000917&filterType=barcode&salesChannelId=${channel.id}`)).body
      .data;
    expect(coke).toMatchObject({ sku: 'COKE-1.5L', availableAtChannel: 36 });
    const dozen = canton.productPrices[0].uomId;

    const body = salePayload({
      salesChannelId: channel.id,
      customerId: walkIn.id,
      lines: [
        { productId: canton.id, orderedUomId: dozen, orderedQuantity: 1, orderedUnitPrice: 180 },
        { productId: coke.id, orderedUomId: coke.unitOfMeasureId, orderedQuantity: 2, orderedUnitPrice: 78 },
      ],
      payments: [{ paymentType: cash }],
    });
    const sale = await shop.post('/api/sales/pos-order', body, { 'idempotency-key': 'demo-first-sale' });
    expect(sale.status, JSON.stringify(sale.body)).toBe(201);

    const after = async (id: number) =>
      (await shop.get(`/api/inventory/stocks?productId=${id}&locationId=${channel.defaultPickingWarehouseId}`)).body.data[0].onHand;
    expect(await after(canton.id)).toBe(108);
    expect(await after(coke.id)).toBe(34);
  });

  it('adds nothing when the demo shop creation runs again (a later start)', async () => {
    const before = await counts(shop);
    expect(before[0]).toMatchObject({ products: DEMO_PRODUCTS.length, users: 1 });
    await seedDefaultShop(shop.deps, silent);
    expect(await counts(shop)).toEqual(before);
  });
});

describe('the demo shop with DEMO_CATALOGUE=false', () => {
  let shop: Shop;
  beforeAll(async () => {
    shop = await startDemoShop({ DEMO_CATALOGUE: 'false' });
  }, 120_000);
  afterAll(async () => shop?.close());

  it('starts bare: no products, no stock, only the walk-in customer and the Main Store', async () => {
    expect((await counts(shop))[0]).toMatchObject({
      products: 0,
      customers: 1,
      discounts: 0,
      locations: 1,
      movements: 0,
      categories: 0,
      brands: 0,
    });
  });
});
