import { MenuItem, TextField } from '@mui/material';
import { usePaymentTypeOptions, type PaymentType } from '@/lib/reference-data/payment-types';

/** A refund goes out as cash or the like: active IMMEDIATE or OTHER payment types (the API refuses credit types). */
export function useRefundPaymentTypes(): PaymentType[] {
  return (usePaymentTypeOptions().data ?? []).filter((t) => t.isActive && (t.category === 'IMMEDIATE' || t.category === 'OTHER'));
}

export type RefundFieldsProps = {
  paymentTypeId: number | '';
  onPaymentTypeChange: (id: number) => void;
  reference: string;
  onReferenceChange: (reference: string) => void;
  errors: { paymentType?: string | undefined; reference?: string | undefined };
  /** Under the payment type while it has no error. */
  hint: string;
};

/** How a refund is paid: Refund Payment Type and its Refund Reference # (required when the type asks for one). */
export function RefundFields({ paymentTypeId, onPaymentTypeChange, reference, onReferenceChange, errors, hint }: RefundFieldsProps) {
  const types = useRefundPaymentTypes();
  const chosen = types.find((t) => t.id === paymentTypeId);
  return (
    <>
      <TextField
        select
        size="small"
        label="Refund Payment Type"
        required
        value={chosen ? chosen.id : ''}
        onChange={(e) => onPaymentTypeChange(Number(e.target.value))}
        error={Boolean(errors.paymentType)}
        helperText={errors.paymentType ?? hint}
      >
        {types.map((t) => (
          <MenuItem key={t.id} value={t.id}>
            {t.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        size="small"
        label="Refund Reference #"
        required={chosen?.requiresReferenceNumber === true}
        value={reference}
        onChange={(e) => onReferenceChange(e.target.value)}
        error={Boolean(errors.reference)}
        helperText={errors.reference}
        slotProps={{ htmlInput: { maxLength: 100 } }}
      />
    </>
  );
}
