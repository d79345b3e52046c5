import { useEffect, useRef } from 'react';
import { Box, Button, FormHelperText, IconButton, MenuItem, Paper, Stack, TextField, Tooltip, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import { qty } from '@oim/shared/decimal';
import { useSerialNumbersInStock } from './api/get-serial-numbers';
import { useStockOnHand } from './api/get-stock-on-hand';
import { useUnitClassUnits } from '@/lib/reference-data/units';
import { formatChange, withUnit } from '@/lib/quantity';
import { ChipsInput } from './chips-input';
import { ProductAutocomplete } from './product-autocomplete';
import { UnitSelect } from './unit-select';
import { formatMoney } from '@/lib/format';
import { sumCentavos, toPesos } from '@oim/shared/pos/money';
import {
  lineBaseQuantity,
  lineTotalCentavos,
  newMovementLine,
  serialsNeeded,
  startingUnitCost,
  takesSerialsOut,
  type LineMode,
  type MovementLineInput,
} from './movement-line';

export type LineErrors = Partial<Record<keyof MovementLineInput, string>>;

/** Spec wording of the three ways an adjustment line moves stock. */
export const MODE_LABELS: Record<LineMode, string> = { in: 'Stock In', out: 'Stock Out', count: 'Counted' };

// Only products keep stock (a bundle's is its items', a service has none).
const STOCKED = ['PRODUCT'] as const;

/** How lines read: an adjustment's modes, a transfer moving out, a purchase order's or receipt's costed lines coming in. */
type Variant = 'adjustment' | 'transfer' | 'order' | 'receipt';

const COSTED: readonly Variant[] = ['order', 'receipt'];

const COLUMNS: Record<Variant, string> = {
  adjustment: 'minmax(220px, 3fr) minmax(130px, 1.3fr) minmax(120px, 1.1fr) minmax(100px, 1fr) auto',
  transfer: 'minmax(220px, 3fr) minmax(130px, 1.3fr) minmax(100px, 1fr) auto',
  order: 'minmax(220px, 3fr) minmax(120px, 1.2fr) minmax(90px, 1fr) minmax(100px, 1fr) minmax(90px, 0.9fr) auto',
  receipt: 'minmax(220px, 3fr) minmax(120px, 1.2fr) minmax(90px, 1fr) minmax(100px, 1fr) minmax(90px, 0.9fr) auto',
};

/** What the line will do to the stock at the location, as a hint under it. */
function OnHandHint({ line, locationId, variant }: { line: MovementLineInput; locationId: number | null; variant: Variant }) {
  const stock = useStockOnHand(line.product?.id ?? null, locationId);
  if (!line.product || locationId === null) return null;
  if (stock.isPending) return <FormHelperText>Checking stock...</FormHelperText>;
  const row = stock.data;
  const onHand = row?.onHand ?? 0;
  const unit = row?.baseUnit ?? line.product.unit;
  const base = lineBaseQuantity(line);
  if (variant === 'transfer') {
    const short = base !== null && qty.compare(base, onHand) > 0;
    return (
      <FormHelperText error={short}>
        Available at the source: {withUnit(onHand, unit)}
        {base !== null && line.unit && !line.unit.isBase ? ` · moving ${withUnit(base, unit)}` : ''}
      </FormHelperText>
    );
  }
  // An order moves nothing yet: what is on hand helps decide how much to order.
  if (base === null || variant === 'order') return <FormHelperText>On hand here: {withUnit(onHand, unit)}</FormHelperText>;
  const after = line.mode === 'in' ? qty.add(onHand, base) : line.mode === 'out' ? qty.sub(onHand, base) : base;
  const change = qty.sub(after, onHand);
  return (
    <FormHelperText error={qty.compare(after, 0) < 0}>
      On hand here: {withUnit(onHand, unit)} → {withUnit(after, unit)} ({formatChange(change)})
    </FormHelperText>
  );
}

function SerialNumbersField({
  line,
  locationId,
  error,
  onChange,
}: {
  line: MovementLineInput;
  locationId: number | null;
  error?: string;
  onChange: (serials: string[]) => void;
}) {
  const outgoing = takesSerialsOut(line.mode);
  const inStock = useSerialNumbersInStock(line.product?.id ?? null, locationId, outgoing);
  const needed = serialsNeeded(line);
  const count = needed === null ? '' : ` (${line.serialNumbers.length} of ${needed})`;
  const options = (inStock.data ?? []).map((s) => s.serialNumber);
  return (
    <ChipsInput
      label={`Serial Numbers${count}`}
      value={line.serialNumbers}
      onChange={onChange}
      options={outgoing ? options : []}
      restrictToOptions={outgoing}
      loading={outgoing && inStock.isFetching}
      error={Boolean(error)}
      helperText={
        error ??
        (outgoing
          ? locationId === null
            ? 'Choose the location first.'
            : options.length === 0 && !inStock.isFetching
              ? 'No serial numbers of this product are in stock here.'
              : 'Pick the serial numbers leaving this location.'
          : 'Scan or type one serial number per unit, then Enter.')
      }
      inputLabel={`Serial numbers of ${line.product?.productName ?? 'the product'}`}
    />
  );
}

type RowProps = {
  line: MovementLineInput;
  index: number;
  variant: Variant;
  locationId: number | null;
  errors: LineErrors | undefined;
  onChange: (change: Partial<MovementLineInput>) => void;
  onRemove: () => void;
  onAddNext: () => void;
  productRef: (element: HTMLInputElement | null) => void;
};

function MovementLineRow({ line, index, variant, locationId, errors, onChange, onRemove, onAddNext, productRef }: RowProps) {
  const product = line.product;
  const units = useUnitClassUnits(product?.unitClassId ?? null);
  // A picked product starts in its own unit; an order line's cost at what the product last cost.
  const startsCosted = variant === 'order';
  useEffect(() => {
    if (product && !line.unit && units.data) {
      const unit = units.data.find((u) => u.id === product.unitOfMeasureId) ?? units.data.find((u) => u.isBase);
      if (unit) onChange({ unit, ...(startsCosted && line.unitCost === '' ? { unitCost: startingUnitCost(product, unit) } : {}) });
    }
  }, [product, line.unit, line.unitCost, units.data, onChange, startsCosted]);
  // A cost the user has not changed follows the product and unit; a typed one stays.
  const untouchedCost = startsCosted && line.unitCost === startingUnitCost(product, line.unit);

  const n = index + 1;
  const costed = COSTED.includes(variant);
  // A line received against an order keeps the order's product and unit.
  const fromOrder = line.orderItemId !== null;
  return (
    <Paper variant="outlined" sx={{ p: 1.5 }} role="listitem" aria-label={`Line ${n}`}>
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          alignItems: 'start',
          gridTemplateColumns: { xs: '1fr 1fr', md: COLUMNS[variant] },
        }}
      >
        <Box sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}>
          <ProductAutocomplete
            label={`Product ${n}`}
            value={product}
            types={STOCKED}
            required
            disabled={fromOrder}
            error={Boolean(errors?.product)}
            {...(errors?.product ? { helperText: errors.product } : {})}
            inputRef={productRef}
            onChange={(picked) =>
              onChange({
                product: picked,
                unit: null,
                serialNumbers: [],
                ...(untouchedCost ? { unitCost: '' } : {}),
                ...(picked?.isSerialized && line.mode === 'count' ? { mode: 'in' as const } : {}),
              })
            }
          />
        </Box>
        <UnitSelect
          label="Unit"
          unitClassId={product?.unitClassId ?? null}
          value={line.unit?.id ?? ''}
          required
          disabled={!product || fromOrder}
          onChange={(_id, unit) =>
            onChange({
              unit: unit ?? null,
              serialNumbers: line.serialNumbers,
              ...(untouchedCost ? { unitCost: startingUnitCost(product, unit ?? null) } : {}),
            })
          }
          error={Boolean(errors?.unit)}
          {...(errors?.unit ? { helperText: errors.unit } : {})}
        />
        {variant === 'adjustment' ? (
          <TextField
            select
            size="small"
            label="Mode"
            value={line.mode}
            onChange={(event) => onChange({ mode: event.target.value as LineMode, serialNumbers: [] })}
            error={Boolean(errors?.mode)}
            helperText={errors?.mode}
          >
            <MenuItem value="in">{MODE_LABELS.in}</MenuItem>
            <MenuItem value="out">{MODE_LABELS.out}</MenuItem>
            <MenuItem value="count" disabled={Boolean(product?.isSerialized)}>
              {MODE_LABELS.count}
            </MenuItem>
          </TextField>
        ) : null}
        <TextField
          size="small"
          label={line.mode === 'count' ? 'Counted' : 'Quantity'}
          required
          value={line.quantity}
          onChange={(event) => onChange({ quantity: event.target.value })}
          onKeyDown={(event) => {
            // Enter moves on to a new line instead of submitting the document.
            if (event.key === 'Enter') {
              event.preventDefault();
              onAddNext();
            }
          }}
          error={Boolean(errors?.quantity)}
          helperText={errors?.quantity}
          slotProps={{ htmlInput: { inputMode: 'decimal', 'aria-label': `Quantity of line ${n}` } }}
        />
        {costed ? (
          <>
            <TextField
              size="small"
              label="Unit Cost"
              required
              value={line.unitCost}
              onChange={(event) => onChange({ unitCost: event.target.value })}
              error={Boolean(errors?.unitCost)}
              helperText={errors?.unitCost}
              slotProps={{ htmlInput: { inputMode: 'decimal', 'aria-label': `Unit cost of line ${n}` } }}
            />
            <Box sx={{ textAlign: 'right', pt: 1 }}>
              <Typography variant="caption" color="text.secondary" component="div">
                Line Total
              </Typography>
              <Typography variant="body2" aria-label={`Line total of line ${n}`}>
                {formatMoney(toPesos(lineTotalCentavos(line)))}
              </Typography>
            </Box>
          </>
        ) : null}
        <Tooltip title="Remove line">
          <IconButton aria-label={`Remove line ${n}`} onClick={onRemove}>
            <DeleteOutlinedIcon />
          </IconButton>
        </Tooltip>
      </Box>
      {product ? (
        <Box sx={{ mt: 1 }}>
          {line.remaining !== null && line.unit ? (
            <FormHelperText>Still expected on the order: {withUnit(line.remaining, line.unit.unit)}</FormHelperText>
          ) : null}
          <OnHandHint line={line} locationId={locationId} variant={variant} />
          {product.isSerialized && variant !== 'order' ? (
            <Box sx={{ mt: 1.5 }}>
              <SerialNumbersField
                line={line}
                locationId={locationId}
                {...(errors?.serialNumbers ? { error: errors.serialNumbers } : {})}
                onChange={(serialNumbers) => onChange({ serialNumbers })}
              />
            </Box>
          ) : null}
        </Box>
      ) : null}
    </Paper>
  );
}

const EMPTY_TEXT: Record<Variant, string> = {
  adjustment: 'No items yet. Add the products whose stock changes.',
  transfer: 'No items yet. Add the products whose stock moves.',
  order: 'No items yet. Add the products to order.',
  receipt: 'No items yet. Add the products that came in.',
};

export type MovementLinesEditorProps = {
  variant: Variant;
  lines: MovementLineInput[];
  onChange: (lines: MovementLineInput[]) => void;
  /** The adjustment's location, or the transfer's source. */
  locationId: number | '';
  lineErrors?: (LineErrors | undefined)[];
  /** An error of the whole list (e.g. 'An adjustment needs at least one item.'). */
  error?: string;
};

/**
 * The items of a stock document: product (SKU or name search), one of its units, the mode of an
 * adjustment line, the quantity, a purchase line's unit cost and total, and the serial numbers of
 * a serial-tracked product — typed for stock coming in, picked from those in stock here for stock
 * going out, none on an order.
 */
export function MovementLinesEditor({ variant, lines, onChange, locationId, lineErrors = [], error }: MovementLinesEditorProps) {
  const latest = useRef(lines);
  latest.current = lines;
  const productInputs = useRef(new Map<string, HTMLInputElement>());
  const focusKey = useRef<string | null>(null);
  useEffect(() => {
    if (focusKey.current) {
      productInputs.current.get(focusKey.current)?.focus();
      focusKey.current = null;
    }
  }, [lines]);

  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  // Rows update through the latest list, so a row's effect and the user's edit never undo each other.
  const changers = useRef(new Map<string, (change: Partial<MovementLineInput>) => void>());
  const changerFor = (key: string) => {
    let changer = changers.current.get(key);
    if (!changer) {
      changer = (change) => onChangeRef.current(latest.current.map((l) => (l.key === key ? { ...l, ...change } : l)));
      changers.current.set(key, changer);
    }
    return changer;
  };

  const add = () => {
    const line = newMovementLine(null, variant === 'transfer' ? 'out' : 'in');
    focusKey.current = line.key;
    onChange([...latest.current, line]);
  };
  const location = locationId === '' ? null : locationId;

  return (
    <Box>
      {lines.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
          {EMPTY_TEXT[variant]}
        </Typography>
      ) : (
        <Stack spacing={1.5} role="list" aria-label="Items">
          {lines.map((line, index) => (
            <MovementLineRow
              key={line.key}
              line={line}
              index={index}
              variant={variant}
              locationId={location}
              errors={lineErrors[index]}
              onChange={changerFor(line.key)}
              onRemove={() => onChange(latest.current.filter((l) => l.key !== line.key))}
              onAddNext={add}
              productRef={(element) => {
                if (element) productInputs.current.set(line.key, element);
                else productInputs.current.delete(line.key);
              }}
            />
          ))}
        </Stack>
      )}
      {error ? <FormHelperText error>{error}</FormHelperText> : null}
      <Stack direction="row" sx={{ mt: 1, justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Button startIcon={<AddIcon />} onClick={add}>
          Add Item
        </Button>
        {COSTED.includes(variant) ? (
          <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }} role="status" aria-label="Total">
            Total: {formatMoney(toPesos(sumCentavos(lines.map(lineTotalCentavos))))}
          </Typography>
        ) : null}
      </Stack>
    </Box>
  );
}
