import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { Card, CardHeader } from '@mui/material';
import { ListTable } from '@/components/list-table/list-table';
import type { RowAction } from '@/components/list-table/list-table-types';
import type { ColumnFilterInput } from '@/lib/list-query';
import { useCan } from '@/lib/permissions';
import { RECEIVABLES_SIDE } from './account-side';
import { getPaymentsQueryOptions, getReceivablesQueryOptions } from './api/get-finance-lists';
import { paymentColumns, receivableColumns } from './finance-columns';
import { RECEIVABLE_NUMBER_RELATION, type Payment, type Receivable } from './finance-types';

const receivables = receivableColumns({ withCustomer: false });
const payments = paymentColumns({ partyField: null });
const DUE_SORT = { column: 'dueDate', direction: 'desc' } as const;
const PAID_SORT = { column: 'paymentDate', direction: 'desc' } as const;
const PAYMENT_RELATIONS = ['paymentType', 'allocations'];
const RECEIVABLE_RELATIONS = [RECEIVABLE_NUMBER_RELATION];

/**
 * A customer's credit history, for a viewer with View Receivables: every receivable of their sales
 * on credit (a row opens the sale) and every collection from them, newest first.
 */
export function CustomerCreditHistory({ customerId }: { customerId: number }) {
  const navigate = useNavigate();
  const mayView = useCan(RECEIVABLES_SIDE.viewPermission);
  const byCustomer = useMemo<ColumnFilterInput[]>(() => [{ column: 'customerId', value: customerId, type: 'number' }], [customerId]);
  const collections = useMemo<ColumnFilterInput[]>(() => [...byCustomer, { column: 'direction', value: 'IN', type: 'enum' }], [byCustomer]);
  const openSale = useMemo<RowAction<Receivable>[]>(
    // An opening balance (no sale) has no page of its own to open.
    () => [
      { name: 'row-click', onClick: (r) => (r.salesOrderId === null ? undefined : void navigate(`/sales/sales-orders/${r.salesOrderId}`)) },
    ],
    [navigate],
  );
  if (!mayView) return null;
  return (
    <>
      <Card variant="outlined" sx={{ mb: 2 }} component="section" aria-label="Credit history">
        <CardHeader title="Credit History" slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
        <ListTable<Receivable>
          dense
          queryOptions={getReceivablesQueryOptions}
          columns={receivables}
          relations={RECEIVABLE_RELATIONS}
          baseFilters={byCustomer}
          defaultSort={DUE_SORT}
          defaultPageSize={10}
          // The API searches no text of a receivable.
          search={false}
          rowActions={openSale}
        />
      </Card>
      <Card variant="outlined" sx={{ mb: 2 }} component="section" aria-label="Collections">
        <CardHeader title="Collections" slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
        <ListTable<Payment>
          dense
          queryOptions={getPaymentsQueryOptions}
          columns={payments}
          relations={PAYMENT_RELATIONS}
          baseFilters={collections}
          defaultSort={PAID_SORT}
          defaultPageSize={10}
          search={{ placeholder: 'Search payment # or reference #' }}
        />
      </Card>
    </>
  );
}
