import { api } from '@/lib/api-client';
import { PRODUCT_PRICING_GROUPS_RESOURCE } from '../types';
import { useResourceMutation } from '@/lib/use-resource-mutation';

/** DELETE; a record still in use is refused with 409 and a message saying what uses it. */
export function deletePricingGroup(id: number): Promise<{ message?: string }> {
  return api.delete<{ message?: string }>(`${PRODUCT_PRICING_GROUPS_RESOURCE}/${id}`);
}

export function useDeletePricingGroup() {
  return useResourceMutation(PRODUCT_PRICING_GROUPS_RESOURCE, deletePricingGroup);
}
