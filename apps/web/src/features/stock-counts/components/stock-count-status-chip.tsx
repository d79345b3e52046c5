import { Chip, type ChipProps } from '@mui/material';
import { STOCK_COUNT_STATUS, type StockCountStatus } from '../types';

/** A stock count's status as a small coloured chip. */
export function StockCountStatusChip({ status, size = 'small' }: { status: StockCountStatus; size?: ChipProps['size'] }) {
  const look = STOCK_COUNT_STATUS[status] ?? { label: status, color: 'default' };
  return <Chip size={size} label={look.label} color={look.color} variant="outlined" sx={{ fontWeight: 600 }} />;
}
