import { api } from '@/lib/api-client';
import type { OrderPayload } from '../lib/save';
import { chosenTerminal } from '../lib/terminal-choice';

export type SavedSale = {
  message?: string;
  data: { id: number; salesOrderNumber: string; netTotal: number; invoiceNumber?: string | null };
};

/**
 * POST sales/pos-order with an Idempotency-Key (one per save attempt, the same on its retries);
 * an order opened at the terminal is changed with PUT sales/{id}.
 */
export function saveSale(payload: OrderPayload, idempotencyKey: string): Promise<SavedSale> {
  if (payload.activeSalesOrderId) return api.put<SavedSale>(`sales/${payload.activeSalesOrderId}`, payload);
  // A new sale names this device's terminal for the channel, if one was chosen (BIR invoice series).
  const terminalId = payload.salesChannelId ? chosenTerminal(payload.salesChannelId) : null;
  const body = terminalId === null ? payload : { ...payload, terminalId };
  return api.post<SavedSale>('sales/pos-order', body, { headers: { 'Idempotency-Key': idempotencyKey } });
}
