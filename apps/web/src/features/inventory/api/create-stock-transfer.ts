import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { TRANSFERS_RESOURCE, type StockTransfer } from '../types';
import type { TransferBodyOut } from '../components/movement-documents/transfer-payload';
import { invalidateStock } from './invalidate-stock';

/** POST inventory/stock-transfers (Create Stock Transfers): out of one location and into the other at once. */
export function createStockTransfer(body: TransferBodyOut) {
  return api.post<{ message?: string; data: StockTransfer }>(TRANSFERS_RESOURCE, body);
}

export function useCreateStockTransfer() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createStockTransfer, onSuccess: () => invalidateStock(queryClient) });
}
