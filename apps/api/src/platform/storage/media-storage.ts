import type { FastifyInstance } from 'fastify';

export const MEDIA_VARIANTS = ['thumb', 'large', 'original'] as const;
export type MediaVariant = (typeof MEDIA_VARIANTS)[number];

/** The file types kept, by the extension they are stored under. */
export const MEDIA_CONTENT_TYPES = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
  tif: 'image/tiff',
} as const;
export type MediaExtension = keyof typeof MEDIA_CONTENT_TYPES;

/** One stored image: its variants live together under the shop and the media record's id. */
export type MediaLocation = { tenantId: number; mediaId: number };
export type MediaVariantFile = { variant: MediaVariant; extension: MediaExtension; body: Buffer };
export type MediaUrls = Record<MediaVariant, string>;

/** Where media files are kept: the local disk (default) or an S3-compatible bucket. */
export type MediaStorage = {
  readonly kind: 'local' | 's3';
  /** Writes the variants of one image; if any write fails, what was written is removed and the error thrown. */
  put(location: MediaLocation, files: readonly MediaVariantFile[]): Promise<void>;
  /** Removes every variant of one image (nothing happens if none is there). */
  remove(location: MediaLocation): Promise<void>;
  /** URLs anyone holding them may read the variants through, for at least an hour. */
  urls(location: MediaLocation): Promise<MediaUrls>;
  /** Routes the storage needs on this server (the local one serves its own files). */
  registerRoutes?(app: FastifyInstance): void;
};

export const MEDIA_URL_SECONDS = 60 * 60;
const WINDOW_SECONDS = 5 * 60;

/**
 * URLs are signed for five-minute windows, so the same image keeps the same URL for a while and a
 * browser can use the copy it has; each URL stays valid between one hour and an hour and five minutes.
 */
export function signingWindow(nowMs = Date.now()): { signedAt: number; expires: number } {
  const signedAt = Math.floor(nowMs / 1000 / WINDOW_SECONDS) * WINDOW_SECONDS;
  return { signedAt, expires: signedAt + WINDOW_SECONDS + MEDIA_URL_SECONDS };
}

/** Throws unless both ids are positive whole numbers, so a location can never name another path. */
export function checkLocation({ tenantId, mediaId }: MediaLocation): void {
  if (!Number.isSafeInteger(tenantId) || tenantId <= 0 || !Number.isSafeInteger(mediaId) || mediaId <= 0) {
    throw new Error(`Invalid media location ${String(tenantId)}/${String(mediaId)}`);
  }
}
