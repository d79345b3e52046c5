import { format as formatDateFns, isValid, parseISO } from 'date-fns';
import { shopTimeZone } from './shop-time-zone';

const peso = new Intl.NumberFormat('en-PH', { style: 'currency', currency: 'PHP', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Amounts in Philippine pesos: exactly 2 decimals, en-PH, peso sign (spec 1). */
export function formatMoney(value: number | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? peso.format(n) : '';
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * An instant (ISO text with a time, or a Date) in a date-fns pattern, on the shop's clock: the
 * shop's time zone, never the browser's, so a screen and the shop's printed documents agree.
 */
export function formatInstant(value: string | Date | null | undefined, pattern: string, timeZone: string = shopTimeZone()): string {
  if (!value) return '';
  const date = value instanceof Date ? value : parseISO(value);
  return isValid(date) ? formatDateFns(wallClock(date, timeZone), pattern) : '';
}

const clocks = new Map<string, Intl.DateTimeFormat>();

/**
 * The clock an instant shows in a time zone (the browser's Intl reads the zone), as a Date whose
 * own fields are that clock, for date-fns' patterns. Kept off a time-zone library: this formatter is
 * on the terminal's first load, which has a size budget (e2e/terminal-size).
 */
function wallClock(instant: Date, timeZone: string): Date {
  let clock = clocks.get(timeZone);
  if (!clock) {
    clock = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    clocks.set(timeZone, clock);
  }
  const field: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = {};
  for (const part of clock.formatToParts(instant)) field[part.type] = Number(part.value);
  const shown = new Date(instant.getTime());
  shown.setFullYear(field.year!, field.month! - 1, field.day!);
  shown.setHours(field.hour!, field.minute!, field.second!, instant.getMilliseconds());
  return shown;
}

/** "Nov 22, 2026 2:15 PM": when something happened, in the shop's time zone. */
export function formatDateTime(value: string | Date | null | undefined, timeZone?: string): string {
  return formatInstant(value, 'MMM d, yyyy h:mm a', timeZone);
}

/** "2:15 PM": the time of an instant, in the shop's time zone. */
export function formatTime(value: string | Date | null | undefined, timeZone?: string): string {
  return formatInstant(value, 'h:mm a', timeZone);
}

/**
 * Medium date, e.g. "Nov 22, 2026" (the list table's date column). A calendar day (yyyy-MM-dd) is
 * shown as it is, never shifted; an instant (text with a time) is the shop's day it happened on;
 * a Date is a day picked where the user is (a date picker's) and is shown as that day.
 */
export function formatDate(value: string | Date | null | undefined): string {
  if (!value) return '';
  if (typeof value === 'string' && !DATE_ONLY.test(value)) return formatInstant(value, 'MMM d, yyyy');
  const date = value instanceof Date ? value : parseISO(value);
  return isValid(date) ? formatDateFns(date, 'MMM d, yyyy') : '';
}

/** File sizes in B, KB, MB, GB (the upload list). */
export function formatFileSize(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB'];
  let size = bytes;
  let unit = 0;
  while (size >= 1024 && unit < units.length - 1) {
    size /= 1024;
    unit++;
  }
  return `${unit === 0 ? size : size.toFixed(1).replace(/\.0$/, '')} ${units[unit]}`;
}
