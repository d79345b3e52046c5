import type { z } from 'zod';
import type { paymentTypeBody } from '@oim/shared/schemas/payment-types';
import type { SavedRecord } from '@/components/dialogs/record-form-dialog';
import { api } from '@/lib/api-client';
import { PAYMENT_TYPES_RESOURCE, type PaymentType } from '../types';
import { useResourceMutation } from '@/lib/use-resource-mutation';

export function createPaymentType(body: z.output<typeof paymentTypeBody>): Promise<SavedRecord<PaymentType>> {
  return api.post<SavedRecord<PaymentType>>(PAYMENT_TYPES_RESOURCE, body);
}

export function useCreatePaymentType() {
  return useResourceMutation(PAYMENT_TYPES_RESOURCE, createPaymentType);
}
