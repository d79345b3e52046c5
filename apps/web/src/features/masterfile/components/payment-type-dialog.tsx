import { zodResolver } from '@hookform/resolvers/zod';
import { MenuItem } from '@mui/material';
import { PAYMENT_CATEGORIES, paymentTypeBody, type PaymentCategory } from '@oim/shared/schemas/payment-types';
import { FormCheckbox, FormTextField } from '@/components/dialogs/form-fields';
import {
  createOrUpdate,
  FORM_DIALOG_WIDTH,
  type RecordDialogProps,
  RecordFormContent,
  recordFormDialog,
  useRecordForm,
} from '@/components/dialogs/record-form-dialog';
import { useCreatePaymentType } from '../api/create-payment-type';
import { useUpdatePaymentType } from '../api/update-payment-type';
import type { PaymentType } from '../types';
import { PAYMENT_CATEGORY_LABELS } from './labels';

const CATEGORY_HINTS: Record<PaymentCategory, string> = {
  IMMEDIATE: 'Paid at the counter: cash, e-wallet, card.',
  TRADE_CREDIT: 'Charged to the customer and collected later.',
  INSTALLMENT: 'Paid in parts over time.',
  OTHER: 'Anything else.',
};

function PaymentTypeForm({ record, onClose }: Omit<RecordDialogProps<PaymentType>, 'open'>) {
  const form = useRecordForm({
    resolver: zodResolver(paymentTypeBody),
    defaultValues: {
      name: record?.name ?? '',
      category: record?.category ?? 'IMMEDIATE',
      requiresReferenceNumber: record?.requiresReferenceNumber ?? false,
      isActive: record?.isActive ?? true,
    },
    save: createOrUpdate(record, useCreatePaymentType(), useUpdatePaymentType()),
    onSaved: onClose,
  });

  return (
    <RecordFormContent form={form} noun="Payment Type">
      <FormTextField control={form.control} name="name" label="Name" required autoFocus />
      <FormTextField
        control={form.control}
        name="category"
        label="Category"
        select
        required
        slotProps={{ select: { renderValue: (value) => PAYMENT_CATEGORY_LABELS[value as PaymentCategory] } }}
      >
        {PAYMENT_CATEGORIES.map((c) => (
          <MenuItem key={c} value={c}>
            <span>
              {PAYMENT_CATEGORY_LABELS[c]}
              <br />
              <small style={{ opacity: 0.7 }}>{CATEGORY_HINTS[c]}</small>
            </span>
          </MenuItem>
        ))}
      </FormTextField>
      <FormCheckbox control={form.control} name="requiresReferenceNumber" label="Requires Reference Number" />
      <FormCheckbox control={form.control} name="isActive" label="Active" />
    </RecordFormContent>
  );
}

/** Create or update a payment type (name, category, whether a reference number is asked for, active). */
export const PaymentTypeDialog = recordFormDialog(PaymentTypeForm, FORM_DIALOG_WIDTH);
