import { Typography } from '@mui/material';
import type { ApiRecord } from '@oim/shared/api/records';
import type { ListColumn } from '@/components/list-table/list-table-types';
import { formatDateTime } from '@/lib/days';

type Expense = ApiRecord<'expenses'>;

/** Who was paid: the supplier when there is one, else the payee typed in. */
export function payeeOf(expense: Pick<Expense, 'payee' | 'supplier'>): string {
  return expense.supplier?.supplierName ?? expense.payee ?? '';
}

/**
 * The columns an expense shows in the Expenses list and in the Expenses Report, in that order:
 * number, date, category, payee, payment type (`paymentType` adds its filter), reference, channel,
 * location (those three hidden until chosen) and amount.
 */
export function expenseColumns(paymentType: Partial<ListColumn<Expense>> = {}): ListColumn<Expense>[] {
  return [
    {
      field: 'expenseNumber',
      header: 'Expense #',
      width: 120,
      render: (e) => (
        <Typography variant="body2" component="span" sx={{ fontWeight: 600 }}>
          {e.expenseNumber}
        </Typography>
      ),
    },
    { field: 'expenseDate', header: 'Date', type: 'date', width: 170, render: (e) => formatDateTime(e.expenseDate) },
    {
      field: 'expenseCategory',
      header: 'Category',
      type: 'relation',
      path: 'expenseCategory.expenseName',
      sortable: false,
      minWidth: 150,
      flex: 1,
    },
    { field: 'payee', header: 'Payee / Supplier', sortable: false, minWidth: 160, flex: 1.2, render: payeeOf },
    {
      field: 'paymentType',
      header: 'Payment Type',
      type: 'relation',
      path: 'paymentType.name',
      sortable: false,
      minWidth: 130,
      ...paymentType,
    },
    { field: 'referenceNumber', header: 'Reference #', minWidth: 120, hidden: true },
    {
      field: 'salesChannel',
      header: 'Sales Channel',
      type: 'relation',
      path: 'salesChannel.name',
      sortable: false,
      minWidth: 130,
      hidden: true,
    },
    { field: 'location', header: 'Location', type: 'relation', path: 'location.name', sortable: false, minWidth: 130, hidden: true },
    { field: 'amount', header: 'Amount', type: 'currency', width: 130 },
  ];
}
