import type { z } from 'zod';
import type { pricingGroupBody } from '@oim/shared/schemas/masterfile';
import type { SavedRecord } from '@/components/dialogs/record-form-dialog';
import { api } from '@/lib/api-client';
import { PRODUCT_PRICING_GROUPS_RESOURCE, type PricingGroup } from '../types';
import { useResourceMutation } from '@/lib/use-resource-mutation';

export function createPricingGroup(body: z.output<typeof pricingGroupBody>): Promise<SavedRecord<PricingGroup>> {
  return api.post<SavedRecord<PricingGroup>>(PRODUCT_PRICING_GROUPS_RESOURCE, body);
}

export function useCreatePricingGroup() {
  return useResourceMutation(PRODUCT_PRICING_GROUPS_RESOURCE, createPricingGroup);
}
