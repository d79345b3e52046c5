import { FINANCE_RESOURCES, PAYMENTS_RESOURCE, type Payment, type PaymentDirection } from '@/components/finance/finance-types';
import { api } from '@/lib/api-client';
import { useResourceMutation } from '@/lib/use-resource-mutation';

export type PaymentBody = {
  direction: PaymentDirection;
  customerId?: number;
  supplierId?: number;
  paymentDate?: string;
  paymentTypeId: number;
  referenceNumber?: string;
  amount: string;
  notes?: string;
  allocations: ({ receivableId: number; amount: string } | { payableId: number; amount: string })[];
};

/**
 * POST finance/payments (Create Payments): a collection (IN) or a payment to a supplier (OUT), with
 * what it pays. The dialog's Idempotency-Key rides along, so a double tap or a retry after a lost
 * answer never records the payment twice.
 */
export function createPayment({ idempotencyKey, ...body }: PaymentBody & { idempotencyKey: string }) {
  return api.post<{ message?: string; data: Payment }>(PAYMENTS_RESOURCE, body, { headers: { 'Idempotency-Key': idempotencyKey } });
}

export function useCreatePayment() {
  return useResourceMutation(FINANCE_RESOURCES, createPayment);
}
