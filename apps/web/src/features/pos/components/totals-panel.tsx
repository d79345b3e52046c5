import { memo } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import type { AppliedDiscount, OrderResult } from '@oim/shared/pos/arithmetic';
import { SPECIAL_DISCOUNT_LABELS, type TaxProfile } from '@oim/shared/pos/tax';
import type { SpecialDiscountInput } from '@oim/shared/schemas/pos';
import { formatMoney } from '@/lib/format';

/** '1 line', '2 lines', '1.5 units'. */
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', py: 0.25 }}>
      <Typography variant={strong ? 'h6' : 'body2'} sx={{ fontWeight: strong ? 700 : 400 }}>
        {label}
      </Typography>
      <Typography variant={strong ? 'h5' : 'body2'} sx={{ fontWeight: strong ? 700 : 500 }} aria-label={label}>
        {value}
      </Typography>
    </Box>
  );
}

/** Spec 4 totals, and every applied discount (lines' then the order's), each removable by its place in that list. */
export const TotalsPanel = memo(function TotalsPanel({
  totals,
  discounts,
  onRemoveDiscount,
  taxProfile = 'NON_VAT',
  specialDiscount = null,
  onEditSpecialDiscount,
}: {
  totals: OrderResult;
  discounts: { label: string; applied: AppliedDiscount }[];
  onRemoveDiscount: (index: number) => void;
  taxProfile?: TaxProfile;
  specialDiscount?: SpecialDiscountInput | null;
  onEditSpecialDiscount?: () => void;
}) {
  const t = totals.taxes;
  return (
    <Box>
      <Row label="Items" value={`${plural(totals.itemCount, 'line')} · ${plural(totals.totalUnits, 'unit')}`} />
      <Row label="Subtotal" value={formatMoney(totals.subTotal)} />
      <Row label="Discount" value={formatMoney(totals.discountTotal)} />
      {taxProfile === 'VAT' ? (
        <>
          <Row label="VATable sales" value={formatMoney(t.vatableSales)} />
          <Row label="VAT (12%)" value={formatMoney(t.vatAmount)} />
          <Row label="VAT-exempt sales" value={formatMoney(t.vatExemptSales)} />
          <Row label="Zero-rated sales" value={formatMoney(t.zeroRatedSales)} />
        </>
      ) : (
        <Row label="Tax" value={formatMoney(totals.taxTotal)} />
      )}
      {specialDiscount ? (
        <Chip
          size="small"
          color="secondary"
          sx={{ my: 0.5, height: 'auto', py: 0.25, '& .MuiChip-label': { whiteSpace: 'normal' } }}
          aria-label="Senior citizen / PWD discount"
          label={`${SPECIAL_DISCOUNT_LABELS[specialDiscount.kind]} · ${specialDiscount.holderName}: −${formatMoney(t.specialDiscountTotal)}${
            t.specialVatRemoved > 0 ? ` (VAT removed ${formatMoney(t.specialVatRemoved)})` : ''
          }`}
          onClick={onEditSpecialDiscount}
        />
      ) : null}
      {discounts.length > 0 ? (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, my: 0.5 }} aria-label="Applied discounts">
          {discounts.map((d, i) => (
            <Chip
              key={i}
              size="small"
              color="secondary"
              label={`${d.label}: ${d.applied.code ?? 'Discount'} −${formatMoney(d.applied.discount_amount)}`}
              onDelete={() => onRemoveDiscount(i)}
            />
          ))}
        </Box>
      ) : null}
      <Divider sx={{ my: 1 }} />
      <Row label="Total" value={formatMoney(totals.netTotal)} strong />
    </Box>
  );
});
