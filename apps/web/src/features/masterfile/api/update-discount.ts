import type { z } from 'zod';
import type { discountBody } from '@oim/shared/schemas/masterfile';
import type { SavedRecord } from '@/components/dialogs/record-form-dialog';
import { api } from '@/lib/api-client';
import { DISCOUNTS_RESOURCE, type Discount } from '../types';
import { useResourceMutation } from '@/lib/use-resource-mutation';

/** PUT with the whole form; the server keeps what a body does not name. */
export function updateDiscount({ id, body }: { id: number; body: z.output<typeof discountBody> }): Promise<SavedRecord<Discount>> {
  return api.put<SavedRecord<Discount>>(`${DISCOUNTS_RESOURCE}/${id}`, body);
}

export function useUpdateDiscount() {
  return useResourceMutation(DISCOUNTS_RESOURCE, updateDiscount);
}
