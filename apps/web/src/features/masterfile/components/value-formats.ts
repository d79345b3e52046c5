import { formatMoney } from '@/lib/format';

const percent = new Intl.NumberFormat('en-PH', { maximumFractionDigits: 2 });

/** A percentage as typed, e.g. 12.5% (no rounding to whole numbers). */
export function formatPercent(value: number | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const n = Number(value);
  return Number.isFinite(n) ? `${percent.format(n)}%` : '';
}

/** A discount's or commission's value: a percentage, or pesos for the fixed kinds. */
export function formatRate(type: string, value: number | string | null | undefined): string {
  return type === 'percentage' || type === 'percentage_off' ? formatPercent(value) : formatMoney(value);
}

const quantity = new Intl.NumberFormat('en-PH', { maximumFractionDigits: 4 });

/** A quantity with up to 4 decimals and no rounding beyond that (unit factors, quantity breaks). */
export function formatQuantity(value: number | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const n = Number(value);
  return Number.isFinite(n) ? quantity.format(n) : '';
}
