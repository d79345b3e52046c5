import { useMemo } from 'react';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { useNavigate } from 'react-router';
import type { Supplier } from '@/components/autocomplete/api/records';
import { SupplierDialog } from '@/components/autocomplete/supplier-dialog';
import type { Breadcrumb, ListColumn, RowAction } from '@/components/list-table/list-table-types';
import { ADD_FILTER_FOR, RecordListPage } from '@/components/list-table/record-list-page';
import { getSuppliersQueryOptions } from '../api/get-suppliers';
import { useDeleteSupplier } from '../api/delete-supplier';

/** e.g. "30 days"; 0 reads as cash on delivery. */
export function paymentTermsText(days: number): string {
  if (days === 0) return 'COD';
  return `${days} day${days === 1 ? '' : 's'}`;
}

const columns: ListColumn<Supplier>[] = [
  { field: 'supplierName', header: 'Supplier Name', minWidth: 200, flex: 1.5 },
  { field: 'contactPerson', header: 'Contact Person', minWidth: 150, flex: 1, filter: 'text' },
  { field: 'contactNumber', header: 'Contact #', minWidth: 140 },
  { field: 'email', header: 'Email', minWidth: 180, flex: 1 },
  { field: 'address', header: 'Address', minWidth: 200, flex: 1.5, hidden: true },
  {
    field: 'paymentTermsDays',
    header: 'Payment Terms',
    align: 'right',
    width: 140,
    render: (s) => paymentTermsText(s.paymentTermsDays),
    filter: 'number',
  },
];

const BREADCRUMBS: Breadcrumb[] = [{ label: 'Purchasing' }, { label: 'Suppliers' }];

const PERMISSIONS = { view: 'View Suppliers', create: 'Create Suppliers', edit: 'Edit Suppliers', delete: 'Delete Suppliers' };

/** /purchasing/suppliers (View Suppliers), with the same dialog the supplier picker's Add New opens; Payment Terms filters by its days (0: cash on delivery). */
export default function SuppliersPage() {
  const navigate = useNavigate();
  // A row opens the supplier's page: its open orders and what the shop owes it.
  const openRow = useMemo<RowAction<Supplier>[]>(
    () => [
      { name: 'row-click', onClick: (s) => void navigate(`/purchasing/suppliers/${s.id}`) },
      {
        name: 'view',
        label: 'View',
        icon: <VisibilityIcon fontSize="small" />,
        onClick: (s) => void navigate(`/purchasing/suppliers/${s.id}`),
      },
    ],
    [navigate],
  );

  return (
    <RecordListPage<Supplier>
      title="Suppliers"
      breadcrumbs={BREADCRUMBS}
      queryOptions={getSuppliersQueryOptions}
      columns={columns}
      searchPlaceholder="Search name, contact or email"
      addLabel="Add Supplier"
      permissions={PERMISSIONS}
      remove={useDeleteSupplier()}
      renderDialog={(props) => <SupplierDialog {...props} />}
      extraRowActions={openRow}
      filterPanel={ADD_FILTER_FOR}
    />
  );
}
