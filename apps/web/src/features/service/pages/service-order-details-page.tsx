import { Link as RouterLink, useParams } from 'react-router';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  Link,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import BlockIcon from '@mui/icons-material/Block';
import EditIcon from '@mui/icons-material/Edit';
import EngineeringIcon from '@mui/icons-material/Engineering';
import PaymentsIcon from '@mui/icons-material/Payments';
import PointOfSaleIcon from '@mui/icons-material/PointOfSale';
import PrintIcon from '@mui/icons-material/Print';
import RestoreIcon from '@mui/icons-material/Restore';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { Detail, DetailsCard } from '@/components/document-details/document-details';
import { ImageGallery } from '@/components/gallery/image-gallery';
import { useMediaFiles } from '@/components/gallery/media-files';
import { PageHeader } from '@/components/page-header/page-header';
import { ApiError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/days';
import { formatDate, formatMoney } from '@/lib/format';
import { PermissionGate } from '@/lib/permission-gate';
import { useCan } from '@/lib/permissions';
import { withUnit } from '@/lib/quantity';
import { userName } from '@/lib/user-name';
import { useItemWarranty } from '../api/get-item-warranty';
import { useServiceOrder } from '../api/get-service-order';
import { useServiceOrderComments } from '../api/get-service-order-comments';
import { PriorityChip, ServiceOrderStatusChip } from '../components/service-order-chips';
import { SectionHeader } from '../components/section-header';
import { ServiceOrderComments, useCommentPhotos } from '../components/service-order-comments';
import { useServiceOrderActions } from '../components/use-service-order-actions';
import {
  canCancel,
  isClosed,
  SERVICE_ORDER_IMAGES,
  SERVICE_ORDER_MEDIA_OWNER,
  SERVICE_ORDERS_PATH,
  STATUS_LABELS,
  type ServiceOrder,
} from '../types';

const LIST = { label: 'Service Orders', to: SERVICE_ORDERS_PATH };
const VIEW_DETAILS = ['View Job Order Details', 'View Job Order'];

const WARRANTY_STATUS: Record<string, string> = {
  ACTIVE: 'under warranty',
  EXPIRED: 'warranty expired',
  CLAIMED: 'warranty claimed',
  VOID: 'warranty void',
};

/** The unit's warranty from the sale it was bought on: under warranty until when, or expired, claimed, void. */
function ItemWarrantyText({ serialNumber, salesOrderId }: { serialNumber: string | null; salesOrderId: number }) {
  const warranty = useItemWarranty(serialNumber, salesOrderId).data;
  if (!warranty) return null;
  const status = WARRANTY_STATUS[warranty.status] ?? warranty.status;
  return (
    <>
      {' · '}
      <strong>{status}</strong>
      {warranty.status === 'ACTIVE'
        ? ` until ${formatDate(warranty.endDate)} (${warranty.daysLeft} day${warranty.daysLeft === 1 ? '' : 's'} left, ${warranty.warrantyName})`
        : ` (${warranty.warrantyName}, ended ${formatDate(warranty.endDate)})`}
    </>
  );
}

function Actions({ order, actions }: { order: ServiceOrder; actions: ReturnType<typeof useServiceOrderActions>['actions'] }) {
  const closed = isClosed(order);
  const can = {
    edit: useCan('Edit Job Order'),
    status: useCan('Update Job Order Status'),
    technician: useCan('Update Assigned Technician'),
    generate: useCan('Generate Sales Orders'),
    delete: useCan('Delete Job Order'),
  };
  return (
    <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
      {can.generate && !closed && order.salesOrderId === null ? (
        <Button variant="contained" startIcon={<PointOfSaleIcon />} onClick={() => actions.generate(order)} disabled={actions.generating}>
          Generate Sale
        </Button>
      ) : null}
      {can.status && !closed ? (
        <Button variant="outlined" startIcon={<SwapHorizIcon />} onClick={() => actions.status(order)}>
          Change Status
        </Button>
      ) : null}
      {can.technician && !closed ? (
        <Button variant="outlined" startIcon={<EngineeringIcon />} onClick={() => actions.technician(order)}>
          Assign Technician
        </Button>
      ) : null}
      {can.edit ? (
        <Button variant="outlined" startIcon={<EditIcon />} onClick={() => actions.edit(order)}>
          {closed ? 'View Form' : 'Edit'}
        </Button>
      ) : null}
      <Button variant="outlined" startIcon={<PrintIcon />} onClick={() => actions.ticket(order)}>
        Print Ticket
      </Button>
      {can.delete && canCancel(order) ? (
        <Button variant="outlined" color="error" startIcon={<BlockIcon />} onClick={() => actions.cancel(order)}>
          Cancel Job Order
        </Button>
      ) : null}
      {can.delete && order.status === 'CANCELLED' ? (
        <Button variant="outlined" startIcon={<RestoreIcon />} onClick={() => actions.reopen(order)}>
          Reopen Job Order
        </Button>
      ) : null}
      {can.delete && order.status === 'CANCELLED' && order.deposit > 0 && order.depositRefundNumber === null ? (
        <Button variant="outlined" startIcon={<PaymentsIcon />} onClick={() => actions.refundDeposit(order)}>
          Refund Deposit
        </Button>
      ) : null}
    </Stack>
  );
}

function Lines({ order }: { order: ServiceOrder }) {
  const lines = order.lines ?? [];
  return (
    <Card variant="outlined" sx={{ mb: 2, overflowX: 'auto' }}>
      <SectionHeader title="Parts and Labour" />
      <Table size="small" aria-label="Parts and labour">
        <TableHead>
          <TableRow>
            <TableCell>Product</TableCell>
            <TableCell>Type</TableCell>
            <TableCell align="right">Quantity</TableCell>
            <TableCell align="right">Price</TableCell>
            <TableCell align="right">Line Total</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.length === 0 ? (
            <TableRow>
              <TableCell colSpan={5}>No parts or labour yet.</TableCell>
            </TableRow>
          ) : null}
          {lines.map((line) => (
            <TableRow key={line.id}>
              <TableCell>
                <Typography variant="body2">{line.product?.productName}</Typography>
                <Typography variant="caption" color="text.secondary">
                  {line.product?.sku}
                </Typography>
              </TableCell>
              <TableCell>{line.lineType === 'PRODUCT' ? 'Part' : 'Labour'}</TableCell>
              <TableCell align="right">{withUnit(line.quantity, line.uom?.unit)}</TableCell>
              <TableCell align="right">{formatMoney(line.unitPrice)}</TableCell>
              <TableCell align="right">{formatMoney(line.lineTotal)}</TableCell>
            </TableRow>
          ))}
          <TableRow>
            <TableCell colSpan={4} align="right" sx={{ fontWeight: 600 }}>
              Estimate
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: 600 }}>
              {formatMoney(order.estimateTotal)}
            </TableCell>
          </TableRow>
          <TableRow>
            <TableCell colSpan={4} align="right">
              Deposit{order.depositPaymentType ? ` (${order.depositPaymentType.name})` : ''}
            </TableCell>
            <TableCell align="right">{formatMoney(order.deposit)}</TableCell>
          </TableRow>
          {order.depositRefundNumber ? (
            <TableRow>
              <TableCell colSpan={4} align="right">
                Deposit refunded ({order.depositRefundNumber})
              </TableCell>
              <TableCell align="right">{formatMoney(-order.deposit)}</TableCell>
            </TableRow>
          ) : null}
        </TableBody>
      </Table>
    </Card>
  );
}

function History({ order }: { order: ServiceOrder }) {
  return (
    <Card variant="outlined" sx={{ mb: 2, overflowX: 'auto' }}>
      <SectionHeader title="Status History" />
      <Table size="small" aria-label="Status history">
        <TableHead>
          <TableRow>
            <TableCell>When</TableCell>
            <TableCell>Who</TableCell>
            <TableCell>From</TableCell>
            <TableCell>To</TableCell>
            <TableCell>Remark</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {(order.statusHistory ?? []).map((row) => (
            <TableRow key={row.id}>
              <TableCell>{formatDateTime(row.changedAt)}</TableCell>
              <TableCell>{userName(row.changedByUser)}</TableCell>
              <TableCell>{row.fromStatus ? STATUS_LABELS[row.fromStatus] : '—'}</TableCell>
              <TableCell>{STATUS_LABELS[row.toStatus]}</TableCell>
              <TableCell>{row.remark}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Card>
  );
}

/** The order's photos and its comments' photos together, badged "Service Order" and "Comment" (spec 2.9). */
function Photos({ order }: { order: ServiceOrder }) {
  const own = useMediaFiles(SERVICE_ORDER_MEDIA_OWNER, order.id, SERVICE_ORDER_IMAGES);
  const comments = useServiceOrderComments(order.id).data ?? [];
  const commentPhotos = useCommentPhotos(comments.map((c) => c.id));
  const files = [...(own.data ?? []), ...Object.values(commentPhotos.data ?? {}).flat()];
  return (
    <Card variant="outlined" sx={{ mb: 2 }}>
      <SectionHeader title="Photos" />
      <CardContent>
        {files.length === 0 && !own.isPending ? (
          <Typography color="text.secondary">No photos yet.</Typography>
        ) : (
          <ImageGallery files={files} loading={own.isPending} />
        )}
      </CardContent>
    </Card>
  );
}

function ServiceOrderDetails() {
  const id = Number(useParams().id);
  const order = useServiceOrder(id);
  const { actions, dialogs } = useServiceOrderActions();
  const title = order.data?.serviceOrderNumber ?? 'Job Order';
  const header = (
    <PageHeader
      title={title}
      breadcrumbs={[{ label: 'Service' }, LIST, { label: title }]}
      actions={order.data ? <Actions order={order.data} actions={actions} /> : null}
    />
  );
  const missing = !Number.isSafeInteger(id) || id <= 0 || (order.error instanceof ApiError && order.error.status === 404);
  if (missing)
    return (
      <Box>
        {header}
        <Alert severity="warning">
          This job order does not exist.{' '}
          <Link component={RouterLink} to={LIST.to}>
            Back to {LIST.label}
          </Link>
        </Alert>
      </Box>
    );
  if (order.error)
    return (
      <Box>
        {header}
        <Alert severity="error">{order.error.message || 'The job order could not be loaded.'}</Alert>
      </Box>
    );
  const data = order.data;
  return (
    <Box>
      {header}
      {!data ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
          <CircularProgress aria-label="Loading" />
        </Box>
      ) : (
        <>
          <DetailsCard>
            <Detail label="Status">
              <ServiceOrderStatusChip status={data.status} />
            </Detail>
            <Detail label="Customer">{data.customer?.customerName ?? data.customerName}</Detail>
            <Detail label="Received">{formatDateTime(data.receivedAt)}</Detail>
            <Detail label="Promised Date">{data.promisedDate ? formatDate(data.promisedDate) : 'To be advised'}</Detail>
            <Detail label="Item">{data.itemDescription}</Detail>
            <Detail label="Brand / Model">{[data.brand, data.model].filter(Boolean).join(' / ')}</Detail>
            <Detail label="Serial Number">{data.serialNumber}</Detail>
            <Detail label="Priority">
              <PriorityChip priority={data.priority} />
            </Detail>
            <Detail label="Technician">{userName(data.assignedTechnician)}</Detail>
            <Detail label="Sales Channel">{data.salesChannel?.name}</Detail>
            <Detail label="Accessories Received">{data.accessoriesReceived}</Detail>
            <Detail label="Created By">{userName(data.createdByUser)}</Detail>
            {data.soldSalesOrder ? (
              <Detail label="Bought Here" wide>
                <Link component={RouterLink} to={`/sales/sales-orders/${data.soldSalesOrder.id}`}>
                  {data.soldSalesOrder.salesOrderNumber}
                </Link>{' '}
                on {formatDate(data.soldSalesOrder.salesOrderDate)}
                <ItemWarrantyText serialNumber={data.serialNumber} salesOrderId={data.soldSalesOrder.id} />
              </Detail>
            ) : null}
            {data.salesOrder ? (
              <Detail label="Sale">
                <Link component={RouterLink} to={`/sales/sales-orders/${data.salesOrder.id}`}>
                  {data.salesOrder.salesOrderNumber}
                </Link>
              </Detail>
            ) : null}
            <Detail label="Problem Reported" wide>
              {data.problemReported}
            </Detail>
            <Detail label="Diagnosis" wide>
              {data.diagnosis}
            </Detail>
            <Detail label="Notes" wide>
              {data.notes}
            </Detail>
          </DetailsCard>
          <Lines order={data} />
          <Photos order={data} />
          <ServiceOrderComments order={data} closed={isClosed(data)} />
          <History order={data} />
        </>
      )}
      {dialogs}
    </Box>
  );
}

/** /service/service-orders/:id — one job order: the item, its estimate, photos, comments, history and what can be done next. */
export default function ServiceOrderDetailsPage() {
  return (
    <PermissionGate permission={VIEW_DETAILS} header={<PageHeader title="Job Order" breadcrumbs={[{ label: 'Service' }, LIST]} />}>
      <ServiceOrderDetails />
    </PermissionGate>
  );
}
