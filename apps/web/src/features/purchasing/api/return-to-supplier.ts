import type { SupplierReturnBody } from '@oim/shared/schemas/purchasing';
import { api } from '@/lib/api-client';
import { useResourceMutation } from '@/lib/use-resource-mutation';
import { PAYABLES_RESOURCE, PURCHASE_RECEIPTS_RESOURCE, SUPPLIER_RETURNS_RESOURCE, type SupplierReturn } from '../types';
import { STOCK_RESOURCES } from './invalidate-purchasing';

/** POST purchasing/purchase-receipts/{id}/returns: goods of a receipt back to its supplier (SR-000001). */
export function returnToSupplier({ receiptId, body }: { receiptId: number; body: SupplierReturnBody }) {
  return api.post<{ message?: string; data: SupplierReturn }>(`${PURCHASE_RECEIPTS_RESOURCE}/${receiptId}/returns`, body);
}

/** A return moves stock and serials, costs, and what is owed (a SUPPLIER_CREDIT payment). */
export function useReturnToSupplier() {
  return useResourceMutation(
    [PURCHASE_RECEIPTS_RESOURCE, SUPPLIER_RETURNS_RESOURCE, PAYABLES_RESOURCE, 'finance/payments', ...STOCK_RESOURCES],
    returnToSupplier,
  );
}
