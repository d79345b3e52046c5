import { uploadWithProgress } from '@/lib/upload';
import type { MediaFile } from '@/components/gallery/media-files';

/** POST media/products/{id}/upload (multipart files[], collection product_images), one file per call for its own progress. */
export function uploadProductImage(productId: number, file: File, onProgress: (percent: number) => void, signal?: AbortSignal) {
  const form = new FormData();
  form.append('files[]', file, file.name);
  form.append('collection', 'product_images');
  return uploadWithProgress<{ message?: string; data: { files: MediaFile[] } }>(
    `media/products/${productId}/upload`,
    form,
    onProgress,
    signal,
  );
}
