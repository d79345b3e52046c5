import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { ListTable } from '@/components/list-table/list-table';
import type { ListColumn, RowAction, SelectionAction } from '@/components/list-table/list-table-types';
import { CUSTOMER_LIST_RELATIONS, getCustomersQueryOptions } from '../api/get-customers';
import { CustomerDialog } from '../components/customer-dialog';
import { DefaultIndicator } from '../components/default-indicator';
import { useCustomerDeletion } from '../components/use-customer-deletion';
import type { Customer } from '../types';

const columns: ListColumn<Customer>[] = [
  { field: 'customerName', header: 'Customer Name', minWidth: 180, flex: 1.4 },
  { field: 'contactNumber', header: 'Contact #', minWidth: 130 },
  // The built address is computed by the server from the address parts, so it cannot be sorted on.
  { field: 'addressText', header: 'Address', sortable: false, minWidth: 200, flex: 1.6 },
  { field: 'contactPerson', header: 'Contact Person', minWidth: 140 },
  { field: 'isDefault', header: 'Default', width: 120, render: (c) => <DefaultIndicator isDefault={c.isDefault} /> },
];

type DialogState = { open: false } | { open: true; customer: Customer | null };

/** /sales/customers */
export default function CustomersListPage() {
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<DialogState>({ open: false });
  const { askDelete, dialog: deleteDialog } = useCustomerDeletion();

  const rowActions = useMemo<RowAction<Customer>[]>(
    () => [
      { name: 'row-click', onClick: (c) => void navigate(`/sales/customers/${c.id}`) },
      {
        name: 'edit',
        label: 'Edit',
        icon: <EditIcon fontSize="small" />,
        permission: 'Edit Customer',
        onClick: (c) => setDialog({ open: true, customer: c }),
      },
      {
        name: 'delete',
        label: 'Delete',
        icon: <DeleteIcon fontSize="small" />,
        permission: 'Delete Customer',
        onClick: (c) => void askDelete([c]),
      },
    ],
    [navigate, askDelete],
  );
  const selectionActions = useMemo<SelectionAction<Customer>[]>(
    () => [
      {
        label: 'Delete Selected',
        icon: <DeleteIcon fontSize="small" />,
        color: 'error',
        permission: 'Delete Customer',
        onClick: (rows) => askDelete(rows, { bulk: true }),
      },
    ],
    [askDelete],
  );

  return (
    <>
      <ListTable<Customer>
        title="Customers"
        breadcrumbs={[{ label: 'Sales' }, { label: 'Customers', to: '/sales/customers' }]}
        queryOptions={getCustomersQueryOptions}
        columns={columns}
        relations={CUSTOMER_LIST_RELATIONS}
        search={{ column: 'customerName', placeholder: 'Search customer name' }}
        addButton={{ label: 'Add Customer', permission: 'Create Customer', onClick: () => setDialog({ open: true, customer: null }) }}
        rowActions={rowActions}
        checkboxSelection
        selectionActions={selectionActions}
        card={{ title: 'customerName', details: ['contactNumber', 'addressText'], status: 'isDefault' }}
      />
      <CustomerDialog open={dialog.open} record={dialog.open ? dialog.customer : null} onClose={() => setDialog({ open: false })} />
      {deleteDialog}
    </>
  );
}
