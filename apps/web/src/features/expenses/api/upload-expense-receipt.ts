import { uploadWithProgress } from '@/lib/upload';
import type { MediaFile } from '@/components/gallery/media-files';
import { EXPENSE_MEDIA_OWNER, EXPENSE_RECEIPTS_COLLECTION } from '../types';

/** POST media/expenses/{id}/upload (multipart files[], collection expense_receipts), one file per call for its own progress. */
export function uploadExpenseReceipt(expenseId: number, file: File, onProgress: (percent: number) => void, signal?: AbortSignal) {
  const form = new FormData();
  form.append('files[]', file, file.name);
  form.append('collection', EXPENSE_RECEIPTS_COLLECTION);
  return uploadWithProgress<{ message?: string; data: { files: MediaFile[] } }>(
    `media/${EXPENSE_MEDIA_OWNER}/${expenseId}/upload`,
    form,
    onProgress,
    signal,
  );
}
