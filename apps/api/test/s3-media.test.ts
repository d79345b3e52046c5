// Media on a real S3-compatible server (s3rver, in this process): presigned URLs that name a known
// key and expire, and a backup restored over a bucket that changed since leaves no image missing.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HeadObjectCommand } from '@aws-sdk/client-s3';
import { sql } from 'drizzle-orm';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { openDatabase, type Database } from '../src/db/client';
import { TokenService } from '../src/platform/auth/tokens';
import { backUpBucket, restoreBucket } from '../src/platform/storage/s3-bucket-backup';
import { S3MediaStorage } from '../src/platform/storage/s3-media-storage';
import { TenantDirectory } from '../src/platform/tenancy';
import { startTestApp, type TestApp } from './support/test-app';

const BUCKET = 'oim-media';
let server: S3rver;
let folder: string;
let t: TestApp;
let storage: S3MediaStorage;
let token: string;
let demoId: number;
let productId: number;

const photo = (width: number, height: number, background = '#2a7') =>
  sharp({ create: { width, height, channels: 3, background } })
    .jpeg()
    .toBuffer();

async function upload(jpeg: Buffer, name: string): Promise<{ id: number; urls: Record<'thumb' | 'large' | 'original', string> }> {
  const boundary = '----oims3test';
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="files[]"; filename="${name}"\r\nContent-Type: image/jpeg\r\n\r\n`),
    jpeg,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const answer = await t.request('POST', `/api/media/products/${productId}/upload`, {
    token,
    body,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data.files[0];
}

const exists = (key: string) =>
  storage.client
    .send(new HeadObjectCommand({ Bucket: BUCKET, Key: key }))
    .then(() => true)
    .catch(() => false);
const keysOf = (mediaId: number) => ['thumb', 'large', 'original'].map((v) => `media/${demoId}/${mediaId}/${v}`);

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'oim-s3-'));
  server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: join(folder, 'bucket'),
    configureBuckets: [{ name: BUCKET }],
  });
  const { port } = await server.run();
  t = await startTestApp({
    S3_BUCKET: BUCKET,
    S3_REGION: 'us-east-1',
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
  });
  storage = t.app.deps.mediaStorage as S3MediaStorage;
  token = (await t.login('demo')).token;
  const admin = t.as('demo', token);
  const count = (await admin.get('/api/masterfile/unit-classes?name=Count&relations=units')).body.data[0];
  const piece = count.units.find((u: { unit: string }) => u.unit === 'piece').id;
  const product = await admin.post('/api/inventory/products', {
    unitClassId: count.id,
    unitOfMeasureId: piece,
    type: 'PRODUCT',
    sku: 'S3-DRILL',
    productName: 'Cordless Drill',
    basePrice: 2500,
  });
  expect(product.status).toBe(201);
  productId = product.body.data.id;
  demoId = Number((await t.db.asOwner((db) => db.execute<{ id: string }>(sql`select id from tenants where slug = 'demo'`))).rows[0]!.id);
});
afterAll(async () => {
  await t?.close();
  await server?.close();
  if (folder) await rm(folder, { recursive: true, force: true });
});

describe('media on an S3-compatible server', () => {
  it('stores the original and its thumbnails, serves them through presigned URLs, and deletes them', async () => {
    expect(storage.kind).toBe('s3');
    const jpeg = await photo(1600, 800);
    const file = await upload(jpeg, 'drill.jpg');

    const original = await fetch(file.urls.original);
    expect(original.status).toBe(200);
    expect(original.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await original.arrayBuffer()).equals(jpeg)).toBe(true);
    const thumb = await sharp(Buffer.from(await (await fetch(file.urls.thumb)).arrayBuffer())).metadata();
    expect(thumb.width).toBe(240);
    const large = await sharp(Buffer.from(await (await fetch(file.urls.large)).arrayBuffer())).metadata();
    expect(large.width).toBe(1200);

    // s3rver checks a presigned URL's access key and expiry (not the v4 signature itself, as AWS and MinIO do).
    const stranger = new S3MediaStorage({ ...t.config.s3!, accessKeyId: 'NOT-A-KEY-OF-THIS-SERVER' });
    const now = Math.floor(Date.now() / 1000);
    const foreign = await fetch(await stranger.signedUrl({ tenantId: demoId, mediaId: file.id }, 'original', now, 60));
    expect(foreign.status).toBe(403);
    expect(await foreign.text()).toContain('InvalidAccessKeyId');

    expect((await t.as('demo', token).delete(`/api/media/${file.id}`)).status).toBe(200);
    for (const key of keysOf(file.id)) expect(await exists(key), key).toBe(false);
    expect((await fetch(file.urls.original)).status).toBe(404);
  });

  it('refuses a URL once its expiry has passed', async () => {
    const file = await upload(await photo(50, 50), 'short.jpg');
    const now = Math.floor(Date.now() / 1000);
    // A URL signed now for a minute is served; one signed a minute ago for a second is not (no waiting:
    // a loaded machine's slow request cannot turn the first into the second).
    expect((await fetch(await storage.signedUrl({ tenantId: demoId, mediaId: file.id }, 'thumb', now, 60))).status).toBe(200);
    const url = await storage.signedUrl({ tenantId: demoId, mediaId: file.id }, 'thumb', now - 60, 1);
    const late = await fetch(url);
    expect(late.status).toBe(403);
    expect(await late.text()).toContain('Request has expired');
  });

  // The database half of the backup is the embedded engine's dump here (pg_dump's part is the script's);
  // the bucket's half is the same on both engines.
  it.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
    'leaves every image the restored database refers to in the bucket after a backup is restored',
    async () => {
      const kept = await upload(await photo(300, 200, '#123'), 'kept.jpg');
      const deletedLater = await upload(await photo(300, 200, '#456'), 'deleted-later.jpg');

      // The backup: the database and the bucket's media.
      const dump = await t.db.pglite!.dumpDataDir('none');
      const copied = await backUpBucket(storage, join(folder, 'backup', 's3-media'));
      expect(copied.objects).toBeGreaterThanOrEqual(6);

      // Life goes on: one image is deleted, another added.
      expect((await t.as('demo', token).delete(`/api/media/${deletedLater.id}`)).status).toBe(200);
      const newer = await upload(await photo(300, 200, '#789'), 'newer.jpg');
      for (const key of keysOf(deletedLater.id)) expect(await exists(key)).toBe(false);

      // The restore: the database as it was, and the bucket's missing objects put back.
      const restored: Database = await openDatabase({ engine: 'pglite', loadDataDir: dump });
      try {
        expect(await restoreBucket(storage, join(folder, 'backup', 's3-media'))).toEqual({ restored: 3, present: copied.objects - 3 });
        const rows = await restored.asOwner((db) =>
          db.execute<{ id: number; tenant_id: number }>(sql`select id, tenant_id from media_files order by id`),
        );
        expect(rows.rows.map((r) => r.id)).toEqual(expect.arrayContaining([kept.id, deletedLater.id]));
        for (const row of rows.rows)
          for (const variant of ['thumb', 'large', 'original'])
            expect(await exists(`media/${row.tenant_id}/${row.id}/${variant}`)).toBe(true);
        // An image newer than the backup is left in the bucket (unreferenced, not lost).
        for (const key of keysOf(newer.id)) expect(await exists(key)).toBe(true);

        // The restored shop shows the image that had been deleted, through a working signed URL.
        const app = await buildApp({
          config: t.config,
          db: restored,
          tokens: await TokenService.create(restored),
          tenants: new TenantDirectory(restored),
          mediaStorage: storage,
        });
        try {
          const login = await app.inject({
            method: 'POST',
            url: '/api/login',
            headers: { host: 'localhost' },
            payload: { email: 'admin@demo.shop', password: 'demo12345' },
          });
          const listed = await app.inject({
            method: 'GET',
            url: `/api/media/products/${productId}`,
            headers: { host: 'localhost', authorization: `Bearer ${login.json().data.token}` },
          });
          const back = (listed.json().data.files as { id: number; urls: { large: string } }[]).find((f) => f.id === deletedLater.id)!;
          expect((await fetch(back.urls.large)).status).toBe(200);
        } finally {
          await app.close();
        }
      } finally {
        await restored.close();
      }
    },
  );
});
