import type { ListColumn } from '@/components/list-table/list-table-types';
import { useDeleteDiscount } from '../api/delete-discount';
import { getDiscountsQueryOptions } from '../api/get-discounts';
import { DiscountDialog } from '../components/discount-dialog';
import { DISCOUNT_SCOPE_LABELS, DISCOUNT_TYPE_LABELS } from '../components/labels';
import { ADD_FILTER_FOR, RecordListPage } from '@/components/list-table/record-list-page';
import { formatRate } from '../components/value-formats';
import type { Discount } from '../types';

const columns: ListColumn<Discount>[] = [
  { field: 'name', header: 'Name', minWidth: 180, flex: 1.4 },
  { field: 'code', header: 'Code', width: 140, filter: 'text' },
  { field: 'type', header: 'Type', type: 'enum', enumLabels: DISCOUNT_TYPE_LABELS, width: 140, filter: 'enum' },
  { field: 'scope', header: 'Applies To', type: 'enum', enumLabels: DISCOUNT_SCOPE_LABELS, width: 140, filter: 'enum' },
  // A percentage reads as 10%, a fixed amount as pesos; both right-aligned like amounts.
  { field: 'value', header: 'Value', align: 'right', width: 130, render: (d) => formatRate(d.type, d.value) },
  { field: 'isActive', header: 'Active', type: 'boolean', width: 100, filter: 'boolean' },
];

/** /masterfile/discounts: the discounts offered at the terminal. */
export default function DiscountsPage() {
  const remove = useDeleteDiscount();
  return (
    <RecordListPage<Discount>
      title="Discounts"
      breadcrumbs={[{ label: 'Masterfile' }, { label: 'Discounts' }]}
      queryOptions={getDiscountsQueryOptions}
      columns={columns}
      searchPlaceholder="Search name or code"
      addLabel="Add Discount"
      permissions={{ view: 'View Discounts', create: 'Create Discount', edit: 'Edit Discount', delete: 'Delete Discount' }}
      remove={remove}
      filterPanel={ADD_FILTER_FOR}
      renderDialog={(props) => <DiscountDialog {...props} />}
    />
  );
}
