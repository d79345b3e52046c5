import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField, Typography } from '@mui/material';
import PrintIcon from '@mui/icons-material/Print';
import { LABEL_COPIES_MAX, LABEL_LAYOUT_LABELS, LABEL_LAYOUTS, LABELS_MAX, type LabelLayoutName } from '@oim/shared/schemas/labels';
import { errorMessage } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { showPdfInTab } from '@/lib/pdf-tab';

export type LabelChoice = { layout: LabelLayoutName; copies: number };

export type PrintLabelsDialogProps = {
  open: boolean;
  onClose: () => void;
  /** What is printed, e.g. "3 products" or "PR-000012". */
  subject: string;
  /**
   * How many labels one copy makes: the products selected (copies apply), or null where the count
   * is the document's own (a purchase receipt prints one per unit received; no copies field).
   */
  perCopy: number | null;
  /** Fetches the PDF of the labels for the choice. */
  fetchPdf: (choice: LabelChoice) => Promise<Blob>;
  /** The file name where the browser cannot open a tab. */
  fileName: string;
};

/** The copies typed, when they are a whole number the server takes; null otherwise. */
export function copiesOf(text: string): number | null {
  if (!/^\d{1,3}$/.test(text.trim())) return null;
  const copies = Number(text.trim());
  return copies >= 1 && copies <= LABEL_COPIES_MAX ? copies : null;
}

/**
 * Print Labels: the layout (A4 sheet or label roll) and, for products, the copies of each; Print
 * opens the labels' PDF in a tab of its own (the tab is opened at the click, as popup blockers
 * require), where the browser's viewer prints it.
 */
export function PrintLabelsDialog({ open, onClose, subject, perCopy, fetchPdf, fileName }: PrintLabelsDialogProps) {
  const [layout, setLayout] = useState<LabelLayoutName>('a4-3x10');
  const [copiesText, setCopiesText] = useState('1');
  const [busy, setBusy] = useState(false);
  const copies = perCopy === null ? 1 : copiesOf(copiesText);
  const total = perCopy === null || copies === null ? null : perCopy * copies;
  const copiesError =
    perCopy === null
      ? null
      : copies === null
        ? `Enter a whole number from 1 to ${LABEL_COPIES_MAX}.`
        : total !== null && total > LABELS_MAX
          ? `At most ${LABELS_MAX.toLocaleString('en-PH')} labels at a time.`
          : null;

  const print = async () => {
    if (copies === null || copiesError) return;
    const tab = window.open('', '_blank');
    setBusy(true);
    try {
      await showPdfInTab(() => fetchPdf({ layout, copies }), fileName, tab);
      onClose();
    } catch (error) {
      notify.error(errorMessage(error, 'The labels could not be made.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} fullWidth maxWidth="xs" aria-labelledby="print-labels-title">
      <DialogTitle id="print-labels-title">Print Labels</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography variant="body2" color="text.secondary">
            Price labels of {subject}.
          </Typography>
          <TextField select label="Layout" value={layout} onChange={(event) => setLayout(event.target.value as LabelLayoutName)} fullWidth>
            {LABEL_LAYOUTS.map((name) => (
              <MenuItem key={name} value={name}>
                {LABEL_LAYOUT_LABELS[name]}
              </MenuItem>
            ))}
          </TextField>
          {perCopy !== null ? (
            <TextField
              label="Copies of each"
              value={copiesText}
              onChange={(event) => setCopiesText(event.target.value)}
              error={copiesError !== null}
              helperText={copiesError ?? (total !== null ? `${total} label${total === 1 ? '' : 's'}` : ' ')}
              slotProps={{ htmlInput: { inputMode: 'numeric', 'aria-label': 'Copies of each' } }}
              fullWidth
            />
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button variant="contained" startIcon={<PrintIcon />} onClick={() => void print()} disabled={busy || copiesError !== null}>
          Print
        </Button>
      </DialogActions>
    </Dialog>
  );
}
