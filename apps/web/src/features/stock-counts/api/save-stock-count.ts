import type { StockCountBody } from '@oim/shared/schemas/stock-counts';
import type { SavedRecord } from '@/components/dialogs/record-form-dialog';
import { api } from '@/lib/api-client';
import { useResourceMutation } from '@/lib/use-resource-mutation';
import { STOCK_COUNTS_RESOURCE, type StockCount } from '../types';

/** POST inventory/stock-counts (Create Stock Counts): a DRAFT, numbered SC-…. */
export function createStockCount(body: StockCountBody): Promise<SavedRecord<StockCount>> {
  return api.post<SavedRecord<StockCount>>(STOCK_COUNTS_RESOURCE, body);
}

export function useCreateStockCount() {
  return useResourceMutation(STOCK_COUNTS_RESOURCE, createStockCount);
}

/** PUT inventory/stock-counts/{id}: a DRAFT only (409 once counting started). */
export function updateStockCount({ id, body }: { id: number; body: StockCountBody }): Promise<SavedRecord<StockCount>> {
  return api.put<SavedRecord<StockCount>>(`${STOCK_COUNTS_RESOURCE}/${id}`, body);
}

export function useUpdateStockCount() {
  return useResourceMutation(STOCK_COUNTS_RESOURCE, updateStockCount);
}
