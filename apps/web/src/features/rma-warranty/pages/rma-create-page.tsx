import { useEffect, useMemo, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { Alert, Box, Button, Card, CardContent, CircularProgress, Link, Stack, TextField, Typography } from '@mui/material';
import { EntityAutocomplete } from '@/components/autocomplete/entity-autocomplete';
import { FeatureGate } from '@/components/feature-gate/feature-gate';
import type { Breadcrumb } from '@/components/list-table/list-table-types';
import { PageHeader } from '@/components/page-header/page-header';
import { ApiError, errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/days';
import { notify } from '@/lib/notify';
import { PermissionGate } from '@/lib/permission-gate';
import { useStockLocationOptions } from '@/lib/reference-data/stock-locations';
import { useCreateRma } from '../api/create-rma';
import { useReturnable } from '../api/get-returnable';
import { useSaleSummary, type SaleSummary } from '../api/get-sale-summary';
import { RefundFields } from '../components/refund-fields';
import { ReturnLineEditor } from '../components/return-line-editor';
import { buildRmaBody, draftLines, fieldErrorsByLine, type RmaFormState } from '../lib/rma-form';
import { CREATE_RMA, FLAG, MODULE_NAME, type ReturnableLine } from '../types';

const TITLE = 'New RMA';
const LIST = { label: 'RMA', to: '/rma-warranty/rma' };
const BREADCRUMBS: Breadcrumb[] = [{ label: 'RMA & Warranty' }, LIST, { label: TITLE }];

type SaleOption = Pick<SaleSummary, 'id' | 'salesOrderNumber'> & Partial<SaleSummary>;

const idParam = (value: string | null) => {
  const n = Number(value);
  return value !== null && Number.isSafeInteger(n) && n > 0 ? n : null;
};

/** The lines of the chosen sale as editors, the refund's payment type, and Create RMA. */
function ReturnForm({ sale, lines, warrantyId }: { sale: SaleSummary; lines: ReturnableLine[]; warrantyId: number | null }) {
  const navigate = useNavigate();
  const locations = useStockLocationOptions().data ?? [];
  const create = useCreateRma();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [form, setForm] = useState<RmaFormState>(() => ({
    salesOrderId: sale.id,
    notes: '',
    refundPaymentTypeId: '',
    refundReferenceNumber: '',
    lines: draftLines(lines, { restockTo: sale.locationId ?? '', warrantyId }),
  }));
  const refunding = form.lines.some((l) => l.selected && l.resolution === 'REFUND');
  const chosen = form.lines.filter((l) => l.selected).length;

  const submit = async () => {
    const body = buildRmaBody(form, lines);
    setErrors({});
    try {
      const answer = await create.mutateAsync(body);
      notify.success(answer.message || `${answer.data.rmaNumber} created.`);
      void navigate(`/rma-warranty/rma/${answer.data.id}`, { replace: true });
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) setErrors(fieldErrorsByLine(error.errors, body));
      notify.error(errorMessage(error));
    }
  };
  const lineErrors = (id: number) =>
    Object.fromEntries(
      Object.entries(errors)
        .filter(([key]) => key.startsWith(`line:${id}:`))
        .map(([key, message]) => [key.slice(`line:${id}:`.length), message]),
    );
  const general = Object.entries(errors).filter(
    ([key]) => !key.startsWith('line:') && key !== 'refundPaymentTypeId' && key !== 'refundReferenceNumber',
  );

  return (
    <Stack spacing={2}>
      {lines.length === 0 ? <Alert severity="info">This sale has nothing that can be returned (services are not returnable).</Alert> : null}
      {lines.map((line, index) => (
        <ReturnLineEditor
          key={line.salesOrderLineId}
          line={line}
          draft={form.lines[index]!}
          locations={locations}
          shelfLocationId={sale.locationId ?? ''}
          errors={lineErrors(line.salesOrderLineId)}
          onChange={(draft) => setForm((f) => ({ ...f, lines: f.lines.map((l, i) => (i === index ? draft : l)) }))}
        />
      ))}
      <Card variant="outlined">
        <CardContent sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
          {refunding ? (
            <RefundFields
              paymentTypeId={form.refundPaymentTypeId}
              onPaymentTypeChange={(id) => setForm((f) => ({ ...f, refundPaymentTypeId: id }))}
              reference={form.refundReferenceNumber}
              onReferenceChange={(reference) => setForm((f) => ({ ...f, refundReferenceNumber: reference }))}
              errors={{ paymentType: errors.refundPaymentTypeId, reference: errors.refundReferenceNumber }}
              hint="How the money goes back; a credit sale’s open balance is reduced first"
            />
          ) : null}
          <TextField
            size="small"
            label="Notes"
            multiline
            value={form.notes}
            onChange={(e) => setForm((f) => ({ ...f, notes: e.target.value }))}
            sx={{ gridColumn: refunding ? undefined : '1 / -1' }}
            slotProps={{ htmlInput: { maxLength: 2000 } }}
          />
        </CardContent>
      </Card>
      {general.map(([key, message]) => (
        <Alert key={key} severity="error">
          {message}
        </Alert>
      ))}
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button onClick={() => void navigate(-1)} disabled={create.isPending}>
          Cancel
        </Button>
        <Button
          variant="contained"
          disabled={create.isPending || chosen === 0}
          startIcon={create.isPending ? <CircularProgress size={16} /> : undefined}
          onClick={() => void submit()}
        >
          Create RMA
        </Button>
      </Stack>
    </Stack>
  );
}

function RmaCreate() {
  const [params, setParams] = useSearchParams();
  const salesOrderId = idParam(params.get('salesOrderId'));
  const warrantyId = idParam(params.get('warrantyId'));
  const sale = useSaleSummary(salesOrderId);
  const returnable = useReturnable(salesOrderId);
  const [picked, setPicked] = useState<SaleOption | null>(null);
  const current = useMemo<SaleOption | null>(() => sale.data ?? picked, [sale.data, picked]);
  useEffect(() => {
    if (sale.data) setPicked(sale.data);
  }, [sale.data]);

  const choose = (option: SaleOption | null) => {
    setPicked(option);
    const next = new URLSearchParams();
    if (option) next.set('salesOrderId', String(option.id));
    setParams(next, { replace: true });
  };

  return (
    <Box>
      <PageHeader title={sale.data ? `Return from ${sale.data.salesOrderNumber}` : TITLE} breadcrumbs={BREADCRUMBS} />
      <Card variant="outlined" sx={{ mb: 2 }}>
        <CardContent sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 2fr' }, alignItems: 'center' }}>
          <EntityAutocomplete<SaleOption>
            resource="sales/sales-orders"
            nameField="salesOrderNumber"
            label="Sale"
            placeholder="Sales order #, e.g. SO-000123"
            relations={['customer']}
            value={current}
            onChange={choose}
            getOptionDetail={(s) =>
              [s.customer?.customerName, s.salesOrderDate ? formatDateTime(s.salesOrderDate) : null].filter(Boolean).join(' · ')
            }
            required
            autoFocus={salesOrderId === null}
          />
          {sale.data ? (
            <Typography variant="body2">
              {sale.data.customer?.customerName ?? 'Customer'} · {formatDateTime(sale.data.salesOrderDate)} · sold from{' '}
              {sale.data.location?.name ?? '—'} ·{' '}
              <Link component={RouterLink} to={`/sales/sales-orders/${sale.data.id}`}>
                View sale
              </Link>
            </Typography>
          ) : (
            <Typography variant="body2" color="text.secondary">
              Pick the sale the goods were bought on; its lines and serial numbers are offered below.
            </Typography>
          )}
        </CardContent>
      </Card>
      {salesOrderId === null ? null : returnable.error || sale.error ? (
        <Alert severity="error">{errorMessage(returnable.error ?? sale.error, 'The sale could not be loaded.')}</Alert>
      ) : !returnable.data || !sale.data ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
          <CircularProgress aria-label="Loading the sale" />
        </Box>
      ) : returnable.data.status === 'VOIDED' ? (
        <Alert severity="warning">This sale was voided: its goods are back in stock, so nothing can be returned.</Alert>
      ) : (
        <ReturnForm key={sale.data.id} sale={sale.data} lines={returnable.data.lines} warrantyId={warrantyId} />
      )}
    </Box>
  );
}

/** /rma-warranty/rma/new[?salesOrderId=&warrantyId=] — a customer return from one sale. */
export default function RmaCreatePage() {
  return (
    <FeatureGate flag={FLAG} title={TITLE} breadcrumbs={BREADCRUMBS} moduleName={MODULE_NAME}>
      <PermissionGate permission={CREATE_RMA} header={<PageHeader title={TITLE} breadcrumbs={BREADCRUMBS} />}>
        <RmaCreate />
      </PermissionGate>
    </FeatureGate>
  );
}
