import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TableFilter } from '@/lib/list-query';
import { fetchList, resourceKeys } from '@/lib/use-list';
import { PRODUCTS_RESOURCE, type ProductSummary, type ProductType } from '../types';

/** Products whose SKU or name holds the term, of the given types, for a picker. */
export function useProductSearch(term: string, types: readonly ProductType[] | undefined, enabled: boolean, limit = 20) {
  const filter: TableFilter = {
    columnFilters: types && types.length > 0 ? [{ column: 'type', value: [...types], type: 'enum', comparison: 'in' }] : [],
    pagination: { page: 1, pageSize: limit },
    ...(term.trim() ? { globalFilter: term.trim() } : {}),
  };
  return useQuery({
    queryKey: [...resourceKeys.lists(PRODUCTS_RESOURCE), 'search', filter] as const,
    queryFn: async ({ signal }) => (await fetchList<ProductSummary>(PRODUCTS_RESOURCE, filter, signal)).data,
    enabled,
    placeholderData: keepPreviousData,
  });
}
