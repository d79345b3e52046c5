import { useMemo, useState } from 'react';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { ListTable } from '@/components/list-table/list-table';
import type { FilterPanelConfig, ListColumn, RowAction } from '@/components/list-table/list-table-types';
import { PageHeader } from '@/components/page-header/page-header';
import { useFeatureFlag } from '@/lib/feature-flags';
import { PermissionGate } from '@/lib/permission-gate';
import { useDeleteSalesChannel } from '../api/delete-sales-channel';
import { getSalesChannelsQueryOptions, SALES_CHANNEL_LIST_RELATIONS } from '../api/get-sales-channels';
import { CommissionSwitch } from '../components/commission-switch';
import { SalesChannelDialog } from '../components/sales-channel-dialog';
import { useDeleteConfirmation } from '@/components/dialogs/use-delete-confirmation';
import { fullName, type SalesChannel } from '../types';

const baseColumns: ListColumn<SalesChannel>[] = [
  { field: 'name', header: 'Channel Name', minWidth: 180, flex: 1.2 },
  {
    field: 'defaultPickingWarehouseId',
    header: 'Default Picking Location',
    type: 'relation',
    path: 'defaultPickingWarehouse.name',
    sortable: false,
    minWidth: 180,
    flex: 1,
  },
  {
    field: 'users',
    header: 'Users',
    sortable: false,
    minWidth: 200,
    flex: 1.5,
    render: (c) => (c.users ?? []).map(fullName).join(', '),
  },
  { field: 'isActive', header: 'Active', type: 'boolean', width: 90, filter: 'boolean' },
];

const FILTERS: FilterPanelConfig = {
  stockLocation: { column: 'defaultPickingWarehouseId', label: 'Default Picking Location' },
  addFilterFor: true,
};

// Commission on a channel matters only with the commission module on.
const commissionColumn: ListColumn<SalesChannel> = {
  field: 'isCommissionEnabled',
  header: 'Commission',
  width: 120,
  render: (c) => <CommissionSwitch channel={c} />,
};

const breadcrumbs = [{ label: 'Sales' }, { label: 'Sales Channels', to: '/sales/sales-channels' }];
type DialogState = { open: false } | { open: true; channel: SalesChannel | null };

/** /sales/sales-channels: where the shop sells, who sells there, and whether services earn commission. */
export default function SalesChannelsPage() {
  const [dialog, setDialog] = useState<DialogState>({ open: false });
  const commissionModule = useFeatureFlag('commission_module');
  const columns = useMemo(() => (commissionModule ? [...baseColumns, commissionColumn] : baseColumns), [commissionModule]);
  const { askDelete, dialog: deleteDialog } = useDeleteConfirmation<SalesChannel>({ remove: useDeleteSalesChannel() });

  const rowActions = useMemo<RowAction<SalesChannel>[]>(
    () => [
      { name: 'row-click', permission: 'Edit Channel', onClick: (c) => setDialog({ open: true, channel: c }) },
      {
        name: 'edit',
        label: 'Edit',
        icon: <EditIcon fontSize="small" />,
        permission: 'Edit Channel',
        onClick: (c) => setDialog({ open: true, channel: c }),
      },
      {
        name: 'delete',
        label: 'Delete',
        icon: <DeleteIcon fontSize="small" />,
        permission: 'Delete Channel',
        onClick: (c) => void askDelete(c),
      },
    ],
    [askDelete],
  );

  return (
    <PermissionGate permission="View Channel" header={<PageHeader title="Sales Channels" breadcrumbs={breadcrumbs} />}>
      <ListTable<SalesChannel>
        title="Sales Channels"
        breadcrumbs={breadcrumbs}
        queryOptions={getSalesChannelsQueryOptions}
        columns={columns}
        relations={SALES_CHANNEL_LIST_RELATIONS}
        search={{ column: 'name', placeholder: 'Search channel name' }}
        addButton={{ label: 'Add Sales Channel', permission: 'Create Channel', onClick: () => setDialog({ open: true, channel: null }) }}
        rowActions={rowActions}
        filterPanel={FILTERS}
      />
      <SalesChannelDialog open={dialog.open} record={dialog.open ? dialog.channel : null} onClose={() => setDialog({ open: false })} />
      {deleteDialog}
    </PermissionGate>
  );
}
