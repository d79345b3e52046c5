import { useQuery } from '@tanstack/react-query';
import type { TableFilter } from '@/lib/list-query';
import { fetchList, listQueryOptions } from '@/lib/use-list';
import { PRODUCT_BRANDS_RESOURCE, type ProductBrand } from '@/components/autocomplete/api/records';

export function getProductBrands(filter: TableFilter, signal?: AbortSignal) {
  return fetchList<ProductBrand>(PRODUCT_BRANDS_RESOURCE, filter, signal);
}

export function getProductBrandsQueryOptions(filter: TableFilter) {
  return listQueryOptions<ProductBrand>(PRODUCT_BRANDS_RESOURCE, filter);
}

export function useProductBrands(filter: TableFilter) {
  return useQuery(getProductBrandsQueryOptions(filter));
}
