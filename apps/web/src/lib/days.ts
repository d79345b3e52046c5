import { format } from 'date-fns';
import { formatInstant } from './format';

/** A calendar day as the API takes it (yyyy-MM-dd, where the user is). */
export function dayText(date: Date): string {
  return format(date, 'yyyy-MM-dd');
}

/** A yyyy-MM-dd day read as that day where the user is (not UTC midnight). */
export function parseDay(day: string): Date {
  const [y, m, d] = day.slice(0, 10).split('-').map(Number);
  return new Date(y!, (m ?? 1) - 1, d ?? 1);
}

/**
 * Today as the shop counts days (its time zone, not the browser's), as a day where the user is:
 * midnight of that calendar day, for date pickers and the calendar sums of default periods.
 */
export function shopToday(now = new Date()): Date {
  return parseDay(formatInstant(now, 'yyyy-MM-dd'));
}

/** "Nov 22, 2026 2:15 PM": when something happened, in the shop's time zone. */
export { formatDateTime } from './format';
