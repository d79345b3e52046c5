import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import { customerBody } from '@oim/shared/schemas/customers';
import { errorMessage } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { createCustomer } from '../api/create-customer';
import type { PaymentType, PosCustomer } from '../types';

/**
 * The customer form's fields (spec 3: name, contact number, payment type, address line one and the
 * default flag), for a customer added from the terminal; what is created becomes the sale's customer.
 */
export function NewCustomerForm({
  initialName,
  paymentTypes,
  onCreated,
  onCancel,
}: {
  initialName: string;
  paymentTypes: readonly PaymentType[] | undefined;
  onCreated: (customer: PosCustomer) => void;
  onCancel: () => void;
}) {
  const [customerName, setCustomerName] = useState(initialName);
  const [contactNumber, setContactNumber] = useState('');
  const [paymentTypeId, setPaymentTypeId] = useState<string>(paymentTypes?.[0] ? String(paymentTypes[0].id) : '1');
  const [addressLineOne, setAddressLineOne] = useState('');
  const [isDefault, setIsDefault] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const body = {
      customerName,
      contactNumber: contactNumber || null,
      defaultPaymentTypeId: Number(paymentTypeId),
      addressLineOne: addressLineOne || null,
      isDefault,
    };
    const parsed = customerBody.safeParse(body);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      notify.error('Please correct the errors before saving.', { action: 'Close' });
      return;
    }
    setBusy(true);
    try {
      const created = await createCustomer(body);
      notify.success(created.message ?? 'Created successfully.');
      onCreated({ ...created.data, defaultPaymentTypeId: created.data.defaultPaymentTypeId ?? body.defaultPaymentTypeId });
    } catch (error) {
      notify.error(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box
      component="form"
      aria-label="New customer"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1.5, mt: 1 }}
    >
      <TextField
        autoFocus
        size="small"
        label="Customer Name"
        required
        value={customerName}
        onChange={(e) => setCustomerName(e.target.value)}
        error={!!errors.customerName}
        helperText={errors.customerName}
      />
      <TextField
        size="small"
        label="Contact #"
        value={contactNumber}
        onChange={(e) => setContactNumber(e.target.value)}
        error={!!errors.contactNumber}
        helperText={errors.contactNumber}
      />
      <TextField
        select
        size="small"
        label="Default Payment Type"
        required
        value={paymentTypeId}
        onChange={(e) => setPaymentTypeId(e.target.value)}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        error={!!errors.defaultPaymentTypeId}
        helperText={errors.defaultPaymentTypeId}
      >
        {(paymentTypes ?? []).map((t) => (
          <option key={t.id} value={t.id}>
            {t.name}
          </option>
        ))}
      </TextField>
      <TextField size="small" label="Address" value={addressLineOne} onChange={(e) => setAddressLineOne(e.target.value)} />
      <FormControlLabel
        control={<Checkbox checked={isDefault} onChange={(e) => setIsDefault(e.target.checked)} />}
        label="Default customer"
      />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1 }}>
        <Button onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" disabled={busy}>
          Save
        </Button>
      </Box>
    </Box>
  );
}
