import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { SPECIAL_DISCOUNT_KINDS, SPECIAL_DISCOUNT_LABELS, type SpecialDiscountKind } from '@oim/shared/pos/tax';
import { specialDiscountInput, type SpecialDiscountInput } from '@oim/shared/schemas/pos';

/**
 * The sale's senior citizen / PWD discount (RA 9994, RA 10754): the kind and the holder's name, ID
 * number and TIN (optional), printed on the receipt for their signature. It applies to every
 * eligible line, replacing a smaller regular discount there: the 20% on FULL products, the 5% on
 * BASIC_NECESSITY ones when the purchase booklet number is given.
 */
export function SpecialDiscountDialog({
  open,
  current,
  blockedBy,
  onApply,
  onClose,
}: {
  open: boolean;
  current: SpecialDiscountInput | null;
  /** Why it cannot be given now (e.g. an order discount), or null. */
  blockedBy: string | null;
  onApply: (special: SpecialDiscountInput | null) => void;
  onClose: () => void;
}) {
  const [kind, setKind] = useState<SpecialDiscountKind>('SENIOR_CITIZEN');
  const [holderName, setHolderName] = useState('');
  const [holderId, setHolderId] = useState('');
  const [holderTin, setHolderTin] = useState('');
  const [bookletNumber, setBookletNumber] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  useEffect(() => {
    if (!open) return;
    setKind(current?.kind ?? 'SENIOR_CITIZEN');
    setHolderName(current?.holderName ?? '');
    setHolderId(current?.holderId ?? '');
    setHolderTin(current?.holderTin ?? '');
    setBookletNumber(current?.bookletNumber ?? '');
    setErrors({});
  }, [open, current]);

  const apply = () => {
    const parsed = specialDiscountInput.safeParse({ kind, holderName, holderId, holderTin, bookletNumber });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    onApply(parsed.data);
  };

  return (
    <Dialog open={open} onClose={onClose} maxWidth="xs" fullWidth>
      <DialogTitle>Senior citizen / PWD discount</DialogTitle>
      <DialogContent>
        <Stack
          spacing={2}
          sx={{ pt: 1 }}
          component="form"
          id="special-discount-form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            apply();
          }}
        >
          {blockedBy ? <Alert severity="warning">{blockedBy}</Alert> : null}
          <TextField select label="Discount" size="small" value={kind} onChange={(e) => setKind(e.target.value as SpecialDiscountKind)}>
            {SPECIAL_DISCOUNT_KINDS.map((k) => (
              <MenuItem key={k} value={k}>
                {SPECIAL_DISCOUNT_LABELS[k]}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label="Name"
            size="small"
            required
            autoFocus
            value={holderName}
            onChange={(e) => setHolderName(e.target.value)}
            error={Boolean(errors.holderName)}
            helperText={errors.holderName}
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
          <TextField
            label="ID number"
            size="small"
            required
            value={holderId}
            onChange={(e) => setHolderId(e.target.value)}
            error={Boolean(errors.holderId)}
            helperText={errors.holderId ?? (kind === 'PWD' ? 'The PWD ID card number.' : 'The OSCA ID number.')}
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
          <TextField
            label="TIN (optional)"
            size="small"
            value={holderTin}
            onChange={(e) => setHolderTin(e.target.value)}
            error={Boolean(errors.holderTin)}
            helperText={errors.holderTin}
            slotProps={{ htmlInput: { maxLength: 50 } }}
          />
          <TextField
            label="Purchase booklet No."
            size="small"
            value={bookletNumber}
            onChange={(e) => setBookletNumber(e.target.value)}
            error={Boolean(errors.bookletNumber)}
            helperText={
              errors.bookletNumber ?? 'For the 5% on basic necessities (groceries), up to the weekly cap; without it they take none.'
            }
            slotProps={{ htmlInput: { maxLength: 50 } }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        {current ? (
          <Button color="error" onClick={() => onApply(null)} sx={{ mr: 'auto' }}>
            Remove Discount
          </Button>
        ) : null}
        <Button onClick={onClose}>Cancel</Button>
        <Button type="submit" form="special-discount-form" variant="contained" disabled={blockedBy !== null}>
          Apply
        </Button>
      </DialogActions>
    </Dialog>
  );
}
