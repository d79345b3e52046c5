import type { z } from 'zod';
import type { pricingGroupBody } from '@oim/shared/schemas/masterfile';
import type { SavedRecord } from '@/components/dialogs/record-form-dialog';
import { api } from '@/lib/api-client';
import { PRODUCT_PRICING_GROUPS_RESOURCE, type PricingGroup } from '../types';
import { useResourceMutation } from '@/lib/use-resource-mutation';

/** PUT with the whole form; the server keeps what a body does not name. */
export function updatePricingGroup({
  id,
  body,
}: {
  id: number;
  body: z.output<typeof pricingGroupBody>;
}): Promise<SavedRecord<PricingGroup>> {
  return api.put<SavedRecord<PricingGroup>>(`${PRODUCT_PRICING_GROUPS_RESOURCE}/${id}`, body);
}

export function useUpdatePricingGroup() {
  return useResourceMutation(PRODUCT_PRICING_GROUPS_RESOURCE, updatePricingGroup);
}
