// Issue 34, items 1–3: the imports resource (preview, mapping, commit, undo) with the PRODUCTS and
// OPENING_STOCK kinds, on whichever database the run uses (PGlite, or PostgreSQL with TEST_DATABASE_URL).
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok, shopBasics, type ShopBasics } from './support/finance';
import { salePayload } from './support/sales';
import { createLogger } from '../src/platform/logging';
import { signInAs, startTestApp, type Answer, type Client, type TestApp } from './support/test-app';

let t: TestApp;
let admin: Client;
let demoId: number;
let adminToken: string;
let other: Client;
let basics: ShopBasics;
let main: { id: number; name: string };
let bodega: { id: number; name: string };
let walkIn: number;

type Part = { name: string; filename?: string; data: string | Buffer; type?: string };

function multipart(parts: Part[]): { body: Buffer; type: string } {
  const boundary = `----oim${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename !== undefined ? `; filename="${part.filename}"` : ''}`;
    const type = part.filename !== undefined ? `\r\nContent-Type: ${part.type ?? 'text/csv'}` : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`));
    chunks.push(Buffer.isBuffer(part.data) ? part.data : Buffer.from(part.data));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), type: `multipart/form-data; boundary=${boundary}` };
}

async function uploadParts(parts: Part[], token: string | null = adminToken, shop: 'demo' | 'other' = 'demo'): Promise<Answer> {
  const { body, type } = multipart(parts);
  return t.request('POST', '/api/imports', { shop, ...(token ? { token } : {}), body, headers: { 'content-type': type } });
}

/** A CSV of rows (the header first), quoting every cell. */
const csv = (rows: string[][]) => rows.map((r) => r.map((c) => `"${c.replaceAll('"', '""')}"`).join(',')).join('\r\n');

async function upload(kind: string, rows: string[][], options: { token?: string; shop?: 'demo' | 'other'; fileName?: string } = {}) {
  return uploadParts(
    [
      { name: 'kind', data: kind },
      { name: 'file', filename: options.fileName ?? 'items.csv', data: csv(rows) },
    ],
    options.token === undefined ? adminToken : options.token || null,
    options.shop ?? 'demo',
  );
}

const sku = (prefix: string) => `${prefix}-${randomBytes(3).toString('hex').toUpperCase()}`;

async function productBySku(code: string): Promise<Record<string, any> | undefined> {
  const found = (await admin.get(`/api/inventory/products?sku=${encodeURIComponent(code)}&relations=barcodes`)).body.data as Record<
    string,
    any
  >[];
  return found.find((p) => p.sku === code);
}

async function onHand(productId: number, locationId: number): Promise<number> {
  const rows = (await admin.get(`/api/inventory/stocks?productId=${productId}&locationId=${locationId}`)).body.data;
  return Number(rows[0]?.onHand ?? 0);
}

/** The ledger's sum and the stock row of a product at a location, read from the database in the shop's transaction. */
async function ledgerAndStock(productId: number, locationId: number) {
  return t.db.transaction(demoId, async (db) => {
    const ledger = await db.execute<{ total: string | null }>(
      sql`select sum(quantity)::text as total from stock_movements where product_id = ${productId} and location_id = ${locationId}`,
    );
    const stock = await db.execute<{ on_hand: string }>(
      sql`select on_hand::text from stock_levels where product_id = ${productId} and location_id = ${locationId}`,
    );
    return { ledger: Number(ledger.rows[0]?.total ?? 0), onHand: Number(stock.rows[0]?.on_hand ?? 0) };
  });
}

async function movementsOfImport(importId: number) {
  return t.db.transaction(demoId, async (db) =>
    (
      await db.execute<{ source_type: string; source_id: number; import_id: number | null; quantity: string; note: string | null }>(
        sql`select source_type, source_id, import_id, quantity::text, note from stock_movements where import_id = ${importId} order by id`,
      )
    ).rows.map((r) => ({ ...r, source_id: Number(r.source_id), import_id: r.import_id === null ? null : Number(r.import_id) })),
  );
}

beforeAll(async () => {
  // Server errors are printed, so a failing answer shows its cause.
  t = await startTestApp({}, { logger: createLogger('error', { write: (line: string) => void process.stderr.write(line) }) });
  // Shop tables are read in the shop's own transaction: row-level security is forced on them, for their owner too (PostgreSQL).
  demoId = Number((await t.db.asOwner((db) => db.execute<{ id: number }>(sql`select id from tenants where slug = 'demo'`))).rows[0]!.id);
  adminToken = (await t.login('demo')).token;
  admin = t.as('demo', adminToken);
  other = t.as('other', (await t.login('other')).token);
  basics = await shopBasics(admin);
  const locations = (await admin.get('/api/masterfile/stock-locations?sort=id,asc&pageSize=100')).body.data as {
    id: number;
    name: string;
  }[];
  main = locations.find((l) => l.id === basics.location)!;
  bodega = ok(await admin.post('/api/masterfile/stock-locations', { name: 'Bodega Uno', code: 'BOD1' }), 201);
  walkIn = (await admin.get('/api/sales/customers/default')).body.data.id;
});

afterAll(async () => {
  await t?.close();
});

describe('POST imports: who may, and what a bad upload answers', () => {
  it('answers 401 to an anonymous caller and 403 naming the missing permission', async () => {
    expect((await upload('PRODUCTS', [['SKU', 'Product Name']], { token: '' })).status).toBe(401);
    expect((await t.request('GET', '/api/imports', { shop: 'demo' })).status).toBe(401);

    ok(await admin.post('/api/rbac/roles', { name: 'Importer only', permissions: ['Import Data'] }), 201);
    ok(await admin.post('/api/rbac/roles', { name: 'Product maker', permissions: ['Create Products', 'View Products'] }), 201);
    const importer = await tokenWith(['Importer only']);
    const maker = await tokenWith(['Product maker']);
    const file = [
      ['SKU', 'Product Name'],
      ['X-1', 'Thing'],
    ];
    const asImporter = await upload('PRODUCTS', file, { token: importer });
    expect(asImporter.status).toBe(403);
    expect(asImporter.body.message).toContain('Create Products');
    const asMaker = await upload('PRODUCTS', file, { token: maker });
    expect(asMaker.status).toBe(403);
    expect((await t.as('demo', maker).get('/api/imports')).status).toBe(403);
  });

  it('answers 422 on file or kind for a missing file, a bad kind, a wrong type, an empty or unreadable file, never 500', async () => {
    const noFile = await uploadParts([{ name: 'kind', data: 'PRODUCTS' }]);
    expect(noFile.status).toBe(422);
    expect(noFile.body.errors.file).toBeDefined();

    const badKind = await uploadParts([
      { name: 'kind', data: 'PLANETS' },
      { name: 'file', filename: 'a.csv', data: 'SKU,Product Name\r\nA,B' },
    ]);
    expect(badKind.status).toBe(422);
    expect(badKind.body.errors.kind).toBeDefined();

    const noKind = await uploadParts([{ name: 'file', filename: 'a.csv', data: 'SKU,Product Name\r\nA,B' }]);
    expect(noKind.status).toBe(422);
    expect(noKind.body.errors.kind).toBeDefined();

    const wrongType = await uploadParts([
      { name: 'kind', data: 'PRODUCTS' },
      { name: 'file', filename: 'a.txt', data: 'SKU,Product Name\r\nA,B' },
    ]);
    expect(wrongType.status).toBe(422);
    expect(wrongType.body.errors.file).toBeDefined();

    const empty = await uploadParts([
      { name: 'kind', data: 'PRODUCTS' },
      { name: 'file', filename: 'a.csv', data: '' },
    ]);
    expect(empty.status).toBe(422);

    const garbage = await uploadParts([
      { name: 'kind', data: 'PRODUCTS' },
      { name: 'file', filename: 'a.xlsx', data: randomBytes(2000) },
    ]);
    expect(garbage.status).toBe(422);
    expect(garbage.body.errors.file).toBeDefined();

    // A body cut off in the middle of the file part.
    const { body, type } = multipart([
      { name: 'kind', data: 'PRODUCTS' },
      { name: 'file', filename: 'a.csv', data: 'SKU,Product Name\r\nA,B\r\n'.repeat(200) },
    ]);
    const cut = await t.request('POST', '/api/imports', {
      shop: 'demo',
      token: adminToken,
      body: body.subarray(0, body.length - 300),
      headers: { 'content-type': type },
    });
    expect(cut.status).toBeGreaterThanOrEqual(400);
    expect(cut.status).toBeLessThan(500);
  });
});

/** A user of the demo shop with these roles: their token. */
async function tokenWith(roles: string[]): Promise<string> {
  const email = `importer${randomBytes(4).toString('hex')}@demo.shop`;
  await signInAs(t, admin, 'demo', roles, email);
  return (await t.login('demo', email, 'test-password')).token;
}

describe('a PRODUCTS import', () => {
  it('previews without writing, commits with stock at two locations (on hand = Σ ledger), and a second commit is 409', async () => {
    const a = sku('SHMP');
    const b = sku('SOAP');
    const rows = [
      ['Item Code', 'Item Name', 'SRP', 'Unit Cost', 'Barcode', 'Category', 'Brand', `Stock: ${main.name}`, `Stock: ${bodega.name}`],
      [a, 'Shampoo 200 mL', '₱1,234.50', '62.50', `48${randomBytes(5).readUIntBE(0, 5)}`, `Cat ${a}`, `Brand ${a}`, '24', '6'],
      [b, 'Soap', 'PHP 45.5', '30', '', `cat ${a}`, '', '', '3.5'],
    ];
    const preview = await upload('PRODUCTS', rows);
    expect(preview.status, JSON.stringify(preview.body)).toBe(201);
    const p = preview.body.data;
    expect(p.importNumber).toMatch(/^IMP-\d{6}$/);
    expect(p.status).toBe('PREVIEWED');
    expect(p.rowCount).toBe(2);
    expect(p.invalidCount, JSON.stringify(p.errors)).toBe(0);
    expect(p.mapping['Item Code']).toBe('sku');
    expect(p.mapping['SRP']).toBe('basePrice');
    expect(p.mapping[`Stock: ${bodega.name}`]).toBe(`stock:${bodega.id}`);
    expect(p.rows[0].row).toBe(2);
    expect(p.rows[0].values.basePrice).toBe('1234.50');
    expect(await productBySku(a)).toBeUndefined();

    const committed = ok(await admin.post(`/api/imports/${p.id}/commit`, { skipInvalid: false }));
    expect(committed.status).toBe('COMMITTED');
    expect(committed.createdCount).toBe(2);
    expect(committed.updatedCount).toBe(0);
    expect(committed.skippedCount).toBe(0);

    const shampoo = (await productBySku(a))!;
    const soap = (await productBySku(b))!;
    expect(Number(shampoo.basePrice)).toBe(1234.5);
    expect(Number(soap.basePrice)).toBe(45.5);
    expect(shampoo.productCategoryId).toBe(soap.productCategoryId);
    expect(await onHand(shampoo.id, main.id)).toBe(24);
    expect(await onHand(shampoo.id, bodega.id)).toBe(6);
    expect(await onHand(soap.id, bodega.id)).toBe(3.5);
    for (const [product, location] of [
      [shampoo.id, main.id],
      [shampoo.id, bodega.id],
      [soap.id, bodega.id],
    ] as const) {
      const { ledger, onHand: stock } = await ledgerAndStock(product, location);
      expect(stock).toBe(ledger);
    }
    const moves = await movementsOfImport(p.id);
    expect(moves).toHaveLength(3);
    expect(moves.every((m) => m.source_type === 'OPENING_STOCK' && m.source_id === p.id && m.import_id === p.id)).toBe(true);

    const again = await admin.post(`/api/imports/${p.id}/commit`, { skipInvalid: true });
    expect(again.status).toBe(409);
    expect(again.body.message).toContain('already been committed');
    const remap = await admin.put(`/api/imports/${p.id}/mapping`, { mapping: {} });
    expect(remap.status).toBe(409);

    const shown = ok(await admin.get(`/api/imports/${p.id}`));
    expect(shown.canUndo).toBe(true);
    const list = ok(await admin.get(`/api/imports?globalFilter=${p.importNumber}`));
    expect(list.map((i: { id: number }) => i.id)).toContain(p.id);
  });

  it('updates a product by its SKU (any case): only the mapped columns change, and undo writes them back', async () => {
    const code = sku('UPD');
    const id = ok(
      await admin.post('/api/inventory/products', {
        sku: code,
        productName: 'Old name',
        type: 'PRODUCT',
        unitClassId: basics.unitClassId,
        unitOfMeasureId: basics.piece,
        basePrice: 10,
        reorderPoint: 5,
      }),
      201,
    ).id;
    const preview = ok(
      await upload('PRODUCTS', [
        ['SKU', 'Product Name', 'Selling Price'],
        [code.toLowerCase(), 'New name', '12.25'],
      ]),
      201,
    );
    expect(preview.invalidCount, JSON.stringify(preview.errors)).toBe(0);
    const committed = ok(await admin.post(`/api/imports/${preview.id}/commit`, {}));
    expect(committed.updatedCount).toBe(1);
    const after = (await productBySku(code))!;
    expect(after.id).toBe(id);
    expect(after.productName).toBe('New name');
    expect(Number(after.basePrice)).toBe(12.25);
    expect(Number(after.reorderPoint)).toBe(5);

    const undone = ok(await admin.delete(`/api/imports/${preview.id}`));
    expect(undone.status).toBe('UNDONE');
    const back = (await productBySku(code))!;
    expect(back.productName).toBe('Old name');
    expect(Number(back.basePrice)).toBe(10);
    expect((await admin.delete(`/api/imports/${preview.id}`)).status).toBe(409);
  });

  it('checks each row: unknown supplier, another product’s barcode, a repeated SKU, hostile cells; skipInvalid false writes nothing', async () => {
    const holder = sku('HOLD');
    const barcode = `77${randomBytes(5).readUIntBE(0, 5)}`;
    ok(
      await admin.post('/api/inventory/products', {
        sku: holder,
        productName: 'Holder',
        type: 'PRODUCT',
        unitClassId: basics.unitClassId,
        unitOfMeasureId: basics.piece,
        barcodes: [barcode],
      }),
      201,
    );
    const good = sku('GOOD');
    const rows = [
      ['SKU', 'Product Name', 'Base Price', 'Barcodes', 'Preferred Supplier', `Stock: ${main.name}`],
      [good, 'Good one', '10', '', '', '2'],
      [sku('SUP'), 'No such supplier', '10', '', 'Nobody Trading Inc', ''],
      [sku('BAR'), 'Taken barcode', '10', barcode, '', ''],
      [good, 'Same SKU again', '10', '', '', ''],
      [sku('NUL'), 'Bad\u0000name', '10', '', '', ''],
      [sku('LONG'), 'x'.repeat(10_000), '10', '', '', ''],
      [sku('BIG'), 'Huge price', '1e21', '', '', ''],
      [sku('DEC'), 'Three decimals', '₱1,234.567', '', '', ''],
      [sku('NEG'), 'Negative stock', '1', '', '', '-3'],
      [sku('FRM'), '=HYPERLINK("http://x")', '5', '', '', ''],
      [sku("SQ'"), "Robert'); DROP TABLE products;--", '5', '', '', ''],
    ];
    const preview = ok(await upload('PRODUCTS', rows), 201);
    const errorsOf = (row: number) => preview.errors.filter((e: { row: number }) => e.row === row);
    expect(errorsOf(2)).toEqual([]);
    expect(errorsOf(3)[0].message).toContain('Nobody Trading Inc');
    expect(errorsOf(3)[0].column).toBe('Preferred Supplier');
    expect(errorsOf(4)[0].message).toContain(holder);
    expect(errorsOf(5)[0].message).toContain('row 2');
    expect(errorsOf(6).length).toBeGreaterThan(0);
    expect(errorsOf(7).length).toBeGreaterThan(0);
    expect(errorsOf(8).length).toBeGreaterThan(0);
    expect(errorsOf(9).length).toBeGreaterThan(0);
    expect(errorsOf(10).length).toBeGreaterThan(0);
    // Formula-like text and injection strings are stored as text, not refused.
    expect(errorsOf(11)).toEqual([]);
    expect(errorsOf(12)).toEqual([]);
    expect(preview.validCount, JSON.stringify(preview.errors)).toBe(3);
    expect(preview.invalidCount, JSON.stringify(preview.errors)).toBe(8);
    // Each preview row carries the file's text, one per column ('' for a blank, trailing blanks
    // too), so a refused cell still shows what the file said; a NUL is kept as U+FFFD.
    const decimals = preview.rows.find((r: { row: number }) => r.row === 9);
    expect(decimals.values.basePrice).toBeUndefined();
    expect(errorsOf(9)).toEqual([expect.objectContaining({ column: 'Base Price', field: 'basePrice' })]);
    expect(decimals.cells).toEqual(rows[8]);
    expect(decimals.cells[2]).toBe('₱1,234.567');
    expect(preview.rows.map((r: { cells: string[] }) => r.cells)).toEqual(
      rows.slice(1).map((r) => r.map((c) => c.replaceAll('\u0000', '\ufffd'))),
    );
    expect(ok(await admin.get(`/api/imports/${preview.id}`)).rows[7].cells).toEqual(rows[8]);

    const all = ok(await admin.get(`/api/imports/${preview.id}/errors`));
    expect(all.length).toBeGreaterThanOrEqual(8);
    const xlsx = await t.app.inject({
      method: 'GET',
      url: `/api/imports/${preview.id}/errors/export`,
      headers: { host: 'demo.localhost', authorization: `Bearer ${adminToken}` },
    });
    expect(xlsx.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).getCell(rows[0]!.length + 1).value).toBe('Error');
    expect(sheet.rowCount).toBe(1 + 8);

    const refused = await admin.post(`/api/imports/${preview.id}/commit`, { skipInvalid: false });
    expect(refused.status).toBe(422);
    expect(refused.body.invalidCount).toBe(8);
    expect(await productBySku(good)).toBeUndefined();
    expect(ok(await admin.get(`/api/imports/${preview.id}`)).status).toBe('PREVIEWED');

    const committed = ok(await admin.post(`/api/imports/${preview.id}/commit`, { skipInvalid: true }));
    expect(committed.createdCount).toBe(3);
    expect(committed.skippedCount).toBe(8);
    const formula = (await productBySku(rows[10]![0]!))!;
    expect(formula.productName).toBe('=HYPERLINK("http://x")');
    expect(await onHand((await productBySku(good))!.id, main.id)).toBe(2);
  });

  it('maps columns again: a field twice or an unknown field is 422; a new mapping re-reads every row', async () => {
    const code = sku('MAP');
    const preview = ok(
      await upload('PRODUCTS', [
        ['Code X', 'Label Y', 'Amount'],
        [code, 'Mapped later', '7.5'],
      ]),
      201,
    );
    expect(preview.invalidCount).toBe(1);
    const twice = await admin.put(`/api/imports/${preview.id}/mapping`, { mapping: { 'Code X': 'sku', 'Label Y': 'sku' } });
    expect(twice.status).toBe(422);
    const unknown = await admin.put(`/api/imports/${preview.id}/mapping`, { mapping: { 'Code X': 'planet' } });
    expect(unknown.status).toBe(422);
    const remapped = ok(
      await admin.put(`/api/imports/${preview.id}/mapping`, {
        mapping: { 'Code X': 'sku', 'Label Y': 'productName', Amount: 'basePrice' },
      }),
    );
    expect(remapped.invalidCount, JSON.stringify(remapped.errors)).toBe(0);
    expect(remapped.rows[0].values.basePrice).toBe('7.50');
  });

  it('refuses undo after the product was sold, naming it; a second shop sees none of the first’s imports', async () => {
    const code = sku('SOLD');
    const preview = ok(
      await upload('PRODUCTS', [
        ['SKU', 'Product Name', 'Base Price', 'Cost', `Stock: ${main.name}`],
        [code, 'Sold since', '100', '60', '10'],
      ]),
      201,
    );
    ok(await admin.post(`/api/imports/${preview.id}/commit`, {}));
    const product = (await productBySku(code))!;
    ok(
      await admin.post(
        '/api/sales/pos-order',
        salePayload({
          salesChannelId: basics.channel,
          customerId: walkIn,
          lines: [{ productId: product.id, orderedUomId: basics.piece, orderedQuantity: 1, orderedUnitPrice: 100 }],
          payments: [{ paymentType: basics.cash }],
        }),
      ),
      201,
    );
    expect(ok(await admin.get(`/api/imports/${preview.id}`)).canUndo).toBe(false);
    const refused = await admin.delete(`/api/imports/${preview.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain(code);
    expect(refused.body.message).toContain('sold');

    expect((await other.get(`/api/imports/${preview.id}`)).status).toBe(404);
    expect((await other.post(`/api/imports/${preview.id}/commit`, {})).status).toBe(404);
    expect((await other.delete(`/api/imports/${preview.id}`)).status).toBe(404);
    expect((await other.get(`/api/imports/${preview.id}/errors`)).status).toBe(404);
    const theirs = ok(await other.get('/api/imports'));
    expect(theirs.map((i: { id: number }) => i.id)).not.toContain(preview.id);
  });

  it('undoes a products import: created products go with their stock and ledger rows', async () => {
    const code = sku('GONE');
    const preview = ok(
      await upload('PRODUCTS', [
        ['SKU', 'Product Name', 'Cost', `Stock: ${main.name}`, `Stock: ${bodega.name}`],
        [code, 'Goes again', '5', '4', '1'],
      ]),
      201,
    );
    ok(await admin.post(`/api/imports/${preview.id}/commit`, {}));
    expect(await productBySku(code)).toBeDefined();
    const undone = ok(await admin.delete(`/api/imports/${preview.id}`));
    expect(undone.status).toBe('UNDONE');
    expect(await productBySku(code)).toBeUndefined();
    expect(await movementsOfImport(preview.id)).toEqual([]);
  });
});

describe('a PRODUCTS import that updates stocked products', () => {
  it('refuses a type change once the product moved; undo takes its opening stock out through the ledger and restores the cost', async () => {
    const code = sku('STK');
    const id = ok(
      await admin.post('/api/inventory/products', {
        sku: code,
        productName: 'Stocked',
        type: 'PRODUCT',
        unitClassId: basics.unitClassId,
        unitOfMeasureId: basics.piece,
        cost: 10,
      }),
      201,
    ).id;
    const first = ok(
      await upload('PRODUCTS', [
        ['SKU', 'Product Name', 'Cost', `Stock: ${main.name}`],
        [code, 'Stocked', '12', '4'],
      ]),
      201,
    );
    expect(first.invalidCount, JSON.stringify(first.errors)).toBe(0);
    expect(ok(await admin.post(`/api/imports/${first.id}/commit`, {})).updatedCount).toBe(1);
    expect(await onHand(id, main.id)).toBe(4);
    expect(Number((await productBySku(code))!.cost)).toBe(12);

    const typeChange = ok(
      await upload('PRODUCTS', [
        ['SKU', 'Product Name', 'Type'],
        [code, 'Stocked', 'SERVICE'],
      ]),
      201,
    );
    expect(typeChange.errors[0].message).toContain('stock movements');
    expect(typeChange.errors[0].column).toBe('Type');

    ok(await admin.delete(`/api/imports/${first.id}`));
    expect(await onHand(id, main.id)).toBe(0);
    expect(Number((await productBySku(code))!.cost)).toBe(10);
    const moves = await movementsOfImport(first.id);
    expect(moves.map((m) => Number(m.quantity))).toEqual([4, -4]);
    expect(moves[1]!.note).toBe(`Undo of ${first.importNumber}`);
    const { ledger, onHand: stock } = await ledgerAndStock(id, main.id);
    expect(stock).toBe(ledger);
  });
});

describe('an OPENING_STOCK import', () => {
  it('adds stock through the ledger at the product’s cost, refuses serial-tracked products and undoes through the ledger', async () => {
    const code = sku('OPN');
    const id = ok(
      await admin.post('/api/inventory/products', {
        sku: code,
        productName: 'Opening',
        type: 'PRODUCT',
        unitClassId: basics.unitClassId,
        unitOfMeasureId: basics.piece,
        cost: 20,
      }),
      201,
    ).id;
    const serial = sku('SER');
    ok(
      await admin.post('/api/inventory/products', {
        sku: serial,
        productName: 'Serial one',
        type: 'PRODUCT',
        unitClassId: basics.unitClassId,
        unitOfMeasureId: basics.piece,
        isSerialized: true,
      }),
      201,
    );
    const preview = ok(
      await upload('OPENING_STOCK', [
        ['SKU', 'Location', 'Qty', 'Unit Cost'],
        [code, main.name.toUpperCase(), '5', ''],
        [code, `  ${bodega.name}  `, '2.5', '30'],
        [serial, main.name, '1', ''],
        ['NO-SUCH-SKU', main.name, '1', ''],
        [code, 'Nowhere', '1', ''],
        [sku('X'), main.name, '0', ''],
      ]),
      201,
    );
    const errorsOf = (row: number) => preview.errors.filter((e: { row: number }) => e.row === row);
    expect(errorsOf(2), JSON.stringify(preview.errors)).toEqual([]);
    expect(errorsOf(3)).toEqual([]);
    expect(errorsOf(4)[0].message).toContain('serial-tracked');
    expect(errorsOf(5)[0].message).toContain('NO-SUCH-SKU');
    expect(errorsOf(6)[0].message).toContain('Nowhere');
    expect(errorsOf(7).length).toBeGreaterThan(0);
    const committed = ok(await admin.post(`/api/imports/${preview.id}/commit`, { skipInvalid: true }));
    expect(committed.createdCount).toBe(2);
    expect(await onHand(id, main.id)).toBe(5);
    expect(await onHand(id, bodega.id)).toBe(2.5);
    const product = (await productBySku(code))!;
    // (5 × 20 + 2.5 × 30) / 7.5 = 23.33
    expect(Number(product.cost)).toBe(23.33);

    ok(await admin.delete(`/api/imports/${preview.id}`));
    expect(await onHand(id, main.id)).toBe(0);
    expect(await onHand(id, bodega.id)).toBe(0);
    const moves = await movementsOfImport(preview.id);
    expect(moves).toHaveLength(4);
    expect(moves.slice(2).every((m) => m.note === `Undo of ${preview.importNumber}` && Number(m.quantity) < 0)).toBe(true);
    const { ledger, onHand: stock } = await ledgerAndStock(id, main.id);
    expect(stock).toBe(ledger);
  });
});
