import { useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { Box, Button, Card, CardHeader, Link, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import CancelIcon from '@mui/icons-material/Cancel';
import EditIcon from '@mui/icons-material/Edit';
import InventoryIcon from '@mui/icons-material/Inventory';
import LockIcon from '@mui/icons-material/Lock';
import PrintIcon from '@mui/icons-material/Print';
import SendIcon from '@mui/icons-material/Send';
import { Detail, DetailsCard } from '@/components/document-details/document-details';
import { ConfirmDialog } from '@/components/dialogs/confirm-dialog';
import { PageHeader } from '@/components/page-header/page-header';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/days';
import { formatDate, formatMoney } from '@/lib/format';
import { notify } from '@/lib/notify';
import { PermissionGate } from '@/lib/permission-gate';
import { useCan } from '@/lib/permissions';
import { withUnit } from '@/lib/quantity';
import { useChangePurchaseOrderStatus, type PurchaseOrderAction } from '../api/change-purchase-order-status';
import { usePurchaseOrder } from '../api/get-purchase-order';
import { usePrintPurchaseOrderPdf } from '../api/print-purchase-order-pdf';
import { DocumentState } from '../components/document-state';
import { remainingOf } from '../components/purchase-payload';
import { PurchaseOrderStatusChip, PurchaseReceiptStatusChip } from '../components/status-chips';
import { purchaseOrderAllows, userName, type PurchaseOrder } from '../types';

const LIST = { label: 'Purchase Orders', to: '/purchasing/purchase-orders' };

const CONFIRMS: Record<Exclude<PurchaseOrderAction, 'send'>, { title: string; message: string; label: string }> = {
  cancel: { title: 'Cancel Purchase Order', message: 'Nothing has come against this order. Cancel it?', label: 'Cancel Order' },
  close: {
    title: 'Close Purchase Order',
    message: 'What was received stays; the rest will not come and can no longer be received. Close it?',
    label: 'Close Order',
  },
};

function OrderActions({ order }: { order: PurchaseOrder }) {
  const navigate = useNavigate();
  const mayOrder = useCan('Create Purchase Orders');
  const mayReceive = useCan('Create Purchase Receipts');
  const change = useChangePurchaseOrderStatus();
  const print = usePrintPurchaseOrderPdf();
  const [confirming, setConfirming] = useState<Exclude<PurchaseOrderAction, 'send'> | null>(null);

  const act = (action: PurchaseOrderAction) =>
    change.mutate(
      { id: order.id, action },
      {
        onSuccess: (answer) => notify.success(answer.message || 'Saved.'),
        onError: (error) => notify.error(errorMessage(error)),
        onSettled: () => setConfirming(null),
      },
    );
  const printPdf = () => {
    const tab = window.open('', '_blank');
    print.mutate(
      { id: order.id, purchaseOrderNumber: order.purchaseOrderNumber, tab },
      { onError: (error) => notify.error(errorMessage(error, 'The purchase order PDF could not be made.')) },
    );
  };

  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {mayReceive && purchaseOrderAllows.receive(order) ? (
        <Button
          variant="contained"
          startIcon={<InventoryIcon />}
          onClick={() => void navigate(`/purchasing/purchase-receipts/new?purchaseOrderId=${order.id}`)}
        >
          Receive
        </Button>
      ) : null}
      {mayOrder && purchaseOrderAllows.send(order) ? (
        <Button variant="contained" startIcon={<SendIcon />} disabled={change.isPending} onClick={() => act('send')}>
          Send
        </Button>
      ) : null}
      {mayOrder && purchaseOrderAllows.edit(order) ? (
        <Button variant="outlined" startIcon={<EditIcon />} onClick={() => void navigate(`/purchasing/purchase-orders/${order.id}/edit`)}>
          Edit
        </Button>
      ) : null}
      <Button variant="outlined" startIcon={<PrintIcon />} disabled={print.isPending} onClick={printPdf}>
        Print
      </Button>
      {mayOrder && purchaseOrderAllows.close(order) ? (
        <Button variant="outlined" startIcon={<LockIcon />} onClick={() => setConfirming('close')}>
          Close
        </Button>
      ) : null}
      {mayOrder && purchaseOrderAllows.cancel(order) ? (
        <Button variant="outlined" color="error" startIcon={<CancelIcon />} onClick={() => setConfirming('cancel')}>
          Cancel
        </Button>
      ) : null}
      <ConfirmDialog
        open={confirming !== null}
        title={confirming ? CONFIRMS[confirming].title : ''}
        message={confirming ? CONFIRMS[confirming].message : ''}
        confirmLabel={confirming ? CONFIRMS[confirming].label : 'Confirm'}
        cancelLabel="Keep It"
        busy={change.isPending}
        onConfirm={() => confirming && act(confirming)}
        onCancel={() => setConfirming(null)}
      />
    </Stack>
  );
}

function OrderLines({ order }: { order: PurchaseOrder }) {
  return (
    <Card variant="outlined" sx={{ mb: 2, overflowX: 'auto' }}>
      <Table size="small" aria-label="Lines">
        <TableHead>
          <TableRow>
            <TableCell>Product</TableCell>
            <TableCell align="right">Ordered</TableCell>
            <TableCell align="right">Received</TableCell>
            <TableCell align="right">Remaining</TableCell>
            <TableCell align="right">Unit Cost</TableCell>
            <TableCell align="right">Line Total</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {(order.items ?? []).map((item) => (
            <TableRow key={item.id}>
              <TableCell>
                <Typography variant="body2">{item.product?.productName}</Typography>
                <Typography variant="caption" color="text.secondary">
                  {item.product?.sku}
                </Typography>
              </TableCell>
              <TableCell align="right">{withUnit(item.quantity, item.uom?.unit)}</TableCell>
              <TableCell align="right">{withUnit(item.receivedQuantity, item.uom?.unit)}</TableCell>
              <TableCell align="right">{withUnit(remainingOf(item), item.uom?.unit)}</TableCell>
              <TableCell align="right">{formatMoney(item.unitCost)}</TableCell>
              <TableCell align="right">{formatMoney(item.lineTotal)}</TableCell>
            </TableRow>
          ))}
          <TableRow>
            <TableCell colSpan={5} align="right" sx={{ fontWeight: 600 }}>
              Total
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: 600 }}>
              {formatMoney(order.total)}
            </TableCell>
          </TableRow>
        </TableBody>
      </Table>
    </Card>
  );
}

function OrderReceipts({ order }: { order: PurchaseOrder }) {
  const receipts = order.receipts ?? [];
  return (
    <Card variant="outlined" sx={{ overflowX: 'auto' }}>
      <CardHeader
        title="Receipts"
        slotProps={{ title: { variant: 'subtitle1', component: 'h2', sx: { fontWeight: 600 } } }}
        sx={{ pb: 0 }}
      />
      {receipts.length === 0 ? (
        <Typography sx={{ p: 2 }} color="text.secondary">
          Nothing received yet.
        </Typography>
      ) : (
        <Table size="small" aria-label="Receipts">
          <TableHead>
            <TableRow>
              <TableCell>Receipt #</TableCell>
              <TableCell>Date</TableCell>
              <TableCell>Supplier Invoice #</TableCell>
              <TableCell align="right">Total</TableCell>
              <TableCell>Status</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {receipts.map((receipt) => (
              <TableRow key={receipt.id}>
                <TableCell>
                  <Link component={RouterLink} to={`/purchasing/purchase-receipts/${receipt.id}`}>
                    {receipt.purchaseReceiptNumber}
                  </Link>
                </TableCell>
                <TableCell>{formatDate(receipt.receiptDate)}</TableCell>
                <TableCell>{receipt.supplierInvoiceNumber}</TableCell>
                <TableCell align="right">{formatMoney(receipt.total)}</TableCell>
                <TableCell>
                  <PurchaseReceiptStatusChip status={receipt.status} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Card>
  );
}

function PurchaseOrderDetails() {
  const id = Number(useParams().id);
  const order = usePurchaseOrder(id);
  const title = order.data?.purchaseOrderNumber ?? 'Purchase Order';
  return (
    <Box>
      <PageHeader
        title={title}
        breadcrumbs={[{ label: 'Purchasing' }, LIST, { label: title }]}
        actions={order.data ? <OrderActions order={order.data} /> : null}
      />
      <DocumentState id={id} query={order} noun="purchase order" list={LIST}>
        {(data) => (
          <>
            <DetailsCard>
              <Detail label="Supplier">
                {data.supplier ? (
                  <Link component={RouterLink} to={`/purchasing/suppliers/${data.supplierId}`}>
                    {data.supplier.supplierName}
                  </Link>
                ) : null}
              </Detail>
              <Detail label="Receiving Location">{data.receivingWarehouse?.name}</Detail>
              <Detail label="Status">
                <PurchaseOrderStatusChip status={data.status} />
              </Detail>
              <Detail label="Total">{formatMoney(data.total)}</Detail>
              <Detail label="Order Date">{formatDate(data.orderDate)}</Detail>
              <Detail label="Expected Date">{formatDate(data.expectedDate)}</Detail>
              <Detail label="Created By">{userName(data.createdByUser)}</Detail>
              {data.endedAt ? (
                <Detail label={data.status === 'CANCELLED' ? 'Cancelled' : 'Closed'}>
                  {[userName(data.endedByUser), formatDateTime(data.endedAt)].filter(Boolean).join(' · ')}
                </Detail>
              ) : null}
              <Detail label="Notes" wide>
                {data.notes}
              </Detail>
            </DetailsCard>
            <OrderLines order={data} />
            <OrderReceipts order={data} />
          </>
        )}
      </DocumentState>
    </Box>
  );
}

/** /purchasing/purchase-orders/:id — one order: its lines with what came, its receipts, and what its status allows. */
export default function PurchaseOrderDetailsPage() {
  return (
    <PermissionGate
      permission={['View Purchase Orders', 'Create Purchase Orders']}
      header={<PageHeader title="Purchase Order" breadcrumbs={[{ label: 'Purchasing' }, LIST]} />}
    >
      <PurchaseOrderDetails />
    </PermissionGate>
  );
}
