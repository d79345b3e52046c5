import type { ReactNode } from 'react';
import { Box, Divider, Stack, Typography } from '@mui/material';
import { toCentavos, toPesos } from '@oim/shared/pos/money';
import { formatMoney } from '@/lib/format';
import type { AppliedDiscount } from '../types';
import { discountName } from './discount-chips';

function Row({ label, value, strong = false, muted = false }: { label: ReactNode; value: ReactNode; strong?: boolean; muted?: boolean }) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2, py: 0.25 }}>
      <Typography
        variant={strong ? 'subtitle1' : 'body2'}
        color={muted ? 'text.secondary' : undefined}
        sx={strong ? { fontWeight: 700 } : undefined}
      >
        {label}
      </Typography>
      <Typography
        variant={strong ? 'subtitle1' : 'body2'}
        color={muted ? 'text.secondary' : undefined}
        sx={{ fontWeight: strong ? 700 : 500, whiteSpace: 'nowrap' }}
      >
        {value}
      </Typography>
    </Stack>
  );
}

export type TotalsSummaryProps = {
  grossTotal: number;
  discountTotal: number;
  taxTotal: number;
  netTotal: number;
  /** Order-level discounts (spec 4: applied to the sum of discounted lines). */
  orderDiscounts: readonly AppliedDiscount[];
  itemCount: number;
  totalUnits?: number;
  paidAmountTotal?: number;
  /** What is still owed (open receivables); shown when more than zero. */
  balanceDue?: number;
  change?: number;
};

/** Subtotal, discounts (the order-level ones by name), tax and the net total of a document. */
export function TotalsSummary(props: TotalsSummaryProps) {
  // In centavos: the line discounts are what the order-level ones leave of the discount total.
  const orderDiscounts = props.orderDiscounts.reduce((sum, d) => sum + toCentavos(d.discount_amount), 0);
  const lineDiscountTotal = toPesos(toCentavos(props.discountTotal) - orderDiscounts);
  return (
    <Box aria-label="Totals" role="group">
      <Row label={`Subtotal (${props.itemCount} ${props.itemCount === 1 ? 'item' : 'items'})`} value={formatMoney(props.grossTotal)} />
      {lineDiscountTotal > 0 ? <Row label="Line discounts" value={`−${formatMoney(lineDiscountTotal)}`} muted /> : null}
      {props.orderDiscounts.map((d, i) => (
        <Row key={`${d.code ?? 'd'}-${i}`} label={`Order discount ${discountName(d)}`} value={`−${formatMoney(d.discount_amount)}`} muted />
      ))}
      <Row label="Discount Total" value={formatMoney(props.discountTotal)} />
      <Row label="Tax" value={formatMoney(props.taxTotal)} />
      <Divider sx={{ my: 1 }} />
      <Row label="Net Total" value={formatMoney(props.netTotal)} strong />
      {props.paidAmountTotal !== undefined ? <Row label="Paid" value={formatMoney(props.paidAmountTotal)} /> : null}
      {props.balanceDue ? <Row label="Balance Due" value={formatMoney(props.balanceDue)} strong /> : null}
      {props.change ? <Row label="Change" value={formatMoney(props.change)} muted /> : null}
    </Box>
  );
}
