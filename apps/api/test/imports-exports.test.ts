// The round-trip files of issue 34: the products, customers and suppliers exports write exactly the
// columns their import reads (the contract's labels, in its order), and the templates give each
// kind's headers, an example row and a sheet explaining the columns.
import { Readable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_FIELDS, IMPORT_KINDS, type ImportField, type ImportKind } from '@oim/shared/schemas/imports';
import { tenants } from '../src/db/schema/tenancy';
import { ok, shopBasics, type ShopBasics } from './support/finance';
import { hostOf, signInAs, startTestApp, type Client, type TestApp } from './support/test-app';

let t: TestApp;
let admin: Client;
let adminToken: string;
let otherAdmin: Client;
let basics: ShopBasics;
/** The demo shop's stock locations as the files name them, in id order. */
let locations: { id: number; name: string }[];

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const labels = (kind: ImportKind) => IMPORT_FIELDS[kind].map((f) => f.label);

async function download(url: string, token: string | undefined, shop = 'demo') {
  const answer = await t.app.inject({
    method: 'GET',
    url,
    headers: { host: hostOf(shop), ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  return {
    status: answer.statusCode,
    type: String(answer.headers['content-type'] ?? ''),
    data: answer.rawPayload,
    json: () => answer.json(),
  };
}

async function workbookOf(data: Buffer): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(data as unknown as ArrayBuffer);
  return workbook;
}

/** A worksheet's rows as arrays of cell values (A = index 0), the header first. */
function rowsOf(sheet: ExcelJS.Worksheet): unknown[][] {
  const rows: unknown[][] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const values = (row.values as unknown[]).slice(1);
    rows.push(Array.from({ length: sheet.columnCount }, (_, i) => values[i] ?? null));
  });
  return rows;
}

async function exported(url: string, token = adminToken) {
  const answer = await download(url, token);
  expect(answer.status, answer.status === 200 ? '' : answer.data.toString()).toBe(200);
  expect(answer.type).toContain(XLSX);
  const workbook = await workbookOf(answer.data);
  const sheet = workbook.worksheets[0]!;
  const rows = rowsOf(sheet);
  return { sheet, header: rows[0]!.filter((h) => h !== null) as string[], rows: rows.slice(1) };
}

/** A row of an export as header → value. */
const byHeader = (header: string[], row: unknown[]) => Object.fromEntries(header.map((h, i) => [h, row[i] ?? null]));

beforeAll(async () => {
  t = await startTestApp();
  adminToken = (await t.login('demo')).token;
  admin = t.as('demo', adminToken);
  otherAdmin = t.as('other', (await t.login('other')).token);
  basics = await shopBasics(admin);
  ok(await admin.post('/api/masterfile/stock-locations', { name: 'Bodega ñ', code: 'BDG' }), 201);
  locations = (
    (await admin.get('/api/masterfile/stock-locations?sort=id,asc&pageSize=100')).body.data as { id: number; name: string }[]
  ).map((l) => ({ id: l.id, name: l.name }));

  const category = ok(await admin.post('/api/masterfile/product-categories', { categoryName: 'Personal Care' }), 201).id;
  const brand = ok(await admin.post('/api/masterfile/product-brands', { brandName: 'Palmolive' }), 201).id;
  const supplier = ok(await admin.post('/api/masterfile/suppliers', { supplierName: 'Unilever, Philippines' }), 201).id;
  const shampoo = ok(
    await admin.post('/api/inventory/products', {
      sku: 'EXP-SHMP',
      productName: 'Shampoo "Fresh", 200 mL',
      type: 'PRODUCT',
      productCategoryId: category,
      productBrandId: brand,
      unitClassId: basics.unitClassId,
      unitOfMeasureId: basics.piece,
      basePrice: '1234.5',
      cost: '62.25',
      barcodes: ['4800888123456', 'SHMP200'],
      reorderPoint: '12.5',
      preferredSupplierId: supplier,
      vatClass: 'VAT_EXEMPT',
    }),
    201,
  ).id;
  ok(
    await admin.post('/api/inventory/products', {
      sku: 'EXP-FORMULA',
      productName: '=SUM(A1:A9)',
      type: 'SERVICE',
      unitClassId: basics.unitClassId,
      unitOfMeasureId: basics.piece,
      basePrice: '0',
      isActive: false,
    }),
    201,
  );
  for (const [location, quantity] of [
    [locations[0]!.id, '24'],
    [locations[1]!.id, '3.25'],
  ] as const) {
    ok(
      await admin.post('/api/inventory/adjustments', {
        locationId: location,
        reason: 'Count',
        items: [{ productId: shampoo, uomId: basics.piece, quantity }],
      }),
      201,
    );
  }
  // Another shop's product, customer and supplier of the same names never reach this shop's files.
  const other = await shopBasics(otherAdmin);
  ok(
    await otherAdmin.post('/api/inventory/products', {
      sku: 'EXP-OTHER',
      productName: 'Other shop’s shampoo',
      type: 'PRODUCT',
      unitClassId: other.unitClassId,
      unitOfMeasureId: other.piece,
    }),
    201,
  );
  ok(await otherAdmin.post('/api/sales/customers', { customerName: 'Other Shop Customer', defaultPaymentTypeId: other.cash }), 201);
  ok(await otherAdmin.post('/api/masterfile/suppliers', { supplierName: 'Other Shop Supplier' }), 201);

  ok(
    await admin.post('/api/sales/customers', {
      customerName: 'Dela Cruz, "Hardware"',
      defaultPaymentTypeId: basics.charge,
      contactPerson: 'Juan Dela Cruz',
      contactNumber: '0917 123 4567',
      email: 'juan@example.ph',
      tin: '123-456-789-000',
      addressLineOne: '12 Rizal St., Quezon City',
      creditLimit: '10000.5',
    }),
    201,
  );
  ok(
    await admin.post('/api/masterfile/suppliers', {
      supplierName: '+Plus Trading',
      contactPerson: 'Maria Santos',
      contactNumber: '02 8123 4567',
      email: 'orders@example.ph',
      address: 'BGC, Taguig',
      paymentTermsDays: 30,
    }),
    201,
  );
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('GET inventory/products/export', () => {
  it('writes the PRODUCTS labels in order, then one Stock column per location, with values the import reads back', async () => {
    const { sheet, header, rows } = await exported('/api/inventory/products/export?globalFilter=EXP-');
    expect(header).toEqual([...labels('PRODUCTS'), ...locations.map((l) => `Stock: ${l.name}`)]);
    // The list's default order: by name ("=" before "S").
    expect(rows.map((r) => r[0])).toEqual(['EXP-FORMULA', 'EXP-SHMP']);
    const shampoo = byHeader(
      header,
      rows.find((r) => r[0] === 'EXP-SHMP')!,
    );
    expect(shampoo).toEqual({
      SKU: 'EXP-SHMP',
      'Product Name': 'Shampoo "Fresh", 200 mL',
      Type: 'PRODUCT',
      Category: 'Personal Care',
      Brand: 'Palmolive',
      'Unit Class': 'Count',
      'Base Unit': 'piece',
      'Base Price': 1234.5,
      Cost: 62.25,
      Barcodes: '4800888123456, SHMP200',
      'Reorder Point': 12.5,
      'Preferred Supplier': 'Unilever, Philippines',
      'VAT Class': 'VAT_EXEMPT',
      Active: 'Yes',
      [`Stock: ${locations[0]!.name}`]: 24,
      [`Stock: ${locations[1]!.name}`]: 3.25,
    });
    // Money is a number shown with centavos; a name that looks like a formula stays text.
    const shampooRow = rows.findIndex((r) => r[0] === 'EXP-SHMP') + 2;
    expect(sheet.getCell(shampooRow, header.indexOf('Base Price') + 1).numFmt).toBe('#,##0.00');
    expect(sheet.getCell(shampooRow, header.indexOf('Cost') + 1).numFmt).toBe('#,##0.00');
    const formula = byHeader(
      header,
      rows.find((r) => r[0] === 'EXP-FORMULA')!,
    );
    expect(formula['Product Name']).toBe('=SUM(A1:A9)');
    expect(formula.Type).toBe('SERVICE');
    expect(formula.Active).toBe('No');
    expect(formula['Base Price']).toBe(0);
    expect(formula.Cost).toBeNull();
  });

  it('keeps the list’s filters and sort, and never another shop’s products', async () => {
    const { rows } = await exported('/api/inventory/products/export?sku=EXP-SHMP');
    expect(rows.map((r) => r[0])).toEqual(['EXP-SHMP']);
    const all = await exported('/api/inventory/products/export?sort=sku,desc');
    const skus = all.rows.map((r) => r[0] as string);
    expect(skus).toContain('EXP-SHMP');
    expect(skus).not.toContain('EXP-OTHER');
    expect(skus).toEqual([...skus].sort((a, b) => b.toLowerCase().localeCompare(a.toLowerCase())));
    // The list's own refusals: an unknown filter is 400, as on the list.
    expect((await download('/api/inventory/products/export?nope=1', adminToken)).status).toBe(400);
  });

  it('is 401 without a token and 403 without View Products; the Cost column only for who may see costs', async () => {
    expect((await download('/api/inventory/products/export', undefined)).status).toBe(401);
    ok(await admin.post('/api/rbac/roles', { name: 'Export Nothing', permissions: ['View Customer'] }), 201);
    const nobody = await signInAs(t, admin, 'demo', ['Export Nothing']);
    const refused = await nobody.get('/api/inventory/products/export');
    expect(refused.status).toBe(403);

    ok(await admin.post('/api/rbac/roles', { name: 'Product Viewer', permissions: ['View Products'] }), 201);
    const viewer = await signInAs(t, admin, 'demo', ['Product Viewer'], 'viewer-exports@demo.shop');
    const viewerToken = (await t.login('demo', 'viewer-exports@demo.shop', 'test-password')).token;
    expect(viewer.id).toBeGreaterThan(0);
    const { header, rows } = await exported('/api/inventory/products/export?globalFilter=EXP-SHMP', viewerToken);
    expect(header).toEqual([...labels('PRODUCTS').filter((l) => l !== 'Cost'), ...locations.map((l) => `Stock: ${l.name}`)]);
    expect(JSON.stringify(rows)).not.toContain('62.25');
    // Nor may a filter on cost tell it.
    expect((await download('/api/inventory/products/export?cost[gt]=60', viewerToken)).status).toBe(400);
  });
});

describe('GET sales/customers/export and masterfile/suppliers/export', () => {
  it('write the CUSTOMERS labels but Opening Balance, names for references, money as numbers', async () => {
    const { header, rows } = await exported('/api/sales/customers/export');
    expect(header).toEqual(labels('CUSTOMERS').filter((l) => l !== 'Opening Balance'));
    const names = rows.map((r) => r[0]);
    expect(names).not.toContain('Other Shop Customer');
    expect(
      byHeader(
        header,
        rows.find((r) => r[0] === 'Dela Cruz, "Hardware"')!,
      ),
    ).toEqual({
      'Customer Name': 'Dela Cruz, "Hardware"',
      'Contact Person': 'Juan Dela Cruz',
      'Contact Number': '0917 123 4567',
      Email: 'juan@example.ph',
      TIN: '123-456-789-000',
      Address: '12 Rizal St., Quezon City',
      'Default Payment Type': 'Charge',
      'Credit Limit': 10000.5,
    });
    expect((await download('/api/sales/customers/export', undefined)).status).toBe(401);
    ok(await admin.post('/api/rbac/roles', { name: 'Suppliers Only', permissions: ['View Suppliers'] }), 201);
    const suppliersOnly = await signInAs(t, admin, 'demo', ['Suppliers Only']);
    expect((await suppliersOnly.get('/api/sales/customers/export')).status).toBe(403);
  });

  it('write the SUPPLIERS labels but Opening Balance; a name beginning with + stays text', async () => {
    const { header, rows } = await exported('/api/masterfile/suppliers/export');
    expect(header).toEqual(labels('SUPPLIERS').filter((l) => l !== 'Opening Balance'));
    expect(rows.map((r) => r[0])).not.toContain('Other Shop Supplier');
    expect(
      byHeader(
        header,
        rows.find((r) => r[0] === '+Plus Trading')!,
      ),
    ).toEqual({
      'Supplier Name': '+Plus Trading',
      'Contact Person': 'Maria Santos',
      'Contact Number': '02 8123 4567',
      Email: 'orders@example.ph',
      Address: 'BGC, Taguig',
      'Payment Terms (Days)': 30,
    });
    expect((await download('/api/masterfile/suppliers/export', undefined)).status).toBe(401);
    ok(await admin.post('/api/rbac/roles', { name: 'Customers Only', permissions: ['View Customer'] }), 201);
    const customersOnly = await signInAs(t, admin, 'demo', ['Customers Only']);
    expect((await customersOnly.get('/api/masterfile/suppliers/export')).status).toBe(403);
  });
});

describe('GET imports/templates/{kind}', () => {
  it.each(IMPORT_KINDS)('%s: the labels as headers, one example row, and a Columns sheet', async (kind) => {
    const answer = await download(`/api/imports/templates/${kind}`, adminToken);
    expect(answer.status, answer.data.toString().slice(0, 300)).toBe(200);
    expect(answer.type).toContain(XLSX);
    const workbook = await workbookOf(answer.data);
    const [data, help] = workbook.worksheets;
    const stock = kind === 'PRODUCTS' ? locations.map((l) => `Stock: ${l.name}`) : [];
    const rows = rowsOf(data!);
    expect(rows[0]).toEqual([...labels(kind), ...stock]);
    expect(rows).toHaveLength(2);
    // The example row: each field's example (plain numbers written as numbers).
    const example = (f: ImportField) =>
      ['money', 'quantity', 'integer'].includes(f.type) && /^[\d,]+(\.\d+)?$/.test(f.example)
        ? Number(f.example.replaceAll(',', ''))
        : f.example;
    expect(rows[1]!.slice(0, IMPORT_FIELDS[kind].length)).toEqual(IMPORT_FIELDS[kind].map(example));
    expect(help!.name).toBe('Columns');
    const explained = rowsOf(help!);
    expect(explained[0]).toEqual(['Column', 'Required', 'Example', 'Help']);
    expect(explained.slice(1).map((r) => r[0])).toEqual([...labels(kind), ...stock]);
    for (const f of IMPORT_FIELDS[kind]) {
      const line = explained.find((r) => r[0] === f.label)!;
      expect(line[1]).toBe(f.required ? 'Yes' : 'No');
      expect(line[3]).toBe(f.help);
    }
  });

  it('is 401 without a token, 403 without Import Data, 404 for an unknown kind', async () => {
    expect((await download('/api/imports/templates/PRODUCTS', undefined)).status).toBe(401);
    ok(await admin.post('/api/rbac/roles', { name: 'No Imports', permissions: ['View Products', 'Create Products'] }), 201);
    const user = await signInAs(t, admin, 'demo', ['No Imports']);
    const refused = await user.get('/api/imports/templates/PRODUCTS');
    expect(refused.status).toBe(403);
    // A kind the contract does not name is no template (404, as every path parameter that does not validate).
    for (const kind of ['WIDGETS', 'products', 'products%00', '__proto__', 'x'.repeat(200)]) {
      expect((await download(`/api/imports/templates/${kind}`, adminToken)).status, kind.slice(0, 20)).toBe(404);
    }
    // A 10,000-character address is refused before any route (414), never a 500.
    expect((await download(`/api/imports/templates/${'x'.repeat(10_000)}`, adminToken)).status).toBe(414);
  });
});

describe('a large catalogue', () => {
  it('exports 20,000 products as one file, a page at a time', async () => {
    const [tenant] = await t.db.transaction(null, (tx) => tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.slug, 'demo')));
    await t.db.transaction(tenant!.id, (tx) =>
      tx.execute(sql`
        insert into products (tenant_id, sku, product_name, type, unit_class_id, unit_of_measure_id, base_price, cost)
        select ${tenant!.id}, 'BULK-' || lpad(g::text, 6, '0'), 'Bulk product ' || g, 'PRODUCT', ${basics.unitClassId}, ${basics.piece},
               (g % 1000) + 0.25, (g % 500) + 0.5
          from generate_series(1, 20000) g`),
    );
    const answer = await download('/api/inventory/products/export?globalFilter=BULK-&sort=sku,asc', adminToken);
    expect(answer.status).toBe(200);
    // Read as a stream (exceljs's whole-workbook reader takes minutes over 20,000 rows).
    const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(answer.data), { worksheets: 'emit', sharedStrings: 'cache' });
    const all: unknown[][] = [];
    for await (const sheet of reader) for await (const row of sheet) all.push((row.values as unknown[]).slice(1));
    const header = all[0] as string[];
    const rows = all.slice(1);
    expect(header.slice(0, labels('PRODUCTS').length)).toEqual(labels('PRODUCTS'));
    expect(rows).toHaveLength(20_000);
    expect(rows[0]!.slice(0, 2)).toEqual(['BULK-000001', 'Bulk product 1']);
    expect(byHeader(header, rows[19_999]!)['Base Price']).toBe(0.25);
    expect(byHeader(header, rows[19_999]!)['Cost']).toBe(0.5);
  }, 300_000);
});
