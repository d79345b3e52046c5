import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { resourceKeys } from '@/lib/use-list';
import { SALES_ORDERS_RESOURCE, type SalesOrder } from '../types';

export type VoidedSalesOrder = { message?: string; data: SalesOrder };

/** DELETE sales/{id}: voids the sale; stock and serials come back, the order stays marked VOIDED. */
export function voidSalesOrder({ id, reason }: { id: number; reason: string }): Promise<VoidedSalesOrder> {
  const trimmed = reason.trim();
  return api.delete<VoidedSalesOrder>(`sales/${id}`, { body: trimmed ? { reason: trimmed } : {} });
}

/** Voiding changes the order, every order list, the breakdown, the customer's orders and stock. */
export function useVoidSalesOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: voidSalesOrder,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: resourceKeys.all(SALES_ORDERS_RESOURCE) }),
        queryClient.invalidateQueries({ queryKey: ['payment-type-breakdown'] }),
        queryClient.invalidateQueries({ queryKey: resourceKeys.all('inventory/stocks') }),
        queryClient.invalidateQueries({ queryKey: resourceKeys.all('inventory/products') }),
        queryClient.invalidateQueries({ queryKey: resourceKeys.all('finance/receivables') }),
      ]),
  });
}
