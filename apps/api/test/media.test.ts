import { createHmac, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { products } from '../src/db/schema/inventory';
import { unitsOfMeasure } from '../src/db/schema/masterfile';
import { tenants } from '../src/db/schema/tenancy';
import { deleteMediaOf } from '../src/modules/media/media-files';
import type { MediaStorage } from '../src/platform/storage/media-storage';
import { S3MediaStorage } from '../src/platform/storage/s3-media-storage';
import { uploadSlotKey, uploadSlots, UPLOADS_PER_USER } from '../src/platform/http/upload-slots';
import { hostOf, signInAs, startTestApp, type Answer, type Client, type TestApp } from './support/test-app';
import type { ShopKey } from './support/shops';

type MediaFile = {
  id: number;
  fileName: string;
  collectionName: string;
  mimeType: string;
  size: number;
  width: number | null;
  height: number | null;
  urls: { thumb: string; large: string; original: string };
  customProperties: Record<string, string | boolean>;
  createdAt: string;
};
type Part = { name: string; data: Buffer | string; filename?: string; type?: string };
type Uploader = { shop: ShopKey; token: string };

let t: TestApp;
let admin: Client;
let other: Client;
let cashier: Client;
let adminToken: string;
let otherToken: string;
let cashierToken: string;
const tenantIds: Record<string, number> = {};

beforeAll(async () => {
  t = await startTestApp();
  adminToken = (await t.login('demo')).token;
  otherToken = (await t.login('other')).token;
  admin = t.as('demo', adminToken);
  other = t.as('other', otherToken);
  const email = `cashier${randomBytes(3).toString('hex')}@demo.shop`;
  cashier = await signInAs(t, admin, 'demo', ['Cashier'], email);
  cashierToken = (await t.login('demo', email, 'test-password')).token;
  for (const row of await t.db.transaction(null, (tx) => tx.select({ id: tenants.id, slug: tenants.slug }).from(tenants))) {
    tenantIds[row.slug] = row.id;
  }
});
afterAll(async () => t?.close());

async function newProduct(app: TestApp, shop: ShopKey, name = 'Cordless Drill'): Promise<number> {
  const tenantId = tenantIds[shop]!;
  return app.db.transaction(tenantId, async (tx) => {
    const [unit] = await tx
      .select({ id: unitsOfMeasure.id, classId: unitsOfMeasure.unitClassId })
      .from(unitsOfMeasure)
      .where(eq(unitsOfMeasure.isBase, true))
      .limit(1);
    const [product] = await tx
      .insert(products)
      .values({
        tenantId,
        sku: `SKU-${randomBytes(4).toString('hex')}`,
        productName: name,
        type: 'PRODUCT',
        unitClassId: unit!.classId,
        unitOfMeasureId: unit!.id,
      })
      .returning({ id: products.id });
    return product!.id;
  });
}

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#2a7' } })
    .jpeg()
    .toBuffer();
const transparent = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 4, background: { r: 200, g: 0, b: 0, alpha: 0.5 } } })
    .png()
    .toBuffer();

function multipart(parts: Part[]): { body: Buffer; type: string } {
  const boundary = `----oim${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename !== undefined ? `; filename="${part.filename}"` : ''}`;
    const type = part.filename !== undefined ? `\r\nContent-Type: ${part.type ?? 'application/octet-stream'}` : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`));
    chunks.push(Buffer.isBuffer(part.data) ? part.data : Buffer.from(part.data));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), type: `multipart/form-data; boundary=${boundary}` };
}

const image = (filename: string, data: Buffer, type = 'image/jpeg'): Part => ({ name: 'files[]', filename, data, type });

async function upload(who: Uploader, url: string, parts: Part[], app = t): Promise<Answer> {
  const { body, type } = multipart(parts);
  return app.request('POST', url, { shop: who.shop, token: who.token, body, headers: { 'content-type': type } });
}

/** Fetches a file as a browser does, accepting compressed answers: an image must still come back byte for byte. */
async function fetchFile(url: string, app = t) {
  const answer = await app.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
  return { status: answer.statusCode, body: answer.rawPayload, headers: answer.headers, json: () => answer.json() };
}

const asAdmin = (): Uploader => ({ shop: 'demo', token: adminToken });
const filesOf = async (productId: number, client = admin): Promise<MediaFile[]> => {
  const answer = await client.get(`/api/media/products/${productId}`);
  expect(answer.status).toBe(200);
  return answer.body.data.files;
};
const primaryOf = (files: MediaFile[]) => files.filter((f) => f.customProperties.primary === true).map((f) => f.id);
const storedFolders = async (tenant: string) => readdir(join(t.config.dataDir, 'media', String(tenantIds[tenant]))).catch(() => []);

describe('uploading product images', () => {
  it('stores the original as sent, a large and a thumb, and serves them through signed URLs', async () => {
    const productId = await newProduct(t, 'demo');
    const wide = await photo(2000, 1000);
    const logo = await transparent(300, 200);
    const answer = await upload(asAdmin(), `/api/media/products/${productId}/upload`, [
      image('C:\\Users\\ana\\drill.jpg', wide),
      image('logo.png', logo, 'image/png'),
      { name: 'collection', data: 'product_images' },
      { name: 'custom_properties[caption]', data: 'Front view' },
    ]);
    expect(answer.status).toBe(201);
    expect(answer.body.message).toBe('2 files uploaded successfully.');
    const [drill, badge] = answer.body.data.files as MediaFile[];
    expect(drill).toMatchObject({
      fileName: 'drill.jpg',
      collectionName: 'product_images',
      mimeType: 'image/jpeg',
      size: wide.length,
      width: 2000,
      height: 1000,
      customProperties: { caption: 'Front view', primary: true },
    });
    expect(badge).toMatchObject({ fileName: 'logo.png', mimeType: 'image/png', width: 300, height: 200 });
    expect(badge!.customProperties).toEqual({ caption: 'Front view', primary: false });
    expect(new Date(drill!.createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000);

    const original = await fetchFile(drill!.urls.original);
    expect(original.status).toBe(200);
    expect(original.headers['content-type']).toBe('image/jpeg');
    expect(original.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    expect(original.body.equals(wide)).toBe(true);

    const sizes = async (url: string) => {
      const file = await fetchFile(url);
      expect(file.status).toBe(200);
      const meta = await sharp(file.body).metadata();
      return [file.headers['content-type'], meta.format, meta.width, meta.height];
    };
    expect(await sizes(drill!.urls.large)).toEqual(['image/jpeg', 'jpeg', 1200, 600]);
    expect(await sizes(drill!.urls.thumb)).toEqual(['image/jpeg', 'jpeg', 240, 120]);
    // Never enlarged; transparency kept as PNG.
    expect(await sizes(badge!.urls.large)).toEqual(['image/png', 'png', 300, 200]);
    expect(await sizes(badge!.urls.thumb)).toEqual(['image/png', 'png', 240, 160]);
    expect((await fetchFile(badge!.urls.original)).body.equals(logo)).toBe(true);

    expect(drill!.urls.thumb).toMatch(
      new RegExp(`^/media-files/${tenantIds.demo}/${drill!.id}/thumb\\?expires=\\d+&signature=[0-9a-f]{64}$`),
    );
    const expires = Number(new URL(drill!.urls.thumb, 'http://x').searchParams.get('expires'));
    const now = Date.now() / 1000;
    expect(expires - now).toBeGreaterThanOrEqual(3600 - 1);
    expect(expires - now).toBeLessThanOrEqual(3900);
    expect(existsSync(join(t.config.dataDir, 'media', String(tenantIds.demo), String(drill!.id), 'original.jpg'))).toBe(true);
  });

  it('lists a record’s images with signed URLs, primary first, optionally by collection', async () => {
    const productId = await newProduct(t, 'demo');
    await upload(asAdmin(), `/api/media/products/${productId}/upload`, [image('a.jpg', await photo(50, 50))]);
    await upload(asAdmin(), `/api/media/products/${productId}/upload`, [image('b.jpg', await photo(60, 60))]);
    const listed = await admin.get(`/api/media/products/${productId}`);
    expect(listed.body.data.files.map((f: MediaFile) => f.fileName)).toEqual(['a.jpg', 'b.jpg']);
    const presigned = await admin.get(`/api/media/products/${productId}/presigned?collection=product_images`);
    expect(presigned.status).toBe(200);
    expect(presigned.body.data.files.map((f: MediaFile) => f.fileName)).toEqual(['a.jpg', 'b.jpg']);
    expect((await fetchFile(presigned.body.data.files[1].urls.thumb)).status).toBe(200);
    expect((await admin.get(`/api/media/products/${productId}?collection=comment_images`)).body.data.files).toEqual([]);
    expect((await admin.get(`/api/media/products/${productId}?collection=posters`)).status).toBe(422);
    expect((await admin.get(`/api/media/products/99999999`)).status).toBe(404);
  });

  it('refuses anything that is not a readable image, naming the file, and stores nothing', async () => {
    const productId = await newProduct(t, 'demo');
    const url = `/api/media/products/${productId}/upload`;
    const before = await storedFolders('demo');
    const good = image('good.jpg', await photo(100, 100));
    const jpeg = await photo(800, 800);

    const cases: [Part, string][] = [
      [image('notes.txt', Buffer.from('just some text'), 'text/plain'), '"notes.txt" was not accepted: it is not an image'],
      [image('fake.png', Buffer.from('fake'), 'image/png'), '"fake.png" was not accepted: it is not an image'],
      [image('cut.jpg', jpeg.subarray(0, Math.floor(jpeg.length / 2))), '"cut.jpg" was not accepted: the image is damaged'],
      [
        image('drawing.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'), 'image/svg+xml'),
        '"drawing.svg" was not accepted: SVG drawings are not accepted',
      ],
      [{ ...good, name: 'photo', filename: 'elsewhere.jpg' }, '"elsewhere.jpg" was not accepted: send images in the field files[]'],
    ];
    for (const [bad, reason] of cases) {
      const answer = await upload(asAdmin(), url, [good, bad]);
      expect(answer.status, bad.filename).toBe(422);
      expect(answer.body.errors.files).toHaveLength(1);
      expect(answer.body.errors.files[0]).toContain(reason);
      expect(answer.body.message).toContain(reason);
    }

    const huge = await upload(asAdmin(), url, [good, image('huge.jpg', Buffer.alloc(11 * 1024 * 1024, 1))]);
    expect(huge.status).toBe(422);
    expect(huge.body.errors.files).toEqual(['"huge.jpg" is too large: each file may be at most 10 MB.']);

    const eleven = await upload(
      asAdmin(),
      url,
      Array.from({ length: 11 }, (_, i) => ({ ...good, filename: `p${i}.jpg` })),
    );
    expect(eleven.status).toBe(422);
    expect(eleven.body.errors.files).toEqual(['Send at most 10 files at once.']);

    expect((await upload(asAdmin(), url, [{ name: 'collection', data: 'product_images' }])).body.errors.files).toEqual([
      'Choose at least one image to upload.',
    ]);
    const wrongCollection = await upload(asAdmin(), url, [good, { name: 'collection', data: 'comment_images' }]);
    expect(wrongCollection.status).toBe(422);
    expect(wrongCollection.body.errors.collection).toEqual(['The collection must be one of: product_images.']);
    expect((await upload(asAdmin(), url, [good, { name: 'custom_properties[bad key]', data: 'x' }])).status).toBe(422);

    expect(await filesOf(productId)).toEqual([]);
    expect(await storedFolders('demo')).toEqual(before);
  });

  it('writes nothing when storing fails part way, and leaves no files behind', async () => {
    const productId = await newProduct(t, 'demo');
    const before = await storedFolders('demo');
    const storage = t.app.deps.mediaStorage as MediaStorage;
    const realPut = storage.put.bind(storage);
    let calls = 0;
    storage.put = async (location, files) => {
      calls += 1;
      if (calls === 2) throw new Error('disk full');
      return realPut(location, files);
    };
    try {
      const answer = await upload(asAdmin(), `/api/media/products/${productId}/upload`, [
        image('one.jpg', await photo(40, 40)),
        image('two.jpg', await photo(40, 40)),
      ]);
      expect(answer.status).toBe(500);
    } finally {
      storage.put = realPut;
    }
    expect(calls).toBe(2);
    expect(await filesOf(productId)).toEqual([]);
    expect(await storedFolders('demo')).toEqual(before);
  });

  it('answers 404 for a kind of record that has no media', async () => {
    expect((await admin.get('/api/media/spaceships/1')).status).toBe(404);
    expect((await admin.get('/api/media/spaceships/1/presigned')).status).toBe(404);
    expect((await admin.get('/api/media/bulk/spaceships/presigned?ids[]=1')).status).toBe(404);
    const answer = await upload(asAdmin(), '/api/media/spaceships/1/upload', [image('a.jpg', await photo(10, 10))]);
    expect(answer.status).toBe(404);
  });
});

describe('signed file URLs', () => {
  let file: MediaFile;
  beforeAll(async () => {
    const productId = await newProduct(t, 'demo');
    file = (await upload(asAdmin(), `/api/media/products/${productId}/upload`, [image('s.jpg', await photo(30, 30))])).body.data.files[0];
  });
  const sign = async (path: string, expires: number) => {
    const key = await t.db.asOwner(async (db) => {
      const result = await db.execute<{ value: string }>(sql`select value from platform_keys where name = 'media_url_key'`);
      return Buffer.from(result.rows[0]!.value, 'base64url');
    });
    return createHmac('sha256', key).update(`${path}:${expires}`).digest('hex');
  };

  it('refuses a forged, borrowed, missing or expired signature with 403', async () => {
    const url = new URL(file.urls.original, 'http://x');
    const expires = url.searchParams.get('expires')!;
    const signature = url.searchParams.get('signature')!;
    const forged = `${signature.slice(0, -1)}${signature.endsWith('0') ? '1' : '0'}`;
    const path = `/media-files/${tenantIds.demo}/${file.id}`;
    for (const target of [
      `${path}/original?expires=${expires}&signature=${forged}`,
      `${path}/large?expires=${expires}&signature=${signature}`,
      `${path}/original?expires=${Number(expires) + 60}&signature=${signature}`,
      `${path}/original`,
      `${path}/original?expires=${expires}&signature=nothex`,
    ]) {
      const answer = await fetchFile(target);
      expect(answer.status, target).toBe(403);
      expect(answer.json()).toEqual({ message: 'This link to the file has expired or is not valid.' });
    }
    const past = Math.floor(Date.now() / 1000) - 10;
    const expired = await fetchFile(
      `${path}/original?expires=${past}&signature=${await sign(`${tenantIds.demo}/${file.id}/original`, past)}`,
    );
    expect(expired.status).toBe(403);
    // The key really is the one signing: a fresh signature of our own works.
    const future = Math.floor(Date.now() / 1000) + 100;
    expect(
      (await fetchFile(`${path}/original?expires=${future}&signature=${await sign(`${tenantIds.demo}/${file.id}/original`, future)}`))
        .status,
    ).toBe(200);
  });

  it('answers 404 for files that are not there and for paths that are not media', async () => {
    const future = Math.floor(Date.now() / 1000) + 100;
    const missing = `${tenantIds.demo}/999999/thumb`;
    expect((await fetchFile(`/media-files/${missing}?expires=${future}&signature=${await sign(missing, future)}`)).status).toBe(404);
    for (const target of [
      '/media-files/1/..%2F..%2Fpgdata/original',
      `/media-files/${tenantIds.demo}/${file.id}/secret`,
      '/media-files/0/1/thumb',
    ]) {
      expect((await fetchFile(`${target}?expires=${future}&signature=${'0'.repeat(64)}`)).status, target).toBe(404);
    }
  });

  it('works without a bearer token or a shop host, as an <img> tag needs', async () => {
    const answer = await t.app.inject({ method: 'GET', url: file.urls.thumb, headers: { host: 'images.example.org' } });
    expect(answer.statusCode).toBe(200);
  });
});

describe('who may see and change media', () => {
  let productId: number;
  let fileId: number;
  beforeAll(async () => {
    productId = await newProduct(t, 'demo');
    fileId = (await upload(asAdmin(), `/api/media/products/${productId}/upload`, [image('p.jpg', await photo(30, 30))])).body.data.files[0]
      .id;
  });

  it('keeps another shop out of your media entirely', async () => {
    expect((await other.get(`/api/media/products/${productId}`)).status).toBe(404);
    expect((await other.get(`/api/media/products/${productId}/presigned`)).status).toBe(404);
    expect((await other.get(`/api/media/bulk/products/presigned?ids[]=${productId}`)).body.data).toEqual({ [productId]: [] });
    const answer = await upload({ shop: 'other', token: otherToken }, `/api/media/products/${productId}/upload`, [
      image('x.jpg', await photo(10, 10)),
    ]);
    expect(answer.status).toBe(404);
    expect((await other.post(`/api/media/${fileId}/primary`)).status).toBe(404);
    expect((await other.delete(`/api/media/${fileId}`)).status).toBe(404);
    // A token of one shop is not taken on another shop's host.
    expect((await upload({ shop: 'other', token: adminToken }, `/api/media/products/${productId}/upload`, [])).status).toBe(401);
    expect((await filesOf(productId)).map((f) => f.id)).toEqual([fileId]);
  });

  it('lets a cashier look at product images but not upload, delete or choose the primary one', async () => {
    expect((await cashier.get(`/api/media/products/${productId}`)).body.data.files).toHaveLength(1);
    expect((await cashier.get(`/api/media/bulk/products/presigned?ids=${productId}`)).status).toBe(200);
    const refused = await upload({ shop: 'demo', token: cashierToken }, `/api/media/products/${productId}/upload`, [
      image('x.jpg', await photo(10, 10)),
    ]);
    expect(refused.status).toBe(403);
    // Refused before the input is judged: a caller who may not act learns nothing from a 422.
    const notAnImage = await upload({ shop: 'demo', token: cashierToken }, `/api/media/products/${productId}/upload`, [
      image('x.txt', Buffer.from('x'), 'text/plain'),
    ]);
    expect(notAnImage.status).toBe(403);
    expect((await cashier.delete(`/api/media/${fileId}`)).status).toBe(403);
    expect((await cashier.post(`/api/media/${fileId}/primary`)).status).toBe(403);
    expect((await filesOf(productId)).map((f) => f.id)).toEqual([fileId]);
  });

  it('refuses a user without product permissions even the list', async () => {
    const nobody = await signInAs(t, admin, 'demo', []);
    expect((await nobody.get(`/api/media/products/${productId}`)).status).toBe(403);
    expect((await nobody.get(`/api/media/bulk/products/presigned?ids[]=${productId}`)).status).toBe(403);
    expect((await nobody.delete(`/api/media/999999`)).status).toBe(403);
    expect((await t.request('GET', `/api/media/products/${productId}`)).status).toBe(401);
  });

  it('lets a manager upload and delete', async () => {
    const email = `manager${randomBytes(3).toString('hex')}@demo.shop`;
    await signInAs(t, admin, 'demo', ['Manager'], email);
    const token = (await t.login('demo', email, 'test-password')).token;
    const answer = await upload({ shop: 'demo', token }, `/api/media/products/${productId}/upload`, [image('m.jpg', await photo(10, 10))]);
    expect(answer.status).toBe(201);
    expect((await t.as('demo', token).delete(`/api/media/${answer.body.data.files[0].id}`)).status).toBe(200);
  });
});

describe('the primary image', () => {
  it('is the first image; choosing another clears the old one; deleting it promotes the oldest left', async () => {
    const productId = await newProduct(t, 'demo');
    const url = `/api/media/products/${productId}/upload`;
    const ids: number[] = [];
    for (const name of ['first.jpg', 'second.jpg', 'third.jpg']) {
      const answer = await upload(asAdmin(), url, [image(name, await photo(20, 20))]);
      ids.push(answer.body.data.files[0].id);
    }
    const [first, second, third] = ids as [number, number, number];
    expect(primaryOf(await filesOf(productId))).toEqual([first]);

    const chosen = await admin.post(`/api/media/${third}/primary`);
    expect(chosen.status).toBe(200);
    expect(chosen.body).toMatchObject({
      message: 'Primary image updated successfully.',
      data: { id: third, customProperties: { primary: true } },
    });
    let files = await filesOf(productId);
    expect(files.map((f) => f.id)).toEqual([third, first, second]);
    expect(primaryOf(files)).toEqual([third]);
    // Choosing the one that already is primary changes nothing.
    expect((await admin.post(`/api/media/${third}/primary`)).status).toBe(200);
    expect(primaryOf(await filesOf(productId))).toEqual([third]);

    const deleted = await admin.delete(`/api/media/${third}`);
    expect(deleted.body).toEqual({ message: 'Deleted successfully.' });
    files = await filesOf(productId);
    expect(files.map((f) => f.id)).toEqual([first, second]);
    expect(primaryOf(files)).toEqual([first]);
    expect(existsSync(join(t.config.dataDir, 'media', String(tenantIds.demo), String(third)))).toBe(false);
    expect((await admin.delete(`/api/media/${third}`)).status).toBe(404);
    expect((await admin.post(`/api/media/${third}/primary`)).status).toBe(404);

    expect((await admin.delete(`/api/media/${second}`)).status).toBe(200);
    expect(primaryOf(await filesOf(productId))).toEqual([first]);
    expect((await admin.delete(`/api/media/${first}`)).status).toBe(200);
    expect(await filesOf(productId)).toEqual([]);

    const again = await upload(asAdmin(), url, [image('new.jpg', await photo(20, 20))]);
    expect(again.body.data.files[0].customProperties.primary).toBe(true);
  });

  it('can be asked for on upload with custom_properties[primary]', async () => {
    const productId = await newProduct(t, 'demo');
    const url = `/api/media/products/${productId}/upload`;
    const first = (await upload(asAdmin(), url, [image('a.jpg', await photo(20, 20))])).body.data.files[0].id;
    const answer = await upload(asAdmin(), url, [
      image('b.jpg', await photo(20, 20)),
      image('c.jpg', await photo(20, 20)),
      { name: 'custom_properties[primary]', data: 'true' },
    ]);
    const [b, c] = answer.body.data.files as MediaFile[];
    expect(b!.customProperties).toEqual({ primary: true });
    expect(c!.customProperties).toEqual({ primary: false });
    const files = await filesOf(productId);
    expect(files.map((f) => f.id)).toEqual([b!.id, first, c!.id]);
    expect(primaryOf(files)).toEqual([b!.id]);
  });
});

describe('records that are deleted', () => {
  it('can take their images with them, files included', async () => {
    const [gone, kept] = [await newProduct(t, 'demo'), await newProduct(t, 'demo')];
    const goneFile = (await upload(asAdmin(), `/api/media/products/${gone}/upload`, [image('g.jpg', await photo(10, 10))])).body.data
      .files[0];
    await upload(asAdmin(), `/api/media/products/${kept}/upload`, [image('k.jpg', await photo(10, 10))]);
    const later: (() => Promise<void>)[] = [];
    await t.db.transaction(tenantIds.demo!, (tx) => deleteMediaOf(tx, t.app.deps.mediaStorage, 'products', [gone], (w) => later.push(w)));
    for (const work of later) await work();
    expect(await filesOf(gone)).toEqual([]);
    expect((await filesOf(kept)).map((f) => f.fileName)).toEqual(['k.jpg']);
    expect((await fetchFile(goneFile.urls.original)).status).toBe(404);
  });
});

describe('bulk signed URLs', () => {
  it('answers the images of many records at once, keyed by id', async () => {
    const [a, b, empty] = [await newProduct(t, 'demo'), await newProduct(t, 'demo'), await newProduct(t, 'demo')];
    await upload(asAdmin(), `/api/media/products/${a}/upload`, [
      image('a1.jpg', await photo(10, 10)),
      image('a2.jpg', await photo(10, 10)),
    ]);
    await upload(asAdmin(), `/api/media/products/${b}/upload`, [image('b1.jpg', await photo(10, 10))]);

    const answer = await admin.get(`/api/media/bulk/products/presigned?ids[]=${a}&ids[]=${b}&ids[]=${empty}`);
    expect(answer.status).toBe(200);
    const names = (id: number) => answer.body.data[String(id)].map((f: MediaFile) => f.fileName);
    expect(Object.keys(answer.body.data).sort()).toEqual([a, b, empty].map(String).sort());
    expect([names(a), names(b), names(empty)]).toEqual([['a1.jpg', 'a2.jpg'], ['b1.jpg'], []]);
    expect((await fetchFile(answer.body.data[String(b)][0].urls.large)).status).toBe(200);

    const commas = await admin.get(`/api/media/bulk/products/presigned?ids=${a},${b}`);
    expect(Object.keys(commas.body.data).sort()).toEqual([a, b].map(String).sort());

    expect((await admin.get('/api/media/bulk/products/presigned')).status).toBe(422);
    expect((await admin.get('/api/media/bulk/products/presigned?ids=1,abc')).status).toBe(422);
    const many = Array.from({ length: 1001 }, (_, i) => i + 1).join(',');
    const tooMany = await admin.get(`/api/media/bulk/products/presigned?ids=${many}`);
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.errors.ids).toEqual(['Ask for at most 1000 ids at once.']);
    expect((await admin.get(`/api/media/bulk/products/presigned?ids=${many.split(',').slice(0, 1000).join(',')}`)).status).toBe(200);
  });
});

describe('S3 storage', () => {
  const s3Env = {
    S3_BUCKET: 'shop-media',
    S3_REGION: 'ap-southeast-1',
    S3_ACCESS_KEY_ID: 'AKIDEXAMPLE',
    S3_SECRET_ACCESS_KEY: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
  };

  it('is configured all or nothing, with one clear line when not', () => {
    expect(loadConfig(s3Env).s3).toEqual({
      bucket: 'shop-media',
      region: 'ap-southeast-1',
      accessKeyId: 'AKIDEXAMPLE',
      secretAccessKey: s3Env.S3_SECRET_ACCESS_KEY,
      forcePathStyle: false,
    });
    expect(loadConfig({}).s3).toBeUndefined();
    expect(() => loadConfig({ S3_BUCKET: 'shop-media' })).toThrow(
      'Invalid configuration: S3_BUCKET needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY',
    );
    expect(() => loadConfig({ S3_ACCESS_KEY_ID: 'x', S3_SECRET_ACCESS_KEY: 'y' })).toThrow(
      'Invalid configuration: S3_ACCESS_KEY_ID is set but S3_BUCKET is not',
    );
    expect(() => loadConfig({ ...s3Env, S3_ENDPOINT: 'minio:9000' })).toThrow(
      'Invalid configuration: S3_ENDPOINT must be an http:// or https:// URL',
    );
    expect(() => loadConfig({ ...s3Env, S3_FORCE_PATH_STYLE: 'yes' })).toThrow(
      'Invalid configuration: S3_FORCE_PATH_STYLE must be true or false',
    );
    expect(() => loadConfig({ ...s3Env, S3_BUCKET: 'Shop_Media' })).toThrow('Invalid configuration: S3_BUCKET must be a bucket name');
  });

  it('presigns one-hour GET URLs for the right bucket and key', async () => {
    const virtualHosted = new S3MediaStorage(loadConfig(s3Env).s3!);
    const urls = await virtualHosted.urls({ tenantId: 7, mediaId: 42 });
    const thumb = new URL(urls.thumb);
    expect(`${thumb.host}${thumb.pathname}`).toBe('shop-media.s3.ap-southeast-1.amazonaws.com/media/7/42/thumb');
    expect(thumb.searchParams.get('X-Amz-Credential')).toMatch(/^AKIDEXAMPLE\/\d{8}\/ap-southeast-1\/s3\/aws4_request$/);
    expect(Number(thumb.searchParams.get('X-Amz-Expires'))).toBeGreaterThanOrEqual(3600);
    expect(thumb.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
    expect(new URL(urls.original).pathname).toBe('/media/7/42/original');

    const pathStyle = new S3MediaStorage(loadConfig({ ...s3Env, S3_ENDPOINT: 'http://127.0.0.1:9000', S3_FORCE_PATH_STYLE: 'true' }).s3!);
    expect((await pathStyle.urls({ tenantId: 7, mediaId: 42 })).large).toMatch(
      /^http:\/\/127\.0\.0\.1:9000\/shop-media\/media\/7\/42\/large\?/,
    );
    await expect(pathStyle.urls({ tenantId: 7, mediaId: -1 })).rejects.toThrow();
  });

  describe('against a stand-in S3 server (it records requests; it does not check signatures)', () => {
    let server: Server;
    let s3: TestApp;
    const objects = new Map<string, { body: Buffer; type: string | undefined }>();
    const requests: string[] = [];

    beforeAll(async () => {
      server = createServer((req, res) => {
        const path = decodeURIComponent((req.url ?? '').split('?')[0]!);
        requests.push(`${req.method} ${path}`);
        const chunks: Buffer[] = [];
        req.on('data', (c: Buffer) => chunks.push(c));
        req.on('end', () => {
          if (req.method === 'PUT') {
            objects.set(path, { body: Buffer.concat(chunks), type: req.headers['content-type'] });
            res.writeHead(200, { ETag: '"x"' }).end();
          } else if (req.method === 'DELETE') {
            objects.delete(path);
            res.writeHead(204).end();
          } else if (req.method === 'GET' && objects.has(path)) {
            const object = objects.get(path)!;
            res.writeHead(200, { 'Content-Type': object.type ?? 'application/octet-stream' }).end(object.body);
          } else {
            res.writeHead(404).end();
          }
        });
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const port = (server.address() as AddressInfo).port;
      s3 = await startTestApp({ ...s3Env, S3_ENDPOINT: `http://127.0.0.1:${port}`, S3_FORCE_PATH_STYLE: 'true' });
    });
    afterAll(async () => {
      await s3?.close();
      await new Promise((resolve) => server?.close(resolve));
    });

    it('puts the variants in the bucket, hands out presigned URLs to them and deletes them', async () => {
      expect(s3.app.deps.mediaStorage.kind).toBe('s3');
      const productId = await newProduct(s3, 'demo');
      const token = (await s3.login('demo')).token;
      const jpeg = await photo(1600, 800);
      const answer = await upload({ shop: 'demo', token }, `/api/media/products/${productId}/upload`, [image('s3.jpg', jpeg)], s3);
      expect(answer.status).toBe(201);
      const file: MediaFile = answer.body.data.files[0];
      const prefix = `/shop-media/media/${tenantIds.demo}/${file.id}`;
      expect(objects.get(`${prefix}/original`)).toEqual({ body: jpeg, type: 'image/jpeg' });
      expect((await sharp(objects.get(`${prefix}/large`)!.body).metadata()).width).toBe(1200);
      expect((await sharp(objects.get(`${prefix}/thumb`)!.body).metadata()).width).toBe(240);

      const original = await fetch(file.urls.original);
      expect(Buffer.from(await original.arrayBuffer()).equals(jpeg)).toBe(true);
      expect(new URL(file.urls.thumb).searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
      // Nothing is written to the local disk.
      expect(existsSync(join(s3.config.dataDir, 'media'))).toBe(false);

      expect((await s3.as('demo', token).delete(`/api/media/${file.id}`)).status).toBe(200);
      expect(requests.filter((r) => r.startsWith('DELETE')).sort()).toEqual(
        ['large', 'original', 'thumb'].map((v) => `DELETE ${prefix}/${v}`),
      );
      expect([...objects.keys()].filter((k) => k.startsWith(prefix))).toEqual([]);
    });

    it('removes what it put when a later step fails', async () => {
      const productId = await newProduct(s3, 'demo');
      const token = (await s3.login('demo')).token;
      const before = objects.size;
      const storage = s3.app.deps.mediaStorage;
      const realPut = storage.put.bind(storage);
      let calls = 0;
      storage.put = async (location, files) => {
        calls += 1;
        await realPut(location, files);
        if (calls === 2) throw new Error('network gone');
      };
      try {
        const answer = await upload(
          { shop: 'demo', token },
          `/api/media/products/${productId}/upload`,
          [image('1.jpg', await photo(10, 10)), image('2.jpg', await photo(10, 10))],
          s3,
        );
        expect(answer.status).toBe(500);
      } finally {
        storage.put = realPut;
      }
      expect(objects.size).toBe(before);
      expect((await s3.as('demo', token).get(`/api/media/products/${productId}`)).body.data.files).toEqual([]);
    });
  });
});

describe('a blocked media folder', () => {
  it('fails the upload cleanly instead of recording files that are not there', async () => {
    const productId = await newProduct(t, 'other');
    const folder = join(t.config.dataDir, 'media', String(tenantIds.other));
    await writeFile(folder, 'not a folder');
    const answer = await upload({ shop: 'other', token: otherToken }, `/api/media/products/${productId}/upload`, [
      image('x.jpg', await photo(10, 10)),
    ]);
    expect(answer.status).toBe(500);
    expect((await other.get(`/api/media/products/${productId}`)).body.data.files).toEqual([]);
  });
});

/**
 * An upload whose body the test hands over piece by piece: `read` says whether the server has
 * asked for any of it; the last piece (and the end) is sent only after `finish()`.
 */
function heldUpload(token: string, url: string, parts: Part[], { hold = false } = {}) {
  const { body, type } = multipart(parts);
  const cut = hold ? body.length - 8 : body.length;
  let read = false;
  let released = !hold;
  let waiting: (() => void) | undefined;
  let sent = 0;
  const payload = new Readable({
    read() {
      read = true;
      if (sent < cut) {
        this.push(body.subarray(sent, cut));
        sent = cut;
      } else if (released) {
        if (sent < body.length) this.push(body.subarray(sent));
        sent = body.length;
        this.push(null);
      } else
        waiting = () => {
          this.push(body.subarray(sent));
          sent = body.length;
          this.push(null);
        };
    },
  });
  const answer = t.app.inject({
    method: 'POST',
    url,
    headers: { host: hostOf('demo'), authorization: `Bearer ${token}`, 'content-type': type },
    payload,
  });
  return {
    answer,
    wasRead: () => read,
    finish: () => {
      released = true;
      waiting?.();
    },
  };
}

/** A PNG whose header says 7000 × 7000 (49 megapixels) in about 60 kB: refused by its size alone. */
const hugePng = () =>
  sharp({ create: { width: 7000, height: 7000, channels: 3, background: '#fff' } })
    .toColourspace('b-w')
    .png({ compressionLevel: 9 })
    .toBuffer();

describe('uploads the server should not decode', () => {
  it('refuses a caller without the permission (403) or without a sign-in (401) before reading the body', async () => {
    const productId = await newProduct(t, 'demo');
    const url = `/api/media/products/${productId}/upload`;
    const huge = await hugePng();
    const email = `nobody${randomBytes(3).toString('hex')}@demo.shop`;
    await signInAs(t, admin, 'demo', [], email);
    const nobodyToken = (await t.login('demo', email, 'test-password')).token;
    for (const [who, token, status] of [
      ['cashier', cashierToken, 403],
      ['no role', nobodyToken, 403],
      ['a forged token', 'not-a-token', 401],
    ] as const) {
      const upload = heldUpload(
        token,
        url,
        Array.from({ length: 10 }, (_, i) => image(`huge${i}.png`, huge, 'image/png')),
      );
      const answer = await upload.answer;
      expect(answer.statusCode, who).toBe(status);
      expect(upload.wasRead(), `${who}: the body was read`).toBe(false);
    }
    // Nor is an upload to a record that does not exist read.
    const missing = heldUpload(adminToken, '/api/media/products/999999999/upload', [image('huge.png', huge, 'image/png')]);
    expect((await missing.answer).statusCode).toBe(404);
    expect(missing.wasRead()).toBe(false);
    expect(await filesOf(productId)).toEqual([]);
  });

  it('refuses a picture over 40 megapixels by its header with 422 naming the file', async () => {
    const productId = await newProduct(t, 'demo');
    const before = await storedFolders('demo');
    const answer = await upload(asAdmin(), `/api/media/products/${productId}/upload`, [
      image('ok.jpg', await photo(100, 100)),
      image('billboard.png', await hugePng(), 'image/png'),
    ]);
    expect(answer.status).toBe(422);
    expect(answer.body.errors.files).toEqual(['"billboard.png" was not accepted: the picture is larger than 40 megapixels.']);
    expect(await filesOf(productId)).toEqual([]);
    expect(await storedFolders('demo')).toEqual(before);
  });

  it(`reads and decodes at most ${UPLOADS_PER_USER} uploads of one user at once; the next waits unread, other users do not wait`, async () => {
    const productId = await newProduct(t, 'demo');
    const url = `/api/media/products/${productId}/upload`;
    const { token, user } = await t.login('demo');
    const key = uploadSlotKey(tenantIds.demo!, user.id as number);
    const picture = await photo(50, 50);
    const first = heldUpload(token, url, [image('1.jpg', picture)], { hold: true });
    const second = heldUpload(token, url, [image('2.jpg', picture)], { hold: true });
    await expect.poll(() => first.wasRead() && second.wasRead()).toBe(true);
    const third = heldUpload(token, url, [image('3.jpg', picture)]);
    await expect.poll(() => uploadSlots.state(key).waiting).toBe(1);
    expect(third.wasRead()).toBe(false);

    // Another user's upload goes through meanwhile.
    const manager = `manager${randomBytes(3).toString('hex')}@demo.shop`;
    await signInAs(t, admin, 'demo', ['Manager'], manager);
    const managerToken = (await t.login('demo', manager, 'test-password')).token;
    expect((await upload({ shop: 'demo', token: managerToken }, url, [image('m.jpg', picture)])).status).toBe(201);
    expect(third.wasRead()).toBe(false);

    first.finish();
    expect((await first.answer).statusCode).toBe(201);
    await expect.poll(() => third.wasRead()).toBe(true);
    second.finish();
    expect((await second.answer).statusCode).toBe(201);
    expect((await third.answer).statusCode).toBe(201);
    expect(uploadSlots.state(key)).toEqual({ holding: 0, waiting: 0 });
    expect((await filesOf(productId)).map((f) => f.fileName).sort()).toEqual(['1.jpg', '2.jpg', '3.jpg', 'm.jpg']);
  });
});
