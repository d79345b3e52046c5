import { useId, useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack } from '@mui/material';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { endOfMonth, startOfMonth } from 'date-fns';
import { errorMessage } from '@/lib/api-client';
import { dayText, shopToday } from '@/lib/days';
import { notify } from '@/lib/notify';
import { useDownloadCustomerLedger, type LedgerFormat } from '../api/download-customer-ledger';

const valid = (d: Date | null): d is Date => d !== null && !Number.isNaN(d.getTime());

/** Statement: a customer's ledger of a period (default this month) as a PDF to hand over, or a spreadsheet. */
export function StatementDialog({
  customer,
  open,
  onClose,
}: {
  customer: { id: number; customerName: string };
  open: boolean;
  onClose: () => void;
}) {
  const titleId = useId();
  const [from, setFrom] = useState<Date | null>(() => startOfMonth(shopToday()));
  const [to, setTo] = useState<Date | null>(() => endOfMonth(shopToday()));
  const download = useDownloadCustomerLedger();
  const ready = valid(from) && valid(to) && from <= to;
  const get = (format: LedgerFormat) => {
    if (!valid(from) || !valid(to)) return;
    download.mutate(
      { id: customer.id, customerName: customer.customerName, format, from: dayText(from), to: dayText(to) },
      { onSuccess: onClose, onError: (error) => notify.error(errorMessage(error)) },
    );
  };
  return (
    <Dialog
      open={open}
      onClose={() => !download.isPending && onClose()}
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: { width: 440 } } }}
    >
      <DialogTitle id={titleId}>Statement of {customer.customerName}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          The opening balance, every sale on credit, collection and void of the period with a running balance, and the closing balance.
        </DialogContentText>
        <LocalizationProvider dateAdapter={AdapterDateFns}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ pt: 1 }}>
            <DatePicker label="From" value={from} onChange={setFrom} slotProps={{ textField: { size: 'small', required: true } }} />
            <DatePicker
              label="To"
              value={to}
              onChange={setTo}
              slotProps={{
                textField: {
                  size: 'small',
                  required: true,
                  ...(valid(from) && valid(to) && from > to ? { error: true, helperText: 'To must not be before From.' } : {}),
                },
              }}
            />
          </Stack>
        </LocalizationProvider>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={download.isPending}>
          Cancel
        </Button>
        <Button variant="outlined" onClick={() => get('excel')} disabled={!ready || download.isPending}>
          Download Excel
        </Button>
        <Button variant="contained" onClick={() => get('pdf')} disabled={!ready || download.isPending}>
          Download PDF
        </Button>
      </DialogActions>
    </Dialog>
  );
}
