import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField, Typography } from '@mui/material';

/** Spec 9: the quantity dialog is 300px wide; spec 5: numeric, minimum 0, step 0.01, default 1. */
export const QUANTITY_DIALOG_WIDTH = 300;
export const DEFAULT_QUANTITY = 1;

export type QuantityDialogProps = {
  open: boolean;
  /** Default 1. */
  initialQuantity?: number;
  title?: string;
  /** What the quantity is for, e.g. the product name. */
  subtitle?: string;
  onConfirm: (quantity: number) => void;
  onCancel: () => void;
};

/** The quantity typed, when it is a number of at least 0; otherwise null. */
export function parseQuantity(text: string): number | null {
  if (text.trim() === '') return null;
  const quantity = Number(text);
  return Number.isFinite(quantity) && quantity >= 0 ? quantity : null;
}

function QuantityForm({ initialQuantity, title, subtitle, onConfirm, onCancel }: Omit<QuantityDialogProps, 'open'>) {
  const [text, setText] = useState(String(initialQuantity ?? DEFAULT_QUANTITY));
  const quantity = parseQuantity(text);
  const confirm = () => {
    if (quantity !== null) onConfirm(quantity);
  };
  return (
    <>
      <DialogTitle id="quantity-dialog-title">{title}</DialogTitle>
      <DialogContent>
        {subtitle ? (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {subtitle}
          </Typography>
        ) : null}
        <TextField
          label="Quantity"
          type="number"
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            // Spec 5: Enter confirms.
            if (event.key === 'Enter') {
              event.preventDefault();
              confirm();
            }
          }}
          onFocus={(event) => event.target.select()}
          autoFocus
          fullWidth
          margin="dense"
          error={quantity === null}
          helperText={quantity === null ? 'Enter a quantity of 0 or more.' : undefined}
          slotProps={{ htmlInput: { min: 0, step: 0.01, inputMode: 'decimal' } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Cancel</Button>
        <Button variant="contained" onClick={confirm} disabled={quantity === null}>
          Confirm
        </Button>
      </DialogActions>
    </>
  );
}

/** Spec 2.5: the quantity entry dialog (the terminal asks it when adding an item with quantity 1). */
export function QuantityDialog({ open, onCancel, title = 'Enter Quantity', ...props }: QuantityDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      aria-labelledby="quantity-dialog-title"
      slotProps={{ paper: { sx: { width: QUANTITY_DIALOG_WIDTH, maxWidth: QUANTITY_DIALOG_WIDTH } } }}
    >
      {open ? <QuantityForm title={title} onCancel={onCancel} {...props} /> : null}
    </Dialog>
  );
}
