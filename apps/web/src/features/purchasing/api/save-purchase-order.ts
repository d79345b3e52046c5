import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PurchaseOrderBody } from '@oim/shared/schemas/purchasing';
import { api } from '@/lib/api-client';
import { PURCHASE_ORDERS_RESOURCE, type PurchaseOrder } from '../types';
import { invalidatePurchasing } from './invalidate-purchasing';

type Saved = { message?: string; data: PurchaseOrder };

/** POST purchasing/purchase-orders (a new draft), or PUT …/{id} (a draft or sent order nothing has come against). */
export function savePurchaseOrder(id: number | null, body: PurchaseOrderBody): Promise<Saved> {
  return id === null ? api.post<Saved>(PURCHASE_ORDERS_RESOURCE, body) : api.put<Saved>(`${PURCHASE_ORDERS_RESOURCE}/${id}`, body);
}

export function useSavePurchaseOrder(id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PurchaseOrderBody) => savePurchaseOrder(id, body),
    onSuccess: () => invalidatePurchasing(queryClient, { stock: false }),
  });
}
