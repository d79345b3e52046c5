import type { z } from 'zod';
import type { discountBody } from '@oim/shared/schemas/masterfile';
import type { SavedRecord } from '@/components/dialogs/record-form-dialog';
import { api } from '@/lib/api-client';
import { DISCOUNTS_RESOURCE, type Discount } from '../types';
import { useResourceMutation } from '@/lib/use-resource-mutation';

export function createDiscount(body: z.output<typeof discountBody>): Promise<SavedRecord<Discount>> {
  return api.post<SavedRecord<Discount>>(DISCOUNTS_RESOURCE, body);
}

export function useCreateDiscount() {
  return useResourceMutation(DISCOUNTS_RESOURCE, createDiscount);
}
