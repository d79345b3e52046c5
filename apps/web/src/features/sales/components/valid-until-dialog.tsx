import { useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { isValid } from 'date-fns';
import { errorMessage } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useUpdateQuotationValidUntil } from '../api/update-quotation-valid-until';
import { dayText, parseDay, startOfToday } from '../lib/dates';
import type { Quotation } from '../types';

/** Spec 9: form dialogs are 480px wide. */
export const VALID_UNTIL_DIALOG_WIDTH = 480;

type Props = {
  open: boolean;
  quotation: Pick<Quotation, 'id' | 'quotationNumber' | 'validUntilDate'> | null;
  onClose: (saved?: Quotation) => void;
};

function ValidUntilForm({ quotation, onClose }: { quotation: NonNullable<Props['quotation']>; onClose: Props['onClose'] }) {
  const [date, setDate] = useState<Date | null>(() => parseDay(quotation.validUntilDate));
  const [touched, setTouched] = useState(false);
  const update = useUpdateQuotationValidUntil();
  const today = startOfToday();
  const problem =
    !date || !isValid(date) ? 'Choose the date the quotation is valid until.' : date < today ? 'The date may not be in the past.' : null;

  const save = async () => {
    setTouched(true);
    if (problem || !date) return;
    try {
      const answer = await update.mutateAsync({ id: quotation.id, validUntilDate: dayText(date) });
      notify.success(answer.message || 'Updated successfully.');
      onClose(answer.data);
    } catch {
      // Shown below the picker.
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <DialogTitle id="valid-until-title">Change Valid Until</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>How long {quotation.quotationNumber} holds its prices for the customer.</DialogContentText>
        <LocalizationProvider dateAdapter={AdapterDateFns}>
          <DatePicker
            label="Valid Until"
            value={date}
            minDate={today}
            onChange={(value) => setDate(value)}
            slotProps={{
              textField: {
                fullWidth: true,
                required: true,
                error: touched && problem !== null,
                helperText: touched && problem ? problem : ' ',
              },
            }}
          />
        </LocalizationProvider>
        {update.error ? <Alert severity="error">{errorMessage(update.error)}</Alert> : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onClose()} disabled={update.isPending}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" disabled={update.isPending}>
          Save
        </Button>
      </DialogActions>
    </form>
  );
}

/** PUT sales/quotations/{id}/valid-until-date through a date picker. */
export function ValidUntilDialog({ open, quotation, onClose }: Props) {
  return (
    <Dialog
      open={open && quotation !== null}
      onClose={() => onClose()}
      aria-labelledby="valid-until-title"
      slotProps={{ paper: { sx: { width: VALID_UNTIL_DIALOG_WIDTH, maxWidth: VALID_UNTIL_DIALOG_WIDTH } } }}
    >
      {quotation ? <ValidUntilForm key={quotation.id} quotation={quotation} onClose={onClose} /> : null}
    </Dialog>
  );
}
