import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import type { S3MediaStorage } from './s3-media-storage';

/** Only keys this server writes are copied (and so only they become file names, never `..`). */
const MEDIA_KEY = /^media\/[1-9][0-9]{0,15}\/[1-9][0-9]{0,15}\/(thumb|large|original)$/;
const MANIFEST = 'manifest.json';

type ManifestEntry = { key: string; contentType: string; size: number };

const isNotFound = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NotFound' || e?.name === 'NoSuchKey' || e?.$metadata?.httpStatusCode === 404;
};

/**
 * Copies the bucket's media objects into folder (the files and a manifest with their content types),
 * so a database backup restored later finds every image it refers to, even one deleted since.
 */
export async function backUpBucket(storage: S3MediaStorage, folder: string): Promise<{ objects: number }> {
  const entries: ManifestEntry[] = [];
  let token: string | undefined;
  do {
    const page = await storage.client.send(
      new ListObjectsV2Command({ Bucket: storage.bucket, Prefix: 'media/', ...(token ? { ContinuationToken: token } : {}) }),
    );
    for (const object of page.Contents ?? []) {
      const key = object.Key ?? '';
      if (!MEDIA_KEY.test(key)) continue;
      const answer = await storage.client.send(new GetObjectCommand({ Bucket: storage.bucket, Key: key }));
      const body = Buffer.from(await answer.Body!.transformToByteArray());
      const path = join(folder, key);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, body);
      entries.push({ key, contentType: answer.ContentType ?? 'application/octet-stream', size: body.length });
    }
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  await mkdir(folder, { recursive: true });
  await writeFile(join(folder, MANIFEST), JSON.stringify(entries, null, 1));
  return { objects: entries.length };
}

/**
 * Puts back every object of a bucket backup that the bucket no longer holds. Objects made since the
 * backup are left alone (an image uploaded after it is only unreferenced, never lost).
 */
export async function restoreBucket(storage: S3MediaStorage, folder: string): Promise<{ restored: number; present: number }> {
  const entries = JSON.parse(await readFile(join(folder, MANIFEST), 'utf8')) as ManifestEntry[];
  let restored = 0;
  let present = 0;
  for (const entry of entries) {
    if (!MEDIA_KEY.test(entry.key)) throw new Error(`The backup names an object this server never writes: ${entry.key}`);
    const there = await storage.client
      .send(new HeadObjectCommand({ Bucket: storage.bucket, Key: entry.key }))
      .then(() => true)
      .catch((error: unknown) => {
        if (isNotFound(error)) return false;
        throw error;
      });
    if (there) {
      present += 1;
      continue;
    }
    await storage.client.send(
      new PutObjectCommand({
        Bucket: storage.bucket,
        Key: entry.key,
        Body: await readFile(join(folder, entry.key)),
        ContentType: entry.contentType,
        CacheControl: 'private, max-age=3600',
      }),
    );
    restored += 1;
  }
  return { restored, present };
}
