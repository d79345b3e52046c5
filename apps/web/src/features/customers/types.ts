import type { z } from 'zod';
import type { customerBody } from '@oim/shared/schemas/customers';
import type { PaymentCategory } from '@oim/shared/schemas/payment-types';

/** A payment type as the API answers it (masterfile/payment-types). */
export type PaymentType = {
  id: number;
  name: string;
  category: PaymentCategory;
  requiresReferenceNumber: boolean;
  isActive: boolean;
};

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
