import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PurchaseReceiptBody } from '@oim/shared/schemas/purchasing';
import { api } from '@/lib/api-client';
import { PURCHASE_RECEIPTS_RESOURCE, type PurchaseReceipt } from '../types';
import { invalidatePurchasing } from './invalidate-purchasing';

/** POST purchasing/purchase-receipts (Create Purchase Receipts): stock, serials, cost and what is owed, at once. */
export function createPurchaseReceipt(body: PurchaseReceiptBody) {
  return api.post<{ message?: string; data: PurchaseReceipt }>(PURCHASE_RECEIPTS_RESOURCE, body);
}

export function useCreatePurchaseReceipt() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createPurchaseReceipt, onSuccess: () => invalidatePurchasing(queryClient, { stock: true }) });
}
