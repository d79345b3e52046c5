import type { FilterPanelConfig, ListColumn } from '@/components/list-table/list-table-types';

/** The filter panel of a purchasing document list: its date range, supplier and receiving location, and Add Filter For (status). */
export function purchaseListFilters(dateColumn: string): FilterPanelConfig {
  return {
    period: { column: dateColumn },
    supplier: true,
    stockLocation: { column: 'receivingWarehouseId', label: 'Receiving Location' },
    addFilterFor: true,
  };
}

/** Who the document is with and where the goods arrive. */
export function supplierAndLocationColumns<T>(): ListColumn<T>[] {
  return [
    { field: 'supplier', header: 'Supplier', type: 'relation', path: 'supplier.supplierName', sortable: false, minWidth: 160, flex: 1.4 },
    {
      field: 'receivingWarehouse',
      header: 'Receiving Location',
      type: 'relation',
      path: 'receivingWarehouse.name',
      sortable: false,
      minWidth: 140,
      flex: 1,
    },
  ];
}
