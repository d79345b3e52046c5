import { Chip } from '@mui/material';
import { PURCHASE_ORDER_STATUS, PURCHASE_RECEIPT_STATUS, type PurchaseOrderStatus, type PurchaseReceipt } from '../types';

/** An order's status as a small coloured chip. */
export function PurchaseOrderStatusChip({ status }: { status: PurchaseOrderStatus }) {
  const look = PURCHASE_ORDER_STATUS[status] ?? { label: status, color: 'default' };
  return <Chip size="small" label={look.label} color={look.color} variant="outlined" sx={{ fontWeight: 600 }} />;
}

export function PurchaseReceiptStatusChip({ status }: { status: PurchaseReceipt['status'] }) {
  const look = PURCHASE_RECEIPT_STATUS[status] ?? { label: status, color: 'default' };
  return <Chip size="small" label={look.label} color={look.color} variant="outlined" sx={{ fontWeight: 600 }} />;
}

/** The enum labels of a status map, for list columns and their filter. */
export function statusLabels(looks: Record<string, { label: string }>): Record<string, string> {
  return Object.fromEntries(Object.entries(looks).map(([k, v]) => [k, v.label]));
}
