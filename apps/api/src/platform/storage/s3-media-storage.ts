import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { S3Config } from '../../config';
import {
  checkLocation,
  MEDIA_CONTENT_TYPES,
  MEDIA_VARIANTS,
  signingWindow,
  type MediaLocation,
  type MediaStorage,
  type MediaUrls,
  type MediaVariant,
  type MediaVariantFile,
} from './media-storage';

/** Keeps media in an S3-compatible bucket under `media/<tenantId>/<mediaId>/<variant>`, read through presigned URLs. */
export class S3MediaStorage implements MediaStorage {
  readonly kind = 's3';
  readonly client: S3Client;

  constructor(private readonly config: S3Config) {
    this.client = new S3Client({
      region: config.region,
      ...(config.endpoint ? { endpoint: config.endpoint } : {}),
      forcePathStyle: config.forcePathStyle,
      credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
      // Many S3-compatible servers refuse the SDK's default extra checksums.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  get bucket(): string {
    return this.config.bucket;
  }

  /** The object's key; the extension is left out so removing needs nothing but the location. */
  objectKey(location: MediaLocation, variant: MediaVariant): string {
    checkLocation(location);
    return `media/${location.tenantId}/${location.mediaId}/${variant}`;
  }

  async put(location: MediaLocation, files: readonly MediaVariantFile[]): Promise<void> {
    const writes = await Promise.allSettled(
      files.map((file) =>
        this.client.send(
          new PutObjectCommand({
            Bucket: this.config.bucket,
            Key: this.objectKey(location, file.variant),
            Body: file.body,
            ContentType: MEDIA_CONTENT_TYPES[file.extension],
            CacheControl: 'private, max-age=3600',
          }),
        ),
      ),
    );
    const failed = writes.find((w): w is PromiseRejectedResult => w.status === 'rejected');
    if (failed) {
      await this.remove(location).catch(() => undefined);
      throw failed.reason;
    }
  }

  async remove(location: MediaLocation): Promise<void> {
    const deletes = await Promise.allSettled(
      MEDIA_VARIANTS.map((variant) =>
        this.client.send(new DeleteObjectCommand({ Bucket: this.config.bucket, Key: this.objectKey(location, variant) })),
      ),
    );
    const failed = deletes.find((d): d is PromiseRejectedResult => d.status === 'rejected');
    if (failed) throw failed.reason;
  }

  /** A presigned GET URL for one variant, valid for expiresIn seconds from signedAt (epoch seconds). */
  signedUrl(location: MediaLocation, variant: MediaVariant, signedAt: number, expiresIn: number): Promise<string> {
    return getSignedUrl(this.client, new GetObjectCommand({ Bucket: this.config.bucket, Key: this.objectKey(location, variant) }), {
      signingDate: new Date(signedAt * 1000),
      expiresIn,
    });
  }

  async urls(location: MediaLocation): Promise<MediaUrls> {
    const { signedAt, expires } = signingWindow();
    const url = (variant: MediaVariant) => this.signedUrl(location, variant, signedAt, expires - signedAt);
    const [thumb, large, original] = await Promise.all([url('thumb'), url('large'), url('original')]);
    return { thumb, large, original };
  }
}
