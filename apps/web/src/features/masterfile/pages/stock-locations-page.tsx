import type { ListColumn } from '@/components/list-table/list-table-types';
import { getStockLocationsQueryOptions } from '../api/get-stock-locations';
import { useDeleteStockLocation } from '../api/delete-stock-location';
import { ADD_FILTER_FOR, RecordListPage } from '@/components/list-table/record-list-page';
import { StockLocationDialog } from '../components/stock-location-dialog';
import type { StockLocation } from '../types';

const columns: ListColumn<StockLocation>[] = [
  { field: 'name', header: 'Name', minWidth: 180, flex: 1.4 },
  { field: 'code', header: 'Code', width: 140, filter: 'text' },
  { field: 'address', header: 'Address', minWidth: 200, flex: 2 },
  { field: 'isActive', header: 'Active', type: 'boolean', width: 110, filter: 'boolean' },
  // Off for a place that holds returned or damaged goods.
  { field: 'sellable', header: 'Sellable', type: 'boolean', width: 110, filter: 'boolean' },
];

/** /masterfile/stock-locations: the shop's warehouses and stores. */
export default function StockLocationsPage() {
  const remove = useDeleteStockLocation();
  return (
    <RecordListPage<StockLocation>
      title="Stock Locations"
      breadcrumbs={[{ label: 'Masterfile' }, { label: 'Stock Locations' }]}
      queryOptions={getStockLocationsQueryOptions}
      columns={columns}
      searchPlaceholder="Search name, code or address"
      addLabel="Add Stock Location"
      permissions={{
        view: 'View Stock Locations',
        create: 'Create Stock Locations',
        edit: 'Edit Stock Locations',
        delete: 'Delete Stock Locations',
      }}
      remove={remove}
      filterPanel={ADD_FILTER_FOR}
      renderDialog={(props) => <StockLocationDialog {...props} />}
    />
  );
}
