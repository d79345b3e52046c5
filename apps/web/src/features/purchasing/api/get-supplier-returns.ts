import { useQuery } from '@tanstack/react-query';
import type { TableFilter } from '@/lib/list-query';
import { fetchList, resourceKeys } from '@/lib/use-list';
import { SUPPLIER_RETURNS_RESOURCE, type SupplierReturn } from '../types';

/** A receipt has few returns; one page holds them all (the API's largest). */
const ALL = { page: 1, pageSize: 1000 };

/** The goods of one receipt sent back to its supplier, oldest first, with their lines. */
export function useSupplierReturnsOfReceipt(purchaseReceiptId: number) {
  const filter: TableFilter = {
    columnFilters: [{ column: 'purchaseReceiptId', value: purchaseReceiptId, type: 'number' }],
    relations: ['items.product', 'createdByUser'],
    sorts: [
      { column: 'returnDate', direction: 'asc' },
      { column: 'id', direction: 'asc' },
    ],
    pagination: ALL,
  };
  return useQuery({
    queryKey: resourceKeys.list(SUPPLIER_RETURNS_RESOURCE, filter),
    queryFn: ({ signal }) => fetchList<SupplierReturn>(SUPPLIER_RETURNS_RESOURCE, filter, signal),
    enabled: Number.isSafeInteger(purchaseReceiptId) && purchaseReceiptId > 0,
  });
}

/**
 * The supplier's returns whose value could not come off a payable (paid already): their
 * supplierCreditTotal is what the supplier owes the shop back, as nothing yet offsets or refunds it.
 */
export function useSupplierCreditReturns(supplierId: number, enabled: boolean) {
  const filter: TableFilter = {
    columnFilters: [
      { column: 'supplierId', value: supplierId, type: 'number' },
      { column: 'supplierCreditTotal', value: 0, type: 'number', comparison: 'gt' },
    ],
    pagination: ALL,
  };
  return useQuery({
    queryKey: resourceKeys.list(SUPPLIER_RETURNS_RESOURCE, filter),
    queryFn: ({ signal }) => fetchList<SupplierReturn>(SUPPLIER_RETURNS_RESOURCE, filter, signal),
    enabled,
  });
}
