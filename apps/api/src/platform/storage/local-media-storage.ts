import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import {
  checkLocation,
  MEDIA_CONTENT_TYPES,
  MEDIA_URL_SECONDS,
  MEDIA_VARIANTS,
  signingWindow,
  type MediaExtension,
  type MediaLocation,
  type MediaStorage,
  type MediaUrls,
  type MediaVariant,
  type MediaVariantFile,
} from './media-storage';

const KEY_NAME = 'media_url_key';
const ID = /^[1-9][0-9]{0,15}$/;
const SIGNATURE = /^[0-9a-f]{64}$/;

function isVariant(value: string): value is MediaVariant {
  return (MEDIA_VARIANTS as readonly string[]).includes(value);
}

function isExtension(value: string): value is MediaExtension {
  return Object.hasOwn(MEDIA_CONTENT_TYPES, value);
}

/**
 * Keeps media under `<root>/<tenantId>/<mediaId>/<variant>.<ext>` and serves them at
 * `/media-files/<tenantId>/<mediaId>/<variant>` behind an expiring HMAC signature, so an <img> tag
 * can show them without a bearer token.
 */
export class LocalMediaStorage implements MediaStorage {
  readonly kind = 'local';

  private constructor(
    private readonly root: string,
    private readonly key: Buffer,
  ) {}

  /** Reads the signing key every instance shares through the database, making it on the first start. */
  static async create(root: string, db: Database): Promise<LocalMediaStorage> {
    const candidate = randomBytes(32).toString('base64url');
    const value = await db.asOwner(async (owner) => {
      await owner.execute(sql`insert into platform_keys (name, value) values (${KEY_NAME}, ${candidate}) on conflict (name) do nothing`);
      const result = await owner.execute<{ value: string }>(sql`select value from platform_keys where name = ${KEY_NAME}`);
      return result.rows[0]!.value;
    });
    return new LocalMediaStorage(root, Buffer.from(value, 'base64url'));
  }

  private folder(location: MediaLocation): string {
    checkLocation(location);
    return join(this.root, String(location.tenantId), String(location.mediaId));
  }

  private signature(path: string, expires: number): string {
    return createHmac('sha256', this.key).update(`${path}:${expires}`).digest('hex');
  }

  async put(location: MediaLocation, files: readonly MediaVariantFile[]): Promise<void> {
    const folder = this.folder(location);
    try {
      await mkdir(folder, { recursive: true });
      for (const file of files) {
        if (!isVariant(file.variant) || !isExtension(file.extension))
          throw new Error(`Invalid media file ${file.variant}.${file.extension}`);
        await writeFile(join(folder, `${file.variant}.${file.extension}`), file.body);
      }
    } catch (error) {
      await this.remove(location);
      throw error;
    }
  }

  async remove(location: MediaLocation): Promise<void> {
    await rm(this.folder(location), { recursive: true, force: true });
  }

  async urls(location: MediaLocation): Promise<MediaUrls> {
    checkLocation(location);
    const { expires } = signingWindow();
    const url = (variant: MediaVariant) => {
      const path = `${location.tenantId}/${location.mediaId}/${variant}`;
      return `/media-files/${path}?expires=${expires}&signature=${this.signature(path, expires)}`;
    };
    return { thumb: url('thumb'), large: url('large'), original: url('original') };
  }

  /** Whether a URL's signature is this server's and has not expired. */
  verify(path: string, expires: string | undefined, signature: string | undefined): boolean {
    if (!expires || !/^[0-9]{1,12}$/.test(expires) || !signature || !SIGNATURE.test(signature)) return false;
    if (Number(expires) < Math.floor(Date.now() / 1000)) return false;
    const expected = Buffer.from(this.signature(path, Number(expires)), 'hex');
    return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
  }

  /** The stored file of one variant, if it is there. */
  async find(location: MediaLocation, variant: MediaVariant): Promise<{ path: string; size: number; contentType: string } | undefined> {
    const folder = this.folder(location);
    const names = await readdir(folder).catch(() => [] as string[]);
    for (const name of names) {
      const [stem, extension, ...rest] = name.split('.');
      if (stem !== variant || rest.length > 0 || !extension || !isExtension(extension)) continue;
      const path = join(folder, name);
      const info = await stat(path).catch(() => undefined);
      if (info?.isFile()) return { path, size: info.size, contentType: MEDIA_CONTENT_TYPES[extension] };
    }
    return undefined;
  }

  registerRoutes(app: FastifyInstance): void {
    // Outside /api: no shop host is needed, the signature alone grants access.
    app.get<{ Params: { tenantId: string; mediaId: string; variant: string }; Querystring: { expires?: string; signature?: string } }>(
      '/media-files/:tenantId/:mediaId/:variant',
      { schema: { hide: true } },
      async (req, reply) => {
        const { tenantId, mediaId, variant } = req.params;
        if (!ID.test(tenantId) || !ID.test(mediaId) || !isVariant(variant))
          return reply.code(404).send({ message: 'The file was not found.' });
        const { expires, signature } = req.query;
        const path = `${tenantId}/${mediaId}/${variant}`;
        if (!this.verify(path, expires, signature))
          return reply.code(403).send({ message: 'This link to the file has expired or is not valid.' });
        const file = await this.find({ tenantId: Number(tenantId), mediaId: Number(mediaId) }, variant);
        if (!file) return reply.code(404).send({ message: 'The file was not found.' });
        const maxAge = Math.max(0, Math.min(Number(expires) - Math.floor(Date.now() / 1000), MEDIA_URL_SECONDS));
        return reply
          .header('Content-Type', file.contentType)
          .header('Content-Length', file.size)
          .header('Cache-Control', `private, max-age=${maxAge}`)
          .header('X-Content-Type-Options', 'nosniff')
          .header('Content-Security-Policy', "default-src 'none'; sandbox")
          .send(createReadStream(file.path));
      },
    );
  }
}
