import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchRecord, resourceKeys } from '@/lib/use-list';
import { SERVICE_ORDERS_RESOURCE, type ServiceOrder } from '../types';

/** Everything the details page and the edit form need. */
const RELATIONS = [
  'customer',
  'salesChannel',
  'assignedTechnician',
  'depositPaymentType',
  'soldSalesOrder',
  'salesOrder',
  'createdByUser',
  'lines.product',
  'lines.uom',
  'statusHistory.changedByUser',
];

export function getServiceOrderQueryOptions(id: number) {
  return queryOptions({
    queryKey: resourceKeys.detail(SERVICE_ORDERS_RESOURCE, id, RELATIONS),
    queryFn: () => fetchRecord<ServiceOrder>(SERVICE_ORDERS_RESOURCE, id, RELATIONS),
  });
}

export function useServiceOrder(id: number | null) {
  return useQuery({ ...getServiceOrderQueryOptions(id ?? 0), enabled: id !== null && Number.isSafeInteger(id) && id > 0 });
}
