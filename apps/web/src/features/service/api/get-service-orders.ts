import type { TableFilter } from '@/lib/list-query';
import { listQueryOptions } from '@/lib/use-list';
import { SERVICE_ORDERS_RESOURCE, type ServiceOrder } from '../types';

export function getServiceOrdersQueryOptions(filter: TableFilter) {
  return listQueryOptions<ServiceOrder>(SERVICE_ORDERS_RESOURCE, filter);
}
