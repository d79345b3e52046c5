import { memo, useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { OrderResult } from '@oim/shared/pos/arithmetic';
import { toPesos } from '@oim/shared/pos/money';
import { formatMoney } from '@/lib/format';
import { serialsNeeded } from '../lib/cart';
import type { PosLine } from '../types';

const GRID = '36px minmax(0, 1fr) 110px 110px 120px';
const HEADERS = ['#', 'Product', 'Qty', 'Price', 'Total'];

/** What a line carries besides its product: the parts of a bundle. */
export function BundleParts({ line }: { line: PosLine }) {
  if (line.bundleModifications.length === 0) return null;
  return (
    <Typography variant="caption" component="div" color="text.secondary">
      {line.bundleModifications.map((b) => `${b.quantity} ${b.unitOfMeasure ?? ''} ${b.productName}`.replace(/\s+/g, ' ')).join(', ')}
    </Typography>
  );
}

/** A line's discounts, serial numbers (chosen of needed) and commission earner, as chips. */
export function LineBadges({ line }: { line: PosLine }) {
  const needed = line.isSerialized ? serialsNeeded(line) : 0;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mt: 0.25 }}>
      {line.appliedDiscounts.map((d, i) => (
        <Chip
          key={i}
          size="small"
          color="secondary"
          variant="outlined"
          label={`${d.code ?? 'Discount'} ${d.type === 'percentage' ? `${Number(d.value)}%` : formatMoney(d.value)}`}
        />
      ))}
      {line.isSerialized ? (
        <Chip
          size="small"
          color={line.serialNumbers.length === needed ? 'default' : 'warning'}
          label={`Serials ${line.serialNumbers.length}/${needed}`}
        />
      ) : null}
      {line.commissionData?.hasCommission ? (
        <Chip
          size="small"
          variant="outlined"
          label={`Commission: ${line.commissionData.commissionUser?.displayName ?? `#${line.commissionData.commissionUserId}`}`}
        />
      ) : null}
    </Box>
  );
}

/** A line's total, and its amount before discounts struck through when they differ (both in centavos). */
export function LineAmount({ gross, lineTotal, role }: { gross: number; lineTotal: number; role?: string }) {
  return (
    <Box role={role} sx={{ textAlign: 'right' }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {formatMoney(toPesos(lineTotal))}
      </Typography>
      {gross !== lineTotal ? (
        <Typography variant="caption" color="text.secondary" sx={{ textDecoration: 'line-through' }}>
          {formatMoney(toPesos(gross))}
        </Typography>
      ) : null}
    </Box>
  );
}

type RowProps = {
  line: PosLine;
  index: number;
  /** In centavos, from the totals computed once for the whole cart. */
  gross: number;
  lineTotal: number;
  active: boolean;
  onSelect: (uniqueId: string) => void;
};

/** One cart line; it renders again only when its own line, amounts or selection change. */
const CartRow = memo(function CartRow({ line, index, gross, lineTotal, active, onSelect }: RowProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (active) ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, [active]);
  return (
    <Box
      ref={ref}
      role="row"
      aria-selected={active}
      data-line-id={line.uniqueId}
      onClick={() => onSelect(line.uniqueId)}
      sx={{
        display: 'grid',
        gridTemplateColumns: GRID,
        gap: 1,
        px: 1.5,
        py: 0.75,
        alignItems: 'start',
        cursor: 'pointer',
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: active ? 'action.selected' : undefined,
        '&:hover': { bgcolor: active ? 'action.selected' : 'action.hover' },
      }}
    >
      <Typography role="cell" variant="body2" color="text.secondary">
        {index + 1}
      </Typography>
      <Box role="cell" sx={{ minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap title={line.productName}>
          {line.productName}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {line.sku}
        </Typography>
        <BundleParts line={line} />
        <LineBadges line={line} />
      </Box>
      <Typography role="cell" variant="body2" sx={{ textAlign: 'right' }}>
        {line.orderedQuantity} {line.orderedUnit ?? ''}
      </Typography>
      <Typography role="cell" variant="body2" sx={{ textAlign: 'right' }}>
        {formatMoney(line.orderedUnitPrice)}
      </Typography>
      <LineAmount role="cell" gross={gross} lineTotal={lineTotal} />
    </Box>
  );
});

/** What the cart says before its first line. */
export const EMPTY_CART_TEXT = 'Scan a barcode or search for a product to start a sale.';

/**
 * The cart: a plain scrolling list of memoised rows (200 lines stay quick without virtualising).
 * An empty cart is no table: its column heads stay on screen for the eye only, and the hint is
 * plain text (a table without rows tells a screen reader nothing).
 */
export function CartLines({
  lines,
  totals,
  activeLineId,
  onSelect,
}: {
  lines: readonly PosLine[];
  totals: OrderResult;
  activeLineId: string | null;
  onSelect: (uniqueId: string) => void;
}) {
  const empty = lines.length === 0;
  return (
    <Box
      {...(empty ? {} : { role: 'table', 'aria-label': 'Cart' })}
      sx={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' }}
    >
      <Box
        {...(empty ? { 'aria-hidden': true } : { role: 'row' })}
        sx={{
          display: 'grid',
          gridTemplateColumns: GRID,
          gap: 1,
          px: 1.5,
          py: 1,
          borderBottom: 2,
          borderColor: 'divider',
          bgcolor: 'background.default',
        }}
      >
        {HEADERS.map((h, i) => (
          <Typography
            key={h}
            role={empty ? undefined : 'columnheader'}
            variant="caption"
            sx={{ fontWeight: 700, textAlign: i >= 2 ? 'right' : 'left', textTransform: 'uppercase' }}
          >
            {h}
          </Typography>
        ))}
      </Box>
      {empty ? (
        <Typography color="text.secondary" sx={{ p: 4, textAlign: 'center' }}>
          {EMPTY_CART_TEXT}
        </Typography>
      ) : (
        <Box role="rowgroup" sx={{ flex: 1, overflow: 'auto' }}>
          {lines.map((line, i) => (
            <CartRow
              key={line.uniqueId}
              line={line}
              index={i}
              gross={totals.lines[i]?.gross ?? 0}
              lineTotal={totals.lines[i]?.lineTotal ?? 0}
              active={line.uniqueId === activeLineId}
              onSelect={onSelect}
            />
          ))}
        </Box>
      )}
    </Box>
  );
}
