import { useMemo, useState } from 'react';
import { Button, Stack } from '@mui/material';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import { endOfMonth, startOfMonth } from 'date-fns';
import { shopToday } from '@/lib/days';
import { useMutation } from '@tanstack/react-query';
import { expenseColumns } from '@/components/expenses/expense-columns';
import { ListTable } from '@/components/list-table/list-table';
import type { Breadcrumb, FilterPanelConfig, ListColumn } from '@/components/list-table/list-table-types';
import { PageHeader } from '@/components/page-header/page-header';
import { errorMessage } from '@/lib/api-client';
import type { TableFilter } from '@/lib/list-query';
import { notify } from '@/lib/notify';
import { PermissionGate } from '@/lib/permission-gate';
import { useCan } from '@/lib/permissions';
import { saveFile } from '@/lib/save-file';
import { downloadExpenseReportExcel, EXPENSE_REPORT_RELATIONS, getReportedExpensesQueryOptions } from '../api/get-expense-report';
import { ExpenseCategoryTotals } from '../components/expense-category-totals';
import { ExpenseSeries } from '../components/expense-series';
import type { ReportedExpense } from '../types';

const TITLE = 'Expenses Report';
const BREADCRUMBS: Breadcrumb[] = [{ label: 'Reports' }, { label: TITLE, to: '/reports/expenses-report' }];
const PRINT = 'Print Expense Reports';

const columns: ListColumn<ReportedExpense>[] = expenseColumns();

function ExpensesReport() {
  // Spec 2.7's panel: the period (this month unless changed), the expense category and the sales channel.
  const filterPanel = useMemo<FilterPanelConfig>(() => {
    const now = shopToday();
    return {
      period: { column: 'expenseDate', defaultFrom: startOfMonth(now), defaultTo: endOfMonth(now) },
      expenseCategory: true,
      salesChannel: true,
    };
  }, []);
  const [filter, setFilter] = useState<TableFilter | null>(null);
  const mayPrint = useCan(PRINT);
  const exportExcel = useMutation({
    mutationFn: async (current: TableFilter) => saveFile(await downloadExpenseReportExcel(current), 'expenses-report.xlsx'),
    onError: (error) => notify.error(errorMessage(error)),
  });
  return (
    <ListTable<ReportedExpense>
      title={TITLE}
      breadcrumbs={BREADCRUMBS}
      queryOptions={getReportedExpensesQueryOptions}
      columns={columns}
      relations={EXPENSE_REPORT_RELATIONS}
      search={false}
      filterPanel={filterPanel}
      onFilterChange={setFilter}
      printButton={{ label: 'Print', permission: PRINT, onClick: () => window.print() }}
    >
      {filter ? (
        <>
          {mayPrint ? (
            <Stack direction="row" sx={{ justifyContent: 'flex-end', mb: 2 }}>
              <Button
                variant="outlined"
                startIcon={<FileDownloadOutlinedIcon />}
                disabled={exportExcel.isPending}
                onClick={() => exportExcel.mutate(filter)}
              >
                Export Excel
              </Button>
            </Stack>
          ) : null}
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2 }}>
            <ExpenseCategoryTotals filter={filter} />
            <ExpenseSeries filter={filter} />
          </Stack>
        </>
      ) : null}
    </ListTable>
  );
}

/** /reports/expenses-report — where the money went: per category, over time, and each expense (spec 7.3). */
export default function ExpensesReportPage() {
  return (
    <PermissionGate permission="View Expense Reports" header={<PageHeader title={TITLE} breadcrumbs={BREADCRUMBS} />}>
      <ExpensesReport />
    </PermissionGate>
  );
}
