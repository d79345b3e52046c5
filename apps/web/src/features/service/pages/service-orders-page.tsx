import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Box, Button, Tab, Tabs } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import BlockIcon from '@mui/icons-material/Block';
import EditIcon from '@mui/icons-material/Edit';
import PointOfSaleIcon from '@mui/icons-material/PointOfSale';
import PrintIcon from '@mui/icons-material/Print';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { ListTable } from '@/components/list-table/list-table';
import type { Breadcrumb, FilterPanelConfig, ListColumn, RowAction } from '@/components/list-table/list-table-types';
import { PageHeader } from '@/components/page-header/page-header';
import { PermissionGate } from '@/lib/permission-gate';
import { useCan } from '@/lib/permissions';
import { techniciansQueryOptions } from '../api/get-technicians';
import { userName } from '@/lib/user-name';
import { getServiceOrdersQueryOptions } from '../api/get-service-orders';
import { PriorityChip, ServiceOrderStatusChip } from '../components/service-order-chips';
import { ServiceOrderBoard } from '../components/service-order-board';
import { useServiceOrderActions } from '../components/use-service-order-actions';
import {
  canCancel,
  isClosed,
  PRIORITY_LABELS,
  SERVICE_ORDERS_PATH,
  SERVICE_ORDER_LIST_RELATIONS,
  STATUS_LABELS,
  type ServiceOrder,
} from '../types';

const TITLE = 'Service Orders';
const BREADCRUMBS: Breadcrumb[] = [{ label: 'Service' }, { label: TITLE, to: SERVICE_ORDERS_PATH }];
const VIEWS = ['View Job Order', 'View Job Order List', 'View Job Order Board', 'View Job Order Details'];
const FILTERS: FilterPanelConfig = {
  period: { column: 'receivedAt' },
  customer: true,
  salesChannel: true,
  addFilterFor: true,
};
const VIEW_KEY = 'oim.service-orders.view';
type View = 'list' | 'board';

/** The list's columns; the technician filter offers the shop's users when the user may list them. */
function columnsOf(technicians: Record<string, string>): ListColumn<ServiceOrder>[] {
  return [
    { field: 'serviceOrderNumber', header: 'Job Order #', width: 120 },
    { field: 'receivedAt', header: 'Received', type: 'date', width: 110, filter: 'date' },
    { field: 'customerName', header: 'Customer', flex: 1, minWidth: 150, render: (o) => o.customer?.customerName ?? o.customerName },
    {
      field: 'itemDescription',
      header: 'Item',
      flex: 1,
      minWidth: 160,
      render: (o) => [o.itemDescription, o.brand, o.model].filter(Boolean).join(' · '),
    },
    { field: 'serialNumber', header: 'Serial Number', width: 130, hidden: true, filter: 'text' },
    {
      field: 'assignedTechnicianId',
      header: 'Technician',
      width: 140,
      sortable: false,
      type: 'enum',
      enumLabels: technicians,
      filter: 'enum',
      render: (o) => userName(o.assignedTechnician),
    },
    {
      field: 'priority',
      header: 'Priority',
      type: 'enum',
      enumLabels: PRIORITY_LABELS,
      filter: 'enum',
      width: 100,
      render: (o) => <PriorityChip priority={o.priority} />,
    },
    { field: 'promisedDate', header: 'Promised', type: 'date', width: 110, filter: 'date' },
    { field: 'estimateTotal', header: 'Estimate', type: 'currency', width: 110, align: 'right' },
    {
      field: 'status',
      header: 'Status',
      type: 'enum',
      enumLabels: STATUS_LABELS,
      filter: 'enum',
      width: 150,
      render: (o) => <ServiceOrderStatusChip status={o.status} />,
    },
    { field: 'salesChannelId', header: 'Channel', width: 120, hidden: true, sortable: false, render: (o) => o.salesChannel?.name ?? '' },
  ];
}

function ServiceOrdersList({ actions }: { actions: ReturnType<typeof useServiceOrderActions>['actions'] }) {
  const navigate = useNavigate();
  const users = useQuery(techniciansQueryOptions()).data;
  const columns = useMemo(() => columnsOf(Object.fromEntries((users ?? []).map((u) => [String(u.id), userName(u)]))), [users]);
  const rowActions = useMemo<RowAction<ServiceOrder>[]>(
    () => [
      {
        name: 'row-click',
        permission: ['View Job Order Details', 'View Job Order'],
        onClick: (o) => void navigate(`${SERVICE_ORDERS_PATH}/${o.id}`),
      },
      {
        name: 'view',
        label: 'View',
        icon: <VisibilityIcon fontSize="small" />,
        permission: ['View Job Order Details', 'View Job Order'],
        onClick: (o) => void navigate(`${SERVICE_ORDERS_PATH}/${o.id}`),
      },
      {
        name: 'edit',
        label: 'Edit',
        icon: <EditIcon fontSize="small" />,
        permission: 'Edit Job Order',
        when: (o) => !isClosed(o),
        onClick: actions.edit,
      },
      {
        name: 'update-service-order-status',
        label: 'Update Status',
        icon: <SwapHorizIcon fontSize="small" />,
        permission: 'Update Job Order Status',
        when: (o) => !isClosed(o),
        onClick: actions.status,
      },
      {
        name: 'generate-sales-order',
        label: 'Generate Sale',
        icon: <PointOfSaleIcon fontSize="small" />,
        permission: 'Generate Sales Orders',
        when: (o) => !isClosed(o) && o.salesOrderId === null,
        onClick: actions.generate,
      },
      {
        name: 'create-tickets',
        label: 'Print Ticket',
        icon: <PrintIcon fontSize="small" />,
        permission: ['View Job Order Details', 'View Job Order'],
        onClick: actions.ticket,
      },
      {
        name: 'delete',
        label: 'Cancel Job Order',
        icon: <BlockIcon fontSize="small" />,
        permission: 'Delete Job Order',
        when: canCancel,
        onClick: actions.cancel,
      },
    ],
    [actions, navigate],
  );
  return (
    <ListTable<ServiceOrder>
      queryOptions={getServiceOrdersQueryOptions}
      columns={columns}
      relations={SERVICE_ORDER_LIST_RELATIONS}
      defaultSort={{ column: 'receivedAt', direction: 'desc' }}
      search={{ placeholder: 'Search job order #, customer, item or serial number' }}
      filterPanel={FILTERS}
      rowActions={rowActions}
      card={{
        title: 'serviceOrderNumber',
        details: ['customerName', 'itemDescription'],
        amount: 'estimateTotal',
        status: 'status',
      }}
      dense
    />
  );
}

function readView(): View | null {
  try {
    const stored = localStorage.getItem(VIEW_KEY);
    return stored === 'list' || stored === 'board' ? stored : null;
  } catch {
    return null;
  }
}

function ServiceOrders() {
  const canList = useCan(['View Job Order List', 'View Job Order']);
  const canBoard = useCan(['View Job Order Board', 'View Job Order']);
  const canCreate = useCan('Create Job Order');
  const { actions, dialogs } = useServiceOrderActions();
  const [chosen, setChosen] = useState<View | null>(readView);
  const view: View | null =
    chosen === 'board' && canBoard ? 'board' : chosen === 'list' && canList ? 'list' : canList ? 'list' : canBoard ? 'board' : null;
  const choose = (next: View) => {
    setChosen(next);
    try {
      localStorage.setItem(VIEW_KEY, next);
    } catch {
      // A private window may refuse storage; the choice then lasts as long as the page.
    }
  };
  return (
    <Box>
      <PageHeader
        title={TITLE}
        breadcrumbs={BREADCRUMBS}
        actions={
          canCreate ? (
            <Button variant="contained" startIcon={<AddIcon />} onClick={actions.create}>
              New Job Order
            </Button>
          ) : null
        }
      />
      {canList && canBoard ? (
        <Tabs value={view} onChange={(_, next: View) => choose(next)} aria-label="Job order views" sx={{ mb: 2 }}>
          <Tab value="list" label="List" id="service-view-list" aria-controls="service-view-panel" />
          <Tab value="board" label="Board" id="service-view-board" aria-controls="service-view-panel" />
        </Tabs>
      ) : null}
      <Box id="service-view-panel" role="tabpanel" aria-labelledby={view ? `service-view-${view}` : undefined}>
        {view === 'list' ? <ServiceOrdersList actions={actions} /> : null}
        {view === 'board' ? <ServiceOrderBoard /> : null}
        {view === null ? 'Open a job order from its link.' : null}
      </Box>
      {dialogs}
    </Box>
  );
}

/** /service/service-orders — job orders as a list or a board (by permission; the choice is remembered). */
export default function ServiceOrdersPage() {
  return (
    <PermissionGate permission={VIEWS} header={<PageHeader title={TITLE} breadcrumbs={BREADCRUMBS} />}>
      <ServiceOrders />
    </PermissionGate>
  );
}
