import { useMemo, useState } from 'react';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField, Typography } from '@mui/material';
import QrCodeScannerIcon from '@mui/icons-material/QrCodeScanner';
import { SerialNumberDialog, type SerialRequest } from '@/components/serial-numbers/serial-number-dialog';
import type { SerialChoice } from '@/components/serial-numbers/get-serials-in-stock';
import type { GenerateSalesOrderInput } from '../api/generate-sales-order';
import type { ConversionNeeds, SerialLine } from '../lib/conversion-needs';

/** Spec 9: form dialogs are 480px wide. */
export const GENERATE_DETAILS_WIDTH = 480;

type Props = {
  quotationNumber: string;
  needs: ConversionNeeds;
  busy: boolean;
  onGenerate: (details: NonNullable<GenerateSalesOrderInput['details']>) => void;
  onCancel: () => void;
};

/**
 * Generate Sales Order for a quotation that lacks what a sale needs: the serial numbers of each
 * serial-tracked line, chosen among those in stock at the channel's location (the terminal's serial
 * dialog), and the reference numbers its payment types require.
 */
export function GenerateDetailsDialog({ quotationNumber, needs, busy, onGenerate, onCancel }: Props) {
  const [serials, setSerials] = useState<Record<number, SerialChoice[]>>({});
  const [references, setReferences] = useState<Record<number, string>>({});
  const [choosing, setChoosing] = useState<SerialLine | null>(null);
  const [touched, setTouched] = useState(false);

  const chosenFor = (line: SerialLine) => serials[line.item.id] ?? [];
  const complete =
    needs.serialLines.every((line) => chosenFor(line).length === line.needed) &&
    needs.payments.every((p) => (references[p.index] ?? '').trim() !== '');
  // The serial dialog starts over whenever its request changes: one object per opening.
  const request = useMemo<SerialRequest | null>(
    () =>
      choosing
        ? {
            productId: choosing.item.productId,
            productName: choosing.item.productName,
            needed: choosing.needed,
            chosen: serials[choosing.item.id] ?? [],
          }
        : null,
    [choosing, serials],
  );

  const submit = () => {
    setTouched(true);
    if (!complete) return;
    onGenerate({
      items: needs.serialLines.map((line) => ({ id: line.item.id, serialNumbers: chosenFor(line).map((s) => s.serialNumber) })),
      ...(needs.payments.length > 0
        ? {
            payments: Array.from({ length: Math.max(...needs.payments.map((p) => p.index)) + 1 }, (_, i) => ({
              referenceNumber: references[i]?.trim() || null,
            })),
          }
        : {}),
    });
  };

  return (
    <>
      <Dialog
        open
        onClose={busy ? undefined : onCancel}
        aria-labelledby="generate-details-title"
        slotProps={{ paper: { sx: { width: GENERATE_DETAILS_WIDTH, maxWidth: GENERATE_DETAILS_WIDTH } } }}
      >
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <DialogTitle id="generate-details-title">Generate Sales Order</DialogTitle>
          <DialogContent>
            <DialogContentText sx={{ mb: 2 }}>Before {quotationNumber} becomes a sales order, give what a sale records.</DialogContentText>
            {needs.serialLines.map((line) => {
              const chosen = chosenFor(line);
              const short = touched && chosen.length !== line.needed;
              return (
                <Box
                  key={line.item.id}
                  sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5 }}
                  aria-label={`Serial numbers of ${line.item.productName}`}
                >
                  <Box sx={{ flex: 1, minWidth: 0 }}>
                    <Typography variant="body2" sx={{ fontWeight: 600 }}>
                      {line.item.productName}
                    </Typography>
                    <Typography variant="caption" color={short ? 'error' : 'text.secondary'}>
                      {chosen.length > 0 ? chosen.map((s) => s.serialNumber).join(', ') : 'No serial number chosen'} ({chosen.length} of{' '}
                      {line.needed})
                    </Typography>
                  </Box>
                  <Button
                    size="small"
                    variant="outlined"
                    startIcon={<QrCodeScannerIcon />}
                    onClick={() => setChoosing(line)}
                    aria-label={`Choose serial numbers for ${line.item.productName}`}
                  >
                    Serial Numbers
                  </Button>
                </Box>
              );
            })}
            {needs.payments.map((p) => {
              const blank = touched && (references[p.index] ?? '').trim() === '';
              return (
                <TextField
                  key={p.index}
                  fullWidth
                  size="small"
                  margin="dense"
                  required
                  label={`Payment ${p.index + 1} (${p.typeName}) Reference #`}
                  value={references[p.index] ?? ''}
                  onChange={(e) => setReferences((all) => ({ ...all, [p.index]: e.target.value }))}
                  error={blank}
                  helperText={blank ? `A ${p.typeName} payment needs its reference number.` : ' '}
                />
              );
            })}
          </DialogContent>
          <DialogActions>
            <Button onClick={onCancel} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" variant="contained" disabled={busy}>
              Generate
            </Button>
          </DialogActions>
        </form>
      </Dialog>
      <SerialNumberDialog
        request={request}
        locationId={needs.locationId}
        onConfirm={(chosen) => {
          if (choosing) setSerials((all) => ({ ...all, [choosing.item.id]: chosen }));
          setChoosing(null);
        }}
        onCancel={() => setChoosing(null)}
      />
    </>
  );
}
