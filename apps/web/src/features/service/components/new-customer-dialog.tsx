import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField } from '@mui/material';
import type { SavedRecord } from '@/components/dialogs/record-form-dialog';
import { api, ApiError, errorMessage } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { usePaymentTypeOptions } from '@/lib/reference-data/payment-types';

type Created = { id: number; customerName: string };

/** Add New from the customer picker: the few fields a counter needs (name, contact number, payment type, address). */
export function NewCustomerDialog({ initialName, onClose }: { initialName: string; onClose: (created?: Created) => void }) {
  const paymentTypes = (usePaymentTypeOptions().data ?? []).filter((type) => type.isActive);
  const [customerName, setCustomerName] = useState(initialName);
  const [contactNumber, setContactNumber] = useState('');
  const [paymentTypeId, setPaymentTypeId] = useState<number | ''>('');
  const [addressLineOne, setAddressLineOne] = useState('');
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [busy, setBusy] = useState(false);
  const shownType = paymentTypeId === '' ? (paymentTypes[0]?.id ?? '') : paymentTypeId;
  const save = async () => {
    setBusy(true);
    try {
      const answer = await api.post<SavedRecord<Created>>('sales/customers', {
        customerName,
        contactNumber: contactNumber || null,
        defaultPaymentTypeId: shownType === '' ? null : shownType,
        addressLineOne: addressLineOne || null,
      });
      notify.success(answer.message || 'Created successfully.');
      onClose(answer.data);
    } catch (error) {
      if (error instanceof ApiError) setErrors(error.errors);
      notify.error(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={busy ? undefined : () => onClose()} aria-labelledby="service-new-customer-title" fullWidth maxWidth="xs">
      <DialogTitle id="service-new-customer-title">New Customer</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            label="Customer Name"
            required
            autoFocus
            value={customerName}
            onChange={(e) => setCustomerName(e.target.value)}
            error={Boolean(errors.customerName)}
            helperText={errors.customerName?.[0]}
          />
          <TextField label="Contact Number" value={contactNumber} onChange={(e) => setContactNumber(e.target.value)} />
          <TextField
            select
            label="Default Payment Type"
            required
            value={shownType}
            onChange={(e) => setPaymentTypeId(Number(e.target.value))}
            error={Boolean(errors.defaultPaymentTypeId)}
            helperText={errors.defaultPaymentTypeId?.[0]}
          >
            {paymentTypes.map((type) => (
              <MenuItem key={type.id} value={type.id}>
                {type.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField label="Address" value={addressLineOne} onChange={(e) => setAddressLineOne(e.target.value)} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onClose()} disabled={busy}>
          Cancel
        </Button>
        <Button variant="contained" onClick={() => void save()} disabled={busy}>
          {busy ? 'Saving...' : 'Create Customer'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
