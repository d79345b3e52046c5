import type { TableFilter } from '@/lib/list-query';
import { listQueryOptions } from '@/lib/use-list';
import { WARRANTIES_RESOURCE, type ProductWarranty } from '../types';

export function getProductWarrantiesQueryOptions(filter: TableFilter) {
  return listQueryOptions<ProductWarranty>(WARRANTIES_RESOURCE, filter);
}
