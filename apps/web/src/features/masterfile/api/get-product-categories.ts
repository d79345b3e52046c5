import { useQuery } from '@tanstack/react-query';
import type { TableFilter } from '@/lib/list-query';
import { fetchList, listQueryOptions } from '@/lib/use-list';
import { PRODUCT_CATEGORIES_RESOURCE, type ProductCategory } from '@/components/autocomplete/api/records';

export function getProductCategories(filter: TableFilter, signal?: AbortSignal) {
  return fetchList<ProductCategory>(PRODUCT_CATEGORIES_RESOURCE, filter, signal);
}

export function getProductCategoriesQueryOptions(filter: TableFilter) {
  return listQueryOptions<ProductCategory>(PRODUCT_CATEGORIES_RESOURCE, filter);
}

export function useProductCategories(filter: TableFilter) {
  return useQuery(getProductCategoriesQueryOptions(filter));
}
