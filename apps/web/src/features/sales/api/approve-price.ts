import { api } from '@/lib/api-client';
import { useResourceMutation } from '@/lib/use-resource-mutation';
import { SALES_ORDERS_RESOURCE, type SalesOrder } from '../types';
import { PRICE_EXCEPTIONS_RESOURCE } from './get-price-exceptions';

export type ApprovedPrice = { message?: string; data: SalesOrder };

/** PUT sales/sales-orders/{id}/approve-price: a price exception approved, with the reason (Override Prices). */
export function approvePrice({ id, reason }: { id: number; reason: string }): Promise<ApprovedPrice> {
  return api.put<ApprovedPrice>(`sales/sales-orders/${id}/approve-price`, { reason: reason.trim() });
}

/** Approving changes the order and takes it off the price exceptions. */
export function useApprovePrice() {
  return useResourceMutation([PRICE_EXCEPTIONS_RESOURCE, SALES_ORDERS_RESOURCE], approvePrice);
}
