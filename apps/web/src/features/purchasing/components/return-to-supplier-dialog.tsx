import { useId, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControlLabel,
  FormGroup,
  FormLabel,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useSerialsInStock } from '@/components/serial-numbers/get-serials-in-stock';
import { ApiError, errorMessage } from '@/lib/api-client';
import { formatMoney } from '@/lib/format';
import { notify } from '@/lib/notify';
import { withUnit } from '@/lib/quantity';
import { useReturnToSupplier } from '../api/return-to-supplier';
import {
  buildSupplierReturn,
  emptyDraft,
  returnableOf,
  serverErrorsByLine,
  type ReturnLine,
  type ReturnLineDraft,
} from '../lib/supplier-return-form';
import type { PurchaseReceipt, PurchaseReceiptItem } from '../types';

type LineProps = {
  item: PurchaseReceiptItem;
  locationId: number;
  returned: string;
  returnable: string;
  draft: ReturnLineDraft;
  onChange: (draft: ReturnLineDraft) => void;
  errors: Record<string, string>;
  open: boolean;
};

/** The serial numbers this line brought in that are still in stock where it was received: only these can go back. */
function SerialPicker({
  item,
  locationId,
  draft,
  onChange,
  error,
  open,
}: Omit<LineProps, 'returned' | 'returnable' | 'errors'> & { error?: string }) {
  const inStock = useSerialsInStock(open ? item.productId : null, locationId);
  const here = new Set((inStock.data ?? []).map((s) => s.serialNumber.toLowerCase()));
  const choices = item.serialNumbers.filter((s) => here.has(s.toLowerCase()));
  const label = `Serial numbers of ${item.product?.productName ?? 'the line'}`;
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mt: 1 }}>
      <FormLabel component="legend" error={Boolean(error)}>
        Serial numbers going back ({draft.serialNumbers.length})
      </FormLabel>
      {inStock.isPending ? (
        <Typography variant="body2" color="text.secondary">
          Loading...
        </Typography>
      ) : choices.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          None of this line&apos;s serial numbers is still in stock here.
        </Typography>
      ) : (
        <FormGroup row aria-label={label}>
          {choices.map((serial) => (
            <FormControlLabel
              key={serial}
              label={
                <Box component="span" sx={{ fontFamily: 'monospace' }}>
                  {serial}
                </Box>
              }
              control={
                <Checkbox
                  checked={draft.serialNumbers.includes(serial)}
                  onChange={(e) =>
                    onChange({
                      ...draft,
                      serialNumbers: e.target.checked ? [...draft.serialNumbers, serial] : draft.serialNumbers.filter((s) => s !== serial),
                    })
                  }
                />
              }
            />
          ))}
        </FormGroup>
      )}
      {error ? (
        <Typography variant="caption" color="error" role="alert">
          {error}
        </Typography>
      ) : null}
    </Box>
  );
}

function ReturnLineFields({ item, locationId, returned, returnable, draft, onChange, errors, open }: LineProps) {
  const name = item.product?.productName ?? `Line ${item.lineNumber}`;
  const unit = item.uom?.unit;
  const nothingLeft = Number(returnable) <= 0;
  const error = (field: string) => errors[`items.${item.id}.${field}`];
  return (
    <Paper variant="outlined" sx={{ p: 1.5 }} component="section" aria-label={name}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
        <FormControlLabel
          control={
            <Checkbox
              checked={draft.selected}
              disabled={nothingLeft}
              onChange={(e) => onChange({ ...draft, selected: e.target.checked })}
              slotProps={{ input: { 'aria-label': `Return ${name}` } }}
            />
          }
          label={
            <span>
              <Typography component="span" sx={{ fontWeight: 600 }}>
                {name}
              </Typography>{' '}
              <Typography component="span" variant="body2" color="text.secondary">
                {item.product?.sku}
              </Typography>
            </span>
          }
        />
        <Typography variant="body2" color="text.secondary">
          Received {withUnit(item.quantity, unit)} · returned {withUnit(returned, unit)} · {formatMoney(item.unitCost)} each
          {nothingLeft ? ' · nothing left to return' : ''}
        </Typography>
      </Stack>
      {draft.selected ? (
        item.product?.isSerialized ? (
          <SerialPicker
            item={item}
            locationId={locationId}
            draft={draft}
            onChange={onChange}
            open={open}
            error={error('serialNumbers') ?? error('quantity')}
          />
        ) : (
          <TextField
            size="small"
            sx={{ mt: 1, maxWidth: 240 }}
            label={`Quantity to return${unit ? ` (${unit})` : ''}`}
            required
            value={draft.quantity}
            onChange={(e) => onChange({ ...draft, quantity: e.target.value })}
            error={Boolean(error('quantity'))}
            helperText={error('quantity') ?? `Up to ${withUnit(returnable, unit)}`}
            slotProps={{ htmlInput: { inputMode: 'decimal', 'aria-label': `Quantity to return of ${name}` } }}
          />
        )
      ) : null}
    </Paper>
  );
}

export type ReturnToSupplierDialogProps = {
  receipt: PurchaseReceipt;
  /** How much of each line earlier returns sent back (receipt line id → quantity in its unit). */
  returned: Map<number, string>;
  open: boolean;
  onClose: () => void;
};

/**
 * Send goods of a receipt back to its supplier: which lines, how many (or which serial numbers),
 * and why. Their stock leaves the receiving location, and their value comes off what is owed for
 * the receipt, or becomes the supplier's credit when it is paid already.
 */
export function ReturnToSupplierDialog({ receipt, returned, open, onClose }: ReturnToSupplierDialogProps) {
  const titleId = useId();
  const items = receipt.items ?? [];
  const [drafts, setDrafts] = useState<Record<number, ReturnLineDraft>>({});
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const send = useReturnToSupplier();
  const lines: (ReturnLine & { source: PurchaseReceiptItem })[] = items.map((item) => ({
    item,
    source: item,
    isSerialized: item.product?.isSerialized ?? false,
    returnable: returnableOf(item, returned),
    draft: drafts[item.id] ?? emptyDraft(),
  }));
  const reset = () => {
    setDrafts({});
    setReason('');
    setErrors({});
    setRefusal(null);
  };
  const close = () => {
    if (send.isPending) return;
    reset();
    onClose();
  };
  const submit = async () => {
    setRefusal(null);
    const built = buildSupplierReturn(lines, reason);
    if (built.errors) {
      setErrors(built.errors);
      return;
    }
    setErrors({});
    try {
      const answer = await send.mutateAsync({ receiptId: receipt.id, body: built.body });
      notify.success(`${answer.data.supplierReturnNumber}: ${answer.message || 'Goods returned to the supplier.'}`);
      reset();
      onClose();
    } catch (error) {
      if (error instanceof ApiError && (error.status === 409 || error.status === 422)) {
        setErrors(serverErrorsByLine(error.errors, built.body));
        setRefusal(error.message || 'The return could not be posted.');
      } else notify.error(errorMessage(error));
    }
  };
  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="md" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>Return to Supplier</DialogTitle>
      <DialogContent>
        <Stack spacing={1.5}>
          <DialogContentText>
            The goods leave the stock at {receipt.receivingWarehouse?.name ?? 'the receiving location'}, and their value at the
            receipt&apos;s cost comes off what is owed for {receipt.purchaseReceiptNumber}; what is already paid becomes the supplier&apos;s
            credit.
          </DialogContentText>
          {refusal ? <Alert severity="error">{refusal}</Alert> : null}
          {errors.items ? (
            <Alert severity="warning" role="alert">
              {errors.items}
            </Alert>
          ) : null}
          {lines.map(({ source, returnable, draft }) => (
            <ReturnLineFields
              key={source.id}
              item={source}
              locationId={receipt.receivingWarehouseId}
              returned={returned.get(source.id) ?? '0'}
              returnable={returnable}
              draft={draft}
              onChange={(next) => setDrafts((all) => ({ ...all, [source.id]: next }))}
              errors={errors}
              open={open}
            />
          ))}
          <TextField
            label="Reason"
            required
            size="small"
            multiline
            minRows={2}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            error={Boolean(errors.reason)}
            helperText={errors.reason}
            slotProps={{ htmlInput: { maxLength: 500 } }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={send.isPending}>
          Cancel
        </Button>
        <Button variant="contained" onClick={() => void submit()} disabled={send.isPending}>
          Return Goods
        </Button>
      </DialogActions>
    </Dialog>
  );
}
