import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Spec 3: where a media file belongs. */
export type MediaCollection = 'product_images' | 'service_order_images' | 'comment_images';

/** Spec 3: Media file, as the media calls answer it (urls are signed and load without a token). */
export type MediaFile = {
  id: number;
  fileName: string;
  collectionName: MediaCollection | string;
  mimeType?: string;
  size?: number;
  width?: number | null;
  height?: number | null;
  urls: { thumb: string; large: string; original: string };
  customProperties: Record<string, unknown>;
  createdAt?: string;
};

/** Spec 3: a file is primary through customProperties.primary, or is_primary from older records. */
export function isPrimaryFile(file: Pick<MediaFile, 'customProperties'>): boolean {
  const { primary, is_primary: isPrimary } = file.customProperties ?? {};
  return primary === true || primary === 'true' || isPrimary === true || isPrimary === 'true';
}

/** The owner's files with only `primaryId` marked primary (spec 4: setting primary marks only that image). */
export function withPrimary(files: MediaFile[], primaryId: number): MediaFile[] {
  return files.map((file) => {
    const { is_primary: _old, ...rest } = file.customProperties ?? {};
    return { ...file, customProperties: { ...rest, primary: file.id === primaryId } };
  });
}

/** Query keys of one record's media: ['media', 'products', '12', collection]. */
export const mediaKeys = {
  all: ['media'] as const,
  owner: (ownerType: string, ownerId: number | string) => ['media', ownerType, String(ownerId)] as const,
  files: (ownerType: string, ownerId: number | string, collection?: string) =>
    ['media', ownerType, String(ownerId), collection ?? 'all'] as const,
};

/** GET media/{type}/{id}/presigned: a record's files with signed URLs, primary first. */
export async function getMediaFiles(ownerType: string, ownerId: number | string, collection?: string, signal?: AbortSignal) {
  const answer = await api.get<{ data: { files: MediaFile[] } }>(
    `media/${ownerType}/${ownerId}/presigned`,
    collection ? { collection } : undefined,
    signal ? { signal } : {},
  );
  return answer.data.files;
}

export function mediaFilesQueryOptions(ownerType: string, ownerId: number | string, collection?: string) {
  return queryOptions({
    queryKey: mediaKeys.files(ownerType, ownerId, collection),
    queryFn: ({ signal }) => getMediaFiles(ownerType, ownerId, collection, signal),
    // Signed URLs last an hour; refetching sooner than that keeps them valid while the page is open.
    staleTime: 10 * 60_000,
  });
}

export function useMediaFiles(ownerType: string, ownerId: number | null | undefined, collection?: string, enabled = true) {
  return useQuery({
    ...mediaFilesQueryOptions(ownerType, ownerId ?? 0, collection),
    enabled: enabled && typeof ownerId === 'number' && ownerId > 0,
  });
}

/** GET media/bulk/{type}/presigned?ids=1,2 → the files of each record, keyed by id. */
export async function getBulkMediaFiles(ownerType: string, ids: number[], signal?: AbortSignal): Promise<Record<string, MediaFile[]>> {
  if (ids.length === 0) return {};
  const answer = await api.get<{ data: Record<string, MediaFile[]> }>(
    `media/bulk/${ownerType}/presigned`,
    { ids: ids.join(',') },
    signal ? { signal } : {},
  );
  return answer.data;
}

/** POST media/{id}/primary. */
export function setPrimaryMediaFile(fileId: number): Promise<{ message?: string; data?: MediaFile }> {
  return api.post(`media/${fileId}/primary`);
}

/** DELETE media/{id}; the oldest image left becomes primary when this one was. */
export function deleteMediaFile(fileId: number): Promise<{ message?: string }> {
  return api.delete(`media/${fileId}`, { body: {} });
}
