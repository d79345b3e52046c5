import type { z } from 'zod';
import type { stockLocationBody } from '@oim/shared/schemas/stock-locations';
import type { SavedRecord } from '@/components/dialogs/record-form-dialog';
import { api } from '@/lib/api-client';
import { STOCK_LOCATIONS_RESOURCE, type StockLocation } from '../types';
import { useResourceMutation } from '@/lib/use-resource-mutation';

export function createStockLocation(body: z.output<typeof stockLocationBody>): Promise<SavedRecord<StockLocation>> {
  return api.post<SavedRecord<StockLocation>>(STOCK_LOCATIONS_RESOURCE, body);
}

export function useCreateStockLocation() {
  return useResourceMutation(STOCK_LOCATIONS_RESOURCE, createStockLocation);
}
