import { format, isValid, parseISO } from 'date-fns';

/** "Nov 22, 2026 2:15 PM": when a sale was rung up, in the user's time. */
export function formatDateTime(value: string | Date | null | undefined): string {
  if (!value) return '';
  const date = value instanceof Date ? value : parseISO(value);
  return isValid(date) ? format(date, 'MMM d, yyyy h:mm a') : '';
}

/** A calendar day (yyyy-MM-dd, no time zone) read as that day where the user is. */
export function parseDay(day: string): Date {
  const [y, m, d] = day.slice(0, 10).split('-').map(Number);
  return new Date(y!, (m ?? 1) - 1, d ?? 1);
}

/** A calendar day as the API takes it. */
export function dayText(date: Date): string {
  return format(date, 'yyyy-MM-dd');
}

/** "Dec 22, 2026" for a yyyy-MM-dd day. */
export function formatDay(day: string | null | undefined): string {
  if (!day) return '';
  const date = parseDay(day);
  return isValid(date) ? format(date, 'MMM d, yyyy') : '';
}

/** Today at midnight, where the user is. */
export function startOfToday(now = new Date()): Date {
  return new Date(now.getFullYear(), now.getMonth(), now.getDate());
}
