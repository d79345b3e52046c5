import { useState } from 'react';
import { Controller, useWatch, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { MenuItem } from '@mui/material';
import { ExpenseCategoryAutocomplete } from '@/components/autocomplete/expense-category-autocomplete';
import { SupplierAutocomplete } from '@/components/autocomplete/supplier-autocomplete';
import { FormDateField } from '@/components/dialogs/form-date-field';
import { FormTextField } from '@/components/dialogs/form-fields';
import {
  createOrUpdate,
  CREATION_DIALOG_WIDTH,
  RecordFormContent,
  recordFormDialog,
  useRecordForm,
  type RecordDialogProps,
  type RecordSave,
} from '@/components/dialogs/record-form-dialog';
import { mediaKeys } from '@/components/gallery/media-files';
import { imageProblem } from '@/components/upload/image-files';
import { errorMessage } from '@/lib/api-client';
import { parseDay } from '@/lib/days';
import { notify } from '@/lib/notify';
import { usePaymentTypeOptions } from '@/lib/reference-data/payment-types';
import { useSalesChannelOptions } from '@/lib/reference-data/sales-channels';
import { useStockLocationOptions } from '@/lib/reference-data/stock-locations';
import { useCreateExpense, useUpdateExpense } from '../api/save-expense';
import { uploadExpenseReceipt } from '../api/upload-expense-receipt';
import { EXPENSE_MEDIA_OWNER, type Expense } from '../types';
import { expenseFormSchema, type ExpenseBody, type ExpenseFormValues } from './expense-form-schema';
import { ReceiptPhotosField } from './receipt-photos-field';

function defaultsOf(record: Expense | null | undefined): ExpenseFormValues {
  return {
    // The picker keeps the time of day when another day is picked: a new expense is dated now.
    expenseDate: record ? new Date(record.expenseDate) : new Date(),
    expenseCategory: record?.expenseCategory ?? null,
    amount: record ? String(record.amount) : '',
    paymentTypeId: record?.paymentTypeId ?? '',
    referenceNumber: record?.referenceNumber ?? '',
    payee: record?.payee ?? '',
    supplier: record?.supplier ?? null,
    salesChannelId: record?.salesChannelId ?? '',
    locationId: record?.locationId ?? '',
    notes: record?.notes ?? '',
    dueDate: record?.dueDate ? parseDay(record.dueDate) : null,
  };
}

/** Uploads the chosen photos one by one once the expense exists; answers how many failed. */
async function uploadPhotos(expenseId: number, files: File[]): Promise<number> {
  let failed = 0;
  for (const file of files) {
    const problem = imageProblem(file);
    try {
      if (problem) throw new Error(problem);
      await uploadExpenseReceipt(expenseId, file, () => undefined);
    } catch (error) {
      failed++;
      notify.error(
        error instanceof Error && !('status' in error) ? error.message : errorMessage(error, `${file.name} could not be uploaded.`),
      );
    }
  }
  return failed;
}

function ExpenseForm({ record, onClose }: Omit<RecordDialogProps<Expense>, 'open'>) {
  const queryClient = useQueryClient();
  const paymentTypes = usePaymentTypeOptions().data ?? [];
  const channels = useSalesChannelOptions().data ?? [];
  const locations = useStockLocationOptions().data ?? [];
  const [photos, setPhotos] = useState<File[]>([]);
  const saveRecord = createOrUpdate(record, useCreateExpense(), useUpdateExpense());
  // The photos go up once the expense is saved, inside the same Saving... state.
  const save: RecordSave<ExpenseBody, Expense> = {
    ...saveRecord,
    send: async (body) => {
      const answer = await saveRecord.send(body);
      if (photos.length > 0) {
        await uploadPhotos(answer.data.id, photos);
        await queryClient.invalidateQueries({ queryKey: mediaKeys.owner(EXPENSE_MEDIA_OWNER, answer.data.id) });
      }
      return answer;
    },
  };
  const form = useRecordForm<ExpenseFormValues, ExpenseBody, Expense>({
    resolver: zodResolver(expenseFormSchema(paymentTypes)) as unknown as Resolver<ExpenseFormValues, unknown, ExpenseBody>,
    defaultValues: defaultsOf(record),
    fields: ['expenseDate', 'amount', 'paymentTypeId', 'referenceNumber', 'payee', 'salesChannelId', 'locationId', 'notes', 'dueDate'],
    save,
    onSaved: onClose,
  });
  const paymentTypeId = useWatch({ control: form.control, name: 'paymentTypeId' });
  const paymentType = paymentTypes.find((type) => type.id === paymentTypeId);
  return (
    <RecordFormContent
      form={form}
      noun="Expense"
      title={record ? `Update Expense ${record.expenseNumber}` : 'New Expense'}
      columns={2}
      after={<ReceiptPhotosField expenseId={record?.id ?? null} pending={photos} onPendingChange={setPhotos} />}
    >
      <FormDateField control={form.control} name="expenseDate" label="Expense Date" required />
      <Controller
        control={form.control}
        name="expenseCategory"
        render={({ field, fieldState }) => (
          <ExpenseCategoryAutocomplete
            value={field.value}
            onChange={field.onChange}
            allowAdd
            required
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message}
          />
        )}
      />
      <FormTextField control={form.control} name="amount" label="Amount" required slotProps={{ htmlInput: { inputMode: 'decimal' } }} />
      <FormTextField control={form.control} name="paymentTypeId" label="Payment Type" select required>
        {paymentTypes
          .filter((type) => type.isActive || type.id === record?.paymentTypeId)
          .map((type) => (
            <MenuItem key={type.id} value={type.id}>
              {type.name}
            </MenuItem>
          ))}
      </FormTextField>
      {paymentType?.requiresReferenceNumber ? (
        <FormTextField control={form.control} name="referenceNumber" label="Reference Number" required />
      ) : null}
      <FormTextField
        control={form.control}
        name="payee"
        label="Payee"
        helperText={
          paymentType?.category === 'TRADE_CREDIT' ? 'On credit: choose the supplier owed.' : 'Who was paid, or choose a supplier.'
        }
      />
      <Controller
        control={form.control}
        name="supplier"
        render={({ field, fieldState }) => (
          <SupplierAutocomplete
            value={field.value}
            onChange={field.onChange}
            required={paymentType?.category === 'TRADE_CREDIT'}
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message}
          />
        )}
      />
      {paymentType?.category === 'TRADE_CREDIT' ? <FormDateField control={form.control} name="dueDate" label="Due Date" /> : null}
      <FormTextField control={form.control} name="salesChannelId" label="Sales Channel" select>
        <MenuItem value="">None</MenuItem>
        {channels.map((channel) => (
          <MenuItem key={channel.id} value={channel.id}>
            {channel.name}
          </MenuItem>
        ))}
      </FormTextField>
      <FormTextField control={form.control} name="locationId" label="Location" select>
        <MenuItem value="">None</MenuItem>
        {locations.map((location) => (
          <MenuItem key={location.id} value={location.id}>
            {location.name}
          </MenuItem>
        ))}
      </FormTextField>
      <FormTextField control={form.control} name="notes" label="Notes" multiline minRows={2} sx={{ gridColumn: '1 / -1' }} />
    </RecordFormContent>
  );
}

/** The create/update dialog of an expense (780px, two columns), with its receipt photos. */
export const ExpenseFormDialog = recordFormDialog<Expense>(ExpenseForm, CREATION_DIALOG_WIDTH);
