import { Chip } from '@mui/material';
import { EXPENSE_STATUS, type ExpenseStatus } from '../types';

/** An expense's status as a small chip. */
export function ExpenseStatusChip({ status }: { status: ExpenseStatus }) {
  const look = EXPENSE_STATUS[status] ?? { label: status, color: 'default' };
  return <Chip size="small" label={look.label} color={look.color} variant="outlined" sx={{ fontWeight: 600 }} />;
}
