import { Chip, Typography } from '@mui/material';
import type { ListColumn } from '@/components/list-table/list-table-types';
import { formatDate, formatMoney } from '@/lib/format';
import {
  DOCUMENT_STATUS,
  PAYMENT_KIND_LABELS,
  PAYMENT_STATUS,
  receivableNumber,
  type DocumentStatus,
  type Payable,
  type Payment,
  type Receivable,
} from './finance-types';

type Look = { label: string; color: React.ComponentProps<typeof Chip>['color'] };

/** A document's or payment's status as a small coloured chip. */
export function FinanceStatusChip({ status }: { status: DocumentStatus | Payment['status'] }) {
  const look: Look = (DOCUMENT_STATUS as Record<string, Look>)[status] ??
    (PAYMENT_STATUS as Record<string, Look>)[status] ?? {
      label: status,
      color: 'default',
    };
  return <Chip size="small" label={look.label} color={look.color} variant="outlined" sx={{ fontWeight: 600 }} />;
}

const labels = (looks: Record<string, { label: string }>) => Object.fromEntries(Object.entries(looks).map(([k, v]) => [k, v.label]));

const strong = (text: string) => (
  <Typography variant="body2" component="span" sx={{ fontWeight: 600 }}>
    {text}
  </Typography>
);

/** Due date, with how many days past due once it is. */
function dueCell(d: { dueDate: string; overdue: boolean; daysOverdue: number }) {
  return d.overdue ? (
    <Typography variant="body2" component="span" color="error">
      {formatDate(d.dueDate)} ({d.daysOverdue} {d.daysOverdue === 1 ? 'day' : 'days'} overdue)
    </Typography>
  ) : (
    formatDate(d.dueDate)
  );
}

/** Amount, paid, balance and status: the money columns both kinds of document share. */
function moneyColumns<T extends Receivable | Payable>(): ListColumn<T>[] {
  return [
    { field: 'amount', header: 'Amount', type: 'currency', width: 120 },
    { field: 'paid', header: 'Paid', type: 'currency', width: 120 },
    { field: 'balance', header: 'Balance', type: 'currency', width: 120, render: (d) => strong(formatMoney(d.balance)) },
    {
      field: 'status',
      header: 'Status',
      type: 'enum',
      enumLabels: labels(DOCUMENT_STATUS),
      filter: 'enum',
      width: 130,
      render: (d) => <FinanceStatusChip status={d.status} />,
    },
    { field: 'overdue', header: 'Overdue', type: 'boolean', filter: 'boolean', sortable: false, hidden: true, width: 90 },
  ];
}

export function receivableColumns({ withCustomer }: { withCustomer: boolean }): ListColumn<Receivable>[] {
  return [
    { field: 'salesOrder', header: 'Document', width: 140, sortable: false, render: (r) => strong(receivableNumber(r)) },
    ...(withCustomer
      ? [
          {
            field: 'customer',
            header: 'Customer',
            type: 'relation',
            path: 'customer.customerName',
            sortable: false,
            minWidth: 160,
            flex: 1,
          } as const,
        ]
      : []),
    { field: 'documentDate', header: 'Date', type: 'date', width: 120 },
    { field: 'dueDate', header: 'Due', type: 'date', minWidth: 130, flex: 1, render: dueCell },
    ...moneyColumns<Receivable>(),
  ];
}

export function payableColumns(): ListColumn<Payable>[] {
  return [
    { field: 'sourceNumber', header: 'Document', width: 130, render: (p) => strong(p.sourceNumber) },
    { field: 'supplier', header: 'Supplier', type: 'relation', path: 'supplier.supplierName', sortable: false, minWidth: 160, flex: 1 },
    { field: 'supplierDocumentNumber', header: 'Supplier Invoice #', minWidth: 130 },
    { field: 'documentDate', header: 'Date', type: 'date', width: 120 },
    { field: 'dueDate', header: 'Due', type: 'date', minWidth: 130, flex: 1, render: dueCell },
    ...moneyColumns<Payable>(),
  ];
}

/** What a payment paid: its documents and amounts, e.g. "SO-000012/1 ₱500.00, SO-000013 ₱200.00". */
export function allocationsText(payment: Pick<Payment, 'allocations'>): string {
  return (payment.allocations ?? []).map((a) => `${a.documentNumber} ${formatMoney(a.amount)}`).join(', ');
}

export function paymentColumns({
  partyField,
  showKind = false,
}: {
  partyField: 'customer' | 'supplier' | null;
  /** A customer's side lists collections, credits and refunds: say which, and show money paid back as less. */
  showKind?: boolean;
}): ListColumn<Payment>[] {
  return [
    { field: 'paymentNumber', header: 'Payment #', width: 120, render: (p) => strong(p.paymentNumber) },
    { field: 'paymentDate', header: 'Date', type: 'date', width: 120 },
    ...(partyField === 'customer'
      ? [
          {
            field: 'customer',
            header: 'Customer',
            type: 'relation',
            path: 'customer.customerName',
            sortable: false,
            minWidth: 150,
            flex: 1,
          } as const,
        ]
      : partyField === 'supplier'
        ? [
            {
              field: 'supplier',
              header: 'Supplier',
              type: 'relation',
              path: 'supplier.supplierName',
              sortable: false,
              minWidth: 150,
              flex: 1,
            } as const,
          ]
        : []),
    { field: 'paymentType', header: 'Payment Type', type: 'relation', path: 'paymentType.name', sortable: false, width: 130 },
    { field: 'referenceNumber', header: 'Reference #', width: 120 },
    ...(showKind
      ? [
          // A collection's official receipt number (OR-000001); none for credits and refunds.
          { field: 'receiptNumber', header: 'OR #', width: 110 } as const,
          {
            field: 'kind',
            header: 'Kind',
            type: 'enum',
            enumLabels: PAYMENT_KIND_LABELS as Record<string, string>,
            width: 110,
            render: (p: Payment) => PAYMENT_KIND_LABELS[p.kind] ?? p.kind,
          } as const,
          {
            field: 'amount',
            header: 'Amount',
            type: 'currency',
            width: 120,
            render: (p: Payment) => formatMoney(p.direction === 'OUT' ? -Number(p.amount) : p.amount),
          } as const,
        ]
      : [{ field: 'amount', header: 'Amount', type: 'currency', width: 120 } as const]),
    { field: 'allocations', header: 'Paid Documents', sortable: false, minWidth: 180, flex: 1.2, render: allocationsText },
    {
      field: 'status',
      header: 'Status',
      type: 'enum',
      enumLabels: labels(PAYMENT_STATUS),
      filter: 'enum',
      width: 110,
      render: (p) => <FinanceStatusChip status={p.status} />,
    },
  ];
}
