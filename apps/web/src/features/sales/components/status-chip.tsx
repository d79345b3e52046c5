import { Chip, type ChipProps } from '@mui/material';
import type { PicklistStatus, QuotationStatus, SalesOrderStatus } from '../types';

type Look = { label: string; color: ChipProps['color']; variant?: ChipProps['variant'] };

export const SALES_ORDER_STATUS: Record<SalesOrderStatus, Look> = {
  COMPLETED: { label: 'Completed', color: 'success' },
  VOIDED: { label: 'Voided', color: 'error' },
};

export const QUOTATION_STATUS: Record<QuotationStatus, Look> = {
  DRAFT: { label: 'Draft', color: 'default' },
  POSTED: { label: 'Posted', color: 'info' },
  CONVERTED: { label: 'Converted', color: 'success' },
  EXPIRED: { label: 'Expired', color: 'warning' },
};

export const PICKLIST_STATUS: Record<PicklistStatus, Look> = {
  OPEN: { label: 'Open', color: 'warning' },
  PICKED: { label: 'Picked', color: 'success' },
};

/** A status as a small coloured chip; an unknown status shows as it came. */
export function StatusChip<S extends string>({
  status,
  looks,
  size = 'small',
}: {
  status: S;
  looks: Record<S, Look>;
  size?: ChipProps['size'];
}) {
  const look = looks[status] ?? { label: status, color: 'default' };
  return <Chip size={size} label={look.label} color={look.color} variant={look.variant ?? 'outlined'} sx={{ fontWeight: 600 }} />;
}

/** The enum labels of a status, for list columns. */
export function statusLabels<S extends string>(looks: Record<S, Look>): Record<string, string> {
  return Object.fromEntries(Object.entries<Look>(looks).map(([k, v]) => [k, v.label]));
}
