import type { ServiceOrderSaleDraft } from '@oim/shared/schemas/service';
import { api } from '@/lib/api-client';
import { SERVICE_ORDERS_RESOURCE } from '../types';

/**
 * POST service/service-orders/{id}/generate-sales-order: the sale draft the terminal opens (it
 * writes nothing). 409 with `salesOrder` when the order already has its sale.
 */
export async function generateSalesOrder(id: number): Promise<ServiceOrderSaleDraft> {
  return (await api.post<{ data: ServiceOrderSaleDraft }>(`${SERVICE_ORDERS_RESOURCE}/${id}/generate-sales-order`)).data;
}
