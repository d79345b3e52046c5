import type { z } from 'zod';
import type { paymentTypeBody } from '@oim/shared/schemas/payment-types';
import type { SavedRecord } from '@/components/dialogs/record-form-dialog';
import { api } from '@/lib/api-client';
import { PAYMENT_TYPES_RESOURCE, type PaymentType } from '../types';
import { useResourceMutation } from '@/lib/use-resource-mutation';

/** PUT with the whole form; the server keeps what a body does not name. */
export function updatePaymentType({ id, body }: { id: number; body: z.output<typeof paymentTypeBody> }): Promise<SavedRecord<PaymentType>> {
  return api.put<SavedRecord<PaymentType>>(`${PAYMENT_TYPES_RESOURCE}/${id}`, body);
}

export function useUpdatePaymentType() {
  return useResourceMutation(PAYMENT_TYPES_RESOURCE, updatePaymentType);
}
