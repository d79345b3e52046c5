import { useQuery } from '@tanstack/react-query';
import { referenceListQueryOptions } from './reference-list';
import type { ApiRecord } from '@oim/shared/api/records';

export const PAYMENT_TYPES_RESOURCE = 'masterfile/payment-types';

/** A payment type as the API answers it (masterfile/payment-types). */
export type PaymentType = ApiRecord<'paymentTypes'>;

/**
 * Every payment type (spec 9: loaded with a limit of 1000), in the server's order: the terminal's
 * payments, a quotation's planned payments, a customer's Default Payment Type. Readable with View
 * Payment Types or Create Sales Orders, so the terminal's cashier shares it.
 */
export function getPaymentTypeOptionsQueryOptions() {
  return referenceListQueryOptions<PaymentType>({ resource: PAYMENT_TYPES_RESOURCE, staleTime: 5 * 60_000 });
}

export function usePaymentTypeOptions() {
  return useQuery(getPaymentTypeOptionsQueryOptions());
}
