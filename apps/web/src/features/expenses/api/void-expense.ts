import { api } from '@/lib/api-client';
import { useResourceMutation } from '@/lib/use-resource-mutation';
import { EXPENSES_RESOURCE } from '../types';

/** DELETE expenses/expenses/{id}: voids it with an optional reason (409 when its payable has payments). */
export function voidExpense({ id, reason }: { id: number; reason: string }) {
  const trimmed = reason.trim();
  return api.delete<{ message?: string }>(`${EXPENSES_RESOURCE}/${id}`, { body: trimmed ? { reason: trimmed } : {} });
}

export function useVoidExpense() {
  return useResourceMutation([EXPENSES_RESOURCE, 'finance/payables'], voidExpense);
}
