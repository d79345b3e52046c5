import { api } from '@/lib/api-client';
import type { ServiceOrderSaleDraft } from '@oim/shared/schemas/service';
import type { DocumentItem, TerminalQuotation, TerminalSalesOrder } from '../lib/load-document';
import type { PosCustomer } from '../types';

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

/**
 * A job order's sale to open at the terminal: its draft (POST service/service-orders/{id}/generate-sales-order,
 * 409 when it already has a sale), the customer, and the order's number when the cashier may read the order.
 */
export async function getServiceOrderDraftForTerminal(
  id: number,
): Promise<{ draft: ServiceOrderSaleDraft; customer: PosCustomer | null; serviceOrderNumber: string | null }> {
  const draft = (await api.post<{ data: ServiceOrderSaleDraft }>(`service/service-orders/${id}/generate-sales-order`)).data;
  const [customer, order] = await Promise.all([
    api
      .get<{ data: PosCustomer }>(`sales/customers/${draft.customerId}`, { relations: 'defaultPaymentType' })
      .then((answer) => answer.data)
      .catch(() => null),
    api
      .get<{ data: { serviceOrderNumber: string } }>(`service/service-orders/${id}`)
      .then((answer) => answer.data.serviceOrderNumber)
      .catch(() => null),
  ]);
  return {
    draft,
    customer: customer ?? ({ id: draft.customerId, customerName: `Customer #${draft.customerId}` } as PosCustomer),
    serviceOrderNumber: order,
  };
}
