import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Box,
  Button,
  Checkbox,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  MenuItem,
  TextField,
} from '@mui/material';
import { ApiError, errorMessage } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useCreateCustomer } from '../api/create-customer';
import { usePaymentTypeOptions } from '@/lib/reference-data/payment-types';
import { useUpdateCustomer } from '../api/update-customer';
import type { Customer } from '../types';
import { CUSTOMER_FORM_FIELDS, customerFormSchema, type CustomerFormInput, type CustomerFormValues } from './customer-form-schema';

/** Spec 9: the customer dialog is 780px wide. */
export const CUSTOMER_DIALOG_WIDTH = 780;

export type CustomerDialogProps = {
  open: boolean;
  /** The customer to update; none (or null) creates a new one (spec 4: Customer dialog mode). */
  customer?: Customer | null;
  /** Called with the saved customer, or with nothing when cancelled. */
  onClose: (saved?: Customer) => void;
};

function formDefaults(customer: Customer | null | undefined): CustomerFormInput {
  return {
    customerName: customer?.customerName ?? '',
    contactNumber: customer?.contactNumber ?? '',
    defaultPaymentTypeId: customer?.defaultPaymentTypeId ?? '',
    addressLineOne: customer?.addressLineOne ?? '',
    isDefault: customer?.isDefault ?? false,
  };
}

function CustomerForm({ customer, onClose }: { customer: Customer | null; onClose: (saved?: Customer) => void }) {
  const isUpdate = customer !== null;
  const create = useCreateCustomer();
  const update = useUpdateCustomer();
  const saving = create.isPending || update.isPending;
  const paymentTypes = usePaymentTypeOptions();
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<CustomerFormInput, unknown, CustomerFormValues>({
    resolver: zodResolver(customerFormSchema),
    defaultValues: formDefaults(customer),
  });

  // MUI puts a ref on the TextField's root; react-hook-form wants the input (to focus the first error).
  const field = (name: 'customerName' | 'contactNumber' | 'addressLineOne') => {
    const { ref, ...rest } = register(name);
    return { ...rest, inputRef: ref };
  };

  const save = async (values: CustomerFormValues) => {
    try {
      const answer = isUpdate ? await update.mutateAsync({ id: customer.id, body: values }) : await create.mutateAsync(values);
      notify.success(answer.message || (isUpdate ? 'Updated successfully.' : 'Created successfully.'));
      onClose(answer.data);
    } catch (error) {
      // Spec 8: the server's message, else the generic one; the button is usable again.
      if (error instanceof ApiError) {
        for (const [field, messages] of Object.entries(error.errors)) {
          if ((CUSTOMER_FORM_FIELDS as readonly string[]).includes(field) && messages[0])
            setError(field as (typeof CUSTOMER_FORM_FIELDS)[number], { type: 'server', message: messages[0] });
        }
      }
      notify.error(errorMessage(error));
    }
  };

  // Inactive payment types are not offered, except the one the customer already has.
  const options = (paymentTypes.data ?? []).filter((p) => p.isActive || p.id === customer?.defaultPaymentTypeId);

  return (
    <>
      <DialogTitle id="customer-dialog-title">{isUpdate ? 'Update Customer' : 'New Customer'}</DialogTitle>
      <DialogContent>
        <Box
          component="form"
          id="customer-form"
          noValidate
          onSubmit={handleSubmit(save, () => notify.error('Please correct the errors before saving.', { action: 'Close' }))}
          sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, pt: 1 }}
        >
          <TextField
            label="Customer"
            required
            autoFocus
            {...field('customerName')}
            error={Boolean(errors.customerName)}
            helperText={errors.customerName?.message}
            sx={{ gridColumn: '1 / -1' }}
          />
          <TextField
            label="Contact Number"
            {...field('contactNumber')}
            error={Boolean(errors.contactNumber)}
            helperText={errors.contactNumber?.message}
          />
          <Controller
            control={control}
            name="defaultPaymentTypeId"
            render={({ field }) => (
              <TextField
                select
                label="Default Payment Type"
                required
                name={field.name}
                inputRef={field.ref}
                value={(field.value as number | '' | undefined) ?? ''}
                onChange={(event) => field.onChange(event.target.value === '' ? '' : Number(event.target.value))}
                onBlur={field.onBlur}
                error={Boolean(errors.defaultPaymentTypeId) || Boolean(paymentTypes.error)}
                helperText={
                  errors.defaultPaymentTypeId?.message ?? (paymentTypes.error ? 'The payment types could not be loaded.' : undefined)
                }
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
              </TextField>
            )}
          />
          <TextField
            label="Address"
            {...field('addressLineOne')}
            error={Boolean(errors.addressLineOne)}
            helperText={errors.addressLineOne?.message}
            sx={{ gridColumn: '1 / -1' }}
          />
          <Controller
            control={control}
            name="isDefault"
            render={({ field }) => (
              <FormControlLabel
                sx={{ gridColumn: '1 / -1' }}
                control={
                  <Checkbox
                    name={field.name}
                    slotProps={{ input: { ref: field.ref } }}
                    checked={Boolean(field.value)}
                    onChange={(event) => field.onChange(event.target.checked)}
                  />
                }
                label="Set as Default Customer for POS"
              />
            )}
          />
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={() => onClose()} disabled={saving}>
          Cancel
        </Button>
        <Button
          type="submit"
          form="customer-form"
          variant="contained"
          disabled={saving}
          startIcon={saving ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {isUpdate ? 'Update Customer' : 'Create Customer'}
        </Button>
      </DialogActions>
    </>
  );
}

/** Spec 2.6: the 780px Create/Edit customer dialog. */
export function CustomerDialog({ open, customer = null, onClose }: CustomerDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={() => onClose()}
      aria-labelledby="customer-dialog-title"
      slotProps={{ paper: { sx: { width: CUSTOMER_DIALOG_WIDTH, maxWidth: CUSTOMER_DIALOG_WIDTH } } }}
    >
      {/* A fresh form for each opening and each customer. */}
      {open ? <CustomerForm key={customer?.id ?? 'new'} customer={customer} onClose={onClose} /> : null}
    </Dialog>
  );
}
