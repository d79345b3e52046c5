import type { z } from 'zod';
import type { customerBody } from '@oim/shared/schemas/customers';
import type { PaymentType } from '@/lib/reference-data/payment-types';

/** A customer as the API answers it: the saved fields plus id, the computed texts and the relation. */
export type Customer = z.output<typeof customerBody> & {
  id: number;
  addressText: string;
  defaultIndicator: string;
  defaultPaymentType?: PaymentType | null;
  createdAt?: string;
  updatedAt?: string;
};

export const CUSTOMERS_RESOURCE = 'sales/customers';
