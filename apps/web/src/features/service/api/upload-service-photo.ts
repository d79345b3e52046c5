import type { MediaFile } from '@/components/gallery/media-files';
import { uploadWithProgress } from '@/lib/upload';

/** POST media/{ownerType}/{id}/upload (multipart files[] and the collection), one file per call. */
export function uploadServicePhoto(ownerType: string, ownerId: number, collection: string, file: File) {
  const form = new FormData();
  form.append('files[]', file, file.name);
  form.append('collection', collection);
  return uploadWithProgress<{ message?: string; data: { files: MediaFile[] } }>(
    `media/${ownerType}/${ownerId}/upload`,
    form,
    () => undefined,
  );
}
