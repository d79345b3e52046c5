import type { TableFilter } from '@/lib/list-query';
import { listQueryOptions } from '@/lib/use-list';
import { PURCHASE_RECEIPTS_RESOURCE, type PurchaseReceipt } from '../types';

export const PURCHASE_RECEIPT_LIST_RELATIONS = ['supplier', 'receivingWarehouse', 'purchaseOrder'];

export function getPurchaseReceiptsQueryOptions(filter: TableFilter) {
  return listQueryOptions<PurchaseReceipt>(PURCHASE_RECEIPTS_RESOURCE, filter);
}
