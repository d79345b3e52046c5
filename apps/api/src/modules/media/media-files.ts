import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { MediaCollection } from '@oim/shared/schemas/inventory';
import type { Tx } from '../../db/client';
import { mediaFiles } from '../../db/schema/media';
import { notFound } from '../../platform/errors';
import type { MediaLocation, MediaStorage, MediaUrls } from '../../platform/storage/media-storage';
import type { ReadyImage } from './images';
import type { MediaOwner } from './owners';
import { shopWhere } from '../../platform/resource/rows';

export type MediaRow = typeof mediaFiles.$inferSelect;

/** A media file as the API answers it. */
export type MediaFile = {
  id: number;
  fileName: string;
  collectionName: MediaCollection;
  mimeType: string;
  size: number;
  width: number | null;
  height: number | null;
  urls: MediaUrls;
  customProperties: Record<string, string | boolean>;
  createdAt: string;
};

const locationOf = (row: Pick<MediaRow, 'tenantId' | 'id'>): MediaLocation => ({ tenantId: row.tenantId, mediaId: row.id });

export async function describeMedia(storage: MediaStorage, row: MediaRow): Promise<MediaFile> {
  return {
    id: row.id,
    fileName: row.fileName,
    collectionName: row.collection,
    mimeType: row.mimeType,
    size: row.size,
    width: row.width,
    height: row.height,
    urls: await storage.urls(locationOf(row)),
    customProperties: { ...row.customProperties, primary: row.isPrimary },
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Whether the owning record exists in this shop. With `lock`, it is held until the transaction
 * ends, so changes to one record's images run one after another and the primary-image rules hold
 * on PostgreSQL too.
 */
export async function ownerRecordExists(tx: Tx, owner: MediaOwner, id: number, { lock }: { lock: boolean }): Promise<boolean> {
  const found = await tx.execute(
    sql`select 1 from ${owner.table} where ${shopWhere(tx, owner.table, eq(owner.table.id, id))} ${lock ? sql`for no key update` : sql``}`,
  );
  return found.rows.length > 0;
}

/** The images of some records of one kind: primary first, then oldest first. */
export async function mediaOf(tx: Tx, type: string, ids: readonly number[], collection?: MediaCollection): Promise<MediaRow[]> {
  if (ids.length === 0) return [];
  return tx
    .select()
    .from(mediaFiles)
    .where(
      shopWhere(
        tx,
        mediaFiles,
        and(
          eq(mediaFiles.modelType, type),
          inArray(mediaFiles.modelId, [...ids]),
          collection ? eq(mediaFiles.collection, collection) : undefined,
        ),
      ),
    )
    .orderBy(desc(mediaFiles.isPrimary), asc(mediaFiles.createdAt), asc(mediaFiles.id));
}

export async function mediaById(tx: Tx, id: number): Promise<MediaRow> {
  const [row] = await tx
    .select()
    .from(mediaFiles)
    .where(shopWhere(tx, mediaFiles, eq(mediaFiles.id, id)));
  if (!row) throw notFound('file');
  return row;
}

export type NewMedia = {
  tenantId: number;
  userId: number;
  owner: MediaOwner;
  modelId: number;
  collection: MediaCollection;
  customProperties: Record<string, string>;
  /** Make the first of these images the primary one even if the record has one already. */
  primary: boolean;
  images: readonly ReadyImage[];
};

/**
 * Records the images and writes their files. The record's first image becomes its primary one.
 * Files written are removed again if the transaction does not commit.
 */
export async function addMedia(
  tx: Tx,
  storage: MediaStorage,
  input: NewMedia,
  onRollback: (undo: () => Promise<void>) => void,
): Promise<MediaRow[]> {
  const { tenantId, owner, modelId, images } = input;
  if (!(await ownerRecordExists(tx, owner, modelId, { lock: true }))) throw notFound(owner.label);
  const [current] = await tx
    .select({ id: mediaFiles.id })
    .from(mediaFiles)
    .where(
      shopWhere(tx, mediaFiles, and(eq(mediaFiles.modelType, owner.type), eq(mediaFiles.modelId, modelId), eq(mediaFiles.isPrimary, true))),
    );
  if (current && input.primary)
    await tx
      .update(mediaFiles)
      .set({ isPrimary: false })
      .where(shopWhere(tx, mediaFiles, eq(mediaFiles.id, current.id)));
  const firstIsPrimary = input.primary || !current;

  // The ids are taken first because the files' place on disk or in the bucket is named by them.
  const ids = await tx.execute<{ id: string | number | bigint }>(
    sql`select nextval(pg_get_serial_sequence('media_files', 'id')) as id from generate_series(1, ${images.length})`,
  );
  const rows = await tx
    .insert(mediaFiles)
    .overridingSystemValue()
    .values(
      images.map((image, i) => {
        const id = Number(ids.rows[i]!.id);
        return {
          id,
          tenantId,
          modelType: owner.type,
          modelId,
          collection: input.collection,
          fileName: image.fileName,
          mimeType: image.mimeType,
          size: image.size,
          width: image.width,
          height: image.height,
          storageKey: `media/${tenantId}/${id}`,
          isPrimary: firstIsPrimary && i === 0,
          customProperties: input.customProperties,
          createdBy: input.userId,
        };
      }),
    )
    .returning();
  const byId = new Map(rows.map((row) => [row.id, row]));
  const ordered = ids.rows.map((r) => byId.get(Number(r.id))!);

  onRollback(async () => {
    await Promise.allSettled(ordered.map((row) => storage.remove(locationOf(row))));
  });
  // Every write is let finish before a failure is thrown, so the undo above never races a write still under way.
  const writes = await Promise.allSettled(ordered.map((row, i) => storage.put(locationOf(row), images[i]!.variants)));
  const failed = writes.find((w): w is PromiseRejectedResult => w.status === 'rejected');
  if (failed) throw failed.reason;
  return ordered;
}

/** Makes one image its record's primary image; the one that was primary stops being it. */
export async function makePrimary(tx: Tx, owner: MediaOwner, row: MediaRow): Promise<MediaRow> {
  await ownerRecordExists(tx, owner, row.modelId, { lock: true });
  // Clear first, then set: the unique index on the primary image is checked row by row.
  await tx
    .update(mediaFiles)
    .set({ isPrimary: false })
    .where(
      shopWhere(
        tx,
        mediaFiles,
        and(
          eq(mediaFiles.modelType, row.modelType),
          eq(mediaFiles.modelId, row.modelId),
          eq(mediaFiles.isPrimary, true),
          ne(mediaFiles.id, row.id),
        ),
      ),
    );
  const [updated] = await tx
    .update(mediaFiles)
    .set({ isPrimary: true })
    .where(shopWhere(tx, mediaFiles, eq(mediaFiles.id, row.id)))
    .returning();
  if (!updated) throw notFound('file');
  return updated;
}

/** Deletes one image; if it was the primary one, the oldest image left takes its place. Its files go once the deletion has committed. */
export async function deleteMedia(
  tx: Tx,
  storage: MediaStorage,
  owner: MediaOwner,
  row: MediaRow,
  afterCommit: (work: () => Promise<void>) => void,
): Promise<void> {
  await ownerRecordExists(tx, owner, row.modelId, { lock: true });
  const [deleted] = await tx
    .delete(mediaFiles)
    .where(shopWhere(tx, mediaFiles, eq(mediaFiles.id, row.id)))
    .returning({ isPrimary: mediaFiles.isPrimary });
  if (!deleted) throw notFound('file');
  if (deleted.isPrimary) {
    const [oldest] = await tx
      .select({ id: mediaFiles.id })
      .from(mediaFiles)
      .where(shopWhere(tx, mediaFiles, and(eq(mediaFiles.modelType, row.modelType), eq(mediaFiles.modelId, row.modelId))))
      .orderBy(asc(mediaFiles.createdAt), asc(mediaFiles.id))
      .limit(1);
    if (oldest)
      await tx
        .update(mediaFiles)
        .set({ isPrimary: true })
        .where(shopWhere(tx, mediaFiles, eq(mediaFiles.id, oldest.id)));
  }
  afterCommit(() => storage.remove(locationOf(row)));
}

/** For a module that deletes records: their images go with them, the files once the deletion has committed. */
export async function deleteMediaOf(
  tx: Tx,
  storage: MediaStorage,
  type: string,
  modelIds: readonly number[],
  afterCommit: (work: () => Promise<void>) => void,
): Promise<void> {
  if (modelIds.length === 0) return;
  const rows = await tx
    .delete(mediaFiles)
    .where(shopWhere(tx, mediaFiles, and(eq(mediaFiles.modelType, type), inArray(mediaFiles.modelId, [...modelIds]))))
    .returning({ tenantId: mediaFiles.tenantId, id: mediaFiles.id });
  afterCommit(async () => {
    await Promise.allSettled(rows.map((row) => storage.remove(locationOf(row))));
  });
}
