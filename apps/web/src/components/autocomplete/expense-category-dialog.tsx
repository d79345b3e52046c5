import type { Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { FormTextField } from '@/components/dialogs/form-fields';
import {
  createOrUpdate,
  FORM_DIALOG_WIDTH,
  RecordFormContent,
  recordFormDialog,
  useRecordForm,
  type RecordDialogProps,
} from '@/components/dialogs/record-form-dialog';
import { expenseCategoryBody } from '@oim/shared/schemas/expenses';
import {
  useCreateExpenseCategory,
  useUpdateExpenseCategory,
  type ExpenseCategory,
  type ExpenseCategoryBody,
} from './api/expense-categories';

type Input = z.input<typeof expenseCategoryBody>;

function ExpenseCategoryForm({ record, initialName, onClose }: Omit<RecordDialogProps<ExpenseCategory>, 'open'>) {
  const save = createOrUpdate(record, useCreateExpenseCategory(), useUpdateExpenseCategory());
  const form = useRecordForm<Input, ExpenseCategoryBody, ExpenseCategory>({
    resolver: zodResolver(expenseCategoryBody) as Resolver<Input, unknown, ExpenseCategoryBody>,
    defaultValues: { expenseName: record?.expenseName ?? initialName ?? '', description: record?.description ?? '' },
    save,
    onSaved: onClose,
  });
  return (
    <RecordFormContent form={form} noun="Expense Category">
      <FormTextField control={form.control} name="expenseName" label="Expense Name" required autoFocus />
      <FormTextField control={form.control} name="description" label="Description" multiline minRows={3} />
    </RecordFormContent>
  );
}

/** Spec 2.5: the 480px create/update dialog of an expense category, also opened by its picker's Add New. */
export const ExpenseCategoryDialog = recordFormDialog<ExpenseCategory>(ExpenseCategoryForm, FORM_DIALOG_WIDTH);
