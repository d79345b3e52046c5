import { Chip, Stack } from '@mui/material';
import { formatMoney } from '@/lib/format';
import type { AppliedDiscount } from '../types';

const percent = new Intl.NumberFormat('en-PH', { maximumFractionDigits: 2 });

/** "SC20 20%" or "P5 ₱5.00": what a discount was, by its code. */
export function discountName(discount: AppliedDiscount): string {
  const name = discount.code || 'Discount';
  return discount.type === 'percentage' ? `${name} ${percent.format(discount.value)}%` : `${name} ${formatMoney(discount.value)}`;
}

/** The discounts of a line: name and what each took off. */
export function DiscountChips({ discounts }: { discounts: readonly AppliedDiscount[] | undefined }) {
  if (!discounts || discounts.length === 0) return null;
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap', justifyContent: 'flex-end' }}>
      {discounts.map((d, i) => (
        <Chip
          key={`${d.code ?? 'd'}-${i}`}
          size="small"
          variant="outlined"
          color="secondary"
          label={`${discountName(d)} −${formatMoney(d.discount_amount)}`}
          title={`On ${formatMoney(d.base_amount)}`}
        />
      ))}
    </Stack>
  );
}
