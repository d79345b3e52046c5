import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router';
import { Button, Card, CardHeader, Chip, Link, Typography } from '@mui/material';
import type { ApiRecord } from '@oim/shared/api/records';
import { ListTable } from '@/components/list-table/list-table';
import type { ListColumn } from '@/components/list-table/list-table-types';
import { errorMessage } from '@/lib/api-client';
import { useFeatureFlag } from '@/lib/feature-flags';
import { formatDate, formatMoney } from '@/lib/format';
import type { ColumnFilterInput, TableFilter } from '@/lib/list-query';
import { notify } from '@/lib/notify';
import { useCan } from '@/lib/permissions';
import { listQueryOptions } from '@/lib/use-list';
import { useApplyCustomerCredit } from './api/apply-customer-credit';

export type CustomerCredit = ApiRecord<'customerCredits'>;

/** How a credit's status reads and looks, wherever credits are listed. */
export const CREDIT_STATUS: Record<CustomerCredit['status'], { label: string; color: 'success' | 'default' | 'error' }> = {
  OPEN: { label: 'Open', color: 'success' },
  USED: { label: 'Used', color: 'default' },
  VOIDED: { label: 'Voided', color: 'error' },
};

/** The Apply Credit button of an open credit with a balance, for a user with Create RMA. */
export function ApplyCreditButton({ credit }: { credit: Pick<CustomerCredit, 'id' | 'status' | 'balance'> }) {
  const mayApply = useCan('Create RMA');
  const apply = useApplyCustomerCredit();
  if (!mayApply || credit.status !== 'OPEN' || !(credit.balance > 0)) return null;
  return (
    <Button
      size="small"
      variant="outlined"
      disabled={apply.isPending}
      onClick={() =>
        apply.mutate(credit.id, {
          onSuccess: (answer) => notify.success(answer.message || 'The credit was applied.'),
          onError: (error) => notify.error(errorMessage(error)),
        })
      }
    >
      Apply Credit
    </Button>
  );
}

const columns: ListColumn<CustomerCredit>[] = [
  {
    field: 'rma',
    header: 'Return',
    type: 'relation',
    path: 'rma.rmaNumber',
    sortable: false,
    width: 140,
    render: (c) =>
      c.rma ? (
        <Link component={RouterLink} to={`/rma-warranty/rma/${c.rmaId}`} sx={{ fontWeight: 600 }}>
          {c.rma.rmaNumber}
        </Link>
      ) : null,
  },
  { field: 'createdAt', header: 'Date', type: 'date', width: 130, render: (c) => formatDate(c.createdAt) },
  { field: 'amount', header: 'Amount', type: 'currency', width: 120 },
  {
    field: 'balance',
    header: 'Balance',
    type: 'currency',
    width: 120,
    render: (c) => (
      <Typography variant="body2" component="span" sx={{ fontWeight: 600 }}>
        {formatMoney(c.balance)}
      </Typography>
    ),
  },
  {
    field: 'status',
    header: 'Status',
    type: 'enum',
    enumLabels: Object.fromEntries(Object.entries(CREDIT_STATUS).map(([k, v]) => [k, v.label])),
    filter: 'enum',
    width: 110,
    render: (c) => (
      <Chip
        size="small"
        variant="outlined"
        sx={{ fontWeight: 600 }}
        label={CREDIT_STATUS[c.status].label}
        color={CREDIT_STATUS[c.status].color}
      />
    ),
  },
  { field: 'apply', header: '', sortable: false, width: 140, render: (c) => <ApplyCreditButton credit={c} /> },
];

const RELATIONS = ['rma'];
const NEWEST_FIRST = { column: 'id', direction: 'desc' } as const;
const creditsQueryOptions = (filter: TableFilter) => listQueryOptions<CustomerCredit>('rma-warranty/customer-credits', filter);

/**
 * The store credit returns left a customer (for a viewer with View RMA, while returns are on): each
 * credit with its return, amount and what is left, and Apply Credit to take it off what the customer
 * owes now, e.g. a sale just rung up on their charge payment type.
 */
export function CustomerStoreCredits({ customerId }: { customerId: number }) {
  const mayView = useCan('View RMA');
  const returnsOn = useFeatureFlag('rma_warranty_module');
  const byCustomer = useMemo<ColumnFilterInput[]>(() => [{ column: 'customerId', value: customerId, type: 'number' }], [customerId]);
  if (!mayView || !returnsOn) return null;
  return (
    <Card variant="outlined" sx={{ mb: 2 }} component="section" aria-label="Store credit">
      <CardHeader
        title="Store Credit"
        subheader="To use a credit, ring the sale up on the customer's charge payment type, then apply the credit here."
        slotProps={{ title: { variant: 'h6', component: 'h2' }, subheader: { variant: 'body2' } }}
      />
      <ListTable<CustomerCredit>
        dense
        queryOptions={creditsQueryOptions}
        columns={columns}
        relations={RELATIONS}
        baseFilters={byCustomer}
        defaultSort={NEWEST_FIRST}
        defaultPageSize={5}
        search={false}
      />
    </Card>
  );
}
