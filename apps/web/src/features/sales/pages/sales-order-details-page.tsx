import { useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import {
  Alert,
  AlertTitle,
  Box,
  Button,
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
import AssignmentReturnIcon from '@mui/icons-material/AssignmentReturn';
import BlockIcon from '@mui/icons-material/Block';
import ChecklistIcon from '@mui/icons-material/Checklist';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import PointOfSaleIcon from '@mui/icons-material/PointOfSale';
import PrintIcon from '@mui/icons-material/Print';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toCentavos, toPesos } from '@oim/shared/pos/money';
import { PageHeader } from '@/components/page-header/page-header';
import { printReceipt } from '@/components/receipt/print-receipt';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useFeatureFlag } from '@/lib/feature-flags';
import { formatMoney } from '@/lib/format';
import { notify } from '@/lib/notify';
import { PermissionGate } from '@/lib/permission-gate';
import { useCan } from '@/lib/permissions';
import { useCreatePicklist } from '../api/create-picklist';
import { useDownloadSalesOrderPdf } from '../api/download-sales-order-pdf';
import { usePicklists } from '../api/get-picklists';
import { useQuotationSummary } from '../api/get-quotation';
import { getSalesOrderQueryOptions, useSalesOrder } from '../api/get-sales-order';
import { useSalesOrderItems } from '../api/get-sales-order-items';
import { useSalesOrderSerialNumbers } from '../api/get-sales-order-serial-numbers';
import { Detail, DetailGrid, SectionCard } from '@/components/document-details/document-details';
import { CustomerCard } from '@/components/document-details/customer-card';
import { DocumentLinesTable } from '../components/document-lines-table';
import { PriceReviewNotice } from '../components/price-review-notice';
import { SaleCollections, SaleReceivables } from '../components/sale-receivables';
import { SaleReturns, useSaleReturns } from '../components/sale-returns';
import { SALES_ORDER_STATUS, StatusChip } from '../components/status-chip';
import { TotalsSummary } from '../components/totals-summary';
import { VoidSalesOrderDialog } from '../components/void-sales-order-dialog';
import { formatDateTime } from '../lib/dates';
import { countTopLines } from '../lib/document-lines';
import { settlement } from '../lib/settlement';
import { orderTerminalPath } from '../lib/terminal-paths';
import { userName, VIEW_QUOTATIONS, VIEW_SALES_ORDERS, type SalesOrder, type SalesOrderPayment, type SerialNumber } from '../types';

const CATEGORY_LABELS: Record<string, string> = {
  IMMEDIATE: 'Immediate',
  TRADE_CREDIT: 'Trade credit',
  INSTALLMENT: 'Installment',
  OTHER: 'Other',
};
const SERIAL_STATUS_LABELS: Record<SerialNumber['currentStatus'], string> = {
  IN_STOCK: 'In stock',
  SOLD: 'Sold',
  REFUND: 'Refund',
  RETURNED: 'Returned',
  ADJUSTED_OUT: 'Adjusted out',
};

const money = (value: number | null | undefined) => (value === null || value === undefined ? '—' : formatMoney(value));

function PaymentsTable({ payments }: { payments: SalesOrderPayment[] }) {
  return (
    <Table size="small" aria-label="Payments">
      <TableHead>
        <TableRow>
          <TableCell>Payment Type</TableCell>
          <TableCell>Reference</TableCell>
          <TableCell>Notes</TableCell>
          <TableCell align="right">Amount</TableCell>
          <TableCell align="right">Tendered</TableCell>
          <TableCell align="right">Change</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {payments.map((p) => (
          <TableRow key={p.id}>
            <TableCell>
              <Typography variant="body2" sx={{ fontWeight: 500 }}>
                {p.paymentType?.name ?? `Payment type #${p.paymentTypeId}`}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {CATEGORY_LABELS[p.paymentCategory] ?? p.paymentCategory}
              </Typography>
            </TableCell>
            <TableCell>{p.referenceNumber || '—'}</TableCell>
            <TableCell>{p.notes || '—'}</TableCell>
            <TableCell align="right" sx={{ fontWeight: 600 }}>
              {formatMoney(p.paidAmount)}
            </TableCell>
            <TableCell align="right">{money(p.tenderedAmount)}</TableCell>
            <TableCell align="right">{money(p.change)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function VoidedNotice({ order }: { order: SalesOrder }) {
  const who = userName(order.voidedByUser);
  return (
    <Alert severity="error" variant="outlined" sx={{ mb: 2 }} role="status">
      <AlertTitle>Voided</AlertTitle>
      {`Voided${who ? ` by ${who}` : ''}${order.voidedAt ? ` on ${formatDateTime(order.voidedAt)}` : ''}.`}
      {order.voidReason ? (
        <Box component="span" sx={{ display: 'block' }}>
          Reason: {order.voidReason}
        </Box>
      ) : null}
      <Box component="span" sx={{ display: 'block', mt: 0.5 }}>
        Its stock and serial numbers went back and its receivables were cancelled.
      </Box>
    </Alert>
  );
}

function SalesOrderDetails({ id }: { id: number }) {
  const navigate = useNavigate();
  const order = useSalesOrder(id);
  const items = useSalesOrderItems(id);
  const data = order.data;
  const hasSerials = (items.data ?? []).some((i) => i.serialNumbers.length > 0);
  const saleReceivables = data?.receivables ?? [];
  const serials = useSalesOrderSerialNumbers(id, hasSerials);
  const picklistsOn = useFeatureFlag('picklist_module');
  const canSeePicklists = useCan('View Picklist') && picklistsOn;
  const existingPicklist = usePicklists(
    { columnFilters: [{ column: 'salesOrderId', value: id, type: 'number' }], pagination: { page: 1, pageSize: 1 } },
    { enabled: canSeePicklists && data !== undefined },
  );
  const picklist = existingPicklist.data?.data[0];
  const quotation = useQuotationSummary(data?.quotationId ?? null, useCan(VIEW_QUOTATIONS));

  const canOpenAtTerminal = useCan('Edit Sales Orders');
  const canVoid = useCan('Delete Sales Orders');
  const canCreatePicklist = useCan('Create Picklist') && picklistsOn;
  const rmaOn = useFeatureFlag('rma_warranty_module');
  const canCreateRma = useCan('Create RMA') && rmaOn;
  const pdf = useDownloadSalesOrderPdf();
  const createPicklist = useCreatePicklist();
  const [voidOpen, setVoidOpen] = useState(false);
  const queryClient = useQueryClient();
  const receipt = useMutation({
    mutationFn: (reprint: boolean) => printReceipt(id, { reprint }),
    onError: (error) => notify.error(errorMessage(error, 'The receipt could not be printed.')),
    // The print count decides whether the next one is a reprint.
    onSettled: () => queryClient.invalidateQueries({ queryKey: getSalesOrderQueryOptions(id).queryKey }),
  });

  const title = data?.salesOrderNumber ?? 'Sales Order';
  const breadcrumbs = [{ label: 'Sales' }, { label: 'Sales Orders', to: '/sales/sales-orders' }, { label: title }];
  const notFound = order.error instanceof ApiError && order.error.status === 404;
  const completed = data?.status === 'COMPLETED';
  // A sale with returns is neither edited nor voided.
  const { hasReturns } = useSaleReturns(id);
  const hasGoods = (items.data ?? []).some((i) => i.productType === 'PRODUCT');

  const makePicklist = async () => {
    if (!data) return;
    try {
      const answer = await createPicklist.mutateAsync(data.id);
      notify.success(answer.message || 'Picklist created successfully.');
      if (canSeePicklists) void navigate(`/sales/picklists/${answer.data.id}`);
    } catch (error) {
      notify.error(errorMessage(error));
    }
  };

  const actions = data ? (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', justifyContent: 'flex-end' }}>
      {completed && canOpenAtTerminal && !hasReturns ? (
        <Button variant="outlined" startIcon={<PointOfSaleIcon />} onClick={() => void navigate(orderTerminalPath(data))}>
          Open at Terminal
        </Button>
      ) : null}
      {data.status !== 'VOIDED' ? (
        <Button
          variant="outlined"
          startIcon={receipt.isPending ? <CircularProgress size={16} /> : <PrintIcon />}
          disabled={receipt.isPending}
          onClick={() => receipt.mutate(data.receiptPrints > 0)}
        >
          {data.receiptPrints > 0 ? 'Reprint Receipt' : 'Print Receipt'}
        </Button>
      ) : null}
      <Button
        variant="outlined"
        startIcon={pdf.isPending ? <CircularProgress size={16} /> : <PictureAsPdfIcon />}
        disabled={pdf.isPending}
        onClick={() =>
          pdf.mutate(
            { id: data.id, salesOrderNumber: data.salesOrderNumber },
            { onError: (error) => notify.error(errorMessage(error, 'The PDF could not be made.')) },
          )
        }
      >
        Download PDF
      </Button>
      {completed && canCreatePicklist && hasGoods && !picklist ? (
        <Button variant="outlined" startIcon={<ChecklistIcon />} disabled={createPicklist.isPending} onClick={() => void makePicklist()}>
          Create Picklist
        </Button>
      ) : null}
      {completed && canCreateRma && hasGoods ? (
        <Button
          variant="outlined"
          startIcon={<AssignmentReturnIcon />}
          onClick={() => void navigate(`/rma-warranty/rma/new?salesOrderId=${data.id}`)}
        >
          Create RMA
        </Button>
      ) : null}
      {completed && canVoid && !hasReturns ? (
        <Button variant="outlined" color="error" startIcon={<BlockIcon />} onClick={() => setVoidOpen(true)}>
          Void
        </Button>
      ) : null}
    </Stack>
  ) : null;

  return (
    <Box>
      <PageHeader title={title} breadcrumbs={breadcrumbs} actions={actions} />
      {notFound ? (
        <Alert severity="warning">
          This sales order does not exist.{' '}
          <Link component={RouterLink} to="/sales/sales-orders">
            Back to Sales Orders
          </Link>
        </Alert>
      ) : order.error ? (
        <Alert severity="error">{errorMessage(order.error, 'The sales order could not be loaded.')}</Alert>
      ) : !data ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
          <CircularProgress aria-label="Loading" />
        </Box>
      ) : (
        <>
          {data.status === 'VOIDED' ? <VoidedNotice order={data} /> : null}
          <PriceReviewNotice order={data} />
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', lg: '2fr 1fr' },
              alignItems: 'start',
              '& > section': { mb: 0 },
            }}
          >
            <SectionCard
              title="Order"
              action={
                <Box sx={{ pr: 1, pt: 0.5 }}>
                  <StatusChip status={data.status} looks={SALES_ORDER_STATUS} size="medium" />
                </Box>
              }
            >
              <DetailGrid>
                <Detail label="Order Number">{data.salesOrderNumber}</Detail>
                <Detail label="Date">{formatDateTime(data.salesOrderDate)}</Detail>
                <Detail label="Sales Channel">{data.salesChannel?.name}</Detail>
                <Detail label="Stock Location">{data.location?.name}</Detail>
                <Detail label="Cashier">{userName(data.createdByUser)}</Detail>
                {data.quotationId ? (
                  <Detail label="From Quotation">
                    <Link component={RouterLink} to={`/sales/quotations/${data.quotationId}`}>
                      {quotation.data?.quotationNumber ?? 'View quotation'}
                    </Link>
                  </Detail>
                ) : null}
                {picklist ? (
                  <Detail label="Picklist">
                    <Link component={RouterLink} to={`/sales/picklists/${picklist.id}`}>
                      {picklist.picklistNumber}
                    </Link>
                  </Detail>
                ) : null}
                <Detail label="Receipt">
                  {data.receiptPrints > 0
                    ? `Printed ${data.receiptPrints} ${data.receiptPrints === 1 ? 'time' : 'times'}`
                    : 'Not printed yet'}
                </Detail>
                <Detail label="Public Note" wide>
                  {data.publicNote}
                </Detail>
              </DetailGrid>
            </SectionCard>
            <CustomerCard customer={data.customer} />
          </Box>
          <Box sx={{ mt: 2 }}>
            <SectionCard title="Items" dense>
              {items.error ? (
                <Alert severity="error" sx={{ m: 2 }}>
                  {errorMessage(items.error, 'The items could not be loaded.')}
                </Alert>
              ) : !items.data ? (
                <Box sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
                  <CircularProgress size={24} aria-label="Loading items" />
                </Box>
              ) : (
                <DocumentLinesTable lines={items.data} />
              )}
            </SectionCard>
          </Box>
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', lg: '2fr 1fr' },
              alignItems: 'start',
              '& > *': { minWidth: 0 },
            }}
          >
            <Box>
              <SectionCard title="Payments" dense>
                <PaymentsTable payments={data.paymentTerms ?? []} />
              </SectionCard>
              <SaleReceivables receivables={saleReceivables} saleNumber={data.salesOrderNumber} />
              <SaleCollections salesOrderId={data.id} receivables={saleReceivables} />
              <SaleReturns salesOrderId={data.id} />
              {hasSerials ? (
                <SectionCard title="Serial Numbers" dense>
                  <Table size="small" aria-label="Serial numbers">
                    <TableHead>
                      <TableRow>
                        <TableCell>Serial Number</TableCell>
                        <TableCell>Product</TableCell>
                        <TableCell>Status Now</TableCell>
                      </TableRow>
                    </TableHead>
                    <TableBody>
                      {(serials.data ?? []).map((s) => (
                        <TableRow key={s.id}>
                          <TableCell sx={{ fontFamily: 'monospace' }}>{s.serialNumber}</TableCell>
                          <TableCell>
                            {items.data?.find((i) => i.productId === s.productId)?.productName ?? `Product #${s.productId}`}
                          </TableCell>
                          <TableCell>{SERIAL_STATUS_LABELS[s.currentStatus] ?? s.currentStatus}</TableCell>
                        </TableRow>
                      ))}
                    </TableBody>
                  </Table>
                </SectionCard>
              ) : null}
            </Box>
            <SectionCard title="Totals">
              <TotalsSummary
                grossTotal={data.grossTotal}
                discountTotal={data.discountTotal}
                taxTotal={data.taxTotal}
                netTotal={data.netTotal}
                orderDiscounts={data.appliedDiscounts ?? []}
                itemCount={countTopLines(items.data)}
                paidAmountTotal={settlement(data).paid}
                balanceDue={data.status === 'VOIDED' ? 0 : settlement(data).balanceDue}
                change={toPesos((data.paymentTerms ?? []).reduce((sum, p) => sum + toCentavos(p.change ?? 0), 0))}
              />
            </SectionCard>
          </Box>
        </>
      )}
      {data ? <VoidSalesOrderDialog open={voidOpen} order={data} onClose={() => setVoidOpen(false)} /> : null}
    </Box>
  );
}

/** /sales/sales-orders/:id — one sale: lines, payments, receivables, totals, and what may be done with it. */
export default function SalesOrderDetailsPage() {
  const id = Number(useParams().id);
  const valid = Number.isSafeInteger(id) && id > 0;
  const header = (
    <PageHeader title="Sales Order" breadcrumbs={[{ label: 'Sales' }, { label: 'Sales Orders', to: '/sales/sales-orders' }]} />
  );
  return (
    <PermissionGate permission={VIEW_SALES_ORDERS} header={header}>
      {valid ? (
        <SalesOrderDetails id={id} />
      ) : (
        <>
          {header}
          <Alert severity="warning">This sales order does not exist.</Alert>
        </>
      )}
    </PermissionGate>
  );
}
