import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { resourceKeys } from '@/lib/use-list';

export type SuggestedOrders = { message: string; data: { orderIds: number[]; withoutSupplier: number } };

/** POST purchasing/purchase-orders/suggest: draft orders for what is at or below its reorder point at a location. */
export function suggestPurchaseOrders(locationId: number) {
  return api.post<SuggestedOrders>('purchasing/purchase-orders/suggest', { locationId });
}

export function useSuggestPurchaseOrders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: suggestPurchaseOrders,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: resourceKeys.all('purchasing/purchase-orders') }),
  });
}
