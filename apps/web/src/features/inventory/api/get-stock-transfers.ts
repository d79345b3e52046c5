import type { TableFilter } from '@/lib/list-query';
import { listQueryOptions } from '@/lib/use-list';
import { TRANSFERS_RESOURCE, type StockTransfer } from '../types';

export const TRANSFER_LIST_RELATIONS = ['sourceWarehouse', 'destinationWarehouse', 'items', 'createdByUser'];

export function getStockTransfersQueryOptions(filter: TableFilter) {
  return listQueryOptions<StockTransfer>(TRANSFERS_RESOURCE, filter);
}
