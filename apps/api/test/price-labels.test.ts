// Barcodes and price labels (issue 34 item 5): products without a barcode get the shop's own EAN-13
// (2 + the next free number + check digit, never a code the shop already uses), and the labels PDF
// draws each product's code as bars a scanner reads back: the test renders every page (pdfjs on
// @napi-rs/canvas) and decodes each label's cell with ZXing, then compares with the products' codes.
import { createCanvas } from '@napi-rs/canvas';
import { BarcodeFormat, BinaryBitmap, DecodeHintType, HybridBinarizer, MultiFormatReader, RGBLuminanceSource } from '@zxing/library';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ean13CheckDigit, isEan13, shopBarcodeOf } from '../src/modules/inventory/assign-barcodes';
import { LABEL_LAYOUT, LABEL_LAYOUTS, labelCell, type LabelLayoutName } from '../src/modules/inventory/label-layouts';
import { pesoText } from '../src/modules/inventory/product-labels';
import { labelsFor } from '../src/modules/purchasing/purchase-receipt-labels';
import { pdfPages } from './support/pdf';
import { signInAs, startTestApp, type Answer, type Client, type TestApp } from './support/test-app';

let t: TestApp;
let token: string;
let admin: Client;
let other: Client;
let cashier: Client;
let nobody: Client;
let countClass: number;
let piece: number;
let dozen: number;
let main: number;
const ids: Record<string, number> = {};

const ok = (answer: Answer, status = 200) => {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  return answer.body.data;
};
const ean = (twelve: string) => twelve + ean13CheckDigit(twelve);

/** A GET answering a file, its bytes as sent (the test client reads bodies as text). */
async function download(url: string, bearer: string | null = token, host = 'localhost') {
  const answer = await t.app.inject({ method: 'GET', url, headers: { host, ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) } });
  return { status: answer.statusCode, type: String(answer.headers['content-type']), bytes: answer.rawPayload, json: () => answer.json() };
}

const reader = new MultiFormatReader();
reader.setHints(
  new Map<DecodeHintType, unknown>([
    [DecodeHintType.POSSIBLE_FORMATS, [BarcodeFormat.EAN_13, BarcodeFormat.CODE_128]],
    [DecodeHintType.TRY_HARDER, true],
  ]),
);

/** The barcode drawn in a box of a rendered page (grey levels, row by row), or null. */
function decodeBox(gray: Uint8ClampedArray, pageWidth: number, box: { x: number; y: number; width: number; height: number }) {
  const left = Math.max(0, Math.floor(box.x));
  const top = Math.max(0, Math.floor(box.y));
  const width = Math.floor(box.width);
  const height = Math.floor(box.height);
  const cell = new Uint8ClampedArray(width * height);
  for (let row = 0; row < height; row++)
    cell.set(gray.subarray((top + row) * pageWidth + left, (top + row) * pageWidth + left + width), row * width);
  try {
    const result = reader.decode(new BinaryBitmap(new HybridBinarizer(new RGBLuminanceSource(cell, width, height))));
    return { text: result.getText(), format: result.getBarcodeFormat() === BarcodeFormat.EAN_13 ? 'EAN_13' : 'CODE_128' };
  } catch {
    return null;
  } finally {
    reader.reset();
  }
}

const SCALE = 4;

/** Every label of a labels PDF read back in order: each page rendered, each cell of the layout decoded. */
async function readLabels(bytes: Uint8Array, layoutName: LabelLayoutName) {
  const layout = LABEL_LAYOUT[layoutName];
  const document = await getDocument({ data: new Uint8Array(bytes), disableFontFace: true, useSystemFonts: false, verbosity: 0 }).promise;
  const found: ({ text: string; format: string } | null)[] = [];
  for (let n = 1; n <= document.numPages; n++) {
    const page = await document.getPage(n);
    const viewport = page.getViewport({ scale: SCALE });
    const width = Math.ceil(viewport.width);
    const height = Math.ceil(viewport.height);
    const canvas = createCanvas(width, height);
    const context = canvas.getContext('2d');
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, width, height);
    await page.render({ canvasContext: context as unknown as Parameters<typeof page.render>[0]['canvasContext'], viewport }).promise;
    const rgba = context.getImageData(0, 0, width, height).data;
    const gray = new Uint8ClampedArray(width * height);
    for (let i = 0; i < gray.length; i++) gray[i] = (rgba[i * 4]! * 299 + rgba[i * 4 + 1]! * 587 + rgba[i * 4 + 2]! * 114) / 1000;
    const cells: ({ text: string; format: string } | null)[] = [];
    for (let slot = 0; slot < layout.columns * layout.rows; slot++) {
      const c = labelCell(layout, slot);
      cells.push(decodeBox(gray, width, { x: c.x * SCALE, y: c.y * SCALE, width: c.width * SCALE, height: c.height * SCALE }));
    }
    // The last page's empty cells are not labels.
    while (n === document.numPages && cells.length > 0 && cells.at(-1) === null) cells.pop();
    found.push(...cells);
    page.cleanup();
  }
  await document.destroy();
  return found;
}

async function product(key: string, body: Record<string, unknown>) {
  ids[key] = ok(
    await admin.post('/api/inventory/products', {
      type: 'PRODUCT',
      unitClassId: countClass,
      unitOfMeasureId: piece,
      basePrice: '10',
      ...body,
    }),
    201,
  ).id;
  return ids[key]!;
}

const barcodesOf = async (id: number) => [...(ok(await admin.get(`/api/inventory/products/${id}`)).barcodes as string[])].sort();

beforeAll(async () => {
  t = await startTestApp();
  token = (await t.login('demo')).token;
  admin = t.as('demo', token);
  other = t.as('other', (await t.login('other')).token);
  cashier = await signInAs(t, admin, 'demo', ['Cashier']);
  ok(await admin.post('/api/rbac/roles', { name: 'Customers Only', permissions: ['View Customer'] }), 201);
  nobody = await signInAs(t, admin, 'demo', ['Customers Only']);
  const count = (await admin.get('/api/masterfile/unit-classes?name=Count&relations=units')).body.data[0];
  countClass = count.id;
  piece = count.units.find((u: { unit: string }) => u.unit === 'piece').id;
  dozen = count.units.find((u: { unit: string }) => u.unit === 'dozen').id;
  main = (await admin.get('/api/masterfile/stock-locations?code=MAIN')).body.data[0].id;

  await product('ean', { sku: 'LBL-EAN', productName: 'Lucky Me Pancit Canton', basePrice: '15.50', barcodes: [ean('480003654321')] });
  await product('code128', { sku: 'LBL-C128', productName: 'Bear Brand 320 g', basePrice: '1234.5', barcodes: ['BB-320/X'] });
  await product('bare', { sku: 'LBL-BARE-01', productName: 'Loose Nails per kilo', basePrice: '0' });
  await product('long', { sku: 'LBL-LONG', productName: `Extra long ${'W'.repeat(244)}`, basePrice: '999999.99' });
  // The shop's first two own codes are taken already: one as a SKU, one as another product's barcode.
  await product('skuTaken', { sku: shopBarcodeOf(1), productName: 'Item whose SKU looks like a shop code' });
  await product('barcodeTaken', { sku: 'LBL-TAKEN', productName: 'Item holding a shop code', barcodes: [shopBarcodeOf(2)] });
  await product('plain1', { sku: 'LBL-P1', productName: 'Plain one' });
  await product('plain2', { sku: 'LBL-P2', productName: 'Plain two' });
});
afterAll(async () => t?.close());

describe('shop barcodes', () => {
  it('computes EAN-13 check digits and the shop series', () => {
    expect(ean13CheckDigit('400638133393')).toBe('1');
    expect(isEan13('4006381333931')).toBe(true);
    expect(isEan13('4006381333932')).toBe(false);
    expect(isEan13('400638133393')).toBe(false);
    expect(isEan13('400638133393a')).toBe(false);
    expect(shopBarcodeOf(1)).toBe('2000000000015');
    expect(isEan13(shopBarcodeOf(99_999_999_999))).toBe(true);
    expect(pesoText('1234.5')).toBe('₱1,234.50');
    expect(pesoText('999999999999.99')).toBe('₱999,999,999,999.99');
    expect(pesoText('0')).toBe('₱0.00');
    expect(labelsFor('2')).toBe(2);
    expect(labelsFor('1.5')).toBe(2);
    expect(labelsFor('0.0001')).toBe(1);
    expect(labelsFor('24.0000')).toBe(24);
  });

  it('gives products without a barcode the next free shop EAN-13, leaves the others alone, and never reuses a code', async () => {
    const asked = [ids.plain1!, ids.ean!, ids.bare!, ids.plain2!, ids.code128!, ids.plain1!];
    const answer = ok(await admin.post('/api/inventory/products/assign-barcodes', { productIds: asked }));
    expect(answer.map((a: { productId: number }) => a.productId).sort()).toEqual([ids.plain1, ids.bare, ids.plain2].sort());
    const codes = answer.map((a: { barcode: string }) => a.barcode) as string[];
    expect(new Set(codes).size).toBe(3);
    for (const code of codes) {
      expect(code).toMatch(/^2\d{12}$/);
      expect(isEan13(code)).toBe(true);
    }
    // 1 is a SKU and 2 a barcode already: the series goes on at 3.
    expect(codes.sort()).toEqual([shopBarcodeOf(3), shopBarcodeOf(4), shopBarcodeOf(5)]);
    for (const a of answer as { productId: number; barcode: string }[]) expect(await barcodesOf(a.productId)).toEqual([a.barcode]);
    expect(await barcodesOf(ids.ean!)).toEqual([ean('480003654321')]);
    expect(await barcodesOf(ids.code128!)).toEqual(['BB-320/X']);

    // A second call gives none: they all have one now.
    const again = await admin.post('/api/inventory/products/assign-barcodes', { productIds: asked });
    expect(ok(again)).toEqual([]);
    expect(again.body.message).toBe('Every selected product already has a barcode.');

    // The series goes on from where it stopped, past codes taken meanwhile.
    await product('plain3', { sku: 'LBL-P3', productName: 'Plain three' });
    await product('holder', { sku: 'LBL-HOLD', productName: 'Holds the next code', barcodes: [shopBarcodeOf(6)] });
    const next = ok(await admin.post('/api/inventory/products/assign-barcodes', { productIds: [ids.plain3] }));
    expect(next).toEqual([{ productId: ids.plain3, barcode: shopBarcodeOf(7) }]);
  });

  it('is refused to strangers, to users without Edit Products, and for ids that are not the shop’s', async () => {
    const body = { productIds: [ids.skuTaken] };
    expect((await t.request('POST', '/api/inventory/products/assign-barcodes', { body })).status).toBe(401);
    const denied = await cashier.post('/api/inventory/products/assign-barcodes', body);
    expect(denied.status).toBe(403);
    expect(denied.body.message).toMatch(/Edit Products|unauthorized/i);

    const theirs = ok(
      await other.post('/api/inventory/products', {
        type: 'PRODUCT',
        unitClassId: (await other.get('/api/masterfile/unit-classes?name=Count')).body.data[0].id,
        unitOfMeasureId: (await other.get('/api/masterfile/unit-classes?name=Count&relations=units')).body.data[0].units[0].id,
        sku: 'THEIRS-1',
        productName: 'Their product',
      }),
      201,
    ).id as number;
    const foreign = await admin.post('/api/inventory/products/assign-barcodes', { productIds: [ids.skuTaken, theirs] });
    expect(foreign.status).toBe(422);
    expect(foreign.body.errors.productIds[0]).toContain(String(theirs));
    // Nothing was written: the product of ours in the same call still has none.
    expect(await barcodesOf(ids.skuTaken!)).toEqual([]);

    for (const hostile of [
      {},
      { productIds: [] },
      { productIds: ['1'] },
      { productIds: [1e21] },
      { productIds: [-1] },
      { productIds: [1.5] },
      { productIds: Array.from({ length: 1001 }, (_, i) => i + 1) },
      { productIds: 'DROP TABLE products' },
      { productIds: ['\u0000'] },
    ]) {
      const answer = await admin.post('/api/inventory/products/assign-barcodes', hostile);
      expect(answer.status, JSON.stringify(hostile).slice(0, 80)).toBe(422);
    }
    // The other shop's series is its own: its first code is the first of the series.
    expect(ok(await other.post('/api/inventory/products/assign-barcodes', { productIds: [theirs] }))).toEqual([
      { productId: theirs, barcode: shopBarcodeOf(1) },
    ]);
  });
});

describe('shop barcodes at once', () => {
  it('gives concurrent calls different codes, and each product one', async () => {
    const made = [];
    for (let i = 0; i < 6; i++) made.push(await product(`race${i}`, { sku: `LBL-RACE-${i}`, productName: `Race ${i}` }));
    const answers = await Promise.all([
      admin.post('/api/inventory/products/assign-barcodes', { productIds: made.slice(0, 4) }),
      admin.post('/api/inventory/products/assign-barcodes', { productIds: made.slice(2, 6) }),
      admin.post('/api/inventory/products/assign-barcodes', { productIds: [made[5], made[0]] }),
    ]);
    const given = answers.flatMap((a) => ok(a) as { productId: number; barcode: string }[]);
    expect(given.map((g) => g.productId).sort()).toEqual([...made].sort());
    expect(new Set(given.map((g) => g.barcode)).size).toBe(6);
    for (const g of given) expect(await barcodesOf(g.productId)).toEqual([g.barcode]);
  });
});

describe('price labels', () => {
  const expected = () => [
    { text: ean('480003654321'), format: 'EAN_13' },
    { text: 'BB-320/X', format: 'CODE_128' },
    { text: shopBarcodeOf(3), format: 'EAN_13' }, // bare got one of 3..5 above: checked below
    { text: 'LBL-LONG', format: 'CODE_128' },
  ];

  it.each(LABEL_LAYOUTS)('draws barcodes a scanner reads back (%s)', async (layout) => {
    const bare = (await barcodesOf(ids.bare!))[0]!;
    const copies = layout.startsWith('a4') ? 3 : 1;
    const list = [ids.ean, ids.code128, ids.bare, ids.long].join(',');
    const answer = await download(`/api/inventory/products/labels?ids=${list}&layout=${layout}&copies=${copies}`);
    expect(answer.status).toBe(200);
    expect(answer.type).toContain('application/pdf');
    const want = expected().flatMap((e, i) => Array.from({ length: copies }, () => (i === 2 ? { text: bare, format: 'EAN_13' } : e)));
    expect(await readLabels(answer.bytes, layout)).toEqual(want);

    // The text: names (the long one cut short), prices in pesos with two decimals, the codes.
    const text = (await pdfPages(answer.bytes)).join(' ');
    expect(text).toContain('Lucky Me Pancit Canton');
    expect(text).toContain('₱15.50');
    expect(text).toContain('₱1,234.50');
    expect(text).toContain('₱999,999.99');
    expect(text).toContain('₱0.00');
    expect(text).toContain('BB-320/X');
    expect(text).toContain(bare);
    expect(text.length).toBeLessThan(5000);
    const pages = (await pdfPages(answer.bytes)).length;
    const perPage = LABEL_LAYOUT[layout].columns * LABEL_LAYOUT[layout].rows;
    expect(pages).toBe(Math.ceil((4 * copies) / perPage));
  });

  it('prints the SKU as Code 128 for a product without a barcode', async () => {
    const answer = await download(`/api/inventory/products/labels?ids=${ids.skuTaken}&layout=roll-40x25`);
    expect(answer.status).toBe(200);
    // Its SKU is 13 digits with a valid check digit: drawn as EAN-13, as any such code is.
    expect(await readLabels(answer.bytes, 'roll-40x25')).toEqual([{ text: shopBarcodeOf(1), format: 'EAN_13' }]);
    const plain = await download(`/api/inventory/products/labels?ids=${ids.holder},${ids.long}&layout=roll-50x30&copies=2`);
    expect((await readLabels(plain.bytes, 'roll-50x30')).map((l) => l?.text)).toEqual([
      shopBarcodeOf(6),
      shopBarcodeOf(6),
      'LBL-LONG',
      'LBL-LONG',
    ]);
  });

  it('refuses strangers, users without View Products, other shops’ ids and more than it prints', async () => {
    const url = `/api/inventory/products/labels?ids=${ids.ean}`;
    expect((await download(url, null)).status).toBe(401);
    expect((await download(url, 'not-a-token')).status).toBe(401);
    const denied = await nobody.get(url);
    expect(denied.status).toBe(403);
    expect((await cashier.get(url)).status).toBe(200);

    const theirs = (await other.get('/api/inventory/products?sku=THEIRS-1')).body.data[0].id as number;
    const foreign = await admin.get(`/api/inventory/products/labels?ids=${ids.ean},${theirs}`);
    expect(foreign.status).toBe(422);
    expect(foreign.body.errors.ids[0]).toContain(String(theirs));

    const many = Array.from({ length: 1001 }, (_, i) => i + 1).join(',');
    const fifty = Array.from({ length: 51 }, (_, i) => i + 1).join(',');
    for (const query of [
      '',
      'ids=',
      'ids=abc',
      'ids=1,,2',
      `ids=${ids.ean}&layout=a5`,
      `ids=${ids.ean}&copies=0`,
      `ids=${ids.ean}&copies=101`,
      `ids=${ids.ean}&copies=1.5`,
      `ids=${ids.ean}&copies=1e21`,
      `ids=${many}`,
      `ids=${fifty}&copies=100`,
      `ids=${ids.ean}%00`,
      `ids=${'9'.repeat(10_000)}`,
      `ids=1;DROP TABLE products`,
    ]) {
      const answer = await admin.get(`/api/inventory/products/labels?${query}`);
      expect(answer.status, query.slice(0, 60)).toBe(422);
    }
  });
});

describe('purchase receipt labels', () => {
  it('prints one label per unit received, in base units, a fraction counted whole', async () => {
    const supplier = ok(await admin.post('/api/masterfile/suppliers', { supplierName: 'Label Supplies Co.' }), 201).id;
    const receipt = ok(
      await admin.post('/api/purchasing/purchase-receipts', {
        supplierId: supplier,
        receivingWarehouseId: main,
        items: [
          { productId: ids.ean, uomId: piece, quantity: 2, unitCost: 10 },
          { productId: ids.code128, uomId: dozen, quantity: 1, unitCost: 120 },
          { productId: ids.bare, uomId: piece, quantity: '1.5', unitCost: 5 },
        ],
      }),
      201,
    );
    const answer = await download(`/api/purchasing/purchase-receipts/${receipt.id}/labels?layout=a4-4x10`);
    expect(answer.status).toBe(200);
    const bare = (await barcodesOf(ids.bare!))[0]!;
    const read = (await readLabels(answer.bytes, 'a4-4x10')).map((l) => l?.text);
    expect(read).toEqual([
      ...Array.from({ length: 2 }, () => ean('480003654321')),
      ...Array.from({ length: 12 }, () => 'BB-320/X'),
      ...Array.from({ length: 2 }, () => bare),
    ]);

    expect((await download(`/api/purchasing/purchase-receipts/${receipt.id}/labels`, null)).status).toBe(401);
    expect((await cashier.get(`/api/purchasing/purchase-receipts/${receipt.id}/labels`)).status).toBe(403);
    expect((await other.get(`/api/purchasing/purchase-receipts/${receipt.id}/labels`)).status).toBe(404);
    expect((await admin.get(`/api/purchasing/purchase-receipts/999999999/labels`)).status).toBe(404);
    expect((await admin.get(`/api/purchasing/purchase-receipts/${receipt.id}/labels?layout=huge`)).status).toBe(422);

    // More than 5,000 units is more labels than one PDF holds.
    const big = ok(
      await admin.post('/api/purchasing/purchase-receipts', {
        supplierId: supplier,
        receivingWarehouseId: main,
        items: [{ productId: ids.plain1, uomId: dozen, quantity: 417, unitCost: 1 }],
      }),
      201,
    );
    const tooMany = await admin.get(`/api/purchasing/purchase-receipts/${big.id}/labels`);
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.message).toContain('5004');
  });
});
