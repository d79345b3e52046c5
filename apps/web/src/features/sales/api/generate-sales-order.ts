import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GenerateSalesOrderBody } from '@oim/shared/schemas/sales';
import { api } from '@/lib/api-client';
import { resourceKeys } from '@/lib/use-list';
import { QUOTATIONS_RESOURCE, SALES_ORDERS_RESOURCE, type SalesOrder } from '../types';

export type GeneratedSalesOrder = { message?: string; data: SalesOrder };

export type GenerateSalesOrderInput = { quotationId: number; details?: NonNullable<GenerateSalesOrderBody> };

/**
 * POST sales/quotations/{id}/generate-sales-order: the quotation becomes a sales order (stock moves
 * now), with the serial numbers of its serial-tracked lines and references its payments need.
 */
export function generateSalesOrder({ quotationId, details = {} }: GenerateSalesOrderInput): Promise<GeneratedSalesOrder> {
  return api.post<GeneratedSalesOrder>(`${QUOTATIONS_RESOURCE}/${quotationId}/generate-sales-order`, details);
}

export function useGenerateSalesOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateSalesOrder,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: resourceKeys.all(QUOTATIONS_RESOURCE) }),
        queryClient.invalidateQueries({ queryKey: resourceKeys.all(SALES_ORDERS_RESOURCE) }),
        queryClient.invalidateQueries({ queryKey: ['payment-type-breakdown'] }),
        queryClient.invalidateQueries({ queryKey: resourceKeys.all('inventory/stocks') }),
        queryClient.invalidateQueries({ queryKey: resourceKeys.all('inventory/products') }),
      ]),
  });
}
