import { useContext, useState, type RefObject } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { parseQuantity } from '@/components/dialogs/quantity-dialog';
import { ShortcutHints, ShortcutLabel } from './shortcut-label';
import type { PosLine } from '../types';

type Props = {
  line: PosLine;
  quantityRef: RefObject<HTMLInputElement | null>;
  priceRef: RefObject<HTMLInputElement | null>;
  onQuantity: (uniqueId: string, quantity: number) => void;
  onPrice: (uniqueId: string, price: number) => void;
  onUnit: (uniqueId: string, uomId: number) => void;
  onLineDiscount: () => void;
  onSerials: () => void;
  onRemove: (uniqueId: string) => void;
  /** After Enter in a field: back to the search box (on a phone: the line sheet closes). */
  onDone: () => void;
  /** The phone layout: the fields one under another, the product named by the sheet around it. */
  phone?: boolean;
};

function parsePrice(text: string): number | null {
  if (text.trim() === '') return null;
  const n = Number(text);
  return Number.isFinite(n) && n >= 0 && /^\d+(\.\d{1,2})?$/.test(text.trim()) ? n : null;
}

/** The selected line: quantity (Alt+Q), price (Alt+E), its discount (F6), serials (Alt+S), removal (Alt+Delete). */
export function LineEditor({
  line,
  quantityRef,
  priceRef,
  onQuantity,
  onPrice,
  onUnit,
  onLineDiscount,
  onSerials,
  onRemove,
  onDone,
  phone = false,
}: Props) {
  const hints = useContext(ShortcutHints);
  const hasUnits = (line.unitOptions?.length ?? 0) > 1;
  const [quantityText, setQuantityText] = useState(String(line.orderedQuantity));
  const [priceText, setPriceText] = useState(String(line.orderedUnitPrice));
  const [seenQuantity, setSeenQuantity] = useState(line.orderedQuantity);
  const [seenPrice, setSeenPrice] = useState(line.orderedUnitPrice);
  // The line changed elsewhere (tiered price, scaling): show its values.
  if (seenQuantity !== line.orderedQuantity) {
    setSeenQuantity(line.orderedQuantity);
    setQuantityText(String(line.orderedQuantity));
  }
  if (seenPrice !== line.orderedUnitPrice) {
    setSeenPrice(line.orderedUnitPrice);
    setPriceText(String(line.orderedUnitPrice));
  }
  const quantity = parseQuantity(quantityText);
  const price = parsePrice(priceText);
  const commitQuantity = () => {
    if (quantity !== null && quantity > 0 && quantity !== line.orderedQuantity) onQuantity(line.uniqueId, quantity);
    else setQuantityText(String(line.orderedQuantity));
  };
  const commitPrice = () => {
    if (price !== null && price !== line.orderedUnitPrice) onPrice(line.uniqueId, price);
    else setPriceText(String(line.orderedUnitPrice));
  };
  const enterCommits = (commit: () => void) => (e: React.KeyboardEvent) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      commit();
      onDone();
    }
  };

  return (
    <Box
      sx={
        phone
          ? { display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1.5 }
          : {
              display: 'flex',
              gap: 1.5,
              alignItems: 'center',
              flexWrap: 'wrap',
              p: 1.5,
              borderTop: 1,
              borderColor: 'divider',
              bgcolor: 'background.default',
            }
      }
      aria-label="Selected line"
    >
      {phone ? null : (
        <Typography variant="body2" sx={{ fontWeight: 600, minWidth: 140, flex: 1 }} noWrap>
          {line.productName}
        </Typography>
      )}
      <TextField
        inputRef={quantityRef}
        label={hints ? 'Quantity (Alt+Q)' : 'Quantity'}
        size={phone ? 'medium' : 'small'}
        type="number"
        value={quantityText}
        onChange={(e) => setQuantityText(e.target.value)}
        onBlur={commitQuantity}
        onKeyDown={enterCommits(commitQuantity)}
        onFocus={(e) => e.target.select()}
        error={quantity === null || quantity === 0}
        slotProps={{ htmlInput: { min: 0, step: 0.01, inputMode: 'decimal' } }}
        sx={phone ? (hasUnits ? undefined : { gridColumn: '1 / -1' }) : { width: 130 }}
      />
      {hasUnits ? (
        <TextField
          select
          size={phone ? 'medium' : 'small'}
          label="Unit"
          value={line.orderedUomId}
          onChange={(e) => onUnit(line.uniqueId, Number(e.target.value))}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={phone ? undefined : { width: 110 }}
        >
          {line.unitOptions!.map((o) => (
            <option key={o.uomId} value={o.uomId}>
              {o.unit}
            </option>
          ))}
        </TextField>
      ) : null}
      <TextField
        inputRef={priceRef}
        label={hints ? 'Unit price (Alt+E)' : 'Unit price'}
        size={phone ? 'medium' : 'small'}
        type="number"
        value={priceText}
        onChange={(e) => setPriceText(e.target.value)}
        onBlur={commitPrice}
        onKeyDown={enterCommits(commitPrice)}
        onFocus={(e) => e.target.select()}
        error={price === null}
        slotProps={{ htmlInput: { min: 0, step: 0.01, inputMode: 'decimal' } }}
        sx={phone ? { gridColumn: '1 / -1' } : { width: 140 }}
      />
      <Button size={phone ? 'large' : 'small'} variant="outlined" onClick={onLineDiscount}>
        <ShortcutLabel label="Line Discount" shortcut="F6" />
      </Button>
      {line.isSerialized ? (
        <Button size={phone ? 'large' : 'small'} variant="outlined" onClick={onSerials}>
          <ShortcutLabel label="Serials" shortcut="Alt+S" />
        </Button>
      ) : null}
      <Button size={phone ? 'large' : 'small'} color="error" startIcon={<DeleteOutlineIcon />} onClick={() => onRemove(line.uniqueId)}>
        <ShortcutLabel label="Remove" shortcut="Alt+Del" />
      </Button>
    </Box>
  );
}
