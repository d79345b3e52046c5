import { useCallback, useEffect, useRef, useState } from 'react';
import { getQuotationForTerminal, getSalesOrderForTerminal, getServiceOrderDraftForTerminal } from '../api/get-terminal-documents';
import { stateFromQuotation, stateFromSalesOrder, stateFromServiceOrderDraft } from '../lib/load-document';
import { usePosStore } from '../lib/pos-store';
import type { ShopDiscount } from '../types';

type Wanted = {
  salesOrderId: number | null;
  quotationId: number | null;
  serviceOrderId: number | null;
  discounts: ShopDiscount[] | undefined;
  discountsPending: boolean;
  focusSearch: () => void;
};

/**
 * The record named by the route (a sales order, a quotation or a job order's sale) fills the
 * terminal; a plain terminal never carries on one opened earlier. `forget` lets the same record be
 * opened again after the cart was saved or reset.
 */
export function useTerminalDocument({ salesOrderId, quotationId, serviceOrderId, discounts, discountsPending, focusSearch }: Wanted) {
  // The route decides what is being edited: a plain terminal never carries on an order or a
  // quotation opened earlier (a save would change that record).
  useEffect(() => {
    const { activeSalesOrderId: order, activeQuotationId: quotation, serviceOrderId: jobOrder } = usePosStore.getState();
    if (!salesOrderId && !quotationId && !serviceOrderId && (order || quotation || jobOrder)) usePosStore.getState().resetForm();
  }, [salesOrderId, quotationId, serviceOrderId]);

  // Spec 4: an existing order or quotation fills the terminal (never both active).
  const [loading, setLoading] = useState(false);
  const [loadError, setLoadError] = useState<string | null>(null);
  const loadedRef = useRef<string | null>(null);
  useEffect(() => {
    const wanted = salesOrderId
      ? `order-${salesOrderId}`
      : quotationId
        ? `quotation-${quotationId}`
        : serviceOrderId
          ? `service-order-${serviceOrderId}`
          : null;
    // The shop's discounts first: a saved discount is taken back at its shop value.
    if (!wanted || loadedRef.current === wanted || discountsPending) return;
    loadedRef.current = wanted;
    setLoading(true);
    const load = async () => {
      try {
        if (salesOrderId) {
          const { order, items } = await getSalesOrderForTerminal(salesOrderId);
          if (order.status === 'VOIDED') throw new Error(`Sales order ${order.salesOrderNumber} is voided and cannot be changed.`);
          usePosStore.getState().set(stateFromSalesOrder(order, items, discounts ?? []));
        } else if (quotationId) {
          const quotation = await getQuotationForTerminal(quotationId);
          usePosStore.getState().set(stateFromQuotation(quotation, discounts ?? []));
        } else if (serviceOrderId) {
          const { draft, customer, serviceOrderNumber: number } = await getServiceOrderDraftForTerminal(serviceOrderId);
          usePosStore.getState().set(stateFromServiceOrderDraft(draft, number, customer));
        }
      } catch (error) {
        setLoadError(error instanceof Error && error.message ? error.message : 'The record could not be opened.');
      } finally {
        setLoading(false);
        focusSearch();
      }
    };
    void load();
  }, [salesOrderId, quotationId, serviceOrderId, discounts, discountsPending, focusSearch]);

  const forget = useCallback(() => {
    loadedRef.current = null;
  }, []);
  const clearLoadError = useCallback(() => setLoadError(null), []);

  return { loading, loadError, clearLoadError, forget };
}
