import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchRecord, resourceKeys } from '@/lib/use-list';
import { PRODUCTS_RESOURCE, type Product } from '../types';

/** Everything the product page shows. */
export const PRODUCT_RELATIONS = [
  'productCategory',
  'productBrand',
  'unitClass',
  'unitOfMeasure',
  'productPrices.uom',
  'bundleProducts.bundleItem',
  'bundleProducts.bundleUom',
  'barcodes',
  'stocks.location',
  'commissionTemplate',
  'pricingScheduleTemplate',
  'pricingGroup',
  'warrantyTemplate',
  'preferredSupplier',
  'lastSupplier',
];

export function getProduct(id: number): Promise<Product> {
  return fetchRecord<Product>(PRODUCTS_RESOURCE, id, PRODUCT_RELATIONS);
}

export function getProductQueryOptions(id: number) {
  return queryOptions({
    queryKey: resourceKeys.detail(PRODUCTS_RESOURCE, id, PRODUCT_RELATIONS),
    queryFn: () => getProduct(id),
  });
}

export function useProduct(id: number | null) {
  return useQuery({ ...getProductQueryOptions(id ?? 0), enabled: id !== null && Number.isSafeInteger(id) && id > 0 });
}
