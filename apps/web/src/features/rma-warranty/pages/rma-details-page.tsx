import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import {
  Alert,
  Box,
  Button,
  Card,
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
import DoneAllIcon from '@mui/icons-material/DoneAll';
import MoveToInboxIcon from '@mui/icons-material/MoveToInbox';
import { RMA_MOVES } from '@oim/shared/schemas/rma';
import { canMove } from '@oim/shared/status-flow';
import { Detail, DetailsCard } from '@/components/document-details/document-details';
import { FeatureGate } from '@/components/feature-gate/feature-gate';
import { PageHeader } from '@/components/page-header/page-header';
import { ApiError, errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/days';
import { formatDate, formatMoney } from '@/lib/format';
import { notify } from '@/lib/notify';
import { PermissionGate } from '@/lib/permission-gate';
import { useCan } from '@/lib/permissions';
import { withUnit } from '@/lib/quantity';
import { usePaymentTypeOptions } from '@/lib/reference-data/payment-types';
import { useStockLocationOptions } from '@/lib/reference-data/stock-locations';
import { userName } from '@/lib/user-name';
import { useChangeRmaStatus } from '../api/change-rma-status';
import { useRma } from '../api/get-rma';
import { CustomerCredits } from '../components/customer-credits';
import { PrintReturnOrderButton } from '../components/print-return-order-menu';
import { RejectRmaDialog } from '../components/reject-rma-dialog';
import { ResolveRmaDialog } from '../components/resolve-rma-dialog';
import { RmaStatusChip } from '../components/status-chips';
import { destinationText } from '../lib/rma-text';
import {
  CONDITION_LABELS,
  CREATE_RMA,
  FLAG,
  MODULE_NAME,
  RESOLUTION_LABELS,
  RESOLVE_RMA,
  VIEW_RMA,
  type Rma,
  type RmaStatus,
} from '../types';

const LIST = { label: 'RMA', to: '/rma-warranty/rma' };
const KIND_LABELS: Record<string, string> = { REFUND: 'Refund paid out', CREDIT: 'Taken off what the customer owes' };

function RmaLines({ rma }: { rma: Rma }) {
  const locations = useStockLocationOptions().data ?? [];
  const locationName = (id: number) => locations.find((l) => l.id === id)?.name ?? `location #${id}`;
  return (
    <Card variant="outlined" sx={{ overflowX: 'auto', mb: 2 }}>
      <Table size="small" aria-label="Returned items">
        <TableHead>
          <TableRow>
            <TableCell>Product</TableCell>
            <TableCell align="right">Quantity</TableCell>
            <TableCell>Serial Numbers</TableCell>
            <TableCell>Reason</TableCell>
            <TableCell>Condition</TableCell>
            <TableCell>Resolution</TableCell>
            <TableCell>Returned Goods</TableCell>
            <TableCell align="right">Amount</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {(rma.lines ?? []).map((line) => (
            <TableRow key={line.id}>
              <TableCell>
                {line.productName}
                <Typography variant="caption" color="text.secondary" component="div">
                  {line.sku}
                </Typography>
              </TableCell>
              <TableCell align="right">{withUnit(line.quantity, line.unit)}</TableCell>
              <TableCell sx={{ fontFamily: 'monospace' }}>{line.serialNumbers.length > 0 ? line.serialNumbers.join(', ') : '—'}</TableCell>
              <TableCell>{line.reason}</TableCell>
              <TableCell>{CONDITION_LABELS[line.condition] ?? line.condition}</TableCell>
              <TableCell>
                {RESOLUTION_LABELS[line.resolution] ?? line.resolution}
                {line.replacementSerialNumbers.length > 0 ? (
                  <Typography variant="caption" component="div">
                    New unit:{' '}
                    <Box component="span" sx={{ fontFamily: 'monospace' }}>
                      {line.replacementSerialNumbers.join(', ')}
                    </Box>
                  </Typography>
                ) : null}
                {line.serviceOrderId ? (
                  <Link
                    component={RouterLink}
                    to={`/service/service-orders/${line.serviceOrderId}`}
                    variant="caption"
                    sx={{ display: 'block' }}
                  >
                    Job order
                  </Link>
                ) : null}
              </TableCell>
              <TableCell>{destinationText(line, locationName)}</TableCell>
              <TableCell align="right">{formatMoney(line.amount)}</TableCell>
            </TableRow>
          ))}
          <TableRow>
            <TableCell colSpan={7} align="right" sx={{ fontWeight: 600 }}>
              Total
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: 600 }}>
              {formatMoney(rma.totalAmount)}
            </TableCell>
          </TableRow>
        </TableBody>
      </Table>
    </Card>
  );
}

function RmaPayments({ rma }: { rma: Rma }) {
  const types = usePaymentTypeOptions().data ?? [];
  const payments = rma.payments ?? [];
  if (payments.length === 0) return null;
  return (
    <Card variant="outlined" sx={{ overflowX: 'auto' }}>
      <Typography variant="subtitle1" component="h2" sx={{ px: 2, pt: 1.5, fontWeight: 600 }}>
        Refunds and Credits
      </Typography>
      <Table size="small" aria-label="Refunds and credits">
        <TableHead>
          <TableRow>
            <TableCell>Payment #</TableCell>
            <TableCell>Date</TableCell>
            <TableCell>What</TableCell>
            <TableCell>Payment Type</TableCell>
            <TableCell align="right">Amount</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {payments.map((p) => (
            <TableRow key={p.id}>
              <TableCell>{p.paymentNumber}</TableCell>
              <TableCell>{formatDate(p.paymentDate)}</TableCell>
              <TableCell>{p.kind ? (KIND_LABELS[p.kind] ?? p.kind) : '—'}</TableCell>
              <TableCell>{types.find((t) => t.id === p.paymentTypeId)?.name ?? '—'}</TableCell>
              <TableCell align="right">{formatMoney(p.amount)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Card>
  );
}

function RmaDetails({ id }: { id: number }) {
  const rma = useRma(id);
  const mayAct = useCan(CREATE_RMA);
  // Taking a return in and settling it are separate duties: a cashier receives, a manager resolves.
  const mayResolve = useCan(RESOLVE_RMA);
  const change = useChangeRmaStatus();
  const [dialog, setDialog] = useState<'none' | 'resolve' | 'reject'>('none');
  const data = rma.data;
  const title = data?.rmaNumber ?? 'RMA';
  const may = (to: RmaStatus) => (data ? canMove(RMA_MOVES, data.status, to) : false);
  // Money moves only for refunds and store credit; a replacement or a repair shows none.
  const money = (data?.lines ?? []).some((l) => l.resolution === 'REFUND' || l.resolution === 'STORE_CREDIT');
  const receive = () =>
    change.mutate(
      { action: 'receive', id },
      {
        onSuccess: (answer) => notify.success(answer.message || 'The returned goods are received.'),
        onError: (error) => notify.error(errorMessage(error)),
      },
    );
  const actions = data ? (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', justifyContent: 'flex-end' }}>
      {mayAct && may('RECEIVED') ? (
        <Button
          variant="outlined"
          startIcon={change.isPending ? <CircularProgress size={16} /> : <MoveToInboxIcon />}
          disabled={change.isPending}
          onClick={receive}
        >
          Receive
        </Button>
      ) : null}
      {mayResolve && may('RESOLVED') ? (
        <Button variant="contained" startIcon={<DoneAllIcon />} onClick={() => setDialog('resolve')}>
          Resolve
        </Button>
      ) : null}
      {mayAct && may('REJECTED') ? (
        <Button variant="outlined" color="error" startIcon={<BlockIcon />} onClick={() => setDialog('reject')}>
          Reject
        </Button>
      ) : null}
      <PrintReturnOrderButton rma={data} />
    </Stack>
  ) : null;

  const notFound = !data && rma.error instanceof ApiError && rma.error.status === 404;
  return (
    <Box>
      <PageHeader title={title} breadcrumbs={[{ label: 'RMA & Warranty' }, LIST, { label: title }]} actions={actions} />
      {notFound ? (
        <Alert severity="warning">
          This RMA does not exist.{' '}
          <Link component={RouterLink} to={LIST.to}>
            Back to RMA
          </Link>
        </Alert>
      ) : rma.error ? (
        <Alert severity="error">{errorMessage(rma.error, 'The RMA could not be loaded.')}</Alert>
      ) : !data ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
          <CircularProgress aria-label="Loading" />
        </Box>
      ) : (
        <>
          {data.status === 'REJECTED' ? (
            <Alert severity="error" variant="outlined" sx={{ mb: 2 }}>
              Rejected{data.rejectedAt ? ` on ${formatDateTime(data.rejectedAt)}` : ''}: {data.rejectionReason}
            </Alert>
          ) : null}
          <DetailsCard>
            <Detail label="Status">
              <RmaStatusChip status={data.status} />
            </Detail>
            <Detail label="Date">{formatDate(data.rmaDate)}</Detail>
            <Detail label="Customer">
              <Link component={RouterLink} to={`/sales/customers/${data.customerId}`}>
                {data.customerName}
              </Link>
            </Detail>
            <Detail label="Sale">
              <Link component={RouterLink} to={`/sales/sales-orders/${data.salesOrderId}`}>
                {data.salesOrderNumber}
              </Link>
            </Detail>
            {money ? (
              <>
                <Detail label="Refunded">{formatMoney(data.refundTotal)}</Detail>
                <Detail label="Taken Off What Is Owed">{formatMoney(data.creditTotal)}</Detail>
                <Detail label="Store Credit">{formatMoney(data.storeCreditTotal)}</Detail>
                <Detail label="Refund Payment Type">{data.refundPaymentType?.name}</Detail>
              </>
            ) : null}
            <Detail label="Requested">{[formatDateTime(data.createdAt), userName(data.createdByUser)].filter(Boolean).join(' · ')}</Detail>
            <Detail label="Received">{data.receivedAt ? formatDateTime(data.receivedAt) : null}</Detail>
            <Detail label="Resolved">{data.resolvedAt ? formatDateTime(data.resolvedAt) : null}</Detail>
            <Detail label="Notes" wide>
              {data.notes}
            </Detail>
          </DetailsCard>
          <RmaLines rma={data} />
          <RmaPayments rma={data} />
          <CustomerCredits rma={data} />
          {dialog === 'resolve' ? <ResolveRmaDialog rma={data} open onClose={() => setDialog('none')} /> : null}
          <RejectRmaDialog rma={data} open={dialog === 'reject'} onClose={() => setDialog('none')} />
        </>
      )}
    </Box>
  );
}

/** /rma-warranty/rma/:id — one return: its lines, what was done for the customer, and the next step. */
export default function RmaDetailsPage() {
  const id = Number(useParams().id);
  const header = <PageHeader title="RMA" breadcrumbs={[{ label: 'RMA & Warranty' }, LIST]} />;
  return (
    <FeatureGate flag={FLAG} title="RMA" breadcrumbs={[{ label: 'RMA & Warranty' }, LIST]} moduleName={MODULE_NAME}>
      <PermissionGate permission={VIEW_RMA} header={header}>
        {Number.isSafeInteger(id) && id > 0 ? (
          <RmaDetails id={id} />
        ) : (
          <>
            {header}
            <Alert severity="warning">This RMA does not exist.</Alert>
          </>
        )}
      </PermissionGate>
    </FeatureGate>
  );
}
