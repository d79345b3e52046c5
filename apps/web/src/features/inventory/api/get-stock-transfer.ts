import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchRecord, resourceKeys } from '@/lib/use-list';
import { TRANSFERS_RESOURCE, type StockTransfer } from '../types';

const RELATIONS = ['sourceWarehouse', 'destinationWarehouse', 'items.product', 'items.uom', 'createdByUser'];

export function getStockTransferQueryOptions(id: number) {
  return queryOptions({
    queryKey: resourceKeys.detail(TRANSFERS_RESOURCE, id, RELATIONS),
    queryFn: () => fetchRecord<StockTransfer>(TRANSFERS_RESOURCE, id, RELATIONS),
  });
}

export function useStockTransfer(id: number) {
  return useQuery({ ...getStockTransferQueryOptions(id), enabled: Number.isSafeInteger(id) && id > 0 });
}
