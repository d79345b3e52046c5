import { useState, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import BackspaceOutlinedIcon from '@mui/icons-material/BackspaceOutlined';
import CloseIcon from '@mui/icons-material/Close';
import type { StockCountEntryMode } from '@oim/shared/schemas/stock-counts';
import { formatQuantity } from '@/lib/quantity';
import { pressKey, quantityToSend, type QuantityKey } from './quantity-keys';

/** What is being counted: a product of the count, or a barcode the server will resolve. */
export type PickedProduct =
  | { kind: 'product'; productId: number; sku: string; productName: string; unit: string; isSerialized: boolean; expected: string | null }
  | { kind: 'barcode'; barcode: string };

/** What the Count button hands on. */
export type Counted = { quantity: string; mode: StockCountEntryMode; serialNumbers: string[] };

const DIGITS: QuantityKey[] = ['7', '8', '9', '4', '5', '6', '1', '2', '3'];
const KEY_SX = { minHeight: 56, fontSize: '1.4rem' } as const;

/**
 * The product picked, with its name, SKU and unit (and what is expected on the shelf when the count
 * is not blind), the mode (Add to this counter's total, or Set it), big keys for the quantity (or a
 * list of serials for a serial-tracked product), and Count.
 */
export function ProductCounter({
  picked,
  mode,
  onModeChange,
  disabled,
  onCount,
  onClear,
}: {
  picked: PickedProduct;
  mode: StockCountEntryMode;
  onModeChange: (mode: StockCountEntryMode) => void;
  disabled: boolean;
  onCount: (counted: Counted) => void;
  onClear: () => void;
}) {
  const [quantity, setQuantity] = useState('');
  const [serials, setSerials] = useState<string[]>([]);
  const [serialText, setSerialText] = useState('');
  const [serialError, setSerialError] = useState<string | null>(null);
  const serialized = picked.kind === 'product' && picked.isSerialized;

  const press = (key: QuantityKey) => setQuantity((current) => pressKey(current, key));
  const toSend = serialized ? String(serials.length) : quantityToSend(quantity);
  // Adding nothing is no count; setting zero is (an empty shelf).
  const canCount = !disabled && toSend !== null && (mode === 'SET' || toSend.replace(/[0.]/g, '') !== '');

  const count = () => {
    if (!canCount || toSend === null) return;
    onCount({ quantity: toSend, mode, serialNumbers: serialized ? serials : [] });
    setQuantity('');
    setSerials([]);
  };

  const addSerial = () => {
    const serial = serialText.trim();
    if (!serial) return;
    if (serials.includes(serial)) setSerialError(`${serial} is in the list already.`);
    else {
      setSerials((list) => [...list, serial]);
      setSerialError(null);
    }
    setSerialText('');
  };

  // A keyboard (a desktop, a phone with keys) types into the pad as the keys do; Enter counts.
  const onQuantityKey = (event: KeyboardEvent) => {
    const key = event.key;
    if (/^[0-9.]$/.test(key)) press(key as QuantityKey);
    else if (key === 'Backspace') press('backspace');
    else if (key === '+') press('plusOne');
    else if (key === 'Enter') count();
    else return;
    event.preventDefault();
  };

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label="Product counted"
      sx={{ p: 1.5, display: 'flex', flexDirection: 'column', gap: 1.25 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          {picked.kind === 'product' ? (
            <>
              <Typography variant="h6" component="h2" sx={{ lineHeight: 1.25, overflowWrap: 'anywhere' }}>
                {picked.productName}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                SKU {picked.sku} · Unit: {picked.unit}
                {picked.isSerialized ? ' · Serial-tracked' : ''}
              </Typography>
              {picked.expected !== null ? (
                <Typography variant="body2" color="text.secondary">
                  Expected: {formatQuantity(picked.expected)} {picked.unit}
                </Typography>
              ) : null}
            </>
          ) : (
            <>
              <Typography variant="h6" component="h2" sx={{ lineHeight: 1.25, overflowWrap: 'anywhere' }}>
                Barcode {picked.barcode}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                The product is looked up when the count is sent. Counted in its base unit.
              </Typography>
            </>
          )}
        </Box>
        <IconButton aria-label="Clear the product" onClick={onClear} sx={{ flexShrink: 0 }}>
          <CloseIcon />
        </IconButton>
      </Box>

      <ToggleButtonGroup
        exclusive
        fullWidth
        color="primary"
        value={mode}
        onChange={(_, value: StockCountEntryMode | null) => value && onModeChange(value)}
        aria-label="Mode"
        size="small"
      >
        <ToggleButton value="ADD" sx={{ minHeight: 44 }}>
          Add
        </ToggleButton>
        <ToggleButton value="SET" sx={{ minHeight: 44 }}>
          Set
        </ToggleButton>
      </ToggleButtonGroup>

      {serialized ? (
        <>
          <TextField
            label="Serial number"
            value={serialText}
            onChange={(e) => setSerialText(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                addSerial();
              }
            }}
            error={serialError !== null}
            helperText={serialError ?? 'Scan each serial, then Count.'}
            autoComplete="off"
            fullWidth
          />
          <Box aria-label="Serials scanned" role="list" sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
            {serials.map((serial) => (
              <Chip role="listitem" key={serial} label={serial} onDelete={() => setSerials((list) => list.filter((s) => s !== serial))} />
            ))}
          </Box>
          <Typography aria-live="polite">
            Quantity: {serials.length} ({serials.length === 1 ? 'serial' : 'serials'})
          </Typography>
        </>
      ) : (
        <>
          <TextField
            label="Quantity"
            value={quantity}
            onKeyDown={onQuantityKey}
            onChange={() => undefined}
            slotProps={{ htmlInput: { inputMode: 'none', autoComplete: 'off', style: { fontSize: '1.6rem', textAlign: 'right' } } }}
            fullWidth
          />
          <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: 0.75 }}>
            <Box sx={{ gridColumn: 'span 3', display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 0.75 }}>
              {DIGITS.map((digit) => (
                <Button key={digit} variant="outlined" sx={KEY_SX} onClick={() => press(digit)}>
                  {digit}
                </Button>
              ))}
              <Button variant="outlined" sx={KEY_SX} onClick={() => press('.')} aria-label="Decimal point">
                .
              </Button>
              <Button variant="outlined" sx={KEY_SX} onClick={() => press('0')}>
                0
              </Button>
              <Button variant="outlined" sx={KEY_SX} onClick={() => press('backspace')} aria-label="Backspace">
                <BackspaceOutlinedIcon />
              </Button>
            </Box>
            <Box sx={{ display: 'grid', gridTemplateRows: '1fr 3fr', gap: 0.75 }}>
              <Button variant="outlined" sx={KEY_SX} onClick={() => press('plusOne')} title="Add one">
                +1
              </Button>
              <Button variant="contained" sx={{ ...KEY_SX, fontSize: '1.1rem' }} disabled={!canCount} onClick={count}>
                Count
              </Button>
            </Box>
          </Box>
        </>
      )}
      {serialized ? (
        <Button variant="contained" size="large" sx={{ minHeight: 56 }} disabled={!canCount} onClick={count}>
          Count
        </Button>
      ) : null}
    </Paper>
  );
}
