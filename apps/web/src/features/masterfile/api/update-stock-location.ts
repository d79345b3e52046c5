import type { z } from 'zod';
import type { stockLocationBody } from '@oim/shared/schemas/stock-locations';
import type { SavedRecord } from '@/components/dialogs/record-form-dialog';
import { api } from '@/lib/api-client';
import { STOCK_LOCATIONS_RESOURCE, type StockLocation } from '../types';
import { useResourceMutation } from '@/lib/use-resource-mutation';

/** PUT with the whole form; the server keeps what a body does not name. */
export function updateStockLocation({
  id,
  body,
}: {
  id: number;
  body: z.output<typeof stockLocationBody>;
}): Promise<SavedRecord<StockLocation>> {
  return api.put<SavedRecord<StockLocation>>(`${STOCK_LOCATIONS_RESOURCE}/${id}`, body);
}

export function useUpdateStockLocation() {
  return useResourceMutation(STOCK_LOCATIONS_RESOURCE, updateStockLocation);
}
