import { api } from '@/lib/api-client';
import { useResourceMutation } from '@/lib/use-resource-mutation';
import { RMAS_RESOURCE, WARRANTIES_RESOURCE, type ResolveRmaBody, type Rma } from '../types';

type Answer = { message?: string; data: Rma };

export type RmaAction =
  | { action: 'receive'; id: number }
  | { action: 'reject'; id: number; reason: string }
  | { action: 'resolve'; id: number; body: ResolveRmaBody };

/** POST rma-warranty/rmas/{id}/receive | reject | resolve (409 when its status no longer allows it). */
export function changeRmaStatus(change: RmaAction) {
  const path = `${RMAS_RESOURCE}/${change.id}/${change.action}`;
  if (change.action === 'reject') return api.post<Answer>(path, { reason: change.reason });
  if (change.action === 'resolve') return api.post<Answer>(path, change.body);
  return api.post<Answer>(path, {});
}

/** Resolving moves stock, serials, warranties and money: every list those touch is refreshed. */
export function useChangeRmaStatus() {
  return useResourceMutation(
    [RMAS_RESOURCE, WARRANTIES_RESOURCE, 'sales/sales-orders', 'finance/payments', 'finance/receivables', 'inventory/stocks'],
    changeRmaStatus,
  );
}
