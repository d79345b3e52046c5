import { useId, useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack, TextField } from '@mui/material';
import { sumPesos } from '@oim/shared/pos/money';
import { ApiError, errorMessage } from '@/lib/api-client';
import { formatMoney } from '@/lib/format';
import { notify } from '@/lib/notify';
import { useChangeRmaStatus } from '../api/change-rma-status';
import { splitSerials } from '../lib/rma-form';
import { RefundFields } from './refund-fields';
import type { ResolveRmaBody, Rma } from '../types';

/**
 * Resolve: everything posts at once — goods back to stock, refunds paid, replacements out, job
 * orders opened. Asks only for what the RMA still lacks: the refund's payment type and the
 * replacement units' serial numbers.
 */
export function ResolveRmaDialog({ rma, open, onClose }: { rma: Rma; open: boolean; onClose: () => void }) {
  const titleId = useId();
  const change = useChangeRmaStatus();
  const lines = rma.lines ?? [];
  const refundLines = lines.filter((l) => l.resolution === 'REFUND');
  const replaceSerialLines = lines.filter((l) => l.resolution === 'REPLACE' && l.serialNumbers.length > 0);
  const [paymentTypeId, setPaymentTypeId] = useState<number | ''>(rma.refundPaymentTypeId ?? '');
  const [reference, setReference] = useState(rma.refundReferenceNumber ?? '');
  const [replacements, setReplacements] = useState<Record<number, string>>(() =>
    Object.fromEntries(replaceSerialLines.map((l) => [l.id, l.replacementSerialNumbers.join(', ')])),
  );
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const refundAmount = sumPesos(refundLines.map((l) => l.amount));

  const resolve = async () => {
    const body: ResolveRmaBody = {
      ...(refundLines.length > 0 && paymentTypeId !== '' ? { refundPaymentTypeId: paymentTypeId } : {}),
      ...(refundLines.length > 0 && reference.trim() ? { refundReferenceNumber: reference.trim() } : {}),
      lines: replaceSerialLines
        .filter((l) => splitSerials(replacements[l.id] ?? '').length > 0)
        .map((l) => ({ id: l.id, replacementSerialNumbers: splitSerials(replacements[l.id] ?? '') })),
    };
    setErrors({});
    setRefusal(null);
    try {
      const answer = await change.mutateAsync({ action: 'resolve', id: rma.id, body });
      notify.success(answer.message || `${rma.rmaNumber} resolved.`);
      onClose();
    } catch (error) {
      if (error instanceof ApiError && (error.status === 409 || error.status === 422)) {
        setRefusal(error.message);
        setErrors(error.errors);
      } else notify.error(errorMessage(error));
    }
  };
  const lineError = (lineId: number) => {
    const index = sentIndex(replaceSerialLines, replacements, lineId);
    return index === null ? undefined : errors[`lines.${index}.replacementSerialNumbers`]?.[0];
  };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} slotProps={{ paper: { sx: { width: 520, maxWidth: '100%' } } }}>
      <DialogTitle id={titleId}>Resolve {rma.rmaNumber}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 0.5 }}>
          <DialogContentText>
            Returned goods go back to stock (or are written off), refunds and credits are made, replacements go out and repairs become job
            orders, all at once. This cannot be undone.
          </DialogContentText>
          {refusal ? <Alert severity="error">{refusal}</Alert> : null}
          {refundLines.length > 0 ? (
            <RefundFields
              paymentTypeId={paymentTypeId}
              onPaymentTypeChange={setPaymentTypeId}
              reference={reference}
              onReferenceChange={setReference}
              errors={{ paymentType: errors.refundPaymentTypeId?.[0], reference: errors.refundReferenceNumber?.[0] }}
              hint={`Refund of ${formatMoney(refundAmount)}, less what the sale still owes`}
            />
          ) : null}
          {replaceSerialLines.map((l) => (
            <TextField
              key={l.id}
              size="small"
              label={`Replacement serial numbers for ${l.productName}`}
              value={replacements[l.id] ?? ''}
              onChange={(e) => setReplacements((r) => ({ ...r, [l.id]: e.target.value }))}
              error={Boolean(lineError(l.id))}
              helperText={lineError(l.id) ?? `${l.serialNumbers.length} unit${l.serialNumbers.length === 1 ? '' : 's'}, in stock`}
            />
          ))}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={change.isPending}>
          Cancel
        </Button>
        <Button variant="contained" onClick={() => void resolve()} disabled={change.isPending}>
          Resolve RMA
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Where a line stands in the body's `lines` (only lines with serials typed are sent). */
function sentIndex(lines: NonNullable<Rma['lines']>, replacements: Record<number, string>, lineId: number): number | null {
  const sent = lines.filter((l) => splitSerials(replacements[l.id] ?? '').length > 0);
  const index = sent.findIndex((l) => l.id === lineId);
  return index < 0 ? null : index;
}
