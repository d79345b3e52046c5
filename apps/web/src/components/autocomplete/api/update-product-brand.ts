import type { z } from 'zod';
import type { productBrandBody } from '@oim/shared/schemas/masterfile';
import { api } from '@/lib/api-client';
import type { SavedRecord } from '@/components/dialogs/record-form-dialog';
import { useResourceMutation } from '@/lib/use-resource-mutation';
import { PRODUCT_BRANDS_RESOURCE, type ProductBrand } from './records';

export function updateProductBrand({
  id,
  body,
}: {
  id: number;
  body: z.output<typeof productBrandBody>;
}): Promise<SavedRecord<ProductBrand>> {
  return api.put<SavedRecord<ProductBrand>>(`${PRODUCT_BRANDS_RESOURCE}/${id}`, body);
}

export function useUpdateProductBrand() {
  return useResourceMutation(PRODUCT_BRANDS_RESOURCE, updateProductBrand);
}
