import type { LabelLayoutName } from '@oim/shared/schemas/labels';
import { api } from '@/lib/api-client';
import { PURCHASE_RECEIPTS_RESOURCE } from '../types';

/** GET purchasing/purchase-receipts/{id}/labels: a price label per unit received, as a PDF. */
export function getPurchaseReceiptLabelsPdf(id: number, layout: LabelLayoutName): Promise<Blob> {
  return api.get<Blob>(
    `${PURCHASE_RECEIPTS_RESOURCE}/${id}/labels`,
    { layout },
    { responseType: 'blob', headers: { Accept: 'application/pdf' } },
  );
}
