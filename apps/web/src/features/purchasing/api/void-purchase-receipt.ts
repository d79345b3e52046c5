import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { PURCHASE_RECEIPTS_RESOURCE } from '../types';
import { invalidatePurchasing } from './invalidate-purchasing';

/** DELETE purchasing/purchase-receipts/{id}: voids it (409 once its goods left stock or its payable is paid). */
export function voidPurchaseReceipt({ id, reason }: { id: number; reason: string }) {
  const trimmed = reason.trim();
  return api.delete<{ message?: string }>(`${PURCHASE_RECEIPTS_RESOURCE}/${id}`, { body: trimmed ? { reason: trimmed } : {} });
}

export function useVoidPurchaseReceipt() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: voidPurchaseReceipt, onSuccess: () => invalidatePurchasing(queryClient, { stock: true }) });
}
