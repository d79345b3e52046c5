import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ADJUSTMENTS_RESOURCE, type Adjustment } from '../types';
import type { AdjustmentBodyOut } from '../components/movement-documents/adjustment-payload';
import { invalidateStock } from './invalidate-stock';

/** POST inventory/adjustments (Create Adjustments): posts at once; 409 when stock would go below zero. */
export function createAdjustment(body: AdjustmentBodyOut) {
  return api.post<{ message?: string; data: Adjustment }>(ADJUSTMENTS_RESOURCE, body);
}

export function useCreateAdjustment() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createAdjustment, onSuccess: () => invalidateStock(queryClient) });
}
