import type { z } from 'zod';
import type { productCategoryBody } from '@oim/shared/schemas/masterfile';
import { api } from '@/lib/api-client';
import type { SavedRecord } from '@/components/dialogs/record-form-dialog';
import { useResourceMutation } from '@/lib/use-resource-mutation';
import { PRODUCT_CATEGORIES_RESOURCE, type ProductCategory } from './records';

export function updateProductCategory({
  id,
  body,
}: {
  id: number;
  body: z.output<typeof productCategoryBody>;
}): Promise<SavedRecord<ProductCategory>> {
  return api.put<SavedRecord<ProductCategory>>(`${PRODUCT_CATEGORIES_RESOURCE}/${id}`, body);
}

export function useUpdateProductCategory() {
  return useResourceMutation(PRODUCT_CATEGORIES_RESOURCE, updateProductCategory);
}
