import { api } from '@/lib/api-client';
import { useResourceMutation } from '@/lib/use-resource-mutation';
import { SERVICE_ORDERS_RESOURCE, type ServiceOrder } from '../types';

/**
 * POST service/service-orders/{id}/refund-deposit: a cancelled job order's deposit paid back to its
 * customer as money out (a payment of the deposit's type); 409 once refunded.
 */
export function refundServiceOrderDeposit({ id, referenceNumber }: { id: number; referenceNumber?: string }) {
  const trimmed = referenceNumber?.trim();
  return api.post<{ message?: string; data: ServiceOrder }>(
    `${SERVICE_ORDERS_RESOURCE}/${id}/refund-deposit`,
    trimmed ? { referenceNumber: trimmed } : {},
  );
}

export function useRefundServiceOrderDeposit() {
  return useResourceMutation([SERVICE_ORDERS_RESOURCE, 'finance/payments'], refundServiceOrderDeposit);
}
