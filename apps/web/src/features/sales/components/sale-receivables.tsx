import { useQuery } from '@tanstack/react-query';
import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { sumCentavos, toCentavos, toPesos } from '@oim/shared/pos/money';
import { FinanceStatusChip } from '@/components/finance/finance-columns';
import { PAYMENTS_RESOURCE, receivableNumber, type Payment, type Receivable } from '@/components/finance/finance-types';
import { formatDate, formatMoney } from '@/lib/format';
import type { TableFilter } from '@/lib/list-query';
import { useCan } from '@/lib/permissions';
import { fetchList, resourceKeys } from '@/lib/use-list';
import { SectionCard } from '@/components/document-details/document-details';

/** A sale's dues: one per credit line, or the schedule of an installment line. */
export function SaleReceivables({ receivables, saleNumber }: { receivables: Receivable[]; saleNumber: string }) {
  if (receivables.length === 0) return null;
  return (
    <SectionCard title="Receivables" dense>
      <Table size="small" aria-label="Receivables">
        <TableHead>
          <TableRow>
            <TableCell>Document</TableCell>
            <TableCell>Due</TableCell>
            <TableCell align="right">Amount</TableCell>
            <TableCell align="right">Paid</TableCell>
            <TableCell align="right">Balance</TableCell>
            <TableCell>Status</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {receivables.map((r) => (
            <TableRow key={r.id}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {receivableNumber(r, saleNumber)}
                {r.installmentCount > 1 ? (
                  <Typography component="span" variant="caption" color="text.secondary">
                    {' '}
                    ({r.installmentNumber} of {r.installmentCount})
                  </Typography>
                ) : null}
              </TableCell>
              <TableCell sx={r.overdue ? { color: 'error.main' } : undefined}>{formatDate(r.dueDate)}</TableCell>
              <TableCell align="right">{formatMoney(r.amount)}</TableCell>
              <TableCell align="right">{formatMoney(r.paid)}</TableCell>
              <TableCell align="right" sx={{ fontWeight: 600 }}>
                {formatMoney(r.balance)}
              </TableCell>
              <TableCell>
                <FinanceStatusChip status={r.status} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </SectionCard>
  );
}

/** GET finance/payments?salesOrderId=: the collections allocated to one sale, with what they paid of it. */
function useSaleCollections(salesOrderId: number, enabled: boolean) {
  const filter: TableFilter = {
    // Refunds and credits of the sale's returns are shown with its returns.
    columnFilters: [
      { column: 'salesOrderId', value: salesOrderId, type: 'number' },
      { column: 'kind', value: 'COLLECTION', type: 'enum' },
    ],
    relations: ['allocations', 'paymentType'],
    sort: { column: 'paymentDate', direction: 'asc' },
    pagination: { page: 1, pageSize: 100 },
  };
  return useQuery({
    queryKey: resourceKeys.list(PAYMENTS_RESOURCE, filter),
    queryFn: ({ signal }) => fetchList<Payment>(PAYMENTS_RESOURCE, filter, signal),
    enabled,
  });
}

/** The payments collected against a sale's receivables (View Receivables), voided ones marked. */
export function SaleCollections({ salesOrderId, receivables }: { salesOrderId: number; receivables: Receivable[] }) {
  const mayView = useCan('View Receivables');
  const collections = useSaleCollections(salesOrderId, mayView && receivables.length > 0);
  const rows = collections.data?.data ?? [];
  if (!mayView || receivables.length === 0 || rows.length === 0) return null;
  const ours = new Set(receivables.map((r) => r.id));
  const paidToSale = (p: Payment) =>
    toPesos(
      sumCentavos(
        (p.allocations ?? []).filter((a) => a.receivableId !== null && ours.has(a.receivableId)).map((a) => toCentavos(a.amount)),
      ),
    );
  return (
    <SectionCard title="Collections" dense>
      <Table size="small" aria-label="Collections">
        <TableHead>
          <TableRow>
            <TableCell>Payment #</TableCell>
            <TableCell>Date</TableCell>
            <TableCell>Payment Type</TableCell>
            <TableCell>Reference #</TableCell>
            <TableCell>Paid Documents</TableCell>
            <TableCell align="right">Amount</TableCell>
            <TableCell>Status</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((p) => (
            <TableRow key={p.id} sx={p.status === 'VOIDED' ? { '& td': { color: 'text.secondary' } } : undefined}>
              <TableCell>{p.paymentNumber}</TableCell>
              <TableCell>{formatDate(p.paymentDate)}</TableCell>
              <TableCell>{p.paymentType?.name}</TableCell>
              <TableCell>{p.referenceNumber}</TableCell>
              <TableCell>
                {(p.allocations ?? [])
                  .filter((a) => a.receivableId !== null && ours.has(a.receivableId))
                  .map((a) => a.documentNumber)
                  .join(', ')}
              </TableCell>
              <TableCell align="right">{formatMoney(paidToSale(p))}</TableCell>
              <TableCell>
                <FinanceStatusChip status={p.status} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </SectionCard>
  );
}
