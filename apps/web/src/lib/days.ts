import { format, isValid, parseISO } from 'date-fns';

/** A calendar day as the API takes it (yyyy-MM-dd, where the user is). */
export function dayText(date: Date): string {
  return format(date, 'yyyy-MM-dd');
}

/** A yyyy-MM-dd day read as that day where the user is (not UTC midnight). */
export function parseDay(day: string): Date {
  const [y, m, d] = day.slice(0, 10).split('-').map(Number);
  return new Date(y!, (m ?? 1) - 1, d ?? 1);
}

/** "Nov 22, 2026 2:15 PM": when something happened, in the user's time. */
export function formatDateTime(value: string | Date | null | undefined): string {
  if (!value) return '';
  const date = value instanceof Date ? value : parseISO(value);
  return isValid(date) ? format(date, 'MMM d, yyyy h:mm a') : '';
}
