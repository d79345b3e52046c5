import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchRecord, resourceKeys } from '@/lib/use-list';
import { QUOTATIONS_RESOURCE, type Quotation } from '../types';

export const QUOTATION_DETAIL_RELATIONS = ['customer', 'salesChannel', 'quotationItems.orderedUom', 'salesOrder', 'createdByUser'];

export function getQuotation(id: number): Promise<Quotation> {
  return fetchRecord<Quotation>(QUOTATIONS_RESOURCE, id, QUOTATION_DETAIL_RELATIONS);
}

export function getQuotationQueryOptions(id: number) {
  return queryOptions({
    queryKey: resourceKeys.detail(QUOTATIONS_RESOURCE, id, QUOTATION_DETAIL_RELATIONS),
    queryFn: () => getQuotation(id),
  });
}

export function useQuotation(id: number) {
  return useQuery({ ...getQuotationQueryOptions(id), enabled: Number.isSafeInteger(id) && id > 0 });
}

/** The quotation's own fields only (e.g. its number, for the order it became). */
export function useQuotationSummary(id: number | null, enabled = true) {
  return useQuery({
    queryKey: resourceKeys.detail(QUOTATIONS_RESOURCE, id ?? 0, []),
    queryFn: () => fetchRecord<Quotation>(QUOTATIONS_RESOURCE, id ?? 0),
    enabled: enabled && id !== null && id > 0,
  });
}
