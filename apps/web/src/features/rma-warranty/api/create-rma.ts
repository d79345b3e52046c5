import { api } from '@/lib/api-client';
import { useResourceMutation } from '@/lib/use-resource-mutation';
import { RMAS_RESOURCE, WARRANTIES_RESOURCE, type CreateRmaBody, type Rma } from '../types';

/** POST rma-warranty/rmas: a return request (REQUESTED) for lines of one sale. */
export function createRma(body: CreateRmaBody) {
  return api.post<{ message?: string; data: Rma }>(RMAS_RESOURCE, body);
}

export function useCreateRma() {
  return useResourceMutation([RMAS_RESOURCE, WARRANTIES_RESOURCE, 'sales/sales-orders'], createRma);
}
