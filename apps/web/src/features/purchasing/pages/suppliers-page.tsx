import { useMemo, useState } from 'react';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { useNavigate } from 'react-router';
import type { Supplier } from '@/components/autocomplete/api/records';
import { SupplierDialog } from '@/components/autocomplete/supplier-dialog';
import { ListTable } from '@/components/list-table/list-table';
import { PageHeader } from '@/components/page-header/page-header';
import { PermissionGate } from '@/lib/permission-gate';
import type { Breadcrumb, FilterPanelConfig, ListColumn, RowAction } from '@/components/list-table/list-table-types';
import { getSuppliersQueryOptions } from '../api/get-suppliers';
import { useDeleteConfirmation } from '@/components/dialogs/use-delete-confirmation';
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

// Payment Terms is filtered by its number of days (0: cash on delivery).
const FILTERS: FilterPanelConfig = { addFilterFor: true };

const BREADCRUMBS: Breadcrumb[] = [{ label: 'Purchasing' }, { label: 'Suppliers' }];

type DialogState = { open: false } | { open: true; supplier: Supplier | null };

/** /purchasing/suppliers (View Suppliers), with the same dialog the supplier picker's Add New opens. */
export default function SuppliersPage() {
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<DialogState>({ open: false });
  const { askDelete, dialog: deleteDialog } = useDeleteConfirmation<Supplier>({ remove: useDeleteSupplier() });

  const rowActions = useMemo<RowAction<Supplier>[]>(
    () => [
      { name: 'row-click', onClick: (s) => void navigate(`/purchasing/suppliers/${s.id}`) },
      {
        name: 'view',
        label: 'View',
        icon: <VisibilityIcon fontSize="small" />,
        onClick: (s) => void navigate(`/purchasing/suppliers/${s.id}`),
      },
      {
        name: 'edit',
        label: 'Edit',
        icon: <EditIcon fontSize="small" />,
        permission: 'Edit Suppliers',
        onClick: (s) => setDialog({ open: true, supplier: s }),
      },
      {
        name: 'delete',
        label: 'Delete',
        icon: <DeleteIcon fontSize="small" />,
        permission: 'Delete Suppliers',
        onClick: (s) => void askDelete(s),
      },
    ],
    [askDelete, navigate],
  );

  return (
    <PermissionGate permission="View Suppliers" header={<PageHeader title="Suppliers" breadcrumbs={BREADCRUMBS} />}>
      <ListTable<Supplier>
        title="Suppliers"
        breadcrumbs={BREADCRUMBS}
        queryOptions={getSuppliersQueryOptions}
        columns={columns}
        search={{ placeholder: 'Search name, contact or email' }}
        addButton={{ label: 'Add Supplier', permission: 'Create Suppliers', onClick: () => setDialog({ open: true, supplier: null }) }}
        rowActions={rowActions}
        filterPanel={FILTERS}
      />
      <SupplierDialog open={dialog.open} record={dialog.open ? dialog.supplier : null} onClose={() => setDialog({ open: false })} />
      {deleteDialog}
    </PermissionGate>
  );
}
