import { useCallback, useMemo, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { Alert, Box, Button, Card, CardContent, CardHeader, Chip, CircularProgress, Divider, Link, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { AccountBalance } from '@/components/finance/account-balance';
import { RECEIVABLES_SIDE } from '@/components/finance/account-side';
import { CustomerCreditHistory } from '@/components/finance/credit-history';
import { CustomerStoreCredits } from '@/components/finance/store-credits';
import { ListTable } from '@/components/list-table/list-table';
import type { ListColumn, RowAction } from '@/components/list-table/list-table-types';
import { PageHeader } from '@/components/page-header/page-header';
import { Detail } from '@/components/document-details/document-details';
import { ApiError } from '@/lib/api-client';
import { formatDate, formatDateTime, formatMoney } from '@/lib/format';
import type { TableFilter } from '@/lib/list-query';
import { useCan } from '@/lib/permissions';
import { listQueryOptions } from '@/lib/use-list';
import { useCustomer } from '../api/get-customer';
import { CustomerDialog } from '../components/customer-dialog';
import { DefaultIndicator } from '../components/default-indicator';
import { StatementDialog } from '../components/statement-dialog';
import { useCustomerDeletion } from '../components/use-customer-deletion';
import type { Customer } from '../types';

const CATEGORY_LABELS: Record<string, string> = {
  IMMEDIATE: 'Immediate',
  TRADE_CREDIT: 'Trade credit',
  INSTALLMENT: 'Installment',
  OTHER: 'Other',
};

/** A sales order as GET sales/customers/{id}/orders lists it (relations salesChannel, paymentTerms.paymentType). */
type CustomerOrder = {
  id: number;
  salesOrderNumber: string;
  salesOrderDate: string;
  status: 'COMPLETED' | 'VOIDED';
  netTotal: number;
  paidAmountTotal: number;
  salesChannel?: { id: number; name: string } | null;
  paymentTerms?: { paymentTypeId: number; paymentType?: { name: string } | null }[];
};

const ORDER_RELATIONS = ['salesChannel', 'paymentTerms.paymentType'];
const ORDER_SORT = { column: 'salesOrderDate', direction: 'desc' } as const;

function dateTime(value: string): string {
  return formatDateTime(value);
}

const orderColumns: ListColumn<CustomerOrder>[] = [
  {
    field: 'salesOrderNumber',
    header: 'Order #',
    width: 130,
    render: (o) => (
      <Typography variant="body2" component="span" sx={{ fontWeight: 600 }}>
        {o.salesOrderNumber}
      </Typography>
    ),
  },
  { field: 'salesOrderDate', header: 'Date', type: 'date', width: 180, render: (o) => dateTime(o.salesOrderDate) },
  { field: 'salesChannel', header: 'Channel', type: 'relation', path: 'salesChannel.name', sortable: false, minWidth: 120, flex: 1 },
  {
    field: 'payment',
    header: 'Payment',
    sortable: false,
    minWidth: 140,
    flex: 1,
    render: (o) => [...new Set((o.paymentTerms ?? []).map((p) => p.paymentType?.name ?? `#${p.paymentTypeId}`))].join(' + '),
  },
  {
    field: 'netTotal',
    header: 'Net Total',
    type: 'currency',
    width: 140,
    render: (o) => (
      <Box component="span" sx={o.status === 'VOIDED' ? { textDecoration: 'line-through', color: 'text.disabled' } : { fontWeight: 500 }}>
        {formatMoney(o.netTotal)}
      </Box>
    ),
  },
  {
    field: 'status',
    header: 'Status',
    type: 'enum',
    width: 120,
    render: (o) => (
      <Chip
        size="small"
        variant="outlined"
        sx={{ fontWeight: 600 }}
        color={o.status === 'VOIDED' ? 'error' : 'success'}
        label={o.status === 'VOIDED' ? 'Voided' : 'Completed'}
      />
    ),
  },
];

/** The customer's sales orders (GET sales/customers/{id}/orders), newest first; a row opens the order. */
function CustomerOrders({ customerId }: { customerId: number }) {
  const navigate = useNavigate();
  const canOpenOrders = useCan(['View Sales Orders', 'Create Sales Orders']);
  const queryOptions = useCallback(
    (filter: TableFilter) => listQueryOptions<CustomerOrder>(`sales/customers/${customerId}/orders`, filter),
    [customerId],
  );
  const rowActions = useMemo<RowAction<CustomerOrder>[]>(
    () => (canOpenOrders ? [{ name: 'row-click', onClick: (o) => void navigate(`/sales/sales-orders/${o.id}`) }] : []),
    [canOpenOrders, navigate],
  );
  return (
    <Card variant="outlined" sx={{ mb: 2 }} component="section" aria-label="Orders">
      <CardHeader title="Orders" slotProps={{ title: { variant: 'h6' } }} />
      <ListTable<CustomerOrder>
        dense
        queryOptions={queryOptions}
        columns={orderColumns}
        relations={ORDER_RELATIONS}
        defaultSort={ORDER_SORT}
        defaultPageSize={10}
        search={{ placeholder: 'Search order # or note' }}
        rowActions={rowActions}
      />
    </Card>
  );
}

const grid = { display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' }, m: 0 } as const;

function CustomerDetails({ customer }: { customer: Customer }) {
  const paymentType = customer.defaultPaymentType;
  return (
    <>
      <AccountBalance side={RECEIVABLES_SIDE} partyId={customer.id} />
      <Card variant="outlined" sx={{ mb: 2 }}>
        <CardHeader
          title="Customer"
          slotProps={{ title: { variant: 'h6' } }}
          action={<DefaultIndicator isDefault={customer.isDefault} />}
        />
        <Divider />
        <CardContent>
          <Box component="dl" sx={grid}>
            <Detail label="Customer Name">{customer.customerName}</Detail>
            <Detail label="Contact Person">{customer.contactPerson}</Detail>
            <Detail label="Contact Number">{customer.contactNumber}</Detail>
            <Detail label="Email">{customer.email}</Detail>
            <Detail label="TIN">{customer.tin}</Detail>
            <Detail label="Default Payment Type">
              {paymentType ? `${paymentType.name} (${CATEGORY_LABELS[paymentType.category] ?? paymentType.category})` : null}
            </Detail>
            <Detail label="Default Customer for POS">{customer.isDefault ? 'Yes' : 'No'}</Detail>
            <Detail label="Description" wide>
              {customer.description}
            </Detail>
          </Box>
        </CardContent>
      </Card>
      <Card variant="outlined" sx={{ mb: 2 }}>
        <CardHeader title="Address" slotProps={{ title: { variant: 'h6' } }} />
        <Divider />
        <CardContent>
          <Box component="dl" sx={grid}>
            <Detail label="Address" wide>
              {customer.addressText}
            </Detail>
            <Detail label="Address Line One">{customer.addressLineOne}</Detail>
            <Detail label="Address Line Two">{customer.addressLineTwo}</Detail>
            <Detail label="City">{customer.city}</Detail>
            <Detail label="State / Province">{customer.state}</Detail>
            <Detail label="Zip Code">{customer.zipCode}</Detail>
            <Detail label="Country">{customer.country}</Detail>
            <Detail label="Country Code">{customer.countryCode}</Detail>
          </Box>
        </CardContent>
      </Card>
      <CustomerOrders customerId={customer.id} />
      <CustomerCreditHistory customerId={customer.id} />
      <CustomerStoreCredits customerId={customer.id} />
      <Typography variant="caption" color="text.secondary">
        {customer.createdAt ? `Created ${formatDate(customer.createdAt)}` : null}
        {customer.updatedAt ? ` · Updated ${formatDate(customer.updatedAt)}` : null}
      </Typography>
    </>
  );
}

/** /sales/customers/:id — one customer's details, with Edit and Delete by permission. */
export default function CustomerDetailsPage() {
  const params = useParams();
  const navigate = useNavigate();
  const id = Number(params.id);
  const customer = useCustomer(id);
  const canEdit = useCan('Edit Customer');
  const canDelete = useCan('Delete Customer');
  const canPrintStatement = useCan('Print Customer Reports');
  const [editing, setEditing] = useState(false);
  const [statement, setStatement] = useState(false);
  const { askDelete, dialog: deleteDialog } = useCustomerDeletion();

  const breadcrumbs = [
    { label: 'Sales' },
    { label: 'Customers', to: '/sales/customers' },
    { label: customer.data?.customerName ?? 'Customer' },
  ];
  const notFound = !Number.isSafeInteger(id) || id <= 0 || (customer.error instanceof ApiError && customer.error.status === 404);

  return (
    <Box>
      <PageHeader
        title={customer.data?.customerName ?? 'Customer'}
        breadcrumbs={breadcrumbs}
        actions={
          customer.data ? (
            <>
              {canPrintStatement ? (
                <Button variant="outlined" startIcon={<ReceiptLongIcon />} onClick={() => setStatement(true)}>
                  Statement
                </Button>
              ) : null}
              {canEdit ? (
                <Button variant="outlined" startIcon={<EditIcon />} onClick={() => setEditing(true)}>
                  Edit
                </Button>
              ) : null}
              {canDelete ? (
                <Button
                  variant="outlined"
                  color="error"
                  startIcon={<DeleteIcon />}
                  onClick={async () => {
                    if (customer.data && (await askDelete([customer.data]))) void navigate('/sales/customers');
                  }}
                >
                  Delete
                </Button>
              ) : null}
            </>
          ) : null
        }
      />
      {notFound ? (
        <Alert severity="warning">
          This customer does not exist or has been deleted.{' '}
          <Link component={RouterLink} to="/sales/customers">
            Back to Customers
          </Link>
        </Alert>
      ) : customer.error ? (
        <Alert severity="error">{customer.error.message || 'The customer could not be loaded.'}</Alert>
      ) : customer.data ? (
        <CustomerDetails customer={customer.data} />
      ) : (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
          <CircularProgress aria-label="Loading" />
        </Box>
      )}
      {customer.data ? <CustomerDialog open={editing} record={customer.data} onClose={() => setEditing(false)} /> : null}
      {customer.data && canPrintStatement ? (
        <StatementDialog customer={customer.data} open={statement} onClose={() => setStatement(false)} />
      ) : null}
      {deleteDialog}
    </Box>
  );
}
