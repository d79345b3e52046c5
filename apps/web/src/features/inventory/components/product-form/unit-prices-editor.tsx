import { Box, IconButton, InputAdornment, TextField, Tooltip, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { formatMoney } from '@/lib/format';
import { convertedPrice } from '@/lib/quantity';
import type { UnitOfMeasure } from '../../types';
import { unitLabel } from '@/components/movement-lines/unit-select';

export type UnitPricesEditorProps = {
  /** The units of the product's class. */
  units: UnitOfMeasure[];
  /** The product's own unit: its price is the base price. */
  productUnitId: number | '';
  basePrice: string;
  /** Price text by unit id; blank is "no price of its own". */
  prices: Record<string, string>;
  onChange: (prices: Record<string, string>) => void;
  errors?: Record<string, string | undefined>;
  /** Save Product Price on an existing product. */
  canEdit: boolean;
  /** Whether a unit's price may be cleared (a saved one needs Delete Product Price). */
  canClear: (uomId: number) => boolean;
};

/**
 * A price per unit of the product's class (issue 5 item 1: productPrices with price, uomId,
 * uom.unit). A unit without its own price sells at the base price converted by the unit factors,
 * which shows as its placeholder.
 */
export function UnitPricesEditor({
  units,
  productUnitId,
  basePrice,
  prices,
  onChange,
  errors = {},
  canEdit,
  canClear,
}: UnitPricesEditorProps) {
  const productUnit = units.find((u) => u.id === productUnitId);
  const others = units.filter((u) => u.id !== productUnitId);
  if (!productUnit) {
    return (
      <Typography variant="body2" color="text.secondary">
        Choose the unit class and base unit to price the other units.
      </Typography>
    );
  }
  if (others.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        This unit class has no other units to price.
      </Typography>
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }}>
      {others.map((unit) => {
        const key = String(unit.id);
        const text = prices[key] ?? '';
        const regular = convertedPrice(basePrice.trim() === '' ? '0' : basePrice, productUnit.factor, unit.factor);
        const error = errors[key];
        return (
          <TextField
            key={unit.id}
            size="small"
            label={`Price per ${unitLabel(unit, units)}`}
            value={text}
            disabled={!canEdit}
            onChange={(event) => onChange({ ...prices, [key]: event.target.value })}
            placeholder={regular ?? ''}
            error={Boolean(error)}
            helperText={
              error ?? (text.trim() === '' && regular !== null ? `Regular price ${formatMoney(regular)} from the base price` : ' ')
            }
            slotProps={{
              htmlInput: { inputMode: 'decimal' },
              input: {
                startAdornment: <InputAdornment position="start">₱</InputAdornment>,
                endAdornment:
                  text !== '' && canClear(unit.id) ? (
                    <InputAdornment position="end">
                      <Tooltip title="Use the regular price">
                        <IconButton
                          size="small"
                          aria-label={`Clear the price per ${unit.unit}`}
                          onClick={() => onChange({ ...prices, [key]: '' })}
                        >
                          <CloseIcon fontSize="small" />
                        </IconButton>
                      </Tooltip>
                    </InputAdornment>
                  ) : undefined,
              },
            }}
          />
        );
      })}
    </Box>
  );
}
