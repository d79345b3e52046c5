import { fromScaled, MONEY, divRound, qty, toScaled } from '@oim/shared/decimal';

const quantityFormat = new Intl.NumberFormat('en-PH', { maximumFractionDigits: 4 });

/** A quantity as shown: grouped, up to 4 decimals, never rounded to whole units. */
export function formatQuantity(value: number | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const n = Number(value);
  return Number.isFinite(n) ? quantityFormat.format(n) : '';
}

/** A change of stock: +48 in, −12 out. */
export function formatChange(value: number | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const n = Number(value);
  if (!Number.isFinite(n)) return '';
  return n > 0 ? `+${quantityFormat.format(n)}` : n < 0 ? `−${quantityFormat.format(-n)}` : '0';
}

/** A quantity with its unit, e.g. "2 box". */
export function withUnit(value: number | string | null | undefined, unit: string | null | undefined): string {
  const text = formatQuantity(value);
  return text && unit ? `${text} ${unit}` : text;
}

const DECIMAL = /^-?\d{1,12}(\.\d+)?$/;

/** True for a decimal number as typed (no exponent, no grouping). */
export function isDecimalText(text: string): boolean {
  return DECIMAL.test(text.trim());
}

/** quantity × factor, exactly: 2 boxes of 24 → '48'. Null when the quantity is not a number. */
export function toBaseQuantity(quantity: string | number, factor: number | string): string | null {
  const text = String(quantity).trim();
  if (!isDecimalText(text)) return null;
  return qty.times(text, factor);
}

/** The regular price of a unit from the base unit's price: basePrice × factor / baseFactor, to the centavo. */
export function convertedPrice(basePrice: number | string, baseFactor: number | string, factor: number | string): string | null {
  const text = String(basePrice).trim();
  if (!isDecimalText(text)) return null;
  const scaled = divRound(toScaled(text, MONEY) * toScaled(String(factor), 4), toScaled(String(baseFactor), 4));
  return fromScaled(scaled, MONEY, true);
}

/**
 * Markup over cost in percent, to 2 decimals: (price − cost) / cost × 100, as the server computes
 * it. Null without a positive cost.
 */
export function markupPercent(price: string | number, cost: string | number | null | undefined): string | null {
  if (cost === null || cost === undefined || String(cost).trim() === '') return null;
  const priceText = String(price).trim() || '0';
  const costText = String(cost).trim();
  if (!isDecimalText(priceText) || !isDecimalText(costText)) return null;
  const c = toScaled(costText, MONEY);
  if (c <= 0n) return null;
  const p = toScaled(priceText, MONEY);
  return fromScaled(divRound((p - c) * 10000n, c), MONEY, true);
}

/** A price raised (or, negative, lowered) by a percentage, to the centavo: 100 + 10% → '110.00'. */
export function applyPercent(price: number | string, percent: number | string): string | null {
  const priceText = String(price).trim();
  const percentText = String(percent).trim();
  if (!isDecimalText(priceText) || !isDecimalText(percentText)) return null;
  const factor = toScaled(percentText, 4) + 100n * 10n ** 4n;
  if (factor < 0n) return null;
  return fromScaled(divRound(toScaled(priceText, MONEY) * factor, 100n * 10n ** 4n), MONEY, true);
}
