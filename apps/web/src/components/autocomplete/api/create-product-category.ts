import type { z } from 'zod';
import type { productCategoryBody } from '@oim/shared/schemas/masterfile';
import { api } from '@/lib/api-client';
import type { SavedRecord } from '@/components/dialogs/record-form-dialog';
import { useResourceMutation } from '@/lib/use-resource-mutation';
import { PRODUCT_CATEGORIES_RESOURCE, type ProductCategory } from './records';

export function createProductCategory(body: z.output<typeof productCategoryBody>): Promise<SavedRecord<ProductCategory>> {
  return api.post<SavedRecord<ProductCategory>>(PRODUCT_CATEGORIES_RESOURCE, body);
}

export function useCreateProductCategory() {
  return useResourceMutation(PRODUCT_CATEGORIES_RESOURCE, createProductCategory);
}
