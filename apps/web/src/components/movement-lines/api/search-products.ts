import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TableFilter } from '@/lib/list-query';
import { fetchList, resourceKeys } from '@/lib/use-list';
import type { ProductType } from '@oim/shared/schemas/inventory';
import type { ProductSummary } from '../movement-line';

const PRODUCTS_RESOURCE = 'inventory/products';
/** Which products a picker offers: of these types, and only (not) serial-tracked ones when set. */
export type ProductSearchScope = { types?: readonly ProductType[] | undefined; serialized?: boolean | undefined };

/** Products whose SKU or name holds the term, within the scope, for a picker. */
export function useProductSearch(term: string, { types, serialized }: ProductSearchScope, enabled: boolean, limit = 20) {
  const filter: TableFilter = {
    columnFilters: [
      ...(types && types.length > 0 ? [{ column: 'type', value: [...types], type: 'enum' as const, comparison: 'in' as const }] : []),
      ...(serialized !== undefined
        ? [{ column: 'isSerialized', value: serialized, type: 'boolean' as const, comparison: 'eq' as const }]
        : []),
    ],
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
