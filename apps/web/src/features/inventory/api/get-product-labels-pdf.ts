import type { LabelLayoutName } from '@oim/shared/schemas/labels';
import { api } from '@/lib/api-client';
import { PRODUCTS_RESOURCE } from '../types';

/** GET inventory/products/labels: the price labels of the products (copies of each) as a PDF. */
export function getProductLabelsPdf(productIds: number[], choice: { layout: LabelLayoutName; copies: number }): Promise<Blob> {
  return api.get<Blob>(
    `${PRODUCTS_RESOURCE}/labels`,
    { ids: productIds.join(','), layout: choice.layout, copies: choice.copies },
    { responseType: 'blob', headers: { Accept: 'application/pdf' } },
  );
}
