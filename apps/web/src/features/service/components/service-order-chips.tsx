import { Chip } from '@mui/material';
import type { ServiceOrderPriority, ServiceOrderStatus } from '@oim/shared/schemas/service';
import { PRIORITY_LABELS, STATUS_COLORS, STATUS_LABELS } from '../types';

export function ServiceOrderStatusChip({ status }: { status: ServiceOrderStatus }) {
  return (
    <Chip
      size="small"
      label={STATUS_LABELS[status]}
      color={STATUS_COLORS[status]}
      variant={status === 'CANCELLED' ? 'outlined' : 'filled'}
    />
  );
}

const PRIORITY_COLORS: Record<ServiceOrderPriority, 'default' | 'info' | 'warning' | 'error'> = {
  LOW: 'default',
  NORMAL: 'info',
  HIGH: 'warning',
  URGENT: 'error',
};

export function PriorityChip({ priority }: { priority: ServiceOrderPriority }) {
  return <Chip size="small" variant="outlined" label={PRIORITY_LABELS[priority]} color={PRIORITY_COLORS[priority]} />;
}
