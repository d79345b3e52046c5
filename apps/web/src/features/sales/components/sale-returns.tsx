import { Link as RouterLink } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Link, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useFeatureFlag } from '@/lib/feature-flags';
import { formatDate, formatMoney } from '@/lib/format';
import { usePaymentTypeOptions } from '@/lib/reference-data/payment-types';
import { fetchRecord, resourceKeys } from '@/lib/use-list';
import { SALES_ORDERS_RESOURCE, type SalesOrder } from '../types';
import { SectionCard } from '@/components/document-details/document-details';

const RELATIONS = ['rmas', 'refunds'];
const RMA_STATUS_LABELS: Record<string, string> = {
  REQUESTED: 'Requested',
  RECEIVED: 'Received',
  RESOLVED: 'Resolved',
  REJECTED: 'Rejected',
};
const KIND_LABELS: Record<string, string> = { REFUND: 'Refund paid out', CREDIT: 'Taken off what is owed' };

/** The sale's RMAs and the refunds and credits they posted (asked only while the RMA module is on). */
export function useSaleReturns(salesOrderId: number) {
  const on = useFeatureFlag('rma_warranty_module');
  const answer = useQuery({
    queryKey: resourceKeys.detail(SALES_ORDERS_RESOURCE, salesOrderId, RELATIONS),
    queryFn: () => fetchRecord<SalesOrder>(SALES_ORDERS_RESOURCE, salesOrderId, RELATIONS),
    enabled: on,
  });
  // The server refuses to edit or void a sale with a return that is not rejected.
  const hasReturns = on && (answer.data?.rmas ?? []).some((r) => r.status !== 'REJECTED');
  return { on, answer, hasReturns };
}

/** A sale's returns (RMAs) and the refunds and credits they made, while the RMA module is on. */
export function SaleReturns({ salesOrderId }: { salesOrderId: number }) {
  const { on, answer } = useSaleReturns(salesOrderId);
  const types = usePaymentTypeOptions().data ?? [];
  const rmas = answer.data?.rmas ?? [];
  const refunds = answer.data?.refunds ?? [];
  if (!on || rmas.length === 0) return null;
  const rmaNumber = (id: number | null) => rmas.find((r) => r.id === id)?.rmaNumber ?? '—';
  return (
    <>
      <SectionCard title="Returns" dense>
        <Table size="small" aria-label="Returns">
          <TableHead>
            <TableRow>
              <TableCell>RMA #</TableCell>
              <TableCell>Date</TableCell>
              <TableCell>Status</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rmas.map((r) => (
              <TableRow key={r.id}>
                <TableCell>
                  <Link component={RouterLink} to={`/rma-warranty/rma/${r.id}`}>
                    {r.rmaNumber}
                  </Link>
                </TableCell>
                <TableCell>{formatDate(r.rmaDate)}</TableCell>
                <TableCell>{r.status ? (RMA_STATUS_LABELS[r.status] ?? r.status) : '—'}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </SectionCard>
      {refunds.length > 0 ? (
        <SectionCard title="Refunds" dense>
          <Table size="small" aria-label="Refunds">
            <TableHead>
              <TableRow>
                <TableCell>Payment #</TableCell>
                <TableCell>Date</TableCell>
                <TableCell>What</TableCell>
                <TableCell>Payment Type</TableCell>
                <TableCell>RMA #</TableCell>
                <TableCell align="right">Amount</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {refunds.map((p) => (
                <TableRow key={p.id} sx={p.status === 'VOIDED' ? { '& td': { color: 'text.secondary' } } : undefined}>
                  <TableCell>{p.paymentNumber}</TableCell>
                  <TableCell>{formatDate(p.paymentDate)}</TableCell>
                  <TableCell>{p.kind ? (KIND_LABELS[p.kind] ?? p.kind) : '—'}</TableCell>
                  <TableCell>{types.find((t) => t.id === p.paymentTypeId)?.name ?? '—'}</TableCell>
                  <TableCell>{rmaNumber(p.rmaId ?? null)}</TableCell>
                  <TableCell align="right">{formatMoney(p.amount)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </SectionCard>
      ) : null}
    </>
  );
}
