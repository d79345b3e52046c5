import { format as formatDateFns, isValid, parseISO } from 'date-fns';

const peso = new Intl.NumberFormat('en-PH', { style: 'currency', currency: 'PHP', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Amounts in Philippine pesos: exactly 2 decimals, en-PH, peso sign (spec 1). */
export function formatMoney(value: number | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? peso.format(n) : '';
}

/** Medium date, e.g. "Nov 22, 2026" (the list table's date column). */
export function formatDate(value: string | Date | null | undefined): string {
  if (!value) return '';
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
