import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import {
  Alert,
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
import DeleteIcon from '@mui/icons-material/Delete';
import EventIcon from '@mui/icons-material/Event';
import PointOfSaleIcon from '@mui/icons-material/PointOfSale';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import PrintIcon from '@mui/icons-material/Print';
import SendIcon from '@mui/icons-material/Send';
import { PageHeader } from '@/components/page-header/page-header';
import { ApiError, errorMessage } from '@/lib/api-client';
import { formatMoney } from '@/lib/format';
import { notify } from '@/lib/notify';
import { PermissionGate } from '@/lib/permission-gate';
import { useCan } from '@/lib/permissions';
import { usePaymentTypeOptions } from '@/lib/reference-data/payment-types';
import { useQuotation } from '../api/get-quotation';
import { usePrintQuotationPdf } from '../api/print-quotation-pdf';
import { Detail, DetailGrid, SectionCard } from '@/components/document-details/document-details';
import { CustomerCard } from '@/components/document-details/customer-card';
import { DocumentLinesTable } from '../components/document-lines-table';
import { QUOTATION_STATUS, StatusChip } from '../components/status-chip';
import { TotalsSummary } from '../components/totals-summary';
import { quotationAllows, useQuotationActions } from '../components/use-quotation-actions';
import { formatDateTime, formatDay } from '../lib/dates';
import { countTopLines } from '../lib/document-lines';
import { quotationTerminalPath } from '../lib/terminal-paths';
import { userName, VIEW_QUOTATIONS, type Quotation } from '../types';

const STATUS_NOTES: Partial<Record<Quotation['status'], string>> = {
  DRAFT: 'A draft: no stock has moved. Post it once it is sent to the customer.',
  POSTED: 'Sent to the customer. No stock moves until it becomes a sales order.',
  EXPIRED: 'Its valid-until date has passed. Change the date to convert it.',
};

function PlannedPayments({ quotation }: { quotation: Quotation }) {
  const types = usePaymentTypeOptions();
  const nameOf = (id: number) => types.data?.find((t) => t.id === id)?.name ?? `Payment type #${id}`;
  if (quotation.payments.length === 0)
    return (
      <Typography sx={{ p: 2 }} color="text.secondary">
        No payments planned.
      </Typography>
    );
  return (
    <Table size="small" aria-label="Planned payments">
      <TableHead>
        <TableRow>
          <TableCell>Payment Type</TableCell>
          <TableCell>Reference</TableCell>
          <TableCell>Notes</TableCell>
          <TableCell align="right">Amount</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {quotation.payments.map((p, i) => (
          <TableRow key={`${p.paymentTypeId}-${i}`}>
            <TableCell>{nameOf(p.paymentTypeId)}</TableCell>
            <TableCell>{p.referenceNumber || '—'}</TableCell>
            <TableCell>{p.notes || '—'}</TableCell>
            <TableCell align="right" sx={{ fontWeight: 600 }}>
              {formatMoney(p.paidAmount)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function QuotationDetails({ id }: { id: number }) {
  const navigate = useNavigate();
  const quotation = useQuotation(id);
  const data = quotation.data;
  const canPost = useCan('Update Quotation Status');
  const canChangeDate = useCan(['Edit Quotations', 'Update Quotation Status']);
  const canGenerate = useCan('Generate Sales Order');
  const canOpenAtTerminal = useCan('Edit Quotations');
  const canDelete = useCan('Delete Quotations');
  const actions = useQuotationActions({ onDeleted: () => void navigate('/sales/quotations') });
  const pdf = usePrintQuotationPdf();

  const title = data?.quotationNumber ?? 'Quotation';
  const breadcrumbs = [{ label: 'Sales' }, { label: 'Quotations', to: '/sales/quotations' }, { label: title }];
  const notFound = quotation.error instanceof ApiError && quotation.error.status === 404;

  const buttons = data ? (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', justifyContent: 'flex-end' }}>
      {canPost && quotationAllows.post(data) ? (
        <Button variant="outlined" startIcon={<SendIcon />} disabled={actions.posting} onClick={() => actions.post(data)}>
          Post
        </Button>
      ) : null}
      {canChangeDate && quotationAllows.changeValidUntil(data) ? (
        <Button variant="outlined" startIcon={<EventIcon />} onClick={() => actions.askValidUntil(data)}>
          Change Valid Until
        </Button>
      ) : null}
      {canOpenAtTerminal && quotationAllows.openAtTerminal(data) ? (
        <Button variant="outlined" startIcon={<PointOfSaleIcon />} onClick={() => void navigate(quotationTerminalPath(data))}>
          Open at Terminal
        </Button>
      ) : null}
      <Button
        variant="outlined"
        startIcon={pdf.isPending ? <CircularProgress size={16} /> : <PrintIcon />}
        disabled={pdf.isPending}
        onClick={() =>
          pdf.mutate(
            { id: data.id, quotationNumber: data.quotationNumber, tab: window.open('', '_blank') },
            { onError: (error) => notify.error(errorMessage(error, 'The quotation could not be printed.')) },
          )
        }
      >
        Print
      </Button>
      {canDelete && quotationAllows.delete(data) ? (
        <Button variant="outlined" color="error" startIcon={<DeleteIcon />} onClick={() => actions.askDelete(data)}>
          Delete
        </Button>
      ) : null}
      {canGenerate && quotationAllows.generate(data) ? (
        <Button variant="contained" startIcon={<ReceiptLongIcon />} onClick={() => actions.askGenerate(data)}>
          Generate Sales Order
        </Button>
      ) : null}
    </Stack>
  ) : null;

  return (
    <Box>
      <PageHeader title={title} breadcrumbs={breadcrumbs} actions={buttons} />
      {notFound ? (
        <Alert severity="warning">
          This quotation does not exist or has been deleted.{' '}
          <Link component={RouterLink} to="/sales/quotations">
            Back to Quotations
          </Link>
        </Alert>
      ) : quotation.error ? (
        <Alert severity="error">{errorMessage(quotation.error, 'The quotation could not be loaded.')}</Alert>
      ) : !data ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
          <CircularProgress aria-label="Loading" />
        </Box>
      ) : (
        <>
          {data.status === 'CONVERTED' && data.salesOrder ? (
            <Alert severity="success" sx={{ mb: 2 }}>
              Converted to sales order{' '}
              <Link component={RouterLink} to={`/sales/sales-orders/${data.salesOrder.id}`} sx={{ fontWeight: 600 }}>
                {data.salesOrder.salesOrderNumber}
              </Link>
              .
            </Alert>
          ) : STATUS_NOTES[data.status] ? (
            <Alert severity={data.status === 'EXPIRED' ? 'warning' : 'info'} sx={{ mb: 2 }}>
              {STATUS_NOTES[data.status]}
            </Alert>
          ) : null}
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
              title="Quotation"
              action={
                <Box sx={{ pr: 1, pt: 0.5 }}>
                  <StatusChip status={data.status} looks={QUOTATION_STATUS} size="medium" />
                </Box>
              }
            >
              <DetailGrid>
                <Detail label="Quotation Number">{data.quotationNumber}</Detail>
                <Detail label="Date">{formatDateTime(data.quotationDate)}</Detail>
                <Detail label="Valid Until">{formatDay(data.validUntilDate)}</Detail>
                <Detail label="Sales Channel">{data.salesChannel?.name}</Detail>
                <Detail label="Prepared By">{userName(data.createdByUser)}</Detail>
                <Detail label="Posted">{data.postedAt ? formatDateTime(data.postedAt) : null}</Detail>
                <Detail label="Public Note" wide>
                  {data.publicNote}
                </Detail>
              </DetailGrid>
            </SectionCard>
            <CustomerCard customer={data.customer} />
          </Box>
          <Box sx={{ mt: 2 }}>
            <SectionCard title="Items" dense>
              <DocumentLinesTable lines={data.quotationItems ?? []} />
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
            <SectionCard title="Planned Payments" dense>
              <PlannedPayments quotation={data} />
            </SectionCard>
            <SectionCard title="Totals">
              <TotalsSummary
                grossTotal={data.grossTotal}
                discountTotal={data.discountTotal}
                taxTotal={data.taxTotal}
                netTotal={data.netTotal}
                orderDiscounts={data.appliedDiscounts ?? []}
                itemCount={countTopLines(data.quotationItems)}
              />
            </SectionCard>
          </Box>
        </>
      )}
      {actions.dialogs}
    </Box>
  );
}

/** /sales/quotations/:id */
export default function QuotationDetailsPage() {
  const id = Number(useParams().id);
  const valid = Number.isSafeInteger(id) && id > 0;
  const header = <PageHeader title="Quotation" breadcrumbs={[{ label: 'Sales' }, { label: 'Quotations', to: '/sales/quotations' }]} />;
  return (
    <PermissionGate permission={VIEW_QUOTATIONS} header={header}>
      {valid ? (
        <QuotationDetails id={id} />
      ) : (
        <>
          {header}
          <Alert severity="warning">This quotation does not exist or has been deleted.</Alert>
        </>
      )}
    </PermissionGate>
  );
}
