import { api } from '@/lib/api-client';
import type { OrderPayload } from '../lib/save';

export type SavedSale = { message?: string; data: { id: number; salesOrderNumber: string; netTotal: number } };

/**
 * POST sales/pos-order with an Idempotency-Key (one per save attempt, the same on its retries);
 * an order opened at the terminal is changed with PUT sales/{id}.
 */
export function saveSale(payload: OrderPayload, idempotencyKey: string): Promise<SavedSale> {
  if (payload.activeSalesOrderId) return api.put<SavedSale>(`sales/${payload.activeSalesOrderId}`, payload);
  return api.post<SavedSale>('sales/pos-order', payload, { headers: { 'Idempotency-Key': idempotencyKey } });
}
