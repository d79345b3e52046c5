import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchRecord, resourceKeys } from '@/lib/use-list';
import { PURCHASE_RECEIPTS_RESOURCE, type PurchaseReceipt } from '../types';

const RELATIONS = [
  'supplier',
  'purchaseOrder',
  'receivingWarehouse',
  'paidWithPaymentType',
  'items.product',
  'items.uom',
  'createdByUser',
  'voidedByUser',
];

export function getPurchaseReceiptQueryOptions(id: number) {
  return queryOptions({
    queryKey: resourceKeys.detail(PURCHASE_RECEIPTS_RESOURCE, id, RELATIONS),
    queryFn: () => fetchRecord<PurchaseReceipt>(PURCHASE_RECEIPTS_RESOURCE, id, RELATIONS),
  });
}

export function usePurchaseReceipt(id: number) {
  return useQuery({ ...getPurchaseReceiptQueryOptions(id), enabled: Number.isSafeInteger(id) && id > 0 });
}
