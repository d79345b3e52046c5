import { ExpenseCategoryDialog } from '@/components/autocomplete/expense-category-dialog';
import type { ExpenseCategory } from '@/components/autocomplete/api/expense-categories';
import type { ListColumn } from '@/components/list-table/list-table-types';
import { RecordListPage } from '@/components/list-table/record-list-page';
import { getExpenseCategoriesQueryOptions } from '../api/get-expense-categories';
import { useDeleteExpenseCategory } from '../api/delete-expense-category';

const columns: ListColumn<ExpenseCategory>[] = [
  { field: 'expenseName', header: 'Expense Name', minWidth: 200, flex: 1 },
  { field: 'description', header: 'Description', minWidth: 240, flex: 2 },
];

/** /expenses/expense-categories, with the same 480px dialog the category picker's Add New opens. */
export default function ExpenseCategoriesPage() {
  const remove = useDeleteExpenseCategory();
  return (
    <RecordListPage<ExpenseCategory>
      title="Expense Categories"
      breadcrumbs={[{ label: 'Cash Outflows' }, { label: 'Expense Categories' }]}
      queryOptions={getExpenseCategoriesQueryOptions}
      columns={columns}
      searchPlaceholder="Search expense name or description"
      addLabel="Add Expense Category"
      // Spec 6 has one permission to change categories: Create Expense Category.
      permissions={{
        view: 'View Expense Category',
        create: 'Create Expense Category',
        edit: 'Create Expense Category',
        delete: 'Create Expense Category',
      }}
      remove={remove}
      renderDialog={({ open, record, onClose }) => <ExpenseCategoryDialog open={open} record={record} onClose={() => onClose()} />}
    />
  );
}
