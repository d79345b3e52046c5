import { api } from '@/lib/api-client';
import type { DocumentItem, TerminalQuotation, TerminalSalesOrder } from '../lib/load-document';

const ORDER_RELATIONS = ['customer.defaultPaymentType', 'salesChannel', 'paymentTerms.paymentType'];
const QUOTATION_RELATIONS = ['customer.defaultPaymentType', 'salesChannel', 'quotationItems.orderedUom'];

/** A sales order to open at the terminal: GET sales/sales-orders/{id} and its lines (…/items). */
export async function getSalesOrderForTerminal(id: number): Promise<{ order: TerminalSalesOrder; items: DocumentItem[] }> {
  const [order, items] = await Promise.all([
    api.get<{ data: TerminalSalesOrder }>(`sales/sales-orders/${id}`, { relations: ORDER_RELATIONS.join('|') }),
    api.get<{ data: DocumentItem[] }>(`sales/sales-orders/${id}/items`),
  ]);
  return { order: order.data, items: items.data };
}

/** A quotation to open at the terminal: GET sales/quotations/{id} with its lines. */
export async function getQuotationForTerminal(id: number): Promise<TerminalQuotation> {
  return (await api.get<{ data: TerminalQuotation }>(`sales/quotations/${id}`, { relations: QUOTATION_RELATIONS.join('|') })).data;
}
