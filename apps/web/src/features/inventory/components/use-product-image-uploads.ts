import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { mediaKeys } from '@/components/gallery/media-files';
import { imageProblem } from '@/components/upload/image-files';
import { useUploadItems } from '@/components/upload/use-upload-items';
import { errorMessage } from '@/lib/api-client';
import { resourceKeys } from '@/lib/use-list';
import { uploadProductImage } from '../api/upload-product-images';
import { PRODUCTS_RESOURCE } from '../types';

/**
 * Uploads product images one file per call, each with its own progress in the upload list (spec
 * 2.5); a failed one keeps its error text there. Resolves with how many failed.
 */
export function useProductImageUploads() {
  const queryClient = useQueryClient();
  const uploads = useUploadItems();
  const { add, progress, complete, fail } = uploads;
  const upload = useCallback(
    async (productId: number, files: File[]): Promise<number> => {
      const items = add(files);
      let failed = 0;
      for (const item of items) {
        const problem = imageProblem(item.file);
        if (problem) {
          fail(item.id, problem);
          failed++;
          continue;
        }
        try {
          await uploadProductImage(productId, item.file, (percent) => progress(item.id, percent));
          complete(item.id);
        } catch (error) {
          fail(item.id, errorMessage(error, 'The upload failed.'));
          failed++;
        }
      }
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: mediaKeys.owner('products', productId) }),
        queryClient.invalidateQueries({ queryKey: resourceKeys.lists(PRODUCTS_RESOURCE) }),
      ]);
      return failed;
    },
    [add, progress, complete, fail, queryClient],
  );
  return { items: uploads.items, remove: uploads.remove, upload };
}

export type ProductImageUploads = ReturnType<typeof useProductImageUploads>;
