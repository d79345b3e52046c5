import { format, isValid } from 'date-fns';
import { parseDay, shopToday } from '@/lib/days';

export { formatDateTime } from '@/lib/days';

export { dayText, parseDay } from '@/lib/days';

/** "Dec 22, 2026" for a yyyy-MM-dd day. */
export function formatDay(day: string | null | undefined): string {
  if (!day) return '';
  const date = parseDay(day);
  return isValid(date) ? format(date, 'MMM d, yyyy') : '';
}

/** Today (the shop's day) at midnight, where the user is. */
export function startOfToday(now = shopToday()): Date {
  return new Date(now.getFullYear(), now.getMonth(), now.getDate());
}
