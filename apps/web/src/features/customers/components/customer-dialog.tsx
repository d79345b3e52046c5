import { zodResolver } from '@hookform/resolvers/zod';
import { MenuItem } from '@mui/material';
import { FormCheckbox, FormTextField } from '@/components/dialogs/form-fields';
import {
  createOrUpdate,
  CREATION_DIALOG_WIDTH,
  RecordFormContent,
  recordFormDialog,
  useRecordForm,
  type RecordDialogProps,
} from '@/components/dialogs/record-form-dialog';
import { usePaymentTypeOptions, type PaymentType } from '@/lib/reference-data/payment-types';
import { useLateDefaults } from '@/lib/use-late-defaults';
import { useCreateCustomer } from '../api/create-customer';
import { useDefaultCustomer } from '../api/get-default-customer';
import { useUpdateCustomer } from '../api/update-customer';
import type { Customer } from '../types';
import { customerFormSchema, type CustomerFormInput } from './customer-form-schema';

function formDefaults(customer: Customer | null | undefined): CustomerFormInput {
  return {
    customerName: customer?.customerName ?? '',
    contactNumber: customer?.contactNumber ?? '',
    contactPerson: customer?.contactPerson ?? '',
    email: customer?.email ?? '',
    tin: customer?.tin ?? '',
    defaultPaymentTypeId: customer?.defaultPaymentTypeId ?? '',
    addressLineOne: customer?.addressLineOne ?? '',
    isDefault: customer?.isDefault ?? false,
    creditLimit: customer?.creditLimit === null || customer?.creditLimit === undefined ? '' : String(customer.creditLimit),
  };
}

/**
 * The payment type a new customer starts with: the default (walk-in) customer's when it is still
 * offered, else the first active cash-like (IMMEDIATE) type, else the first offered; undefined
 * while the default customer is still loading.
 */
export function shopDefaultPaymentType(
  options: PaymentType[],
  defaultCustomer: Customer | undefined,
  loading: boolean,
): number | undefined {
  if (options.length === 0 || loading) return undefined;
  const walkIns = options.find((p) => p.id === defaultCustomer?.defaultPaymentTypeId && p.isActive);
  return (walkIns ?? options.find((p) => p.isActive && p.category === 'IMMEDIATE') ?? options.find((p) => p.isActive) ?? options[0])!.id;
}

function CustomerForm({ record: customer, onClose }: Omit<RecordDialogProps<Customer>, 'open'>) {
  const paymentTypes = usePaymentTypeOptions();
  const form = useRecordForm({
    resolver: zodResolver(customerFormSchema),
    defaultValues: formDefaults(customer),
    save: createOrUpdate(customer, useCreateCustomer(), useUpdateCustomer()),
    onSaved: onClose,
  });

  // Inactive payment types are not offered, except the one the customer already has.
  const options = (paymentTypes.data ?? []).filter((p) => p.isActive || p.id === customer?.defaultPaymentTypeId);

  // A new customer starts with the shop's default payment type: the walk-in customer's, else the first cash-like one.
  const defaultCustomer = useDefaultCustomer(!customer);
  const shopDefault = shopDefaultPaymentType(options, defaultCustomer.data, defaultCustomer.isPending);
  // Answered late, it fills the field only if the user has not picked one meanwhile.
  useLateDefaults(form, !customer && shopDefault !== undefined ? { defaultPaymentTypeId: shopDefault } : undefined);

  return (
    <RecordFormContent form={form} noun="Customer" columns={2}>
      <FormTextField control={form.control} name="customerName" label="Customer" required autoFocus sx={{ gridColumn: '1 / -1' }} />
      <FormTextField control={form.control} name="contactNumber" label="Contact Number" />
      <FormTextField
        control={form.control}
        name="defaultPaymentTypeId"
        label="Default Payment Type"
        select
        required
        error={Boolean(paymentTypes.error)}
        {...(paymentTypes.error ? { helperText: 'The payment types could not be loaded.' } : {})}
      >
        {paymentTypes.isLoading ? (
          <MenuItem value="" disabled>
            Loading...
          </MenuItem>
        ) : null}
        {options.map((paymentType) => (
          <MenuItem key={paymentType.id} value={paymentType.id}>
            {paymentType.name}
          </MenuItem>
        ))}
      </FormTextField>
      <FormTextField control={form.control} name="addressLineOne" label="Address" sx={{ gridColumn: '1 / -1' }} />
      <FormTextField control={form.control} name="contactPerson" label="Contact Person" />
      <FormTextField control={form.control} name="email" label="Email" type="email" />
      <FormTextField control={form.control} name="tin" label="TIN" placeholder="123-456-789-000" />
      <FormTextField
        control={form.control}
        name="creditLimit"
        label="Credit Limit"
        helperText="Leave blank for no limit."
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      />
      <FormCheckbox control={form.control} name="isDefault" label="Set as Default Customer for POS" gridColumn="1 / -1" />
    </RecordFormContent>
  );
}

/** Spec 2.6: the 780px Create/Edit customer dialog. */
export const CustomerDialog = recordFormDialog(CustomerForm, CREATION_DIALOG_WIDTH);
