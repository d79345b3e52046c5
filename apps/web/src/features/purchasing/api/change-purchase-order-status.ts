import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { PURCHASE_ORDERS_RESOURCE, type PurchaseOrder } from '../types';
import { invalidatePurchasing } from './invalidate-purchasing';

export type PurchaseOrderAction = 'send' | 'cancel' | 'close';

/** PUT purchasing/purchase-orders/{id}/send | cancel | close (409 from a status the action does not leave). */
export function changePurchaseOrderStatus({ id, action }: { id: number; action: PurchaseOrderAction }) {
  return api.put<{ message?: string; data: PurchaseOrder }>(`${PURCHASE_ORDERS_RESOURCE}/${id}/${action}`);
}

export function useChangePurchaseOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: changePurchaseOrderStatus, onSuccess: () => invalidatePurchasing(queryClient, { stock: false }) });
}
