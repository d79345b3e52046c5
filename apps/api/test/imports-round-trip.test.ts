// Issue 34, item 4 (the round trip) as a property: random catalogues — names with commas, quotes,
// a leading = + - @, ñ, long text; several barcodes; prices with 0, 1 or 2 decimals; stock at two
// locations — are built through the product API, exported, and the exported file is imported back
// as an update by SKU through the HTTP routes (POST imports, then commit). Nothing may change. The
// Stock columns are mapped to nothing first (what a shop updating prices does): an import of them
// would add them as opening stock. Customers and suppliers likewise (their exports have no Opening
// Balance column). The seed is the project's fixed property seed (PROPERTY_SEED to run another;
// packages/shared/test/property-seed.ts), printed with the counterexample on failure.
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenants } from '../src/db/schema/tenancy';
import { ok, shopBasics, type ShopBasics } from './support/finance';
import { hostOf, startTestApp, type Answer, type Client, type TestApp } from './support/test-app';

// Each run builds, exports and imports through HTTP; the embedded database is the slower one.
const RUNS = Number(process.env.ROUND_TRIP_RUNS ?? (process.env.TEST_DATABASE_URL ? 10 : 4));

let t: TestApp;
let admin: Client;
let adminToken: string;
let basics: ShopBasics;
let locations: { id: number; name: string }[];
let categories: number[];
let brands: number[];
let suppliers: number[];
let paymentTypes: number[];
let run = 0;
let demoTenant: number;

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

// ---- what the random catalogues are made of ----

const word = fc.constantFrom(
  'Shampoo',
  'Niño',
  'Ñandú',
  '"Fresh"',
  '200 mL,',
  'a;b',
  'Piña, dried',
  'O’Brien',
  '½ kg',
  'x',
  '(sale)',
  '#1',
);
/** A name: words, maybe after a character a spreadsheet takes for a formula, or one long text. */
const name = fc.oneof(
  fc
    .tuple(fc.constantFrom('', '', '=', '+', '-', '@'), fc.array(word, { minLength: 1, maxLength: 4 }))
    .map(([lead, words]) => `${lead}${words.join(' ')}`),
  fc.integer({ min: 100, max: 230 }).map((n) => `Long ${'ñ'.repeat(n)}`),
);
/** Money with 0, 1 or 2 decimals as the API takes it. */
const money = fc
  .tuple(fc.integer({ min: 0, max: 9_999_999 }), fc.constantFrom(0, 1, 2), fc.integer({ min: 0, max: 99 }))
  .map(([pesos, places, centavos]) =>
    places === 0 ? `${pesos}` : places === 1 ? `${pesos}.${centavos % 10}` : `${pesos}.${String(centavos).padStart(2, '0')}`,
  );
/** A quantity with up to 4 decimals. */
const quantity = fc
  .tuple(fc.integer({ min: 0, max: 99_999 }), fc.integer({ min: 0, max: 9999 }))
  .map(([whole, part]) => (part === 0 ? `${whole}` : `${whole}.${String(part).padStart(4, '0').replace(/0+$/, '')}`));

const productArb = fc.record({
  name,
  type: fc.constantFrom('PRODUCT', 'PRODUCT', 'PRODUCT', 'SERVICE'),
  category: fc.option(fc.nat(), { nil: null }),
  brand: fc.option(fc.nat(), { nil: null }),
  supplier: fc.option(fc.nat(), { nil: null }),
  basePrice: money,
  cost: fc.option(money, { nil: null }),
  barcodes: fc.integer({ min: 0, max: 3 }),
  reorderPoint: fc.option(quantity, { nil: null }),
  vatClass: fc.constantFrom('VATABLE', 'VAT_EXEMPT', 'ZERO_RATED'),
  isActive: fc.boolean(),
  stock: fc.tuple(fc.option(quantity, { nil: null }), fc.option(quantity, { nil: null })),
});
type ProductSpec = typeof productArb extends fc.Arbitrary<infer T> ? T : never;

const partyArb = fc.record({
  name,
  contactPerson: fc.option(name, { nil: null }),
  contactNumber: fc.option(fc.constantFrom('0917 123 4567', '+63 2 8123 4567', '(02) 8-123-4567', '=1+1'), { nil: null }),
  email: fc.option(fc.constantFrom('juan@example.ph', 'Orders@Example.PH'), { nil: null }),
  address: fc.option(name, { nil: null }),
  paymentType: fc.nat(),
  creditLimit: fc.option(money, { nil: null }),
  paymentTermsDays: fc.integer({ min: 0, max: 365 }),
});

const pick = <T>(list: T[], n: number | null) => (n === null ? null : list[n % list.length]!);

// ---- HTTP: files out and in ----

async function download(url: string): Promise<Buffer> {
  const answer = await t.app.inject({ method: 'GET', url, headers: { host: hostOf('demo'), authorization: `Bearer ${adminToken}` } });
  expect(answer.statusCode, answer.body.slice(0, 500)).toBe(200);
  return answer.rawPayload;
}

async function upload(kind: string, file: Buffer, fileName: string): Promise<Answer> {
  const boundary = `----oim${randomBytes(8).toString('hex')}`;
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="kind"\r\n\r\n${kind}\r\n`),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${XLSX_TYPE}\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.request('POST', '/api/imports', {
    shop: 'demo',
    token: adminToken,
    body,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
}

/**
 * Imports an exported file back as `kind`: every row valid, the stock columns mapped to nothing,
 * committed; answers the commit's counts.
 */
async function importBack(kind: string, file: Buffer, rows: number): Promise<{ id: number; createdCount: number; updatedCount: number }> {
  const preview = await upload(kind, file, `${kind.toLowerCase()}.xlsx`);
  expect(preview.status, JSON.stringify(preview.body).slice(0, 2000)).toBe(201);
  const data = preview.body.data as {
    id: number;
    rowCount: number;
    invalidCount: number;
    errors: unknown[];
    mapping: Record<string, string>;
  };
  expect(data.errors, JSON.stringify(data.errors).slice(0, 2000)).toEqual([]);
  expect(data.rowCount).toBe(rows);
  let mapping: Record<string, string | null> = data.mapping;
  if (Object.keys(mapping).some((h) => h.startsWith('Stock:'))) {
    mapping = Object.fromEntries(Object.entries(mapping).map(([h, f]) => [h, h.startsWith('Stock:') ? null : f]));
    const remapped = await admin.put(`/api/imports/${data.id}/mapping`, { mapping });
    expect(remapped.status, JSON.stringify(remapped.body).slice(0, 2000)).toBe(200);
    expect(remapped.body.data.invalidCount).toBe(0);
  }
  const committed = await admin.post(`/api/imports/${data.id}/commit`, { skipInvalid: false });
  expect(committed.status, JSON.stringify(committed.body).slice(0, 2000)).toBe(200);
  expect(committed.body.data.status).toBe('COMMITTED');
  return committed.body.data;
}

// ---- the shop's records, read as the owner (exact decimals, every column the file carries) ----

async function rowsOf(statement: ReturnType<typeof sql>): Promise<Record<string, unknown>[]> {
  // In the shop's own transaction: row-level security holds for the owner too on PostgreSQL.
  return t.db.transaction(demoTenant, async (tx) => (await tx.execute<Record<string, unknown>>(statement)).rows);
}

const productState = (tag: string) =>
  rowsOf(sql`select p.sku, p.product_name, p.type, p.category_id, p.brand_id, p.unit_class_id, p.unit_of_measure_id,
                    p.base_price::text, p.cost::text, p.reorder_point::text, p.preferred_supplier_id, p.vat_class, p.is_active,
                    (select string_agg(b.barcode, ',' order by b.barcode) from product_barcodes b where b.product_id = p.id) as barcodes,
                    (select string_agg(s.location_id || '=' || s.on_hand::text, ',' order by s.location_id) from stock_levels s where s.product_id = p.id) as stock,
                    (select count(*)::int from stock_movements m where m.product_id = p.id) as movements
               from products p
              where p.tenant_id = ${demoTenant} and p.sku like ${`${tag}-%`} order by p.sku`);

const customerState = (tag: string) =>
  rowsOf(sql`select c.id, c.customer_name, c.contact_person, c.contact_number, c.email, c.tin, c.address_line_one, c.address_line_two,
                    c.city, c.default_payment_type_id, c.credit_limit::text, c.is_default,
                    (select count(*)::int from receivables r where r.tenant_id = c.tenant_id and r.customer_id = c.id) as receivables
               from customers c
              where c.tenant_id = ${demoTenant} and c.customer_name like ${`%${tag}`} order by c.id`);

const supplierState = (tag: string) =>
  rowsOf(sql`select s.id, s.supplier_name, s.contact_person, s.contact_number, s.email, s.address, s.payment_terms_days,
                    (select count(*)::int from payables p where p.tenant_id = s.tenant_id and p.supplier_id = s.id) as payables
               from suppliers s
              where s.tenant_id = ${demoTenant} and s.supplier_name like ${`%${tag}`} order by s.id`);

// ---- building catalogues through the APIs ----

async function buildProducts(tag: string, specs: ProductSpec[]): Promise<void> {
  const stocked: { id: number; stock: [string | null, string | null] }[] = [];
  for (const [i, p] of specs.entries()) {
    const created = ok(
      await admin.post('/api/inventory/products', {
        sku: `${tag}-${i}`,
        productName: p.name,
        type: p.type,
        productCategoryId: pick(categories, p.category),
        productBrandId: pick(brands, p.brand),
        unitClassId: basics.unitClassId,
        unitOfMeasureId: basics.piece,
        basePrice: p.basePrice,
        cost: p.cost,
        reorderPoint: p.reorderPoint,
        preferredSupplierId: pick(suppliers, p.supplier),
        vatClass: p.vatClass,
        isActive: p.isActive,
        barcodes: Array.from({ length: p.barcodes }, (_, j) => `${tag}${i}B${j}${randomBytes(2).toString('hex')}`),
      }),
      201,
    );
    if (p.type === 'PRODUCT') stocked.push({ id: created.id, stock: p.stock });
  }
  for (const [at, location] of locations.slice(0, 2).entries()) {
    const items = stocked
      .filter((s) => s.stock[at] !== null && Number(s.stock[at]) > 0)
      .map((s) => ({ productId: s.id, uomId: basics.piece, quantity: s.stock[at]! }));
    if (items.length > 0) ok(await admin.post('/api/inventory/adjustments', { locationId: location.id, reason: 'Count', items }), 201);
  }
}

beforeAll(async () => {
  t = await startTestApp();
  adminToken = (await t.login('demo')).token;
  admin = t.as('demo', adminToken);
  basics = await shopBasics(admin);
  const [tenant] = await t.db.transaction(null, (tx) => tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.slug, 'demo')));
  demoTenant = tenant!.id;
  ok(await admin.post('/api/masterfile/stock-locations', { name: 'Bodega, Ñ "2"', code: 'BDG2' }), 201);
  locations = (await admin.get('/api/masterfile/stock-locations?sort=id,asc&pageSize=100')).body.data;
  const made = async (path: string, field: string, names: string[]) => {
    const ids: number[] = [];
    for (const n of names) ids.push(ok(await admin.post(path, { [field]: n }), 201).id);
    return ids;
  };
  categories = await made('/api/masterfile/product-categories', 'categoryName', [
    'Personal Care',
    'Niños, Ropa',
    '"Quoted" Things',
    '=Formula',
  ]);
  brands = await made('/api/masterfile/product-brands', 'brandName', ['Palmolive', 'Piña; Co.', '@Home']);
  suppliers = await made('/api/masterfile/suppliers', 'supplierName', ['Unilever, Philippines', 'Ñ Trading "Inc"', '-Minus Supply']);
  paymentTypes = [basics.cash, basics.charge, basics.gcash];
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('export → import changes nothing', () => {
  it('products: names, prices, costs, barcodes, references and stock stay as they were', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(productArb, { minLength: 1, maxLength: 6 }), async (specs) => {
        const tag = `RT${++run}`;
        await buildProducts(tag, specs);
        const before = await productState(tag);
        expect(before).toHaveLength(specs.length);
        const file = await download(`/api/inventory/products/export?sku[like]=${tag}-`);
        const result = await importBack('PRODUCTS', file, specs.length);
        expect(result.createdCount).toBe(0);
        expect(result.updatedCount).toBe(specs.length);
        expect(await productState(tag)).toEqual(before);
      }),
      { numRuns: RUNS, endOnFailure: true },
    );
  }, 600_000);

  it('customers: every exported column stays as it was, and no balance is made', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(partyArb, { minLength: 1, maxLength: 5 }), async (specs) => {
        const tag = ` RT${++run}`;
        for (const [i, c] of specs.entries()) {
          ok(
            await admin.post('/api/sales/customers', {
              customerName: `${c.name} #${i}${tag}`,
              contactPerson: c.contactPerson,
              contactNumber: c.contactNumber,
              email: c.email,
              tin: c.email ? `${100 + i}-456-789-000` : null,
              addressLineOne: c.address,
              defaultPaymentTypeId: pick(paymentTypes, c.paymentType),
              creditLimit: c.creditLimit,
            }),
            201,
          );
        }
        const before = await customerState(tag);
        expect(before).toHaveLength(specs.length);
        const file = await download(`/api/sales/customers/export?customerName[like]=${encodeURIComponent(tag)}`);
        const result = await importBack('CUSTOMERS', file, specs.length);
        expect(result.createdCount).toBe(0);
        expect(result.updatedCount).toBe(specs.length);
        expect(await customerState(tag)).toEqual(before);
      }),
      { numRuns: RUNS, endOnFailure: true },
    );
  }, 600_000);

  it('suppliers: every exported column stays as it was, and no balance is made', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(partyArb, { minLength: 1, maxLength: 5 }), async (specs) => {
        const tag = ` RT${++run}`;
        for (const [i, s] of specs.entries()) {
          ok(
            await admin.post('/api/masterfile/suppliers', {
              supplierName: `${s.name} #${i}${tag}`,
              contactPerson: s.contactPerson,
              contactNumber: s.contactNumber,
              email: s.email,
              address: s.address,
              paymentTermsDays: s.paymentTermsDays,
            }),
            201,
          );
        }
        const before = await supplierState(tag);
        expect(before).toHaveLength(specs.length);
        const file = await download(`/api/masterfile/suppliers/export?supplierName[like]=${encodeURIComponent(tag)}`);
        const result = await importBack('SUPPLIERS', file, specs.length);
        expect(result.createdCount).toBe(0);
        expect(result.updatedCount).toBe(specs.length);
        expect(await supplierState(tag)).toEqual(before);
      }),
      { numRuns: RUNS, endOnFailure: true },
    );
  }, 600_000);
});
