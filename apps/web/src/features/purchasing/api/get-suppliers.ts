import { useQuery } from '@tanstack/react-query';
import { SUPPLIERS_RESOURCE, type Supplier } from '@/components/autocomplete/api/records';
import type { TableFilter } from '@/lib/list-query';
import { fetchList, listQueryOptions } from '@/lib/use-list';

export function getSuppliers(filter: TableFilter, signal?: AbortSignal) {
  return fetchList<Supplier>(SUPPLIERS_RESOURCE, filter, signal);
}

export function getSuppliersQueryOptions(filter: TableFilter) {
  return listQueryOptions<Supplier>(SUPPLIERS_RESOURCE, filter);
}

export function useSuppliers(filter: TableFilter) {
  return useQuery(getSuppliersQueryOptions(filter));
}
