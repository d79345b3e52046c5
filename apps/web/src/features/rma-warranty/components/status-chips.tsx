import { Chip, type ChipProps } from '@mui/material';
import type { RmaStatus, WarrantyStatus } from '../types';

type Look = { label: string; color: ChipProps['color'] };

export const RMA_STATUS_LOOKS: Record<RmaStatus, Look> = {
  REQUESTED: { label: 'Requested', color: 'warning' },
  RECEIVED: { label: 'Received', color: 'info' },
  RESOLVED: { label: 'Resolved', color: 'success' },
  REJECTED: { label: 'Rejected', color: 'error' },
};

export const WARRANTY_STATUS_LOOKS: Record<WarrantyStatus, Look> = {
  ACTIVE: { label: 'Active', color: 'success' },
  EXPIRED: { label: 'Expired', color: 'default' },
  CLAIMED: { label: 'Claimed', color: 'info' },
  VOID: { label: 'Void', color: 'error' },
};

export const labelsOf = (looks: Record<string, Look>) => Object.fromEntries(Object.entries(looks).map(([k, v]) => [k, v.label]));

function LookChip({ look, size = 'small' }: { look: Look; size?: ChipProps['size'] | undefined }) {
  return <Chip size={size} label={look.label} color={look.color} variant="outlined" sx={{ fontWeight: 600 }} />;
}

export function RmaStatusChip({ status, size }: { status: RmaStatus; size?: ChipProps['size'] }) {
  return <LookChip look={RMA_STATUS_LOOKS[status] ?? { label: status, color: 'default' }} size={size} />;
}

export function WarrantyStatusChip({ status }: { status: WarrantyStatus }) {
  return <LookChip look={WARRANTY_STATUS_LOOKS[status] ?? { label: status, color: 'default' }} />;
}
