import { useMemo, useState } from 'react';
import BlockIcon from '@mui/icons-material/Block';
import EditIcon from '@mui/icons-material/Edit';
import PhotoLibraryOutlinedIcon from '@mui/icons-material/PhotoLibraryOutlined';
import { expenseColumns } from '@/components/expenses/expense-columns';
import { VoidWithReasonDialog } from '@/components/dialogs/void-with-reason-dialog';
import { ImageGalleryDialog } from '@/components/gallery/image-gallery-dialog';
import { ListTable } from '@/components/list-table/list-table';
import type { Breadcrumb, FilterPanelConfig, ListColumn, RowAction } from '@/components/list-table/list-table-types';
import { PageHeader } from '@/components/page-header/page-header';
import { PermissionGate } from '@/lib/permission-gate';
import { usePaymentTypeOptions } from '@/lib/reference-data/payment-types';
import { getExpensesQueryOptions } from '../api/get-expenses';
import { useVoidExpense } from '../api/void-expense';
import { ExpenseFormDialog } from '../components/expense-form-dialog';
import { ExpenseStatusChip } from '../components/expense-status-chip';
import { EXPENSE_MEDIA_OWNER, EXPENSE_RECEIPTS_COLLECTION, EXPENSE_RELATIONS, EXPENSE_STATUS, type Expense } from '../types';

const TITLE = 'Expenses';
const BREADCRUMBS: Breadcrumb[] = [{ label: 'Cash Outflows' }, { label: TITLE, to: '/expenses/expenses' }];
const VIEW = 'View Expense';
const FILTERS: FilterPanelConfig = {
  period: { column: 'expenseDate' },
  expenseCategory: true,
  supplier: true,
  salesChannel: true,
  addFilterFor: true,
};
const STATUS_LABELS = Object.fromEntries(Object.entries(EXPENSE_STATUS).map(([status, look]) => [status, look.label]));

type Dialog = { kind: 'none' } | { kind: 'form'; record: Expense | null } | { kind: 'void' | 'photos'; record: Expense };

function ExpensesList() {
  const paymentTypes = usePaymentTypeOptions().data;
  const voidExpense = useVoidExpense();
  const [dialog, setDialog] = useState<Dialog>({ kind: 'none' });
  const close = () => setDialog({ kind: 'none' });

  const columns = useMemo<ListColumn<Expense>[]>(
    () => [
      ...expenseColumns({
        field: 'paymentTypeId',
        sortable: true,
        filter: 'enum',
        enumLabels: Object.fromEntries((paymentTypes ?? []).map((type) => [String(type.id), type.name])),
      }),
      {
        field: 'status',
        header: 'Status',
        type: 'enum',
        enumLabels: STATUS_LABELS,
        filter: 'enum',
        width: 100,
        render: (e) => <ExpenseStatusChip status={e.status} />,
      },
    ],
    [paymentTypes],
  );

  const rowActions = useMemo<RowAction<Expense>[]>(
    () => [
      { name: 'row-click', onClick: (e) => setDialog(e.status === 'POSTED' ? { kind: 'form', record: e } : { kind: 'photos', record: e }) },
      {
        name: 'view',
        label: 'Receipt Photos',
        icon: <PhotoLibraryOutlinedIcon fontSize="small" />,
        onClick: (e) => setDialog({ kind: 'photos', record: e }),
      },
      {
        name: 'edit',
        label: 'Edit',
        icon: <EditIcon fontSize="small" />,
        permission: 'Create Expense',
        when: (e) => e.status === 'POSTED',
        onClick: (e) => setDialog({ kind: 'form', record: e }),
      },
      {
        name: 'delete',
        label: 'Void',
        icon: <BlockIcon fontSize="small" />,
        permission: 'Create Expense',
        when: (e) => e.status === 'POSTED',
        onClick: (e) => setDialog({ kind: 'void', record: e }),
      },
    ],
    [],
  );

  return (
    <>
      <ListTable<Expense>
        title={TITLE}
        breadcrumbs={BREADCRUMBS}
        queryOptions={getExpensesQueryOptions}
        columns={columns}
        relations={EXPENSE_RELATIONS}
        search={{ placeholder: 'Search expense #, payee or notes' }}
        filterPanel={FILTERS}
        printButton={{ onClick: () => window.print() }}
        addButton={{ label: 'New Expense', permission: 'Create Expense', onClick: () => setDialog({ kind: 'form', record: null }) }}
        rowActions={rowActions}
      />
      <ExpenseFormDialog open={dialog.kind === 'form'} record={dialog.kind === 'form' ? dialog.record : null} onClose={close} />
      {dialog.kind === 'void' ? (
        <VoidWithReasonDialog
          open
          title={`Void Expense ${dialog.record.expenseNumber}`}
          message="A voided expense no longer counts in the reports; a payable made for it is voided too."
          confirmLabel="Void Expense"
          doneMessage="Expense voided."
          onVoid={(reason) => voidExpense.mutateAsync({ id: dialog.record.id, reason })}
          onClose={close}
        />
      ) : null}
      {dialog.kind === 'photos' ? (
        <ImageGalleryDialog
          open
          onClose={close}
          title={`${dialog.record.expenseNumber} receipts`}
          ownerType={EXPENSE_MEDIA_OWNER}
          ownerId={dialog.record.id}
          collection={EXPENSE_RECEIPTS_COLLECTION}
        />
      ) : null}
    </>
  );
}

/** /expenses/expenses — the shop's cash outflows with their receipt photos, newest first. */
export default function ExpensesPage() {
  return (
    <PermissionGate permission={VIEW} header={<PageHeader title={TITLE} breadcrumbs={BREADCRUMBS} />}>
      <ExpensesList />
    </PermissionGate>
  );
}
